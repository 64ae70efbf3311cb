"""Every message is posted once even when the process dies while it is sending (issue
12): Discord drops a second post with the same nonce only for a few minutes, so a row
that was in flight when the process died is looked for before it is sent again."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from bot.service.delivery import NONCE_WINDOW, Delivery, TransientError
from bot.service.outbox import OutboxPayload
from db import Storage
from tests.service.conftest import Clock
from tests.service.crash import each_crash
from tests.service.test_one_transaction import _template

Place = tuple[str, int | None]


class Discord:
    """What Discord keeps: every post and when it was made. A post with a nonce seen
    within the nonce window makes nothing new (at most `NONCE_WINDOW`: "a few minutes")."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock
        self.posts: list[tuple[Place, dict[str, Any], str, float]] = []

    def post(self, place: Place, payload: OutboxPayload, nonce: str) -> None:
        now = self.clock()
        if any(n == nonce and now - at <= NONCE_WINDOW for _, _, n, at in self.posts):
            return
        self.posts.append((place, payload, nonce, now))

    def nonces(self) -> Counter[str]:
        return Counter(n for _, _, n, _ in self.posts)


class DiscordTransport:
    """`bot.service.delivery.Transport` over `Discord`; `lose_reply` times out the next post after
    it was made (the reply never came back)."""

    def __init__(self, discord: Discord) -> None:
        self.discord = discord
        self.lose_reply = 0

    def _post(self, place: Place, payload: OutboxPayload, nonce: str) -> None:
        self.discord.post(place, payload, nonce)
        if self.lose_reply:
            self.lose_reply -= 1
            raise TransientError("timed out")

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self._post(("channel", channel_id), payload, nonce)

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self._post(("player", user_id), payload, nonce)

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        self._post(("player", user_id), payload, nonce)

    async def find_sent(
        self,
        game_id: int,
        channel_id: int | None,
        user_id: int | None,
        payload: OutboxPayload,
        *,
        since: float,
    ) -> bool:
        place = ("channel", channel_id) if channel_id is not None else ("player", user_id)
        return any(
            p == place and said == payload and at >= since for p, said, _, at in self.discord.posts
        )


@pytest.mark.parametrize("restart_after", [10.0, 3600.0])
async def test_a_row_in_flight_at_a_crash_is_posted_once_after_restart(
    tmp_path: Path, clock: Clock, restart_after: float
) -> None:
    """The process dies at every statement of a delivery run, then restarts soon (the
    nonce still holds) or an hour later (it does not): every row is posted exactly once."""
    template = tmp_path / "template.sqlite3"
    await _template(template, clock)
    start = clock.now
    clean: Counter[str] = Counter()

    async def deliver(storage: Storage, discord: Discord) -> int:
        return await Delivery(storage, DiscordTransport(discord), clock=clock).drain()

    discord = Discord(clock)

    async def run(storage: Storage) -> None:
        nonlocal discord
        discord = Discord(clock)
        clock.now = start
        await deliver(storage, discord)

    async def after(path: Path, crashed: bool) -> None:
        nonlocal clean
        if crashed:
            clock.now = start + restart_after
            async with await Storage.open(path) as storage:
                await deliver(storage, discord)
                assert await storage.undelivered_count() == 0
        else:
            clean = discord.nonces()
        assert max(discord.nonces().values()) == 1, discord.nonces().most_common(3)

    statements = await each_crash(template, tmp_path, run, after)
    assert statements > 10 and len(clean) > 3 and set(clean.values()) == {1}


async def test_a_post_whose_reply_was_lost_is_not_posted_again_after_the_window(
    clock: Clock, tmp_path: Path
) -> None:
    """The post went out but its reply timed out, and the retries kept failing until the
    nonce ran out: the row is found on Discord, not posted a second time."""
    path = tmp_path / "game.sqlite3"
    await _template(path, clock)
    async with await Storage.open(path) as storage:
        discord = Discord(clock)
        transport = DiscordTransport(discord)
        transport.lose_reply = 1
        delivery = Delivery(storage, transport, clock=clock)
        await delivery.drain()
        [late] = await storage.due_outbox(1e12)
        assert late.sending_at == clock.now and discord.nonces()[f"praetor-{late.id}"] == 1
        clock.now += NONCE_WINDOW + 600
        await delivery.drain()
        assert await storage.undelivered_count() == 0
        assert set(discord.nonces().values()) == {1}
