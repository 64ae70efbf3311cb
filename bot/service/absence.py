"""Standing orders of absent factions: while a player is away, each decision of
their faction is made at once by the order they left for its class of decision.

Orders: "default" (the engine's default: abstain on a vote, pass or done elsewhere),
"computer" (a computer player chooses), and, for votes, "with:<seat>" (the same way as
that faction: yes, no or abstain with all of one's voters). A faction voting "with" one
that has not voted yet waits for it while both may vote at once (a sealed ballot); when
the followed faction votes later in an open vote, or not at all, the default is cast.
In a sealed ballot (1.09.13) the follower's ballot goes in only with the last ones (every
other faction still to vote is a follower too): its own notice of its ballot would show
the followed faction's vote, so it comes with the reveal, not before.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.engine.present import Presenter
from bot.errors import NotAllowed, NotYourSeat
from bot.games import get_presenter
from bot.messages import t
from bot.service.deadlines import CLASSES, class_of
from bot.service.game_settings import Absence, GameSettings, to_write
from bot.service.outbox import Narration
from bot.service.outbox_rows import channel_row
from db import StaleVersion

if TYPE_CHECKING:
    from bot.service.game_info import GameInfo
    from bot.service.game_service import GameService

ORDERS = ("default", "computer")
WITH = "with:"


def valid_order(order: str, seats: list[str], own: str) -> bool:
    if order in ORDERS:
        return True
    other = order.removeprefix(WITH)
    return order.startswith(WITH) and other in seats and other != own


async def standing_order(
    service: GameService,
    info: GameInfo,
    module: AnyGame,
    state: Any,
    version: int,
    decision: Decision,
    absence: Absence,
) -> dict[str, Any] | None:
    """The action `absence`'s order makes for `decision` now, or None to wait."""
    cls = class_of(decision.kind)
    order = absence.orders.get(cls, "default")
    if order.startswith(WITH) and cls == "vote":
        now = service.clock()
        away = (await service.game_settings(info.id)).away
        followers = {
            seat
            for seat, a in away.items()
            if a.active(now) and a.orders.get("vote", "").startswith(WITH)
        }
        other = order.removeprefix(WITH)
        return _follow(get_presenter(info.game), module, state, decision, other, followers)
    if order == "computer" or decision.default is None:
        presenter = get_presenter(info.game)
        player = presenter.computer(presenter.levels[-1], f"{info.id}:{version}:away")
        try:
            return dict(player.choose(module, state, decision.seat).model_dump(mode="json"))
        except Exception as exc:  # the computer's bug never stalls a game: the default
            return await service.computer_failed(info, module, state, decision.seat, None, exc)
    return dict(decision.default)


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
        if order.startswith(WITH) and cls != "vote":
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
