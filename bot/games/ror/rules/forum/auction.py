"""Auctioning an initiative when there are fewer than six factions [1.07.22]: one round
clockwise from the HRAO, each bid higher than the last (at least 1T), by one senator in
Rome who pays it to the Bank. With no bid the HRAO's faction takes the initiative."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, BidInitiative, Pass
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senators import faction_senators, hrao_order
from bot.games.ror.rules.state import RorState, Senator

RAISES = (1, 2, 5)  # offered bids above the highest; any amount may be typed


class Bid(ProcedureData):
    """The highest bid so far [1.07.22]."""

    faction: str | None = None
    senator: str | None = None
    amount: int = 0


def _high(state: RorState) -> int:
    proc = current(state)
    return proc.data_as(Bid).amount if proc else 0


def _bidders(state: RorState, seat: str, above: int) -> list[Senator]:
    return [s for s in faction_senators(state, seat) if s.in_rome and s.talents > above]


def open_auction(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    ctx.emit("initiative_auction", "1.07.22", number=state.initiative)
    push(state, "initiative_auction", "1.07.22", hrao_order(state))
    _skip_unable(ctx)


def legal_bids(state: RorState, seat: str) -> list[Action]:
    high = _high(state)
    bidders = _bidders(state, seat, high)
    bids: set[tuple[str, int]] = {(s.card, high + 1) for s in bidders}
    if bidders:
        richest = max(bidders, key=lambda s: s.talents)
        bids |= {(richest.card, min(high + r, richest.talents)) for r in RAISES}
    actions: list[Action] = [BidInitiative(senator=c, amount=a) for c, a in sorted(bids)]
    return [*actions, Pass()]


def apply_bid(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if isinstance(action, BidInitiative):
        senator = state.senators.get(action.senator)
        if senator is None or senator.faction != seat or not senator.in_rome:
            raise IllegalAction("bidder_not_in_rome", "1.07.22")
        if action.amount <= _high(state) or action.amount > senator.talents:
            raise IllegalAction("bad_bid", "1.07.22", high=_high(state), most=senator.talents)
        proc.data = Bid(faction=seat, senator=action.senator, amount=action.amount)
        ctx.emit(
            "initiative_bid",
            "1.07.22",
            faction=seat,
            senator=action.senator,
            name_id=action.senator,
            amount=action.amount,
        )
    elif isinstance(action, Pass):
        ctx.emit("initiative_pass", "1.07.22", faction=seat)
    else:
        raise IllegalAction("wrong_phase", rule)
    data = proc.data_as(Bid)
    finish_turn_of_seat(state, seat)
    if current(state) is proc:
        _skip_unable(ctx)
    else:
        _award(ctx, data)


def _skip_unable(ctx: Ctx[RorState]) -> None:
    """Factions with no senator in Rome able to outbid are passed over (personal treasuries
    are public, so this tells nobody anything)."""
    state = ctx.state
    proc = current(state)
    assert proc is not None and proc.kind == "initiative_auction"
    data = proc.data_as(Bid)
    while proc.seats and not _bidders(state, proc.seats[0], _high(state)):
        finish_turn_of_seat(state, proc.seats[0])
    if not proc.seats:
        _award(ctx, data)


def _award(ctx: Ctx[RorState], data: Bid) -> None:
    state = ctx.state
    winner, senator, amount = data.faction, data.senator, data.amount
    if winner is None or senator is None:
        seat = hrao_order(state)[0]
        state.initiative_seat = seat
        ctx.emit("initiative_unclaimed", "1.07.22", faction=seat, number=state.initiative)
        return
    ledger.move(ctx, ledger.senator(senator), ledger.BANK, amount, "1.07.22", "initiative bid")
    state.initiative_seat = winner
    ctx.emit(
        "initiative_won",
        "1.07.22",
        faction=winner,
        senator=senator,
        name_id=senator,
        amount=amount,
        number=state.initiative,
    )


def default_pass(state: RorState, seat: str) -> Action:
    return Pass()


PROCEDURES.register(
    "initiative_auction",
    ProcedureRules("initiative_auction", legal_bids, apply_bid, default_pass, data=Bid),
)
