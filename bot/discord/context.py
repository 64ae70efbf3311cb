"""What heads a private message (a DM, a private thread) so that it stands alone: the
game's title and id, the server and channel it is played in, and a link to that channel.
A player in two games, or back after days, knows at once which game is asking."""

from __future__ import annotations

from bot.messages import has, t

#: a link Discord opens at the channel (in the app and the browser)
CHANNEL_LINK = "https://discord.com/channels/{guild}/{channel}"


def channel_link(guild_id: int | None, channel_id: int) -> str:
    return CHANNEL_LINK.format(guild="@me" if guild_id is None else guild_id, channel=channel_id)


def header(
    game: str,
    game_id: int,
    guild_id: int | None,
    channel_id: int,
    server: str | None,
    channel: str | None,
) -> str:
    """The header line of a private message of game `game_id` (of the game `game`)."""
    title = t(f"game.{game}") if has(f"game.{game}") else game
    if server and channel:
        place = t("ui.private.place", server=server, channel=channel)
    else:
        place = t("ui.private.place_unknown")
    return t(
        "ui.private.context",
        game=title,
        game_id=game_id,
        place=place,
        link=channel_link(guild_id, channel_id),
    )
