"""SQLite's and PostgreSQL's migrations are kept in step: the same numbered files, and
the schema each makes has the same tables with the same columns."""

import asyncio
from typing import Any

import aiosqlite
import asyncpg
import pytest

from db import NewerDatabase
from db.migrate import bundled_migrations
from db.open import open_storage
from db.postgres import PgStorage, pg_migrations
from tests.postgres import Server

#: what one schema has and the other has not, and why
ONLY_POSTGRESQL = {
    ("seats", "rowid"),  # SQLite's implicit row id (the seats' order), spelled out
    ("praetor_schema", "version"),  # SQLite keeps it in PRAGMA user_version
}


def test_each_migration_has_its_twin_under_the_same_number_and_name() -> None:
    sqlite = [(m.version, m.name) for m in bundled_migrations()]
    postgresql = [(m.version, m.name) for m in pg_migrations()]
    assert sqlite == postgresql
    assert len(sqlite) >= 8


async def _sqlite_columns(path: str) -> set[tuple[str, str]]:
    async with aiosqlite.connect(path) as db:
        tables = [
            r[0]
            for r in await db.execute_fetchall(
                "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            )
        ]
        found = set()
        for table in tables:
            for column in await db.execute_fetchall(f"PRAGMA table_info({table})"):
                found.add((str(table), str(column[1])))
    return found


async def _postgresql_columns(url: str) -> set[tuple[str, str]]:
    conn = await asyncpg.connect(url)
    try:
        rows = await conn.fetch(
            "SELECT table_name, column_name FROM information_schema.columns"
            " WHERE table_schema = 'public'"
        )
    finally:
        await conn.close()
    return {(str(r[0]), str(r[1])) for r in rows}


async def test_both_schemas_have_the_same_tables_and_columns(
    tmp_path: Any, pg_server: Server
) -> None:
    path = str(tmp_path / "schema.sqlite3")
    await (await open_storage(path)).close()
    url = await pg_server.create()
    try:
        sqlite, postgresql = await _sqlite_columns(path), await _postgresql_columns(url)
    finally:
        await pg_server.drop(url)
    assert ("outbox", "claimed_until") in sqlite
    assert sqlite == postgresql - ONLY_POSTGRESQL


async def _empty_database(pg_server: Server) -> str:
    """A database with no schema at all (not from the migrated template)."""
    url = await pg_server.create()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()
    return url


async def test_processes_starting_together_migrate_once(pg_server: Server) -> None:
    url = await _empty_database(pg_server)
    try:
        opened = await asyncio.gather(*(PgStorage.open(url, pool_size=1) for _ in range(4)))
        for storage in opened:
            await storage.close()
        conn = await asyncpg.connect(url)
        try:
            assert await conn.fetch("SELECT version FROM praetor_schema") == [
                (len(pg_migrations()),)
            ]
        finally:
            await conn.close()
    finally:
        await pg_server.drop(url)


async def test_a_newer_postgresql_database_is_refused(pg_server: Server) -> None:
    url = await pg_server.create()
    try:
        conn = await asyncpg.connect(url)
        try:
            await conn.execute("UPDATE praetor_schema SET version = version + 1")
        finally:
            await conn.close()
        with pytest.raises(NewerDatabase):
            await PgStorage.open(url)
        with pytest.raises(NewerDatabase):
            await PgStorage.open_readonly(url)
    finally:
        await pg_server.drop(url)


def test_without_the_server_binaries_the_postgresql_tests_fail_saying_why(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import tests.postgres as server

    monkeypatch.setattr(server.shutil, "which", lambda name: None)
    monkeypatch.setattr(server.glob, "glob", lambda pattern: [])
    with pytest.raises(RuntimeError, match="apt-get install postgresql"):
        server._binary("initdb")
