"""Which language an interaction's replies speak: the user's own (Discord's
`interaction.locale`) when it has a catalogue, else the game's, else English. Set for the
interaction's task; what the service writes for the game's channel and DMs speaks the
game's language whatever the interaction's (`bot.service.game_service`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from bot.messages import find_locale, set_locale
from bot.messages.catalogues import ENGLISH

if TYPE_CHECKING:
    from bot.discord.client import Interaction


def user_locale(interaction: Interaction) -> str | None:
    """The catalogue locale of the user's Discord language, None if there is none."""
    return find_locale(interaction.locale.value)


def speak_to_user(interaction: Interaction) -> None:
    """Replies to this interaction speak the user's language (English until the game is
    known, when the user's has no catalogue: `cogs.game_here`)."""
    set_locale(user_locale(interaction) or ENGLISH)


def server_locale(interaction: Interaction) -> str:
    """The language a new game speaks unless its creator chooses one: the server's
    preferred language (Discord's `guild_locale`) when a catalogue has it, else English."""
    guild = interaction.guild_locale
    return find_locale(guild.value if guild is not None else None) or ENGLISH
