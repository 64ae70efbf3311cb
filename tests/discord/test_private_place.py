"""A private thread per player in the game's channel, chosen instead of direct messages:
by a player for themselves, or by the game's creator for the whole game."""

from __future__ import annotations

from bot.messages import t
from tests.discord.story import answer, open_prompts, started_game
from tests.harness import ALICE, BOB, CAROL, Harness


async def _play_on(h: Harness, moves: int) -> None:
    for _ in range(moves):
        await answer(h, open_prompts(h)[0])


async def test_a_player_chooses_a_private_thread_for_their_messages(h: Harness) -> None:
    await started_game(h)  # ALICE holds the Populares
    assert h.dms[ALICE] and not h.thread_posts(ALICE)
    [reply] = await h.slash(ALICE, "private", "mine", where="thread")
    assert reply.ephemeral and reply.text == t("ui.private.mine_thread")
    dms, bob = len(h.dms[ALICE]), len(h.dms[BOB])
    await _play_on(h, 12)
    assert len(h.dms[ALICE]) == dms  # nothing more by DM
    posts = h.thread_posts(ALICE)
    assert posts and any("game #" in m.text for m in posts)  # her prompts, there
    assert len(h.dms[BOB]) > bob  # BOB still gets his by DM


async def test_the_creator_sends_the_games_private_messages_to_threads(h: Harness) -> None:
    await started_game(h)
    [refused] = await h.slash(BOB, "private", "game", where="thread")
    assert refused.ephemeral and t("error.gm_only") in refused.text
    await h.slash(ALICE, "private", "game", where="thread")
    assert t("ui.private.game_thread", user=f"<@{ALICE}>") in h.channel_posts[-1].text
    dms = {user: len(h.dms[user]) for user in (ALICE, BOB)}
    await _play_on(h, 12)
    assert {user: len(h.dms[user]) for user in (ALICE, BOB)} == dms
    assert h.thread_posts(ALICE) and h.thread_posts(BOB) and h.thread_posts(CAROL)
    # a player may still choose DMs for themselves
    await h.slash(BOB, "private", "mine", where="dm")
    await _play_on(h, 12)
    assert len(h.dms[BOB]) > dms[BOB]
