"""Handlers that may be slow defer first (issue 6, DISCORD.md): with a storage whose every
read takes `SLOW` seconds, each interaction is still answered before its first read
ends — so with real reads of up to 3 s it would be within Discord's 3-second window."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest

from tests.discord.story import open_prompts
from tests.harness import ALICE, BOB, Harness

#: seconds every read of the slow storage takes; an answer must come sooner
SLOW = 0.15


def _slow_storage(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    storage = h.bot.storage
    read, rows = storage._read, storage._rows

    async def slow_read(fn: Any) -> Any:
        await asyncio.sleep(SLOW)
        return await read(fn)

    async def slow_rows(sql: str, params: Any = ()) -> Any:
        await asyncio.sleep(SLOW)
        return await rows(sql, params)

    monkeypatch.setattr(storage, "_read", slow_read)
    monkeypatch.setattr(storage, "_rows", slow_rows)


def _late(h: Harness, since: int) -> list[tuple[str, float | None]]:
    tokens = list(h.received_at)[since:]
    late = []
    for token in tokens:
        acked = h.acked_at.get(token)
        if acked is None or acked - h.received_at[token] >= SLOW:
            late.append((token, None if acked is None else acked - h.received_at[token]))
    return late


async def test_every_slow_interaction_is_acknowledged_first(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    for user in (ALICE, BOB, 1003):
        await h.slash(user, "game", "join")
    _slow_storage(h, monkeypatch)
    since = len(h.received_at)
    await h.slash(ALICE, "game", "start")
    [prompt] = open_prompts(h)
    game_id = int(prompt.custom_ids[0].split(":")[2])
    info = await h.bot.service.info(game_id)
    user = info.user_of(prompt.custom_ids[0].split(":")[4])
    await h.slash(user, "turn", "pending")
    await h.click(user, prompt.custom_ids[0], on=prompt)
    waiting = (await h.bot.service.prompts(game_id))[0]
    other = info.user_of(waiting.seat)
    await h.slash(other, "turn", "act", choice=f"{waiting.version}:0")
    await h.slash(ALICE, "gm", "undo", moves=1)
    await h.slash(ALICE, "gm", "extend", hours=2.0)
    await h.slash(ALICE, "gm", "deadline", kind="vote", hours=30.0)
    await h.slash(ALICE, "gm", "pause")
    await h.slash(ALICE, "gm", "resume")
    await h.slash(ALICE, "gm", "export")
    await h.slash(BOB, "faction", "away")
    await h.slash(BOB, "faction", "back")
    assert len(h.received_at) - since == 12
    assert _late(h, since) == []
    assert await h.bot.storage.gm_log(game_id)


async def test_the_check_can_fail(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """`/game status` reads before answering: with the slow storage it is late."""
    await h.slash(ALICE, "game", "create", players=3)
    _slow_storage(h, monkeypatch)
    since = len(h.received_at)
    await h.slash(ALICE, "game", "status")
    assert len(_late(h, since)) == 1
