"""How Ludi Romani is shown and played around its rules (`bot.engine.present.Presenter`):
the status board and its picture, the final summary, the sealed vote of acclamation and
the computer players. It has no commands of its own: it is played through the shared
`/turn act` and the prompts' buttons."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image, ImageDraw

from bot.engine import Decision, Event
from bot.engine.engine import AnyGame, GameModule
from bot.engine.present import (
    BoardField,
    BoardView,
    ComputerPlayer,
    HandView,
    SeatBoard,
    Statistics,
    Way,
)
from bot.fonts import font
from bot.games.ludi import ai, rules
from bot.games.ludi.rules import Action, LudiState, LudiView, LudiVote
from bot.messages import t

#: the rules package, checked by mypy against the engine's contract with the game's types
RULES: GameModule[LudiState, Action, LudiView] = rules

PICTURE = "ludi.png"


def _seat(seat: str | None) -> str:
    return t(f"seat.{seat}") if seat else "—"


def _waiting(data: Mapping[str, Any]) -> tuple[str, ...]:
    """The seats whose sealed bid [2.2] or vote [2.4] is awaited."""
    aediles = data.get("aediles", [])
    if data.get("phase") == "bid":
        return tuple(a["seat"] for a in aediles if not a["bid_laid"])
    if data.get("phase") == "vote":
        sponsor = data.get("sponsor")
        return tuple(a["seat"] for a in aediles if a["seat"] != sponsor and not a["voted"])
    return ()


class LudiPresenter:
    #: the sealed acclamation (2.4)
    vote_kinds = frozenset({"ludi_vote"})
    vote_topics: tuple[str, ...] = ()
    levels = ai.LEVELS
    scenarios = ("romani",)
    basic_options = ("festival_days", "turn_limit")
    advanced_options: Mapping[str, str] = {}
    cogs: tuple[str, ...] = ()

    def computer(self, level: str, seed: int | str) -> ComputerPlayer:
        return ai.player_for(level, seed)

    def statistics(self) -> Statistics:
        return Statistics()

    def board(self, view: Mapping[str, Any]) -> dict[str, Any]:
        keep = ("round", "rounds", "phase", "prize", "sponsor", "aediles", "deck", "outcome")
        return {key: view.get(key) for key in keep}

    def board_view(self, data: Mapping[str, Any]) -> BoardView:
        outcome = data.get("outcome")
        head = (
            BoardField(
                t("ludi.board.games"),
                (
                    t("ludi.board.prize", prize=data.get("prize", 0)),
                    t("ludi.board.sponsor", seat=_seat(data.get("sponsor"))),
                    t("ludi.board.deck", count=data.get("deck", 0)),
                ),
                inline=False,
            ),
        )
        seats = tuple(
            SeatBoard(
                seat=a["seat"],
                key="ludi.board.seat",
                lines=(
                    t("ludi.board.favour", favour=a["favour"]),
                    t("ludi.board.cards", count=a["cards"]),
                ),
            )
            for a in data.get("aediles", [])
        )
        winners = (outcome or {}).get("winners", [])
        footer = t("ludi.board.winners", seats=", ".join(map(_seat, winners))) if outcome else None
        return BoardView(
            turn=t("ludi.board.round", round=data.get("round", 1), rounds=data.get("rounds", 1)),
            phase=t(f"ludi.phase.{data.get('phase', 'bid')}"),
            finished=outcome is not None,
            head=head,
            body=(),
            seats=seats,
            waiting=_waiting(data),
            footer=footer,
        )

    def hand(self, view: Mapping[str, Any], seat: str | None) -> HandView:
        cards = [str(card) for card in view.get("hand") or []]
        lines = [t("ludi.hand.favour", favour=_favour_of(view, view.get("seat")))]
        if view.get("bid") is not None:
            lines.append(t("ludi.hand.bid", card=view["bid"]))
        if view.get("vote") is not None:
            lines.append(t("ludi.hand.acclaimed" if view["vote"] else "ludi.hand.jeered"))
        return HandView(
            seat=seat if seat is not None else view.get("seat"),
            fields=(
                BoardField(t("ludi.hand.cards"), (", ".join(cards),) if cards else (), empty="—"),
                BoardField(t("ludi.hand.standing"), tuple(lines)),
            ),
        )

    def picture(self, data: Mapping[str, Any]) -> tuple[str, bytes]:
        """A bar of favour per aedile, the sponsor's in gold."""
        aediles = data.get("aediles", [])
        most = max([a["favour"] for a in aediles] + [1])
        image = Image.new("RGB", (320, 40 + 40 * len(aediles)), "white")
        draw = ImageDraw.Draw(image)
        draw.text(
            (10, 10),
            t("ludi.board.round", round=data.get("round"), rounds=data.get("rounds")),
            font=font(12),
            fill="black",
        )
        for i, a in enumerate(aediles):
            y = 40 + 40 * i
            width = int(200 * a["favour"] / most)
            colour = "goldenrod" if a["seat"] == data.get("sponsor") else "firebrick"
            draw.rectangle((100, y, 100 + max(width, 2), y + 24), fill=colour)
            draw.text((10, y + 6), _seat(a["seat"]), font=font(12), fill="black")
            draw.text((106 + width, y + 6), str(a["favour"]), font=font(12), fill="black")
        out = io.BytesIO()
        image.save(out, format="PNG")
        return PICTURE, out.getvalue()

    def picture_due(self, starts: Sequence[Event]) -> bool:
        """No picture opens a round: it is drawn on request (`/game board`)."""
        return False

    def summaries(
        self,
        earlier: Sequence[Event],
        public: Sequence[Event],
        state: Any,
        view: Mapping[str, Any],
        finished: bool,
    ) -> list[dict[str, Any]]:
        """One page when the festival ends [3.1]: every aedile's favour, the winners first."""
        if not finished:
            return []
        outcome = view.get("outcome") or {}
        winners = outcome.get("winners", [])
        order = sorted(view.get("aediles", []), key=lambda a: (-a["favour"], a["seat"]))
        fields = [
            {
                "name": _seat(a["seat"]) + (" 🏆" if a["seat"] in winners else ""),
                "value": t("ludi.board.favour", favour=a["favour"]),
            }
            for a in order
        ]
        return [{"kind": "summary", "title": t("ludi.summary.title"), "fields": fields}]

    def ballot_of(self, state: Any, seat: str) -> Way | None:
        assert isinstance(state, LudiState)
        vote = state.aediles[seat].vote if seat in state.aediles else None
        if vote is None:
            return None
        return "yes" if vote else "no"

    def decision_detail(self, state: Any, decision: Decision) -> str | None:
        return None  # an acclamation's prompt says all [2.4]

    def vote_like(
        self, module: AnyGame, state: Any, decision: Decision, way: Way
    ) -> dict[str, Any] | None:
        """Acclaim for "yes", jeer for "no"; the acclamation has no abstention [2.4]."""
        if way == "abstain":
            return None
        wanted = LudiVote(yes=way == "yes")
        if wanted not in module.legal_actions(state, decision.seat):
            return None
        return wanted.model_dump(mode="json")

    def vote_on(self, state: Any, decision: Decision) -> tuple[str, str] | None:
        return None  # the acclamation is no one's proposal [2.4]


def _favour_of(view: Mapping[str, Any], seat: str | None) -> int:
    return next((a["favour"] for a in view.get("aediles", []) if a["seat"] == seat), 0)


PRESENTER = LudiPresenter()
