"""The work on a move's path: what the move writer keeps of a game between moves must
equal what the database says (the seats that moved in the phase under way, kept by the
writer's own moves instead of read at each one), and a player's move in a game of present
humans makes no pass of the computer players."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

import pytest

from bot.service import absence
from bot.service.game_service import GameService
from db import Storage
from tests.service.conftest import USERS, waiting


async def test_the_seats_that_moved_in_the_phase_are_kept_as_the_moves_table_says(
    service: GameService, storage: Storage, started_game: Callable[[], Awaitable[int]]
) -> None:
    game_id = await started_game()
    kept = 0
    for _ in range(150):
        user, _, version, action = await waiting(service, game_id)
        await service.submit(game_id, user, action, version)
        loaded = service.writer._cache.get(game_id)
        assert loaded is not None
        if loaded.acted is not None:
            kept += 1
            assert loaded.acted == await storage.seats_acted_in_phase(game_id)
        if (await service.info(game_id)).status != "active":
            break
    assert kept > 50  # the writer knew it for most moves, and each time rightly


@pytest.mark.parametrize("with_a_computer", [False, True])
async def test_a_move_passes_to_the_computers_only_in_a_game_they_or_the_away_may_move(
    service: GameService,
    started_game: Callable[[], Awaitable[int]],
    monkeypatch: pytest.MonkeyPatch,
    with_a_computer: bool,
) -> None:
    game_id = await started_game()
    passes: list[int] = []
    if with_a_computer:  # an away faction's standing orders answer like a computer
        await absence.go_away(service, game_id, USERS[-1], until=None, orders={})

    async def counted(game_id: int, *, limit: int = 100_000) -> int:
        passes.append(game_id)
        return 0

    monkeypatch.setattr(service, "play_bots", counted)
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, version)
    assert passes == ([game_id] if with_a_computer else [])
