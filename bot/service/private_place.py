"""Where a game's private messages go: each player's direct messages (the default), or a
private thread of theirs in the game's channel, as AsyncTI4 players know it. Set for the
whole game by its creator (or a game master), and by each player for themselves; a
player whose DMs are closed gets the thread whatever is set (`bot.service.delivery`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, get_args

from bot.errors import LobbyError, NotAllowed, NotYourSeat
from bot.messages import t
from bot.service.game_settings import Place, to_write
from bot.service.outbox import Narration
from bot.service.outbox_rows import channel_row
from db import NewOutbox, StaleVersion

if TYPE_CHECKING:
    from bot.service.game_service import GameService

PLACES: tuple[Place, ...] = get_args(Place)


async def set_place(
    service: GameService,
    game_id: int,
    user_id: int,
    place: str,
    *,
    whole_game: bool = False,
    has_role: bool = False,
) -> Place:
    """Send the private messages of `user_id` (or, `whole_game`, of every player without
    a choice of their own) to `place` from now on. The game's channel is told of a change
    for the whole game; a player's own choice is theirs alone."""
    if place not in PLACES:
        raise NotAllowed("private_place", places=", ".join(PLACES))
    chosen: Place = "thread" if place == "thread" else "dm"
    async with service.locks(game_id):
        info = await service.info(game_id)
        if info.status not in ("lobby", "active"):
            raise LobbyError("not_running")
        if whole_game and user_id != info.creator_id and not has_role:
            raise NotAllowed("gm_only")
        if not whole_game and info.seat_of(user_id) is None:
            raise NotYourSeat()
        version, settings = await service.settings_to_change(game_id)
        notices: list[NewOutbox] = []
        if whole_game:
            settings.private_place = chosen
            text = t(f"ui.private.game_{chosen}", user=f"<@{user_id}>")
            notices.append(channel_row(info, Narration(content=text)))
        else:
            settings.private_places[str(user_id)] = chosen
        try:
            await service.storage.save_settings(
                game_id, to_write(version, settings), service.clock(), notices
            )
        except StaleVersion:
            raise NotAllowed("gm_busy") from None
    service.wake()
    return chosen
