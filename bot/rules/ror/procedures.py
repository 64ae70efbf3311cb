"""The stack of open sequential procedures (who acts now, who comes next)."""

from __future__ import annotations

from bot.rules.ror.state import Procedure, ProcedureKind, RorState


def push(state: RorState, kind: ProcedureKind, rule: str, seats: list[str]) -> None:
    if seats:
        state.procedures.append(Procedure(kind=kind, rule=rule, seats=seats))


def current(state: RorState) -> Procedure | None:
    return state.procedures[-1] if state.procedures else None


def finish_turn_of_seat(state: RorState) -> None:
    """The acting seat is through: the next seat acts, or the procedure closes."""
    proc = state.procedures[-1]
    proc.seats.pop(0)
    if not proc.seats:
        state.procedures.pop()
