"""A process that dies at a chosen SQL statement: the storage double under
`Storage`, at its outermost boundary, the sqlite3 connection that every statement of
aiosqlite and of `Storage._transact` goes through.

`crash_at(storage, n)` makes the n-th statement from now on raise `Crash` (a
`BaseException`, as the process dying: no `except Exception` of the code under test
swallows it), and every statement after it too: a dead process writes nothing more. Its
open transaction is never committed; closing the storage rolls it back, as SQLite does
with the journal of a process that died. `each_crash` runs an operation once per
statement it makes, dying there, on a fresh copy of a database each time.
"""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from db import Storage


class Crash(BaseException):
    """The process dies here."""


class CrashingConnection:
    """A `sqlite3.Connection` that dies at its `at`-th statement (`execute`,
    `executemany` or `executescript`; tests/test_fake_parity.py checks their signatures)."""

    def __init__(self, conn: sqlite3.Connection, at: int) -> None:
        self._conn = conn
        self._left = at
        self.crashed = False
        self.statements = 0

    def _statement(self) -> None:
        if self.crashed:
            raise Crash("dead")
        self.statements += 1
        self._left -= 1
        if self._left == 0:
            self.crashed = True
            raise Crash(f"died at statement {self.statements}")

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:
        self._statement()
        return self._conn.execute(sql, parameters)

    def executemany(self, sql: str, parameters: Any, /) -> sqlite3.Cursor:
        self._statement()
        return self._conn.executemany(sql, parameters)

    def executescript(self, sql_script: str, /) -> sqlite3.Cursor:
        self._statement()
        return self._conn.executescript(sql_script)

    def __getattr__(self, name: str) -> Any:
        return getattr(self._conn, name)


def crash_at(storage: Storage, at: int) -> CrashingConnection:
    """Make `storage` die at its `at`-th statement from now on."""
    db: Any = storage._db
    conn = CrashingConnection(db._connection, at)
    db._connection = conn
    return conn


Act = Callable[[Storage], Awaitable[object]]


async def each_crash(
    template: Path, workdir: Path, act: Act, after: Callable[[Path, bool], Awaitable[None]]
) -> int:
    """For n = 1, 2, ...: on a fresh copy of `template`, run `act` dying at its n-th
    statement, then call `after(copy, crashed)` to restart on the copy and check it. The
    last run makes every statement (it does not die; `after` gets crashed=False).
    Returns the number of statements `act` makes."""
    at = 0
    while True:
        at += 1
        path = workdir / f"crash-{at}.sqlite3"
        shutil.copy(template, path)
        storage = await Storage.open(path)
        conn = crash_at(storage, at)
        try:
            await act(storage)
        except Crash:
            pass
        finally:
            storage._db._connection = conn._conn  # type: ignore[attr-defined]
            await storage.close()
        await after(path, conn.crashed)
        if not conn.crashed:
            return conn.statements
