"""The deadline loop: reminders and default actions for decisions whose time ran out.
Deadlines live in the database, so a restart loses none."""

from __future__ import annotations

import asyncio
import contextlib
import logging

from bot.service import GameService

log = logging.getLogger(__name__)


class Scheduler:
    def __init__(self, service: GameService, *, interval: float = 30.0) -> None:
        self.service = service
        self.interval = interval
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="praetor-deadlines")

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await self.service.run_due()
            except Exception:
                log.exception("deadline loop failed; retrying")
            await asyncio.sleep(self.interval)
