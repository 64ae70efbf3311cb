"""The WAL is copied back into the database file beside the writes (`db.checkpoint`), not
by SQLite inside the commit that crosses its threshold."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db import Storage
from db.checkpoint import EVERY


def _games_in_the_file_itself(path: Path) -> int:
    """Games in the database file without its WAL (an immutable read ignores the log)."""
    conn = sqlite3.connect(f"{path.resolve().as_uri()}?immutable=1", uri=True)
    try:
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])
    finally:
        conn.close()


async def _create(storage: Storage, channel_id: int) -> None:
    await storage.create_game(
        game="ror",
        guild_id=1,
        channel_id=channel_id,
        creator_id=10,
        options_json="{}",
        seat_count=3,
        seats=["P1", "P2", "P3"],
        seed=1,
        now=1.0,
    )


async def test_sqlite_does_not_checkpoint_inside_a_commit(db_path: Path) -> None:
    async with await Storage.open(db_path) as storage:
        [(pages,)] = await storage._rows("PRAGMA wal_autocheckpoint")
        assert pages == 0


async def test_the_log_reaches_the_file_every_so_many_commits(db_path: Path) -> None:
    storage = await Storage.open(db_path)
    try:
        await storage.checkpoint()  # the schema into the file
        for k in range(EVERY - 1):
            await _create(storage, 1000 + k)
        assert _games_in_the_file_itself(db_path) == 0  # all of it in the log still
        await _create(storage, 2000)  # the EVERY-th commit starts a checkpoint
        assert storage._checkpoints is not None
        await storage._checkpoints.close()  # waits for it
        assert _games_in_the_file_itself(db_path) == EVERY
    finally:
        await storage.close()
