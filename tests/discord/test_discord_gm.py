"""`/gm` and `/faction away|back` through the real bot."""

from __future__ import annotations

import json

from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, DAVE, Harness
from tests.harness.fakes import Member


async def test_gm_tools_are_posted_logged_and_refused_to_others(h: Harness) -> None:
    game_id = await started_game(h)
    [refused] = await h.slash(BOB, "gm", "pause")
    assert refused.ephemeral and "game master" in refused.text
    await h.slash(ALICE, "gm", "pause", hours=5.0)
    assert any("paused the game" in (m.content or "") for m in h.channel_posts)
    # a move while paused is refused with a clear message, and changes nothing
    [prompt] = open_prompts(h)
    info = await h.bot.service.info(game_id)
    user = info.user_of(prompt_seat(prompt))
    version = info.version
    [reply] = await h.click(user, prompt.custom_ids[0], on=prompt)
    assert reply.ephemeral and "paused" in reply.text
    assert (await h.bot.service.info(game_id)).version == version
    await h.slash(ALICE, "gm", "resume")
    assert any("resumes" in (m.content or "") for m in h.channel_posts)

    await h.slash(ALICE, "gm", "export")
    record = json.loads(h.files[f"praetor-{game_id}.json"])
    assert [g["action"] for g in record["gm_log"]] == ["pause", "resume"]
    assert [a for _, _, a, _ in await h.bot.storage.gm_log(game_id)][-1] == "export"
    assert "actions" not in record  # the public record while the game runs
    assert "Republic of Rome" in h.files[f"praetor-{game_id}.txt"].decode()
    h.assert_within_limits()


async def test_replace_sends_the_hand_and_history_to_the_newcomer(h: Harness) -> None:
    game_id = await started_game(h)
    await h.slash(ALICE, "gm", "replace", old=Member(BOB), new=Member(DAVE))
    info = await h.bot.service.info(game_id)
    assert info.seat_of(DAVE) is not None and info.seat_of(BOB) is None
    dave = h.dms[DAVE]
    assert any("Your hand" in m.text for m in dave)
    assert any("private history" in m.text for m in dave)
    assert any("takes over" in (m.content or "") for m in h.channel_posts)
    h.assert_within_limits()


async def test_away_standing_orders_play_at_once(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    seat = prompt_seat(prompt)
    user = (await h.bot.service.info(game_id)).user_of(seat)
    [reply] = await h.slash(user, "faction", "away", until="2999-01-01", other="computer")
    assert reply.ephemeral
    _, state = await h.bot.service.state(game_id)
    from bot.games import get_game

    assert all(d.seat != seat for d in get_game("ror").pending(state))
    assert any("is away" in (m.content or "") for m in h.channel_posts)
    [bad] = await h.slash(user, "faction", "away", until="tomorrow")
    assert "YYYY-MM-DD" in bad.text
    await h.slash(user, "faction", "back")
    assert any("is back" in (m.content or "") for m in h.channel_posts)
