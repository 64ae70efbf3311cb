"""Errors the service raises for bad requests. Each carries a catalogue key
(`error.<key>`) and its parameters; the Discord layer turns them into short ephemeral
replies. Rules refusals are `bot.engine.IllegalAction`."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pydantic import ValidationError


class PraetorError(Exception):
    key = "generic"

    def __init__(self, key: str | None = None, **params: object) -> None:
        self.key = key or type(self).key
        self.params = params
        super().__init__(self.key)


class GameNotFound(PraetorError):
    key = "game_not_found"


class NotYourSeat(PraetorError):
    key = "not_in_game"


class StaleState(PraetorError):
    key = "stale"


class LobbyError(PraetorError):
    key = "lobby"


class GamePaused(PraetorError):
    key = "paused"


class NotAllowed(PraetorError):
    key = "not_allowed"


class StorageFull(PraetorError):
    """The server's disk (or the database's size limit) is full: what the player did was
    not saved (`storage_full`), or, after their move was saved, the computer players'
    answers were not (`storage_full_after`). An operational condition for the host, not
    a bug."""

    key = "storage_full"


#: PostgreSQL's SQLSTATE for a full disk (class 53, insufficient resources: disk_full)
_PG_DISK_FULL = "53100"


def is_storage_full(error: BaseException) -> bool:
    """Whether `error` is SQLite's SQLITE_FULL ("database or disk is full") or PostgreSQL's
    disk_full (SQLSTATE 53100, as the driver's error carries it)."""
    import sqlite3  # here: `praetor --version` needs no database

    if getattr(error, "sqlstate", None) == _PG_DISK_FULL:
        return True
    if not isinstance(error, sqlite3.OperationalError):
        return False
    code = getattr(error, "sqlite_errorcode", None)
    return code == sqlite3.SQLITE_FULL or "database or disk is full" in str(error)


def validation_text(exc: ValidationError) -> str:
    """The first thing pydantic refused in a request (an option, an action), briefly."""
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])
