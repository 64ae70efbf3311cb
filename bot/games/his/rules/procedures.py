"""The papal procedures' decisions on the engine's stack (`bot.engine.procedures`): the
table their kinds are registered in (`engine.py`, next to the functions each calls)."""

from __future__ import annotations

from bot.engine.procedures import ProcedureRules, ProcedureTable
from bot.games.his.rules.actions import Action
from bot.games.his.rules.state import HisState

__all__ = ["PROCEDURES", "ProcedureRules", "push"]

PROCEDURES: ProcedureTable[HisState, Action] = ProcedureTable(HisState)
push = PROCEDURES.push
