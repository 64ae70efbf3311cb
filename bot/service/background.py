"""A task that runs one pass of work again and again until stopped, surviving its
errors (the delivery worker and the deadline scheduler)."""

from __future__ import annotations

import asyncio
import contextlib
import logging

log = logging.getLogger(__name__)


class BackgroundLoop:
    name = "praetor-loop"

    def __init__(self) -> None:
        self._task: asyncio.Task[None] | None = None

    async def run_once(self) -> None:
        raise NotImplementedError

    async def pause(self) -> None:
        """Wait before the next pass."""
        raise NotImplementedError

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name=self.name)

    async def stop(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task
            self._task = None

    async def _run(self) -> None:
        while True:
            try:
                await self.run_once()
            except Exception:
                log.exception("%s failed; retrying", self.name)
            await self.pause()
