"""The PostgreSQL storage behind Praetor: the same games, logs, outbox and deadlines as
`db.storage.Storage`, shared by any number of bot processes.

Every write is one transaction on a pooled connection (asyncpg), guarded as on SQLite: a
move names the version it read (StaleVersion otherwise), settings theirs. What SQLite's
single process never needed, several processes do:

- the outbox and deadline workers *claim* what they handle (``claimed_by``/``claimed_until``,
  migration 0008): a lease of LEASE_SECONDS, renewed as delivery begins each row and
  given back when a send fails. A process that dies leaves its claims to expire; another
  process takes the rows then. Outbox rows and deadlines are claimed game by game (no
  process takes a game's rows while another holds some), so a game's messages keep their
  order and one process at a time closes a game's decisions;
- a move is one statement, a round trip to the server costing more than SQLite's whole
  transaction;
- migrations run under an advisory lock, so processes starting together apply each once.
"""

import contextlib
import os
import socket
import uuid
from collections.abc import AsyncIterator, Iterable, Sequence
from types import TracebackType
from typing import Any, Self

import asyncpg

from db.errors import (
    GameMissing,
    NewerDatabase,
    OlderDatabase,
    SeatTaken,
    StaleVersion,
    StorageError,
)
from db.migrate import Migration, bundled_migrations
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

#: how long a claim on an outbox row or a deadline holds before another process may take it;
#: longer than delivery's nonce window (120 s), so that a row a dead process began to send is
#: looked for on Discord by the process that takes it over, never sent again blind
LEASE_SECONDS = 180.0
#: the advisory locks (arbitrary keys of this application): migrations, outbox claims
_MIGRATION_LOCK = 0x5072_6165_746F_7201
_OUTBOX_CLAIM_LOCK = 0x5072_6165_746F_7202
_DEADLINE_CLAIM_LOCK = 0x5072_6165_746F_7203

_GAME_DEADLINES = "SELECT * FROM deadlines WHERE game_id = $1 ORDER BY due_at, decision_key"
_SETTINGS = "SELECT version, settings_json FROM game_settings WHERE game_id = $1"
_GAME_AND_SETTINGS = (
    "SELECT g.*, s.version AS settings_version, s.settings_json AS settings_text"
    " FROM games g LEFT JOIN game_settings s ON s.game_id = g.id WHERE g.id = $1"
)
_SEATS = (
    "SELECT s.*, u.locale FROM seats s LEFT JOIN users u ON u.user_id = s.user_id"
    " WHERE s.game_id = $1 ORDER BY s.rowid"
)
_ACTIVE_GAME = "JOIN games g ON g.id = d.game_id WHERE g.status = 'active' AND g.paused = 0"

#: claim due rows of games no other process holds rows of, in id order (one claimer at a
#: time: the advisory lock); the outer condition is checked again on a row changed since
_CLAIM_OUTBOX = """
WITH picked AS MATERIALIZED (
    SELECT o.id FROM outbox o
    WHERE o.delivered_at IS NULL AND o.next_attempt_at <= $1
      AND NOT EXISTS (
        SELECT 1 FROM outbox p
        WHERE p.game_id = o.game_id AND p.delivered_at IS NULL
          AND p.claimed_by <> $3 AND p.claimed_until > $1)
    ORDER BY o.id LIMIT $2
    FOR UPDATE OF o SKIP LOCKED)
UPDATE outbox SET claimed_by = $3, claimed_until = $4
FROM picked
WHERE outbox.id = picked.id AND outbox.delivered_at IS NULL
  AND (outbox.claimed_until IS NULL OR outbox.claimed_until <= $1 OR outbox.claimed_by = $3)
RETURNING outbox.*
"""

#: the same for due deadlines: those of games no other process holds a deadline of
_CLAIM_DEADLINES = f"""
WITH picked AS MATERIALIZED (
    SELECT d.game_id, d.decision_key FROM deadlines d {_ACTIVE_GAME}
      AND d.due_at <= $1
      AND NOT EXISTS (
        SELECT 1 FROM deadlines p
        WHERE p.game_id = d.game_id AND p.claimed_by <> $2 AND p.claimed_until > $1)
    FOR UPDATE OF d SKIP LOCKED)
UPDATE deadlines SET claimed_by = $2, claimed_until = $3
FROM picked
WHERE deadlines.game_id = picked.game_id AND deadlines.decision_key = picked.decision_key
RETURNING deadlines.*
"""

