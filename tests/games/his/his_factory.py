"""Small factories for the Here I Stand rules tests: a game at a given point, units placed,
and actions applied with forced dice and draws, every step checked for broken invariants."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Step
from bot.games.his.rules import actions as a
from bot.games.his.rules.engine import apply, open_called_for
from bot.games.his.rules.invariants import invariants, transition_problems
from bot.games.his.rules.setup import setup
from bot.games.his.rules.state import SEATS, HisState, Leader, Stack, pair, set_stack


def game(seats: int = 6, **options: Any) -> HisState:
    """A blank game at turn 1's Action Phase, the Papacy's hand empty but its home cards."""
    state = setup(1, SEATS[:seats], options)
    state = act(state, "papacy", a.EnterPapalHand(cards=[]))
    for seat in state.seats:
        state = act(state, seat, a.Done())
    return state


def impulse(state: HisState, power: str) -> HisState:
    """The Action Phase at `power`'s impulse."""
    state = state.model_copy(deep=True)
    state.phase, state.active = "action", power
    open_called_for(state)
    return state


def put(
    state: HisState,
    space: str,
    power: str,
    regulars: int = 0,
    mercenaries: int = 0,
    leaders: tuple[tuple[str, int], ...] = (),
) -> None:
    stack = Stack(
        regulars=regulars,
        mercenaries=mercenaries,
        leaders=[Leader(name=n, battle=b) for n, b in leaders],
    )
    set_stack(state, space, power, stack)


def war(state: HisState, power: str, other: str = "papacy") -> None:
    state.wars = sorted({*state.wars, pair(power, other)})


def hand(state: HisState, *cards: int) -> None:
    state.papal_hand = sorted({5, 6, *cards})


def step(
    state: HisState,
    seat: str,
    action: Any,
    *,
    dice: tuple[int, ...] = (),
    picks: tuple[int, ...] = (),
) -> Step[HisState]:
    """Apply `action` with forced dice (ints) and draws (card numbers), checking the step."""
    state = state.model_copy(deep=True)
    state.rng.forced = [*dice, *(f"his:card:{c}" for c in picks)]
    result = apply(state, seat, action)
    assert transition_problems(state, result) == []
    assert invariants(result.state) == []
    assert result.state.rng.forced == [], "every forced value is used"
    return result


def act(state: HisState, seat: str, action: Any, **forced: Any) -> HisState:
    return step(state, seat, action, **forced).state


def kinds(result: Step[HisState]) -> list[str]:
    return [e.kind for e in result.events]


def event(result: Step[HisState], kind: str) -> dict[str, Any]:
    found = [e.data for e in result.events if e.kind == kind]
    assert found, f"no {kind} in {kinds(result)}"
    return found[-1]


def sack_window_closed(state: HisState, *, dice: tuple[int, ...]) -> Step[HisState]:
    """Every seat through with the card window; the last one's Done rolls `dice`."""
    *first, last = state.seats
    for seat in first:
        state = act(state, seat, a.Done())
    return step(state, last, a.Done(), dice=dice)
