"""Units a rebel could not pay for [1.06.2]: released to the Senate, they join the Active
Forces in Rome, unless the HRAO declines to pay their upkeep: then they are eliminated.

The HRAO's faction is asked once (decision `released_units`): keep them (Done, the default)
or eliminate them (`eliminate_released`)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, Done, EliminateReleased
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState

RULE = "1.06.2"


class Released(ProcedureData):
    legions: int  # regular legions the rebel released
    veterans: list[str]  # the allegiances of the veteran legions he released


def offer_refusal(state: RorState, legions: int, veterans: list[str]) -> None:
    """The rebel released these units into Rome: the HRAO may refuse their upkeep."""
    if not (legions or veterans):
        return
    released = Released(legions=legions, veterans=list(veterans))
    push(state, "released_units", RULE, hrao_order(state)[:1], data=released)


def legal_choices(state: RorState, seat: str) -> list[Action]:
    return [Done(), EliminateReleased()]


def prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    assert proc is not None
    data = proc.data_as(Released)
    return {"legions": data.legions + len(data.veterans)}


def apply_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if isinstance(action, EliminateReleased):
        data = proc.data_as(Released)
        legions, veterans = data.legions, list(data.veterans)
        state.legions -= min(legions, state.legions)
        for allegiance in veterans:
            if allegiance in state.veterans:
                state.veterans.remove(allegiance)
        ctx.emit("released_units_eliminated", RULE, faction=seat, legions=legions + len(veterans))
    elif not isinstance(action, Done):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)


# the HRAO may refuse the upkeep of units a rebel released [1.06.2]
PROCEDURES.register(
    "released_units",
    ProcedureRules(
        "released_units", legal_choices, apply_choice, done, prompt=prompt, data=Released
    ),
)
