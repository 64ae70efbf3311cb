"""The outbox worker: every row once, retries, restarts, closed DMs."""

from __future__ import annotations

import json
import logging
import math

import pytest

from bot.games import DEFAULT_GAME
from bot.service.delivery import Delivery, DMClosed, TransientError
from bot.service.outbox import (
    DmClosed,
    Hand,
    Narration,
    OutboxPayload,
    PrivateNarration,
    Reminder,
    Started,
)
from db import NewOutbox, Storage
from db.open import open_storage

CREATOR = 100  # as in conftest.py
USERS = (101, 102, 103)


class Recorder:
    def __init__(self, closed: set[int] = frozenset(), flaky: int = 0) -> None:
        self.closed = set(closed)
        self.flaky = flaky
        self.channel: list[tuple[int, OutboxPayload, str]] = []
        self.dms: list[tuple[int, OutboxPayload]] = []
        self.fallback: list[tuple[int, OutboxPayload]] = []
        self.dm_attempts: list[int] = []

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        if self.flaky:
            self.flaky -= 1
            raise TransientError("429")
        self.channel.append((channel_id, payload, nonce))

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self.dm_attempts.append(user_id)
        if user_id in self.closed:
            raise DMClosed()
        self.dms.append((user_id, payload))

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
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
    hands = [u for u, p in rec.dms if isinstance(p, Hand)]
    assert sorted(hands) == sorted(USERS)


class Watching(Recorder):
    """A recorder that looks, at each send, at the first row still undelivered."""

    def __init__(self, storage: Storage, clock) -> None:
        super().__init__()
        self.storage, self.clock = storage, clock
        self.seen: list[tuple[str, int]] = []

    async def _look(self, nonce: str) -> None:
        rows = await self.storage.due_outbox(self.clock(), limit=1000)
        self.seen.append((nonce, min(r.id for r in rows)))

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        await self._look(nonce)
        await super().send_channel(channel_id, payload, nonce=nonce)

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        await self._look(nonce)
        await super().send_dm(user_id, payload, nonce=nonce)


async def test_each_row_is_marked_delivered_before_the_next_is_sent(
    service, storage, clock, started_game
):
    await started_game()
    rec = Watching(storage, clock)
    delivered = await Delivery(storage, rec, clock=clock).drain()
    assert delivered > 1 and len(rec.seen) > 1
    # the row being sent is the first one undelivered: every row before it is marked
    assert all(nonce == f"praetor-{first}" for nonce, first in rec.seen)
    assert await storage.undelivered_count() == 0


async def test_transient_failure_is_retried_later(service, storage, clock, started_game):
    await started_game()
    rec = Recorder(flaky=1)
    delivery = Delivery(storage, rec, clock=clock)
    await delivery.drain()
    assert await storage.undelivered_count() == 1
    clock.now += 60
    await delivery.drain()
    assert await storage.undelivered_count() == 0


async def test_restart_resumes_undelivered_rows(service, storage, clock, database, started_game):
    await started_game()
    pending = await storage.undelivered_count()
    await storage.close()
    reopened = await open_storage(database)
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
    assert [u for u, p in rec.fallback if isinstance(p, Hand)] == [closed]
    notices = [p for _, p, _ in rec.channel if isinstance(p, DmClosed)]
    assert notices == [DmClosed(user_id=closed)]
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
    assert rec.fallback[-1] == (closed, PrivateNarration(content="secret"))
    # nothing secret reached the channel
    assert all("secret" not in p.model_dump_json() for _, p, _ in rec.channel)
    assert CREATOR not in [u for u, _ in rec.dms]


async def test_rows_stored_in_their_old_shapes_are_delivered(service, storage, clock, started_game):
    """Rows written by older versions (a hand before games were named, a start before the
    options were shown, a reminder before it named its game) still reach their reader."""
    game_id = await started_game()
    delivery = Delivery(storage, Recorder(), clock=clock)
    await delivery.drain()
    info = await service.info(game_id)
    seat, user = info.seats[0].seat, info.seats[0].user_id
    view = {"seat": seat, "factions": []}
    old = [
        ("seat", json.dumps({"kind": "hand", "view": view})),
        ("channel", json.dumps({"kind": "started"})),
        ("seat", json.dumps({"kind": "reminder", "seat": seat, "due_at": 5.0})),
    ]
    rows = [
        NewOutbox(target=target, seat=seat if target == "seat" else None, payload_json=text)
        for target, text in old
    ]
    await storage.enqueue(game_id, rows, now=clock())
    rec = Recorder()
    delivery = Delivery(storage, rec, clock=clock)
    assert await delivery.drain() == 3
    assert await storage.undelivered_count() == 0
    assert rec.dms == [
        (user, Hand(game=DEFAULT_GAME, view=view)),
        (user, Reminder(game_id=None, seat=seat, due_at=5.0)),
    ]
    assert [p for _, p, _ in rec.channel] == [Started(options=None)]


@pytest.mark.parametrize(
    "stored",
    [
        '{"kind": "telegram", "content": "stop"}',  # a kind this bot does not know
        '{"kind": "reminder", "due_at": 5.0}',  # a field missing
        '{"kind": "narration", "content": ',  # cut short
    ],
)
async def test_a_row_no_payload_reads_is_logged_kept_and_never_retried(
    service, storage, clock, started_game, caplog, stored
):
    game_id = await started_game()
    await Delivery(storage, Recorder(), clock=clock).drain()
    bad = NewOutbox(target="channel", channel_id=555, payload_json=stored)
    good = NewOutbox(
        target="channel", channel_id=555, payload_json='{"kind": "narration", "content": "after"}'
    )
    await storage.enqueue(game_id, [bad, good], now=clock())
    rec = Recorder()
    delivery = Delivery(storage, rec, clock=clock)
    with caplog.at_level(logging.ERROR, logger="bot.service.delivery"):
        assert await delivery.drain() == 1
    assert [p for _, p, _ in rec.channel] == [Narration(content="after")]
    [record] = [r for r in caplog.records if r.levelno == logging.ERROR]
    assert "no payload this bot reads" in record.getMessage()
    [row] = await storage.due_outbox(math.inf)
    assert row.payload_json == stored and row.attempts == 1
    assert row.last_error is not None and row.last_error.startswith("undecodable payload")
    assert row.next_attempt_at == math.inf
    clock.now += 10 * 365 * 86400  # not in ten years
    assert await delivery.drain() == 0
    assert rec.channel == [(555, Narration(content="after"), rec.channel[0][2])]
