"""A seat that changes hands mid-game closes its old holder's open prompts (edited to say
to whom the seat passed, components removed) and its new holder gets theirs; a player who
leaves has their prompts closed as the computer player's, and none stays live."""

from __future__ import annotations

from bot.messages import t
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, DAVE, Harness
from tests.harness.fakes import Member


async def test_replace_closes_the_old_holders_prompts_and_prompts_the_new(h: Harness) -> None:
    game_id = await started_game(h)
    await h.drain()
    [prompt] = open_prompts(h)
    seat = prompt_seat(prompt)
    old = (await h.bot.service.info(game_id)).user_of(seat)
    assert old is not None
    await h.slash(ALICE, "gm", "replace", old=Member(old), new=Member(DAVE))
    await h.drain()
    closed = h.messages[prompt.id]
    assert not closed.components
    assert t("ui.prompt.closed.handed_over", user=f"<@{DAVE}>") in (closed.content or "")
    [live] = open_prompts(h)
    assert prompt_seat(live) == seat and live.user_id == DAVE and live.id != prompt.id
    h.assert_within_limits()


async def test_a_player_who_leaves_has_their_prompts_closed(h: Harness) -> None:
    game_id = await started_game(h)
    await h.drain()
    [prompt] = open_prompts(h)
    seat = prompt_seat(prompt)
    old = (await h.bot.service.info(game_id)).user_of(seat)
    assert old in (ALICE, BOB, CAROL)
    await h.slash(old, "game", "leave")
    await h.drain()
    info = await h.bot.service.info(game_id)
    assert info.user_of(seat) is None
    closed = h.messages[prompt.id]
    assert not closed.components
    assert t("ui.prompt.closed.to_computer") in (closed.content or "")
    assert all(prompt_seat(m) != seat for m in open_prompts(h))
    h.assert_within_limits()
