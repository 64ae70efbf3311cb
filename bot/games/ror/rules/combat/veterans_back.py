"""Veterans deserting back [1.11.36]: a loyal senator whose Veteran legions are in the
rebel army may order them over to the Senate's army at any time, even just before the
battle. The order is offered at the start of each Combat Phase, before the civil war is
fought; they join the first Senate army sent against the rebel, or wait in Rome."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, Done, OrderVeteransBack
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import CIVIL_WAR, RorState

RULE = "1.11.36"


def _loyal_in_rebel_army(state: RorState, seat: str) -> list[str]:
    """The seat's loyal senators with Veteran legions in the rebel army."""
    army = state.rebel_army
    if army is None:
        return []
    return sorted(
        {
            card
            for card in army.veterans
            if (s := state.senators.get(card)) is not None and s.faction == seat and not s.rebel
        }
    )


def open_orders(state: RorState) -> None:
    push(
        state,
        "veterans_back",
        RULE,
        [seat for seat in hrao_order(state) if _loyal_in_rebel_army(state, seat)],
    )


def legal_orders(state: RorState, seat: str) -> list[Action]:
    return [*(OrderVeteransBack(senator=c) for c in _loyal_in_rebel_army(state, seat)), Done()]


def order_prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {"senators_ids": _loyal_in_rebel_army(state, seat)}


def apply_order(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, OrderVeteransBack):
        raise IllegalAction("wrong_phase", RULE)
    if action.senator not in _loyal_in_rebel_army(state, seat):
        raise IllegalAction("no_veterans_with_the_rebel", RULE, senator=action.senator)
    order_back(ctx, action.senator)
    if not _loyal_in_rebel_army(state, seat):
        finish_turn_of_seat(state, seat)


def order_back(ctx: Ctx[RorState], card: str) -> None:
    """His Veteran legions leave the rebel army for the Senate's."""
    state = ctx.state
    army = state.rebel_army
    assert army is not None
    moved = army.veterans.count(card)
    army.veterans = [v for v in army.veterans if v != card]
    senate = sorted(
        (f for f in state.forces if f.war == CIVIL_WAR and f.commander),
        key=lambda f: (f.sent_turn, f.order),
    )
    if senate:
        senate[0].veterans += [card] * moved
    else:
        state.veterans += [card] * moved
    ctx.emit(
        "veterans_desert_back",
        RULE,
        senator=card,
        name_id=card,
        legions=moved,
        to_id=(senate[0].commander or "") if senate else "rome",
    )


PROCEDURES.register(
    "veterans_back",
    ProcedureRules(
        "order_veterans_back",
        legal_orders,
        apply_order,
        done,
        prompt=order_prompt,
    ),
)
