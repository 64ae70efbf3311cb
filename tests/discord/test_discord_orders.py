"""Answering ahead: `/turn orders` leaves standing orders for the rest of the phase (or
turn). What is open is made by them at once, what opens later the moment it opens, each
prompt closed as decided by standing orders; an order by topic comes before the order for
every vote; "as the sponsor" votes for one's own proposal and waits for the sponsor's
sealed ballot; a bad order is refused and changes nothing; the orders lapse with the phase."""

from __future__ import annotations

import json
from typing import Any

from bot.games import get_game, get_presenter
from bot.games.ror import ai
from bot.games.ror.present.orders import topic_of
from bot.messages import t
from bot.service import absence, phase_orders
from bot.service.deadlines import phase_of
from tests.discord.story import started_game
from tests.harness import ALICE, BOB, CAROL, Harness, Msg

ror = get_game("ror")
presenter = get_presenter("ror")
MAX_STEPS = 400


def _only_ephemeral(replies: list[Msg]) -> str:
    assert len(replies) == 1 and replies[0].ephemeral, replies
    return replies[0].content or ""


async def _play(h: Harness, game_id: int, prompt: Any) -> None:
    """The prompt's player makes the `basic` computer player's choice."""
    info = await h.bot.service.info(game_id)
    _, state = await h.bot.service.state(game_id)
    wanted = ai.player_for("basic", prompt.version).choose(ror, state, prompt.seat)
    data = wanted.model_dump(mode="json")
    pick = next((c.index for c in prompt.choices if c.action == data), 0)
    await h.slash(info.user_of(prompt.seat), "turn", "act", choice=f"{prompt.version}:{pick}")


async def _play_until_sealed_vote(h: Harness, game_id: int) -> None:
    for _ in range(MAX_STEPS):
        prompts = await h.bot.service.prompts(game_id)
        if len({p.seat for p in prompts if p.decision.kind == "senate_ballot"}) == 3:
            return
        await _play(h, game_id, prompts[0])
    raise AssertionError("no sealed ballot of every faction")


def _ways(tally: dict[str, Any], seat: str) -> str:
    got = tally["data"]["factions"][seat]
    return "yes" if got["yes"] > 0 else "no" if got["no"] > 0 else "abstain"


async def _tallies(h: Harness, game_id: int) -> list[dict[str, Any]]:
    events = await h.bot.storage.load_events(game_id)
    return [json.loads(e.event_json) for e in events if e.kind == "vote_tally"]


async def test_orders_cast_what_is_open_at_once_and_close_its_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    info = await service.info(game_id)
    alice, bob = info.seat_of(ALICE), info.seat_of(BOB)
    await _play_until_sealed_vote(h, game_id)
    text = _only_ephemeral(await h.slash(BOB, "turn", "orders", votes="no"))
    assert text.startswith("📋") and t("ui.away.order.no") in text
    assert t("ui.orders.until.phase") in text
    assert bob not in {p.seat for p in await service.prompts(game_id)}
    await h.drain()
    closed = t("ui.prompt.closed.standing", label="").split("**")[0]
    assert any(closed in (m.content or "") and not m.components for m in h.private_to(BOB))
    _, state = await service.state(game_id)
    assert bob in state.senate.ballots and alice not in state.senate.ballots
    h.assert_within_limits()


