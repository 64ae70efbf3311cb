""" "Ready" (done for this phase): a player closes every decision of theirs still open in
the phase at once, each with its default or the seat's standing order, one move (and one
transaction) each through the move writer. Decisions of the seat that open from its own
closing moves, in the same phase, are closed too; one opened later by another seat's move
is prompted as usual."""

from __future__ import annotations

from typing import TYPE_CHECKING

from pydantic import ValidationError

from bot.engine import IllegalAction
from bot.errors import GamePaused, LobbyError, NotAllowed, NotYourSeat
from bot.messages import t
from bot.service.deadlines import phase_of
from bot.service.game_info import module_of
from bot.service.outbox import Narration
from bot.service.outbox_rows import channel_row
from bot.service.overdue import MAX_CLOSED, closing_action
from bot.service.prompts import action_label
from bot.service.reads import load

if TYPE_CHECKING:
    from bot.service.game_service import GameService


async def ready(service: GameService, game_id: int, user_id: int) -> list[str]:
    """Close the caller's open decisions of the phase; returns what was played for them,
    in words. Refused (nothing changed) when the game is not running or paused, or nothing
    of theirs is open that a default can close."""
    played: list[str] = []
    phase: str | None = None
    while len(played) < MAX_CLOSED:
        async with service.locks(game_id):
            info, row, kept = await load(service, game_id, deadlines=True)
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            if info.status != "active":
                raise LobbyError("not_running")
            if info.paused:
                raise GamePaused()
            loaded = service.writer.state_of(row)
            module = module_of(info.game)
            state = loaded[1]
            if phase is None:
                phase = phase_of(state)
            elif phase_of(state) != phase:
                break  # the phase ended: what opens now is the next phase's
            mine = [d for d in module.pending(state) if d.seat == seat]
            if not mine and not played:
                raise NotAllowed("ready_nothing_open")
            action = None
            for d in mine:
                action = await closing_action(service, info, module, loaded, d)
                if action is not None:
                    break
            if action is None:
                if not played:
                    raise NotAllowed("ready_no_default")
                break
            try:
                label = action_label(module, state, module.parse_action(action))
            except (ValidationError, KeyError, ValueError, IllegalAction):
                label = str(action.get("kind", "?"))
            notices = []
            if not played:
                text = t("ui.ready.notice", seat=t(f"seat.{seat}"))
                notices.append(channel_row(info, Narration(content=text)))
            await service.writer.move(
                info, seat, user_id, action, None, loaded=loaded, kept=kept, notices=notices
            )
            played.append(label)
        service.wake()
    await service.play_bots(game_id)
    return played
