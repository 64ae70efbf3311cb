"""Governors' revolts (2.03): in the Revolution Phase, after the victorious commanders, a
governor who is in his province may revolt with it, its provincial forces and its garrison
(which follow him without a loyalty roll, 1.11.31). He marches on Rome or stays in the
province. Only one faction may be in revolt: a later declarer must be stronger, as in
1.11.3. His garrison Legions are the Primary Rebel's army; his provincial units stay on
the province card and fight with him.

- Strength: staying, the province's 2.02 strength (base + Legions + provincial armies +
  his Military, uncapped); marching, Legions + provincial armies + his Military capped by
  them (the province's base strength stays home).
- Revenue (2.03.5, 1.11.33): before maintenance he takes the province's spoils, State
  Income and local taxes as personal revenue (a negative roll counts 0), then pays 2T per
  base-strength point and per provincial unit; units he cannot pay for are disbanded.
- A rebel who stays cannot win by battle or by being left alone (only by a People Revolt
  or a bankruptcy), but his revolt counts as one of the four wars.
- 1.13.1 with 2.03: his other (Legate-run) provinces return to the Forum.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, Done, GovernorRevolt
from bot.games.ror.rules.cards import id_order
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.provincial.rebel_province import rebel_governor, strength
from bot.games.ror.rules.revolution.rebels import army_strength as commander_army_strength
from bot.games.ror.rules.revolution.rebels import send_home
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import CIVIL_WAR, Force, RebelGovernor, RorState, Senator

RULE = "2.03"


# ---------------------------------------------------------------- declarations


def _candidates(state: RorState, seat: str) -> list[Senator]:
    """Governors of this faction in their province (not through a Legate)."""
    return sorted(
        (
            s
            for s in state.senators.values()
            if s.faction == seat
            and s.province is not None
            and not s.rebel
            and s.captive is None
            and s.command is None
            and s.card != state.consul_for_life
            and state.provinces[s.province].governor == s.card
        ),
        key=lambda s: id_order(s.card),
    )


def open_governor_revolts(ctx: Ctx[RorState]) -> None:
    """1.11.3 with 2.03: after the commanders, each faction with a governor may revolt,
    unless a rebel from an earlier turn is still in revolt."""
    state = ctx.state
    fixed = state.senators.get(state.rebel_army.commander or "") if state.rebel_army else None
    if not state.options.rebel_governors or (fixed is not None and fixed.rebel):
        return
    seats = [
        seat
        for seat in hrao_order(state, everyone_in_rome=True)  # 1.11.3
        if _candidates(state, seat)
    ]
    push(state, "governor_revolt", RULE, seats)


def legal_governor_revolts(state: RorState, seat: str) -> list[Action]:
    actions: list[Action] = [Done()]
    for senator in _candidates(state, seat):
        actions += [GovernorRevolt(senator=senator.card, march=m) for m in (False, True)]
    return actions


def revolt_prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {"governors_pairs": [[s.card, s.province or ""] for s in _candidates(state, seat)]}


def apply_governor_revolt(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, GovernorRevolt):
        raise IllegalAction("wrong_phase", RULE)
    senator = next((s for s in _candidates(state, seat) if s.card == action.senator), None)
    if senator is None:
        raise IllegalAction("not_a_governor_in_province", RULE, senator=action.senator)
    finish_turn_of_seat(state, seat)
    _declare(ctx, senator, stays=not action.march)


def _earlier_strength(state: RorState, earlier: Force) -> int:
    found = rebel_governor(state)
    return strength(state, found, earlier) if found else commander_army_strength(state, earlier)


def _declare(ctx: Ctx[RorState], senator: Senator, *, stays: bool) -> None:
    """1.11.3 with 2.03: a stronger declaration replaces an earlier one of this phase."""
    state = ctx.state
    assert senator.province is not None
    province = state.provinces[senator.province]
    army = Force(
        war=CIVIL_WAR, commander=senator.card, legions=province.garrison, sent_turn=state.turn
    )
    found = RebelGovernor(senator=senator.card, province=province.card, stays=stays)
    mine = strength(state, found, army)
    earlier = state.rebel_army
    common: dict[str, Any] = {
        "senator": senator.card,
        "name_id": senator.card,
        "province": province.card,
        "province_name_id": province.card,
        "strength": mine,
    }
    if earlier is not None:
        previous = _earlier_strength(state, earlier)
        other: dict[str, Any] = {
            "other_name_id": earlier.commander or "",
            "other_strength": previous,
        }
        if mine <= previous:
            ctx.emit("governor_revolt_outweighed", RULE, **common, **other)
            return
        ctx.emit("governor_revolt_replaces", RULE, **common, **other)
        _withdraw(ctx, earlier)
    province.garrison = 0
    state.rebel_army = army
    state.rebel_governor = found
    if not stays:
        senator.command = CIVIL_WAR
    ctx.emit(
        "governor_revolts",
        RULE,
        **common,
        legions=army.legions,
        armies=province.armies,
        fleets=province.fleets,
        marches=not stays,
    )


def _withdraw(ctx: Ctx[RorState], earlier: Force) -> None:
    """An outweighed earlier declaration: a governor's garrison goes back to his province,
    a commander's army to Rome."""
    state = ctx.state
    found = rebel_governor(state)
    if found is not None:
        state.provinces[found.province].garrison += earlier.legions
        senator = state.senators.get(found.senator)
        if senator is not None:
            senator.command = None
        state.rebel_governor = None
    else:
        send_home(ctx, earlier, "1.11.3")
    state.rebel_army = None


def keep_one_province(ctx: Ctx[RorState]) -> None:
    """1.13.1 with 2.03: a rebel governor of several provinces keeps only the one he is
    in; the others (ruled through Legates) return to the Forum."""
    state = ctx.state
    found = rebel_governor(state)
    if found is None:
        return
    for card, province in sorted(state.provinces.items()):
        if province.governor == found.senator and card != found.province:
            province.governor, province.term = None, 0
            ctx.emit(
                "legate_province_returns",
                "1.13.1",
                province=card,
                province_name_id=card,
                name_id=found.senator,
            )


PROCEDURES.register(
    "governor_revolt",
    ProcedureRules(
        "governor_revolt",
        legal_governor_revolts,
        apply_governor_revolt,
        done,
        prompt=revolt_prompt,
    ),
)
