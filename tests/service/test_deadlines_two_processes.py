"""Two processes' deadline loops on one database (two services, two connections): a
deadline listed as due by one process but fired meanwhile by the other is not fired again,
and the clock of the decision that opened since is left alone; a reminder sent by one
process while the other was making a move is not sent again."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.game_service import GameService
from bot.service.outbox import Reminder, decode
from bot.service.reads import load
from db import DeadlineRow, Storage
from db.open import open_storage
from tests.parity import stands_in_for
from tests.service.conftest import Clock

ALICE, BOB = 201, 202


@pytest.fixture
async def two(tmp_path: Path, clock: Clock) -> AsyncIterator[tuple[GameService, GameService]]:
    path = tmp_path / "praetor.sqlite3"
    first, second = await open_storage(path), await open_storage(path)
    yield (
        GameService(first, clock=clock, deadline_seconds=60.0),
        GameService(second, clock=clock, deadline_seconds=60.0),
    )
    await first.close()
    await second.close()


async def _ludi(service: GameService) -> int:
    info = await service.create_game(
        channel_id=777,
        guild_id=1,
        creator_id=ALICE,
        players=2,
        game="ludi",
        seed=3,
        options={"pace": "decision"},
    )
    await service.join(info.id, ALICE)
    await service.join(info.id, BOB)
    await service.start(info.id, ALICE)
    return info.id


async def test_a_deadline_fired_by_another_process_is_not_fired_again(
    two: tuple[GameService, GameService], clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, other = two
    game_id = await _ludi(one)
    clock.now += 31  # both sealed bids (2.2) ran out: a quick choice waits half of 60 s
    listed = await other.storage.due_deadlines(clock.now)  # the other process's look
    assert {r.decision_key.split(":")[1] for r in listed} == {"ludi_bid"}
    assert await one.run_due() == 2  # this process fires them: the vote opens (2.4)
    [vote] = await one.prompts(game_id)
    info = await one.info(game_id)
    voter = info.user_of(vote.seat)
    assert voter is not None
    choice = vote.choices[0]
    await one.choose(
        game_id, voter, vote.version, choice.index, seat=vote.seat, digest=choice.digest
    )
    # the vote closed the round: the next round's bids are open, on fresh clocks
    fresh = {d.decision_key: d.due_at for d in await one.storage.deadlines(game_id)}
    assert len(fresh) == 2 and all(due > clock.now for due in fresh.values())
    moves = len(await one.storage.load_actions(game_id))

    real = Storage.due_deadlines

    @stands_in_for(real)
    async def due_deadlines(self: Storage, now: float) -> list[DeadlineRow]:
        """The other process's list, read before this one fired them."""
        return listed if self is other.storage else await real(self, now)

    monkeypatch.setattr(Storage, "due_deadlines", due_deadlines)
    assert await other.run_due() == 0
    assert len(await one.storage.load_actions(game_id)) == moves  # no second default
    kept = {d.decision_key: d.due_at for d in await one.storage.deadlines(game_id)}
    assert kept == fresh  # the new bids keep their clocks


@pytest.fixture
async def two_on(database: str, clock: Clock) -> AsyncIterator[tuple[GameService, GameService]]:
    """Two services on the test's database, of either backend."""
    first, second = await open_storage(database), await open_storage(database)
    yield (
        GameService(first, clock=clock, deadline_seconds=60.0),
        GameService(second, clock=clock, deadline_seconds=60.0),
    )
    await first.close()
    await second.close()


async def test_a_reminder_sent_while_another_process_moves_is_not_sent_again(
    two_on: tuple[GameService, GameService], clock: Clock
) -> None:
    one, other = two_on
    game_id = await _ludi(one)
    clock.now += 23  # past the reminder of the bids (3/4 of their 30 s), before their end
    info, game, kept = await load(one, game_id, deadlines=True)  # this process reads...
    assert await other.run_due() == 0  # ...the other reminds both bidders...
    bid = next(p for p in await one.prompts(game_id) if p.seat == info.seats[0].seat)
    action = bid.choices[0].action
    await one.writer.move(  # ...and this one's move is saved from what it read
        info,
        bid.seat,
        info.seats[0].user_id,
        action,
        None,
        loaded=one.writer.state_of(game),
        kept=kept,
    )
    clock.now += 1
    await other.run_due()
    due = await one.storage.due_outbox(clock.now, limit=1000)
    reminded = [decode(r.payload_json) for r in due]
    seats = [r.seat for r in reminded if isinstance(r, Reminder)]
    assert sorted(seats) == sorted(s.seat for s in info.seats)  # once each
