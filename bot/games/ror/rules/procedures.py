"""The Republic's procedures: the engine's stack (`bot.engine.procedures`) with the table
each phase module registers its kinds into, next to their functions."""

from __future__ import annotations

from bot.engine.procedures import (
    ProcedureRules,
    ProcedureTable,
    current,
    finish_turn_of_seat,
)
from bot.games.ror.rules.actions import Action, Done
from bot.games.ror.rules.state import RorState

__all__ = ["PROCEDURES", "ProcedureRules", "current", "done", "finish_turn_of_seat", "push"]


def _eliminated(state: RorState) -> list[str]:
    return state.eliminated  # 1.05.4: an eliminated faction is never asked


PROCEDURES: ProcedureTable[RorState, Action] = ProcedureTable(RorState, _eliminated)
push = PROCEDURES.push


def done(state: RorState, seat: str) -> Action:
    """The default of a procedure a seat may simply be through with."""
    return Done()
