"""Praetor's storage: SQLite through aiosqlite (or PostgreSQL through asyncpg, `db.postgres`),
JSON text in, plain rows out."""

from db.errors import (
    GameMissing,
    NewerDatabase,
    OlderDatabase,
    SeatTaken,
    StaleVersion,
    StorageError,
)
from db.new_rows import (
    GmEntry,
    NewAction,
    NewDeadline,
    NewEvent,
    NewOutbox,
    NewSettings,
    SeatChange,
)
from db.rows import ActionRow, DeadlineRow, EventRow, GameRow, MessageRow, OutboxRow, SeatRow
from db.storage import Storage
from db.store import Store

__all__ = [
    "ActionRow",
    "DeadlineRow",
    "EventRow",
    "GameMissing",
    "GameRow",
    "GmEntry",
    "MessageRow",
    "NewAction",
    "NewDeadline",
    "NewEvent",
    "NewOutbox",
    "NewSettings",
    "NewerDatabase",
    "OlderDatabase",
    "OutboxRow",
    "SeatChange",
    "SeatRow",
    "SeatTaken",
    "StaleVersion",
    "Storage",
    "StorageError",
    "Store",
]
