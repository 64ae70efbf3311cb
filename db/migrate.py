"""Numbered SQL migrations, applied in order; the version lives in ``PRAGMA user_version``."""

import re
from dataclasses import dataclass
from importlib import resources

import aiosqlite

from db.errors import NewerDatabase, StorageError

_NAME = re.compile(r"^(\d{4})_\w+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    version: int
    name: str
    sql: str


def bundled_migrations(package: str = "db.migrations") -> list[Migration]:
    """The migrations shipped in ``package`` (SQLite's ``db/migrations``, or PostgreSQL's
    ``db/migrations_pg``), numbered 1..N without gaps."""
    found = []
    for entry in resources.files(package).iterdir():
        match = _NAME.match(entry.name)
        if match:
            found.append(Migration(int(match[1]), entry.name, entry.read_text("utf-8")))
    found.sort(key=lambda m: m.version)
    if [m.version for m in found] != list(range(1, len(found) + 1)):
        raise StorageError(f"migrations are not numbered 1..N: {[m.name for m in found]}")
    return found


async def user_version(db: aiosqlite.Connection) -> int:
    async with db.execute("PRAGMA user_version") as cur:
        row = await cur.fetchone()
    assert row is not None
    return int(row[0])


async def apply_migrations(db: aiosqlite.Connection, migrations: list[Migration]) -> int:
    """Apply the migrations newer than the database, each in one transaction; return how many."""
    current = await user_version(db)
    if current > len(migrations):
        raise NewerDatabase(current, len(migrations))
    pending = migrations[current:]
    for m in pending:
        script = f"BEGIN IMMEDIATE;\n{m.sql}\n;PRAGMA user_version = {m.version};\nCOMMIT;"
        try:
            await db.executescript(script)
        except Exception as exc:
            if db.in_transaction:
                await db.execute("ROLLBACK")
            raise StorageError(f"migration {m.name} failed: {exc}") from exc
    return len(pending)
