"""Async play: the deadline policy, reminders, defaults posted, pause, extend,
undo, substitutes, kicks, absences with standing orders, and restarts."""

from __future__ import annotations

import json

import pytest

from bot.errors import GamePaused, NotAllowed, NotYourSeat
from bot.games import get_game
from bot.messages import t
from bot.service import absence
from bot.service.deadlines import REMIND_AT, class_of
from bot.service.game_service import GameService
from bot.service.gm import MAX_PAUSE_HOURS, GameMaster
from tests.service.conftest import waiting

ror = get_game("ror")
CREATOR = 100
USERS = (101, 102, 103)
NEWCOMER = 104
BASE = 3600.0  # the service fixture's deadline_seconds


async def _outbox(storage, game_id: int) -> list[tuple[str, str | None, dict]]:
    rows = await storage.due_outbox(1e12, limit=10_000)
    return [(r.target, r.seat, json.loads(r.payload_json)) for r in rows if r.game_id == game_id]


async def _narration(storage, game_id: int) -> list[str]:
    return [p.get("content", "") for _, _, p in await _outbox(storage, game_id)]


async def test_quick_choices_wait_half_a_vote_and_are_reminded_at_three_quarters(
    service, storage, clock, started_game
):
    game_id = await started_game()
    [d] = await storage.deadlines(game_id)
    assert class_of(d.decision_key.split(":")[1]) == "quick"
    assert d.due_at == clock.now + BASE * 0.5
    assert d.remind_at == clock.now + BASE * 0.5 * REMIND_AT


async def test_gm_deadline_sets_the_time_of_new_decisions(service, storage, clock, started_game):
    game_id = await started_game()
    gm = GameMaster(service)
    with pytest.raises(NotAllowed):
        await gm.set_deadline(game_id, USERS[0], False, "quick", 5)
    await gm.set_deadline(game_id, CREATOR, False, "quick", 5)
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    [d] = await storage.deadlines(game_id)
    assert d.due_at == clock.now + 5 * 3600
    assert any("5 h" in text for text in await _narration(storage, game_id))
    assert [a for _, _, a, _ in await storage.gm_log(game_id)] == ["deadline"]


async def test_a_reminder_goes_once_to_the_seat_still_owed(service, storage, clock, started_game):
    game_id = await started_game()
    [d] = await storage.deadlines(game_id)
    clock.now = d.remind_at - 1
    await service.run_due()
    assert not [p for _, _, p in await _outbox(storage, game_id) if p["kind"] == "reminder"]
    clock.now = d.remind_at + 1
    await service.run_due()
    await service.run_due()
    reminders = [
        (t, s, p) for t, s, p in await _outbox(storage, game_id) if p["kind"] == "reminder"
    ]
    assert reminders == [
        (
            "seat",
            d.seat,
            {"kind": "reminder", "game_id": game_id, "seat": d.seat, "due_at": d.due_at},
        )
    ]


async def test_a_reminder_wakes_the_delivery_at_once(storage, clock, started_game):
    """A reminder queued by the deadline loop goes out now, not at the delivery loop's
    next look (up to 30 s later)."""
    woken: list[None] = []
    game_id = await started_game()
    service = GameService(
        storage, clock=clock, deadline_seconds=3600.0, on_outbox=lambda: woken.append(None)
    )
    [d] = await storage.deadlines(game_id)
    clock.now = d.remind_at + 1
    await service.run_due()
    assert woken, "the reminder was queued without waking the delivery"


async def test_a_deadline_applies_the_default_and_says_so(service, storage, clock, started_game):
    game_id = await started_game()
    [d] = await storage.deadlines(game_id)
    clock.now = d.due_at + 1
    assert await service.run_due() == 1
    [action] = await storage.load_actions(game_id)
    assert action.user_id is None and json.loads(action.action_json) == json.loads(d.default_json)
    assert any("Time ran out" in text for text in await _narration(storage, game_id))


