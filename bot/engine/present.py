"""The presenter contract: what a game tells the shared layers about showing and playing
it, so that the service, the Discord layer and the shared cogs name no game.

Each game package has a `present` module holding `PRESENTER`, found through
`bot.games.get_presenter(key)`. The rules module (`bot.engine.engine.GameModule`) stays
pure; the presenter may use the message catalogue and draw pictures.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from bot.engine.decisions import Decision
from bot.engine.engine import AnyGame, Outcome
from bot.engine.events import Event

#: how a faction voted: for, against, or neither
Way = Literal["yes", "no", "abstain"]


@dataclass(frozen=True, slots=True)
class BoardField:
    """One field of the status board: its name and lines (fitted to the field by the
    transport); `empty` shows when there are none, and without it the field is left out."""

    name: str
    lines: tuple[str, ...]
    inline: bool = False
    empty: str | None = None


@dataclass(frozen=True, slots=True)
class SeatBoard:
    """A seat's field on the status board: its heading (a catalogue key, given the seat's
    name and occupant by the transport, and `params`) and its lines (never empty)."""

    seat: str
    key: str
    lines: tuple[str, ...]
    params: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True, slots=True)
class BoardView:
    """The status board in words, without the transport's limits: the facts shown before
    and after the seats waited on, then one field per seat, and a footer."""

    turn: Any
    phase: str
    finished: bool
    head: tuple[BoardField, ...]
    body: tuple[BoardField, ...]
    seats: tuple[SeatBoard, ...]
    waiting: tuple[str, ...]
    footer: str | None = None


@dataclass(frozen=True, slots=True)
class HandView:
    """What one seat holds, in words: its fields (cards, money...)."""

    seat: str | None
    fields: tuple[BoardField, ...]


class ComputerPlayer(Protocol):
    """A computer player: one legal action of `seat`'s in `state`."""

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any: ...


class Statistics:
    """What `praetor simulate` counts in one simulated game beyond the kinds of its events
    and phases, and how it names the game's ending. A presenter gives a fresh one per game
    (`Presenter.statistics`); this one counts nothing and names no ending."""

    def __init__(self) -> None:
        #: the game's own counters by name, in the order a report shows them
        self.counts: dict[str, Counter[str]] = {}

    def see(self, event: Event) -> None:
        """Count what `event` shows."""

    def condition(self, outcome: Outcome) -> str | None:
        """The ending of the game, in words (the condition of the rules that ended it)."""
        return None

    def summary(self, events: Mapping[str, int]) -> dict[str, Any]:
        """The fields a run's summary adds, from the events of all its games by kind."""
        return {}


class Presenter(Protocol):
    """A game's presentation and the few facts of play the shared layers need."""

    #: the decision kinds that are votes (they wait longest; "vote with" follows them)
    vote_kinds: frozenset[str]
    #: the computer players' levels, weakest first
    levels: tuple[str, ...]
    #: the topics of the votes a player may leave a standing order for, one each
    #: (`vote_on`; their names are `orders.topic.<topic>` in the game's catalogue)
    vote_topics: tuple[str, ...]
    #: the scenarios offered when a game is created (the option `scenario`), default first
    scenarios: tuple[str, ...]
    #: the options the lobby shows first
    basic_options: tuple[str, ...]
    #: the options that turn on an advanced rule, each with its rule number
    advanced_options: Mapping[str, str]
    #: the Discord extensions (cogs) holding the game's own commands, in loading order
    cogs: tuple[str, ...]

    def computer(self, level: str, seed: int | str) -> ComputerPlayer:
        """The computer player of `level` (one of `levels`)."""
        ...

    def statistics(self) -> Statistics:
        """What `praetor simulate` counts in one game of this game."""
        ...

    def board(self, view: Mapping[str, Any]) -> dict[str, Any]:
        """What the status board and the picture show, from the public view (dumped)."""
        ...

    def board_view(self, data: Mapping[str, Any]) -> BoardView:
        """The status board of `board` data, in words."""
        ...

    def hand(self, view: Mapping[str, Any], seat: str | None) -> HandView:
        """What `seat` holds, from its view (dumped); `seat` None: the view's own seat."""
        ...

    def picture(self, data: Mapping[str, Any]) -> tuple[str, bytes]:
        """The picture of `board` data: its file name and bytes (drawn when delivered)."""
        ...

    def picture_due(self, starts: Sequence[Event]) -> bool:
        """Whether the `phase_start` events of one move open a turn's picture."""
        ...

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        """The summary pages of the phases a move's public events ended (`earlier`: the
        public events of the phase before the move; `view`: the public view after it).
        The service asks for one phase at a time; the first page is the phase's digest in
        the channel (`bot.service.digest`), and no page lets the digest show its dice."""
        ...

    def ballot_of(self, state: Any, seat: str) -> Way | None:
        """How `seat` voted in the vote under way, or None when it has not voted."""
        ...

    def decision_detail(self, state: Any, decision: Decision) -> str | None:
        """What `decision`'s prompt adds so that it stands alone (for a vote: the
        proposal, its sponsor, what passes it and the votes at stake), or None."""
        ...

    def vote_like(
        self, module: AnyGame, state: Any, decision: Decision, way: Way
    ) -> dict[str, Any] | None:
        """The action of `decision`'s seat voting `way` with all its votes, or None when
        it has no such action."""
        ...

    def vote_on(self, state: Any, decision: Decision) -> tuple[str, str] | None:
        """What vote `decision` is: its topic (one of `vote_topics`) and the seat that
        sponsors it, for standing orders by topic and "vote as the sponsor"; None when it
        is no vote on a sponsored proposal."""
        ...