#: a move in one statement: the version bump and, only if it matched, the action, events,
#: outbox rows and (unless $19) the game's deadlines, from parallel arrays. The deadlines are
#: written as SQLite's delete-and-insert leaves them: the listed ones upserted (a clock that
#: runs on keeping its reminder sent, even by another process since this one read it), the
#: others deleted, all of them with the claim the game's deadlines had
_SAVE_MOVE = """
WITH bumped AS (
    UPDATE games SET state_json = $3, version = $2 + 1, status = COALESCE($4, status),
        updated_at = $5
    WHERE id = $1 AND version = $2
    RETURNING id, channel_id
), act AS (
    INSERT INTO actions (game_id, seq, seat, user_id, action_json, checkpoint, created_at)
    SELECT id, $2 + 1, $6, $7, $8, $9, $5 FROM bumped
), ev AS (
    INSERT INTO events (game_id, seq, idx, kind, visibility, seats_json, event_json)
    SELECT b.id, $2 + 1, (e.n - 1)::int, e.kind, e.visibility, e.seats_json, e.event_json
    FROM bumped b,
        unnest($10::text[], $11::text[], $12::text[], $13::text[])
        WITH ORDINALITY AS e(kind, visibility, seats_json, event_json, n)
), ob AS (
    INSERT INTO outbox (game_id, target, seat, channel_id, payload_json, created_at,
        next_attempt_at, edit_key)
    SELECT b.id, o.target, o.seat,
        COALESCE(o.channel_id, CASE WHEN o.target = 'channel' THEN b.channel_id END),
        o.payload_json, $5, $5, o.edit_key
    FROM bumped b,
        unnest($14::text[], $15::text[], $16::bigint[], $17::text[], $18::text[])
        WITH ORDINALITY AS o(target, seat, channel_id, payload_json, edit_key, n)
    ORDER BY o.n
), held AS (
    SELECT claimed_by, claimed_until FROM deadlines
    WHERE game_id = $1 AND claimed_by IS NOT NULL
    ORDER BY claimed_until DESC LIMIT 1
), gone AS (
    DELETE FROM deadlines
    WHERE NOT $19 AND game_id IN (SELECT id FROM bumped) AND decision_key <> ALL($20::text[])
), clocks AS (
    INSERT INTO deadlines AS d (game_id, decision_key, seat, due_at, remind_at, default_json,
        reminded, claimed_by, claimed_until)
    SELECT b.id, c.decision_key, c.seat, c.due_at, c.remind_at, c.default_json, c.reminded,
        (SELECT claimed_by FROM held), (SELECT claimed_until FROM held)
    FROM bumped b,
        unnest($20::text[], $21::text[], $22::float8[], $23::float8[], $24::text[],
            $25::int[]) AS c(decision_key, seat, due_at, remind_at, default_json, reminded)
    WHERE NOT $19
    ON CONFLICT (game_id, decision_key) DO UPDATE SET
        seat = excluded.seat, due_at = excluded.due_at, remind_at = excluded.remind_at,
        default_json = excluded.default_json,
        reminded = CASE WHEN d.reminded = 1 AND d.seat = excluded.seat
            AND d.due_at = excluded.due_at THEN 1 ELSE excluded.reminded END,
        claimed_by = excluded.claimed_by, claimed_until = excluded.claimed_until
)
SELECT id FROM bumped
"""

_PG_ERRORS = (asyncpg.PostgresError, asyncpg.InterfaceError, OSError)


def pg_migrations() -> list[Migration]:
    """PostgreSQL's migrations (``db/migrations_pg``), numbered as SQLite's."""
    return bundled_migrations("db.migrations_pg")


