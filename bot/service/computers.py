"""Moves nobody clicks: computer players make every decision that waits on them, absent
factions act by their standing orders, and a computer choice that fails never
stalls a game: the decision's default is made instead and the game master is told."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from bot.engine import IllegalAction
from bot.engine.engine import AnyGame
from bot.games import get_presenter
from bot.messages import t
from bot.service.absence import standing_order  # async play
from bot.service.game_info import GameInfo, module_of
from bot.service.game_settings import GameSettings
from bot.service.outbox import Narration
from bot.service.outbox_rows import channel_row
from bot.service.reads import load

if TYPE_CHECKING:
    from bot.service.game_service import GameService

log = logging.getLogger("praetor.service")
#: what a computer move that fails in the engine raises: refused, or a bug it hit
ENGINE_FAILURES = (
    IllegalAction,
    ValidationError,
    LookupError,
    ValueError,
    TypeError,
    AssertionError,
    AttributeError,
)


def moves_unasked(info: GameInfo, settings: GameSettings) -> bool:
    """Whether a game may move without a player's click: a computer player sits in it, a
    faction is away, or a player left orders for the rest of the phase (standing orders
    answer). A player's move in a game of present humans who answer for themselves needs
    no pass of the computers (`play_bots` would find nothing)."""
    return bool(settings.away or settings.orders) or any(s.is_bot for s in info.seats)


async def play_bots(service: GameService, game_id: int, *, limit: int = 100_000) -> int:
    """Let computer players make every decision that waits on them. Returns moves made."""
    writer = service.writer
    moves = 0
    while moves < limit:
        async with service.locks(game_id):
            info, row, kept = await load(service, game_id, deadlines=True)
            if info.status != "active" or info.paused:
                return moves
            bots = {s.seat: s for s in info.seats if s.is_bot}
            version, state = writer.state_of(row)
            module = module_of(info.game)
            # -- async play: absent factions act by their standing orders
            away = await away_orders(service, info, module, state, version)
            waiting = [d for d in module.pending(state) if d.seat in bots]
            if not waiting and not away:
                return moves
            if waiting:
                seat = waiting[0].seat
                level = bots[seat].bot_level or "random"
                player = get_presenter(info.game).computer(level, f"{game_id}:{version}")
                try:
                    action = player.choose(module, state, seat).model_dump(mode="json")
                except Exception as exc:  # a computer player's bug never stalls a game
                    action = await service.computer_failed(info, module, state, seat, None, exc)
            else:
                seat, action = away[0]
            try:
                await writer.move(
                    info, seat, None, action, version, loaded=(version, state), kept=kept
                )
            except ENGINE_FAILURES as exc:
                # a refused move may have left the state half changed: read it again
                version, state = writer.state_of(row)
                fallback = await service.computer_failed(info, module, state, seat, action, exc)
                if fallback == action:
                    return moves  # the default itself fails: the GM is told, nothing to try
                try:
                    await writer.move(
                        info, seat, None, fallback, version, loaded=(version, state), kept=kept
                    )
                except ENGINE_FAILURES:
                    log.exception("game %s: the default for %s failed too", game_id, seat)
                    return moves  # the GM was told; the game waits for a human hand
        service.wake()
        moves += 1
    return moves


async def computer_failed(
    service: GameService,
    info: GameInfo,
    module: AnyGame,
    state: Any,
    seat: str,
    action: Mapping[str, Any] | None,
    error: Exception,
) -> dict[str, Any]:
    """A computer player's (or a standing order's) choice raised, or its action was
    refused: log it with the game and the action, tell the game master (GM log and a
    notice in the channel), and return the decision's default action instead."""
    decision = next((d for d in module.pending(state) if d.seat == seat), None)
    kind = decision.kind if decision is not None else "?"
    if decision is not None and decision.default is not None:
        fallback = dict(decision.default)
    else:
        legal = module.legal_actions(state, seat)
        fallback = dict(legal[0].model_dump(mode="json")) if legal else dict(action or {})
    log.error(
        "game %s: the computer move of %s (%s) failed: %r; action %s; default %s",
        info.id,
        seat,
        kind,
        error,
        action,
        fallback,
    )
    text = t("ui.gm.computer_fallback", seat=t(f"seat.{seat}"))
    detail = {"seat": seat, "decision": kind, "error": f"{type(error).__name__}: {error}"}
    await service.storage.log_gm(
        info.id,
        None,
        "computer_fallback",
        json.dumps(detail, sort_keys=True),
        service.clock(),
        [channel_row(info, Narration(content=text))],
    )
    return fallback


async def away_orders(
    service: GameService, info: GameInfo, module: AnyGame, state: Any, version: int
) -> list[tuple[str, dict[str, Any]]]:
    """The moves that standing orders (of absent factions, or left for the rest of the
    phase) make now, in order."""
    settings = await service.game_settings(info.id)
    if not settings.away and not settings.orders:
        return []
    moves = []
    for d in module.pending(state):
        if d.seat not in settings.away and d.seat not in settings.orders:
            continue
        action = await standing_order(service, info, module, state, version, d)
        if action is not None:
            moves.append((d.seat, action))
    return moves
