"""Proposing with a Tribune [1.09.15]: the secret claim in a ballot, the Tribune's floor,
its limits, the roll-off, and the reopening of the Senate after adjournment."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Adjourn, ClaimFloor, Done, Propose, Vote
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.senate.tribune_floor import TribuneFloor
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state
from tests.rules.test_senate_kernel import EQU, OPT, PAIR, POP, SENATE, at_senate, no, play, refused

TRIBUNE = "int:tribune#1"
CLAIM = ClaimFloor(tribune=TRIBUNE)
OTHER_PAIR = {"pair": ["fam:3", "fam:5"]}


def test_1_09_15_a_tribune_claims_the_next_proposal_in_its_ballot() -> None:
    state, _ = at_senate(hands={EQU: [TRIBUNE]})
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    assert CLAIM in ror.legal_actions(state, EQU)
    assert not any(isinstance(a, ClaimFloor) for a in ror.legal_actions(state, POP))
    state, events = play(state, (EQU, CLAIM))
    assert [e.kind for e in events if e.visibility == "public"] == []
    assert [e.seats for e in events if e.kind == "floor_claimed"] == [[EQU]]
    assert not any(isinstance(a, ClaimFloor) for a in ror.legal_actions(state, EQU))  # once
    state, events = play(state, (EQU, Vote()), (OPT, Vote()), (POP, Vote()))
    assert "proposal_failed" in kinds(events) and "tribune_used" in kinds(events)
    assert TRIBUNE in state.discard and state.factions[EQU].hand == []
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (EQU, "tribune_floor")  # before the presider
    offered = ror.legal_actions(state, EQU)
    assert offered[-1] == Done() and all(isinstance(a, Propose) for a in offered[:-1])
    refused(state, EQU, Adjourn(), "tribune_proposes_only")
    state, events = play(state, (EQU, Propose(proposal="consuls", params=OTHER_PAIR)))
    p = state.senate.proposal
    assert p is not None and (p.seat, p.proposer, p.tribune) == (EQU, None, TRIBUNE)
    [announced] = [e for e in events if e.kind == "proposal_consuls"]
    assert announced.data["presiding_name"] == EQU  # its faction speaks, not the card
    # defeated by every other faction: no unanimous-defeat penalty for a Tribune's proposal
    state, events = play(state, (OPT, no(state, OPT)), (POP, no(state, POP)), (EQU, Vote()))
    assert "proposal_failed" in kinds(events) and "unanimous_defeat" not in kinds(events)
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (OPT, "senate_floor")


def test_1_09_15_holding_a_claim_shows_nowhere_before_it_is_played() -> None:
    runs = []
    for claim in (False, True):
        state, _ = at_senate(hands={EQU: [TRIBUNE]})
        state, events = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
        if claim:
            state, more = play(state, (EQU, CLAIM))
            events += more
        state, more = play(state, (OPT, Vote()), (POP, Vote()))
        public = [e.model_dump() for e in events + more if e.visibility == "public"]
        views = [ror.view(state, s).model_dump(exclude={"factions"}) for s in (None, OPT, POP)]
        runs.append((public, [d.model_dump() for d in ror.pending(state)], views))
    assert runs[0] == runs[1]


def test_1_09_15_a_tribune_cannot_interrupt_a_tribunes_proposal() -> None:
    state, _ = at_senate(hands={EQU: [TRIBUNE], POP: ["int:tribune#2"]})
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)), (EQU, CLAIM))
    state, _ = play(state, (EQU, Vote()), (OPT, Vote()), (POP, Vote()))
    state, _ = play(state, (EQU, Propose(proposal="consuls", params=OTHER_PAIR)))
    assert not any(isinstance(a, ClaimFloor) for a in ror.legal_actions(state, POP))
    refused(state, POP, ClaimFloor(tribune="int:tribune#2"), "tribune_cannot_interrupt")


def test_1_09_15_claims_played_at_once_roll_off_and_the_loser_keeps_his_card() -> None:
    state, _ = at_senate(hands={EQU: [TRIBUNE], POP: ["int:tribune#2"]}, force=[1, 1, 6, 6])
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(
        state,
        (POP, ClaimFloor(tribune="int:tribune#2")),
        (EQU, CLAIM),
        (EQU, Vote()),
        (OPT, Vote()),
        (POP, Vote()),
    )
    [used] = [e for e in events if e.kind == "tribune_used"]
    assert used.data["faction"] == EQU  # POP rolled 2, EQU 12
    assert state.factions[POP].hand == ["int:tribune#2"] and state.senate.claims == {}
    assert ror.pending(state)[0].seat == EQU


def test_1_09_15_a_claim_whose_tribune_vetoed_lapses() -> None:
    state, _ = at_senate(hands={EQU: [TRIBUNE]})
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(
        state, (EQU, CLAIM), (EQU, ror.actions.Veto(tribune=TRIBUNE)), (OPT, Vote()), (POP, Vote())
    )
    assert "proposal_vetoed" in kinds(events) and "floor_claim_lapsed" in kinds(events)
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (OPT, "senate_floor")


def at_other_business(**extra: object) -> RorState:
    built, _ = make_state(clear_factions=True, senators=SENATE, **extra)
    built.procedures = []
    built.phase, built.step, built.senate = "senate", "other", SenateState()
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state


def test_1_09_15_a_tribune_reopens_the_senate_after_adjournment_for_one_proposal() -> None:
    state = at_other_business(hands={EQU: [TRIBUNE]})
    state, _ = play(state, (OPT, Propose(proposal="raise_forces", params={"legions": 1})))
    reopen = ClaimFloor(tribune=TRIBUNE, after_adjournment=True)
    assert reopen in ror.legal_actions(state, EQU)
    state, events = play(state, (EQU, reopen), (EQU, Vote()), (OPT, Vote()), (POP, Vote()))
    assert "tribune_used" not in kinds(events)  # it waits for the adjournment
    assert ror.pending(state)[0].kind == "senate_floor"
    state, events = play(state, (OPT, Adjourn()))
    assert kinds(events).count("senate_adjourned") == 1 and "senate_reopened" in kinds(events)
    assert state.step == "other" and TRIBUNE in state.discard
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (EQU, "tribune_floor")
    state, events = play(state, (EQU, Propose(proposal="raise_forces", params={"fleets": 1})))
    state, events = play(state, (EQU, Vote()), (OPT, Vote()), (POP, Vote()))
    assert "senate_adjourned" in kinds(events) and state.phase != "senate"


CHARGE = {"accused": "fam:1", "kind": "minor", "ground": "office", "prosecutor": "fam:2"}


def test_1_09_15_a_tribune_forgoing_its_proposal_and_no_prosecution_by_tribune() -> None:
    state = at_other_business()
    push(state, "tribune_floor", "1.09.15", [EQU], data=TribuneFloor(step="other", tribune=TRIBUNE))
    refused(state, EQU, Propose(proposal="prosecution", params=CHARGE), "proposal_not_by_tribune")
    state, events = play(state, (EQU, Done()))
    assert "tribune_proposal_forgone" in kinds(events)
    assert ror.pending(state)[0].kind == "senate_floor"
