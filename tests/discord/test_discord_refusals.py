"""Bad input gets a short ephemeral answer and changes nothing."""

from __future__ import annotations

from typing import Any

from tests.discord.story import answer, open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, DAVE, Harness, Msg


async def _snapshot(h: Harness, game_id: int) -> tuple[Any, ...]:
    storage = h.bot.storage
    return (await storage.get_game(game_id), await storage.seats(game_id))


def _only_ephemeral(replies: list[Msg]) -> str:
    assert len(replies) >= 1 and all(m.ephemeral for m in replies), replies
    return replies[0].content or ""


async def _user_of(h: Harness, msg: Msg) -> int:
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    user = info.user_of(prompt_seat(msg))
    assert user is not None
    return user


async def test_joining_twice(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join", faction="populares")
    game_id = (await h.bot.service.game_in_channel(CHANNEL_ID)).id
    before = await _snapshot(h, game_id)
    text = _only_ephemeral(await h.slash(ALICE, "game", "join", faction="equites"))
    assert text == "You already hold the **Populares** seat."
    assert await _snapshot(h, game_id) == before


async def test_taking_a_taken_seat_and_the_autocomplete_of_free_seats(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join", faction="populares")
    choices = await h.autocomplete(BOB, "game", "join", focused="faction")
    assert [c["value"] for c in choices] == ["optimates", "equites"]
    assert [c["name"] for c in choices] == ["Optimates", "Equites"]
    text = _only_ephemeral(await h.slash(BOB, "game", "join", faction="populares"))
    assert "taken" in text


async def test_starting_short_of_players(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join")
    await h.slash(BOB, "game", "join")
    game_id = (await h.bot.service.game_in_channel(CHANNEL_ID)).id
    before = await _snapshot(h, game_id)
    text = _only_ephemeral(await h.slash(ALICE, "game", "start"))
    assert text == "1 of 3 seats are still open; every seat must be filled first."
    assert await _snapshot(h, game_id) == before
    assert not h.channel_posts and not h.dms


async def test_only_the_creator_starts(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    text = _only_ephemeral(await h.slash(BOB, "game", "start"))
    assert text == "Only the game's creator can do that."
    assert (await h.bot.service.game_in_channel(CHANNEL_ID)).status == "lobby"


async def test_no_game_in_the_channel(h: Harness) -> None:
    text = _only_ephemeral(await h.slash(ALICE, "game", "status"))
    assert "no game in this channel" in text


async def test_out_of_range_player_count_is_refused_by_the_command(h: Harness) -> None:
    text = _only_ephemeral(await h.slash(ALICE, "game", "create", players=9))
    assert text == "A game has 3 to 6 factions."
    assert not await h.bot.storage.games_in_channel(CHANNEL_ID)


async def test_clicking_another_factions_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    owner = await _user_of(h, prompt)
    before = await _snapshot(h, game_id)
    for intruder in (u for u in (ALICE, BOB, CAROL, DAVE) if u != owner):
        text = _only_ephemeral(await h.click(intruder, prompt.custom_ids[0], on=prompt))
        assert text == "That is not your decision."
    assert await _snapshot(h, game_id) == before
    assert prompt.custom_ids and prompt.edits == 0


async def test_acting_in_the_wrong_phase(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    owner = await _user_of(h, prompt)
    before = await _snapshot(h, game_id)
    # "done" belongs to the faction phase, not to the choice of a Faction Leader
    text = _only_ephemeral(await h.slash(owner, "turn", "act", choice="done"))
    assert text.startswith("⛔") and "[3.01.7]" in text
    # a kind the game does not know at all
    text = _only_ephemeral(await h.slash(owner, "turn", "act", choice="declare_war"))
    assert text.startswith("⛔") and "not understood" in text
    # someone else's turn
    other = next(u for u in (ALICE, BOB, CAROL) if u != owner)
    text = _only_ephemeral(await h.slash(other, "turn", "act", choice="done"))
    assert text.startswith("⛔")
    assert await _snapshot(h, game_id) == before


async def test_pressing_a_stale_button(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    owner = await _user_of(h, prompt)
    # a second copy of the same prompt, ephemeral, at the same version
    [copy] = await h.slash(owner, "turn", "pending")
    assert copy.ephemeral and copy.custom_ids == prompt.custom_ids
    stale_id = copy.custom_ids[0]
    await answer(h, prompt)  # the game moves on
    before = await _snapshot(h, game_id)
    replies = await h.click(owner, stale_id, on=copy)
    assert _only_ephemeral(replies) == (
        "This prompt is out of date, and nothing is waiting for you now."
    )
    assert await _snapshot(h, game_id) == before


async def test_a_stale_button_brings_the_current_prompt(h: Harness) -> None:
    """In the faction phase a player may play several cards: the prompt is refreshed in
    place after each, and an older copy answers with the current one."""
    game_id = await started_game(h)
    for _ in range(3):  # the three leaders
        await answer(h, open_prompts(h)[-1])
    [cards] = [m for m in open_prompts(h) if "Done" in m.labels]
    owner, seat = await _user_of(h, cards), prompt_seat(cards)
    assert cards.components[0]["components"][0]["type"] == 3  # more than 5 choices: a select
    [copy] = await h.slash(owner, "turn", "pending")
    played = await answer(h, cards)  # the first card play; the decision stays open
    assert played != "Done"
    assert cards.custom_ids and cards.custom_ids != copy.custom_ids  # refreshed in place
    assert f"**{played}**" in (cards.content or "")
    before = await _snapshot(h, game_id)
    replies = await h.click(owner, copy.custom_ids[0], value="0", on=copy)
    assert [m.ephemeral for m in replies] == [True, True]
    assert replies[0].content == "This prompt is out of date; here is the current one."
    assert replies[1].custom_ids == cards.custom_ids
    assert await _snapshot(h, game_id) == before
    await answer(h, cards, "Done")
    assert cards.components == [] and "**Done**" in (cards.content or "")
    assert not [m for m in open_prompts(h) if not m.ephemeral and prompt_seat(m) == seat]
    h.assert_within_limits()
