"""Plain rows read back from storage."""

from dataclasses import dataclass
from typing import Any, Protocol


class Row(Protocol):
    """A row as a driver returns it, read by column name (sqlite3's, asyncpg's)."""

    def __getitem__(self, key: str, /) -> Any: ...


@dataclass(frozen=True, slots=True)
class GameRow:
    id: int
    game: str
    guild_id: int | None
    channel_id: int
    creator_id: int
    status: str
    options_json: str
    seed: int
    seat_count: int
    state_json: str | None
    version: int
    paused: bool
    created_at: float
    updated_at: float

    @classmethod
    def of(cls, r: Row) -> "GameRow":
        return cls(
            r["id"],
            r["game"],
            r["guild_id"],
            r["channel_id"],
            r["creator_id"],
            r["status"],
            r["options_json"],
            r["seed"],
            r["seat_count"],
            r["state_json"],
            r["version"],
            bool(r["paused"]),
            r["created_at"],
            r["updated_at"],
        )


@dataclass(frozen=True, slots=True)
class SeatRow:
    game_id: int
    seat: str
    user_id: int | None
    is_bot: bool
    bot_level: str | None
    joined_at: float | None
    #: the Discord language of the seat's player, as last seen (None: not known)
    locale: str | None = None

    @classmethod
    def of(cls, r: Row) -> "SeatRow":
        return cls(
            r["game_id"],
            r["seat"],
            r["user_id"],
            bool(r["is_bot"]),
            r["bot_level"],
            r["joined_at"],
            r["locale"],
        )


@dataclass(frozen=True, slots=True)
class ActionRow:
    game_id: int
    seq: int
    seat: str
    user_id: int | None
    action_json: str
    checkpoint: bool
    created_at: float

    @classmethod
    def of(cls, r: Row) -> "ActionRow":
        return cls(
            r["game_id"],
            r["seq"],
            r["seat"],
            r["user_id"],
            r["action_json"],
            bool(r["checkpoint"]),
            r["created_at"],
        )


@dataclass(frozen=True, slots=True)
class EventRow:
    game_id: int
    seq: int
    idx: int
    kind: str
    visibility: str
    seats_json: str
    event_json: str

    @classmethod
    def of(cls, r: Row) -> "EventRow":
        return cls(
            r["game_id"],
            r["seq"],
            r["idx"],
            r["kind"],
            r["visibility"],
            r["seats_json"],
            r["event_json"],
        )


@dataclass(frozen=True, slots=True)
class OutboxRow:
    id: int
    game_id: int
    target: str
    seat: str | None
    channel_id: int | None
    payload_json: str
    created_at: float
    attempts: int
    next_attempt_at: float
    delivered_at: float | None
    last_error: str | None
    edit_key: str | None = None  # a message edited in place (migration 0002)
    sending_at: float | None = None  # when delivery last began to send it (migration 0005)

    @classmethod
    def of(cls, r: Row) -> "OutboxRow":
        return cls(
            r["id"],
            r["game_id"],
            r["target"],
            r["seat"],
            r["channel_id"],
            r["payload_json"],
            r["created_at"],
            r["attempts"],
            r["next_attempt_at"],
            r["delivered_at"],
            r["last_error"],
            r["edit_key"],
            r["sending_at"],
        )


@dataclass(frozen=True, slots=True)
class DeadlineRow:
    game_id: int
    decision_key: str
    seat: str
    due_at: float
    remind_at: float | None
    reminded: bool
    default_json: str | None

    @classmethod
    def of(cls, r: Row) -> "DeadlineRow":
        return cls(
            r["game_id"],
            r["decision_key"],
            r["seat"],
            r["due_at"],
            r["remind_at"],
            bool(r["reminded"]),
            r["default_json"],
        )


@dataclass(frozen=True, slots=True)
class MessageRow:
    game_id: int
    key: str
    channel_id: int
    message_id: int
    #: the text a prompt's message was sent with (migration 0006; None for another message)
    text: str | None = None

    @classmethod
    def of(cls, r: Row) -> "MessageRow":
        return cls(r["game_id"], r["key"], r["channel_id"], r["message_id"], r["text"])
