"""A game of Ludi Romani through the rules service, as any game is played: created with
its own option, two users and a `sensible` computer player, every decision made by a
click on its prompt, to the end of the festival. The sealed bids (their choices are cards
of a hidden hand) and the sealed votes of acclamation are asked privately; each
user's hand goes to that user alone; the stored log replays to the final state."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.engine import replay
from bot.games import get_game, get_presenter
from bot.messages import t
from bot.service.game_service import GameService
from db import Storage

ludi = get_game("ludi")
CREATOR, ALICE, BOB = 100, 101, 102
NOW = 1_000_000.0


@pytest.fixture
async def storage(tmp_path: Path) -> AsyncIterator[Storage]:
    s = await Storage.open(tmp_path / "praetor.sqlite3")
    yield s
    await s.close()


async def test_a_game_of_ludi_plays_to_its_end_through_the_service(storage: Storage) -> None:
    service = GameService(storage, clock=lambda: NOW, deadline_seconds=3600.0)
    info = await service.create_game(
        channel_id=555,
        guild_id=1,
        creator_id=CREATOR,
        players=3,
        game="ludi",
        seed=11,
        options={"festival_days": 4},
    )
    await service.join(info.id, ALICE)
    await service.join(info.id, BOB)
    await service.add_bot(info.id, CREATOR, level="sensible")
    info = await service.start(info.id, CREATOR)
    users = {s.seat: s.user_id for s in info.seats if not s.is_bot}
    assert len(users) == 2
    kinds_seen: set[tuple[str, bool]] = set()
    for _ in range(100):
        prompts = await service.prompts(info.id)
        if not prompts:
            break
        prompt = prompts[0]
        kinds_seen.add((prompt.decision.kind, prompt.public))
        seat, user = prompt.seat, users[prompt.seat]
        _, state = await service.state(info.id)
        wanted = get_presenter("ludi").computer("sensible", seat).choose(ludi, state, seat)
        [choice] = [c for c in prompt.choices if c.action == wanted.model_dump(mode="json")]
        await service.choose(
            info.id, user, prompt.version, choice.index, seat=seat, digest=choice.digest
        )
    assert kinds_seen == {("ludi_bid", False), ("ludi_vote", False)}  # both sealed
    info = await service.info(info.id)
    assert info.status == "finished"
    row = await storage.get_game(info.id)
    assert row is not None
    _, state = await service.state(info.id)
    outcome = ludi.outcome(state)
    assert outcome is not None and outcome.winners and state.turn == 4
    log = [(a.seat, json.loads(a.action_json)) for a in await storage.load_actions(info.id)]
    seats = [s.seat for s in info.seats]
    again = replay(ludi, row.seed, seats, json.loads(row.options_json), log)
    assert again.model_dump_json() == state.model_dump_json()
    rows = await storage.due_outbox(NOW + 10**9, limit=10_000)
    payloads = [(r.target, r.seat, json.loads(r.payload_json)) for r in rows]
    hands = [(seat, p["view"]["seat"]) for target, seat, p in payloads if p["kind"] == "hand"]
    assert set(users) <= {seat for seat, _ in hands}
    assert all(seat == owner for seat, owner in hands)  # each hand to its own seat
    for target, _, p in payloads:
        if target == "channel":
            assert p["kind"] != "hand", p
            assert "choices" not in p or p["decision"] != "ludi_bid", p  # a bid's cards
    # a game that marks no phase has one digest, its presenter's summary at the end
    [summary] = [p for target, _, p in payloads if p["kind"] == "digest"]
    assert len(summary["fields"]) == 3
    assert any(p["kind"] == "finished" for _, _, p in payloads)


class Clock:
    def __init__(self) -> None:
        self.now = NOW

    def __call__(self) -> float:
        return self.now


async def test_a_bid_left_past_its_deadline_lays_the_lowest_card_and_says_so_privately(
    storage: Storage,
) -> None:
    clock = Clock()
    service = GameService(storage, clock=clock, deadline_seconds=3600.0)
    info = await service.create_game(
        channel_id=556, guild_id=1, creator_id=CREATOR, players=2, game="ludi", seed=3
    )
    await service.join(info.id, ALICE)
    await service.join(info.id, BOB)
    info = await service.start(info.id, CREATOR)
    _, state = await service.state(info.id)
    lowest = {seat: min(a.hand) for seat, a in state.aediles.items()}
    clock.now += 10 * 24 * 3600.0
    assert await service.run_due() == 2
    _, state = await service.state(info.id)
    assert state.phase == "vote"
    rows = await storage.due_outbox(clock.now + 10**9, limit=10_000)
    channel = [
        json.loads(r.payload_json).get("content") or "" for r in rows if r.target == "channel"
    ]
    for seat in lowest:
        name = t(f"seat.{seat}")
        assert t("ui.deadline.defaulted_privately", seat=name) in channel
    assert not any("Lay " in text for text in channel)
    log = [json.loads(a.action_json) for a in await storage.load_actions(info.id)]
    assert sorted(a["card"] for a in log) == sorted(lowest.values())
