"""The WAL checkpoint, run beside the writes instead of inside one.

SQLite copies its write-ahead log back into the database file by itself in the commit that
takes the log past a threshold (1,000 pages): that commit waits for the copy, and about
one move in fifty paid for it. Here the automatic checkpoint is off
(`wal_autocheckpoint = 0`) and every `EVERY` commits a PASSIVE checkpoint runs from a
connection of its own in a worker thread; PASSIVE copies what it can without waiting
for, or blocking, the writer, and the log starts again from its beginning once all of
it is copied."""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from pathlib import Path

log = logging.getLogger(__name__)

#: commits between two checkpoints (a move's commit writes some ten to twenty pages)
EVERY = 50


class Checkpointer:
    """Checkpoints the database at `path` every `every` commits, off the event loop."""

    def __init__(self, path: str | Path, every: int = EVERY) -> None:
        self._path = str(path)
        self._every = every
        self._commits = 0
        self._running: asyncio.Future[None] | None = None
        self._conn: sqlite3.Connection | None = None

    def committed(self) -> None:
        """One more commit: start a checkpoint when it is time and none is running."""
        self._commits += 1
        if self._commits < self._every:
            return
        if self._running is not None and not self._running.done():
            return
        self._commits = 0
        self._running = asyncio.get_running_loop().run_in_executor(None, self._checkpoint)
        self._running.add_done_callback(_logged)

    def _checkpoint(self) -> None:
        if self._conn is None:
            self._conn = sqlite3.connect(self._path, isolation_level=None, check_same_thread=False)
        self._conn.execute("PRAGMA wal_checkpoint(PASSIVE)").fetchall()

    async def wait(self) -> None:
        """Until the checkpoint running (if one is) ends."""
        if self._running is not None:
            await asyncio.wait([self._running])

    async def close(self) -> None:
        """Wait for a running checkpoint and close the connection (the database's last
        connection to close checkpoints the rest)."""
        await self.wait()
        if self._conn is not None:
            self._conn.close()
            self._conn = None


def _logged(done: asyncio.Future[None]) -> None:
    if not done.cancelled() and done.exception() is not None:
        log.warning("WAL checkpoint failed: %s", done.exception())
