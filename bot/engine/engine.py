"""The engine contract (design/ARCHITECTURE.md §1) and the helpers every game shares.

A game module exposes:

    setup(seed, seats, options) -> State
    setup_step(seed, seats, options) -> Step     # the same, with the events of the setup
    pending(state) -> list[Decision]
    legal_actions(state, seat) -> list[Action]
    apply(state, seat, action) -> Step          # never mutates its input
    apply_owned(state, seat, action) -> Step    # the same in place, on a state the caller gives up
    view(state, seat | None) -> View            # the only way state leaves for display
    outcome(state) -> Outcome | None
    parse_action(data) -> Action                # JSON -> the game's action union
    parse_options(data) -> Options
    load_state(text) -> State
    describe_action(state, action) -> (catalogue key, params)   # a button label
    private_choice(state, seat, action) -> bool  # the choice names what only a seat knows
    invariants(state) -> list[str]              # what must hold in every state
    transition_problems(before, step) -> list[str]   # what no step may do

`Ctx` is the scratchpad of one `apply`: the copied state, the events produced so far, and
dice that announce themselves as events with their purpose and rule number.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Generic, Protocol, TypeAlias, TypeVar

from pydantic import BaseModel, Field

from bot.engine.decisions import Decision
from bot.engine.events import Event, Visibility
from bot.engine.rng import Rng


class Outcome(BaseModel):
    """How a game ended. `winners` is empty when every player lost."""

    kind: str
    rule: str
    winners: list[str] = Field(default_factory=list)
    data: dict[str, Any] = Field(default_factory=dict)


class GameState(BaseModel):
    """Fields every game state has."""

    game: str
    seats: list[str]
    rng: Rng
    outcome: Outcome | None = None


S = TypeVar("S", bound=GameState)


class Step(BaseModel, Generic[S]):
    """The result of one action: the new state, what happened, and whether it is an undo
    barrier (a die was rolled, a card drawn or something hidden revealed)."""

    state: S
    events: list[Event]
    checkpoint: bool = False


class Ctx(Generic[S]):
    """Working context of one `apply` on a private copy of the state."""

    def __init__(self, state: S) -> None:
        self.state = state
        self.events: list[Event] = []
        self.checkpoint = False

    @property
    def rng(self) -> Rng:
        return self.state.rng

    def emit(
        self,
        kind: str,
        rule: str | None = None,
        *,
        visibility: Visibility = "public",
        seats: Iterable[str] = (),
        **data: Any,
    ) -> Event:
        event = Event(kind=kind, rule=rule, data=data, visibility=visibility, seats=list(seats))
        self.events.append(event)
        return event

    def tell(self, seat: str, kind: str, rule: str | None = None, **data: Any) -> Event:
        """An event only `seat` may read."""
        return self.emit(kind, rule, visibility="seats", seats=[seat], **data)

    def dice(
        self, n: int, *, purpose: str, rule: str, seat: str | None = None, **about: Any
    ) -> list[int]:
        """Roll n d6 and announce the roll publicly with its purpose and rule. `purpose`
        is a key (`dice.<purpose>` in the game's messages), never a sentence; `about`
        holds its params (ids and numbers: `province_id="prov:sicilia"`)."""
        values = [self.rng.die() for _ in range(n)]
        self.checkpoint = True
        self.emit(
            "dice", rule, purpose=purpose, seat=seat, **about, values=values, total=sum(values)
        )
        return values

    def pick(self, options: Sequence[str]) -> int:
        """Draw one of `options` (chits, cards). The caller announces what it means."""
        self.checkpoint = True
        return self.rng.pick(options)

    def shuffle(self, items: list[Any]) -> None:
        self.checkpoint = True
        self.rng.shuffle(items)

    def step(self) -> Step[S]:
        return Step(state=self.state, events=self.events, checkpoint=self.checkpoint)


A = TypeVar("A")
V_co = TypeVar("V_co", covariant=True)


class GameModule(Protocol[S, A, V_co]):
    """What `bot.games.GAMES` holds: a game's rules package with the contract's functions,
    over its state `S`, its action union `A` and its view `V_co` (the shared layers hold
    `GameModule[Any, Any, Any]`; each game's package checks its own instance)."""

    SEATS: tuple[str, ...]
    MIN_SEATS: int
    MAX_SEATS: int

    def setup(self, seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> S: ...
    def setup_step(
        self, seed: int, seats: Sequence[str], options: Mapping[str, Any]
    ) -> Step[S]: ...
    def pending(self, state: S) -> list[Decision]: ...
    def legal_actions(self, state: S, seat: str) -> list[A]: ...
    def apply(self, state: S, seat: str, action: A) -> Step[S]: ...
    def apply_owned(self, state: S, seat: str, action: A) -> Step[S]: ...
    def view(self, state: S, seat: str | None) -> V_co: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def parse_action(self, data: Mapping[str, Any]) -> A: ...
    def parse_options(self, data: Mapping[str, Any]) -> Any: ...
    def load_state(self, text: str) -> S: ...
    def describe_action(self, state: S, action: A) -> tuple[str, dict[str, Any]]: ...
    def private_choice(self, state: S, seat: str, action: A) -> bool: ...
    def invariants(self, state: S) -> list[str]: ...
    def transition_problems(self, before: S, step: Step[S]) -> list[str]: ...


#: a game's rules module whatever its types: what the game-neutral layers hold
AnyGame: TypeAlias = GameModule[Any, Any, Any]


def replay(
    game: AnyGame,
    seed: int,
    seats: Sequence[str],
    options: Mapping[str, Any],
    actions: Iterable[tuple[str, Mapping[str, Any]]],
) -> Any:
    """Rebuild a state from its setup arguments and its action log. The logged actions were
    legal when they were played, so they are applied in place, without a copy per action."""
    state = game.setup(seed, seats, options)
    for seat, data in actions:
        state = game.apply_owned(state, seat, game.parse_action(data)).state
    return state
