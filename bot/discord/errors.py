"""The one place where errors become replies: short ephemeral messages for what the
player can fix, a logged traceback and a generic apology for everything else."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING

import discord
from discord import app_commands

from bot.discord.limits import CONTENT_LIMIT
from bot.discord.locale import user_locale
from bot.discord.render import Rendered, clip, prompt_message, seat_name
from bot.engine import IllegalAction
from bot.errors import PraetorError, StaleState, StorageFull, is_storage_full
from bot.messages import has, names, set_locale, t
from bot.narrate import shown

if TYPE_CHECKING:
    from bot.discord.client import Interaction

log = logging.getLogger(__name__)

#: the most of a player's own input a refusal repeats back (a slash command's string
#: option may hold 6000 characters; a reply holds 2000)
ECHO_LIMIT = 200


async def respond(
    interaction: Interaction,
    message: Rendered | str,
    *,
    ephemeral: bool = False,
) -> None:
    """Send `message` as the interaction's reply or, once it was answered or deferred,
    as a followup."""
    if isinstance(message, str):
        message = Rendered(content=message)
    kwargs = message.kwargs()
    if interaction.response.is_done():
        await interaction.followup.send(**kwargs, ephemeral=ephemeral)
    else:
        await interaction.response.send_message(**kwargs, ephemeral=ephemeral)


async def ack(interaction: Interaction, *, ephemeral: bool) -> None:
    """Acknowledge `interaction` before anything slow (Discord allows 3 seconds): a
    "thinking…" reply, ephemeral or public, that the first followup replaces. Does nothing
    once the interaction was answered."""
    if interaction.response.is_done():
        return
    await interaction.response.defer(ephemeral=ephemeral, thinking=True)
    if not ephemeral:
        interaction.extras["deferred_public"] = True


def _params(params: Mapping[str, object]) -> dict[str, object]:
    """Seat keys in error parameters are shown by their display names; every text is
    clipped, as it may be what the player typed; a list or tuple (what the game offers
    instead) is shown whole."""
    return {k: _param(k, v) for k, v in params.items()}


def _param(key: str, value: object) -> object:
    if isinstance(value, list | tuple):
        return ", ".join(_seats(str(v)) for v in value)
    if isinstance(value, str):
        return _echo(seat_name(value) if key == "seat" else _seats(value))
    return value


def _seats(text: str) -> str:
    """Seat keys (one, or several joined by commas: whom the game waits for) by their
    display names; any other text as it is."""
    keys = text.split(", ")
    if not all(has(f"seat.{k}") for k in keys):
        return text
    return names(seat_name(k) for k in keys)


def _echo(text: object) -> str:
    return clip(str(text), ECHO_LIMIT)


def error_text(error: BaseException) -> str | None:
    """The player-facing text of an error they caused, or None for a bug; never longer
    than a message may be."""
    text = _error_text(error)
    return None if text is None else clip(text, CONTENT_LIMIT)


def _error_text(error: BaseException) -> str | None:
    if is_storage_full(error):  # outside a move (the service names that one)
        return t("error.storage_full_other")
    if isinstance(error, PraetorError):
        key = f"error.{error.key}"
        return t(key if has(key) else f"error.{type(error).key}", **_params(error.params))
    if isinstance(error, IllegalAction):
        key = f"illegal.{error.key}"
        params = {"rule": error.rule or "", **_params(shown(error.params))}
        text = t(key, **params) if has(key) else t("error.not_allowed")
        return t("ui.illegal", text=text)
    if isinstance(error, app_commands.TransformerError):
        return t("error.bad_argument", param=error.type.name, value=_echo(error.value))
    if isinstance(error, app_commands.NoPrivateMessage):
        return t("error.guild_only")
    if isinstance(error, app_commands.CheckFailure):
        return t("error.check_failed")
    return None


async def report(interaction: Interaction, error: BaseException) -> None:
    """Answer `interaction` after `error`: ephemerally and briefly, never twice."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    mine = user_locale(interaction)
    if mine is not None:  # only the user sees it: the user's language, even after a public command
        set_locale(mine)
    try:
        if isinstance(error, StaleState):
            await _stale(interaction)
            return
        text = error_text(error)
        if isinstance(error, StorageFull) or is_storage_full(error):
            # the host's to fix, not a bug: no traceback
            log.error(
                "the server's storage is full: game %s, command %s, user %s: %s",
                interaction.extras.get("game_id"),
                _command_name(interaction),
                interaction.user.id,
                error.key if isinstance(error, StorageFull) else error,
            )
        elif text is None:
            log.error(
                "interaction failed: game %s, command %s, user %s",
                interaction.extras.get("game_id"),
                _command_name(interaction),
                interaction.user.id,
                exc_info=error,
            )
        if text is None:
            text = t("error.generic")
        if interaction.extras.pop("deferred_public", False):
            # the public "thinking…" reply would carry the refusal to everyone: drop it, so
            # that the refusal is a new, ephemeral message
            await interaction.delete_original_response()
        await respond(interaction, text, ephemeral=True)
    except discord.HTTPException:
        log.warning("could not report an error to user %s", interaction.user.id, exc_info=True)


async def _stale(interaction: Interaction) -> None:
    """A click on an out-of-date prompt: say so and offer the current prompt(s)."""
    service = interaction.client.service
    game_id = interaction.extras.get("game_id")
    prompts = []
    if game_id is not None:
        info = await service.info(game_id)
        seat = info.seat_of(interaction.user.id)
        if seat is not None and info.status == "active":
            prompts = await service.prompts(game_id, seat)
    if not prompts:
        await respond(interaction, t("error.stale_none"), ephemeral=True)
        return
    await respond(interaction, t("error.stale"), ephemeral=True)
    for prompt in prompts:
        await respond(interaction, prompt_message(prompt.payload(), user_id=None), ephemeral=True)


def _command_name(interaction: Interaction) -> str:
    command = interaction.command
    if command is not None:
        return command.qualified_name
    data: Mapping[str, object] = interaction.data or {}
    return str(data.get("custom_id") or data.get("name") or "?")
