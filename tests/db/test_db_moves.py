from collections.abc import Awaitable, Callable

import pytest

from db import (
    GameMissing,
    NewAction,
    NewDeadline,
    NewEvent,
    NewOutbox,
    StaleVersion,
    Storage,
    StorageError,
)

NewGame = Callable[..., Awaitable[int]]


async def _counts(s: Storage) -> dict[str, int]:
    tables = ("actions", "events", "outbox", "deadlines")
    return {t: (await s._rows(f"SELECT COUNT(*) FROM {t}"))[0][0] for t in tables}


async def _move(
    s: Storage, game_id: int, expected: int, *, tag: str = "m", deadlines: bool = True
) -> int:
    return await s.save_move(
        game_id,
        expected_version=expected,
        state_json=f'{{"after": "{tag}"}}',
        action=NewAction("P1", 11, f'{{"do": "{tag}"}}', checkpoint=True),
        events=[
            NewEvent("moved", "public", "[]", f'{{"tag": "{tag}"}}'),
            NewEvent("secret", "seats", '["P1"]', "{}"),
        ],
        outbox=[NewOutbox("channel", '{"t": 1}'), NewOutbox("seat", '{"t": 2}', seat="P1")],
        deadlines=[NewDeadline(f"d-{tag}", "P2", due_at=900.0)] if deadlines else None,
        now=200.0,
    )


async def test_create_and_start(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game(start=False)
    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.status, game.version, game.state_json, game.paused) == ("lobby", 0, None, False)
    assert [s.seat for s in await storage.seats(game_id)] == ["P1", "P2", "P3"]

    await storage.start_game(game_id, state_json="{}", events=[], outbox=[], deadlines=[], now=1.0)
    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.status, game.version, game.state_json) == ("active", 1, "{}")
    with pytest.raises(StaleVersion):
        await storage.start_game(
            game_id, state_json="{}", events=[], outbox=[], deadlines=[], now=1.0
        )


async def test_save_move_writes_everything(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    before = await _counts(storage)
    assert await _move(storage, game_id, 1) == 2

    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.version, game.state_json, game.updated_at) == (2, '{"after": "m"}', 200.0)
    [action] = await storage.load_actions(game_id)
    assert (action.seq, action.seat, action.user_id, action.checkpoint) == (2, "P1", 11, True)
    events = await storage.load_events(game_id, since_seq=1)
    assert [(e.seq, e.idx, e.kind) for e in events] == [(2, 0, "moved"), (2, 1, "secret")]
    assert len(await storage.load_events(game_id)) == 3
    assert await _counts(storage) == {
        "actions": before["actions"] + 1,
        "events": before["events"] + 2,
        "outbox": before["outbox"] + 2,
        "deadlines": 1,
    }
    outbox = await storage.due_outbox(now=200.0)
    assert [(o.target, o.seat, o.channel_id) for o in outbox[-2:]] == [
        ("channel", None, 500),
        ("seat", "P1", None),
    ]


async def test_stale_version_writes_nothing(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    await _move(storage, game_id, 1)
    before = await _counts(storage)
    with pytest.raises(StaleVersion):
        await _move(storage, game_id, 1, tag="late")
    assert await _counts(storage) == before
    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.version, game.state_json) == (2, '{"after": "m"}')


async def test_missing_game(storage: Storage) -> None:
    with pytest.raises(GameMissing):
        await _move(storage, 999, 1)
    with pytest.raises(GameMissing):
        await storage.set_status(999, "active", 1.0)
    assert await storage.get_game(999) is None


async def test_deadlines_none_keeps_and_list_replaces(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    await _move(storage, game_id, 1, tag="a")
    await _move(storage, game_id, 2, tag="b", deadlines=False)
    assert [d.decision_key for d in await storage.due_deadlines(1e9)] == ["d-a"]
    await _move(storage, game_id, 3, tag="c")
    assert [d.decision_key for d in await storage.due_deadlines(1e9)] == ["d-c"]


async def test_status_with_move_and_queries(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    lobby_id = await new_game(start=False)
    other = await new_game(channel_id=777)
    await storage.save_move(
        game_id,
        expected_version=1,
        state_json="{}",
        action=NewAction("P1", 11, "{}"),
        events=[],
        outbox=[],
        deadlines=[],
        status="finished",
        now=5.0,
    )
    assert [g.id for g in await storage.games_in_channel(500)] == [lobby_id]
    assert [g.id for g in await storage.games_in_channel(500, ("finished",))] == [game_id]
    assert [g.id for g in await storage.games_with_status("active")] == [other]
    assert await storage.count_games() == 3
    with pytest.raises(StorageError):
        await storage.set_status(game_id, "bogus", 6.0)
    await storage.set_paused(other, True)
    game = await storage.get_game(other)
    assert game is not None and game.paused


async def test_truncate_after_moves_version_forward(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    for v in (1, 2, 3):
        await _move(storage, game_id, v, tag=str(v))
    new_version = await storage.truncate_after(
        game_id, 2, expected_version=4, state_json='{"after": "1"}', deadlines=[], now=300.0
    )
    assert new_version == 5
    assert [a.seq for a in await storage.load_actions(game_id)] == [2]
    assert {e.seq for e in await storage.load_events(game_id)} == {1, 2}
    game = await storage.get_game(game_id)
    assert game is not None
    assert (game.version, game.state_json) == (5, '{"after": "1"}')
    assert await storage.due_deadlines(1e9) == []
    with pytest.raises(StaleVersion):
        await _move(storage, game_id, 4)
    assert await _move(storage, game_id, 5) == 6
    assert [a.seq for a in await storage.load_actions(game_id)] == [2, 6]
    with pytest.raises(StorageError):
        await storage.truncate_after(game_id, 7, expected_version=6, state_json="{}", now=1.0)
