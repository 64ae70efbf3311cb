"""The issue's story, end to end through the real bot: lobby, hands by DM (with one
player's DMs closed), the faction-leader choices and the initial faction phase by button,
Mortality in the channel, and a restart in the middle."""

from __future__ import annotations

from tests.discord.story import PLAYERS, answer, open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, Harness


async def _hand_names(h: Harness, game_id: int, user: int) -> list[str]:
    view = (await h.bot.service.view(game_id, user)).model_dump(mode="json")
    mine = next(f for f in view["factions"] if f["seat"] == view["seat"])
    return [c["name"] for c in mine["hand"]]


async def test_story_from_lobby_to_mortality_across_a_restart(h: Harness) -> None:
    game_id = await started_game(h)
    info = await h.bot.service.info(game_id)
    assert info.status == "active"
    assert info.seat_of(ALICE) == "populares"
    assert any("under way" in (m.content or "") for m in h.replies(ALICE))

    # each hand arrives privately, by name
    for user in (ALICE, BOB):
        hands = [m for m in h.dms[user] if m.embeds and "Your hand" in m.text]
        assert len(hands) == 1
        for name in await _hand_names(h, game_id, user):
            assert name in hands[0].text
    # CAROL's DMs are closed: her hand goes to a private thread, and the channel is told
    # so without a word of what is in it
    assert CAROL not in h.dms
    thread = h.thread_posts(CAROL)
    assert any("Your hand" in m.text for m in thread)
    assert len([t for t in h.threads.values() if not t.public]) == 1
    notices = [m for m in h.channel_posts if "direct messages are closed" in (m.content or "")]
    assert len(notices) == 1
    assert f"<@{CAROL}>" in (notices[0].content or "")
    public = "\n".join(m.text for m in h.public_posts)
    for name in await _hand_names(h, game_id, CAROL):
        assert name not in public
    # private narration (the deal) follows the same road
    assert all(m.where == "thread" for m in h.private_to(CAROL))

    # the faction leaders, one prompt at a time, mentioning the player
    prompts = open_prompts(h)
    assert len(prompts) == 1
    first = prompts[0]
    assert first.where == "channel"
    seat = prompt_seat(first)
    assert f"<@{info.user_of(seat)}>" in (first.content or "")
    assert "Faction Leader" in (first.content or "")
    label = await answer(h, first)
    assert (
        first.components == [] and label in (first.content or "") and "✅" in (first.content or "")
    )
    assert any("as Faction Leader" in (m.content or "") for m in h.public_posts)

    # restart between two leader choices: the prompt posted before still works
    second = open_prompts(h)[-1]
    assert prompt_seat(second) != seat
    version_before = (await h.bot.service.info(game_id)).version
    await h.restart()
    await answer(h, second)
    assert (await h.bot.service.info(game_id)).version == version_before + 1
    assert second.components == []

    # the rest of the leaders, then the initial faction phase: everybody is Done
    kinds: list[str] = []
    for _ in range(20):
        waiting = open_prompts(h)
        if not waiting:
            break
        msg = waiting[-1]
        if "Faction Leader" in (msg.content or ""):
            kinds.append("leader")
            await answer(h, msg)
        else:
            kinds.append("cards")
            assert "Done" in msg.labels
            await answer(h, msg, "Done")
        if any("Mortality chit" in (m.content or "") for m in h.public_posts):
            break
    assert kinds.count("leader") == 1 and kinds.count("cards") == 3

    # Mortality is narrated in the channel
    assert any("Mortality chit" in (m.content or "") for m in h.public_posts)
    assert any("**mortality** phase" in (m.content or "").lower() for m in h.public_posts)
    h.assert_within_limits()


async def test_status_and_hand_commands(h: Harness) -> None:
    game_id = await started_game(h)
    [status] = await h.slash(BOB, "game", "status")
    assert not status.ephemeral
    assert (
        "turn 1" in status.text.lower()
        and "Unrest" in status.text
        and "Faction Leader" not in status.text
    )
    [hand] = await h.slash(CAROL, "game", "hand")
    assert hand.ephemeral
    for name in await _hand_names(h, game_id, CAROL):
        assert name in hand.text
    for user in PLAYERS:
        assert (await h.bot.service.info(game_id)).seat_of(user) is not None
    h.assert_within_limits()
