"""Answering ahead: a player leaves standing orders for the rest of the phase, or of the
turn (how their faction votes, on every vote or on one topic; what it does with its other
decisions), and each decision of theirs that opens meanwhile is made by them the moment
it opens, without waiting for the player; what is open now is made at once. The orders
are the absent factions' (`bot.service.absence`), kept by seat with the phase and turn
they were left in: they lapse when that phase (turn) ends or the seat changes hands.
Nobody else is told of them."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from bot.errors import LobbyError, NotAllowed, NotYourSeat
from bot.games import get_presenter
from bot.messages import t
from bot.service.absence import TOPIC, WITH, seat_orders, valid_order, votes_only
from bot.service.deadlines import CLASSES, phase_of
from bot.service.game_info import GameInfo
from bot.service.game_settings import PhaseOrders, Until, to_write
from bot.service.reads import load
from db import StaleVersion

if TYPE_CHECKING:
    from bot.service.game_service import GameService

#: the order that removes one: the decision waits for its player again
ASK = "ask"


def order_keys(info: GameInfo) -> list[str]:
    """The keys a player may leave an order for: each class of decision, then each of the
    game's vote topics."""
    return [*CLASSES, *(f"{TOPIC}{topic}" for topic in get_presenter(info.game).vote_topics)]


async def leave_orders(
    service: GameService,
    game_id: int,
    user_id: int,
    changes: Mapping[str, str],
    until: Until = "phase",
) -> dict[str, str]:
    """Set (or, with `ask`, remove) the caller's orders for the rest of the phase (or of
    the turn, `until`), by key (`order_keys`); returns the orders they now leave. Every
    bad key or order is refused before anything changes. What is open now is then made by
    them."""
    async with service.locks(game_id):
        info, row, _ = await load(service, game_id)
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotYourSeat()
        if info.status != "active":
            raise LobbyError("not_running")
        keys = order_keys(info)
        seats = [s.seat for s in info.seats]
        for key, order in changes.items():
            if key not in keys:
                raise NotAllowed("orders_bad_key", name=key)
            if order == ASK:
                continue
            if not valid_order(order, seats, seat):
                raise NotAllowed("away_bad_order", order=order)
            if votes_only(order) and not key.startswith("vote"):
                raise NotAllowed("away_with_votes_only")
        state = service.writer.state_of(row)[1]
        phase, turn = phase_of(state), getattr(state, "turn", None)
        version, settings = await service.settings_to_change(game_id)
        left = settings.orders.get(seat)
        kept = {}
        if left is not None and left.holds(phase, turn) and left.user_id == user_id:
            kept = dict(left.orders)
        for key, order in changes.items():
            if order == ASK:
                kept.pop(key, None)
            else:
                kept[key] = order
        settings.orders[seat] = PhaseOrders(
            user_id=user_id, phase=phase, turn=turn, until=until, orders=kept
        )
        try:
            await service.storage.save_settings(
                game_id, to_write(version, settings), service.clock(), []
            )
        except StaleVersion:  # another process wrote them since we read them
            raise NotAllowed("gm_busy") from None
    service.wake()
    if changes and not info.paused:
        await service.play_bots(game_id)
    return kept


def order_name(order: str) -> str:
    """`order` in words."""
    if order.startswith(WITH):
        return t("ui.orders.with", seat=t(f"seat.{order.removeprefix(WITH)}"))
    return t(f"ui.away.order.{order}")


def key_name(key: str) -> str:
    """The key of an order (`order_keys`) in words."""
    if key.startswith(TOPIC):
        return t("ui.orders.key.topic", topic=t(f"orders.topic.{key.removeprefix(TOPIC)}"))
    return t(f"ui.orders.key.{key}")


def describe(orders: Mapping[str, str], until: Until) -> str:
    """What the caller is told of the orders they play by, lasting `until`."""
    if not orders:
        return t("ui.orders.none")
    lines = [
        t("ui.orders.line", key=key_name(key), order=order_name(order))
        for key, order in sorted(orders.items())
    ]
    return t("ui.orders.set", until=t(f"ui.orders.until.{until}"), orders="\n".join(lines))


async def orders_now(
    service: GameService, game_id: int, user_id: int
) -> tuple[dict[str, str], Until]:
    """The orders the caller's faction plays by now (away or left ahead), and how long
    those left ahead last."""
    info, row, _ = await load(service, game_id)
    seat = info.seat_of(user_id)
    if seat is None:
        raise NotYourSeat()
    state = service.writer.state_of(row)[1]
    left = (await service.game_settings(game_id)).orders.get(seat)
    orders = (await seat_orders(service, info, state)).get(seat, {})
    return orders, left.until if left is not None else "phase"