class PgStorage:
    """Games, their logs, outbox, deadlines and user notes in one PostgreSQL database.

    A pool of connections: reads run side by side, each write is one transaction. The
    methods and their contracts are `db.storage.Storage`'s (`db.store.Store`)."""

    def __init__(self, pool: Any, *, readonly: bool = False) -> None:
        self._pool = pool
        self._readonly = readonly
        #: who claims rows: this process (host, pid) and this storage
        self.owner = f"{socket.gethostname()}:{os.getpid()}:{uuid.uuid4().hex[:8]}"

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 10) -> "PgStorage":
        """Connect and apply pending migrations (one process at a time)."""
        pool = await _pool(url, pool_size)
        try:
            async with pool.acquire() as conn:
                await _migrate(conn, pg_migrations())
        except BaseException:
            await pool.close()
            raise
        return cls(pool)

    @classmethod
    async def open_readonly(cls, url: str) -> "PgStorage":
        """Connect in read-only transactions, applying no migration: a database at another
        schema version than this release's is refused (NewerDatabase, OlderDatabase)."""
        pool = await _pool(url, 2, readonly=True)
        try:
            async with pool.acquire() as conn:
                version, known = await _schema_version(conn), len(pg_migrations())
            if version > known:
                raise NewerDatabase(version, known)
            if version < known:
                raise OlderDatabase(version)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, readonly=True)

    async def close(self) -> None:
        """Give back what this storage claimed and did not finish (another process takes
        it at once, not after the lease), then disconnect."""
        if not self._readonly:
            with contextlib.suppress(*_PG_ERRORS):
                async with self._tx() as conn:
                    for table in ("outbox", "deadlines"):
                        await conn.execute(
                            f"UPDATE {table} SET claimed_by = NULL, claimed_until = NULL"
                            " WHERE claimed_by = $1",
                            self.owner,
                        )
        await self._pool.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    # -- connections and transactions ------------------------------------------------------

    @contextlib.asynccontextmanager
    async def _tx(self) -> AsyncIterator[Any]:
        """One transaction on a pooled connection: COMMIT, or ROLLBACK if the block raises
        (a broken constraint is a StorageError, as on SQLite)."""
        async with self._pool.acquire() as conn:
            try:
                async with conn.transaction():
                    yield conn
            except asyncpg.IntegrityConstraintViolationError as exc:
                raise StorageError(str(exc)) from exc

    async def _rows(self, sql: str, *params: object) -> list[Any]:
        async with self._pool.acquire() as conn:
            return list(await conn.fetch(sql, *params))

    async def _row(self, sql: str, *params: object) -> Any:
        async with self._pool.acquire() as conn:
            return await conn.fetchrow(sql, *params)

    async def _value(self, sql: str, *params: object) -> Any:
        async with self._pool.acquire() as conn:
            return await conn.fetchval(sql, *params)

    # -- games -----------------------------------------------------------------------------

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
    ) -> int:
        async with self._tx() as conn:
            game_id = int(
                await conn.fetchval(
                    "INSERT INTO games (game, guild_id, channel_id, creator_id, status,"
                    " options_json, seed, seat_count, created_at, updated_at)"
                    " VALUES ($1, $2, $3, $4, 'lobby', $5, $6, $7, $8, $8) RETURNING id",
                    game,
                    guild_id,
                    channel_id,
                    creator_id,
                    options_json,
                    seed,
                    seat_count,
                    now,
                )
            )
            names = list(seats)
            if names:
                await conn.executemany(
                    "INSERT INTO seats (game_id, seat) VALUES ($1, $2)",
                    [(game_id, s) for s in names],
                )
            if settings_json is not None:
                await conn.execute(
                    "INSERT INTO game_settings (game_id, settings_json, updated_at)"
                    " VALUES ($1, $2, $3)",
                    game_id,
                    settings_json,
                    now,
                )
        return game_id

    async def set_lobby_options(self, game_id: int, options_json: str, now: float) -> None:
        async with self._tx() as conn:
            status = await conn.execute(
                "UPDATE games SET options_json = $1, updated_at = $2"
                " WHERE id = $3 AND status = 'lobby'",
                options_json,
                now,
                game_id,
            )
            if _count(status) == 0:
                raise GameMissing(game_id)

    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._row("SELECT * FROM games WHERE id = $1", game_id)
        return GameRow.of(row) if row is not None else None

    async def load_game(
        self, game_id: int, *, deadlines: bool = False
    ) -> tuple[GameRow | None, list[SeatRow], list[DeadlineRow], tuple[int, str | None]]:
        """As on SQLite: the game with its settings in one query, its seats and deadlines
        after (no snapshot across them: a move saved in between moves the version, and a
        move built on these reads is refused by the version guard)."""
        async with self._pool.acquire() as conn:
            row = await conn.fetchrow(_GAME_AND_SETTINGS, game_id)
            if row is None:
                return None, [], [], (0, None)
            seats = await conn.fetch(_SEATS, game_id)
            due = await conn.fetch(_GAME_DEADLINES, game_id) if deadlines else []
        kept = row["settings_version"]
        return (
            GameRow.of(row),
            [SeatRow.of(r) for r in seats],
            [DeadlineRow.of(r) for r in due],
            (int(kept), str(row["settings_text"])) if kept is not None else (0, None),
        )

    async def games_in_channel(
        self, channel_id: int, statuses: Sequence[str] = ("lobby", "active")
    ) -> list[GameRow]:
        rows = await self._rows(
            "SELECT * FROM games WHERE channel_id = $1 AND status = ANY($2::text[]) ORDER BY id",
            channel_id,
            list(statuses),
        )
        return [GameRow.of(r) for r in rows]

    async def games_with_status(self, status: str) -> list[GameRow]:
        rows = await self._rows("SELECT * FROM games WHERE status = $1 ORDER BY id", status)
        return [GameRow.of(r) for r in rows]

    async def count_games(self) -> int:
        return int(await self._value("SELECT COUNT(*) FROM games"))

    async def set_status(self, game_id: int, status: str, now: float) -> None:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE games SET status = $1, updated_at = $2 WHERE id = $3", status, now, game_id
            )
            if _count(done) == 0:
                raise GameMissing(game_id)

    async def abandon_game(self, game_id: int, outbox: Sequence[NewOutbox], now: float) -> None:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE games SET status = 'abandoned', updated_at = $1"
                " WHERE id = $2 AND status IN ('lobby', 'active')",
                now,
                game_id,
            )
            if _count(done) == 0:
                await _require_game(conn, game_id)
                raise StaleVersion(f"game {game_id} is not running")
            await _insert_outbox(conn, game_id, outbox, now)

    async def set_paused(self, game_id: int, paused: bool) -> None:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE games SET paused = $1 WHERE id = $2", int(paused), game_id
            )
            if _count(done) == 0:
                raise GameMissing(game_id)

    # -- seats -----------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        return [SeatRow.of(r) for r in await self._rows(_SEATS, game_id)]

    async def set_seat_user(
        self,
        game_id: int,
        seat: str,
        user_id: int | None,
        *,
        is_bot: bool = False,
        bot_level: str | None = None,
        now: float,
    ) -> None:
        async with self._tx() as conn:
            await _change_seat(conn, game_id, SeatChange(seat, user_id, is_bot, bot_level), now)

    async def seat_of(self, game_id: int, user_id: int) -> str | None:
        row = await self._row(
            "SELECT seat FROM seats WHERE game_id = $1 AND user_id = $2", game_id, user_id
        )
        return str(row[0]) if row is not None else None

    # -- moves -----------------------------------------------------------------------------

    async def start_game(
        self,
        game_id: int,
        *,
        state_json: str,
        events: Sequence[NewEvent],
        outbox: Sequence[NewOutbox],
        deadlines: Sequence[NewDeadline],
        now: float,
    ) -> int:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE games SET status = 'active', state_json = $1, version = 1,"
                " updated_at = $2 WHERE id = $3 AND version = 0 AND status = 'lobby'",
                state_json,
                now,
                game_id,
            )
            if _count(done) == 0:
                await _require_game(conn, game_id)
                raise StaleVersion(f"game {game_id} has already started")
            await _write_effects(conn, game_id, 1, events, outbox, deadlines, now)
        return 1

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
    ) -> int:
        """As on SQLite, in one statement (one trip to the server: `_SAVE_MOVE`)."""
        version = expected_version + 1
        keep = deadlines is None
        clocks = deadlines or ()
        async with self._pool.acquire() as conn:
            try:
                saved = await conn.fetchval(
                    _SAVE_MOVE,
                    game_id,
                    expected_version,
                    state_json,
                    status,
                    now,
                    action.seat,
                    action.user_id,
                    action.action_json,
                    int(action.checkpoint),
                    [e.kind for e in events],
                    [e.visibility for e in events],
                    [e.seats_json for e in events],
                    [e.event_json for e in events],
                    [o.target for o in outbox],
                    [o.seat for o in outbox],
                    [o.channel_id for o in outbox],
                    [o.payload_json for o in outbox],
                    [o.edit_key for o in outbox],
                    keep,
                    [d.decision_key for d in clocks],
                    [d.seat for d in clocks],
                    [d.due_at for d in clocks],
                    [d.remind_at for d in clocks],
                    [d.default_json for d in clocks],
                    [int(d.reminded) for d in clocks],
                )
            except asyncpg.IntegrityConstraintViolationError as exc:
                raise StorageError(str(exc)) from exc
            if saved is None:
                actual = await _require_game(conn, game_id)
                raise StaleVersion(f"game {game_id} is at version {actual}, not {expected_version}")
        return version

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
    ) -> int:
        if not 1 <= seq <= expected_version:
            raise StorageError(f"cannot truncate game {game_id} to {seq}")
        version = expected_version + 1
        async with self._tx() as conn:
            await _bump_version(conn, game_id, expected_version, version, state_json, status, now)
            await conn.execute("DELETE FROM actions WHERE game_id = $1 AND seq > $2", game_id, seq)
            await conn.execute("DELETE FROM events WHERE game_id = $1 AND seq > $2", game_id, seq)
            await _write_effects(conn, game_id, version, (), outbox, deadlines, now)
            if gm is not None:
                await _insert_gm(conn, game_id, gm, now)
        return version

    async def load_actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._rows("SELECT * FROM actions WHERE game_id = $1 ORDER BY seq", game_id)
        return [ActionRow.of(r) for r in rows]

    async def load_events(self, game_id: int, since_seq: int = 0) -> list[EventRow]:
        rows = await self._rows(
            "SELECT * FROM events WHERE game_id = $1 AND seq > $2 ORDER BY seq, idx",
            game_id,
            since_seq,
        )
        return [EventRow.of(r) for r in rows]

    # -- outbox ----------------------------------------------------------------------------

    async def enqueue(self, game_id: int, rows: Sequence[NewOutbox], now: float) -> None:
        async with self._tx() as conn:
            await _require_game(conn, game_id)
            await _insert_outbox(conn, game_id, rows, now)

    async def due_outbox(self, now: float, limit: int = 50) -> list[OutboxRow]:
        """Claim and return up to ``limit`` due rows, oldest first: rows of games no other
        process holds a live claim on (so each game's rows go out in order, from one
        process at a time), and rows whose claimer's lease ran out (it died)."""
        async with self._tx() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _OUTBOX_CLAIM_LOCK)
            rows = await conn.fetch(_CLAIM_OUTBOX, now, limit, self.owner, now + LEASE_SECONDS)
        return sorted((OutboxRow.of(r) for r in rows), key=lambda r: r.id)

    async def mark_delivered(self, outbox_id: int, now: float) -> None:
        async with self._tx() as conn:
            await _mark_delivered(conn, outbox_id, now)

    async def mark_sending(
        self, outbox_id: int, now: float, *, delivered: tuple[int, float] | None = None
    ) -> bool:
        """As on SQLite, while this process still holds the row's claim, which is renewed
        for a whole lease; False when another process took the row over (this one's claim
        ran out before it came to send it: a stall longer than the lease)."""
        async with self._tx() as conn:
            if delivered is not None:
                await _mark_delivered(conn, *delivered)
            held = await conn.fetchval(
                "UPDATE outbox SET sending_at = COALESCE(sending_at, $1), claimed_until = $4"
                " WHERE id = $2 AND delivered_at IS NULL AND claimed_by = $3 RETURNING id",
                now,
                outbox_id,
                self.owner,
                now + LEASE_SECONDS,
            )
        return held is not None

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float) -> None:
        """As on SQLite, and the row's claim is given back: any process retries it."""
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = $1,"
                " next_attempt_at = $2, claimed_by = NULL, claimed_until = NULL"
                " WHERE id = $3 AND delivered_at IS NULL",
                error,
                retry_at,
                outbox_id,
            )

    async def undelivered_count(self) -> int:
        return int(await self._value("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL"))

    # -- deadlines (only for active, unpaused games) ----------------------------------------

    async def deadlines(self, game_id: int) -> list[DeadlineRow]:
        return [DeadlineRow.of(r) for r in await self._rows(_GAME_DEADLINES, game_id)]

    async def due_deadlines(self, now: float) -> list[DeadlineRow]:
        """Claim and return the due deadlines of the games no other process holds a live
        claim on (one process at a time closes a game's deadlines)."""
        async with self._tx() as conn:
            await conn.execute("SELECT pg_advisory_xact_lock($1)", _DEADLINE_CLAIM_LOCK)
            rows = await conn.fetch(_CLAIM_DEADLINES, now, self.owner, now + LEASE_SECONDS)
        found = [DeadlineRow.of(r) for r in rows]
        return sorted(found, key=lambda d: (d.due_at, d.game_id))

    async def due_reminders(self, now: float) -> list[DeadlineRow]:
        rows = await self._rows(
            f"SELECT d.* FROM deadlines d {_ACTIVE_GAME} AND d.reminded = 0"
            " AND d.remind_at <= $1 AND d.due_at > $1 ORDER BY d.remind_at, d.game_id",
            now,
        )
        return [DeadlineRow.of(r) for r in rows]

    async def remind(
        self, game_id: int, decision_key: str, outbox: Sequence[NewOutbox], now: float
    ) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE deadlines SET reminded = 1"
                " WHERE game_id = $1 AND decision_key = $2 AND reminded = 0",
                game_id,
                decision_key,
            )
            if _count(done) == 0:
                return False
            await _insert_outbox(conn, game_id, outbox, now)
        return True

    async def hold_reminder(self, game_id: int, decision_key: str) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "UPDATE deadlines SET remind_at = NULL"
                " WHERE game_id = $1 AND decision_key = $2 AND reminded = 0",
                game_id,
                decision_key,
            )

    async def delete_deadline(self, game_id: int, decision_key: str) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "DELETE FROM deadlines WHERE game_id = $1 AND decision_key = $2",
                game_id,
                decision_key,
            )

    async def next_wakeup(self) -> float | None:
        """As on SQLite; a row another process claims counts from when its lease ends."""
        value = await self._value(
            "SELECT MIN(t) FROM ("
            f" SELECT MIN({_after_claim('d.due_at', 'd.')}) AS t FROM deadlines d {_ACTIVE_GAME}"
            f" UNION ALL SELECT MIN(d.remind_at) FROM deadlines d {_ACTIVE_GAME}"
            "  AND d.reminded = 0"
            f" UNION ALL SELECT MIN({_after_claim('next_attempt_at', '')}) FROM outbox"
            "  WHERE delivered_at IS NULL) AS wakeups",
            self.owner,
        )
        return None if value is None else float(value)

    # -- async play: settings, game-master log, deadline shifts ------------------------------

    async def game_settings(self, game_id: int) -> tuple[int, str | None]:
        row = await self._row(_SETTINGS, game_id)
        return (int(row[0]), str(row[1])) if row is not None else (0, None)

    async def settings_of(self, game_ids: Sequence[int]) -> dict[int, str]:
        ids = sorted(set(game_ids))
        if not ids:
            return {}
        rows = await self._rows(
            "SELECT game_id, settings_json FROM game_settings WHERE game_id = ANY($1::bigint[])",
            ids,
        )
        return {int(r[0]): str(r[1]) for r in rows if r[1] is not None}

    async def save_settings(
        self, game_id: int, settings: NewSettings, now: float, outbox: Sequence[NewOutbox] = ()
    ) -> int:
        async with self._tx() as conn:
            await _require_game(conn, game_id)
            version = await _write_settings(conn, game_id, settings, now)
            await _insert_outbox(conn, game_id, outbox, now)
        return version

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
    ) -> int:
        async with self._tx() as conn:
            await _require_game(conn, game_id)
            if settings is not None:
                await _write_settings(conn, game_id, settings, now)
            if paused is not None:  # a pause or resume made once, by one process
                done = await conn.execute(
                    "UPDATE games SET paused = $1 WHERE id = $2 AND paused = $3",
                    int(paused),
                    game_id,
                    int(not paused),
                )
                if _count(done) == 0:
                    raise StaleVersion(f"game {game_id} is already {'un' * (not paused)}paused")
            moved = await _shift_deadlines(conn, game_id, shift, shift_keys) if shift else 0
            if seat is not None:
                await _change_seat(conn, game_id, seat, now)
            await _insert_gm(conn, game_id, GmEntry(user_id, action, detail_json), now)
            await _insert_outbox(conn, game_id, outbox, now)
        return moved

    async def gm_log(self, game_id: int) -> list[tuple[float, int | None, str, str]]:
        rows = await self._rows(
            "SELECT at, user_id, action, detail_json FROM gm_log WHERE game_id = $1 ORDER BY id",
            game_id,
        )
        return [(float(r[0]), r[1], str(r[2]), str(r[3])) for r in rows]

    # -- users and private threads -----------------------------------------------------------

    async def set_dm_closed(self, user_id: int, closed: bool, now: float) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, dm_closed, updated_at) VALUES ($1, $2, $3)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET dm_closed = excluded.dm_closed, updated_at = excluded.updated_at",
                user_id,
                int(closed),
                now,
            )

    async def dm_closed(self, user_id: int) -> bool:
        value = await self._value("SELECT dm_closed FROM users WHERE user_id = $1", user_id)
        return bool(value)

    async def set_user_locale(self, user_id: int, locale: str, now: float) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO users (user_id, locale, updated_at) VALUES ($1, $2, $3)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET locale = excluded.locale, updated_at = excluded.updated_at",
                user_id,
                locale,
                now,
            )

    async def user_locale(self, user_id: int) -> str | None:
        value = await self._value("SELECT locale FROM users WHERE user_id = $1", user_id)
        return None if value is None else str(value)

    async def private_thread(self, game_id: int, user_id: int) -> int | None:
        value = await self._value(
            "SELECT thread_id FROM private_threads WHERE game_id = $1 AND user_id = $2",
            game_id,
            user_id,
        )
        return None if value is None else int(value)

    async def game_threads(self, game_id: int) -> set[int]:
        rows = await self._rows("SELECT thread_id FROM private_threads WHERE game_id = $1", game_id)
        return {int(r[0]) for r in rows}

    async def set_private_thread(self, game_id: int, user_id: int, thread_id: int) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO private_threads (game_id, user_id, thread_id) VALUES ($1, $2, $3)"
                " ON CONFLICT (game_id, user_id) DO UPDATE SET thread_id = excluded.thread_id",
                game_id,
                user_id,
                thread_id,
            )

    # -- messages edited in place ------------------------------------------------------------

    async def get_message(self, game_id: int, key: str) -> MessageRow | None:
        row = await self._row(
            "SELECT * FROM messages WHERE game_id = $1 AND key = $2", game_id, key
        )
        return MessageRow.of(row) if row is not None else None

    async def set_message(
        self, game_id: int, key: str, channel_id: int, message_id: int, text: str | None = None
    ) -> None:
        async with self._tx() as conn:
            await conn.execute(
                "INSERT INTO messages (game_id, key, channel_id, message_id, text)"
                " VALUES ($1, $2, $3, $4, $5) ON CONFLICT (game_id, key) DO UPDATE"
                " SET channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " text = excluded.text",
                game_id,
                key,
                channel_id,
                message_id,
                text,
            )

    # -- the board and the phase summaries ---------------------------------------------------

    async def superseded(self, row: OutboxRow) -> bool:
        found = await self._value(
            "SELECT 1 FROM outbox WHERE game_id = $1 AND edit_key = $2 AND id > $3"
            " AND delivered_at IS NULL LIMIT 1",
            row.game_id,
            row.edit_key,
            row.id,
        )
        return found is not None

    async def events_of_phase(self, game_id: int) -> list[str]:
        """The events of the game from its last ``phase_start`` on (that move included), as
        stored (their JSON): a phase's summary reads nothing else of them."""
        rows = await self._rows(
            "SELECT event_json FROM events WHERE game_id = $1 AND seq >= (SELECT MAX(seq)"
            " FROM events WHERE game_id = $1 AND kind = 'phase_start') ORDER BY seq, idx",
            game_id,
        )
        return [r[0] for r in rows]

    async def seats_acted_in_phase(self, game_id: int) -> set[str]:
        rows = await self._rows(
            "SELECT DISTINCT seat FROM actions WHERE game_id = $1 AND seq > (SELECT"
            " COALESCE(MAX(seq), 0) FROM events WHERE game_id = $1 AND kind = 'phase_start')",
            game_id,
        )
        return {str(r["seat"]) for r in rows}

    # -- retention ---------------------------------------------------------------------------

    async def prune_delivered(self, before: float, limit: int = 5000) -> int:
        async with self._tx() as conn:
            done = await conn.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox"
                " WHERE delivered_at IS NOT NULL AND delivered_at < $1 ORDER BY id LIMIT $2)",
                before,
                limit,
            )
        return _count(done)

    async def games_to_compact(self, before: float, limit: int = 50) -> list[int]:
        rows = await self._rows(
            "SELECT id FROM games WHERE compacted_at IS NULL"
            " AND status IN ('finished', 'abandoned') AND updated_at < $1 ORDER BY id LIMIT $2",
            before,
            limit,
        )
        return [int(r[0]) for r in rows]

    async def compact_game(self, game_id: int, now: float) -> bool:
        async with self._tx() as conn:
            done = await conn.execute(
                "UPDATE games SET compacted_at = $1 WHERE id = $2 AND compacted_at IS NULL"
                " AND status IN ('finished', 'abandoned')",
                now,
                game_id,
            )
            if _count(done) == 0:
                return False
            await conn.execute(
                "DELETE FROM events WHERE game_id = $1 AND visibility != 'public'", game_id
            )
            await conn.execute("DELETE FROM deadlines WHERE game_id = $1", game_id)
        return True

    async def incremental_vacuum(self, pages: int | None = None) -> int:
        """Nothing to do: PostgreSQL's autovacuum gives freed space back for reuse."""
        return 0

    async def use_incremental_vacuum(self) -> bool:
        """Nothing to switch on PostgreSQL (autovacuum); returns False."""
        return False


