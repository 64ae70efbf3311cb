"""The deadline loop: reminders and default actions for decisions whose time ran out.
Deadlines live in the database, so a restart loses none."""

from __future__ import annotations

import asyncio

from bot.background import BackgroundLoop
from bot.gm import GameMaster
from bot.service import GameService


class Scheduler(BackgroundLoop):
    name = "praetor-deadlines"

    def __init__(self, service: GameService, *, interval: float = 30.0) -> None:
        super().__init__()
        self.service = service
        self.interval = interval
        self.gm = GameMaster(service)

    async def run_once(self) -> None:
        """Pauses that ran out end, then due reminders and deadlines fire (on start-up
        too: whatever fell due while the bot was down)."""
        await self.gm.expire_pauses()
        await self.service.run_due()

    async def pause(self) -> None:
        await asyncio.sleep(self.interval)
