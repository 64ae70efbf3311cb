"""The outbox worker: every row once, retries, restarts, closed DMs."""

from __future__ import annotations

import json
from typing import Any

from bot.service.delivery import Delivery, DMClosed, TransientError
from db import NewOutbox, Storage

CREATOR = 100  # as in conftest.py
USERS = (101, 102, 103)


class Recorder:
    def __init__(self, closed: set[int] = frozenset(), flaky: int = 0) -> None:
        self.closed = set(closed)
        self.flaky = flaky
        self.channel: list[tuple[int, dict[str, Any], str]] = []
        self.dms: list[tuple[int, dict[str, Any]]] = []
        self.fallback: list[tuple[int, dict[str, Any]]] = []
        self.dm_attempts: list[int] = []

    async def send_channel(self, channel_id: int, payload: dict[str, Any], *, nonce: str) -> None:
        if self.flaky:
            self.flaky -= 1
            raise TransientError("429")
        self.channel.append((channel_id, payload, nonce))

    async def send_dm(self, user_id: int, payload: dict[str, Any], *, nonce: str) -> None:
        self.dm_attempts.append(user_id)
        if user_id in self.closed:
            raise DMClosed()
        self.dms.append((user_id, payload))

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: dict[str, Any], *, nonce: str
    ) -> None:
        self.fallback.append((user_id, payload))


async def test_every_row_is_delivered_once(service, storage, clock, started_game):
    await started_game()
    rec = Recorder()
    delivery = Delivery(storage, rec, clock=clock)
    first = await delivery.drain()
    assert first > 0
    assert await delivery.drain() == 0
    assert await storage.undelivered_count() == 0
    nonces = [n for _, _, n in rec.channel]
    assert len(nonces) == len(set(nonces))
    hands = [u for u, p in rec.dms if p["kind"] == "hand"]
    assert sorted(hands) == sorted(USERS)


async def test_transient_failure_is_retried_later(service, storage, clock, started_game):
    await started_game()
    rec = Recorder(flaky=1)
    delivery = Delivery(storage, rec, clock=clock)
    await delivery.drain()
    assert await storage.undelivered_count() == 1
    clock.now += 60
    await delivery.drain()
    assert await storage.undelivered_count() == 0


async def test_restart_resumes_undelivered_rows(service, storage, clock, tmp_path, started_game):
    await started_game()
    pending = await storage.undelivered_count()
    await storage.close()
    reopened = await Storage.open(tmp_path / "praetor.sqlite3")
    try:
        assert await reopened.undelivered_count() == pending
        rec = Recorder()
        assert await Delivery(reopened, rec, clock=clock).drain() == pending
        assert await reopened.undelivered_count() == 0
    finally:
        await reopened.close()


async def test_closed_dms_fall_back_and_are_remembered(service, storage, clock, started_game):
    game_id = await started_game()
    closed = USERS[1]
    rec = Recorder(closed={closed})
    delivery = Delivery(storage, rec, clock=clock)
    await delivery.drain()
    assert [u for u, p in rec.fallback if p["kind"] == "hand"] == [closed]
    notices = [p for _, p, _ in rec.channel if p["kind"] == "dm_closed"]
    assert notices == [{"kind": "dm_closed", "user_id": closed}]
    assert await storage.dm_closed(closed)
    # later private rows go straight to the fallback: no second refused DM
    info = await service.info(game_id)
    seat = info.seat_of(closed)
    payload = json.dumps({"kind": "private", "content": "secret"})
    await storage.enqueue(
        game_id,
        [NewOutbox(target="seat", seat=seat, channel_id=info.channel_id, payload_json=payload)],
        now=clock(),
    )
    await delivery.drain()
    assert rec.dm_attempts.count(closed) == 1
    assert rec.fallback[-1] == (closed, {"kind": "private", "content": "secret"})
    # nothing secret reached the channel
    assert all("secret" not in json.dumps(p) for _, p, _ in rec.channel)
    assert CREATOR not in [u for u, _ in rec.dms]
