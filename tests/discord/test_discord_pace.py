"""The pace through the real bot: a game opened with the default pace runs its phase on
one clock, prompts and the pinned orientation count down to it, `/turn ready` closes a
player's open decisions and says what it played, and `/gm pace` changes the pace (refused
to anyone but the GM)."""

from __future__ import annotations

from bot.games import get_game
from bot.messages import t
from tests.discord.story import open_prompts, started_game
from tests.harness import ALICE, BOB, CAROL, DAVE, Harness, Msg


def _only_ephemeral(replies: list[Msg]) -> str:
    assert len(replies) == 1 and replies[0].ephemeral, replies
    return replies[0].content or ""


async def test_ready_through_discord_closes_the_players_decisions_and_says_what(
    h: Harness,
) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    [due] = {r.due_at for r in await h.bot.storage.deadlines(game_id)}
    [prompt] = open_prompts(h)
    assert f"<t:{int(due)}:R>" in (prompt.content or "")  # the countdown of the phase
    await h.drain()
    [pinned] = [m for m in h.channel_posts if m.pinned]  # the orientation: the phase's clock
    assert t("ui.orientation.phase", due=f"<t:{int(due)}:R>") in (pinned.content or "")
    _, state = await service.state(game_id)
    info = await service.info(game_id)
    [decision] = get_game(info.game).pending(state)
    user = info.user_of(decision.seat)
    assert user is not None
    idle = next(u for u in (ALICE, BOB, CAROL) if u != user)  # seated, not waited on
    refused = _only_ephemeral(await h.slash(idle, "turn", "ready"))
    assert refused == t("error.ready_nothing_open")
    version = (await service.state(game_id))[0]
    text = _only_ephemeral(await h.slash(user, "turn", "ready"))
    assert text.startswith("✅ Done for this phase. Played for you:")
    assert (await service.state(game_id))[0] > version
    await h.drain()
    assert any(
        t("ui.ready.notice", seat=t(f"seat.{decision.seat}")) == m.content for m in h.channel_posts
    )
    h.assert_within_limits()


async def test_gm_pace_changes_the_pace_and_nobody_else_may(h: Harness) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    refused = _only_ephemeral(await h.slash(DAVE, "gm", "pace", pace="none"))
    assert refused == t("error.gm_only")
    assert (await service.game_settings(game_id)).pace == "phase"
    await h.slash(ALICE, "gm", "pace", pace="decision")
    assert (await service.game_settings(game_id)).pace == "decision"
    await h.drain()
    assert any(
        (m.content or "").startswith("⏱️") and t("ui.pace.decision") in (m.content or "")
        for m in h.channel_posts
    )
