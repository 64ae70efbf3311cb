"""Retention: delivered outbox rows go after an age, undelivered never; an ended
game is compacted to its public record once; freed pages go back to the file system."""

import sqlite3
from pathlib import Path

import pytest

from db import NewOutbox, Storage, Store
from tests.db.conftest import NewGame
from tests.db.raw import executemany, rows


async def _ids(storage: Store, sql: str, params: tuple[object, ...] = ()) -> list[int]:
    return [int(r[0]) for r in await rows(storage, sql, params)]


async def test_delivered_rows_older_than_the_age_go_undelivered_never(
    storage: Store, new_game: NewGame
) -> None:
    game_id = await new_game()  # its start queued one row, at 101
    await storage.enqueue(game_id, [NewOutbox("channel", f'{{"n": {i}}}') for i in range(4)], 50.0)
    old, recent, failing, waiting, started = await _ids(
        storage, "SELECT id FROM outbox ORDER BY id"
    )
    await storage.mark_delivered(old, 100.0)
    await storage.mark_delivered(recent, 300.0)
    await storage.mark_failed(failing, "boom", 60.0)  # created long ago, never delivered

    assert await storage.prune_delivered(before=200.0) == 1
    left = await _ids(storage, "SELECT id FROM outbox ORDER BY id")
    assert left == [recent, failing, waiting, started]
    # however old, an undelivered row stays
    assert await storage.prune_delivered(before=1e12) == 1
    assert await _ids(storage, "SELECT id FROM outbox ORDER BY id") == [failing, waiting, started]
    assert await storage.undelivered_count() == 3


async def test_pruning_takes_at_most_its_limit(storage: Store, new_game: NewGame) -> None:
    game_id = await new_game()
    await storage.enqueue(game_id, [NewOutbox("channel", "{}") for _ in range(5)], 50.0)
    for row_id in await _ids(storage, "SELECT id FROM outbox"):
        await storage.mark_delivered(row_id, 100.0)
    assert await storage.prune_delivered(before=200.0, limit=4) == 4
    assert await storage.prune_delivered(before=200.0, limit=4) == 2
    assert await storage.prune_delivered(before=200.0, limit=4) == 0


async def _events(storage: Storage, game_id: int) -> list[tuple[int, int, str]]:
    return [(e.seq, e.idx, e.visibility) for e in await storage.load_events(game_id)]


async def test_an_ended_game_keeps_its_public_record_once_compacted(
    storage: Store, new_game: NewGame
) -> None:
    game_id = await new_game()
    await executemany(
        storage,
        "INSERT INTO events (game_id, seq, idx, kind, visibility, seats_json, event_json)"
        " VALUES (?, 1, ?, 'x', ?, ?, '{}')",
        [
            (game_id, 1, "seats", '["P1"]'),
            (game_id, 2, "gm", "[]"),
            (game_id, 3, "public", "[]"),
        ],
    )
    before = await storage.get_game(game_id)
    assert before is not None

    # a running game is not compacted
    assert await storage.games_to_compact(before=1e12) == []
    assert not await storage.compact_game(game_id, 500.0)
    assert len(await _events(storage, game_id)) == 4

    await storage.set_status(game_id, "finished", 200.0)
    assert await storage.games_to_compact(before=200.0) == []  # not old enough yet
    assert await storage.games_to_compact(before=300.0) == [game_id]
    assert await storage.compact_game(game_id, 500.0)

    assert await _events(storage, game_id) == [(1, 0, "public"), (1, 3, "public")]
    after = await storage.get_game(game_id)
    assert after is not None
    assert (after.state_json, after.seed, after.options_json, after.version) == (
        before.state_json,
        before.seed,
        before.options_json,
        before.version,
    )
    assert len(await storage.seats(game_id)) == 3
    # once only
    assert await storage.games_to_compact(before=1e12) == []
    assert not await storage.compact_game(game_id, 600.0)


async def test_abandoned_games_are_compacted_too(storage: Store, new_game: NewGame) -> None:
    game_id = await new_game(start=False)
    await storage.set_status(game_id, "abandoned", 200.0)
    assert await storage.games_to_compact(before=300.0) == [game_id]
    assert await storage.compact_game(game_id, 500.0)


def _file_bytes(path: Path) -> int:
    return path.stat().st_size


@pytest.mark.sqlite_only
async def test_freed_pages_go_back_to_the_file_system(
    storage: Store, new_game: NewGame, database: str
) -> None:
    db_path = Path(database)
    game_id = await new_game()
    big = '{"text": "' + "x" * 4000 + '"}'
    await storage.enqueue(game_id, [NewOutbox("channel", big) for _ in range(200)], 50.0)
    for row_id in await _ids(storage, "SELECT id FROM outbox"):
        await storage.mark_delivered(row_id, 100.0)
    await storage.checkpoint()
    full = _file_bytes(db_path)

    assert await storage.prune_delivered(before=200.0) == 201
    assert await storage.incremental_vacuum(pages=10) == 10
    freed = await storage.incremental_vacuum()
    assert freed > 150
    await storage.checkpoint()
    assert _file_bytes(db_path) <= full - (freed + 10) * 4096


@pytest.mark.sqlite_only
async def test_a_new_file_uses_incremental_vacuum(storage: Storage) -> None:
    rows = await storage._rows("PRAGMA auto_vacuum")
    assert rows[0][0] == 2


async def test_an_older_file_switches_to_incremental_vacuum_once(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as conn:  # made before incremental vacuum: auto_vacuum none
        conn.execute("CREATE TABLE before_praetor (x)")
    conn.close()
    async with await Storage.open(path) as storage:
        assert (await storage._rows("PRAGMA auto_vacuum"))[0][0] == 0
        assert await storage.use_incremental_vacuum()
        assert (await storage._rows("PRAGMA auto_vacuum"))[0][0] == 2
        assert not await storage.use_incremental_vacuum()
    async with await Storage.open(path) as storage:
        assert (await storage._rows("PRAGMA auto_vacuum"))[0][0] == 2
        assert await storage.count_games() == 0


async def test_an_empty_file_checked_before_use_still_gets_incremental_vacuum(
    tmp_path: Path,
) -> None:
    from db.health import check

    path = tmp_path / "touched.sqlite3"
    path.touch()
    check(path, write=True)
    async with await Storage.open(path) as storage:
        assert (await storage._rows("PRAGMA auto_vacuum"))[0][0] == 2
