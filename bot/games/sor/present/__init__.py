"""How Sword of Rome is shown and played around its rules: the status board and the
picture of the map's stacks, the computer players, the options and the game's commands
(`bot.engine.present.Presenter`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Decision, Event
from bot.engine.engine import AnyGame, GameModule
from bot.engine.present import (
    BoardField,
    BoardView,
    ComputerPlayer,
    HandView,
    Statistics,
    Way,
)
from bot.games.sor import ai, rules
from bot.games.sor.present import picture
from bot.games.sor.present.board import board_data, board_view, power_name
from bot.games.sor.present.statistics import SorStatistics
from bot.messages import t

#: the rules module, checked against the engine contract with the game's own types
RULES: GameModule[rules.SorState, rules.SorAction, rules.SorView] = rules


class SorPresenter:
    #: Sword of Rome has no votes
    vote_kinds: frozenset[str] = frozenset()
    vote_topics: tuple[str, ...] = ()
    levels = ai.LEVELS
    #: no scenarios: the demo board, or the group's own imported before play
    scenarios: tuple[str, ...] = ()
    basic_options: tuple[str, ...] = ("turn_limit", "rounds", "roster")
    #: the options a group may change where the sources differ (docs/RULES_CHOICES.md)
    advanced_options: Mapping[str, str] = {
        "pursuit_crossing": "11.3",
        "unplaced_consul": "8.2.2",
        "greek_loyalty_floor": "8.2.3",
    }
    cogs: tuple[str, ...] = ("cogs.sor",)

    def computer(self, level: str, seed: int | str) -> ComputerPlayer:
        return ai.player_for(level, seed)

    def statistics(self) -> Statistics:
        return SorStatistics()

    def board(self, view: Mapping[str, Any]) -> dict[str, Any]:
        return board_data(view)

    def board_view(self, data: Mapping[str, Any]) -> BoardView:
        return board_view(data)

    def hand(self, view: Mapping[str, Any], seat: str | None) -> HandView:
        """The cards stay in the players' hands at the table: the seat's powers only."""
        seat = seat or view.get("seat")
        powers = view.get("seat_powers", {}).get(seat, [])
        line = t("ui.sor_board.hand", powers=", ".join(map(power_name, powers)) or "—")
        return HandView(seat=seat, fields=(BoardField(t("ui.sor_board.powers"), (line,)),))

    def picture(self, data: Mapping[str, Any]) -> tuple[str, bytes]:
        return picture.FILENAME, picture.render(data)

    def picture_due(self, starts: Sequence[Event]) -> bool:
        """A picture when a turn begins [5.1]."""
        return any(e.kind == "sor_turn_started" for e in starts)

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        return []

    def ballot_of(self, state: Any, seat: str) -> Way | None:
        return None

    def decision_detail(self, state: Any, decision: Decision) -> str | None:
        return None  # its decisions' texts say all

    def vote_like(
        self, module: AnyGame, state: Any, decision: Decision, way: Way
    ) -> dict[str, Any] | None:
        return None

    def vote_on(self, state: Any, decision: Decision) -> tuple[str, str] | None:
        return None


PRESENTER = SorPresenter()