async def test_orders_left_ahead_answer_each_vote_the_moment_it_opens(h: Harness) -> None:
    """CAROL leaves orders at the start for the whole turn (abstain, but yes on
    elections); BOB leaves his when the Senate opens (no). Neither is waited on for a
    ballot in the Senate; BOB's lapse with the phase, CAROL's hold for the turn."""
    game_id = await started_game(h)
    service = h.bot.service
    info = await service.info(game_id)
    bob, carol = info.seat_of(BOB), info.seat_of(CAROL)
    await h.slash(
        CAROL,
        "turn",
        "orders",
        votes="abstain",
        topic="vote:elections",
        topic_votes="yes",
        until="turn",
    )
    for _ in range(MAX_STEPS):
        _, state = await service.state(game_id)
        if state.phase == "senate":
            break
        await _play(h, game_id, (await service.prompts(game_id))[0])
    senate, turn = phase_of(state), state.turn
    await h.slash(BOB, "turn", "orders", votes="no")
    for _ in range(MAX_STEPS):
        _, state = await service.state(game_id)
        if phase_of(state) != senate:
            break
        voting = {d.seat for d in ror.pending(state) if d.kind == "senate_ballot"}
        assert not voting & {bob, carol}
        await _play(h, game_id, (await service.prompts(game_id))[0])
    else:
        raise AssertionError("the Senate never ended")
    tallies = await _tallies(h, game_id)
    assert tallies and all(_ways(x, bob) == "no" for x in tallies)
    elections = [x for x in tallies if topic_of(x["data"]["proposal"]) == "elections"]
    assert elections and all(_ways(x, carol) == "yes" for x in elections)
    assert all(_ways(x, carol) == "abstain" for x in tallies if x not in elections)
    # the Senate ended: BOB's orders lapsed with it, CAROL's hold for the rest of the turn
    assert (await phase_orders.orders_now(service, game_id, BOB))[0] == {}
    assert _only_ephemeral(await h.slash(BOB, "turn", "orders")) == t("ui.orders.none")
    held, until = await phase_orders.orders_now(service, game_id, CAROL)
    assert state.turn != turn or (held["vote"] == "abstain" and until == "turn")
    h.assert_within_limits()


async def test_a_bad_order_is_refused_and_changes_nothing(h: Harness) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    before = await service.game_settings(game_id)
    refused = _only_ephemeral(await h.slash(BOB, "turn", "orders", others="yes"))
    assert refused == t("error.away_with_votes_only")
    refused = _only_ephemeral(await h.slash(BOB, "turn", "orders", votes="maybe"))
    assert refused == t("error.away_bad_order", order="maybe")
    refused = _only_ephemeral(await h.slash(BOB, "turn", "orders", topic="vote:elections"))
    assert refused == t("error.orders_topic_alone")
    refused = _only_ephemeral(
        await h.slash(BOB, "turn", "orders", topic="vote:nothing", topic_votes="yes")
    )
    assert refused == t("error.orders_bad_key", name="vote:nothing")
    assert await service.game_settings(game_id) == before
    suggested = await h.autocomplete(BOB, "turn", "orders", focused="topic")
    assert [c["value"] for c in suggested] == [f"vote:{k}" for k in presenter.vote_topics]


async def test_as_the_sponsor_votes_for_ones_own_proposal_and_waits_for_the_sponsor(
    h: Harness,
) -> None:
    game_id = await started_game(h)
    await _play_until_sealed_vote(h, game_id)
    _, state = await h.bot.service.state(game_id)
    ballots = [d for d in ror.pending(state) if d.kind == "senate_ballot"]
    on = presenter.vote_on(state, ballots[0])
    assert on is not None
    sponsor = on[1]

    def cast(d: Any, followers: set[str]) -> dict[str, Any] | None:
        return absence.order_action(presenter, ror, state, d, "sponsor", followers, lambda: None)

    [own] = [d for d in ballots if d.seat == sponsor]
    assert cast(own, set()) == presenter.vote_like(ror, state, own, "yes")
    other = next(d for d in ballots if d.seat != sponsor)
    assert cast(other, {other.seat}) is None  # the sponsor's sealed ballot is not in yet


async def test_a_way_picked_on_a_votes_prompt_answers_it_and_the_phases_votes(
    h: Harness,
) -> None:
    game_id = await started_game(h)
    service = h.bot.service
    info = await service.info(game_id)
    bob = info.seat_of(BOB)
    await _play_until_sealed_vote(h, game_id)
    await h.drain()
    [prompt] = [
        m for m in h.private_to(BOB) if any(c.startswith("praetor:o:") for c in m.custom_ids)
    ]
    [picker] = [c for c in prompt.custom_ids if c.startswith("praetor:o:")]
    # not BOB's: refused, nothing changes
    before = await service.game_settings(game_id)
    refused = await h.click(CAROL, picker, value="yes", on=prompt)
    assert [m.content for m in refused if m.ephemeral] == [t("error.not_your_decision")]
    assert await service.game_settings(game_id) == before
    replies = await h.click(BOB, picker, value="no", on=prompt)
    said = [m.content or "" for m in replies if m.ephemeral]
    assert said and t("ui.away.order.no") in said[-1]
    _, state = await service.state(game_id)
    assert bob in state.senate.ballots  # this vote answered at once
    orders, until = await phase_orders.orders_now(service, game_id, BOB)
    assert orders == {"vote": "no"} and until == "phase"
    h.assert_within_limits()
