"""Fixtures for the storage tests: a real database per test, SQLite and PostgreSQL
(`tests/conftest.py`)."""

from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path

import pytest

from db import NewEvent, NewOutbox, Store
from db.open import open_storage

NewGame = Callable[..., Awaitable[int]]


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "game.sqlite3"


@pytest.fixture
async def storage(database: str) -> AsyncIterator[Store]:
    async with await open_storage(database) as s:
        yield s


@pytest.fixture
def new_game(storage: Store) -> NewGame:
    """Create a game (started at version 1 unless ``start=False``) and return its id."""

    async def make(*, start: bool = True, channel_id: int = 500, seats: int = 3) -> int:
        game_id = await storage.create_game(
            game="ror",
            guild_id=1,
            channel_id=channel_id,
            creator_id=10,
            options_json='{"scenario": "early"}',
            seat_count=seats,
            seats=[f"P{i}" for i in range(1, seats + 1)],
            seed=42,
            now=100.0,
        )
        if start:
            await storage.start_game(
                game_id,
                state_json='{"turn": 1}',
                events=[NewEvent("started", "public", "[]", "{}")],
                outbox=[NewOutbox("channel", '{"text": "go"}')],
                deadlines=[],
                now=101.0,
            )
        return game_id

    return make
