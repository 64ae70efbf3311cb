"""Issue 12: a full disk. A move that cannot be saved is refused as such (StorageFull, not
a bug) and changes nothing; with room again, the same move is saved. The database is
made full for real with SQLite's `PRAGMA max_page_count`."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Sequence

import asyncpg
import pytest

from bot.errors import StorageFull, is_storage_full
from bot.service.game_service import GameService
from db import NewAction, NewDeadline, NewEvent, NewOutbox, Storage
from tests.parity import stands_in_for
from tests.service.conftest import waiting


async def fill(storage: Storage) -> int:
    """Let the database grow no more, and fill what room is left in it with ballast (a
    table of its own) until SQLite says it is full; returns the size limit it had."""
    async with storage.write_tx() as db:
        await db.execute("CREATE TABLE IF NOT EXISTS ballast (b BLOB)")
    async with storage.write_tx() as db:
        [(limit,)] = list(await db.execute_fetchall("PRAGMA max_page_count"))
        [(pages,)] = list(await db.execute_fetchall("PRAGMA page_count"))
        await db.execute(f"PRAGMA max_page_count = {int(pages)}")
    for size in (65536, 4096, 256, 16, 1):
        while True:
            try:
                async with storage.write_tx() as db:
                    await db.execute("INSERT INTO ballast VALUES (zeroblob(?))", (size,))
            except sqlite3.OperationalError as exc:
                assert is_storage_full(exc), exc
                break
    return int(limit)


async def make_room(storage: Storage, limit: int) -> None:
    async with storage.write_tx() as db:
        await db.execute(f"PRAGMA max_page_count = {limit}")


@pytest.mark.sqlite_only  # fills SQLite's file through its own page limit
async def test_a_move_on_a_full_disk_is_refused_and_saved_once_there_is_room(
    service: GameService, storage: Storage, started_game: Callable[[], Awaitable[int]]
) -> None:
    game_id = await started_game()
    user, seat, version, action = await waiting(service, game_id)
    before = (await storage.get_game(game_id), await storage.load_actions(game_id))
    limit = await fill(storage)
    with pytest.raises(StorageFull) as refused:
        await service.submit(game_id, user, action, expected_version=version)
    assert refused.value.key == "storage_full"
    assert (await storage.get_game(game_id), await storage.load_actions(game_id)) == before
    assert (await service.state(game_id))[0] == version  # the cache holds no unsaved move
    await make_room(storage, limit)
    result = await service.submit(game_id, user, action, expected_version=version)
    assert result.version == version + 1 and result.seat == seat


async def test_a_full_disk_after_the_move_says_the_move_was_saved(
    service: GameService, storage: Storage, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The player's move is saved; the computer player's answer hits the full disk (a
    double at the storage boundary raising SQLite's own error): the player is told their
    move counts, and the computer answers once there is room."""
    info = await service.create_game(channel_id=8, guild_id=1, creator_id=100, players=3, seed=7)
    await service.join(info.id, 100)
    await service.join(info.id, 101)
    await service.add_bot(info.id, 100)
    await service.start(info.id, 100)
    real = storage.save_move
    saves: list[int] = []

    @stands_in_for(real)
    async def full_after_one(
        game_id: int,
        *,
        expected_version: int,
        state_json: str,
        action: NewAction,
        events: Sequence[NewEvent],
        outbox: Sequence[NewOutbox],
        deadlines: Sequence[NewDeadline] | None,
        status: str | None = None,
        now: float,
    ) -> int:
        saves.append(game_id)
        if len(saves) > 1:
            raise sqlite3.OperationalError("database or disk is full")
        return await real(
            game_id,
            expected_version=expected_version,
            state_json=state_json,
            action=action,
            events=events,
            outbox=outbox,
            deadlines=deadlines,
            status=status,
            now=now,
        )

    for _ in range(10):  # until a player's move is answered by the computer
        user, _seat, version, action = await waiting(service, info.id)
        saves.clear()
        monkeypatch.setattr(storage, "save_move", full_after_one)
        try:
            await service.submit(info.id, user, action, expected_version=version)
        except StorageFull as refused:
            assert refused.key == "storage_full_after"
            break
        finally:
            monkeypatch.setattr(storage, "save_move", real)
    else:
        raise AssertionError("the computer player never answered a move")
    assert (await service.info(info.id)).version == version + 1  # the player's move
    assert await service.play_bots(info.id) >= 1  # with room, the computer answers


def test_postgresql_s_full_disk_is_a_full_disk_too() -> None:
    """The driver's own errors: disk_full (SQLSTATE 53100) is told as a full disk, another
    refusal of the server is not."""
    assert is_storage_full(asyncpg.exceptions.DiskFullError("could not extend file"))
    assert not is_storage_full(asyncpg.exceptions.SerializationError("could not serialize"))
