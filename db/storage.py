"""The SQLite storage behind Praetor: one connection, one serialized write path."""

import asyncio
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from types import TracebackType
from typing import Any, Self, TypeVar, cast

import aiosqlite

from db.checkpoint import Checkpointer
from db.errors import (
    GameMissing,
    NewerDatabase,
    OlderDatabase,
    SeatTaken,
    StaleVersion,
    StorageError,
)
from db.migrate import apply_migrations, bundled_migrations, user_version
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

T = TypeVar("T")

#: how long a statement waits for another connection's lock, in the database thread (ms)
BUSY_TIMEOUT_MS = 5000

_GAME_DEADLINES = "SELECT * FROM deadlines WHERE game_id = ? ORDER BY due_at, decision_key"
_SETTINGS = "SELECT version, settings_json FROM game_settings WHERE game_id = ?"
#: a game's seats, each with its player's Discord language (`users.locale`)
_SEATS = (
    "SELECT s.*, u.locale FROM seats s LEFT JOIN users u ON u.user_id = s.user_id"
    " WHERE s.game_id = ? ORDER BY s.rowid"
)

#: a move's read (`load_game`), by position in the order of the row classes' fields: the
#: game's row with its settings' version and text (NULL: none stored), its seats and its
#: open deadlines
_GAME_AND_SETTINGS = (
    "SELECT g.id, g.game, g.guild_id, g.channel_id, g.creator_id, g.status, g.options_json,"
    " g.seed, g.seat_count, g.state_json, g.version, g.paused, g.created_at, g.updated_at,"
    " s.version, s.settings_json FROM games g LEFT JOIN game_settings s ON s.game_id = g.id"
    " WHERE g.id = ?"
)
#: (sorted here: a few rows sort faster than SQLite sets up its sort)
_SEAT_FIELDS = (
    "SELECT s.rowid, s.game_id, s.seat, s.user_id, s.is_bot, s.bot_level, s.joined_at,"
    " u.locale FROM seats s LEFT JOIN users u ON u.user_id = s.user_id WHERE s.game_id = ?"
)
_DEADLINE_FIELDS = (
    "SELECT due_at, decision_key, game_id, seat, remind_at, reminded, default_json"
    " FROM deadlines WHERE game_id = ?"
)

#: the deadlines of a game whose reminder went out, as (decision, seat, due) triples
_REMINDED = "SELECT decision_key, seat, due_at FROM deadlines WHERE game_id = ? AND reminded = 1"
_ACTIVE_GAME = "JOIN games g ON g.id = d.game_id WHERE g.status = 'active' AND g.paused = 0"


