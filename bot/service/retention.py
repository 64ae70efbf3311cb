"""Retention: what the database stops keeping once it is old.

Delivered outbox rows go after the retention age; a game over for that long is compacted
to what `praetor export` and replay read; then the freed pages go back to the file system.
Undelivered rows, action logs, public events and final states are never dropped. The
deadline scheduler runs a bounded pass now and then; `praetor compact` runs it to the end.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from db import Store

log = logging.getLogger(__name__)

DAY = 86_400.0


@dataclass(frozen=True)
class Limits:
    """How much one pass may do, so that it holds the storage lock only briefly."""

    rows: int | None = 5000
    games: int | None = 50
    pages: int | None = 2000


#: a pass run to the end (`praetor compact`)
UNLIMITED = Limits(None, None, None)

_BATCH_ROWS = 5000
_BATCH_GAMES = 50


@dataclass(frozen=True)
class Retained:
    """What one pass did."""

    rows: int
    games: int
    pages: int


async def retention_pass(
    storage: Store, now: float, days: float, limits: Limits = Limits()
) -> Retained:
    """Prune delivered outbox rows older than `days`, compact the games over for longer than
    that, and free pages. `days <= 0` keeps everything."""
    if days <= 0:
        return Retained(0, 0, 0)
    before = now - days * DAY
    rows = 0
    while limits.rows is None or rows < limits.rows:
        batch = _BATCH_ROWS if limits.rows is None else min(_BATCH_ROWS, limits.rows - rows)
        pruned = await storage.prune_delivered(before, batch)
        rows += pruned
        if pruned < batch:
            break
    games = 0
    while limits.games is None or games < limits.games:
        batch = _BATCH_GAMES if limits.games is None else min(_BATCH_GAMES, limits.games - games)
        ids = await storage.games_to_compact(before, batch)
        for game_id in ids:
            games += await storage.compact_game(game_id, now)
        if len(ids) < batch:
            break
    pages = await storage.incremental_vacuum(limits.pages)
    if rows or games or pages:
        log.info(
            "retention: %d delivered messages pruned, %d games compacted, %d pages freed",
            rows,
            games,
            pages,
        )
    return Retained(rows, games, pages)
