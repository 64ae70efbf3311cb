"""The stack of open procedures: who decides what now, and who comes next."""

from __future__ import annotations

from bot.games.sor.rules.state import Procedure, SorState


def push(
    state: SorState,
    kind: str,
    rule: str,
    seats: list[str],
    *,
    simultaneous: bool = False,
    subject: str | None = None,
) -> None:
    seats = [seat for seat in seats if seat not in state.out]  # 5.10.3: never asked
    if seats:
        state.procedures.append(
            Procedure(kind=kind, rule=rule, seats=seats, simultaneous=simultaneous, subject=subject)
        )


def current(state: SorState) -> Procedure | None:
    return state.procedures[-1] if state.procedures else None


def finish(state: SorState) -> None:
    """The procedure on top is through."""
    state.procedures.pop()


def finish_seat(state: SorState, seat: str) -> None:
    """`seat` is through: the next seat acts, or the procedure closes."""
    proc = state.procedures[-1]
    proc.seats.remove(seat)
    if not proc.seats:
        state.procedures.pop()
