from collections.abc import Awaitable, Callable

import pytest

from db import GameMissing, NewAction, NewEvent, NewOutbox, Store
from db.open import open_storage

NewGame = Callable[..., Awaitable[int]]


async def test_due_delivered_and_failed(storage: Store, new_game: NewGame) -> None:
    game_id = await new_game(start=False)
    await storage.enqueue(
        game_id,
        [
            NewOutbox("channel", '"a"'),
            NewOutbox("seat", '"b"', seat="P2"),
            NewOutbox("channel", '"c"', channel_id=42),
        ],
        now=10.0,
    )
    assert await storage.due_outbox(now=9.0) == []
    a, b, c = await storage.due_outbox(now=10.0)
    assert (a.channel_id, b.seat, c.channel_id) == (500, "P2", 42)
    assert len(await storage.due_outbox(now=10.0, limit=2)) == 2

    await storage.mark_delivered(a.id, now=11.0)
    await storage.mark_failed(b.id, "Forbidden", retry_at=20.0)
    assert [o.id for o in await storage.due_outbox(now=11.0)] == [c.id]
    assert await storage.next_wakeup() == 10.0
    await storage.mark_delivered(c.id, now=11.0)
    assert await storage.next_wakeup() == 20.0

    [retry] = await storage.due_outbox(now=20.0)
    assert (retry.id, retry.attempts, retry.last_error) == (b.id, 1, "Forbidden")
    await storage.mark_failed(b.id, "again", retry_at=40.0)
    assert await storage.due_outbox(now=39.0) == []
    await storage.mark_delivered(b.id, now=40.0)
    await storage.mark_failed(b.id, "late", retry_at=41.0)  # no effect once delivered
    assert await storage.due_outbox(now=1e9) == []
    assert await storage.undelivered_count() == 0
    assert await storage.next_wakeup() is None


async def test_outbox_survives_restart(database: str) -> None:
    async with await open_storage(database) as s:
        game_id = await s.create_game(
            game="ror",
            guild_id=None,
            channel_id=7,
            creator_id=1,
            options_json="{}",
            seat_count=1,
            seats=["P1"],
            seed=1,
            now=1.0,
        )
        await s.enqueue(game_id, [NewOutbox("channel", '"x"'), NewOutbox("channel", '"y"')], 1.0)
        first, _ = await s.due_outbox(now=1.0)
        await s.mark_delivered(first.id, now=2.0)
    async with await open_storage(database) as s:
        assert [o.payload_json for o in await s.due_outbox(now=2.0)] == ['"y"']
        assert await s.undelivered_count() == 1


async def test_enqueue_needs_a_game(storage: Store) -> None:
    with pytest.raises(GameMissing):
        await storage.enqueue(1, [NewOutbox("channel", "{}")], now=1.0)


async def test_a_move_s_messages_go_out_in_the_order_it_wrote_them(
    storage: Store, new_game: NewGame
) -> None:
    game_id = await new_game()
    [started] = await storage.due_outbox(now=1e9)
    await storage.mark_delivered(started.id, now=102.0)
    await storage.save_move(
        game_id,
        expected_version=1,
        state_json="{}",
        action=NewAction("P1", None, "{}"),
        events=[NewEvent(f"e{i}", "public", "[]", "{}") for i in range(3)],
        outbox=[
            NewOutbox("seat" if i % 2 else "channel", f'"{i}"', seat=f"P{i % 3 + 1}")
            for i in range(12)
        ],
        deadlines=None,
        now=103.0,
    )
    rows = await storage.due_outbox(now=103.0)
    assert [r.payload_json for r in rows] == [f'"{i}"' for i in range(12)]
    assert [r.channel_id for r in rows[:2]] == [500, None]  # the game's channel; a seat's DM
    assert [e.kind for e in await storage.load_events(game_id, since_seq=1)] == ["e0", "e1", "e2"]