# -- connecting and migrating ------------------------------------------------------------------


async def _pool(url: str, size: int, *, readonly: bool = False) -> Any:
    settings = {"default_transaction_read_only": "on"} if readonly else {}
    try:
        return await asyncpg.create_pool(url, min_size=1, max_size=size, server_settings=settings)
    except _PG_ERRORS as exc:
        raise StorageError(f"cannot connect to PostgreSQL: {exc}") from exc


async def _schema_version(conn: Any) -> int:
    """The version recorded in ``praetor_schema`` (0: a database Praetor never used)."""
    exists = await conn.fetchval("SELECT to_regclass('praetor_schema') IS NOT NULL")
    if not exists:
        return 0
    return int(await conn.fetchval("SELECT COALESCE(MAX(version), 0) FROM praetor_schema"))


async def _migrate(conn: Any, migrations: list[Migration]) -> int:
    """Apply the migrations newer than the database, each in one transaction, holding an
    advisory lock so that processes starting together apply each once; return how many."""
    await conn.execute("SELECT pg_advisory_lock($1)", _MIGRATION_LOCK)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS praetor_schema (version INTEGER NOT NULL)")
        current = await _schema_version(conn)
        if current > len(migrations):
            raise NewerDatabase(current, len(migrations))
        pending = migrations[current:]
        for m in pending:
            try:
                async with conn.transaction():
                    await conn.execute(m.sql)
                    await conn.execute("DELETE FROM praetor_schema")
                    await conn.execute("INSERT INTO praetor_schema VALUES ($1)", m.version)
            except asyncpg.PostgresError as exc:
                raise StorageError(f"migration {m.name} failed: {exc}") from exc
        return len(pending)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", _MIGRATION_LOCK)


