"""Outcome payloads -> Discord messages: the status board embed (from the game
presenter's `BoardView`), the phase summary embeds and the game's picture as an
attachment."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar, assert_never

import discord

from bot.discord.limits import EMBED_TITLE_LIMIT, FIELD_NAME_LIMIT, FIELD_VALUE_LIMIT
from bot.discord.render import Rendered, clip, fit_lines, mention, seat_name
from bot.engine.present import BoardField, BoardView
from bot.games import get_presenter
from bot.messages import current_locale, names, t
from bot.service.outbox import BoardImage, Occupant, StatusBoard, SummaryPage

K = TypeVar("K")
V = TypeVar("V")

#: characters of the board embed (Discord allows 6000); the factions share what is left
BOARD_BUDGET = 5600


def _lines(lines: Sequence[str], limit: int) -> str:
    return fit_lines(lines, limit) or "—"


def _occupant(seats: Mapping[str, Occupant], seat: str) -> str:
    who = seats.get(seat)
    if who is not None and who.bot:
        return t("ui.board.computer")
    if who is None or who.user_id is None:
        return t("ui.board.open_seat")
    return mention(who.user_id)


class _Fitted(Generic[K, V]):
    """What was made lately of a payload, by payload (held, so its id is not reused) and
    by `K`: the service draws a game's status board once per version and language, and
    `/game status` and the board's edits show that same payload again."""

    def __init__(self, most: int = 256) -> None:
        self._made: dict[tuple[int, K], tuple[object, V]] = {}
        self._most = most

    def get(self, payload: object, key: K) -> V | None:
        found = self._made.get((id(payload), key))
        return found[1] if found is not None and found[0] is payload else None

    def put(self, payload: object, key: K, made: V) -> V:
        if len(self._made) >= self._most:
            del self._made[next(iter(self._made))]
        self._made[(id(payload), key)] = (payload, made)
        return made


#: by language
_VIEWS: _Fitted[str, BoardView] = _Fitted()
#: by language and the deadline shown
_MESSAGES: _Fitted[tuple[str, float | None], Rendered] = _Fitted()


def board_view(payload: StatusBoard | BoardImage) -> BoardView:
    """The board of an outbox payload (`board` or `board_image`), in its game's words."""
    locale = current_locale()
    found = _VIEWS.get(payload, locale)
    if found is not None:
        return found
    return _VIEWS.put(payload, locale, get_presenter(payload.game).board_view(payload.board))


def _add(embed: discord.Embed, f: BoardField) -> None:
    value = _lines(f.lines, FIELD_VALUE_LIMIT) if f.lines else f.empty
    if value is not None:
        embed.add_field(name=f.name, value=value, inline=f.inline)


def board_message(payload: StatusBoard, due_at: float | None = None) -> Rendered:
    """The status board: one embed within Discord's limits. `due_at` is the earliest
    deadline of the decisions waited on (read when the board is delivered)."""
    key = (current_locale(), due_at)
    made = _MESSAGES.get(payload, key) or _MESSAGES.put(
        payload, key, _board_message(payload, due_at)
    )
    return Rendered(embeds=list(made.embeds))  # a list of its own; the embeds are not changed


def _board_message(payload: StatusBoard, due_at: float | None) -> Rendered:
    view = board_view(payload)
    seats = payload.seats
    title = t("ui.board.title", game_id=payload.game_id, turn=view.turn, phase=view.phase)
    embed = discord.Embed(title=clip(title, EMBED_TITLE_LIMIT))
    if view.finished:
        embed.description = t("ui.board.finished")
    for f in view.head:
        _add(embed, f)
    waiting = names(seat_name(s) for s in view.waiting) or t("ui.board.nobody")
    if due_at is not None and view.waiting:
        waiting = t("ui.board.waiting_until", seats=waiting, due=f"<t:{int(due_at)}:R>")
    embed.add_field(
        name=t("ui.board.waiting"), value=clip(waiting, FIELD_VALUE_LIMIT), inline=False
    )
    for f in view.body:
        _add(embed, f)
    shown = view.seats[:18]
    used = len(embed.title or "") + len(embed.description or "")
    used += sum(len(f.name or "") + len(f.value or "") for f in embed.fields)
    budget = min(FIELD_VALUE_LIMIT, max(60, (BOARD_BUDGET - used) // max(1, len(shown)) - 80))
    for s in shown:
        head = t(s.key, faction=seat_name(s.seat), occupant=_occupant(seats, s.seat), **s.params)
        embed.add_field(
            name=clip(head, FIELD_NAME_LIMIT), value=_lines(s.lines, budget), inline=False
        )
    if view.footer is not None:
        embed.set_footer(text=view.footer)
    return Rendered(embeds=[embed])


def summary_message(payload: SummaryPage) -> Rendered:
    """One page of a phase summary (a game presenter's `summaries`): one embed."""
    embed = discord.Embed(title=clip(payload.title, EMBED_TITLE_LIMIT))
    for f in payload.fields:
        embed.add_field(
            name=clip(f.name, FIELD_NAME_LIMIT),
            value=clip(f.value, FIELD_VALUE_LIMIT),
            inline=False,
        )
    return Rendered(embeds=[embed])


def image_message(payload: BoardImage, *, requested: bool) -> Rendered:
    """The picture the game's presenter draws of a `board_image` payload's board data, as
    an attachment with a one-line caption (`requested`: asked for with `/game board`)."""
    view = board_view(payload)
    if requested:
        caption = t("ui.board.image_request", turn=view.turn, phase=view.phase)
    else:
        caption = t("ui.board.image_caption", turn=view.turn)
    picture = get_presenter(payload.game).picture(payload.board)
    return Rendered(content=caption, files=[picture])


def outbox_message(
    payload: StatusBoard | SummaryPage | BoardImage, due_at: float | None = None
) -> Rendered:
    match payload:
        case StatusBoard():
            return board_message(payload, due_at)
        case SummaryPage():
            return summary_message(payload)
        case BoardImage():
            return image_message(payload, requested=False)
        case _:
            assert_never(payload)
