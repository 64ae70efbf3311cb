"""One transaction per consequence: a state change and every message it causes
are written together. The process dies at every SQL statement of each path in turn
(`tests.service.crash`); after the restart nothing is half done, and what the scheduler
does on its own is done again exactly once: one notice, one reminder, one log entry."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import pytest

from bot.errors import LobbyError, NotAllowed
from bot.service import absence
from bot.service import game_settings as settings_store
from bot.service.deadlines import DEFAULT_PACE
from bot.service.game_service import GameService
from bot.service.gm import GameMaster
from bot.service.scheduler import Scheduler
from db import NewOutbox, NewSettings, SeatChange, StaleVersion, Storage
from db.open import open_storage
from tests.parity import stands_in_for
from tests.service.conftest import Clock, waiting
from tests.service.crash import each_crash

CREATOR = 100
USERS = (101, 102, 103)
NEWCOMER = 104
BASE = 3600.0
T0 = 1_000_000.0

Setup = Callable[[GameService, GameMaster, int], Awaitable[None]]
Snapshot = Callable[[Storage, int], Awaitable[Any]]


def _service(storage: Storage, clock: Clock) -> GameService:
    return GameService(storage, clock=clock, deadline_seconds=BASE)


async def _template(path: Path, clock: Clock, setup: Setup | None = None) -> int:
    """A database with one game of three players, started (and `setup` done)."""
    async with await Storage.open(path) as storage:
        service = _service(storage, clock)
        info = await service.create_game(
            channel_id=555,
            guild_id=1,
            creator_id=CREATOR,
            players=3,
            seed=7,
            options={"pace": "decision"},  # the clocks per decision these tests follow
        )
        for user in USERS:
            await service.join(info.id, user)
        await service.start(info.id, CREATOR)
        if setup is not None:
            await setup(service, GameMaster(service), info.id)
        return info.id


async def _payloads(storage: Storage, game_id: int) -> list[dict[str, Any]]:
    rows = await storage.due_outbox(1e12, limit=10_000)
    return [json.loads(r.payload_json) for r in rows if r.game_id == game_id]


async def _texts(storage: Storage, game_id: int, needle: str) -> int:
    return sum(needle in p.get("content", "") for p in await _payloads(storage, game_id))


async def _open(path: Path) -> Storage:
    return await Storage.open(path)


async def _atomic(
    tmp_path: Path,
    clock: Clock,
    setup: Setup | None,
    act: Callable[[GameService, GameMaster, int], Awaitable[object]],
    snapshot: Snapshot,
    again: Callable[[GameService, GameMaster, int], Awaitable[object]] | None = None,
    start: float = T0,
) -> tuple[Any, Any]:
    """Die at every statement of `act`; after each death the snapshot is all before or
    all after, and (with `again`, the scheduler's or the user's retry) the retry leads to
    the same state as a run that never died. Returns (before, after)."""
    template = tmp_path / "template.sqlite3"
    clock.now = T0
    game_id = await _template(template, clock, setup)
    async with await Storage.open(template) as storage:
        before = await snapshot(storage, game_id)
    seen: list[Any] = []
    retried: list[Any] = []

    async def run(storage: Storage) -> None:
        clock.now = start
        service = _service(storage, clock)
        await act(service, GameMaster(service), game_id)

    async def after(path: Path, crashed: bool) -> None:
        async with await Storage.open(path) as storage:
            seen.append(await snapshot(storage, game_id))
            if again is not None and crashed:
                clock.now = start
                service = _service(storage, clock)  # a new process: nothing cached
                await again(service, GameMaster(service), game_id)
                retried.append(await snapshot(storage, game_id))

    statements = await each_crash(template, tmp_path, run, after)
    full = seen[-1]
    assert statements > 2 and full != before
    assert all(s in (before, full) for s in seen), [s for s in seen if s not in (before, full)]
    assert before in seen[:-1]  # it died before the commit too
    assert all(r == full for r in retried)
    return before, full


# -- the scheduler: a deadline's default and its notice, a reminder and its mark -----------


async def _defaults(storage: Storage, game_id: int) -> tuple[int, int]:
    actions = await storage.load_actions(game_id)
    return (
        await _texts(storage, game_id, "Time ran out"),
        sum(a.user_id is None for a in actions),
    )


async def test_a_default_move_and_its_notice_survive_a_crash_anywhere(tmp_path, clock):
    async def run_due(service: GameService, _gm: GameMaster, _game: int) -> object:
        return await service.run_due()

    due = T0 + BASE / 2 + 1  # a quick decision waits half the base time
    before, after = await _atomic(
        tmp_path, clock, None, run_due, _defaults, again=run_due, start=due
    )
    assert (before, after) == ((0, 0), (1, 1))


async def _reminders(storage: Storage, game_id: int) -> tuple[int, list[bool]]:
    sent = sum(p["kind"] == "reminder" for p in await _payloads(storage, game_id))
    return sent, [d.reminded for d in await storage.deadlines(game_id)]


async def test_a_reminder_and_its_mark_survive_a_crash_anywhere(tmp_path, clock):
    async def run_due(service: GameService, _gm: GameMaster, _game: int) -> object:
        return await service.run_due()

    remind = T0 + BASE / 2 * 0.75 + 1
    before, after = await _atomic(
        tmp_path, clock, None, run_due, _reminders, again=run_due, start=remind
    )
    assert (before, after) == ((0, [False]), (1, [True]))


async def _pause_state(storage: Storage, game_id: int) -> tuple[Any, ...]:
    row, _, due, _ = await storage.load_game(game_id, deadlines=True)
    assert row is not None
    _, text = await storage.game_settings(game_id)
    settings = settings_store.parse(text)
    log = [a for _, _, a, _ in await storage.gm_log(game_id)]
    return (
        row.paused,
        settings.paused_at is not None,
        [d.due_at for d in due],
        log,
        await _texts(storage, game_id, "resumes"),
    )


async def test_a_pause_that_runs_out_ends_once_after_a_crash_anywhere(tmp_path, clock):
    async def pause(_service: GameService, gm: GameMaster, game_id: int) -> None:
        await gm.pause(game_id, CREATOR, False, hours=1)

    async def scheduler(service: GameService, _gm: GameMaster, _game: int) -> None:
        await Scheduler(service).run_once()

    before, after = await _atomic(
        tmp_path, clock, pause, scheduler, _pause_state, again=scheduler, start=T0 + 3600
    )
    assert before[:2] == (True, True) and after[:2] == (False, False)
    assert after[3] == ["pause", "resume"] and after[4] == 1
    assert after[2] == [d + 3600 for d in before[2]]  # deadlines moved by the pause


# -- the lobby and the players: abandon, away --------------------------------------------------


async def _abandoned(storage: Storage, game_id: int) -> tuple[str, int]:
    row = await storage.get_game(game_id)
    assert row is not None
    kinds = [p["kind"] for p in await _payloads(storage, game_id)]
    return row.status, kinds.count("abandoned")


async def test_an_abandoned_game_always_says_so_once(tmp_path, clock):
    async def abandon(service: GameService, _gm: GameMaster, game_id: int) -> None:
        await service.abandon(game_id, CREATOR)

    async def retry(service: GameService, gm: GameMaster, game_id: int) -> None:
        try:  # the creator tries again: done once, or refused as over
            await abandon(service, gm, game_id)
        except LobbyError as exc:
            assert exc.key == "not_running"

    before, after = await _atomic(tmp_path, clock, None, abandon, _abandoned, again=retry)
    assert (before, after) == (("active", 0), ("abandoned", 1))


async def _away(storage: Storage, game_id: int) -> tuple[list[str], int]:
    _, text = await storage.game_settings(game_id)
    return sorted(settings_store.parse(text).away), await _texts(storage, game_id, "is away")


async def test_going_away_and_its_notice_are_one_write(tmp_path, clock):
    async def away(service: GameService, _gm: GameMaster, game_id: int) -> None:
        await absence.go_away(service, game_id, USERS[0], until=None, orders={})

    before, after = await _atomic(tmp_path, clock, None, away, _away)
    assert before == ([], 0) and after[1] == 1 and len(after[0]) == 1


# -- every game-master action is written with its log entry and its notice ---------------


async def _seats(storage: Storage, game_id: int) -> list[tuple[str, int | None, bool]]:
    return [(s.seat, s.user_id, s.is_bot) for s in await storage.seats(game_id)]


async def _settings(storage: Storage, game_id: int) -> Any:
    _, text = await storage.game_settings(game_id)
    return settings_store.parse(text).model_dump()


async def _dues(storage: Storage, game_id: int) -> list[float]:
    return [d.due_at for d in await storage.deadlines(game_id)]


async def _version(storage: Storage, game_id: int) -> tuple[int, int]:
    row = await storage.get_game(game_id)
    assert row is not None
    return row.version, len(await storage.load_actions(game_id))


async def _paused_flags(storage: Storage, game_id: int) -> tuple[bool, Any, list[float]]:
    row = await storage.get_game(game_id)
    assert row is not None
    return row.paused, await _settings(storage, game_id), await _dues(storage, game_id)


async def _submit_one(service: GameService, _gm: GameMaster, game_id: int) -> None:
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)


async def _pause(_service: GameService, gm: GameMaster, game_id: int) -> None:
    await gm.pause(game_id, CREATOR, False)


async def _kick_first(_service: GameService, gm: GameMaster, game_id: int) -> None:
    await gm.kick(game_id, CREATOR, False, USERS[0])


GM_ACTIONS: dict[str, tuple[Setup | None, Any, Snapshot, int]] = {
    "pause": (None, lambda s, gm, g: gm.pause(g, CREATOR, False, hours=2), _paused_flags, CREATOR),
    "resume": (_pause, lambda s, gm, g: gm.resume(g, CREATOR, False), _paused_flags, CREATOR),
    "deadline": (
        None,
        lambda s, gm, g: gm.set_deadline(g, CREATOR, False, "vote", 5),
        _settings,
        CREATOR,
    ),
    "extend": (None, lambda s, gm, g: gm.extend(g, CREATOR, False, 3), _dues, CREATOR),
    "undo": (_submit_one, lambda s, gm, g: gm.undo(g, CREATOR, False), _version, CREATOR),
    "replace": (
        None,
        lambda s, gm, g: gm.replace(g, CREATOR, False, USERS[0], NEWCOMER),
        _seats,
        CREATOR,
    ),
    "seat": (
        _kick_first,
        lambda s, gm, g: _seat_newcomer(s, gm, g),
        _seats,
        CREATOR,
    ),
    "kick": (None, lambda s, gm, g: gm.kick(g, CREATOR, False, USERS[1]), _seats, CREATOR),
    "leave": (None, lambda s, gm, g: gm.leave(g, USERS[2]), _seats, USERS[2]),
}


async def _seat_newcomer(service: GameService, gm: GameMaster, game_id: int) -> None:
    bot = next(s.seat for s in (await service.info(game_id)).seats if s.is_bot)
    await gm.seat(game_id, CREATOR, False, NEWCOMER, bot)


@pytest.mark.parametrize("action", list(GM_ACTIONS))
async def test_every_gm_action_is_written_with_its_log_entry_and_notice(
    tmp_path, clock, action: str
) -> None:
    """Every GM action is posted and logged, in the transaction of the change
    itself: a crash anywhere leaves all of it or none of it."""
    setup, act, changed, actor = GM_ACTIONS[action]

    async def snapshot(storage: Storage, game_id: int) -> tuple[Any, ...]:
        log = [(a, json.loads(d)) for _, _, a, d in await storage.gm_log(game_id)]
        payloads = await _payloads(storage, game_id)
        return (
            log,
            sum(f"<@{actor}>" in p.get("content", "") for p in payloads),
            sum(p["kind"] == "hand" for p in payloads),
            await changed(storage, game_id),
        )

    before, after = await _atomic(tmp_path, clock, setup, act, snapshot)
    assert [a for a, _ in after[0]] == [a for a, _ in before[0]] + [action]
    assert after[1] == before[1] + 1  # one notice


# -- settings are written like moves: versioned, never from a stale copy -----------------------


async def test_a_settings_write_from_a_stale_read_is_refused(storage, service, started_game):
    game_id = await started_game(DEFAULT_PACE)  # the default settings: none stored yet
    version, _ = await storage.game_settings(game_id)
    assert version == 0
    first = NewSettings(
        0, settings_store.GameSettings(deadline_hours={"vote": 2}).model_dump_json()
    )
    assert await storage.save_settings(game_id, first, 1.0) == 1
    with pytest.raises(StaleVersion):  # written by someone who read version 0
        await storage.save_settings(game_id, first, 2.0)
    assert (await storage.game_settings(game_id))[0] == 1


async def test_a_pause_by_another_process_is_neither_lost_nor_unseen(
    database, storage, service, clock, started_game
):
    """Two processes on one database: one pauses the game while the other sends a faction
    away. The pause is kept, and the other process sees it at once."""
    game_id = await started_game()
    other_storage = await open_storage(database)
    try:
        other = _service(other_storage, clock)
        assert (await other.game_settings(game_id)).paused_at is None  # cached there
        real_save = storage.save_settings

        @stands_in_for(real_save)
        async def pause_first(
            game_id: int, settings: NewSettings, now: float, outbox: Sequence[NewOutbox] = ()
        ) -> int:
            # the other process pauses between this one's read and its write
            await GameMaster(other).pause(game_id, CREATOR, False, hours=2)
            return await real_save(game_id, settings, now, outbox)

        storage.save_settings = pause_first  # type: ignore[method-assign]
        with pytest.raises(NotAllowed, match="gm_busy"):  # "the game moved; try again"
            await absence.go_away(service, game_id, USERS[0], until=None, orders={})
        storage.save_settings = real_save  # type: ignore[method-assign]
        assert (await service.game_settings(game_id)).pause_until == clock.now + 7200
        await absence.go_away(service, game_id, USERS[0], until=None, orders={})
        kept = await other.game_settings(game_id)
        assert kept.pause_until == clock.now + 7200 and len(kept.away) == 1
    finally:
        await other_storage.close()


async def test_a_game_is_paused_or_resumed_once_by_one_of_two_processes(
    database, storage, service, clock, started_game
):
    """The pause runs out and two processes resume it at once: one resumes, the other
    finds it done (one notice, one log entry)."""
    game_id = await started_game()
    await GameMaster(service).pause(game_id, CREATOR, False, hours=1)
    clock.now += 3600
    other_storage = await open_storage(database)
    try:
        other = GameMaster(_service(other_storage, clock))
        real_log = storage.log_gm

        @stands_in_for(real_log)
        async def other_first(
            game_id: int,
            user_id: int | None,
            action: str,
            detail_json: str,
            now: float,
            outbox: Sequence[NewOutbox] = (),
            *,
            settings: NewSettings | None = None,
            paused: bool | None = None,
            shift: float = 0.0,
            shift_keys: Sequence[str] | None = None,
            seat: SeatChange | None = None,
        ) -> int:
            # the other process resumes between this one's read and its write
            assert await other.expire_pauses() == 1
            return await real_log(
                game_id,
                user_id,
                action,
                detail_json,
                now,
                outbox,
                settings=settings,
                paused=paused,
                shift=shift,
                shift_keys=shift_keys,
                seat=seat,
            )

        storage.log_gm = other_first  # type: ignore[method-assign]
        assert await GameMaster(service).expire_pauses() == 0
        storage.log_gm = real_log  # type: ignore[method-assign]
        assert [a for _, _, a, _ in await storage.gm_log(game_id)] == ["pause", "resume"]
        assert await _texts(storage, game_id, "resumes") == 1
        with pytest.raises(StaleVersion):  # the flag itself refuses a second resume
            await storage.log_gm(game_id, None, "resume", "{}", clock.now, paused=False)
    finally:
        await other_storage.close()