async def test_pause_freezes_refuses_moves_and_shifts_deadlines_on_resume(
    service, storage, clock, started_game
):
    game_id = await started_game()
    gm = GameMaster(service)
    [before] = await storage.deadlines(game_id)
    await gm.pause(game_id, CREATOR, False)
    user, _, version, action = await waiting(service, game_id)
    with pytest.raises(GamePaused):
        await service.submit(game_id, user, action, expected_version=version)
    clock.now += 10 * 3600
    assert await service.run_due() == 0  # frozen: nothing fires while paused
    await gm.resume(game_id, CREATOR, False)
    [after] = await storage.deadlines(game_id)
    assert after.due_at == before.due_at + 10 * 3600
    assert after.remind_at == before.remind_at + 10 * 3600
    assert [a for _, _, a, _ in await storage.gm_log(game_id)] == ["pause", "resume"]


async def test_a_pause_ends_on_its_own(service, storage, clock, started_game):
    """A GM who also plays cannot pause a game forever."""
    game_id = await started_game()
    gm = GameMaster(service)
    await gm.pause(game_id, CREATOR, False, hours=2)
    assert await gm.expire_pauses() == 0
    clock.now += 2 * 3600
    assert await gm.expire_pauses() == 1
    assert not (await service.info(game_id)).paused
    with pytest.raises(NotAllowed):
        await gm.pause(game_id, CREATOR, False, hours=MAX_PAUSE_HOURS + 1)


async def test_extend_moves_one_factions_deadline(service, storage, clock, started_game):
    game_id = await started_game()
    gm = GameMaster(service)
    [before] = await storage.deadlines(game_id)
    with pytest.raises(NotAllowed):
        await gm.extend(game_id, USERS[1], False, 3)
    other = next(s for s in ror.SEATS[:3] if s != before.seat)
    with pytest.raises(NotAllowed):  # nothing of that faction is open
        await gm.extend(game_id, USERS[1], True, 3, other)
    assert await gm.extend(game_id, USERS[1], True, 3, before.seat) == 1  # a GM by role
    [after] = await storage.deadlines(game_id)
    assert after.due_at == before.due_at + 3 * 3600


async def test_undo_rebuilds_the_state_before_the_moves_and_asks_again(
    service, storage, clock, started_game
):
    game_id = await started_game()
    gm = GameMaster(service)
    version0, state0 = await service.state(game_id)
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    assert len(await storage.load_actions(game_id)) == 1
    seen = len(await _outbox(storage, game_id))
    assert await gm.undo(game_id, CREATOR, False) == 1
    version1, state1 = await service.state(game_id)
    assert state1 == state0 and version1 > version0 + 1
    assert await storage.load_actions(game_id) == []
    fresh = (await _outbox(storage, game_id))[seen:]
    # the prompt open before the undo is closed (its message says so), then asked again
    kinds = [p["kind"] for _, _, p in fresh]
    closed = [p for _, _, p in fresh if p["kind"] == "prompt_closed"]
    asked = [p for _, _, p in fresh if p["kind"] == "prompt"]
    assert kinds == ["narration", *(["prompt_closed"] * len(closed)), *(["prompt"] * len(asked))]
    assert closed and all(p["outcome"] == t("ui.prompt.closed.undone") for p in closed)
    assert {p["version"] for p in asked} == {version1}
    # the state before the first move is the setup's: nothing left to take back
    with pytest.raises(NotAllowed):
        await gm.undo(game_id, CREATOR, False)


