"""The stack of open procedures (who acts now, who comes next)."""

from __future__ import annotations

from bot.games.ror.rules.state import Procedure, RorState


def push(
    state: RorState, kind: str, rule: str, seats: list[str], *, simultaneous: bool = False
) -> None:
    seats = [seat for seat in seats if seat not in state.eliminated]  # 1.05.4: never asked
    if seats:
        state.procedures.append(
            Procedure(kind=kind, rule=rule, seats=seats, simultaneous=simultaneous)
        )


def current(state: RorState) -> Procedure | None:
    return state.procedures[-1] if state.procedures else None


def finish_turn_of_seat(state: RorState, seat: str) -> None:
    """`seat` is through: the next seat acts, or the procedure closes."""
    proc = state.procedures[-1]
    proc.seats.remove(seat)
    if not proc.seats:
        state.procedures.pop()
