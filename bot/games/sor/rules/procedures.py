"""The stack of open procedures, the engine's (`bot.engine.procedures`): Sword of Rome's
table of procedure kinds (filled by `engine.py`) and the few calls the procedures make."""

from __future__ import annotations

from bot.engine.procedures import Procedure, ProcedureTable, finish_turn_of_seat
from bot.engine.procedures import current as _current
from bot.games.sor.rules.state import SorState, Subject


def _out(state: SorState) -> list[str]:
    return state.out  # 5.10.3: a player out of the game is never asked


TABLE: ProcedureTable[SorState, object] = ProcedureTable(SorState, eliminated=_out)


def push(
    state: SorState,
    kind: str,
    rule: str,
    seats: list[str],
    *,
    simultaneous: bool = False,
    subject: str | None = None,
) -> None:
    data = Subject(subject=subject) if subject is not None else None
    TABLE.push(state, kind, rule, seats, simultaneous=simultaneous, data=data)


def current(state: SorState) -> Procedure | None:
    return _current(state)


def subject(state: SorState) -> str:
    """What the open procedure is about."""
    proc = _current(state)
    assert proc is not None
    return proc.data_as(Subject).subject


def finish(state: SorState) -> None:
    """The procedure on top is through."""
    state.procedures.pop()


def finish_seat(state: SorState, seat: str) -> None:
    """`seat` is through: the next seat acts, or the procedure closes."""
    finish_turn_of_seat(state, seat)
