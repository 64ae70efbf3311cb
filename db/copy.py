"""Every row of one database copied into another, SQLite or PostgreSQL either way
(`praetor copy-db`): table by table in the order their references need, with their ids, in
one transaction at the destination, which must hold no game yet."""

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import TYPE_CHECKING, Any, Protocol

from db.errors import StorageError
from db.storage import Storage
from db.store import Store

if TYPE_CHECKING:
    from db.postgres import PgStorage

#: every table, in an order where a row's references come before it, with the order its
#: rows are read in (seats: the order they were made, which is the order of the game's seats)
TABLES: dict[str, str] = {
    "games": "id",
    "seats": "rowid",
    "actions": "game_id, seq",
    "events": "game_id, seq, idx",
    "outbox": "id",
    "deadlines": "game_id, decision_key",
    "users": "user_id",
    "private_threads": "game_id, user_id",
    "messages": "game_id, key",
    "game_settings": "game_id",
    "gm_log": "id",
}
#: columns left behind: a claim belongs to a process of the old deployment
NOT_COPIED = {"claimed_by", "claimed_until"}
#: PostgreSQL's identity columns, set past the copied ids afterwards
_IDENTITIES = (("games", "id"), ("seats", "rowid"), ("outbox", "id"), ("gm_log", "id"))
_CHUNK = 500


async def schema_tables(store: Store) -> set[str]:
    """The tables of the database's schema (of SQLite's or PostgreSQL's migrations)."""
    if isinstance(store, Storage):
        rows = await store._rows(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        return {str(r[0]) for r in rows}
    pg = _pg(store)
    rows = await pg._rows(
        "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
        " AND table_name <> 'praetor_schema'"
    )
    return {str(r[0]) for r in rows}


async def columns(store: Store, table: str) -> dict[str, str]:
    """The table's columns and their declared types, in order (not SQLite's implicit rowid,
    nor PostgreSQL's spelled-out one)."""
    if isinstance(store, Storage):
        rows = await store._rows(f"PRAGMA table_info({table})")
        return {str(r[1]): str(r[2]).lower() for r in rows}
    pg = _pg(store)
    rows = await pg._rows(
        "SELECT column_name, data_type FROM information_schema.columns"
        " WHERE table_schema = 'public' AND table_name = $1 AND column_name <> 'rowid'"
        " ORDER BY ordinal_position",
        table,
    )
    return {str(r[0]): str(r[1]) for r in rows}


async def count_rows(store: Store, table: str) -> int:
    if isinstance(store, Storage):
        rows = await store._rows(f"SELECT COUNT(*) FROM {table}")
    else:
        rows = await _pg(store)._rows(f"SELECT COUNT(*) FROM {table}")
    return int(rows[0][0])


async def _chunks(
    store: Store, table: str, names: Sequence[str]
) -> AsyncIterator[list[tuple[Any, ...]]]:
    select = f"SELECT {', '.join(names)} FROM {table} ORDER BY {TABLES[table]}"
    offset = 0
    while True:
        if isinstance(store, Storage):
            rows = await store._rows(f"{select} LIMIT ? OFFSET ?", (_CHUNK, offset))
        else:
            rows = await _pg(store)._rows(f"{select} LIMIT $1 OFFSET $2", _CHUNK, offset)
        if not rows:
            return
        yield [tuple(r) for r in rows]
        offset += len(rows)


class _Writer(Protocol):
    async def insert(
        self, table: str, names: Sequence[str], rows: list[tuple[Any, ...]]
    ) -> None: ...


class _SqliteWriter:
    def __init__(self, db: Any) -> None:
        self._db = db

    async def insert(self, table: str, names: Sequence[str], rows: list[tuple[Any, ...]]) -> None:
        marks = ", ".join("?" * len(names))
        await self._db.executemany(
            f"INSERT INTO {table} ({', '.join(names)}) VALUES ({marks})", rows
        )


class _PgWriter:
    def __init__(self, conn: Any, types: dict[str, dict[str, str]]) -> None:
        self._conn = conn
        self._types = types

    async def insert(self, table: str, names: Sequence[str], rows: list[tuple[Any, ...]]) -> None:
        floats = [self._types[table][n] == "double precision" for n in names]
        records = [
            tuple(
                float(v) if f and isinstance(v, int) else v
                for v, f in zip(row, floats, strict=True)
            )
            for row in rows
        ]
        await self._conn.copy_records_to_table(table, columns=list(names), records=records)


@asynccontextmanager
async def _writing(store: Store) -> AsyncIterator[_Writer]:
    """One transaction at the destination: everything is copied, or nothing."""
    if isinstance(store, Storage):
        async with store.write_tx() as db:
            yield _SqliteWriter(db)
        return
    pg = _pg(store)
    types = {table: await columns(pg, table) for table in TABLES}
    async with pg._tx() as conn:
        yield _PgWriter(conn, types)
        for table, column in _IDENTITIES:
            await conn.execute(
                f"SELECT setval(pg_get_serial_sequence('{table}', '{column}'),"
                f" COALESCE(MAX({column}), 1), MAX({column}) IS NOT NULL) FROM {table}"
            )


async def copy_rows(source: Store, target: Store) -> dict[str, int]:
    """Copy every row of `source` into `target` (which holds no game: StorageError else);
    returns the rows copied per table."""
    if await target.count_games():
        raise StorageError("the destination already holds games: copy into an empty database")
    missing = (await schema_tables(source) | await schema_tables(target)) - set(TABLES)
    if missing:
        raise StorageError(f"tables copy-db does not know: {', '.join(sorted(missing))}")
    plan: dict[str, list[str]] = {}
    for table in TABLES:
        have = await columns(target, table)
        names = [c for c in await columns(source, table) if c not in NOT_COPIED]
        unknown = [c for c in names if c not in have]
        if unknown:
            raise StorageError(f"{table}: the destination has no column {unknown[0]}")
        plan[table] = names
    copied: dict[str, int] = {}
    async with _writing(target) as writer:
        for table, names in plan.items():
            copied[table] = 0
            async for rows in _chunks(source, table, names):
                await writer.insert(table, names, rows)
                copied[table] += len(rows)
    return copied


def _pg(store: Store) -> "PgStorage":
    from db.postgres import PgStorage

    if not isinstance(store, PgStorage):
        raise StorageError(f"copy-db reads SQLite or PostgreSQL, not {type(store).__name__}")
    return store
