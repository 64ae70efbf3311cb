"""Declarations of civil war [1.11.3]: in HRAO order (everyone counted as in Rome), each
commander who won a land Victory this turn lays down his command (his force to the
Active Forces box, he to Rome) or declares himself in revolt, having first tested his army
if he likes [1.11.31]. Only one faction may be in revolt: a later declarer with a greater
strength (units and Military) replaces an earlier one, whose declaration is ignored; a
weaker one lays down his command. Once a rebel is fixed nobody else may revolt until he
is put down. Fleets play no part and return to Rome. A Consul for Life never revolts."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import (
    Action,
    DeclareRevolt,
    LayDownCommand,
    MoveOnToWar,
    RollLoyalty,
)
from bot.games.ror.rules.bequests import rebel_keeps
from bot.games.ror.rules.cards import id_order
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.revolution.loyalty import max_spend, roll_loyalty, spend_choices
from bot.games.ror.rules.revolution.manilian import destinations, move_on
from bot.games.ror.rules.revolution.rebels import army_strength, send_home
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState

RULE = "1.11.3"


def force_of(state: RorState, commander: str) -> Force | None:
    return next((f for f in state.forces if f.commander == commander), None)


def _victors(state: RorState) -> list[str]:
    """Commanders of forces that won a land Victory this turn (Combat marks the force
    `victorious`), in HRAO order of their factions, every senator counted as in Rome
    [1.11.3]: a Dictator or consul in the field ranks first."""
    order = hrao_order(state, everyone_in_rome=True)
    found = [
        s
        for f in state.forces
        if f.victorious and (s := state.senators.get(f.commander or "")) and s.faction
    ]
    found.sort(key=lambda s: (order.index(s.faction or ""), id_order(s.card)))
    return [s.card for s in found]


def _revolt_fixed(state: RorState) -> bool:
    """A rebel from an earlier turn (or fixed this one) bars any declaration."""
    rebel = state.senators.get(state.rebel_army.commander or "") if state.rebel_army else None
    return rebel is not None and rebel.rebel


def open_declarations(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    victors = _victors(state)
    if _revolt_fixed(state):
        for card in victors:  # 1.11.3: nobody else may revolt
            force = force_of(state, card)
            assert force is not None
            send_home(ctx, force, RULE)
        return
    seats = [state.senators[c].faction or "" for c in victors]
    push(state, "declare_civil_war", RULE, seats, data=Declarations(commanders=victors))


class Declarations(ProcedureData):
    commanders: list[str]  # the victorious commanders still to declare, in order
    # the current commander's loyalty roll: the units following him (1.11.31)
    tested: dict[str, Any] | None = None


def _commander(state: RorState) -> str:
    return state.procedures[-1].data_as(Declarations).commanders[0]


def _may_revolt(state: RorState, card: str) -> bool:
    return card != state.consul_for_life  # 1.09.82: the Consul for Life cannot rebel


def legal_declarations(state: RorState, seat: str) -> list[Action]:
    card = _commander(state)
    actions: list[Action] = [LayDownCommand()]
    force = force_of(state, card)
    assert force is not None
    actions += [MoveOnToWar(war=w.card) for w in destinations(state, force)]  # Manilian Law
    if not _may_revolt(state, card):
        return actions
    if state.procedures[-1].data_as(Declarations).tested is None:
        actions += [RollLoyalty(talents=n) for n in spend_choices(state, force)]
    actions.append(DeclareRevolt())
    return actions


def lay_down(state: RorState, seat: str) -> Action:
    return LayDownCommand()


def declaration_prompt(state: RorState, seat: str) -> dict[str, Any]:
    card = _commander(state)
    force = force_of(state, card)
    assert force is not None
    tested = state.procedures[-1].data_as(Declarations).tested
    return {
        "senator_id": card,
        "legions": force.legions,
        "veterans": len(force.veterans),
        "fleets": force.fleets,
        **(
            {"following": "untested"}
            if tested is None
            else {
                "following": "tested",
                "following_legions": tested["legions"],
                "following_veterans": len(tested["veterans"]),
            }
        ),
    }


def apply_declaration(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    card = _commander(state)
    force = force_of(state, card)
    assert force is not None
    data = state.procedures[-1].data_as(Declarations)
    if isinstance(action, LayDownCommand):
        ctx.emit("command_laid_down", RULE, senator=card, name_id=card)
        send_home(ctx, force, RULE)
        _next(state, seat)
        return
    if isinstance(action, MoveOnToWar):
        move_on(ctx, force, action.war)
        _next(state, seat)
        return
    if not isinstance(action, RollLoyalty | DeclareRevolt):
        raise IllegalAction("wrong_phase", RULE)
    if not _may_revolt(state, card):
        raise IllegalAction("consul_for_life_cannot_revolt", "1.09.82")
    if isinstance(action, RollLoyalty):
        if data.tested is not None:
            raise IllegalAction("loyalty_already_tested", "1.11.31")
        if not 0 <= action.talents <= max_spend(state, force):
            raise IllegalAction(
                "loyalty_spend_out_of_range", "1.11.31", most=max_spend(state, force)
            )
        data.tested = roll_loyalty(ctx, force, action.talents)
        return
    tested = data.tested or roll_loyalty(ctx, force, 0)  # 1.11.31: the army must follow
    _declare(ctx, force, tested)
    _next(state, seat)


def _next(state: RorState, seat: str) -> None:
    data = state.procedures[-1].data_as(Declarations)
    data.commanders.pop(0)
    data.tested = None
    finish_turn_of_seat(state, seat)


def _declare(ctx: Ctx[RorState], force: Force, tested: dict[str, Any]) -> None:
    """1.11.3: his following units become the rebel army; the rest and his fleets go to
    the Active Forces box. A stronger declarer replaces a weaker earlier one."""
    state = ctx.state
    card = force.commander
    assert card is not None
    army = Force(
        war=CIVIL_WAR,
        commander=card,
        legions=tested["legions"],
        veterans=list(tested["veterans"]),
        sent_turn=state.turn,
        master_of_horse=force.master_of_horse,
    )
    strength = army_strength(state, army)
    earlier = state.rebel_army
    if earlier is not None:
        previous = army_strength(state, earlier)
        if strength <= previous:
            ctx.emit(
                "revolt_outweighed",
                RULE,
                senator=card,
                name_id=card,
                strength=strength,
                other=earlier.commander,
                other_strength=previous,
                other_name_id=earlier.commander or "",
            )
            send_home(ctx, force, RULE)
            return
        ctx.emit(
            "revolt_replaced",
            RULE,
            senator=card,
            name_id=card,
            strength=strength,
            other=earlier.commander,
            other_name_id=earlier.commander or "",
            other_strength=previous,
        )
        send_home(ctx, earlier, RULE)
    stay = force.model_copy(
        update={
            "legions": force.legions - army.legions,
            "veterans": _without(force.veterans, army.veterans),
            "master_of_horse": None,
        }
    )
    state.forces.remove(force)
    send_home(ctx, stay, "1.11.31")
    state.rebel_army = army
    for who in (army.commander, army.master_of_horse):
        senator = state.senators.get(who or "")
        if senator is not None:
            senator.command = CIVIL_WAR
    moh = state.senators.get(army.master_of_horse or "")
    if moh is not None and moh.faction != state.senators[card].faction:
        army.master_of_horse = None  # 1.11.32: only one of the Dictator's faction may follow
        moh.command = None
    ctx.emit(
        "revolt_declared",
        RULE,
        senator=card,
        name_id=card,
        strength=strength,
        legions=army.legions,
        veterans=len(army.veterans),
    )
    rebel_keeps(ctx, force)  # a Rebel Consul keeps a Bequest he went to collect


def _without(units: list[str], taken: list[str]) -> list[str]:
    left = list(units)
    for unit in taken:
        left.remove(unit)
    return left


PROCEDURES.register(
    "declare_civil_war",
    ProcedureRules(
        "declare_civil_war",
        legal_declarations,
        apply_declaration,
        lay_down,
        prompt=declaration_prompt,
        data=Declarations,
    ),
)
