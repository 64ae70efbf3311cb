"""What the move writer keeps of a game between moves must equal what the database says:
the seats that moved in the phase under way (who was already mentioned this phase) is kept
by the writer's own moves instead of read from the moves table at each one."""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.service.game_service import GameService
from db import Storage
from tests.service.conftest import waiting


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
