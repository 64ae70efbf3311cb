"""Awarding concessions [1.09.61]: Forum concessions go to aligned senators in Rome by
vote, several in one proposal; a failed award is flipped and cannot come back this turn.
M. Fulvius Flaccus (statesmen.json 7A) may take the Land Commissioner without a vote."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, PlayConcession
from bot.games.ror.rules.cards import CONCESSION_DATA, STATESMAN_DATA, card_name, id_order
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.refs import PAIRED
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.governors import business, this_turn
from bot.games.ror.rules.senate.land_bills import in_effect
from bot.games.ror.rules.state import Proposal, RorState

CLAIM_LAND_COMMISSIONER = "claim_land_commissioner"  # statesmen.json 7A
AFTER_PROSECUTIONS = ("governors", "other")

MOST_NOMINATIONS = 2  # few: random players must reach adjournment
GROUPED = 2  # concessions in the grouped nomination (button labels stay short)


def available(state: RorState) -> list[str]:
    """Concessions in the Forum that may be proposed now: not flipped this turn, and the
    Land Commissioner only while a Land Bill is in effect [1.09.61]."""
    refused = this_turn(state).concessions_refused
    return [
        c
        for c in state.forum
        if c in CONCESSION_DATA
        and c not in refused
        and (not CONCESSION_DATA[c].requires_land_bill or in_effect(state))
    ]


def recipients(state: RorState) -> list[str]:
    """Aligned senators in Rome, most Influence first."""
    found = [s for s in state.senators.values() if s.faction is not None and s.in_rome]
    return [s.card for s in sorted(found, key=lambda s: (-s.influence, id_order(s.card)))]


class AwardParams(ProposalParams):
    """Concessions awarded together: (concession, senator) pairs [1.09.61]."""

    awards: list[tuple[str, str]]


def refusal(state: RorState, params: AwardParams) -> IllegalAction | None:
    awards = params.awards
    if not awards:
        return IllegalAction("bad_concession_award", "1.09.61")
    cards = [c for c, _ in awards]
    if len(set(cards)) != len(cards):
        return IllegalAction("bad_concession_award", "1.09.61")
    open_cards, takers = available(state), recipients(state)
    for card, senator in awards:
        if card not in open_cards:
            return IllegalAction("concession_not_available", "1.09.61", card=card)
        if senator not in takers:
            return IllegalAction("concession_recipient_away", "1.09.61", senator=senator)
    return None


def nominations(state: RorState) -> list[AwardParams]:
    """One award per concession to each of the two most influential senators in Rome,
    and two of them together to the first."""
    takers = recipients(state)[:2]
    cards = available(state)
    found = [AwardParams(awards=[(c, s)]) for c in cards for s in takers]
    if takers and len(cards) > 1:
        found.insert(0, AwardParams(awards=[(c, takers[0]) for c in cards[:GROUPED]]))
    return found[:MOST_NOMINATIONS]


def award(ctx: Ctx[RorState], proposal: Proposal) -> None:
    state = ctx.state
    for card, senator in proposals.params_of(proposal, AwardParams).awards:
        state.forum.remove(card)
        state.senators[senator].concessions.append(card)
        ctx.emit(
            "concession_awarded",
            "1.09.61",
            card=card,
            name_id=card,
            senator=senator,
            senator_name_id=senator,
        )


def flip(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """1.09.61: the concessions of a failed award stay in the Forum for this turn."""
    for card, _ in proposals.params_of(proposal, AwardParams).awards:
        business(ctx.state).concessions_refused.append(card)


def describe(state: RorState, params: AwardParams) -> dict[str, Any]:
    awards = params.awards
    text = ", ".join(f"{card_name(c)} to {card_name(s)}" for c, s in awards)
    return {"awards": text}


# the awards' event holds (concession, senator) ids
PAIRED["awards"] = lambda params: params.awards if isinstance(params, AwardParams) else []


AWARD = proposals.register(
    proposals.ProposalKind(
        key="concessions",
        rule="1.09.61",
        step="other",
        params=AwardParams,
        nominations=nominations,
        refusal=refusal,
        on_pass=award,
        on_fail=flip,
        describe=describe,
        stance=proposals.pairs_stance("awards"),
    )
)


# ---------------------------------------------------------------- Flaccus (statesmen.json 7A)


def land_commissioner_claims(state: RorState, seat: str) -> list[Action]:
    """statesmen.json 7A: "During the Senate Phase after Prosecutions may take an unowned
    Land Commissioner concession, provided a Land Bill is in effect": offered, like a law,
    in his faction's ballot and on its floor, while he is aligned and in Rome (where a
    concession is awarded, 1.09.61) and the card lies in the Forum."""
    if state.step not in AFTER_PROSECUTIONS or not in_effect(state):
        return []
    cards = [
        c for c in state.forum if c in CONCESSION_DATA and CONCESSION_DATA[c].requires_land_bill
    ]
    takers = [
        s.card
        for s in sorted(state.senators.values(), key=lambda s: s.card)
        if s.faction == seat
        and s.in_rome
        and s.card in STATESMAN_DATA
        and any(a.code == CLAIM_LAND_COMMISSIONER for a in STATESMAN_DATA[s.card].abilities)
    ]
    return [PlayConcession(card=c, senator=t) for c in cards[:1] for t in takers]


def claim_land_commissioner(ctx: Ctx[RorState], seat: str, action: Action) -> None:
    """He takes it at once; the ballot or the floor stays open."""
    assert isinstance(action, PlayConcession)
    state = ctx.state
    if action not in land_commissioner_claims(state, seat):
        raise IllegalAction("cannot_claim_land_commissioner", "1.09.61")
    state.forum.remove(action.card)
    state.senators[action.senator].concessions.append(action.card)
    ctx.emit(
        "land_commissioner_claimed",
        "1.09.61",
        card=action.card,
        name_id=action.card,
        senator=action.senator,
        senator_name_id=action.senator,
        faction=seat,
    )


proposals.INTERRUPTS.append(
    proposals.Interrupt(
        options=land_commissioner_claims,
        handles=lambda action: isinstance(action, PlayConcession),
        apply=claim_land_commissioner,
        on_floor=True,
    )
)
