"""Advanced rule 2.06, Passing Laws (option `laws_by_vote`): a law is an unvetoable proposal
with a Sponsor (+3 Influence) and a Co-Sponsor (+1); a law voted down is discarded."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import ClaimFloor, Done, PlayLaw, Propose, Veto, Vote
from bot.games.ror.rules.senate import law_votes, laws
from bot.games.ror.rules.state import Proposal, RorState, SenateState
from bot.games.ror.rules.turn import advance
from bot.tools import simulate
from tests.rules.conftest import assert_narrated, kinds, make_state, play
from tests.rules.test_senate_kernel import EQU, OPT, POP, SENATE, no, refused, yes

ON = {"laws_by_vote": True}
LAW = "law:military_reforms"
TRIBUNE = "int:tribune#1"
# fam:1 (OPT, Rome Consul) presides; fam:3 is OPT too; fam:4 POP, fam:5 EQU
BILL = {"law": LAW, "sponsor": "fam:1", "cosponsor": "fam:5"}


def at_other_business(options: dict[str, Any] | None = ON, **state: Any) -> RorState:
    """The Senate at other business, the Presiding Magistrate's floor open."""
    built, _ = make_state(clear_factions=True, senators=SENATE, options=options, **state)
    built.procedures = []
    built.phase, built.step, built.senate = "senate", "other", SenateState()
    ctx = Ctx(built)
    advance(ctx)
    assert ror.pending(ctx.state)[0].kind == "senate_floor"
    return ctx.state


def propose(**params: Any) -> Propose:
    return Propose(proposal="law", params={**BILL, **params})


def test_2_06_the_holder_presiding_is_offered_his_law_first() -> None:
    state = at_other_business(hands={OPT: [LAW]})
    offered = ror.legal_actions(state, OPT)
    assert offered[1] == Propose(proposal="law", params={**BILL, "cosponsor": "fam:3"})
    assert ror.describe_action(state, offered[1])[0] == "action.propose_law"


def test_2_06_another_factions_law_is_never_offered_to_the_presiding_magistrate() -> None:
    state = at_other_business(hands={POP: [LAW]})
    assert not any(getattr(a, "proposal", None) == "law" for a in ror.legal_actions(state, OPT))
    refused(state, OPT, propose(), "not_a_law_in_hand")


def test_2_06_refusals_option_off_card_not_held_bad_sponsors() -> None:
    state = at_other_business(options=None, hands={OPT: [LAW]})
    refused(state, OPT, propose(), "laws_not_by_vote")
    state = at_other_business(hands={OPT: [LAW]})
    refused(state, OPT, propose(law="law:vatinian"), "not_a_law_in_hand")
    refused(state, OPT, propose(law="law:acilian"), "law_condition_unmet")  # Calpurnian first
    refused(state, OPT, propose(sponsor="fam:4"), "law_sponsor_not_yours")
    refused(state, OPT, propose(cosponsor="fam:1"), "law_same_sponsor")
    refused(state, OPT, propose(cosponsor="fam:99"), "law_sponsor_away")
    refused(state, OPT, propose(law="law:nonsense"), "bad_law_proposal")
    with pytest.raises(IllegalAction) as bad:  # no Sponsor named: refused when read [1.09.1]
        propose(sponsor=None)
    assert bad.value.key == "bad_proposal_params"


def test_2_06_a_passed_law_takes_effect_and_rewards_its_sponsors() -> None:
    state = at_other_business(hands={OPT: [LAW]})
    before = {c: state.senators[c].influence for c in ("fam:1", "fam:5")}
    state, events = play(state, (OPT, propose()))
    assert [e.data["law_id"] for e in events if e.kind == "proposal_law"] == [
        "law:military_reforms"
    ]
    assert state.factions[OPT].hand == [LAW]  # shown, kept until the vote
    state, more = play(
        state, (OPT, yes(state, OPT)), (POP, yes(state, POP)), (EQU, yes(state, EQU))
    )
    events += more
    assert laws.law_in_effect(state, LAW) and state.law_players[LAW] == OPT
    assert state.factions[OPT].hand == []
    assert state.senators["fam:1"].influence == before["fam:1"] + 3
    assert state.senators["fam:5"].influence == before["fam:5"] + 1
    passed = kinds(events).index("proposal_passed")
    assert kinds(events)[passed + 1 : passed + 3] == ["law_enacted", "law_sponsors_rewarded"]
    assert_narrated(events)


def test_2_06_a_failed_law_is_discarded() -> None:
    state = at_other_business(hands={OPT: [LAW]})
    influence = state.senators["fam:1"].influence
    state, events = play(
        state,
        (OPT, propose()),
        (OPT, yes(state, OPT)),
        (POP, no(state, POP)),
        (EQU, no(state, EQU)),
    )
    assert "proposal_failed" in kinds(events) and "law_rejected" in kinds(events)
    assert not laws.law_in_effect(state, LAW) and LAW in state.discard
    assert state.factions[OPT].hand == [] and state.senators["fam:1"].influence == influence
    assert_narrated(events)


