from collections.abc import Awaitable, Callable

import pytest

from db import (
    GameMissing,
    NewAction,
    NewDeadline,
    NewOutbox,
    NewSettings,
    SeatTaken,
    Storage,
    StorageError,
)

NewGame = Callable[..., Awaitable[int]]


async def test_seats(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game(start=False)
    other = await new_game(start=False)
    await storage.set_seat_user(game_id, "P1", 11, now=5.0)
    await storage.set_seat_user(game_id, "P2", None, is_bot=True, bot_level="hard", now=5.0)
    await storage.set_seat_user(other, "P1", 11, now=5.0)  # another game is fine
    with pytest.raises(SeatTaken):
        await storage.set_seat_user(game_id, "P3", 11, now=6.0)
    p1, p2, p3 = await storage.seats(game_id)
    assert (p1.user_id, p1.joined_at, p2.is_bot, p2.bot_level) == (11, 5.0, True, "hard")
    assert (p3.user_id, p3.joined_at) == (None, None)
    assert await storage.seat_of(game_id, 11) == "P1"
    await storage.set_seat_user(game_id, "P1", None, now=7.0)
    assert await storage.seat_of(game_id, 11) is None
    with pytest.raises(StorageError, match="no seat"):
        await storage.set_seat_user(game_id, "P9", 12, now=7.0)
    with pytest.raises(GameMissing):
        await storage.set_seat_user(999, "P1", 12, now=7.0)


async def _set_deadlines(s: Storage, game_id: int, deadlines: list[NewDeadline]) -> None:
    game = await s.get_game(game_id)
    assert game is not None
    await s.save_move(
        game_id,
        expected_version=game.version,
        state_json="{}",
        action=NewAction("P1", None, "{}"),
        events=[],
        outbox=[],
        deadlines=deadlines,
        now=0.0,
    )


async def test_deadlines_and_reminders(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    await _set_deadlines(
        storage,
        game_id,
        [
            NewDeadline("vote", "P2", due_at=100.0, remind_at=50.0, default_json='"abstain"'),
            NewDeadline("bid", "P3", due_at=200.0),
        ],
    )
    await storage.mark_delivered(1, now=0.0)  # the start notice
    assert await storage.next_wakeup() == 50.0
    assert await storage.due_deadlines(now=99.0) == []
    [remind] = await storage.due_reminders(now=60.0)
    assert (remind.decision_key, remind.reminded) == ("vote", False)
    reminder = NewOutbox("seat", '{"kind": "reminder"}', seat="P2")
    assert await storage.remind(game_id, "vote", [reminder], now=60.0)
    assert not await storage.remind(game_id, "vote", [reminder], now=61.0)  # once only
    assert await storage.undelivered_count() == 1
    await storage.mark_delivered(2, now=60.0)
    assert await storage.due_reminders(now=60.0) == []
    assert await storage.next_wakeup() == 100.0
    [due] = await storage.due_deadlines(now=100.0)
    assert (due.seat, due.default_json, due.reminded) == ("P2", '"abstain"', True)
    await storage.delete_deadline(game_id, "vote")
    assert await storage.next_wakeup() == 200.0
    assert [d.decision_key for d in await storage.due_deadlines(now=1e9)] == ["bid"]


async def test_paused_games_have_no_due_deadlines(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    await _set_deadlines(storage, game_id, [NewDeadline("vote", "P2", due_at=1.0, remind_at=0.5)])
    await storage.mark_delivered(1, now=0.0)
    await storage.set_paused(game_id, True)
    assert await storage.due_deadlines(now=1e9) == []
    assert await storage.due_reminders(now=0.9) == []
    assert await storage.next_wakeup() is None
    await storage.set_paused(game_id, False)
    assert len(await storage.due_deadlines(now=1e9)) == 1


async def test_users_threads_and_messages(storage: Storage, new_game: NewGame) -> None:
    game_id = await new_game()
    assert not await storage.dm_closed(11)
    await storage.set_dm_closed(11, True, now=1.0)
    assert await storage.dm_closed(11)
    await storage.set_dm_closed(11, False, now=2.0)
    assert not await storage.dm_closed(11)

    assert await storage.private_thread(game_id, 11) is None
    await storage.set_private_thread(game_id, 11, 900)
    await storage.set_private_thread(game_id, 11, 901)
    assert await storage.private_thread(game_id, 11) == 901

    assert await storage.get_message(game_id, "board") is None
    await storage.set_message(game_id, "board", 500, 1)
    await storage.set_message(game_id, "board", 500, 2)
    message = await storage.get_message(game_id, "board")
    assert message is not None and (message.channel_id, message.message_id) == (500, 2)
    assert message.text is None
    await storage.set_message(game_id, "prompt:a:1", 500, 3, text="Cast your ballot")
    prompt = await storage.get_message(game_id, "prompt:a:1")
    assert prompt is not None and prompt.text == "Cast your ballot"


async def test_settings_of_reads_the_settings_of_many_games_at_once(
    storage: Storage, new_game: NewGame
) -> None:
    """The delivery reads a batch of rows' languages in one query: games never set are left
    out (their defaults apply), a game's settings are those last written."""
    plain, set_once = await new_game(channel_id=501), await new_game(channel_id=502)
    await storage.save_settings(set_once, NewSettings(0, '{"locale": "en"}'), now=1.0)
    assert await storage.settings_of([plain, set_once, set_once]) == {set_once: '{"locale": "en"}'}
    assert await storage.settings_of([]) == {}


async def test_a_clock_that_runs_on_keeps_a_reminder_sent_since_the_move_read_it(
    storage: Storage, new_game: NewGame
) -> None:
    """Another process reminded the seat after this move's process read the deadlines
    (reminded then 0): the move's rewrite of the deadlines does not undo the mark."""
    game_id = await new_game()
    read = [
        NewDeadline("bid", "P1", 500.0, remind_at=400.0, default_json="{}"),
        NewDeadline("vote", "P2", 500.0, remind_at=400.0, default_json="{}"),
    ]

    async def move(expected: int, deadlines: list[NewDeadline]) -> None:
        await storage.save_move(
            game_id,
            expected_version=expected,
            state_json="{}",
            action=NewAction("P3", None, "{}"),
            events=[],
            outbox=[],
            deadlines=deadlines,
            now=300.0,
        )

    await move(1, read)
    assert await storage.remind(game_id, "bid", [], now=410.0)
    assert await storage.remind(game_id, "vote", [], now=410.0)
    # saved from what was read before: "bid" runs on; "vote" closed and opened again
    await move(2, [read[0], NewDeadline("vote", "P2", 900.0, remind_at=800.0)])
    reminded = {d.decision_key: d.reminded for d in await storage.deadlines(game_id)}
    assert reminded == {"bid": True, "vote": False}


async def test_a_moves_read_gives_what_the_reads_one_by_one_give(
    storage: Storage, new_game: NewGame
) -> None:
    """`load_game` (a move's one read) gives the game's row, its seats with their players'
    languages, its open deadlines and its settings as `get_game`, `seats`, `deadlines` and
    `game_settings` give them."""
    game_id = await new_game()
    assert (await storage.load_game(game_id, deadlines=True))[3] == (0, None)  # no settings
    await storage.set_seat_user(game_id, "P1", 11, now=5.0)
    await storage.set_seat_user(game_id, "P2", None, is_bot=True, bot_level="hard", now=5.0)
    await storage.set_user_locale(11, "ru", 6.0)
    await storage.set_paused(game_id, True)
    await storage.save_settings(game_id, NewSettings(0, '{"pace": "fast"}'), now=7.0)
    await _set_deadlines(
        storage,
        game_id,
        [
            NewDeadline("b", "P2", due_at=90.0, remind_at=None, default_json=None),
            NewDeadline("a", "P1", due_at=100.0, remind_at=50.0, default_json='"pass"'),
        ],
    )
    row, seats, due, settings = await storage.load_game(game_id, deadlines=True)
    assert row == await storage.get_game(game_id) and row is not None and row.paused
    assert seats == await storage.seats(game_id) and seats[0].locale == "ru"
    assert due == await storage.deadlines(game_id) and [d.seat for d in due] == ["P2", "P1"]
    assert settings == await storage.game_settings(game_id) == (1, '{"pace": "fast"}')
    assert (await storage.load_game(game_id))[2] == []  # deadlines only when asked
    assert await storage.load_game(999) == (None, [], [], (0, None))
