"""Answering ahead in the service (`bot.service.phase_orders`): orders left for the phase
answer the seat's decisions the moment they open, as standing orders (no user), ahead of
the phase clock's defaults; `ask` takes one back; they lapse with the phase and when the
seat changes hands; they are nobody else's business (nothing is posted); a bad order, or
a caller without a seat, changes nothing."""

from __future__ import annotations

import json

import pytest

from bot.errors import NotAllowed, NotYourSeat
from bot.games import get_game
from bot.service import phase_orders
from bot.service.deadlines import phase_of
from bot.service.game_service import GameService
from bot.service.gm import GameMaster
from tests.service.conftest import CREATOR, waiting

ror = get_game("ror")
STRANGER = 999


async def _idle_user(service: GameService, game_id: int) -> tuple[int, str]:
    """A player not waited on now (the setup's leaders are chosen in turn)."""
    info = await service.info(game_id)
    _, state = await service.state(game_id)
    busy = {d.seat for d in ror.pending(state)}
    seat = next(s for s in info.seats if s.seat not in busy)
    assert seat.user_id is not None
    return seat.user_id, seat.seat


async def test_orders_answer_a_decision_the_moment_it_opens(service, storage, started_game):
    game_id = await started_game("phase")
    user, seat = await _idle_user(service, game_id)
    _, state = await service.state(game_id)
    phase = phase_of(state)
    before = await storage.due_outbox(1e12, limit=10_000)
    await phase_orders.leave_orders(service, game_id, user, {"quick": "default"})
    assert await storage.due_outbox(1e12, limit=10_000) == before  # nothing is told
    opened = None
    for _ in range(10):  # the others answer in turn until the seat's decision opens
        _, state = await service.state(game_id)
        assert seat not in {d.seat for d in ror.pending(state)}  # never waited on
        other, other_seat, version, action = await waiting(service, game_id)
        after = ror.apply(state, other_seat, ror.parse_action(action)).state
        opened = next((d for d in ror.pending(after) if d.seat == seat), None)
        await service.submit(game_id, other, action, expected_version=version)
        if opened is not None or phase_of(after) != phase:
            break
    assert opened is not None and opened.default is not None
    [made] = [a for a in await storage.load_actions(game_id) if a.seat == seat]
    assert made.user_id is None  # by the standing order, not the player
    assert json.loads(made.action_json) == opened.default


async def test_ask_takes_an_order_back_and_orders_of_a_past_phase_are_not_kept(
    service, started_game
):
    game_id = await started_game("phase")
    user, _ = await _idle_user(service, game_id)
    kept = await phase_orders.leave_orders(service, game_id, user, {"vote": "no"})
    assert kept == {"vote": "no"}
    kept = await phase_orders.leave_orders(
        service, game_id, user, {"vote:elections": "yes", "vote": "ask"}
    )
    assert kept == {"vote:elections": "yes"}
    assert (await phase_orders.orders_now(service, game_id, user)) == (kept, "phase")
    # the phase ends: nothing of them is kept, nor carried into the orders left next
    settings = await service.game_settings(game_id)
    left = settings.orders[(await service.info(game_id)).seat_of(user) or ""]
    assert not left.holds("9:senate", 9)
    assert left.holds(left.phase, left.turn)


async def test_orders_lapse_when_the_seat_changes_hands(service, started_game):
    game_id = await started_game("phase")
    user, seat = await _idle_user(service, game_id)
    await phase_orders.leave_orders(service, game_id, user, {"vote": "no"}, "turn")
    assert (await phase_orders.orders_now(service, game_id, user))[0] == {"vote": "no"}
    await GameMaster(service).replace(game_id, CREATOR, False, user, STRANGER)
    assert (await service.info(game_id)).user_of(seat) == STRANGER
    assert (await phase_orders.orders_now(service, game_id, STRANGER))[0] == {}


@pytest.mark.parametrize(
    ("changes", "error"),
    [
        ({"quick": "yes"}, NotAllowed),  # a way to vote is for votes only
        ({"vote": "maybe"}, NotAllowed),
        ({"vote:nothing": "yes"}, NotAllowed),
        ({"vote": "with:no_such_faction"}, NotAllowed),
    ],
)
async def test_a_bad_order_changes_nothing(service, started_game, changes, error):
    game_id = await started_game("phase")
    user, _ = await _idle_user(service, game_id)
    before = await service.game_settings(game_id)
    with pytest.raises(error):
        await phase_orders.leave_orders(service, game_id, user, changes)
    assert await service.game_settings(game_id) == before


async def test_a_caller_without_a_seat_leaves_no_orders(service, started_game):
    game_id = await started_game("phase")
    with pytest.raises(NotYourSeat):
        await phase_orders.leave_orders(service, game_id, STRANGER, {"vote": "no"})
    assert (await service.game_settings(game_id)).orders == {}
