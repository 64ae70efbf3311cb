"""The Gabinian Law's recruitment [laws.json, RULES §8.1]: at the start of the Combat
Phase, in HRAO order, each faction may have its non-rebel commanders at war recruit
Legions and Fleets into their own forces, 10T a unit paid from the commander's personal
treasury and then from the Faction Treasury. No Recruitment and Manpower Shortage do not
apply; the 25-unit caps do (1.09.63)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, Done, GabinianRecruit
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.law_effects import GABINIAN
from bot.games.ror.rules.modifiers import BASE_UNIT_COST
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import Force, RorState
from bot.games.ror.rules.units import fleets_in_play, legions_in_play

RULE = "1.10.1"
MAX_LEGIONS = int(TABLES.income["max_legions"])  # 1.09.63, RULES §1.5
MAX_FLEETS = int(TABLES.income["max_fleets"])


def _commanders(state: RorState, seat: str) -> list[Force]:
    """The seat's non-rebel commanders with a force at war."""
    return sorted(
        (
            f
            for f in state.forces
            if f.commander
            and (s := state.senators.get(f.commander)) is not None
            and s.faction == seat
            and not s.rebel
        ),
        key=lambda f: f.commander or "",
    )


def _purse(state: RorState, card: str) -> int:
    seat = state.senators[card].faction or ""
    return ledger.balance(state, ledger.senator(card)) + ledger.balance(state, ledger.faction(seat))


def refusal(state: RorState, seat: str, action: GabinianRecruit) -> IllegalAction | None:
    if action.commander not in {f.commander for f in _commanders(state, seat)}:
        return IllegalAction("gabinian_not_your_commander", RULE)
    if action.legions < 0 or action.fleets < 0 or action.legions + action.fleets == 0:
        return IllegalAction("bad_unit_count", "1.09.63")
    if (
        legions_in_play(state) + action.legions > MAX_LEGIONS
        or fleets_in_play(state) + action.fleets > MAX_FLEETS
    ):
        return IllegalAction("unit_cap", "1.09.63", legions=MAX_LEGIONS, fleets=MAX_FLEETS)
    cost = BASE_UNIT_COST * (action.legions + action.fleets)
    if cost > _purse(state, action.commander):
        return IllegalAction("gabinian_short", RULE, cost=cost)
    return None


def open_recruitment(state: RorState) -> None:
    if GABINIAN in state.laws:
        seats = [seat for seat in hrao_order(state) if _commanders(state, seat)]
        push(state, "gabinian", RULE, seats)


def legal_recruits(state: RorState, seat: str) -> list[Action]:
    offers: list[Action] = []
    for force in _commanders(state, seat):
        assert force.commander is not None
        for legions, fleets in ((1, 0), (0, 1)):
            offer = GabinianRecruit(commander=force.commander, legions=legions, fleets=fleets)
            if refusal(state, seat, offer) is None:
                offers.append(offer)
    return [*offers, Done()]


def recruit_prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {
        "commanders_ids": [f.commander or "" for f in _commanders(state, seat)],
        "cost": BASE_UNIT_COST,
    }


def apply_recruit(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, GabinianRecruit):
        raise IllegalAction("wrong_phase", RULE)
    refused = refusal(state, seat, action)
    if refused is not None:
        raise refused
    cost = BASE_UNIT_COST * (action.legions + action.fleets)
    own = min(cost, ledger.balance(state, ledger.senator(action.commander)))
    if own:
        ledger.move(
            ctx, ledger.senator(action.commander), ledger.BANK, own, RULE, "Gabinian recruitment"
        )
    if cost - own:
        ledger.move(
            ctx, ledger.faction(seat), ledger.BANK, cost - own, RULE, "Gabinian recruitment"
        )
    force = next(f for f in state.forces if f.commander == action.commander)
    force.legions += action.legions
    force.fleets += action.fleets
    ctx.emit(
        "gabinian_recruited",
        RULE,
        commander=action.commander,
        name_id=action.commander,
        legions=action.legions,
        fleets=action.fleets,
        cost=cost,
        war_id=force.war,
    )


PROCEDURES.register(
    "gabinian",
    ProcedureRules(
        "gabinian_recruit",
        legal_recruits,
        apply_recruit,
        done,
        # the units offered are those the Faction Treasury helps pay for [1.04.9]
        secret_choices=True,
        prompt=recruit_prompt,
    ),
)
