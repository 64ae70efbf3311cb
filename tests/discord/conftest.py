from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from types import SimpleNamespace

import pytest

import bot.service.lobby
from tests.harness import CAROL, Harness

#: the game seed of every story: the first faction to play cards has more than five choices
SEED = 1


@pytest.fixture
async def h(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[Harness]:
    """The bot over a fresh database; CAROL's direct messages are closed. Games get a
    fixed seed and `/game join` without a faction takes the first free seat."""
    fixed = SimpleNamespace(randbits=lambda bits: SEED, choice=lambda seq: seq[0])
    monkeypatch.setattr(bot.service.lobby, "secrets", fixed)
    harness = Harness(tmp_path / "praetor.sqlite3", dm_closed={CAROL})
    await harness.start()
    yield harness
    await harness.close()