class Storage:
    """Games, their logs, outbox, deadlines and user notes in one SQLite file.

    All access (reads too) is serialized by one asyncio lock, so a coroutine never sees
    another's uncommitted writes. Writes run inside ``write_tx`` (``BEGIN IMMEDIATE``), or,
    on the hot paths (moves, outbox), inside ``_transact``: the same transaction as one
    function. A short one (a move, an outbox mark) runs on the event loop's own thread while
    the lock is held and aiosqlite's thread is idle, without the trip to that thread; it
    does not wait for another connection's lock there, but goes to the thread when it meets
    one (``_here``). Long ones (retention, migrations, copies, many games read) run in the
    database thread.
    """

    def __init__(self, db: aiosqlite.Connection, checkpoints: Checkpointer | None = None) -> None:
        self._db = db
        self._lock = asyncio.Lock()
        self._holder: asyncio.Task[Any] | None = None
        #: a statement sent to the database thread may still be running there (its caller
        #: was cancelled): the next short transaction goes to the thread too, behind it
        self._thread_busy = False
        #: whether the connection waits for another's lock (`BUSY_TIMEOUT_MS`), as in the
        #: database thread, or not at all, as on the loop's thread (`_here`)
        self._waits = True
        #: the WAL's checkpoints, run beside the writes (a file database only)
        self._checkpoints = checkpoints

    @classmethod
    async def open(cls, path: str | Path) -> "Storage":
        """Connect, set the pragmas and apply pending migrations."""
        # used from the event loop's thread too, while the lock is held (`_here`)
        db = await aiosqlite.connect(path, isolation_level=None, check_same_thread=False)
        try:
            db.row_factory = aiosqlite.Row
            pragmas = [
                f"busy_timeout = {BUSY_TIMEOUT_MS}",
                "synchronous = NORMAL",
                "foreign_keys = ON",
            ]
            on_disk = str(path) != ":memory:"
            if on_disk:
                pragmas.insert(1, "journal_mode = WAL")
                pragmas.append("wal_autocheckpoint = 0")  # `db.checkpoint`
            # takes effect on a new file only (before WAL writes its first page); an older
            # file switches with one VACUUM (`use_incremental_vacuum`, at `praetor migrate`)
            pragmas.insert(0, "auto_vacuum = INCREMENTAL")
            for pragma in pragmas:
                # journal_mode returns a row: an unclosed cursor would keep a statement in
                # progress and make the first migration's COMMIT fail
                async with db.execute(f"PRAGMA {pragma}") as cursor:
                    await cursor.fetchall()
            await apply_migrations(db, bundled_migrations())
        except BaseException:
            await db.close()
            raise
        return cls(db, Checkpointer(path) if on_disk else None)

    @classmethod
    async def open_readonly(cls, path: str | Path) -> "Storage":
        """Connect read-only (SQLite's ``mode=ro``: the file is never written), applying no
        migration: a database at another schema version than this release's is refused
        (NewerDatabase, OlderDatabase)."""
        uri = f"{Path(path).resolve().as_uri()}?mode=ro"
        db = await aiosqlite.connect(uri, uri=True, isolation_level=None, check_same_thread=False)
        try:
            db.row_factory = aiosqlite.Row
            async with db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}") as cursor:
                await cursor.fetchall()
            version, known = await user_version(db), len(bundled_migrations())
            if version > known:
                raise NewerDatabase(version, known)
            if version < known:
                raise OlderDatabase(version)
        except BaseException:
            await db.close()
            raise
        return cls(db)

    async def close(self) -> None:
        async with self._exclusive():
            if self._checkpoints is not None:
                await self._checkpoints.close()
            await self._db.close()

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.close()

    # -- serialization -------------------------------------------------------------------

    def _exclusive(self, *, here: bool = False) -> "_Exclusive":
        """The storage's lock, for statements sent to the database thread (or run ``here``,
        on the loop's thread, by `_here`)."""
        return _Exclusive(self, self._lock, here)

    @asynccontextmanager
    async def write_tx(self) -> AsyncIterator[aiosqlite.Connection]:
        """The only write path: lock, ``BEGIN IMMEDIATE``, then COMMIT or ROLLBACK."""
        async with self._exclusive() as db:
            await db.execute("BEGIN IMMEDIATE")
            try:
                yield db
                await db.execute("COMMIT")
                self._committed()
            except BaseException as exc:
                await self._rollback()
                if isinstance(exc, sqlite3.IntegrityError):
                    raise StorageError(str(exc)) from exc
                raise

    async def _transact(self, fn: Callable[[sqlite3.Connection], T], *, short: bool = True) -> T:
        """Run ``fn`` inside ``BEGIN IMMEDIATE`` .. ``COMMIT`` (``ROLLBACK`` if it raises):
        a ``short`` one on the event loop's thread (`_here`), a long one in one trip to the
        database thread. ``fn`` must not await or touch the event loop."""

        def tx(conn: sqlite3.Connection) -> T:
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = fn(conn)
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return result

        async with self._exclusive(here=short) as db:
            try:
                result = await (self._here(db, tx) if short else _in_thread(db, tx))
            except sqlite3.IntegrityError as exc:
                raise StorageError(str(exc)) from exc
            self._committed()
            return result

    async def _here(self, db: aiosqlite.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn`` (a transaction, or reads) on the event loop's thread, under the lock:
        the trip to the database thread and back costs more than a move's statements. It
        waits for no other connection's lock there (that would stop the loop): it gives up
        at once, rolled back by ``fn``, and runs again in the database thread, which waits
        as long as ``busy_timeout``. After a cancelled call, whose statement may still be
        running in the thread, it runs there too."""
        if self._thread_busy:  # and so the connection waits (`_wait_for_locks`)
            result = await _in_thread(db, fn)
            self._thread_busy = False  # the thread runs its calls in order: that one is done
            return result
        conn = db._conn
        if self._waits:
            conn.execute("PRAGMA busy_timeout = 0")
            self._waits = False
        try:
            return fn(conn)
        except sqlite3.OperationalError as exc:
            if exc.sqlite_errorcode & 0xFF != sqlite3.SQLITE_BUSY:
                raise
        self._wait_for_locks()
        return await _in_thread(db, fn)

    def _wait_for_locks(self) -> None:
        """Have the connection wait for another's lock again, before statements go to the
        database thread. Set from the loop's thread: it is switched off only by `_here`,
        which runs while the database thread is idle, and set back before that thread is
        sent anything."""
        if not self._waits and self._db._connection is not None:  # not closed
            self._db._connection.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            self._waits = True

    async def checkpoint(self) -> None:
        """The whole write-ahead log copied into the database file and emptied, now (after
        the checkpoint running beside the writes, if one is): the file's size is then the
        database's."""
        async with self._exclusive() as db:
            if self._checkpoints is not None:
                await self._checkpoints.wait()
            async with db.execute("PRAGMA wal_checkpoint(TRUNCATE)") as cursor:
                await cursor.fetchall()

    def _committed(self) -> None:
        if self._checkpoints is not None:
            self._checkpoints.committed()

    async def _read(self, fn: Callable[[sqlite3.Connection], T], *, short: bool = False) -> T:
        """Run the reads of ``fn`` in one trip to the database thread, or, ``short`` ones
        (one game's), on the event loop's thread (`_here`)."""
        async with self._exclusive(here=short) as db:
            return await (self._here(db, fn) if short else _in_thread(db, fn))

    async def _rollback(self) -> None:
        try:
            await self._db.execute("ROLLBACK")
        except sqlite3.OperationalError:
            if self._db.in_transaction:
                raise

    async def _rows(
        self, sql: str, params: Sequence[object] = (), *, short: bool = False
    ) -> list[aiosqlite.Row]:
        """The rows of one statement, read in the database thread, or, for a ``short`` read
        (a few rows found by an index), on the loop's thread (`_here`)."""
        if short:
            return await self._read(lambda conn: conn.execute(sql, params).fetchall(), short=True)
        async with self._exclusive() as db:
            return list(await db.execute_fetchall(sql, params))

    async def _row(
        self, sql: str, params: Sequence[object] = (), *, short: bool = False
    ) -> aiosqlite.Row | None:
        rows = await self._rows(sql, params, short=short)
        return rows[0] if rows else None

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
        """Create a game in 'lobby' with empty seats (and its async-play settings, when
        given, in the same transaction); return its id."""
        async with self.write_tx() as db:
            cur = await db.execute(
                "INSERT INTO games (game, guild_id, channel_id, creator_id, status, options_json,"
                " seed, seat_count, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?)",
                (game, guild_id, channel_id, creator_id, options_json, seed, seat_count, now, now),
            )
            game_id = cur.lastrowid
            assert game_id is not None
            await db.executemany(
                "INSERT INTO seats (game_id, seat) VALUES (?, ?)", [(game_id, s) for s in seats]
            )
            if settings_json is not None:
                await db.execute(
                    "INSERT INTO game_settings (game_id, settings_json, updated_at)"
                    " VALUES (?, ?, ?)",
                    (game_id, settings_json, now),
                )
        return game_id

    async def set_lobby_options(self, game_id: int, options_json: str, now: float) -> None:
        """The options of a game still in 'lobby' (GameMissing if there is none)."""
        async with self.write_tx() as db:
            cur = await db.execute(
                "UPDATE games SET options_json = ?, updated_at = ?"
                " WHERE id = ? AND status = 'lobby'",
                (options_json, now, game_id),
            )
            if cur.rowcount == 0:
                raise GameMissing(game_id)

    async def get_game(self, game_id: int) -> GameRow | None:
        row = await self._row("SELECT * FROM games WHERE id = ?", (game_id,), short=True)
        return GameRow.of(row) if row else None

    async def load_game(
        self, game_id: int, *, deadlines: bool = False
    ) -> tuple[GameRow | None, list[SeatRow], list[DeadlineRow], tuple[int, str | None]]:
        """The game's row, its seats, (when asked) its open deadlines and its async-play
        settings as `game_settings` gives them, read together in one trip to the database."""

        def read(
            conn: sqlite3.Connection,
        ) -> tuple[GameRow | None, list[SeatRow], list[DeadlineRow], tuple[int, str | None]]:
            # plain tuples read by position: a move's read, where rows read by name cost
            # more than the statements
            cur = conn.cursor()
            cur.row_factory = None
            g = cur.execute(_GAME_AND_SETTINGS, (game_id,)).fetchone()
            if g is None:
                return None, [], [], (0, None)
            fields: list[Any] = list(g[:14])
            fields[11] = bool(fields[11])  # paused
            row = GameRow(*fields)
            seats = [
                SeatRow(r[1], r[2], r[3], bool(r[4]), r[5], r[6], r[7])
                for r in sorted(cur.execute(_SEAT_FIELDS, (game_id,)).fetchall())
            ]
            due = (
                [  # by due_at, then decision_key (unique in a game)
                    DeadlineRow(r[2], r[1], r[3], r[0], r[4], bool(r[5]), r[6])
                    for r in sorted(cur.execute(_DEADLINE_FIELDS, (game_id,)).fetchall())
                ]
                if deadlines
                else []
            )
            return row, seats, due, (int(g[14]), str(g[15])) if g[14] is not None else (0, None)

        return await self._read(read, short=True)

    async def games_in_channel(
        self, channel_id: int, statuses: Sequence[str] = ("lobby", "active")
    ) -> list[GameRow]:
        marks = ", ".join("?" * len(statuses))
        rows = await self._rows(
            f"SELECT * FROM games WHERE channel_id = ? AND status IN ({marks}) ORDER BY id",
            (channel_id, *statuses),
            short=True,
        )
        return [GameRow.of(r) for r in rows]

    async def games_with_status(self, status: str) -> list[GameRow]:
        rows = await self._rows("SELECT * FROM games WHERE status = ? ORDER BY id", (status,))
        return [GameRow.of(r) for r in rows]

    async def count_games(self) -> int:
        row = await self._row("SELECT COUNT(*) FROM games")
        assert row is not None
        return int(row[0])

    async def set_status(self, game_id: int, status: str, now: float) -> None:
        async with self.write_tx() as db:
            cur = await db.execute(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, now, game_id)
            )
            if cur.rowcount == 0:
                raise GameMissing(game_id)

    async def abandon_game(self, game_id: int, outbox: Sequence[NewOutbox], now: float) -> None:
        """End a game that is still in the lobby or running, and queue its notice, in one
        transaction; StaleVersion when it is not running any more."""

        def tx(conn: sqlite3.Connection) -> None:
            cur = conn.execute(
                "UPDATE games SET status = 'abandoned', updated_at = ?"
                " WHERE id = ? AND status IN ('lobby', 'active')",
                (now, game_id),
            )
            if cur.rowcount == 0:
                _require_game_now(conn, game_id)
                raise StaleVersion(f"game {game_id} is not running")
            _insert_outbox(conn, game_id, outbox, now)

        await self._transact(tx)

    async def set_paused(self, game_id: int, paused: bool) -> None:
        async with self.write_tx() as db:
            cur = await db.execute(
                "UPDATE games SET paused = ? WHERE id = ?", (int(paused), game_id)
            )
            if cur.rowcount == 0:
                raise GameMissing(game_id)

    # -- seats -----------------------------------------------------------------------------

    async def seats(self, game_id: int) -> list[SeatRow]:
        rows = await self._rows(_SEATS, (game_id,), short=True)
        return [SeatRow.of(r) for r in rows]

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
        """Seat a user or a bot, or empty the seat (``user_id=None``, ``is_bot=False``)."""
        joined_at = now if user_id is not None or is_bot else None
        async with self.write_tx() as db:
            try:
                cur = await db.execute(
                    "UPDATE seats SET user_id = ?, is_bot = ?, bot_level = ?, joined_at = ?"
                    " WHERE game_id = ? AND seat = ?",
                    (user_id, int(is_bot), bot_level, joined_at, game_id, seat),
                )
            except sqlite3.IntegrityError as exc:
                raise SeatTaken(f"user {user_id} already holds a seat in game {game_id}") from exc
            if cur.rowcount == 0:
                await _require_game(db, game_id)
                raise StorageError(f"game {game_id} has no seat {seat!r}")

    async def seat_of(self, game_id: int, user_id: int) -> str | None:
        row = await self._row(
            "SELECT seat FROM seats WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
            short=True,
        )
        return str(row[0]) if row else None

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
        """Move a lobby game at version 0 to 'active' at version 1; return 1."""

        def tx(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "UPDATE games SET status = 'active', state_json = ?, version = 1, updated_at = ?"
                " WHERE id = ? AND version = 0 AND status = 'lobby'",
                (state_json, now, game_id),
            )
            if cur.rowcount == 0:
                _require_game_now(conn, game_id)
                raise StaleVersion(f"game {game_id} has already started")
            _write_effects(conn, game_id, 1, events, outbox, deadlines, now)
            return 1

        return await self._transact(tx)

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
        """Store a move atomically if the game is still at ``expected_version``.

        ``deadlines=None`` leaves the game's deadlines alone; a list replaces them all.
        Returns the new version, which is also the action's ``seq``.
        """
        version = expected_version + 1

        def tx(conn: sqlite3.Connection) -> int:
            _bump_version(conn, game_id, expected_version, version, state_json, status, now)
            conn.execute(
                "INSERT INTO actions (game_id, seq, seat, user_id, action_json, checkpoint,"
                " created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    version,
                    action.seat,
                    action.user_id,
                    action.action_json,
                    int(action.checkpoint),
                    now,
                ),
            )
            _write_effects(conn, game_id, version, events, outbox, deadlines, now)
            return version

        return await self._transact(tx)

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
        """Undo: drop actions and events after ``seq`` and store the state at ``seq``
        (with the GM log entry ``gm``, in the same transaction).

        The version still moves forward (to ``expected_version + 1``) so that a submission
        made against an undone state can never match again; returns the new version.
        """
        if not 1 <= seq <= expected_version:
            raise StorageError(f"cannot truncate game {game_id} to {seq}")
        version = expected_version + 1

        def tx(conn: sqlite3.Connection) -> int:
            _bump_version(conn, game_id, expected_version, version, state_json, status, now)
            conn.execute("DELETE FROM actions WHERE game_id = ? AND seq > ?", (game_id, seq))
            conn.execute("DELETE FROM events WHERE game_id = ? AND seq > ?", (game_id, seq))
            _write_effects(conn, game_id, version, (), outbox, deadlines, now)
            if gm is not None:
                _insert_gm(conn, game_id, gm, now)
            return version

        return await self._transact(tx, short=False)  # as many rows as moves undone

    async def load_actions(self, game_id: int) -> list[ActionRow]:
        rows = await self._rows("SELECT * FROM actions WHERE game_id = ? ORDER BY seq", (game_id,))
        return [ActionRow.of(r) for r in rows]

    async def load_events(self, game_id: int, since_seq: int = 0) -> list[EventRow]:
        """Events with ``seq > since_seq``, in order."""
        rows = await self._rows(
            "SELECT * FROM events WHERE game_id = ? AND seq > ? ORDER BY seq, idx",
            (game_id, since_seq),
        )
        return [EventRow.of(r) for r in rows]

    # -- outbox ----------------------------------------------------------------------------

    async def enqueue(self, game_id: int, rows: Sequence[NewOutbox], now: float) -> None:
        """Queue messages outside a move (lobby notices and the like)."""

        def tx(conn: sqlite3.Connection) -> None:
            _require_game_now(conn, game_id)
            _insert_outbox(conn, game_id, rows, now)

        await self._transact(tx)

    async def due_outbox(self, now: float, limit: int = 50) -> list[OutboxRow]:
        rows = await self._rows(
            "SELECT * FROM outbox WHERE delivered_at IS NULL AND next_attempt_at <= ?"
            " ORDER BY id LIMIT ?",
            (now, limit),
            short=True,
        )
        return [OutboxRow.of(r) for r in rows]

    async def mark_delivered(self, outbox_id: int, now: float) -> None:
        def tx(conn: sqlite3.Connection) -> None:
            conn.execute(
                "UPDATE outbox SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL",
                (now, outbox_id),
            )

        await self._transact(tx)

    async def mark_sending(
        self, outbox_id: int, now: float, *, delivered: tuple[int, float] | None = None
    ) -> bool:
        """Note, before its first send, when delivery began to send the row; and, in the same
        transaction, the row it delivered before (its id and when), when given. False when
        the row is delivered already (nothing to send)."""

        def tx(conn: sqlite3.Connection) -> bool:
            if delivered is not None:
                conn.execute(
                    "UPDATE outbox SET delivered_at = ? WHERE id = ? AND delivered_at IS NULL",
                    (delivered[1], delivered[0]),
                )
            marked = conn.execute(
                "UPDATE outbox SET sending_at = COALESCE(sending_at, ?)"
                " WHERE id = ? AND delivered_at IS NULL",
                (now, outbox_id),
            )
            return marked.rowcount == 1

        return await self._transact(tx)

    async def mark_failed(self, outbox_id: int, error: str, retry_at: float) -> None:
        def tx(conn: sqlite3.Connection) -> None:
            conn.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?"
                " WHERE id = ? AND delivered_at IS NULL",
                (error, retry_at, outbox_id),
            )

        await self._transact(tx)

    async def undelivered_count(self) -> int:
        row = await self._row("SELECT COUNT(*) FROM outbox WHERE delivered_at IS NULL")
        assert row is not None
        return int(row[0])

    # -- deadlines (only for active, unpaused games) --------------------------------------------

    async def deadlines(self, game_id: int) -> list[DeadlineRow]:
        """The open deadlines of one game."""
        rows = await self._rows(_GAME_DEADLINES, (game_id,), short=True)
        return [DeadlineRow.of(r) for r in rows]

    async def due_deadlines(self, now: float) -> list[DeadlineRow]:
        rows = await self._rows(
            f"SELECT d.* FROM deadlines d {_ACTIVE_GAME} AND d.due_at <= ?"
            " ORDER BY d.due_at, d.game_id",
            (now,),
        )
        return [DeadlineRow.of(r) for r in rows]

    async def due_reminders(self, now: float) -> list[DeadlineRow]:
        """Deadlines to remind about now (not yet reminded, not yet due)."""
        rows = await self._rows(
            f"SELECT d.* FROM deadlines d {_ACTIVE_GAME} AND d.reminded = 0"
            " AND d.remind_at <= ? AND d.due_at > ? ORDER BY d.remind_at, d.game_id",
            (now, now),
        )
        return [DeadlineRow.of(r) for r in rows]

    async def remind(
        self, game_id: int, decision_key: str, outbox: Sequence[NewOutbox], now: float
    ) -> bool:
        """Mark the deadline reminded and queue its reminder in one transaction; False (and
        nothing queued) when it was reminded already or is gone."""

        def tx(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "UPDATE deadlines SET reminded = 1"
                " WHERE game_id = ? AND decision_key = ? AND reminded = 0",
                (game_id, decision_key),
            )
            if cur.rowcount == 0:
                return False
            _insert_outbox(conn, game_id, outbox, now)
            return True

        return await self._transact(tx)

    async def hold_reminder(self, game_id: int, decision_key: str) -> None:
        """Take the reminder time off a deadline not reminded (its seat has nothing open
        now); the next move gives it back once the seat is waited on again."""
        async with self.write_tx() as db:
            await db.execute(
                "UPDATE deadlines SET remind_at = NULL"
                " WHERE game_id = ? AND decision_key = ? AND reminded = 0",
                (game_id, decision_key),
            )

    async def delete_deadline(self, game_id: int, decision_key: str) -> None:
        async with self.write_tx() as db:
            await db.execute(
                "DELETE FROM deadlines WHERE game_id = ? AND decision_key = ?",
                (game_id, decision_key),
            )

    async def next_wakeup(self) -> float | None:
        """The earliest pending deadline, reminder or outbox retry time."""
        row = await self._row(
            "SELECT MIN(t) FROM ("
            f" SELECT MIN(d.due_at) AS t FROM deadlines d {_ACTIVE_GAME}"
            f" UNION ALL SELECT MIN(d.remind_at) FROM deadlines d {_ACTIVE_GAME}"
            "  AND d.reminded = 0"
            " UNION ALL SELECT MIN(next_attempt_at) FROM outbox WHERE delivered_at IS NULL)"
        )
        assert row is not None
        return None if row[0] is None else float(row[0])

    # -- async play: settings, game-master log, deadline shifts ---------------------

    async def game_settings(self, game_id: int) -> tuple[int, str | None]:
        """The version of the game's async-play settings and their JSON (0 and None when
        never set)."""
        row = await self._row(_SETTINGS, (game_id,), short=True)
        return (int(row[0]), str(row[1])) if row else (0, None)

    async def settings_of(self, game_ids: Sequence[int]) -> dict[int, str]:
        """The settings JSON of those of `game_ids` that have settings, in one query (the
        delivery reads a batch of rows' languages at once)."""
        ids = sorted(set(game_ids))
        if not ids:
            return {}
        marks = ", ".join("?" * len(ids))
        rows = await self._rows(
            f"SELECT game_id, settings_json FROM game_settings WHERE game_id IN ({marks})",
            ids,
            short=True,
        )
        return {int(r[0]): str(r[1]) for r in rows if r[1] is not None}

    async def save_settings(
        self, game_id: int, settings: NewSettings, now: float, outbox: Sequence[NewOutbox] = ()
    ) -> int:
        """Store the game's settings, if still at the version they were read at, with the
        notice of the change, in one transaction; returns the new version (StaleVersion
        when another writer came first)."""

        def tx(conn: sqlite3.Connection) -> int:
            _require_game_now(conn, game_id)
            version = _write_settings(conn, game_id, settings, now)
            _insert_outbox(conn, game_id, outbox, now)
            return version

        return await self._transact(tx)

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
        """Keep a game-master action in the log with everything it changes and its public
        notice, in one transaction: the game's `settings` (versioned), its `paused` flag
        (StaleVersion when it is so already: a second resume), a `shift` of its open
        deadlines (all, or those of `shift_keys`) and a `seat` change. Returns how many
        deadlines moved."""
        entry = GmEntry(user_id, action, detail_json)

        def tx(conn: sqlite3.Connection) -> int:
            _require_game_now(conn, game_id)
            if settings is not None:
                _write_settings(conn, game_id, settings, now)
            if paused is not None:  # a pause or resume made once, by one process
                cur = conn.execute(
                    "UPDATE games SET paused = ? WHERE id = ? AND paused = ?",
                    (int(paused), game_id, int(not paused)),
                )
                if cur.rowcount == 0:
                    raise StaleVersion(f"game {game_id} is already {'un' * (not paused)}paused")
            moved = _shift_deadlines(conn, game_id, shift, shift_keys) if shift else 0
            if seat is not None:
                _change_seat(conn, game_id, seat, now)
            _insert_gm(conn, game_id, entry, now)
            _insert_outbox(conn, game_id, outbox, now)
            return moved

        return await self._transact(tx)

    async def gm_log(self, game_id: int) -> list[tuple[float, int | None, str, str]]:
        """(at, user_id, action, detail_json) of every game-master action, oldest first."""
        rows = await self._rows(
            "SELECT at, user_id, action, detail_json FROM gm_log WHERE game_id = ? ORDER BY id",
            (game_id,),
        )
        return [(float(r[0]), r[1], str(r[2]), str(r[3])) for r in rows]

    # -- users and private threads ---------------------------------------------------------

    async def set_dm_closed(self, user_id: int, closed: bool, now: float) -> None:
        async with self.write_tx() as db:
            await db.execute(
                "INSERT INTO users (user_id, dm_closed, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET dm_closed = excluded.dm_closed, updated_at = excluded.updated_at",
                (user_id, int(closed), now),
            )

    async def dm_closed(self, user_id: int) -> bool:
        row = await self._row(
            "SELECT dm_closed FROM users WHERE user_id = ?", (user_id,), short=True
        )
        return bool(row and row[0])

    async def set_user_locale(self, user_id: int, locale: str, now: float) -> None:
        """The user's Discord language, as their last interaction said it (one trip to the
        database thread: it is written on an interaction's path)."""

        def tx(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO users (user_id, locale, updated_at) VALUES (?, ?, ?)"
                " ON CONFLICT (user_id) DO UPDATE"
                " SET locale = excluded.locale, updated_at = excluded.updated_at",
                (user_id, locale, now),
            )

        await self._transact(tx)

    async def user_locale(self, user_id: int) -> str | None:
        """The user's Discord language as last recorded (None: never seen)."""
        row = await self._row("SELECT locale FROM users WHERE user_id = ?", (user_id,), short=True)
        return str(row[0]) if row and row[0] is not None else None

    async def private_thread(self, game_id: int, user_id: int) -> int | None:
        row = await self._row(
            "SELECT thread_id FROM private_threads WHERE game_id = ? AND user_id = ?",
            (game_id, user_id),
            short=True,
        )
        return int(row[0]) if row else None

    async def game_threads(self, game_id: int) -> set[int]:
        """The private threads recorded for the game's players."""
        rows = await self._rows(
            "SELECT thread_id FROM private_threads WHERE game_id = ?",
            (game_id,),
            short=True,
        )
        return {int(r[0]) for r in rows}

    async def set_private_thread(self, game_id: int, user_id: int, thread_id: int) -> None:
        async with self.write_tx() as db:
            await db.execute(
                "INSERT INTO private_threads (game_id, user_id, thread_id) VALUES (?, ?, ?)"
                " ON CONFLICT (game_id, user_id) DO UPDATE SET thread_id = excluded.thread_id",
                (game_id, user_id, thread_id),
            )

    # -- messages edited in place ----------------------------------------------------------

    async def get_message(self, game_id: int, key: str) -> MessageRow | None:
        row = await self._row(
            "SELECT * FROM messages WHERE game_id = ? AND key = ?",
            (game_id, key),
            short=True,
        )
        return MessageRow.of(row) if row else None

    async def set_message(
        self, game_id: int, key: str, channel_id: int, message_id: int, text: str | None = None
    ) -> None:
        """The message kept under `key` (with the `text` of a prompt's message), in one trip
        to the database thread: delivery keeps one for every prompt it posts."""

        def tx(conn: sqlite3.Connection) -> None:
            conn.execute(
                "INSERT INTO messages (game_id, key, channel_id, message_id, text)"
                " VALUES (?, ?, ?, ?, ?) ON CONFLICT (game_id, key) DO UPDATE"
                " SET channel_id = excluded.channel_id, message_id = excluded.message_id,"
                " text = excluded.text",
                (game_id, key, channel_id, message_id, text),
            )

        await self._transact(tx)

    # -- the board and the phase summaries ----------------------------------------

    async def superseded(self, row: OutboxRow) -> bool:
        """Whether a newer undelivered row edits the same message as `row`."""
        found = await self._row(
            "SELECT 1 FROM outbox WHERE game_id = ? AND edit_key = ? AND id > ?"
            " AND delivered_at IS NULL LIMIT 1",
            (row.game_id, row.edit_key, row.id),
            short=True,
        )
        return found is not None

    async def events_of_phase(self, game_id: int) -> list[str]:
        """The events of the game from its last ``phase_start`` on (that move included), as
        stored (their JSON): a phase's summary reads nothing else of them."""
        rows = await self._rows(
            "SELECT event_json FROM events WHERE game_id = ?1 AND seq >= (SELECT MAX(seq)"
            " FROM events WHERE game_id = ?1 AND kind = 'phase_start') ORDER BY seq, idx",
            (game_id,),
            short=True,
        )
        return [r[0] for r in rows]

    async def seats_acted_in_phase(self, game_id: int) -> set[str]:
        """The seats that moved since the game's last ``phase_start`` (moves of the phase
        under way: the one that opened it belongs to the phase before), or since its start
        before any phase started (a setup)."""
        rows = await self._rows(
            "SELECT DISTINCT seat FROM actions WHERE game_id = ?1 AND seq > (SELECT"
            " COALESCE(MAX(seq), 0) FROM events WHERE game_id = ?1 AND kind = 'phase_start')",
            (game_id,),
            short=True,
        )
        return {str(r["seat"]) for r in rows}

    # -- retention -------------------------------------------------------------

    async def prune_delivered(self, before: float, limit: int = 5000) -> int:
        """Delete up to ``limit`` outbox rows delivered before ``before`` (never one still
        undelivered); returns how many went."""

        def tx(conn: sqlite3.Connection) -> int:
            cur = conn.execute(
                "DELETE FROM outbox WHERE id IN (SELECT id FROM outbox"
                " WHERE delivered_at IS NOT NULL AND delivered_at < ? ORDER BY id LIMIT ?)",
                (before, limit),
            )
            return cur.rowcount

        return await self._transact(tx, short=False)

    async def games_to_compact(self, before: float, limit: int = 50) -> list[int]:
        """Finished or abandoned games, not yet compacted, last changed before ``before``."""
        rows = await self._rows(
            "SELECT id FROM games WHERE compacted_at IS NULL"
            " AND status IN ('finished', 'abandoned') AND updated_at < ? ORDER BY id LIMIT ?",
            (before, limit),
        )
        return [int(r[0]) for r in rows]

    async def compact_game(self, game_id: int, now: float) -> bool:
        """Keep of an ended game what export and replay read (the game row with its setup and
        final state, seats, the action log, public events, the game-master log) and drop its
        private and GM-only events (replaying the log makes them again) and leftover
        deadlines. Returns False when the game is not over or already compacted."""

        def tx(conn: sqlite3.Connection) -> bool:
            cur = conn.execute(
                "UPDATE games SET compacted_at = ? WHERE id = ? AND compacted_at IS NULL"
                " AND status IN ('finished', 'abandoned')",
                (now, game_id),
            )
            if cur.rowcount == 0:
                return False
            conn.execute(
                "DELETE FROM events WHERE game_id = ? AND visibility != 'public'", (game_id,)
            )
            conn.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
            return True

        return await self._transact(tx, short=False)

    async def incremental_vacuum(self, pages: int | None = None) -> int:
        """Give up to ``pages`` free pages (all when None) back to the file system; returns
        how many were freed. Does nothing until the file uses incremental auto-vacuum."""

        def run(conn: sqlite3.Connection) -> int:
            free = int(conn.execute("PRAGMA freelist_count").fetchone()[0])
            arg = "" if pages is None else f"({int(pages)})"
            # executescript steps the pragma to its end; execute frees one page per step
            conn.executescript(f"PRAGMA incremental_vacuum{arg};")
            return free - int(conn.execute("PRAGMA freelist_count").fetchone()[0])

        return await self._read(run)

    async def use_incremental_vacuum(self) -> bool:
        """Switch the file to incremental auto-vacuum if it does not use it yet; that takes
        one VACUUM (a rewrite of the file, which needs as much free disk as the file takes).
        Returns whether it switched."""

        def run(conn: sqlite3.Connection) -> bool:
            if int(conn.execute("PRAGMA auto_vacuum").fetchone()[0]) == 2:
                return False
            conn.execute("PRAGMA auto_vacuum = INCREMENTAL")
            conn.execute("VACUUM")
            return True

        return await self._read(run)


