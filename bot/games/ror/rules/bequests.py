"""What a collected Bequest brings [events.json deck_events]: the State's talents in the
next Revenue Phase and the province created at the start of the next Forum Phase. The
collection itself is a Senate proposal (`senate/bequests.py`): the Field Consul's
expedition is a force against the Bequest card, away until the Revolution Phase, where he
lays down his command or revolts (a Rebel Consul keeps the Bequest's talents)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.provinces_setup import create_province
from bot.games.ror.rules.state import Force, RorState

PERGAMENE = "evt:pergamene_bequest"
BITHYNIAN = "evt:bithynian_bequest"
PTOLEMY_APION = "evt:ptolemy_apion_bequest"
COLLECTED: dict[str, tuple[int, str]] = {  # talents, province
    PERGAMENE: (50, "prov:asia"),
    BITHYNIAN: (35, "prov:bithynia"),
}
PTOLEMY_PROVINCE = "prov:creta_et_cyrenaica"


def on_expedition(force: Force) -> bool:
    """A Field Consul's expedition to collect a Bequest, still led: it fights nothing and
    is not recalled automatically; it comes back in the Revolution Phase (1.11.3)."""
    return force.war in COLLECTED and force.commander is not None


def rebel_keeps(ctx: Ctx[RorState], force: Force) -> None:
    """ "A Rebel Consul may keep it": the consul who revolts with his expedition takes the
    Bequest's talents instead of the State."""
    state = ctx.state
    if force.war not in COLLECTED or force.commander not in state.senators:
        return
    talents = min(COLLECTED[force.war][0], state.bequest_talents)
    if talents:
        state.bequest_talents -= talents
        ledger.move(
            ctx,
            ledger.BANK,
            ledger.senator(force.commander),
            talents,
            "1.07.3",
            "a Bequest kept by a rebel",
        )
        ctx.emit(
            "bequest_kept_by_rebel",
            "1.07.3",
            senator=force.commander,
            name_id=force.commander,
            card=force.war,
            card_name_id=force.war,
            talents=talents,
        )


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
        ctx.emit("bequest_province", "1.07.3", province=card, name_id=card)


def create_bequest_provinces(ctx: Ctx[RorState]) -> None:
    """The start of the Forum Phase after the collection."""
    provinces, ctx.state.bequest_provinces = ctx.state.bequest_provinces, []
    for card in provinces:
        add_province(ctx, card)