# -- statements run inside a transaction --------------------------------------------------------


def _after_claim(column: str, prefix: str) -> str:
    """When a row is due (``column``), or after the lease of another process's claim ($1:
    this storage's owner)."""
    return (
        f"CASE WHEN {prefix}claimed_by IS NULL OR {prefix}claimed_by = $1 THEN {column}"
        f" ELSE GREATEST({column}, {prefix}claimed_until) END"
    )


def _count(status: str) -> int:
    """The rows a statement touched, from its status ("UPDATE 1", "INSERT 0 3")."""
    return int(status.rsplit(" ", 1)[-1])


async def _require_game(conn: Any, game_id: int) -> int:
    """Return the game's version, or raise GameMissing."""
    version = await conn.fetchval("SELECT version FROM games WHERE id = $1", game_id)
    if version is None:
        raise GameMissing(game_id)
    return int(version)


async def _bump_version(
    conn: Any,
    game_id: int,
    expected: int,
    version: int,
    state_json: str,
    status: str | None,
    now: float,
) -> None:
    done = await conn.execute(
        "UPDATE games SET state_json = $1, version = $2, status = COALESCE($3, status),"
        " updated_at = $4 WHERE id = $5 AND version = $6",
        state_json,
        version,
        status,
        now,
        game_id,
        expected,
    )
    if _count(done) == 0:
        actual = await _require_game(conn, game_id)
        raise StaleVersion(f"game {game_id} is at version {actual}, not {expected}")


