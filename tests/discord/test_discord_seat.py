"""`/gm seat @user faction`: a newcomer takes a seat mid-game that a computer
player holds or nobody does, with its hand, private history and open prompts, as a
substitute does with `/gm replace`; a seat a player holds is refused."""

from __future__ import annotations

from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, DAVE, Harness
from tests.harness.fakes import Member


async def test_a_newcomer_takes_a_computer_held_seat(h: Harness) -> None:
    game_id = await started_game(h)
    info = await h.bot.service.info(game_id)
    bob_seat = info.seat_of(BOB)
    assert bob_seat is not None
    await h.slash(BOB, "game", "leave")
    info = await h.bot.service.info(game_id)
    assert next(s for s in info.seats if s.seat == bob_seat).is_bot
    [done] = await h.slash(ALICE, "gm", "seat", player=Member(DAVE), faction=bob_seat)
    assert done.ephemeral
    info = await h.bot.service.info(game_id)
    seat = next(s for s in info.seats if s.seat == bob_seat)
    assert seat.user_id == DAVE and not seat.is_bot
    dave = h.dms[DAVE]
    assert any("Your hand" in m.text for m in dave)
    assert any("private history" in m.text for m in dave)
    assert any("from its computer player" in (m.content or "") for m in h.channel_posts)
    assert [a for _, _, a, _ in await h.bot.storage.gm_log(game_id)][-1] == "seat"
    # the newcomer plays the seat from now on
    prompts = await h.bot.service.prompts(game_id, bob_seat)
    if prompts:
        p = prompts[0]
        await h.slash(DAVE, "turn", "act", choice=f"{p.version}:0")
        assert (await h.bot.service.info(game_id)).version > p.version
    h.assert_within_limits()


async def test_a_newcomer_takes_an_empty_seat_and_gets_its_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    seat = prompt_seat(prompt)
    # the seat's player is gone and nobody holds it (as after a lost account)
    await h.bot.storage.set_seat_user(game_id, seat, None, now=h.bot.service.clock())
    h.bot.service.forget(game_id)
    await h.slash(ALICE, "gm", "seat", player=Member(DAVE), faction=seat)
    assert (await h.bot.service.info(game_id)).seat_of(DAVE) == seat
    dave = h.dms[DAVE]
    assert any("Your hand" in m.text for m in dave)
    assert any(c.startswith("praetor:") for m in dave for c in m.custom_ids)  # the open prompt
    assert any("takes the empty" in (m.content or "") for m in h.channel_posts)


async def test_a_seat_a_player_holds_is_refused_and_only_the_gm_seats(h: Harness) -> None:
    game_id = await started_game(h)
    info = await h.bot.service.info(game_id)
    carol_seat = info.seat_of(CAROL)
    [refused] = await h.slash(ALICE, "gm", "seat", player=Member(DAVE), faction=carol_seat)
    assert refused.ephemeral and "/gm replace" in refused.text
    [not_gm] = await h.slash(BOB, "gm", "seat", player=Member(DAVE), faction=carol_seat)
    assert not_gm.ephemeral and "game master" in not_gm.text
    assert (await h.bot.service.info(game_id)).seat_of(DAVE) is None
