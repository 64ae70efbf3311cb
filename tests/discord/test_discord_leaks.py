"""Issue 6: random games played through Discord only never show a faction's hand,
treasury or sealed ballot to anybody else, and everything sent stays within Discord's
limits."""

from __future__ import annotations

import random

import pytest

from tests.discord.random_play import play_random_game, start_random_game
from tests.discord.story import started_game
from tests.harness import ALICE, BOB, CHANNEL_ID, Harness
from tests.harness.fakes import dm_channel_id
from tests.harness.leaks import UNIQUE_NAMES, LeakChecker

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


async def test_the_checker_finds_hands_treasuries_and_private_lines(h: Harness) -> None:
    game_id = await started_game(h)
    checker = LeakChecker(h, game_id)
    await checker.check()
    checker.assert_clean()  # the start of a game tells nobody anything of others
    _version, state = await h.bot.service.state(game_id)
    card = next(c for c in state.factions["populares"].hand if c in UNIQUE_NAMES)
    name = UNIQUE_NAMES[card]

    # ALICE (populares) may read her own card; the channel and BOB may not
    h.record(dm_channel_id(ALICE), "dm", {"content": f"You hold {name}."}, user_id=ALICE)
    await checker.check()
    checker.assert_clean()
    h.record(CHANNEL_ID, "channel", {"content": f"Somebody holds {name}."})
    await checker.check()
    assert len(checker.leaks) == 1 and name in checker.leaks[0]

    # her hand embed, treasury included, sent to BOB
    checker.leaks.clear()
    hand = next(m for m in h.dms[ALICE] if m.embeds and "Your hand" in m.text)
    h.record(dm_channel_id(BOB), "dm", {"embeds": hand.embeds}, user_id=BOB)
    await checker.check()
    assert any("treasury" in leak for leak in checker.leaks)

    # a line of an event told to the Populares alone, shown to BOB or in the channel
    checker.leaks.clear()
    secret = sorted(checker.told["populares"] - checker.told.get("optimates", set()))[0]
    h.record(dm_channel_id(BOB), "dm", {"content": f"news\n{secret}"}, user_id=BOB)
    h.record(CHANNEL_ID, "channel", {"content": secret})
    await checker.check()
    assert len([leak for leak in checker.leaks if "private line" in leak]) == 2
