"""Slash commands and component handlers. Cogs hold no rules and no storage: each
command finds the game, calls the service and renders what it returns."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord.errors import ack, respond
from bot.discord.limits import CHOICE_NAME_LIMIT, MAX_SUGGESTIONS
from bot.discord.locale import user_locale
from bot.discord.render import clip
from bot.errors import GameNotFound
from bot.messages import LOCALES, set_locale, t

if TYPE_CHECKING:
    from bot.discord.client import Interaction
    from bot.service.game_info import GameInfo
    from bot.service.game_service import GameService

__all__ = [
    "LANGUAGES",
    "PUBLIC",
    "ack",
    "cmd_text",
    "game_here",
    "respond",
    "service_of",
    "speak_in",
]

#: `extras` of a command whose reply everyone sees (it is deferred publicly, see
#: `bot.discord.client.PraetorTree.interaction_check`); every other command answers ephemerally
PUBLIC = {"public": True}
#: the languages a game may speak (`/game create`, `/gm language`), each named in itself
LANGUAGES = [app_commands.Choice(name=t("locale.name", loc), value=loc) for loc in LOCALES]


def suggest(named: Iterable[tuple[str, str]], current: str) -> list[app_commands.Choice[str]]:
    """Autocomplete's suggestions: the (name, value) pairs whose name holds what was typed,
    as many as Discord shows."""
    typed = current.lower()
    return [
        app_commands.Choice(name=clip(name, CHOICE_NAME_LIMIT), value=value)
        for name, value in named
        if typed in name.lower()
    ][:MAX_SUGGESTIONS]


def cmd_text(key: str) -> app_commands.locale_str:
    """A command or option description from the catalogue, translatable by its key."""
    return app_commands.locale_str(t(key), key=key)


def service_of(interaction: Interaction) -> GameService:
    return interaction.client.service


async def game_here(interaction: Interaction) -> GameInfo:
    """The game of the interaction's channel, or of the channel a thread is in (the
    private thread of a player whose DMs are closed); GameNotFound if none. Remembered
    in `interaction.extras` for the error handler. A user whose language has no catalogue
    is answered in the game's from here on."""
    service = service_of(interaction)
    try:
        info = await service.game_in_channel(interaction.channel_id or 0)
    except GameNotFound:
        channel = interaction.channel
        if not isinstance(channel, discord.Thread):
            raise
        info = await service.game_in_channel(channel.parent_id)
    interaction.extras["game_id"] = info.id
    await speak_in(interaction, info)
    return info


async def speak_in(interaction: Interaction, game: int | GameInfo) -> None:
    """Replies to the interaction speak the game's language when everyone sees them (a
    `PUBLIC` command), else the user's, or the game's when the user's has no catalogue
    (`bot.discord.locale`). The user's language is remembered."""
    service = service_of(interaction)
    # the user's own language, for what is sent to them alone (`bot.service.outbox_rows`)
    await service.note_locale(interaction.user.id, interaction.locale.value)
    command = interaction.command
    public = command is not None and bool(command.extras.get("public"))
    mine = None if public else user_locale(interaction)
    if mine is None:
        if isinstance(game, int):
            mine = await service.locale(game)
        else:  # read with the game
            mine = game.settings.locale if game.settings else await service.locale(game.id)
    set_locale(mine)
