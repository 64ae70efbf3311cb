"""What the service tells of a game: its status, options and seats (`GameInfo`, read from
its stored row), and its module from the registry of games."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from bot.errors import LobbyError
from bot.games import get_game
from bot.messages import find_locale
from db import GameRow, SeatRow

if TYPE_CHECKING:
    from bot.service.game_settings import GameSettings


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: str
    user_id: int | None
    is_bot: bool
    bot_level: str | None
    #: the Discord language of the seat's player, as last seen (None: not known)
    locale: str | None = None


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    game: str
    status: str
    channel_id: int
    guild_id: int | None
    creator_id: int
    #: not to be changed in place: the infos read with the same options share them
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    version: int
    paused: bool
    #: the game's async-play settings read with it (None: not read with it); not to be
    #: changed in place (`GameService.settings_to_change`)
    settings: GameSettings | None = field(default=None, compare=False, repr=False)

    def seat_of(self, user_id: int) -> str | None:
        for s in self.seats:
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None

    def user_of(self, seat: str) -> int | None:
        for s in self.seats:
            if s.seat == seat and not s.is_bot:
                return s.user_id
        return None

    def locale_of(self, seat: str) -> str | None:
        """The language the seat's player reads what is sent to them alone in: their own
        Discord language when a catalogue has it (None: the game's)."""
        for s in self.seats:
            if s.seat == seat and not s.is_bot:
                return find_locale(s.locale)
        return None

    @property
    def open_seats(self) -> list[str]:
        return [s.seat for s in self.seats if s.user_id is None and not s.is_bot]


def info_of(
    row: GameRow, seats: Sequence[SeatRow], settings: GameSettings | None = None
) -> GameInfo:
    """The info of the game stored in `row`, seated as `seats` say, with its `settings`
    when they were read with it."""
    return GameInfo(
        id=row.id,
        game=row.game,
        status=row.status,
        channel_id=row.channel_id,
        guild_id=row.guild_id,
        creator_id=row.creator_id,
        options=_options(row.options_json),
        seats=tuple(SeatInfo(s.seat, s.user_id, s.is_bot, s.bot_level, s.locale) for s in seats),
        version=row.version,
        paused=row.paused,
        settings=settings,
    )


@lru_cache(maxsize=1024)
def _options(text: str) -> dict[str, Any]:
    """The options stored as `text`, parsed once (shared by the infos read with them: not
    to be changed)."""
    found: dict[str, Any] = json.loads(text)
    return found


def module_of(game: str) -> Any:
    """The module of the game named `game` (LobbyError for a game not installed)."""
    try:
        return get_game(game)
    except KeyError:
        raise LobbyError("unknown_game", game=game) from None
