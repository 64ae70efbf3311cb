from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from bot.service import GameService
from db import Storage


class Clock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    s = await Storage.open(tmp_path / "praetor.sqlite3")
    yield s
    await s.close()


@pytest.fixture
async def service(storage: Storage, clock: Clock) -> GameService:
    return GameService(storage, clock=clock, deadline_seconds=3600.0)


CREATOR = 100
USERS = (101, 102, 103)


@pytest.fixture
def started_game(service: GameService) -> Callable[[], Awaitable[int]]:
    """Makes a game of three human seats, started and waiting on its first decision."""

    async def make() -> int:
        info = await service.create_game(
            channel_id=555, guild_id=1, creator_id=CREATOR, players=3, seed=7
        )
        for user in USERS:
            await service.join(info.id, user)
        await service.start(info.id, CREATOR)
        return info.id

    return make
