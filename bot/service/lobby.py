"""The lobby: a game is created in a channel, players join and leave, the creator seats
computer players, sets the options, starts the game or abandons it."""

from __future__ import annotations

import secrets
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.engine.engine import AnyGame
from bot.errors import LobbyError, NotAllowed, NotYourSeat, validation_text
from bot.games import get_presenter
from bot.messages import CATALOGUES, LOCALES
from bot.messages.catalogues import ENGLISH
from bot.service import deadlines as deadline_policy  # async play
from bot.service import game_options as lobby_options  # set before the start
from bot.service import game_settings as settings_store  # async play
from bot.service.game_info import GameInfo, module_of
from bot.service.outbox import Abandoned, Started
from bot.service.outbox_rows import channel_row
from bot.service.reads import game_row
from db import StaleVersion

if TYPE_CHECKING:
    from bot.service.game_service import GameService


async def create_game(
    service: GameService,
    *,
    channel_id: int,
    guild_id: int | None,
    creator_id: int,
    players: int,
    options: Mapping[str, Any] | None,
    game: str,
    seed: int | None,
    locale: str = ENGLISH,
) -> GameInfo:
    module = module_of(game)
    if locale not in CATALOGUES:
        raise LobbyError("unknown_locale", locale=locale, valid=", ".join(LOCALES))
    if await service.storage.games_in_channel(channel_id):
        raise LobbyError("channel_busy")
    low, high = module.MIN_SEATS, module.MAX_SEATS
    if not low <= players <= high:
        raise LobbyError("player_count", low=low, high=high)
    given = dict(options or {})
    known_options(module, given)
    hours = {
        cls: lobby_options.check_hours(name, given.pop(name))
        for name, cls in lobby_options.DEADLINES.items()
        if given.get(name) is not None
    }
    for name in lobby_options.DEADLINES:
        given.pop(name, None)
    pace = pace_of(given.pop(lobby_options.PACE, None))
    try:
        parsed = module.parse_options(given)
    except ValidationError as exc:
        raise LobbyError("bad_options", detail=validation_text(exc)) from None
    settings = settings_store.GameSettings(deadline_hours=hours, locale=locale, pace=pace)
    now = service.clock()
    game_id = await service.storage.create_game(
        game=game,
        guild_id=guild_id,
        channel_id=channel_id,
        creator_id=creator_id,
        options_json=parsed.model_dump_json(),
        seat_count=players,
        seats=list(module.SEATS[:players]),
        seed=secrets.randbits(48) if seed is None else seed,
        now=now,
        # the defaults are not stored (a game without settings has them)
        settings_json=None
        if settings == settings_store.GameSettings()
        else settings.model_dump_json(),
    )
    return await service.info(game_id)


def pace_of(value: Any) -> deadline_policy.Pace:
    """The pace `value` names (None: the default, one clock per phase)."""
    if value is None:
        return deadline_policy.DEFAULT_PACE
    spec = lobby_options.OptionSpec(lobby_options.PACE, "choice", values=deadline_policy.PACES)
    parsed: deadline_policy.Pace = lobby_options.parse(spec, str(value))
    return parsed


# ---------------------------------------------------------------- options


def known_options(module: AnyGame, given: Mapping[str, Any]) -> None:
    """Refuse option names the game does not have, naming those it has."""
    known = lobby_options.specs(module)
    unknown = [name for name in given if name not in known]
    if unknown:
        raise LobbyError("unknown_option", name=", ".join(map(str, unknown)), valid=tuple(known))


async def set_option(
    service: GameService, game_id: int, user_id: int, name: str, value: str
) -> GameInfo:
    """The creator sets one option, typed as text, before the game starts."""
    async with service.locks(game_id):
        info = await lobby_info(service, game_id)
        require_creator(info, user_id)
        module = module_of(info.game)
        name = name.strip()
        known_options(module, {name: value})
        parsed = lobby_options.parse(lobby_options.specs(module)[name], value)
        if name in lobby_options.DEADLINES or name == lobby_options.PACE:
            version, settings = await service.settings_to_change(game_id)
            if name == lobby_options.PACE:
                settings.pace = parsed
            elif parsed is None:
                settings.deadline_hours.pop(lobby_options.DEADLINES[name], None)
            else:
                settings.deadline_hours[lobby_options.DEADLINES[name]] = parsed
            await service.storage.save_settings(
                game_id, settings_store.to_write(version, settings), now=service.clock()
            )
        else:
            try:
                options = module.parse_options({**info.options, name: parsed})
            except ValidationError as exc:
                raise LobbyError("bad_options", detail=validation_text(exc)) from None
            await service.storage.set_lobby_options(
                game_id, options.model_dump_json(), now=service.clock()
            )
        return await service.info(game_id)


