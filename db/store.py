"""What the service asks of its storage, whichever database keeps it.

`db.storage.Storage` (SQLite, one process) and `db.postgres.PgStorage` (PostgreSQL, any
number of processes) both answer this; `db.open.open_storage` picks one by the address.
Each method's contract is written on `Storage`'s; where PostgreSQL differs, on
`PgStorage`'s.
"""

from collections.abc import Iterable, Sequence
from types import TracebackType
from typing import Protocol, Self

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


class Store(Protocol):
    """Games, their logs, outbox, deadlines and user notes."""

    async def close(self) -> None: ...

    async def __aenter__(self) -> Self: ...

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None: ...

    async def create_game(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        options_json: str,
        seat_count: int,
        seats: Iterable[str],
        seed: int,
        now: float,
        settings_json: str | None = None,
    ) -> int: ...

    async def set_lobby_options(self, game_id: int, options_json: str, now: float) -> None: ...

    async def get_game(self, game_id: int) -> GameRow | None: ...

    async def load_game(
        self, game_id: int, *, deadlines: bool = False
    ) -> tuple[GameRow | None, list[SeatRow], list[DeadlineRow], tuple[int, str | None]]: ...

    async def games_in_channel(
        self, channel_id: int, statuses: Sequence[str] = ("lobby", "active")
    ) -> list[GameRow]: ...

    async def games_with_status(self, status: str) -> list[GameRow]: ...

    async def count_games(self) -> int: ...

    async def set_status(self, game_id: int, status: str, now: float) -> None: ...

    async def abandon_game(self, game_id: int, outbox: Sequence[NewOutbox], now: float) -> None: ...

    async def set_paused(self, game_id: int, paused: bool) -> None: ...

    async def seats(self, game_id: int) -> list[SeatRow]: ...

    async def set_seat_user(
        self,
        game_id: int,
        seat: str,
        user_id: int | None,
        *,
        is_bot: bool = False,
        bot_level: str | None = None,
        now: float,
    ) -> None: ...

    async def seat_of(self, game_id: int, user_id: int) -> str | None: ...

    async def start_game(
        self,
        game_id: int,
        *,
        state_json: str,
        events: Sequence[NewEvent],
        outbox: Sequence[NewOutbox],
        deadlines: Sequence[NewDeadline],
        now: float,
    ) -> int: ...

    async def save_move(
        self,
        game_id: int,
        *,
        expected_version: int,
        state_json: str,
        action: NewAction,
        events: Sequence[NewEvent],
        outbox: Sequence[NewOutbox],
        deadlines: Sequence[NewDeadline] | None,
        status: str | None = None,
        now: float,
    ) -> int: ...

    async def truncate_after(
        self,
        game_id: int,
        seq: int,
        *,
        expected_version: int,
        state_json: str,
        deadlines: Sequence[NewDeadline] | None = None,
        status: str | None = None,
        outbox: Sequence[NewOutbox] = (),
        gm: GmEntry | None = None,
        now: float,
    ) -> int: ...

    async def load_actions(self, game_id: int) -> list[ActionRow]: ...

    async def load_events(self, game_id: int, since_seq: int = 0) -> list[EventRow]: ...

    async def enqueue(self, game_id: int, rows: Sequence[NewOutbox], now: float) -> None: ...

    async def due_outbox(self, now: float, limit: int = 50) -> list[OutboxRow]: ...

    async def mark_delivered(self, outbox_id: int, now: float) -> None: ...

    async def mark_sending(
        self, outbox_id: int, now: float, *, delivered: tuple[int, float] | None = None
    ) -> bool: ...

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float) -> None: ...

    async def undelivered_count(self) -> int: ...

    async def deadlines(self, game_id: int) -> list[DeadlineRow]: ...

    async def due_deadlines(self, now: float) -> list[DeadlineRow]: ...

    async def due_reminders(self, now: float) -> list[DeadlineRow]: ...

    async def remind(
        self, game_id: int, decision_key: str, outbox: Sequence[NewOutbox], now: float
    ) -> bool: ...

    async def hold_reminder(self, game_id: int, decision_key: str) -> None: ...

    async def delete_deadline(self, game_id: int, decision_key: str) -> None: ...

    async def next_wakeup(self) -> float | None: ...

    async def game_settings(self, game_id: int) -> tuple[int, str | None]: ...

    async def settings_of(self, game_ids: Sequence[int]) -> dict[int, str]: ...

    async def save_settings(
        self, game_id: int, settings: NewSettings, now: float, outbox: Sequence[NewOutbox] = ()
    ) -> int: ...

    async def log_gm(
        self,
        game_id: int,
        user_id: int | None,
        action: str,
        detail_json: str,
        now: float,
        outbox: Sequence[NewOutbox] = (),
        *,
        settings: NewSettings | None = None,
        paused: bool | None = None,
        shift: float = 0.0,
        shift_keys: Sequence[str] | None = None,
        seat: SeatChange | None = None,
    ) -> int: ...

    async def gm_log(self, game_id: int) -> list[tuple[float, int | None, str, str]]: ...

    async def set_dm_closed(self, user_id: int, closed: bool, now: float) -> None: ...

    async def dm_closed(self, user_id: int) -> bool: ...

    async def set_user_locale(self, user_id: int, locale: str, now: float) -> None: ...

    async def user_locale(self, user_id: int) -> str | None: ...

    async def private_thread(self, game_id: int, user_id: int) -> int | None: ...

    async def game_threads(self, game_id: int) -> set[int]: ...

    async def set_private_thread(self, game_id: int, user_id: int, thread_id: int) -> None: ...

    async def get_message(self, game_id: int, key: str) -> MessageRow | None: ...

    async def set_message(
        self, game_id: int, key: str, channel_id: int, message_id: int, text: str | None = None
    ) -> None: ...

    async def superseded(self, row: OutboxRow) -> bool: ...

    async def events_of_phase(self, game_id: int) -> list[str]: ...

    async def seats_acted_in_phase(self, game_id: int) -> set[str]: ...

    async def prune_delivered(self, before: float, limit: int = 5000) -> int: ...

    async def games_to_compact(self, before: float, limit: int = 50) -> list[int]: ...

    async def compact_game(self, game_id: int, now: float) -> bool: ...

    async def incremental_vacuum(self, pages: int | None = None) -> int: ...

    async def use_incremental_vacuum(self) -> bool: ...
