"""The bench's storage figures on a PostgreSQL server (`praetor bench --database
postgresql://…`): each part runs in a database of its own, created empty on that server
for it and dropped after, so the server's own databases are never written. Stored games
are made as on SQLite (a file filled straight through its schema: states without the moves
that led to them) and copied over row by row, as `praetor copy-db` copies, with the row
counts checked (not the replays: those games have no log to replay)."""

from __future__ import annotations

import contextlib
import secrets
from collections.abc import AsyncIterator
from pathlib import Path
from urllib.parse import urlsplit, urlunsplit

from db.copy import TABLES, copy_rows, count_rows
from db.open import open_storage, open_storage_readonly


def _named(server: str, name: str) -> str:
    """The address of database `name` on the server of `server`."""
    parts = urlsplit(server)
    return urlunsplit(parts._replace(path=f"/{name}"))


@contextlib.asynccontextmanager
async def fresh_database(server: str, part: str) -> AsyncIterator[str]:
    """The address of an empty database on `server`, made for `part` and dropped after."""
    import asyncpg

    name = f"praetor_bench_{part}_{secrets.token_hex(3)}"
    admin = await asyncpg.connect(server)
    try:
        await admin.execute(f'CREATE DATABASE "{name}"')
    finally:
        await admin.close()
    try:
        yield _named(server, name)
    finally:
        admin = await asyncpg.connect(server)
        try:
            await admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await admin.close()


@contextlib.asynccontextmanager
async def stored_copy(server: str, part: str, source: Path) -> AsyncIterator[str]:
    """A fresh database on `server` holding a checked copy of the SQLite file `source`."""
    async with fresh_database(server, part) as address:
        src = await open_storage_readonly(source)
        try:
            dst = await open_storage(address)
            try:
                await copy_rows(src, dst)
                for table in TABLES:
                    if await count_rows(dst, table) != await count_rows(src, table):
                        raise RuntimeError(f"the stored games did not copy: {table}")
            finally:
                await dst.close()
        finally:
            await src.close()
        yield address


async def database_bytes(address: str) -> int:
    """What the database at `address` takes on the server's disk."""
    import asyncpg

    conn = await asyncpg.connect(address)
    try:
        size = await conn.fetchval("SELECT pg_database_size(current_database())")
    finally:
        await conn.close()
    return int(size)