async def test_undo_stops_at_the_last_checkpoint(service, storage, started_game):
    """Moves until a die is rolled or a card drawn cannot be taken back."""
    game_id = await started_game()
    gm = GameMaster(service)
    for _ in range(200):
        actions = await storage.load_actions(game_id)
        if actions and actions[-1].checkpoint:
            break
        user, _, version, action = await waiting(service, game_id)
        await service.submit(game_id, user, action, expected_version=version)
    else:  # pragma: no cover
        pytest.fail("no checkpoint reached")
    with pytest.raises(NotAllowed, match="gm_undo_checkpoint"):
        await gm.undo(game_id, CREATOR, False)
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    with pytest.raises(NotAllowed, match="gm_undo_too_far"):
        await gm.undo(game_id, CREATOR, False, moves=2)
    assert await gm.undo(game_id, CREATOR, False, moves=1) == 1


async def test_a_substitute_gets_the_seat_its_hand_and_private_history(
    service, storage, started_game
):
    game_id = await started_game()
    gm = GameMaster(service)
    info = await service.info(game_id)
    seat = info.seat_of(USERS[0])
    seen = len(await _outbox(storage, game_id))
    assert await gm.replace(game_id, CREATOR, False, USERS[0], NEWCOMER) == seat
    info = await service.info(game_id)
    assert info.seat_of(NEWCOMER) == seat and info.seat_of(USERS[0]) is None
    fresh = (await _outbox(storage, game_id))[seen:]
    private = [p for target, s, p in fresh if target == "seat"]
    assert all(s == seat for target, s, _ in fresh if target == "seat")
    assert private[0]["kind"] == "hand"
    assert private[0]["game"] == info.game  # its game's presenter words it
    assert "private history" in private[1]["content"]
    with pytest.raises(NotYourSeat):
        await gm.replace(game_id, CREATOR, False, USERS[0], 999)


async def test_a_kicked_players_seat_is_played_by_the_computer(service, storage, started_game):
    game_id = await started_game()
    gm = GameMaster(service)
    _, seat, version, _ = await waiting(service, game_id)
    user = (await service.info(game_id)).user_of(seat)
    assert user is not None
    assert await gm.kick(game_id, CREATOR, False, user) == seat
    info = await service.info(game_id)
    assert next(s for s in info.seats if s.seat == seat).is_bot
    assert (await service.info(game_id)).version > version  # the computer answered
    _, state = await service.state(game_id)
    assert all(d.seat != seat for d in ror.pending(state))


async def test_standing_orders_decide_at_once_while_away(service, storage, clock, started_game):
    game_id = await started_game()
    _, seat, _version, _ = await waiting(service, game_id)
    user = (await service.info(game_id)).user_of(seat)
    assert user is not None
    with pytest.raises(NotAllowed):
        await absence.go_away(service, game_id, user, until=None, orders={"quick": "with:x"})
    await absence.go_away(service, game_id, user, until=clock.now + 86400, orders={})
    _, state = await service.state(game_id)
    assert all(d.seat != seat for d in ror.pending(state))
    [first] = await storage.load_actions(game_id)
    assert first.seat == seat and first.user_id is None
    assert await absence.come_back(service, game_id, user) == seat
    with pytest.raises(NotAllowed):
        await absence.come_back(service, game_id, user)


async def test_an_absence_ends_on_its_date(service, storage, clock, started_game):
    game_id = await started_game()
    _, seat, version, _ = await waiting(service, game_id)
    info = await service.info(game_id)
    others = [u for u in USERS if info.seat_of(u) != seat]
    await absence.go_away(service, game_id, others[0], until=clock.now + 60, orders={})
    clock.now += 120
    user, seat, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    # the next faction decides for itself again: nothing was played for the absent one
    actions = await storage.load_actions(game_id)
    assert all(a.user_id is not None for a in actions)


async def test_a_deadline_due_during_downtime_fires_on_start_up(storage, clock, started_game):
    game_id = await started_game()
    [d] = await storage.deadlines(game_id)
    clock.now = d.due_at + 3600  # the bot was down
    restarted = GameService(storage, clock=clock, deadline_seconds=BASE)
    assert await restarted.run_due() == 1
    assert len(await storage.load_actions(game_id)) == 1