def test_7_1_cato_adds_6_votes_on_laws_and_22b_counts_his_knights_twice() -> None:
    """RULES §7.1: "Cato 22A/22B: +6 on laws; 22B's knights count double on laws"
    (statesmen.json `law_votes_plus_6`), counted however he votes."""
    for cato, votes in (("st:22A", 6 + 2 + 6), ("st:22B", 6 + 2 * 2 + 6)):
        cards = {**SENATE, cato: {"faction": POP, "oratory": 6, "knights": 2}}
        built, _ = make_state(clear_factions=True, senators=cards, options=ON, hands={OPT: [LAW]})
        built.procedures = []
        built.phase, built.step, built.senate = "senate", "other", SenateState()
        ctx = Ctx(built)
        advance(ctx)
        _, events = play(
            ctx.state,
            (OPT, propose()),
            (OPT, yes(ctx.state, OPT)),
            (POP, no(ctx.state, POP)),
            (EQU, Vote()),
        )
        tally = next(e for e in events if e.kind == "vote_tally").data
        assert tally["senators"][cato]["votes"] == votes, cato
        assert "proposal_failed" in kinds(events)  # 6 for, 6 and his against


def test_2_06_a_law_cannot_be_vetoed_by_a_tribune() -> None:
    state = at_other_business(hands={OPT: [LAW], POP: [TRIBUNE]})
    state, _ = play(state, (OPT, propose()))
    assert not any(isinstance(a, Veto) for a in ror.legal_actions(state, POP))
    refused(state, POP, Veto(tribune=TRIBUNE), "cannot_veto")


def test_2_06_a_tribune_proposes_his_factions_law() -> None:
    state = at_other_business(hands={OPT: [LAW], POP: ["law:servilian", TRIBUNE]})
    state, _ = play(state, (OPT, propose()), (POP, ClaimFloor(tribune=TRIBUNE)))
    state, _ = play(state, *((s, yes(state, s)) for s in (OPT, POP, EQU)))
    bill = {"law": "law:servilian", "sponsor": "fam:4", "cosponsor": "fam:2"}
    assert Propose(proposal="law", params=bill) in ror.legal_actions(state, POP)
    state, events = play(state, (POP, Propose(proposal="law", params=bill)))
    [announced] = [e for e in events if e.kind == "proposal_law"]
    assert announced.data["presiding_name"] == POP  # its faction speaks, not the card
    assert state.senate.proposal is not None
    state, _ = play(state, *((s, yes(state, s)) for s in (OPT, POP, EQU)))
    assert laws.law_in_effect(state, "law:servilian")
    assert state.law_players["law:servilian"] == POP


def test_2_06_off_by_default_a_law_is_played_as_before() -> None:
    state, _ = make_state(clear_factions=True, senators=SENATE, hands={OPT: [LAW]})
    assert laws.legal_law_plays(state, OPT)[0] == PlayLaw(card=LAW)
    ctx = Ctx(state)
    laws.play_law(ctx, OPT, LAW)
    assert laws.law_in_effect(state, LAW) and "law_enacted" in kinds(ctx.events)


def test_2_06_on_laws_are_not_played_outright() -> None:
    state, _ = make_state(clear_factions=True, senators=SENATE, hands={OPT: [LAW]}, options=ON)
    assert laws.legal_law_plays(state, OPT) == [Done()]
    assert not laws.open_law_window(state)
    with pytest.raises(IllegalAction) as err:
        laws.play_law(Ctx(state), OPT, LAW)
    assert err.value.key == "law_needs_a_vote"


def test_2_06_the_vote_is_void_when_the_card_left_with_its_factions_hand() -> None:
    state = at_other_business(hands={OPT: []})
    proposal = Proposal(kind="law", params=BILL, seat=OPT, proposer="fam:1")
    for outcome in (law_votes.on_pass, law_votes.on_fail):
        ctx = Ctx(state)
        outcome(ctx, proposal)
        assert kinds(ctx.events) == ["law_proposal_lapsed"] and not state.laws
        assert_narrated(ctx.events)


def test_2_06_a_random_late_game_proposes_passes_and_rejects_laws() -> None:
    """`python -m bot simulate --players random --option laws_by_vote=true --scenario late`,
    one game: every step keeps the invariants, and laws are passed and voted down."""
    report = simulate.play_game(ror, 1, scenario="late", options=ON)  # a seed that does both
    assert report.errors == [] and report.outcome != "error"
    assert report.events["law_sponsors_rewarded"] >= 1 and report.events["law_rejected"] >= 1
