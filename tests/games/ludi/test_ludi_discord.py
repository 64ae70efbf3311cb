"""A game of Ludi Romani through Discord only, in the offline harness: three users join
and start it with the shared `/game` commands; each one's hidden hand comes privately (by
DM, or in CAROL's private thread as her DMs are closed); the sealed bids are asked there,
one answered with `/turn act`, the others by clicking; the sealed votes of acclamation are
asked privately too, and the channel learns only that a vote was cast until all are in;
the festival is played to its end and its summary is posted. Nothing told to one seat
reaches anybody else."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games import get_game
from bot.messages import t
from tests.discord.story import answer, open_prompts, prompt_seat
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, Harness, Msg

ludi = get_game("ludi")
USERS = (ALICE, BOB, CAROL)
#: the beginnings of what only one seat is told: its hand, its bid, its vote, its draws
PRIVATE = ("Your hand:", "You laid", "You acclaim", "You jeer", "You drew")


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3", dm_closed={CAROL})
    await harness.start()
    yield harness
    await harness.close()


def private_place(h: Harness, user: int) -> list[Msg]:
    """What `user` reads alone: DMs, or the private thread when DMs are closed."""
    return h.thread_posts(user) if user == CAROL else h.dms[user]


def public(h: Harness) -> list[Msg]:
    return [
        m
        for m in h.messages.values()
        if m.where in ("channel", "public_thread") or (not m.ephemeral and m.where == "reply")
    ]


@pytest.mark.e2e
async def test_a_festival_of_ludi_through_discord(h: Harness) -> None:
    info = await h.bot.service.create_game(
        channel_id=CHANNEL_ID,
        guild_id=GUILD_ID,
        creator_id=ALICE,
        players=3,
        game="ludi",
        seed=5,
        options={"festival_days": 4},
    )
    for user in USERS:
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "start")
    info = await h.bot.service.info(info.id)
    seat = {user: info.seat_of(user) for user in USERS}
    _, state = await h.bot.service.state(info.id)

    # the hidden hand, privately
    for user in USERS:
        cards = ", ".join(map(str, state.aediles[seat[user]].hand))
        assert any(
            t("ludi.hand.cards") in m.text and cards in m.text for m in private_place(h, user)
        )
    assert not any(t("ludi.hand.cards") in m.text for m in public(h))

    # the sealed bids: asked privately, the channel told only who is deciding
    bids = {prompt_seat(m): m for m in open_prompts(h)}
    assert set(bids) == set(seat.values())
    for user in USERS:
        assert bids[seat[user]].where == ("thread" if user == CAROL else "dm")
        assert all(label.startswith("Lay ") for label in bids[seat[user]].choice_labels)
    (prompt,) = await h.bot.service.prompts(info.id, seat[ALICE])
    highest = max(range(len(prompt.choices)), key=lambda i: prompt.choices[i].action["card"])
    await h.slash(ALICE, "turn", "act", choice=f"{prompt.version}:{highest}")
    _, state = await h.bot.service.state(info.id)
    assert state.aediles[seat[ALICE]].bid == prompt.choices[highest].action["card"]
    assert not any("laid **" in m.text for m in public(h))  # nothing revealed yet
    await answer(h, bids[seat[BOB]])
    await answer(h, bids[seat[CAROL]])
    _, state = await h.bot.service.state(info.id)
    assert state.phase == "vote" and state.sponsor is not None
    revealed = [m.text for m in public(h) if "laid **" in m.text]
    assert revealed  # the cards are shown once all are laid [2.3]

    # the sealed vote: asked privately; the channel learns only that a vote was cast
    votes = [m for m in open_prompts(h) if "Acclaim" in m.choice_labels]  # ALICE's old bid prompt
    assert len(votes) == 2 and all(m.choice_labels == ["Acclaim", "Jeer"] for m in votes)
    assert all(m.where in ("dm", "thread") for m in votes)
    first, second = votes
    name = t(f"seat.{prompt_seat(first)}")
    await answer(h, first, "Acclaim")
    lines = "\n".join(m.text for m in public(h))
    assert f"{name} have voted" in lines and f"{name} acclaim." not in lines
    assert "**Acclaim**" in (h.messages[first.id].content or "")  # where only the voter reads
    await answer(h, second, "Jeer")
    lines = "\n".join(m.text for m in public(h))
    assert f"{name} acclaim." in lines  # counted, so shown [2.4]

    # to the end of the festival, every prompt clicked where it was sent
    for _ in range(60):
        if (await h.bot.service.info(info.id)).status == "finished":
            break
        waiting = open_prompts(h)
        assert waiting, "the game waits on nobody"
        await answer(h, waiting[-1])  # the newest: an older one may be answered already
    assert (await h.bot.service.info(info.id)).status == "finished"
    _, state = await h.bot.service.state(info.id)
    assert state.outcome is not None and state.turn == 4
    assert any(t("ludi.summary.title") in m.text for m in public(h))

    # what one seat was told reached nobody else
    for m in public(h):
        assert not any(p in m.text for p in PRIVATE), m.text
        assert not any(label.startswith("Lay ") for label in m.labels), m.labels
    h.assert_within_limits()
