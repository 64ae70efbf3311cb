"""Decisions whose time runs out (async play): the reminder before the deadline,
and at the deadline the decision's default action, made with the channel's notice of it in
the move's transaction. The deadlines themselves are set by the policy of
`bot.service.deadlines` when a decision opens."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.engine import IllegalAction
from bot.engine.engine import AnyGame
from bot.messages import t
from bot.service.game_info import GameInfo, module_of
from bot.service.outbox import Narration, Reminder
from bot.service.outbox_rows import channel_row, seat_row
from bot.service.reads import load
from db import NewOutbox

if TYPE_CHECKING:
    from bot.service.game_service import GameService


async def run_due(service: GameService, now: float | None = None) -> int:
    """Send due reminders and apply the default action of every expired decision.
    Returns the number of defaults applied."""
    now = service.clock() if now is None else now
    for row in await service.storage.due_reminders(now):
        info = await service.info(row.game_id)
        payload = Reminder(game_id=row.game_id, seat=row.seat, due_at=row.due_at)
        # the mark and the reminder in one transaction: never two, never none
        await service.storage.remind(
            row.game_id, row.decision_key, [seat_row(info, row.seat, payload)], now=now
        )
        service.wake()  # the reminder goes out now, not at the delivery loop's next look
    applied = 0
    for row in await service.storage.due_deadlines(now):
        if row.default_json is None:
            await service.storage.delete_deadline(row.game_id, row.decision_key)
            continue
        async with service.locks(row.game_id):
            info, game, kept = await load(service, row.game_id, deadlines=True)
            if info.status != "active" or info.paused:
                continue
            try:
                default = json.loads(row.default_json)
                loaded = service.writer.state_of(game)
                # -- async play: the channel is told what the deadline did
                notice = default_notice(info, loaded[1], row.seat, default)
                # saved with the move, in its transaction
                await service.writer.move(
                    info,
                    row.seat,
                    None,
                    default,
                    None,
                    loaded=loaded,
                    kept=kept,
                    notices=[notice],
                )
            except IllegalAction:
                # the decision moved on by other means; the deadline is obsolete
                await service.storage.delete_deadline(row.game_id, row.decision_key)
                continue
        applied += 1
        service.wake()
        await service.play_bots(row.game_id)
    return applied


def default_notice(info: GameInfo, state: Any, seat: str, action: Mapping[str, Any]) -> NewOutbox:
    """What the channel is told of the default action a deadline made for `seat`."""
    module = module_of(info.game)
    if secret_default(module, state, seat, action):  # a sealed ballot, a card in hand
        text = t("ui.deadline.defaulted_privately", seat=t(f"seat.{seat}"))
        return channel_row(info, Narration(content=text))
    try:
        key, params = module.describe_action(state, module.parse_action(dict(action)))
        label = t(key, **params)
    except (ValidationError, KeyError, ValueError, IllegalAction):
        label = str(action.get("kind", "?"))
    text = t("ui.deadline.defaulted", seat=t(f"seat.{seat}"), label=label)
    return channel_row(info, Narration(content=text))


def secret_default(module: AnyGame, state: Any, seat: str, action: Mapping[str, Any]) -> bool:
    """Whether the default action a deadline applies for `seat` is its secret: the choice
    of a private decision (a sealed ballot before the reveal) or one naming a card in hand.
    The channel is then told only that time ran out (docs/DESIGN.md)."""
    if any(d.private for d in module.pending(state) if d.seat == seat):
        return True
    try:
        return module.private_choice(state, seat, module.parse_action(dict(action)))
    except (ValidationError, ValueError):
        return False
