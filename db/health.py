"""Is the database file fit to use? One check before the bot or a command writes to it,
and one line for the operator when it is not: what is wrong, and what to do."""

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from db.errors import NewerDatabase, OlderDatabase, StorageError
from db.migrate import bundled_migrations

if TYPE_CHECKING:
    from db.open import Address


class DatabaseProblem(StorageError):
    """The database cannot be used as it is; the message says why and what to do."""


def known_version() -> int:
    """The schema version this release writes."""
    return len(bundled_migrations())


def check(path: Path, *, write: bool) -> None:
    """Raise DatabaseProblem unless the file at ``path`` opens, passes ``PRAGMA
    quick_check``, has no newer schema than this release and (``write``) takes a write.

    A missing file is fine (it is created on first use) when its directory exists. Nothing
    is changed when a check fails; the write probe commits the schema version unchanged.
    """
    if not path.exists():
        if not path.parent.is_dir():
            raise DatabaseProblem(
                f"{path}: the directory {path.parent} does not exist; create it, or set "
                "PRAETOR_DATABASE to a file in an existing directory"
            )
        if write and not os.access(path.parent, os.W_OK):
            raise DatabaseProblem(
                f"{path}: cannot create the database, the directory {path.parent} is not "
                "writable; give the bot's user write access to it"
            )
        return
    try:
        conn = sqlite3.connect(path, isolation_level=None)
    except sqlite3.Error as exc:
        raise DatabaseProblem(explain(exc, path)) from exc
    try:
        conn.execute("PRAGMA busy_timeout = 5000")
        found = [str(r[0]) for r in conn.execute("PRAGMA quick_check(5)")]
        if found != ["ok"]:
            raise DatabaseProblem(_damaged(path, "; ".join(found)))
        version = int(conn.execute("PRAGMA user_version").fetchone()[0])
        if version > known_version():
            raise DatabaseProblem(explain(NewerDatabase(version), path))
        if write:
            # an empty file is a new database: let its first page carry Storage's choice
            conn.execute("PRAGMA auto_vacuum = INCREMENTAL")
            conn.execute("BEGIN IMMEDIATE")
            conn.execute(f"PRAGMA user_version = {version}")
            conn.execute("COMMIT")
    except sqlite3.Error as exc:
        raise DatabaseProblem(explain(exc, path)) from exc
    finally:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        conn.close()


def _damaged(path: "Path | Address", detail: str) -> str:
    return (
        f"{path} is damaged ({detail}); stop every process using it, keep a copy, and restore "
        "the latest backup (or try `sqlite3 FILE .recover`)"
    )


def explain(exc: BaseException, path: "Path | Address") -> str:
    """One line for the operator: what is wrong with the database (the file, or the
    address of a server), and what to do."""
    if isinstance(exc, DatabaseProblem):
        return str(exc)
    if isinstance(exc, NewerDatabase):
        return (
            f"{path} was written by a newer Praetor (schema version {exc.version}, this "
            f"release knows {known_version()}); upgrade Praetor, or use a backup made by "
            "this release"
        )
    if isinstance(exc, OlderDatabase):
        return (
            f"{path} is at schema version {exc.version} and this release reads "
            f"{known_version()}; run praetor migrate first"
        )
    cause = exc if isinstance(exc, sqlite3.Error) else exc.__cause__
    if not isinstance(cause, sqlite3.Error):
        return f"{path}: {exc}"
    name = getattr(cause, "sqlite_errorname", "") or ""
    detail = str(cause)
    if name in ("SQLITE_NOTADB", "SQLITE_CORRUPT") or name.startswith("SQLITE_CORRUPT_"):
        return _damaged(path, detail)
    if name.startswith("SQLITE_READONLY"):
        return (
            f"{path} is read-only ({detail}); give the bot's user write access to the file "
            "and its directory"
        )
    if name == "SQLITE_FULL" or name.startswith("SQLITE_IOERR"):
        return (
            f"cannot write {path} ({detail}); the disk may be full: free some space, then try again"
        )
    if name.startswith("SQLITE_CANTOPEN"):
        return (
            f"cannot open {path} ({detail}); check that the file and its directory exist "
            "and that the bot's user may read and write them"
        )
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")):
        return f"{path} is locked by another process ({detail}); stop it and try again"
    return f"{path}: {detail}"
