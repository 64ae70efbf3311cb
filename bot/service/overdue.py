"""Decisions whose time runs out (async play): the reminder before the deadline,
and at the deadline the decision's default action, made with the channel's notice of it in
the move's transaction. The deadlines themselves are set by the policy of
`bot.service.deadlines` when a decision opens."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.engine import Decision, IllegalAction
from bot.engine.engine import AnyGame
from bot.errors import StaleState
from bot.messages import t
from bot.service.absence import standing_order
from bot.service.deadlines import is_phase_row
from bot.service.game_info import GameInfo, module_of
from bot.service.outbox import Narration, Reminder
from bot.service.outbox_rows import channel_row, seat_row
from bot.service.prompts import action_label
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
        if is_phase_row(row) and not await _waits_on(service, row.game_id, row.seat):
            # a phase clock's row of a seat with nothing open now: its one reminder of the
            # phase waits until the seat is waited on again
            await service.storage.hold_reminder(row.game_id, row.decision_key)
            continue
        payload = Reminder(game_id=row.game_id, seat=row.seat, due_at=row.due_at)
        # the mark and the reminder in one transaction: never two, never none
        await service.storage.remind(
            row.game_id, row.decision_key, [seat_row(info, row.seat, payload)], now=now
        )
        service.wake()  # the reminder goes out now, not at the delivery loop's next look
    applied = 0
    phases = []
    for row in await service.storage.due_deadlines(now):
        if is_phase_row(row):  # the game's phase clock: closed game by game, below
            if row.game_id not in phases:
                phases.append(row.game_id)
            continue
        if row.default_json is None:
            await service.storage.delete_deadline(row.game_id, row.decision_key)
            continue
        async with service.locks(row.game_id):
            info, game, kept = await load(service, row.game_id, deadlines=True)
            if info.status != "active" or info.paused:
                continue
            # the deadline as it stands now: since the list was read, another process (or a
            # move here) may have fired it, or closed its decision and opened another
            now_row = next((k for k in kept if k.decision_key == row.decision_key), None)
            if now_row is None or now_row.due_at > now or now_row.default_json is None:
                continue
            try:
                default = json.loads(now_row.default_json)
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
            except StaleState:  # the game moved since it was read: the next pass reads again
                continue
        applied += 1
        service.wake()
        await service.play_bots(row.game_id)
    for game_id in phases:
        applied += await close_phase(service, game_id)
    return applied


#: the most decisions a phase clock closes in one pass (a game always ends its phases)
MAX_CLOSED = 1000


async def close_phase(service: GameService, game_id: int) -> int:
    """The game's phase clock ran out: each decision still open in the phase takes its
    default, or the seat's standing order, one move (and one transaction) each, with the
    channel's notice of it; so do those that open in the same phase after (its clock has
    run out). Computer players answer between. Once nothing is left that a default can
    close, the spent clock is dropped: a decision without a default waits for its player,
    and the next move starts a new clock. Returns the defaults applied."""
    applied = 0
    while applied < MAX_CLOSED:
        async with service.locks(game_id):
            info, game, kept = await load(service, game_id, deadlines=True)
            if info.status != "active" or info.paused:
                return applied
            now = service.clock()
            spent = [r for r in kept if is_phase_row(r) and r.due_at <= now]
            if not spent:
                return applied
            loaded = service.writer.state_of(game)
            module = module_of(info.game)
            humans = {s.seat for s in info.seats if not s.is_bot}
            found = None
            for d in module.pending(loaded[1]):
                if d.seat in humans:
                    action = await closing_action(service, info, module, loaded, d)
                    if action is not None:
                        found = (d.seat, action)
                        break
            try:
                if found is None:
                    raise IllegalAction("nothing_to_close")
                seat, action = found
                notice = default_notice(info, loaded[1], seat, action)
                await service.writer.move(
                    info, seat, None, action, None, loaded=loaded, kept=kept, notices=[notice]
                )
            except IllegalAction:
                for row in spent:
                    await service.storage.delete_deadline(game_id, row.decision_key)
                return applied
            except StaleState:  # another process moved the game: the next pass reads again
                return applied
        applied += 1
        service.wake()
        await service.play_bots(game_id)
    return applied


async def closing_action(
    service: GameService, info: GameInfo, module: AnyGame, loaded: tuple[int, Any], d: Decision
) -> dict[str, Any] | None:
    """What closes decision `d` without its player: the seat's standing order (while it
    is away, or left for the phase), else the decision's default (None: it has none)."""
    version, state = loaded
    order = await standing_order(service, info, module, state, version, d)
    if order is not None:
        return order
    return dict(d.default) if d.default is not None else None


async def _waits_on(service: GameService, game_id: int, seat: str) -> bool:
    """Whether the game waits on `seat`, a player's seat, now."""
    info, game, _ = await load(service, game_id)
    if info.status != "active" or info.user_of(seat) is None:
        return False
    _, state = service.writer.state_of(game)
    return any(d.seat == seat for d in module_of(info.game).pending(state))


def default_notice(info: GameInfo, state: Any, seat: str, action: Mapping[str, Any]) -> NewOutbox:
    """What the channel is told of the default action a deadline made for `seat`."""
    module = module_of(info.game)
    if secret_default(module, state, seat, action):  # a sealed ballot, a card in hand
        text = t("ui.deadline.defaulted_privately", seat=t(f"seat.{seat}"))
        return channel_row(info, Narration(content=text))
    try:
        label = action_label(module, state, module.parse_action(dict(action)))
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
