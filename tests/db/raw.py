"""Plain SQL in tests, on either backend: `?` placeholders as SQLite writes them (turned
into PostgreSQL's `$1`, `$2`… there)."""

import itertools
import re
from typing import Any

from db import Storage, Store
from db.postgres import PgStorage


def dollars(sql: str) -> str:
    """SQLite's `?` and `?N` placeholders as PostgreSQL's `$N`."""
    n = itertools.count(1)
    return re.sub(r"\?(\d*)", lambda m: f"${m[1] or next(n)}", sql)


async def rows(storage: Store, sql: str, params: tuple[object, ...] = ()) -> list[Any]:
    if isinstance(storage, Storage):
        return list(await storage._rows(sql, params))
    assert isinstance(storage, PgStorage)
    return await storage._rows(dollars(sql), *params)


async def execute(storage: Store, sql: str, params: tuple[object, ...] = ()) -> None:
    """One statement in a transaction of its own."""
    if isinstance(storage, Storage):
        await storage._transact(lambda conn: conn.execute(sql, params))
        return
    assert isinstance(storage, PgStorage)
    async with storage._tx() as conn:
        await conn.execute(dollars(sql), *params)


async def executemany(storage: Store, sql: str, params: list[tuple[object, ...]]) -> None:
    if isinstance(storage, Storage):
        await storage._transact(lambda conn: conn.executemany(sql, params))
        return
    assert isinstance(storage, PgStorage)
    async with storage._tx() as conn:
        await conn.executemany(dollars(sql), params)
