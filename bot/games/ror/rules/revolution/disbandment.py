"""Legionary disbandment [2.04, advanced rule, option `legion_disbandment`]: in the
Revolution Phase, before anyone declares, a victorious returning commander may disband
Veteran legions loyal to him: +1 Oratory and +1 Influence each; they wait in the Bank
(`state.disbanded`) until a Consul or Dictator recalls them (`senate.recall_legions`) or
he dies (they rejoin the pool, `mortality.kill`)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, DisbandVeterans, Done
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import Force, RorState

RULE = "2.04"


def _own_veterans(state: RorState, seat: str) -> list[tuple[Force, int]]:
    """The seat's victorious commanders' forces and their veterans loyal to them."""
    found = []
    for force in state.forces:
        senator = state.senators.get(force.commander or "")
        if (
            force.victorious
            and senator is not None
            and senator.faction == seat
            and not senator.rebel
            and senator.card in force.veterans
        ):
            found.append((force, force.veterans.count(senator.card)))
    return found


def open_disbandment(state: RorState) -> None:
    if state.options.legion_disbandment:
        push(
            state,
            "disband_veterans",
            RULE,
            [seat for seat in hrao_order(state) if _own_veterans(state, seat)],
        )


def legal_disbandments(state: RorState, seat: str) -> list[Action]:
    actions: list[Action] = [
        DisbandVeterans(senator=force.commander or "", count=n)
        for force, most in _own_veterans(state, seat)
        for n in range(1, most + 1)
    ]
    return [*actions, Done()]


def apply_disbandment(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, DisbandVeterans):
        raise IllegalAction("wrong_phase", RULE)
    found = [(f, n) for f, n in _own_veterans(state, seat) if f.commander == action.senator]
    if not found or found[0][1] < action.count:
        raise IllegalAction("no_veterans_to_disband", RULE, senator=action.senator)
    force, _ = found[0]
    card = action.senator
    for _ in range(action.count):
        force.veterans.remove(card)
    senator = state.senators[card]
    senator.oratory += action.count
    senator.influence += action.count
    state.disbanded[card] = state.disbanded.get(card, 0) + action.count
    ctx.emit(
        "veterans_disbanded",
        RULE,
        senator=card,
        name_id=card,
        legions=action.count,
        oratory=senator.oratory,
        influence=senator.influence,
    )
    if not _own_veterans(state, seat):
        finish_turn_of_seat(state, seat)


PROCEDURES.register(
    "disband_veterans",
    ProcedureRules(
        "disband_veterans",
        legal_disbandments,
        apply_disbandment,
        done,
    ),
)
