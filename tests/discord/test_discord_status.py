"""`/game status` shows what the status board shows: the same embed, built by
`bot.board` and `bot.discord.board` from the public view, posted publicly."""

from __future__ import annotations

from tests.discord.story import answer, open_prompts, started_game
from tests.discord.test_discord_board import boards
from tests.harness import BOB, DAVE, Harness


async def test_game_status_is_the_status_board(h: Harness) -> None:
    await started_game(h)
    await answer(h, open_prompts(h)[-1])
    [board] = boards(h)
    [status] = await h.slash(BOB, "game", "status")
    assert not status.ephemeral
    assert status.embeds == board.embeds
    assert "Waiting on" in status.text and "Treasury" in status.text
    # a spectator sees the same
    [watching] = await h.slash(DAVE, "game", "status")
    assert watching.embeds == board.embeds
    h.assert_within_limits()
