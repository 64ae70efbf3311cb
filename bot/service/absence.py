"""Standing orders: while a player is away, or for the rest of a phase when they left
orders for it (answering ahead, `bot.service.phase_orders`), each decision of their
faction is made the moment it opens by the order for its class of decision, or, for a
vote, for its topic (the game's `vote_topics`, e.g. the Republic's elections).

Orders: "default" (the engine's default: abstain on a vote, pass or done elsewhere),
"computer" (a computer player chooses), and, for votes, "yes", "no", "abstain" (with all
of one's voters), "with:<seat>" (the same way as that faction) or "sponsor" (the same way
as the faction whose proposal it is; for it, when it is one's own). A faction voting "with" one
that has not voted yet waits for it while both may vote at once (a sealed ballot); when
the followed faction votes later in an open vote, or not at all, the default is cast.
In a sealed ballot (1.09.13) the follower's ballot goes in only with the last ones (every
other faction still to vote is a follower too): its own notice of its ballot would show
the followed faction's vote, so it comes with the reveal, not before.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any, cast

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.engine.present import Presenter, Way
from bot.errors import NotAllowed, NotYourSeat
from bot.games import get_presenter
from bot.messages import t
from bot.service.deadlines import CLASSES, class_of, phase_of
from bot.service.game_settings import Absence, GameSettings, to_write
from bot.service.outbox import Narration
from bot.service.outbox_rows import channel_row
from db import StaleVersion

if TYPE_CHECKING:
    from bot.service.game_info import GameInfo
    from bot.service.game_service import GameService

ORDERS = ("default", "computer")
#: a vote's orders besides those: one way with all of one's votes, or as the faction that
#: sponsors the proposal votes (for it, when that is one's own faction)
WAYS = ("yes", "no", "abstain")
SPONSOR = "sponsor"
VOTE_ORDERS = (*WAYS, SPONSOR)
WITH = "with:"
#: an order for the votes of one topic (the game's `vote_topics`) is keyed `vote:<topic>`
#: and comes before the order for every vote
TOPIC = "vote:"


def valid_order(order: str, seats: list[str], own: str) -> bool:
    if order in ORDERS or order in VOTE_ORDERS:
        return True
    other = order.removeprefix(WITH)
    return order.startswith(WITH) and other in seats and other != own


def votes_only(order: str) -> bool:
    """Whether `order` is one only a vote can take."""
    return order in VOTE_ORDERS or order.startswith(WITH)


def keys_of(presenter: Presenter, state: Any, decision: Decision) -> list[str]:
    """The keys of the orders that may answer `decision`, the most particular first: the
    vote's topic, then its class of decision."""
    cls = class_of(decision.kind)
    on = presenter.vote_on(state, decision) if cls == "vote" else None
    return ([f"{TOPIC}{on[0]}"] if on is not None else []) + [cls]


def order_of(
    orders: Mapping[str, str], presenter: Presenter, state: Any, decision: Decision
) -> str | None:
    """The order of `orders` that answers `decision`, or None: it waits for its player."""
    return next((orders[k] for k in keys_of(presenter, state, decision) if k in orders), None)


def followed(presenter: Presenter, state: Any, decision: Decision, order: str) -> str | None:
    """The seat whose vote `order` follows on `decision`, or None."""
    if order.startswith(WITH):
        return order.removeprefix(WITH)
    if order == SPONSOR:
        on = presenter.vote_on(state, decision)
        return on[1] if on is not None else None
    return None


def order_action(
    presenter: Presenter,
    module: AnyGame,
    state: Any,
    decision: Decision,
    order: str,
    followers: set[str],
    computer: Callable[[], dict[str, Any] | None],
) -> dict[str, Any] | None:
    """The action `order` makes for `decision` now, or None to wait (a vote that follows
    one not cast yet). `followers`: the seats whose orders follow another's on this vote;
    `computer`: a computer player's choice. Pure, so `praetor simulate --pace` plays the
    orders as the service does."""
    default = dict(decision.default) if decision.default is not None else None
    if class_of(decision.kind) == "vote":
        other = followed(presenter, state, decision, order)
        if order in WAYS or other == decision.seat:
            way: Way = "yes" if other == decision.seat else cast(Way, order)
            return presenter.vote_like(module, state, decision, way) or default
        if other is not None:
            return _follow(presenter, module, state, decision, other, followers)
    if order == "computer" or default is None:
        return computer()
    return default


def follower_seats(
    orders: Mapping[str, Mapping[str, str]],
    presenter: Presenter,
    module: AnyGame,
    state: Any,
    decision: Decision,
) -> set[str]:
    """The seats voting on `decision`'s question whose orders (by seat) follow another's."""
    return {
        d.seat
        for d in module.pending(state)
        if d.kind == decision.kind
        and d.seat in orders
        and followed(presenter, state, d, order_of(orders[d.seat], presenter, state, d) or "")
        is not None
    }


