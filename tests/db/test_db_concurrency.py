import asyncio
import contextlib
import sqlite3
import threading
from collections.abc import Awaitable, Callable

import pytest

from db import NewAction, NewEvent, NewOutbox, StaleVersion, Storage, StorageError, Store

NewGame = Callable[..., Awaitable[int]]


def _save(s: Store, game_id: int, expected: int, seat: str) -> "asyncio.Future[int]":
    return asyncio.ensure_future(
        s.save_move(
            game_id,
            expected_version=expected,
            state_json=f'{{"by": "{seat}"}}',
            action=NewAction(seat, None, "{}"),
            events=[NewEvent("moved", "public", "[]", "{}")],
            outbox=[NewOutbox("channel", "{}")],
            deadlines=None,
            now=1.0,
        )
    )


async def test_concurrent_moves_one_wins(storage: Store, new_game: NewGame) -> None:
    game_id = await new_game()
    results = await asyncio.gather(
        _save(storage, game_id, 1, "P1"), _save(storage, game_id, 1, "P2"), return_exceptions=True
    )
    assert sorted(type(r).__name__ for r in results) == ["StaleVersion", "int"]
    winner = "P1" if results[0] == 2 else "P2"
    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.version, game.state_json) == (2, f'{{"by": "{winner}"}}')
    assert [(a.seq, a.seat) for a in await storage.load_actions(game_id)] == [(2, winner)]
    assert len(await storage.load_events(game_id, since_seq=1)) == 1
    assert await storage.undelivered_count() == 2  # start notice + the winner's


async def test_many_concurrent_writes_never_nest_transactions(
    storage: Store, new_game: NewGame
) -> None:
    game_ids = [await new_game() for _ in range(3)]
    jobs = []
    for i in range(20):
        game_id = game_ids[i % 3]
        jobs += [
            _save(storage, game_id, 1, "P1"),
            storage.enqueue(game_id, [NewOutbox("channel", "{}")], now=2.0),
            storage.set_dm_closed(1000 + i, True, now=2.0),
            storage.set_message(game_id, f"k{i}", 1, i),
            storage.due_outbox(now=2.0),
        ]
    results = await asyncio.gather(*jobs, return_exceptions=True)
    errors = [r for r in results if isinstance(r, BaseException)]
    assert errors and all(isinstance(e, StaleVersion) for e in errors)
    assert len(errors) == 20 - 3
    for game_id in game_ids:
        game = await storage.get_game(game_id)
        assert game is not None and game.version == 2
        assert len(await storage.load_actions(game_id)) == 1
    assert await storage.undelivered_count() == 3 + 3 + 20


@pytest.mark.sqlite_only  # SQLite's one lock and write_tx
async def test_failed_write_rolls_back_and_frees_the_lock(
    storage: Storage, new_game: NewGame
) -> None:
    game_id = await new_game()
    with pytest.raises(RuntimeError):
        async with storage.write_tx() as db:
            await db.execute("UPDATE games SET version = 99 WHERE id = ?", (game_id,))
            raise RuntimeError("boom")
    game = await storage.get_game(game_id)
    assert game is not None and game.version == 1


@pytest.mark.sqlite_only  # SQLite's one lock and write_tx
async def test_nested_write_tx_raises_instead_of_deadlocking(storage: Storage) -> None:
    async with storage.write_tx():
        with pytest.raises(StorageError, match="re-entered"):
            await storage.count_games()


@pytest.mark.sqlite_only  # SQLite's one lock and write_tx
async def test_reads_wait_for_other_transactions(storage: Storage, new_game: NewGame) -> None:
    inside = asyncio.Event()
    release = asyncio.Event()

    async def slow_writer() -> None:
        async with storage.write_tx() as db:
            await db.execute(
                "INSERT INTO games (game, channel_id, creator_id, status, options_json, seed,"
                " seat_count, created_at, updated_at) VALUES ('x', 1, 1, 'lobby', '{}', 1, 1, 0, 0)"
            )
            inside.set()
            await release.wait()
            raise RuntimeError("abort")

    writer = asyncio.create_task(slow_writer())
    await inside.wait()
    reader = asyncio.create_task(storage.count_games())
    await asyncio.sleep(0.05)
    assert not reader.done()
    release.set()
    with pytest.raises(RuntimeError):
        await writer
    assert await reader == 0


@pytest.mark.sqlite_only  # SQLite's busy_timeout on the event loop's thread
async def test_a_move_meeting_another_connections_lock_waits_for_it_and_is_saved(
    storage: Storage, new_game: NewGame, database: str
) -> None:
    game_id = await new_game()
    other = sqlite3.connect(database, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")  # another process writing
        move = _save(storage, game_id, 1, "P1")
        for _ in range(20):  # the loop goes on serving while the move waits
            await asyncio.sleep(0)
        assert not move.done()
        other.execute("COMMIT")
        assert await move == 2
    finally:
        other.close()
    game = await storage.get_game(game_id)
    assert game is not None and (game.version, game.state_json) == (2, '{"by": "P1"}')


@pytest.mark.sqlite_only  # SQLite's database thread
async def test_a_short_write_after_a_cancelled_read_runs_behind_it_in_the_thread(
    storage: Storage, new_game: NewGame
) -> None:
    """A cancelled caller leaves its statement running in aiosqlite's thread: the next
    short transaction may not run beside it on the loop's thread (one connection)."""
    game_id = await new_game()
    started, release = threading.Event(), threading.Event()

    def slow(conn: sqlite3.Connection) -> None:
        started.set()
        release.wait(10)

    read = asyncio.ensure_future(storage._read(slow))
    while not started.is_set():
        await asyncio.sleep(0.001)
    read.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await read
    ran_in: list[threading.Thread] = []

    def tx(conn: sqlite3.Connection) -> int:
        ran_in.append(threading.current_thread())
        return conn.execute("UPDATE games SET updated_at = 5 WHERE id = ?", (game_id,)).rowcount

    write = asyncio.ensure_future(storage._transact(tx))
    for _ in range(20):
        await asyncio.sleep(0)
    assert not write.done() and ran_in == []  # queued behind the cancelled read
    release.set()
    assert await write == 1
    assert ran_in != [threading.current_thread()]
    # the thread is idle again: the next one runs on the loop's thread
    assert await storage._transact(tx) == 1
    assert ran_in[-1] is threading.current_thread()
