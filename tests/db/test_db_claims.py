"""Several processes on one PostgreSQL database: each outbox row and each due deadline is
claimed by one of them at a time, under a lease that runs out when its claimer dies."""

import asyncio
from collections.abc import AsyncIterator

import pytest

from db import NewAction, NewDeadline, NewEvent, NewOutbox
from db.postgres import LEASE_SECONDS, PgStorage
from tests.postgres import Server


@pytest.fixture
async def url(pg_server: Server) -> AsyncIterator[str]:
    made = await pg_server.create()
    yield made
    await pg_server.drop(made)


@pytest.fixture
async def processes(url: str) -> AsyncIterator[list[PgStorage]]:
    """Two bot processes' storages on the one database."""
    opened = [await PgStorage.open(url, pool_size=2) for _ in range(2)]
    yield opened
    for storage in opened:
        await storage.close()


async def _game(storage: PgStorage, rows: int = 0, due: float | None = None) -> int:
    game_id = await storage.create_game(
        game="ror",
        guild_id=1,
        channel_id=500,
        creator_id=10,
        options_json="{}",
        seat_count=2,
        seats=["P1", "P2"],
        seed=1,
        now=1.0,
    )
    deadlines = [] if due is None else [NewDeadline("d1", "P1", due, default_json="{}")]
    await storage.start_game(
        game_id,
        state_json="{}",
        events=[NewEvent("started", "public", "[]", "{}")],
        outbox=[NewOutbox("channel", f'{{"n": {i}}}') for i in range(rows)],
        deadlines=deadlines,
        now=10.0,
    )
    return game_id


async def test_a_game_s_rows_go_to_one_process_at_a_time(processes: list[PgStorage]) -> None:
    a, b = processes
    first = await _game(a, rows=3)
    second = await _game(a, rows=2)
    taken = await a.due_outbox(now=10.0, limit=2)
    assert [(r.game_id, r.payload_json) for r in taken] == [
        (first, '{"n": 0}'),
        (first, '{"n": 1}'),
    ]
    # the first game's third row waits for the process that holds its first two
    assert {r.game_id for r in await b.due_outbox(now=10.0)} == {second}
    assert {r.game_id for r in await b.due_outbox(now=10.0)} == {second}  # still its own
    # the holder takes it with its next batch
    assert [r.payload_json for r in await a.due_outbox(now=10.0)] == [
        '{"n": 0}',
        '{"n": 1}',
        '{"n": 2}',
    ]


async def test_a_dead_process_s_rows_are_taken_once_its_lease_ran_out(
    processes: list[PgStorage],
) -> None:
    a, b = processes
    game_id = await _game(a, rows=2)
    assert len(await a.due_outbox(now=10.0)) == 2  # and then the process dies
    assert await b.due_outbox(now=10.0 + LEASE_SECONDS - 1) == []
    assert await b.next_wakeup() == 10.0 + LEASE_SECONDS
    taken = await b.due_outbox(now=10.0 + LEASE_SECONDS)
    assert [r.game_id for r in taken] == [game_id, game_id]


async def test_a_process_that_stops_gives_its_rows_back_at_once(url: str) -> None:
    a, b = await PgStorage.open(url), await PgStorage.open(url)
    try:
        await _game(a, rows=2)
        assert len(await a.due_outbox(now=10.0)) == 2
        await a.close()
        assert len(await b.due_outbox(now=10.0)) == 2
    finally:
        await b.close()


async def test_a_row_that_failed_is_free_for_any_process_to_retry(
    processes: list[PgStorage],
) -> None:
    a, b = processes
    await _game(a, rows=1)
    [row] = await a.due_outbox(now=10.0)
    await a.mark_failed(row.id, "Discord is down", retry_at=20.0)
    assert await b.due_outbox(now=19.0) == []
    [again] = await b.due_outbox(now=20.0)
    assert (again.id, again.attempts) == (row.id, 1)


async def test_beginning_to_send_renews_the_lease(processes: list[PgStorage]) -> None:
    a, b = processes
    await _game(a, rows=1)
    [row] = await a.due_outbox(now=10.0)
    await a.mark_sending(row.id, now=100.0)
    assert await b.due_outbox(now=10.0 + LEASE_SECONDS) == []
    assert len(await b.due_outbox(now=100.0 + LEASE_SECONDS)) == 1


