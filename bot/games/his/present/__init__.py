"""How Here I Stand's papal procedures are shown and played around their rules: the status
board and its picture, a summary of each procedure, the computer players, the scenarios and
the game's commands (`bot.engine.present.Presenter`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Decision, Event
from bot.engine.engine import AnyGame, GameModule
from bot.engine.present import BoardView, ComputerPlayer, HandView, Statistics, Way
from bot.games.his import ai, rules
from bot.games.his.present import picture
from bot.games.his.present.board import board_data, board_view
from bot.games.his.present.hand import hand_view
from bot.games.his.present.statistics import PapalStatistics
from bot.games.his.present.summary import summary_payloads
from bot.games.his.rules import Action, HisState, HisView

#: the rules package, checked by mypy against the engine's contract with the game's types
RULES: GameModule[HisState, Action, HisView] = rules


class HisPresenter:
    vote_kinds: frozenset[str] = frozenset()
    vote_topics: tuple[str, ...] = ()
    levels = ai.LEVELS
    scenarios = ("open_board", "random_italy")
    basic_options = ("scenario", "turn_limit")
    #: no advanced rules: the other options are where the sources differ (PAPAL.md §6)
    advanced_options: Mapping[str, str] = {}
    cogs = ("cogs.his.commands",)

    def computer(self, level: str, seed: int | str) -> ComputerPlayer:
        return ai.player_for(level, seed)

    def statistics(self) -> Statistics:
        return PapalStatistics()

    def board(self, view: Mapping[str, Any]) -> dict[str, Any]:
        return board_data(view)

    def board_view(self, data: Mapping[str, Any]) -> BoardView:
        return board_view(data)

    def hand(self, view: Mapping[str, Any], seat: str | None) -> HandView:
        return hand_view(view, seat)

    def picture(self, data: Mapping[str, Any]) -> tuple[str, bytes]:
        return picture.FILENAME, picture.render(data)

    def picture_due(self, starts: Sequence[Event]) -> bool:
        """A turn's picture goes out as its Card Draw Phase opens."""
        return any(e.data.get("phase") == "draw" for e in starts)

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        return summary_payloads(earlier, public)

    def ballot_of(self, state: Any, seat: str) -> Way | None:
        return None  # no votes

    def decision_detail(self, state: Any, decision: Decision) -> str | None:
        return None  # its decisions' texts say all

    def vote_like(
        self, module: AnyGame, state: Any, decision: Decision, way: Way
    ) -> dict[str, Any] | None:
        return None

    def vote_on(self, state: Any, decision: Decision) -> tuple[str, str] | None:
        return None


PRESENTER = HisPresenter()
