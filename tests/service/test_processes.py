"""Several bot processes on one PostgreSQL database, each with its own storage, service and
delivery: every message goes out once, every expired deadline applies once."""

import asyncio
from collections.abc import AsyncIterator
from dataclasses import dataclass

import pytest

from bot.service.delivery import NONCE_WINDOW, Delivery
from bot.service.game_service import GameService
from bot.service.outbox import OutboxPayload
from db.postgres import LEASE_SECONDS, PgStorage
from tests.postgres import Server
from tests.service.conftest import CREATOR, USERS, Clock

PROCESSES = 3
#: more rows than one batch of delivery (50), so that the processes share them
GAMES = 8


class Counting:
    """Discord as every process sees it: what was sent, by nonce (`praetor-<row id>`)."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def _send(self, nonce: str) -> None:
        await asyncio.sleep(0)  # another process may run between two sends
        self.sent.append(nonce)

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        await self._send(nonce)

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        await self._send(nonce)

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        await self._send(nonce)


@dataclass
class Process:
    storage: PgStorage
    service: GameService
    delivery: Delivery


@pytest.fixture
async def processes(pg_server: Server, clock: Clock) -> AsyncIterator[list[Process]]:
    url = await pg_server.create()
    discord = Counting()
    made = []
    for _ in range(PROCESSES):
        storage = await PgStorage.open(url, pool_size=3)
        service = GameService(storage, clock=clock, deadline_seconds=3600.0)
        made.append(Process(storage, service, Delivery(storage, discord, clock=clock)))
    yield made
    for p in made:
        await p.storage.close()
    await pg_server.drop(url)


async def _games(service: GameService) -> list[int]:
    ids = []
    for n in range(GAMES):
        info = await service.create_game(
            channel_id=600 + n, guild_id=1, creator_id=CREATOR, players=3, seed=n
        )
        for user in USERS:
            await service.join(info.id, user)
        await service.start(info.id, CREATOR)
        ids.append(info.id)
    return ids


def test_a_row_taken_over_from_a_dead_process_is_looked_for_before_it_is_sent() -> None:
    """The lease is renewed as a row begins to be sent: the process taking it over finds it
    begun longer ago than Discord keeps a nonce, so it looks for the message first."""
    assert LEASE_SECONDS > NONCE_WINDOW


async def test_every_message_goes_out_once_whichever_process_sends_it(
    processes: list[Process],
) -> None:
    await _games(processes[0].service)
    queued = await processes[0].storage.undelivered_count()
    delivered = await asyncio.gather(*(p.delivery.drain() for p in processes))
    sent = processes[0].delivery.transport.sent  # type: ignore[attr-defined]
    assert len(sent) == len(set(sent)) > 0  # (a closed prompt is marked, not sent)
    assert sum(delivered) == queued
    assert await processes[0].storage.undelivered_count() == 0
    assert sum(d > 0 for d in delivered) >= 2  # the work was shared


async def _expire_all(services: list[GameService], clock: Clock) -> dict[int, list[str]]:
    """Games started, every deadline run out, `run_due` in every process at once: each
    game's action log after, as (seat, action) lines."""
    storage = services[0].storage
    ids = await _games(services[0])
    due = [d for game_id in ids for d in await storage.deadlines(game_id)]
    assert due
    clock.now = max(d.due_at for d in due) + 1
    applied = await asyncio.gather(*(service.run_due() for service in services))
    logs = {
        game_id: [f"{a.seat} {a.action_json}" for a in await storage.load_actions(game_id)]
        for game_id in ids
    }
    assert sum(applied) == sum(len(log) for log in logs.values()) > 0
    return logs


async def test_each_expired_deadline_applies_once(
    processes: list[Process], clock: Clock, pg_server: Server
) -> None:
    together = await _expire_all([p.service for p in processes], clock)
    # one process alone applies the same defaults: the work was split, never repeated
    alone_url = await pg_server.create()
    alone = await PgStorage.open(alone_url)
    try:
        own_clock = Clock()
        service = GameService(alone, clock=own_clock, deadline_seconds=3600.0)
        assert await _expire_all([service], own_clock) == together
    finally:
        await alone.close()
        await pg_server.drop(alone_url)