def option_specs(info: GameInfo) -> dict[str, lobby_options.OptionSpec]:
    """The options of `info`'s game, by name."""
    return lobby_options.specs(module_of(info.game))


async def option_values(service: GameService, info: GameInfo) -> dict[str, Any]:
    """Every option of the game with its value, the deadlines as the hours each class of
    decision waits (None: no deadline)."""
    settings = info.settings or await service.game_settings(info.id)
    values = dict(info.options)
    values[lobby_options.PACE] = settings.pace
    for name, cls in lobby_options.DEADLINES.items():
        base = service.deadline_seconds
        default = None if base is None else base * deadline_policy.SHARE[cls] / 3600.0
        values[name] = settings.deadline_hours.get(cls, default)
    return values


# ---------------------------------------------------------------- seats


async def join(service: GameService, game_id: int, user_id: int, seat: str | None) -> GameInfo:
    async with service.locks(game_id):
        info = await lobby_info(service, game_id)
        if info.seat_of(user_id) is not None:
            raise LobbyError("already_joined", seat=info.seat_of(user_id))
        free = info.open_seats
        if not free:
            raise LobbyError("full")
        if seat is None:
            seat = secrets.choice(free)
        elif seat not in {s.seat for s in info.seats}:
            raise LobbyError("unknown_seat", seat=seat)
        elif seat not in free:
            raise LobbyError("seat_taken", seat=seat)
        await service.storage.set_seat_user(game_id, seat, user_id, now=service.clock())
        return await service.info(game_id)


async def leave(service: GameService, game_id: int, user_id: int) -> GameInfo:
    async with service.locks(game_id):
        info = await lobby_info(service, game_id)
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotYourSeat()
        await service.storage.set_seat_user(game_id, seat, None, now=service.clock())
        return await service.info(game_id)


async def add_bot(
    service: GameService, game_id: int, user_id: int, seat: str | None, level: str | None
) -> GameInfo:
    """The creator seats a computer player of `level`, by default the game's strongest."""
    async with service.locks(game_id):
        info = await lobby_info(service, game_id)
        levels = get_presenter(info.game).levels
        level = levels[-1] if level is None else level
        if level not in levels:
            raise LobbyError("bad_level", level=level)
        require_creator(info, user_id)
        free = info.open_seats
        if not free:
            raise LobbyError("full")
        if seat is None:
            seat = free[0]
        elif seat not in free:
            raise LobbyError("seat_taken", seat=seat)
        await service.storage.set_seat_user(
            game_id, seat, None, is_bot=True, bot_level=level, now=service.clock()
        )
        return await service.info(game_id)


# ---------------------------------------------------------------- start and end


async def start(service: GameService, game_id: int, user_id: int) -> GameInfo:
    async with service.locks(game_id):
        info = await lobby_info(service, game_id)
        require_creator(info, user_id)
        if info.open_seats:
            raise LobbyError("short", open=len(info.open_seats), total=len(info.seats))
        row = await game_row(service, game_id)
        started = Started(options=await service.option_values(info))
        await service.writer.start(info, row, started)
    service.wake()
    await service.play_bots(game_id)
    return await service.info(game_id)


async def abandon(service: GameService, game_id: int, user_id: int) -> GameInfo:
    async with service.locks(game_id):
        info = await service.info(game_id)
        require_creator(info, user_id)
        if info.status not in ("lobby", "active"):
            raise LobbyError("not_running")
        # one transaction: the game never ends without its notice
        try:
            await service.writer.abandon(info, [channel_row(info, Abandoned())])
        except StaleVersion:
            raise LobbyError("not_running") from None
    service.wake()
    return await service.info(game_id)


# ---------------------------------------------------------------- helpers


async def lobby_info(service: GameService, game_id: int) -> GameInfo:
    """The info of a game still in its lobby (LobbyError once it started)."""
    info = await service.info(game_id)
    if info.status != "lobby":
        raise LobbyError("already_started")
    return info


def require_creator(info: GameInfo, user_id: int) -> None:
    if user_id != info.creator_id:
        raise NotAllowed("creator_only")
