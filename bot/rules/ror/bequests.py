"""What a collected Bequest brings [events.json deck_events]: the State's talents in the
next Revenue Phase and the province created at the start of the next Forum Phase. The
collection itself is a Senate proposal (`senate/bequests.py`)."""

from __future__ import annotations

from bot.rules.core.engine import Ctx
from bot.rules.ror import ledger
from bot.rules.ror.cards import card_name
from bot.rules.ror.provinces_setup import create_province
from bot.rules.ror.state import RorState

PERGAMENE = "evt:pergamene_bequest"
BITHYNIAN = "evt:bithynian_bequest"
PTOLEMY_APION = "evt:ptolemy_apion_bequest"
COLLECTED: dict[str, tuple[int, str]] = {  # talents, province
    PERGAMENE: (50, "prov:asia"),
    BITHYNIAN: (35, "prov:bithynia"),
}
PTOLEMY_PROVINCE = "prov:creta_et_cyrenaica"


def pay_bequests(ctx: Ctx[RorState]) -> None:
    """The Revenue Phase after the collection: the State gains the Bequest's talents."""
    state = ctx.state
    amount, state.bequest_talents = state.bequest_talents, 0
    if amount:
        ledger.move(ctx, ledger.BANK, ledger.TREASURY, amount, "1.07.3", "a Bequest")
        ctx.emit("bequest_paid", "1.07.3", amount=amount, treasury=state.treasury)


def add_province(ctx: Ctx[RorState], card: str) -> None:
    """A Bequest's province enters play in the Forum, unless it already exists."""
    state = ctx.state
    if card in state.provinces_aside:
        create_province(state, card)
        ctx.emit("bequest_province", "1.07.3", province=card, name=card_name(card))


def create_bequest_provinces(ctx: Ctx[RorState]) -> None:
    """The start of the Forum Phase after the collection."""
    provinces, ctx.state.bequest_provinces = ctx.state.bequest_provinces, []
    for card in provinces:
        add_province(ctx, card)