# -- statements run inside write_tx ----------------------------------------------------------


class _Exclusive:
    """`Storage._exclusive`: a class rather than a generator, as every statement takes it."""

    __slots__ = ("_held", "_here", "_storage")

    def __init__(self, storage: Storage, lock: asyncio.Lock, here: bool) -> None:
        self._storage = storage
        self._held = lock  # the storage's
        self._here = here

    async def __aenter__(self) -> aiosqlite.Connection:
        storage = self._storage
        task = asyncio.current_task()
        if task is not None and task is storage._holder:
            raise StorageError("storage re-entered from inside write_tx")
        await self._held.acquire()
        storage._holder = task
        try:
            if not self._here:
                storage._wait_for_locks()
        except BaseException:
            storage._holder = None
            self._held.release()
            raise
        return storage._db

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        storage = self._storage
        if exc_type is not None and issubclass(exc_type, asyncio.CancelledError):
            storage._thread_busy = True  # its statement may still run in the thread
        storage._holder = None
        self._held.release()


async def _require_game(db: aiosqlite.Connection, game_id: int) -> int:
    """Return the game's version, or raise GameMissing."""
    async with db.execute("SELECT version FROM games WHERE id = ?", (game_id,)) as cur:
        row = await cur.fetchone()
    if row is None:
        raise GameMissing(game_id)
    return int(row[0])


