"""Absence with the standing order `with:<faction>`: the absent faction votes
as the one it follows, and in a sealed ballot (1.09.13) nobody — the absent faction's
player included — learns the followed faction's ballot before the reveal."""

from __future__ import annotations

import json
from typing import Any

from bot.games import get_game
from bot.games.ror import ai
from tests.discord.story import started_game
from tests.harness import ALICE, BOB, CAROL, Harness

ror = get_game("ror")
MAX_STEPS = 400


async def _pending(h: Harness, game_id: int) -> list[Any]:
    return await h.bot.service.prompts(game_id)


async def _play_until_sealed_vote(h: Harness, game_id: int) -> None:
    """Every user makes the `basic` computer player's choice until a sealed ballot of
    all three factions is open."""
    for _ in range(MAX_STEPS):
        prompts = await _pending(h, game_id)
        seats = {p.seat for p in prompts if p.decision.kind == "senate_ballot"}
        if len(seats) == 3:
            return
        info = await h.bot.service.info(game_id)
        prompt = prompts[0]
        _, state = await h.bot.service.state(game_id)
        wanted = ai.player_for("basic", prompt.version).choose(ror, state, prompt.seat)
        data = wanted.model_dump(mode="json")
        pick = next((c.index for c in prompt.choices if c.action == data), 0)
        await h.slash(info.user_of(prompt.seat), "turn", "act", choice=f"{prompt.version}:{pick}")
    raise AssertionError("no sealed ballot of every faction")


def _way(choice_action: dict[str, Any]) -> str:
    return "yes" if choice_action.get("yes") else "no" if choice_action.get("no") else "abstain"


async def test_an_absent_faction_votes_with_another_unseen_until_the_reveal(h: Harness) -> None:
    game_id = await started_game(h)
    info = await h.bot.service.info(game_id)
    followed, absent = info.seat_of(ALICE), info.seat_of(BOB)
    await _play_until_sealed_vote(h, game_id)
    # BOB leaves, his votes cast as ALICE's faction casts hers
    await h.slash(BOB, "faction", "away", votes=f"with:{followed}")
    assert absent in {p.seat for p in await _pending(h, game_id)}  # ALICE has not voted

    # ALICE votes "yes" (or the first way she may); CAROL has not voted yet
    [mine] = [p for p in await _pending(h, game_id) if p.seat == followed]
    choice = next((c for c in mine.choices if c.action.get("yes")), mine.choices[0])
    way = _way(choice.action)
    bob_before = len(h.private_to(BOB))
    await h.slash(ALICE, "turn", "act", choice=f"{mine.version}:{choice.index}")
    seats = {p.seat for p in await _pending(h, game_id)}
    # BOB's ballot waits for the reveal: cast now, his own notice of it would tell him
    # (and his faction's ballot would be fixed by) ALICE's sealed vote
    assert absent in seats and info.seat_of(CAROL) in seats
    assert len(h.private_to(BOB)) == bob_before
    _, state = await h.bot.service.state(game_id)
    assert absent not in state.senate.ballots

    # CAROL votes: BOB's ballot goes in with the last one, and the reveal shows it as ALICE's
    [hers] = [p for p in await _pending(h, game_id) if p.seat == info.seat_of(CAROL)]
    await h.slash(CAROL, "turn", "act", choice=f"{hers.version}:{hers.choices[0].index}")
    tallies = [e for e in await h.bot.storage.load_events(game_id) if e.kind == "vote_tally"]
    factions = json.loads(tallies[-1].event_json)["data"]["factions"]
    got = factions[absent]
    assert _way({"yes": got["yes"] > 0, "no": got["no"] > 0}) == way
    assert absent not in {p.seat for p in await _pending(h, game_id)}
    h.assert_within_limits()