async def _write_settings(conn: Any, game_id: int, settings: NewSettings, now: float) -> int:
    if settings.expected_version == 0:
        done = await conn.execute(
            "INSERT INTO game_settings (game_id, settings_json, updated_at, version)"
            " VALUES ($1, $2, $3, 1) ON CONFLICT (game_id) DO NOTHING",
            game_id,
            settings.settings_json,
            now,
        )
    else:
        done = await conn.execute(
            "UPDATE game_settings SET settings_json = $1, updated_at = $2,"
            " version = version + 1 WHERE game_id = $3 AND version = $4",
            settings.settings_json,
            now,
            game_id,
            settings.expected_version,
        )
    if _count(done) == 0:
        raise StaleVersion(
            f"settings of game {game_id} are no longer at version {settings.expected_version}"
        )
    return settings.expected_version + 1


async def _shift_deadlines(
    conn: Any, game_id: int, seconds: float, decision_keys: Sequence[str] | None
) -> int:
    sql = "UPDATE deadlines SET due_at = due_at + $1, remind_at = remind_at + $1 WHERE game_id = $2"
    params: list[object] = [seconds, game_id]
    if decision_keys is not None:
        sql += " AND decision_key = ANY($3::text[])"
        params.append(list(decision_keys))
    return _count(await conn.execute(sql, *params))