async def seat_orders(
    service: GameService, info: GameInfo, state: Any
) -> dict[str, dict[str, str]]:
    """The orders each seat plays by now: an absent faction's (a class it left no order
    for takes the default), then, over them, those its player left for the rest of the
    phase (`bot.service.phase_orders`), while the player who left them holds the seat."""
    settings = await service.game_settings(info.id)
    now = service.clock()
    found: dict[str, dict[str, str]] = {}
    for seat, absence in settings.away.items():
        if absence.active(now) and info.user_of(seat) is not None:
            found[seat] = {**dict.fromkeys(CLASSES, "default"), **absence.orders}
    phase, turn = phase_of(state), getattr(state, "turn", None)
    for seat, left in settings.orders.items():
        if left.holds(phase, turn) and info.user_of(seat) == left.user_id:
            found[seat] = {**found.get(seat, {}), **left.orders}
    return found


async def standing_order(
    service: GameService,
    info: GameInfo,
    module: AnyGame,
    state: Any,
    version: int,
    decision: Decision,
) -> dict[str, Any] | None:
    """The action the seat's standing orders make for `decision` now, or None: it has no
    order for it, or its order waits."""
    orders = await seat_orders(service, info, state)
    presenter = get_presenter(info.game)
    order = order_of(orders.get(decision.seat, {}), presenter, state, decision)
    if order is None:
        return None
    player = presenter.computer(presenter.levels[-1], f"{info.id}:{version}:away")
    failed: list[Exception] = []

    def computer() -> dict[str, Any] | None:
        try:
            return dict(player.choose(module, state, decision.seat).model_dump(mode="json"))
        except Exception as exc:  # the computer's bug never stalls a game: the default
            failed.append(exc)
            return None

    followers = follower_seats(orders, presenter, module, state, decision)
    action = order_action(presenter, module, state, decision, order, followers, computer)
    if failed:
        return await service.computer_failed(info, module, state, decision.seat, None, failed[0])
    return action


def _follow(
    presenter: Presenter,
    module: AnyGame,
    state: Any,
    decision: Decision,
    other: str,
    followers: set[str],
) -> dict[str, Any] | None:
    ballot = presenter.ballot_of(state, other)
    voting = [d.seat for d in module.pending(state) if d.kind == decision.kind]
    if ballot is None:
        if other in voting:
            return None  # a sealed ballot: wait for the followed faction
        return dict(decision.default) if decision.default is not None else None
    if any(seat not in followers for seat in voting if seat != decision.seat):
        return None  # 1.09.13: sealed until the reveal, so cast with the last ballots
    action = presenter.vote_like(module, state, decision, ballot)
    if action is not None:
        return action
    return dict(decision.default) if decision.default is not None else None


async def go_away(
    service: GameService,
    game_id: int,
    user_id: int,
    *,
    until: float | None,
    orders: dict[str, str],
) -> str:
    """The user's faction is away until `until` (None: until they are back) with
    `orders` by class of decision; its waiting decisions are made at once. Returns the
    seat."""
    info = await service.info(game_id)
    seat = info.seat_of(user_id)
    if seat is None:
        raise NotYourSeat()
    seats = [s.seat for s in info.seats]
    for cls, order in orders.items():
        if cls not in CLASSES or not valid_order(order, seats, seat):
            raise NotAllowed("away_bad_order", order=order)
        if votes_only(order) and cls != "vote":
            raise NotAllowed("away_with_votes_only")
    now = service.clock()
    if until is not None and until <= now:
        raise NotAllowed("away_past")
    back = t("ui.gm.until_back") if until is None else f"<t:{int(until)}:f>"
    text = t("ui.away.notice", user=f"<@{user_id}>", seat=t(f"seat.{seat}"), until=back)

    def change(settings: GameSettings) -> bool:
        settings.away[seat] = Absence(user_id=user_id, until=until, orders=orders)
        return True

    await _change_settings(service, info, change, text)
    await service.play_bots(game_id)
    return seat


async def come_back(service: GameService, game_id: int, user_id: int) -> str:
    info = await service.info(game_id)
    seat = info.seat_of(user_id)
    if seat is None:
        raise NotYourSeat()
    text = t("ui.away.back", user=f"<@{user_id}>", seat=t(f"seat.{seat}"))
    if not await _change_settings(
        service, info, lambda settings: settings.away.pop(seat, None) is not None, text
    ):
        raise NotAllowed("away_not_away")
    return seat


async def _change_settings(
    service: GameService, info: GameInfo, change: Callable[[GameSettings], bool], text: str
) -> bool:
    """Change the game's settings under its lock and post `text`, in one versioned write
    (a concurrent `/gm pause` is never lost). `change` edits a copy and says
    whether there is anything to write."""
    async with service.locks(info.id):
        version, settings = await service.settings_to_change(info.id)
        if not change(settings):
            return False
        notice = channel_row(info, Narration(content=text))
        try:
            await service.storage.save_settings(
                info.id, to_write(version, settings), service.clock(), [notice]
            )
        except StaleVersion:  # another process wrote them since we read them
            raise NotAllowed("gm_busy") from None
    service.wake()
    return True
