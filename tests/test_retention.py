"""Retention on real games: a finished game compacted still exports and replays
as before; the scheduler runs the pass now and then, at the configured age."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from bot.engine.engine import replay
from bot.games import get_game
from bot.service.export import export_game
from bot.service.game_service import GameService
from bot.service.retention import DAY, UNLIMITED, Retained, retention_pass
from bot.service.scheduler import RETENTION_EVERY, RETENTION_FIRST, Scheduler
from db import NewOutbox, Storage

CREATOR = 10
NOTICE = NewOutbox("channel", '{"kind": "narration", "content": "late"}')


class Clock:
    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def _finished_game(service: GameService) -> int:
    info = await service.create_game(
        channel_id=1,
        guild_id=5,
        creator_id=CREATOR,
        players=3,
        options={"turn_limit": 1},
        seed=77,
    )
    for _ in range(3):
        await service.add_bot(info.id, CREATOR)
    await service.start(info.id, CREATOR)
    assert (await service.info(info.id)).status == "finished"
    return info.id


async def _replayed(storage: Storage, game_id: int) -> str:
    """The state rebuilt from the stored setup and action log, as JSON."""
    row = await storage.get_game(game_id)
    assert row is not None
    seats = [s.seat for s in await storage.seats(game_id)]
    actions = [(a.seat, json.loads(a.action_json)) for a in await storage.load_actions(game_id)]
    state = replay(get_game(row.game), row.seed, seats, json.loads(row.options_json), actions)
    return str(state.model_dump_json())


def _private_events(record: dict[str, Any]) -> int:
    return sum(e["visibility"] != "public" for e in record["events"])


async def test_a_compacted_game_exports_and_replays_as_before(tmp_path: Path) -> None:
    clock = Clock(1000.0)
    async with await Storage.open(tmp_path / "games.sqlite3") as storage:
        service = GameService(storage, clock=clock, deadline_seconds=None)
        game_id = await _finished_game(service)
        public = await export_game(storage, game_id)
        full = await export_game(storage, game_id, full=True)
        replayed = await _replayed(storage, game_id)
        row = await storage.get_game(game_id)
        assert row is not None and replayed == row.state_json
        assert _private_events(full) > 0

        # not yet: the game ended less than 14 days ago
        assert (await retention_pass(storage, 1000.0 + 13 * DAY, 14)).games == 0
        done = await retention_pass(storage, 1000.0 + 15 * DAY, 14, UNLIMITED)
        assert done.games == 1

        assert await export_game(storage, game_id) == public
        after = await export_game(storage, game_id, full=True)
        assert _private_events(after) == 0
        assert {k: after[k] for k in ("game", "setup", "actions", "state")} == {
            k: full[k] for k in ("game", "setup", "actions", "state")
        }
        assert await _replayed(storage, game_id) == replayed


async def test_retention_zero_days_keeps_everything(tmp_path: Path) -> None:
    async with await Storage.open(tmp_path / "games.sqlite3") as storage:
        service = GameService(storage, clock=Clock(1000.0), deadline_seconds=None)
        game_id = await _finished_game(service)
        for row in await storage.due_outbox(1e12, limit=1000):
            await storage.mark_delivered(row.id, 1000.0)
        assert await retention_pass(storage, 1e12, 0, UNLIMITED) == Retained(0, 0, 0)
        assert _private_events(await export_game(storage, game_id, full=True)) > 0


@pytest.mark.parametrize("days", [14.0, 3.0])
async def test_the_scheduler_prunes_now_and_then_at_the_set_age(
    tmp_path: Path, days: float
) -> None:
    clock = Clock(1000.0)
    async with await Storage.open(tmp_path / "games.sqlite3") as storage:
        service = GameService(storage, clock=clock, deadline_seconds=None)
        game_id = await _finished_game(service)
        rows = await storage.due_outbox(1e12, limit=1000)
        for row in rows:
            await storage.mark_delivered(row.id, 1000.0)
        scheduler = Scheduler(service, retention_days=days)

        clock.now = 1000.0 + days * DAY + 1
        await scheduler.run_once()  # start-up: the first pass waits a few minutes
        assert await _outbox(storage) == len(rows) > 0

        clock.now += RETENTION_FIRST
        await scheduler.run_once()
        assert await _outbox(storage) == 0
        assert (await storage.get_game(game_id)) is not None
        compacted = await storage._rows("SELECT compacted_at FROM games WHERE id = ?", (game_id,))
        assert compacted[0][0] == clock.now

        # the next pass waits its hour: a row delivered long ago stays until then
        await storage.enqueue(game_id, [NOTICE], 1000.0)
        (late,) = await storage.due_outbox(1e12)
        await storage.mark_delivered(late.id, 1000.0)
        clock.now += RETENTION_EVERY - 1
        await scheduler.run_once()
        assert await _outbox(storage) == 1
        clock.now += 1
        await scheduler.run_once()
        assert await _outbox(storage) == 0


async def _outbox(storage: Storage) -> int:
    return int((await storage._rows("SELECT COUNT(*) FROM outbox"))[0][0])
