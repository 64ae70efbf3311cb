"""The deadline loop: reminders and default actions for decisions whose time ran out.
Deadlines live in the database, so a restart loses none. Now and then it also runs a
bounded retention pass (bot/service/retention.py)."""

from __future__ import annotations

import asyncio

from bot.service.background import BackgroundLoop
from bot.service.game_service import GameService
from bot.service.gm import GameMaster
from bot.service.retention import retention_pass

#: seconds between two retention passes, and from start-up to the first
RETENTION_EVERY = 3600.0
RETENTION_FIRST = 300.0


class Scheduler(BackgroundLoop):
    name = "praetor-deadlines"

    def __init__(
        self, service: GameService, *, interval: float = 30.0, retention_days: float = 14.0
    ) -> None:
        super().__init__()
        self.service = service
        self.interval = interval
        self.gm = GameMaster(service)
        self.retention_days = retention_days
        self._retention_at: float | None = None

    async def run_once(self) -> None:
        """Pauses that ran out end, then due reminders and deadlines fire (on start-up
        too: whatever fell due while the bot was down); then, at most once an hour, the
        retention pass."""
        await self.gm.expire_pauses()
        await self.service.run_due()
        await self.retain()

    async def retain(self) -> None:
        """The retention pass, when an hour went by since the last one (the first comes five
        minutes after start-up, out of the way of recovery). A failed pass waits its hour
        too."""
        now = self.service.clock()
        if self._retention_at is None:
            self._retention_at = now + RETENTION_FIRST
        if now < self._retention_at:
            return
        self._retention_at = now + RETENTION_EVERY
        await retention_pass(self.service.storage, now, self.retention_days)

    async def pause(self) -> None:
        await asyncio.sleep(self.interval)