async def test_a_process_that_stalled_past_its_lease_does_not_send_the_row_taken_over(
    processes: list[PgStorage],
) -> None:
    """A claimed row, then a stall longer than the lease: the process that took the row
    over sends it, and the one that stalled learns, as it comes to send, that it is no
    longer its row."""
    a, b = processes
    await _game(a, rows=1)
    [row] = await a.due_outbox(now=10.0)
    [taken] = await b.due_outbox(now=10.0 + LEASE_SECONDS)  # a's lease ran out
    assert taken.id == row.id
    assert await b.mark_sending(row.id, now=10.0 + LEASE_SECONDS)
    assert not await a.mark_sending(row.id, now=11.0 + LEASE_SECONDS)


async def test_processes_claiming_together_share_the_rows_out(url: str) -> None:
    opened = [await PgStorage.open(url, pool_size=1) for _ in range(4)]
    try:
        games = [await _game(opened[0], rows=5) for _ in range(12)]
        batches = await asyncio.gather(*(s.due_outbox(now=10.0, limit=20) for s in opened))
        ids = [r.id for batch in batches for r in batch]
        assert len(ids) == len(set(ids))  # no row claimed twice
        holders = {}
        for n, batch in enumerate(batches):
            for r in batch:
                assert holders.setdefault(r.game_id, n) == n  # a game's rows: one process
        # whatever is left goes to them on their next turns, never twice
        for storage in opened:
            for r in await storage.due_outbox(now=10.0, limit=100):
                await storage.mark_delivered(r.id, 11.0)
        for batch in batches:
            for r in batch:
                await opened[0].mark_delivered(r.id, 11.0)
        assert await opened[0].undelivered_count() == 0
        assert len(games) * 5 == await opened[0]._value(
            "SELECT COUNT(*) FROM outbox WHERE delivered_at IS NOT NULL"
        )
    finally:
        for storage in opened:
            await storage.close()


async def test_a_due_deadline_goes_to_one_process(processes: list[PgStorage]) -> None:
    a, b = processes
    game_id = await _game(a, due=50.0)
    assert await a.due_deadlines(now=49.0) == []
    [row] = await a.due_deadlines(now=50.0)
    assert (row.game_id, row.decision_key) == (game_id, "d1")
    assert await b.due_deadlines(now=60.0) == []
    # still its own (the lease runs from its latest look)
    assert [d.decision_key for d in await a.due_deadlines(now=60.0)] == ["d1"]
    assert await b.next_wakeup() == 60.0 + LEASE_SECONDS
    assert await b.due_deadlines(now=60.0 + LEASE_SECONDS - 1) == []
    # the claimer died: once its lease ran out, another process applies the deadline
    assert [d.decision_key for d in await b.due_deadlines(now=60.0 + LEASE_SECONDS)] == ["d1"]


async def test_a_game_s_deadlines_go_to_one_process_at_a_time(
    processes: list[PgStorage],
) -> None:
    a, b = processes
    game_id = await _game(a, due=50.0)
    await a.save_move(
        game_id,
        expected_version=1,
        state_json="{}",
        action=NewAction("P1", None, "{}"),
        events=[],
        outbox=[],
        deadlines=[
            NewDeadline("d1", "P1", 50.0, default_json="{}"),
            NewDeadline("d2", "P2", 70.0, default_json="{}"),
        ],
        now=20.0,
    )
    other = await _game(a, due=70.0)
    assert [d.decision_key for d in await a.due_deadlines(now=60.0)] == ["d1"]
    # d2 falls due while the first process holds d1 of the same game: it stays with it
    assert [(d.game_id, d.decision_key) for d in await b.due_deadlines(now=70.0)] == [(other, "d1")]
    assert [d.decision_key for d in await a.due_deadlines(now=70.0)] == ["d1", "d2"]


async def test_the_deadlines_a_move_writes_stay_with_the_process_holding_the_game(
    processes: list[PgStorage],
) -> None:
    a, b = processes
    game_id = await _game(a, due=50.0)
    assert len(await a.due_deadlines(now=60.0)) == 1
    # the default it applies opens the next decision, whose clock has run out too
    await b.save_move(
        game_id,
        expected_version=1,
        state_json="{}",
        action=NewAction("P1", None, "{}"),
        events=[],
        outbox=[],
        deadlines=[NewDeadline("d2", "P2", 55.0, default_json="{}")],
        now=60.0,
    )
    assert await b.due_deadlines(now=60.0) == []
    assert [d.decision_key for d in await a.due_deadlines(now=60.0)] == ["d2"]