async def _in_thread(db: aiosqlite.Connection, fn: Callable[[sqlite3.Connection], T]) -> T:
    """Run ``fn(connection)`` in aiosqlite's database thread, as its own statements run.

    aiosqlite has no public call for this; ``Connection._execute`` is what every one of its
    statements goes through (aiosqlite 0.17 .. 0.22)."""
    conn = db._conn
    return cast(T, await cast(Any, db)._execute(fn, conn))


def _require_game_now(conn: sqlite3.Connection, game_id: int) -> int:
    """Return the game's version, or raise GameMissing (inside ``_transact``)."""
    row = conn.execute("SELECT version FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        raise GameMissing(game_id)
    return int(row[0])


def _bump_version(
    conn: sqlite3.Connection,
    game_id: int,
    expected: int,
    version: int,
    state_json: str,
    status: str | None,
    now: float,
) -> None:
    if status is None:  # most moves: the status's index is left alone
        cur = conn.execute(
            "UPDATE games SET state_json = ?, version = ?, updated_at = ? WHERE id = ?"
            " AND version = ?",
            (state_json, version, now, game_id, expected),
        )
    else:
        cur = conn.execute(
            "UPDATE games SET state_json = ?, version = ?, status = ?, updated_at = ?"
            " WHERE id = ? AND version = ?",
            (state_json, version, status, now, game_id, expected),
        )
    if cur.rowcount == 0:
        actual = _require_game_now(conn, game_id)
        raise StaleVersion(f"game {game_id} is at version {actual}, not {expected}")


def _write_settings(
    conn: sqlite3.Connection, game_id: int, settings: NewSettings, now: float
) -> int:
    """Store the settings if still at ``settings.expected_version``; the new version."""
    if settings.expected_version == 0:
        cur = conn.execute(
            "INSERT INTO game_settings (game_id, settings_json, updated_at, version)"
            " VALUES (?, ?, ?, 1) ON CONFLICT (game_id) DO NOTHING",
            (game_id, settings.settings_json, now),
        )
    else:
        cur = conn.execute(
            "UPDATE game_settings SET settings_json = ?, updated_at = ?, version = version + 1"
            " WHERE game_id = ? AND version = ?",
            (settings.settings_json, now, game_id, settings.expected_version),
        )
    if cur.rowcount == 0:
        raise StaleVersion(
            f"settings of game {game_id} are no longer at version {settings.expected_version}"
        )
    return settings.expected_version + 1


def _shift_deadlines(
    conn: sqlite3.Connection, game_id: int, seconds: float, decision_keys: Sequence[str] | None
) -> int:
    sql = "UPDATE deadlines SET due_at = due_at + ?, remind_at = remind_at + ? WHERE game_id = ?"
    params: list[object] = [seconds, seconds, game_id]
    if decision_keys is not None:
        sql += f" AND decision_key IN ({', '.join('?' * len(decision_keys))})"
        params += list(decision_keys)
    return conn.execute(sql, params).rowcount


def _change_seat(conn: sqlite3.Connection, game_id: int, change: SeatChange, now: float) -> None:
    taken = change.user_id is not None or change.is_bot
    try:
        cur = conn.execute(
            "UPDATE seats SET user_id = ?, is_bot = ?, bot_level = ?, joined_at = ?"
            " WHERE game_id = ? AND seat = ?",
            (
                change.user_id,
                int(change.is_bot),
                change.bot_level,
                now if taken else None,
                game_id,
                change.seat,
            ),
        )
    except sqlite3.IntegrityError as exc:
        raise SeatTaken(f"user {change.user_id} already holds a seat in game {game_id}") from exc
    if cur.rowcount == 0:
        raise StorageError(f"game {game_id} has no seat {change.seat!r}")


def _insert_gm(conn: sqlite3.Connection, game_id: int, entry: GmEntry, now: float) -> None:
    conn.execute(
        "INSERT INTO gm_log (game_id, at, user_id, action, detail_json) VALUES (?, ?, ?, ?, ?)",
        (game_id, now, entry.user_id, entry.action, entry.detail_json),
    )


def _write_effects(
    conn: sqlite3.Connection,
    game_id: int,
    seq: int,
    events: Sequence[NewEvent],
    outbox: Sequence[NewOutbox],
    deadlines: Sequence[NewDeadline] | None,
    now: float,
) -> None:
    conn.executemany(
        "INSERT INTO events (game_id, seq, idx, kind, visibility, seats_json, event_json)"
        " VALUES (?, ?, ?, ?, ?, ?, ?)",
        [
            (game_id, seq, i, e.kind, e.visibility, e.seats_json, e.event_json)
            for i, e in enumerate(events)
        ],
    )
    _insert_outbox(conn, game_id, outbox, now)
    if deadlines is not None:
        # a clock that runs on keeps its reminder sent, even one another process sent
        # after this move's process read the deadlines
        sent = {tuple(r) for r in conn.execute(_REMINDED, (game_id,))}
        conn.execute("DELETE FROM deadlines WHERE game_id = ?", (game_id,))
        conn.executemany(
            "INSERT INTO deadlines"
            " (game_id, decision_key, seat, due_at, remind_at, default_json, reminded)"
            " VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (
                    game_id,
                    d.decision_key,
                    d.seat,
                    d.due_at,
                    d.remind_at,
                    d.default_json,
                    d.reminded or (d.decision_key, d.seat, d.due_at) in sent,
                )
                for d in deadlines
            ],
        )


def _insert_outbox(
    conn: sqlite3.Connection, game_id: int, rows: Sequence[NewOutbox], now: float
) -> None:
    """Insert outbox rows; a channel message without ``channel_id`` goes to the game's channel."""
    conn.executemany(
        "INSERT INTO outbox (game_id, target, seat, channel_id, payload_json, created_at,"
        " next_attempt_at, edit_key) VALUES (?1, ?2, ?3, COALESCE(?4, CASE WHEN ?2 = 'channel'"
        " THEN (SELECT channel_id FROM games WHERE id = ?1) END), ?5, ?6, ?6, ?7)",
        [(game_id, o.target, o.seat, o.channel_id, o.payload_json, now, o.edit_key) for o in rows],
    )
