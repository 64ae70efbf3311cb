"""How the Republic of Rome is shown and played around its rules: the status board and its
picture, the phase summaries, which decisions are votes, how "vote with faction X" is
followed, the computer players, the scenarios offered and the game's commands
(`bot.engine.present.Presenter`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, get_args

from bot.engine import Decision, Event
from bot.engine.engine import AnyGame, GameModule
from bot.engine.present import BoardView, ComputerPlayer, HandView, Way
from bot.games.ror import ai, rules
from bot.games.ror.present import board_image, orders, summary
from bot.games.ror.present import decision as decisions
from bot.games.ror.present.board import board_data
from bot.games.ror.present.board_view import board_view
from bot.games.ror.present.hand import hand_view
from bot.games.ror.present.names import known_names, localized
from bot.games.ror.present.statistics import RorStatistics
from bot.games.ror.rules import Action, RorView, public_tally
from bot.games.ror.rules.state import RorState, Scenario

#: the rules package, checked by mypy against the engine's contract with the game's types
RULES: GameModule[RorState, Action, RorView] = rules


class RorPresenter:
    #: sealed and open votes of the Senate (1.09.13)
    vote_kinds = frozenset({"senate_vote", "senate_ballot"})
    vote_topics = tuple(orders.TOPICS)
    levels = ai.LEVELS
    #: the rules' scenarios (3.01-3.05), the Early Republic first
    scenarios: tuple[str, ...] = get_args(Scenario)
    basic_options = ("scenario", "turn_limit", "ballot")
    #: the advanced rules (RULES §10) and the rule each option enables
    advanced_options: Mapping[str, str] = {
        "pontifex": "2.01",
        "provincial_wars": "2.02",
        "rebel_governors": "2.03",
        "legion_disbandment": "2.04",
        "advocates": "2.05",
        "laws_by_vote": "2.06",
        "laws_kept_at_hand_limit": "2.06",
    }
    cogs = (
        "cogs.ror.faction",  # a command for every action, /faction view, /why
        "cogs.ror.forum",
        "cogs.ror.senate",
        "cogs.ror.combat",
        "cogs.ror.revolution",
    )

    def computer(self, level: str, seed: int | str) -> ComputerPlayer:
        return ai.player_for(level, seed)

    def statistics(self) -> RorStatistics:
        return RorStatistics()

    def board(self, view: Mapping[str, Any]) -> dict[str, Any]:
        return board_data(localized(view))

    def board_view(self, data: Mapping[str, Any]) -> BoardView:
        return board_view(data)

    def hand(self, view: Mapping[str, Any], seat: str | None) -> HandView:
        return hand_view(localized(view), seat)

    def picture(self, data: Mapping[str, Any]) -> tuple[str, bytes]:
        return board_image.FILENAME, board_image.render_board(data)

    def picture_due(self, starts: Sequence[Event]) -> bool:
        """A turn's picture goes out when its Mortality phase opens (1.04)."""
        return any(e.data.get("phase") == "mortality" for e in starts)

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        assert isinstance(state, RorState)
        final = public_tally(state) if finished else None
        # the names the view gives, from the state: drawing the whole view costs more
        return summary.summary_payloads(earlier, public, final, known_names(state))

    def ballot_of(self, state: Any, seat: str) -> Way | None:
        assert isinstance(state, RorState)
        ballot = state.senate.ballots.get(seat)
        if ballot is None:
            return None
        return "yes" if ballot.yes else "no" if ballot.no else "abstain"

    def decision_detail(self, state: Any, decision: Decision) -> str | None:
        assert isinstance(state, RorState)
        return decisions.decision_detail(state, decision)

    def vote_like(
        self, module: AnyGame, state: Any, decision: Decision, way: Way
    ) -> dict[str, Any] | None:
        for action in module.legal_actions(state, decision.seat):
            data = action.model_dump(mode="json")
            if data.get("kind") != "vote" or data.get("bought"):
                continue
            if way == "abstain" and not data.get("yes") and not data.get("no"):
                return dict(data)
            if way != "abstain" and data.get(way) and not data.get("no" if way == "yes" else "yes"):
                return dict(data)
        return None

    def vote_on(self, state: Any, decision: Decision) -> tuple[str, str] | None:
        assert isinstance(state, RorState)
        return orders.vote_on(state, decision)


PRESENTER = RorPresenter()
