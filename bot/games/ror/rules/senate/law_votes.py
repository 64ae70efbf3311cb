"""Passing Laws, advanced rule 2.06 (option `laws_by_vote`, RULES §7.8 and §10): a Law card
is not played outright (`senate/laws.py`) but proposed in the Senate with a Sponsor and a
Co-Sponsor. It cannot be vetoed. Passed, it takes effect as a played law does and the
Sponsor gains 3 Influence, the Co-Sponsor 1; voted down, the card is discarded.

Our reading (docs/RULES_CHOICES.md): a law is other business, proposed from the proposing
faction's own hand (by its Presiding Magistrate, or with a Tribune), and the card is shown
as it is proposed but stays in the hand until the vote; the Sponsor is a senator of that
faction in Rome, the Co-Sponsor any other aligned senator in Rome, who need not consent.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import LAW_DATA, STATESMAN_DATA, card_name, id_order
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.laws import enact_law, held_laws, law_playable
from bot.games.ror.rules.senators import seats_in_play
from bot.games.ror.rules.state import Proposal, RorState

RULE = "2.06"
SPONSOR_INFLUENCE = 3
COSPONSOR_INFLUENCE = 1
CATO_VOTES = 6  # statesmen.json 22A/22B `law_votes_plus_6`, RULES §7.1
CATO_ABILITY = "law_votes_plus_6"
KNIGHTS_DOUBLE = "st:22B"  # 22B's text: "his Knights count double on Law proposals"


def _in_rome(state: RorState) -> list[str]:
    """Aligned senators in Rome, most Influence first."""
    found = [s for s in state.senators.values() if s.faction is not None and s.in_rome]
    return [s.card for s in sorted(found, key=lambda s: (-s.influence, id_order(s.card)))]


class LawParams(ProposalParams):
    """A law card from the proposing faction's hand, its Sponsor and Co-Sponsor [2.06]."""

    law: str
    sponsor: str
    cosponsor: str


def refusal(state: RorState, params: LawParams) -> IllegalAction | None:
    """What anyone can see is wrong: the option, the card's own condition, the sponsors."""
    if not state.options.laws_by_vote:
        return IllegalAction("laws_not_by_vote", RULE)
    law, sponsor, cosponsor = params.law, params.sponsor, params.cosponsor
    if law not in LAW_DATA:
        return IllegalAction("bad_law_proposal", RULE)
    if not law_playable(state, law):
        return IllegalAction("law_condition_unmet", "1.07.36", law_id=law)
    if sponsor == cosponsor:
        return IllegalAction("law_same_sponsor", RULE)
    rome = _in_rome(state)
    if sponsor not in rome or cosponsor not in rome:
        return IllegalAction("law_sponsor_away", RULE)
    return None


def proposer_refusal(state: RorState, seat: str, params: LawParams) -> IllegalAction | None:
    """The law comes from the proposing faction's hand, and its Sponsor is of that faction."""
    law, sponsor = params.law, params.sponsor
    if law not in state.factions[seat].hand:
        return IllegalAction("not_a_law_in_hand", "1.07.36")
    senator = state.senators.get(sponsor)
    if senator is None or senator.faction != seat:
        return IllegalAction("law_sponsor_not_yours", RULE)
    return None


def nominations(state: RorState) -> list[LawParams]:
    """Each law held, sponsored by its faction's most influential senator in Rome with the
    next one of the faction (else the most influential other senator) as Co-Sponsor; the
    floor keeps only those of the faction that proposes."""
    if not state.options.laws_by_vote:
        return []
    rome = _in_rome(state)
    found: list[LawParams] = []
    for seat in seats_in_play(state):
        own = [c for c in rome if state.senators[c].faction == seat]
        others = [c for c in rome if c not in own]
        if own and len(rome) > 1:
            sponsor, cosponsor = own[0], [*own[1:], *others][0]
            found += [
                LawParams(law=law, sponsor=sponsor, cosponsor=cosponsor)
                for law in held_laws(state, seat)
            ]
    return found


def cato_votes(state: RorState, proposal: Proposal) -> dict[str, int]:
    """RULES §7.1 (statesmen.json 22A/22B): Cato adds 6 votes on a law, and 22B's knights
    count double (once more here), however he votes."""
    found: dict[str, int] = {}
    for card, senator in state.senators.items():
        data = STATESMAN_DATA.get(card)
        if data is not None and any(a.code == CATO_ABILITY for a in data.abilities):
            found[card] = CATO_VOTES + (senator.knights if card == KNIGHTS_DOUBLE else 0)
    return found


def on_pass(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """The law takes effect as a played one does [1.07.36]; the sponsors gain Influence."""
    state = ctx.state
    params = proposals.params_of(proposal, LawParams)
    law, sponsor, cosponsor = params.law, params.sponsor, params.cosponsor
    if law not in state.factions[proposal.seat].hand:  # its faction left the game meanwhile
        ctx.emit("law_proposal_lapsed", RULE, name_id=law)
        return
    enact_law(ctx, proposal.seat, law)
    for card, gain in ((sponsor, SPONSOR_INFLUENCE), (cosponsor, COSPONSOR_INFLUENCE)):
        if card in state.senators:  # not killed during the vote
            state.senators[card].influence += gain
    ctx.emit(
        "law_sponsors_rewarded",
        RULE,
        law=law,
        name_id=law,
        sponsor=sponsor,
        sponsor_name_id=sponsor,
        cosponsor=cosponsor,
        cosponsor_name_id=cosponsor,
        sponsor_gain=SPONSOR_INFLUENCE,
        cosponsor_gain=COSPONSOR_INFLUENCE,
    )


def on_fail(ctx: Ctx[RorState], proposal: Proposal) -> None:
    """A law voted down is discarded."""
    state = ctx.state
    law = proposals.params_of(proposal, LawParams).law
    hand = state.factions[proposal.seat].hand
    if law not in hand:  # already discarded with its faction's hand
        ctx.emit("law_proposal_lapsed", RULE, name_id=law)
        return
    hand.remove(law)
    state.discard.append(law)
    ctx.emit("law_rejected", RULE, faction=proposal.seat, law=law, name_id=law)


def _name(state: RorState, value: str) -> str:
    if value in state.senators or value in LAW_DATA:
        return card_name(value)
    return value


def describe(state: RorState, params: LawParams) -> dict[str, Any]:
    return {
        "law": _name(state, params.law),
        "sponsor": _name(state, params.sponsor),
        "cosponsor": _name(state, params.cosponsor),
    }


def stance(judge: proposals.Judge, seen: proposals.SeenProposal) -> float:
    """2.06: its Sponsor gains 3 Influence, its Co-Sponsor 1: for our own law (ids on the
    floor, names in a ballot), against a rival's gain."""
    sponsor, cosponsor = seen.get("sponsor"), seen.get("cosponsor")
    value = 2.0 if judge.is_mine(sponsor) or judge.named_mine(sponsor) else -0.5
    return value + (1.0 if judge.is_mine(cosponsor) or judge.named_mine(cosponsor) else 0.0)


LAW = proposals.register(
    proposals.ProposalKind(
        key="law",
        rule=RULE,
        step="other",
        params=LawParams,
        nominations=nominations,
        refusal=refusal,
        proposer_refusal=proposer_refusal,
        on_pass=on_pass,
        on_fail=on_fail,
        describe=describe,
        stance=stance,
        vetoable=lambda state, proposal: False,  # 2.06
        extra_votes=cato_votes,  # RULES §7.1
        urgent=lambda state: state.options.laws_by_vote,  # its holder always sees it offered
    )
)
