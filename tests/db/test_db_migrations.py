from pathlib import Path

import aiosqlite
import pytest

from db import NewerDatabase, Storage, StorageError
from db.migrate import Migration, apply_migrations, bundled_migrations, user_version


async def _pragma(s: Storage, name: str) -> object:
    rows = await s._rows(f"PRAGMA {name}")
    return rows[0][0]


async def _schema(path: Path) -> list[tuple[str, str]]:
    async with aiosqlite.connect(path) as db:
        rows = await db.execute_fetchall("SELECT name, sql FROM sqlite_master ORDER BY name")
    return [(r[0], r[1]) for r in rows]


@pytest.mark.sqlite_only
async def test_file_database_uses_wal_and_pragmas(storage: Storage) -> None:
    assert await _pragma(storage, "journal_mode") == "wal"
    assert await _pragma(storage, "foreign_keys") == 1
    assert await _pragma(storage, "busy_timeout") == 5000
    assert await _pragma(storage, "synchronous") == 1  # NORMAL


@pytest.mark.sqlite_only
async def test_user_version_counts_migrations(storage: Storage) -> None:
    assert await _pragma(storage, "user_version") == len(bundled_migrations()) >= 1


async def test_reopening_applies_nothing(db_path: Path) -> None:
    async with await Storage.open(db_path):
        pass
    before = await _schema(db_path)
    async with aiosqlite.connect(db_path) as db:
        assert await apply_migrations(db, bundled_migrations()) == 0
    async with await Storage.open(db_path):
        pass
    assert await _schema(db_path) == before


async def test_newer_database_is_refused(db_path: Path) -> None:
    async with aiosqlite.connect(db_path) as db:
        await db.execute(f"PRAGMA user_version = {len(bundled_migrations()) + 1}")
    with pytest.raises(NewerDatabase):
        await Storage.open(db_path)


async def test_failed_migration_rolls_back(db_path: Path) -> None:
    broken = [
        Migration(1, "0001_ok.sql", "CREATE TABLE a (x INTEGER);"),
        Migration(2, "0002_bad.sql", "CREATE TABLE b (x INTEGER); INSERT INTO nowhere VALUES (1);"),
    ]
    async with aiosqlite.connect(db_path, isolation_level=None) as db:
        with pytest.raises(StorageError, match="0002_bad"):
            await apply_migrations(db, broken)
        assert await user_version(db) == 1
        names = [r[0] for r in await db.execute_fetchall("SELECT name FROM sqlite_master")]
        assert names == ["a"]


async def test_memory_database_works() -> None:
    async with await Storage.open(":memory:") as s:
        assert await s.count_games() == 0