async def _change_seat(conn: Any, game_id: int, change: SeatChange, now: float) -> None:
    taken = change.user_id is not None or change.is_bot
    try:
        # a savepoint: a refused seat leaves the transaction usable for the caller's
        # other writes, as SQLite's failed statement does
        async with conn.transaction():
            done = await conn.execute(
                "UPDATE seats SET user_id = $1, is_bot = $2, bot_level = $3, joined_at = $4"
                " WHERE game_id = $5 AND seat = $6",
                change.user_id,
                int(change.is_bot),
                change.bot_level,
                now if taken else None,
                game_id,
                change.seat,
            )
    except asyncpg.UniqueViolationError as exc:
        raise SeatTaken(f"user {change.user_id} already holds a seat in game {game_id}") from exc
    if _count(done) == 0:
        await _require_game(conn, game_id)
        raise StorageError(f"game {game_id} has no seat {change.seat!r}")


async def _insert_gm(conn: Any, game_id: int, entry: GmEntry, now: float) -> None:
    await conn.execute(
        "INSERT INTO gm_log (game_id, at, user_id, action, detail_json)"
        " VALUES ($1, $2, $3, $4, $5)",
        game_id,
        now,
        entry.user_id,
        entry.action,
        entry.detail_json,
    )


async def _write_effects(
    conn: Any,
    game_id: int,
    seq: int,
    events: Sequence[NewEvent],
    outbox: Sequence[NewOutbox],
    deadlines: Sequence[NewDeadline] | None,
    now: float,
) -> None:
    if events:
        await conn.executemany(
            "INSERT INTO events (game_id, seq, idx, kind, visibility, seats_json, event_json)"
            " VALUES ($1, $2, $3, $4, $5, $6, $7)",
            [
                (game_id, seq, i, e.kind, e.visibility, e.seats_json, e.event_json)
                for i, e in enumerate(events)
            ],
        )
    await _insert_outbox(conn, game_id, outbox, now)
    if deadlines is not None:
        # a clock that runs on keeps its reminder sent, even one another process sent
        # after this move's process read the deadlines; the new rows stay with the process
        # that holds the game's deadlines (it is closing them now)
        before = await conn.fetch(
            "SELECT decision_key, seat, due_at, reminded, claimed_by, claimed_until"
            " FROM deadlines WHERE game_id = $1",
            game_id,
        )
        sent = {(r[0], r[1], r[2]) for r in before if r[3]}
        held = max(
            ((r[5], r[4]) for r in before if r[4] is not None and r[5] is not None),
            default=(None, None),
        )
        await conn.execute("DELETE FROM deadlines WHERE game_id = $1", game_id)
        if deadlines:
            await conn.executemany(
                "INSERT INTO deadlines (game_id, decision_key, seat, due_at, remind_at,"
                " default_json, reminded, claimed_until, claimed_by)"
                " VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
                [
                    (
                        game_id,
                        d.decision_key,
                        d.seat,
                        d.due_at,
                        d.remind_at,
                        d.default_json,
                        int(d.reminded or (d.decision_key, d.seat, d.due_at) in sent),
                        *held,
                    )
                    for d in deadlines
                ],
            )


async def _insert_outbox(conn: Any, game_id: int, rows: Sequence[NewOutbox], now: float) -> None:
    """Insert outbox rows; a channel message without ``channel_id`` goes to the game's channel."""
    if not rows:
        return
    await conn.executemany(
        "INSERT INTO outbox (game_id, target, seat, channel_id, payload_json, created_at,"
        " next_attempt_at, edit_key) VALUES ($1, $2, $3, COALESCE($4::bigint, CASE WHEN"
        " $2 = 'channel' THEN (SELECT channel_id FROM games WHERE id = $1) END), $5, $6, $6, $7)",
        [(game_id, o.target, o.seat, o.channel_id, o.payload_json, now, o.edit_key) for o in rows],
    )


async def _mark_delivered(conn: Any, outbox_id: int, now: float) -> None:
    await conn.execute(
        "UPDATE outbox SET delivered_at = $1 WHERE id = $2 AND delivered_at IS NULL",
        now,
        outbox_id,
    )
