"""Bequests in the Senate [events.json deck_events]: the Pergamene and Bithynian Bequests
are collected by sending the Field Consul with 3 Legions and 3 Fleets (a proposal of other
business); the Ptolemy-Apion Bequest's province is created without a vote, at the
adjournment of the Senate Phase after it appears. What a Bequest brings later is in
`bequests.py`.

The expedition leaves Rome: the Field Consul and the units are a force against the Bequest
card (sending the Presiding Magistrate ends the Senate, 1.09.64), back in the Revolution
Phase like a victorious commander (docs/RULES_CHOICES.md)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.bequests import COLLECTED, PTOLEMY_APION, PTOLEMY_PROVINCE, add_province
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.deployment import next_order, take_units
from bot.games.ror.rules.senate.floor import adjourn
from bot.games.ror.rules.senate.governors import business
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.proposals import ProposalKind, params_of
from bot.games.ror.rules.senate.repopulate import repopulate
from bot.games.ror.rules.state import Force, Proposal, RorState, Senator

UNITS = 3  # Legions and Fleets sent with the Field Consul


def field_consul(state: RorState) -> Senator | None:
    return next(
        (s for s in state.senators.values() if s.office == "field_consul" and s.in_rome), None
    )


class BequestParams(ProposalParams):
    """The bequest card to collect [1.07.3]."""

    card: str


def _nominations(state: RorState) -> list[BequestParams]:
    found = [BequestParams(card=c) for c in state.forum if c in COLLECTED]
    return [p for p in found if _refusal(state, p) is None]


def _refusal(state: RorState, params: BequestParams) -> IllegalAction | None:
    card = params.card
    if card not in COLLECTED or card not in state.forum:
        return IllegalAction("bequest_not_collectable", "1.07.3")
    if field_consul(state) is None or state.legions < UNITS or state.fleets < UNITS:
        return IllegalAction("bequest_needs_consul", "1.07.3")
    return None


def _collect(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    card = params_of(proposal, BequestParams).card
    talents, province = COLLECTED[card]
    state.forum.remove(card)
    state.discard.append(card)
    state.bequest_talents += talents
    state.bequest_provinces.append(province)
    consul = field_consul(state)
    assert consul is not None  # checked again by the kernel before the vote passes
    presiding = presiding_magistrate(state)
    take_units(state, UNITS, [], UNITS)
    state.forces.append(
        Force(
            war=card,
            commander=consul.card,
            legions=UNITS,
            fleets=UNITS,
            order=next_order(state),
            sent_turn=state.turn,
            victorious=True,
        )
    )
    consul.command = card
    business(state).sent.append(consul.card)
    ctx.emit(
        "bequest_collected",
        "1.07.3",
        card=card,
        name_id=card,
        consul_id=consul.card,
        talents=talents,
        province_id=province,
        legions=UNITS,
        fleets=UNITS,
    )
    if presiding is not None and presiding.card == consul.card:
        adjourn(ctx)  # 1.09.64: sending the Presiding Magistrate ends the Senate
    else:
        repopulate(ctx)  # 1.09.81


def _describe(state: RorState, params: BequestParams) -> dict[str, Any]:
    card = params.card
    consul = field_consul(state)
    return {
        "name": card_name(card) if card in COLLECTED else card,
        "consul": card_name(consul.card) if consul else "",
    }


def ptolemy_apion(ctx: Ctx[RorState]) -> None:
    """Creta et Cyrenaica is created in the Senate Phase after the card appears."""
    state = ctx.state
    if PTOLEMY_APION in state.forum:
        state.forum.remove(PTOLEMY_APION)
        state.discard.append(PTOLEMY_APION)
        add_province(ctx, PTOLEMY_PROVINCE)


proposals.register(
    ProposalKind(
        key="collect_bequest",
        rule="1.07.3",
        step="other",
        params=BequestParams,
        nominations=_nominations,
        refusal=_refusal,
        on_pass=_collect,
        describe=_describe,
    )
)
proposals.after_adjournment(ptolemy_apion)
