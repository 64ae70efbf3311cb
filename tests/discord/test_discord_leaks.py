"""Issue 6: random games played through Discord only never show a faction's hand,
treasury or sealed ballot to anybody else, and everything sent stays within Discord's
limits."""

from __future__ import annotations

import random

import pytest

from tests.discord.random_play import play_random_game, start_random_game
from tests.harness import Harness
from tests.harness.leaks import LeakChecker

#: moves per game: enough to cross every phase of a turn
MOVES = 1500


@pytest.mark.e2e
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5])
async def test_random_games_through_discord_leak_nothing(h: Harness, seed: int) -> None:
    game_id = await start_random_game(h, turn_limit=3)
    checker = LeakChecker(h, game_id)
    played = await play_random_game(h, game_id, random.Random(seed), checker, MOVES)
    checker.assert_clean()
    h.assert_within_limits()
    assert played.moves > 20 and checker.checked > 50, played
    # every way in was used, and a legal choice is never refused
    assert played.clicks and played.acts and played.commands, played
    assert played.refused == 0, played
