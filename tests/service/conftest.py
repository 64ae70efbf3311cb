from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable

import pytest

from bot.games import get_game
from bot.service.game_service import GameService
from db import Store
from db.open import open_storage


class Clock:
    def __init__(self, now: float = 1_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Store]:
    s = await open_storage(database)
    yield s
    await s.close()


@pytest.fixture
async def service(storage: Store, clock: Clock) -> GameService:
    return GameService(storage, clock=clock, deadline_seconds=3600.0)


CREATOR = 100
USERS = (101, 102, 103)


@pytest.fixture
def started_game(service: GameService) -> Callable[[], Awaitable[int]]:
    """Makes a game of three human seats, started and waiting on its first decision; its
    decisions run on their own clocks unless another `pace` is given."""

    async def make(pace: str = "decision") -> int:
        info = await service.create_game(
            channel_id=555,
            guild_id=1,
            creator_id=CREATOR,
            players=3,
            seed=7,
            options={"pace": pace},
        )
        for user in USERS:
            await service.join(info.id, user)
        await service.start(info.id, CREATOR)
        return info.id

    return make


async def waiting(service: GameService, game_id: int) -> tuple[int, str, int, dict]:
    """(user, seat, version, first legal action) of the first pending decision."""
    ror = get_game("ror")
    info = await service.info(game_id)
    version, state = await service.state(game_id)
    decision = ror.pending(state)[0]
    user = info.user_of(decision.seat)
    assert user is not None
    action = ror.legal_actions(state, decision.seat)[0].model_dump(mode="json")
    return user, decision.seat, version, action
