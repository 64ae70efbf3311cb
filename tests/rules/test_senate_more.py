"""Senate leftovers: the Dictator's war check counted as combat counts
[1.09.3], a Tribune taking the first proposal [1.09.15], eliminated factions never
prompted [1.05.4], lasting concessions and cards (Land Commissioner, Open Bodyguard)."""

from __future__ import annotations

from random import Random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.engine.engine import Ctx
from bot.games.ror import rules as ror
from bot.games.ror.rules import open_bodyguard
from bot.games.ror.rules.actions import ClaimFloor, Done, PlayOpenBodyguard, Propose, Vote
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.redistribution import open_redistribution
from bot.games.ror.rules.senate import assassination as asn
from bot.games.ror.rules.senate import land_bills as lb
from bot.games.ror.rules.senate import lasting, proposals
from bot.games.ror.rules.senate.elections import dictator_allowed, war_strength
from bot.games.ror.rules.senate.voting import open_ballot
from bot.games.ror.rules.state import Proposal, RorState, SenateState
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_senate_kernel import EQU, OPT, PAIR, POP, at_senate, refused
from tests.rules.test_senate_tribune_proposals import TRIBUNE

# ---------------------------------------------------------------- the Dictator [1.09.3]


@pytest.mark.parametrize(
    ("wars", "leaders", "naval_victory", "strength", "allowed"),
    [
        ({"war:germanic_migrations": "active"}, [], [], 15, False),
        ({"war:germanic_migrations": "active"}, ["ldr:mithridates_vi"], [], 19, False),
        ({"war:germanic_migrations": "active"}, ["ldr:viriathus"], [], 20, True),  # edge
        ({"war:punic_2": "active"}, ["ldr:hannibal"], [], 22, True),
        # matching wars multiply both printed strengths (leaders are added once)
        ({"war:macedonian_1": "active", "war:macedonian_2": "inactive"}, [], [], 12, False),
        ({"war:macedonian_1": "active", "war:macedonian_2": "active"}, [], [], 24, True),
        ({"war:cilician_pirates_1": "active"}, [], [], 11, False),
        (
            {"war:cilician_pirates_1": "active", "war:cilician_pirates_2": "active"},
            [],
            [],
            22,
            True,
        ),
        # a Naval Victory makes the naval strength 0, multiplied or not
        (
            {"war:cilician_pirates_1": "active", "war:cilician_pirates_2": "active"},
            [],
            ["war:cilician_pirates_1"],
            6,
            False,
        ),
    ],
)
def test_1_09_3_war_check_counts_leaders_and_matching_wars_like_combat(
    wars: dict[str, str],
    leaders: list[str],
    naval_victory: list[str],
    strength: int,
    allowed: bool,
) -> None:
    first = next(iter(wars))
    extra: dict[str, Any] = {"war_leaders": {first: leaders}, "naval_victory": naval_victory}
    state, _ = make_state(wars=wars, **extra)
    assert war_strength(state, first) == strength
    assert dictator_allowed(state) is allowed


# ---------------------------------------------------------------- lasting state [1.09.61]


def _with_commissioner() -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={
            "fam:1": {"faction": "optimates", "concessions": ["con:land_commissioner"]},
            "fam:2": {"faction": "populares"},
        },
    )
    return state


def test_1_09_61_land_commissioner_returns_at_adjournment_without_a_land_bill() -> None:
    state = _with_commissioner()
    assert lasting.land_commissioner_returns in proposals.AFTER_ADJOURNMENT
    ctx = Ctx(state)
    lasting.land_commissioner_returns(ctx)
    assert state.senators["fam:1"].concessions == []
    assert "con:land_commissioner" in state.forum
    assert kinds(ctx.events) == ["land_commissioner_returns"]


def test_1_09_61_land_commissioner_stays_while_a_land_bill_is_in_effect() -> None:
    state = _with_commissioner()
    lb.pass_bill(Ctx(state), "II", "fam:1", "fam:2")
    ctx = Ctx(state)
    lasting.land_commissioner_returns(ctx)
    assert state.senators["fam:1"].concessions == ["con:land_commissioner"]
    assert kinds(ctx.events) == []
    lb.repeal_bill(Ctx(state), "II", "fam:2", [])  # repealed this Senate: it goes back
    lasting.land_commissioner_returns(Ctx(state))
    assert "con:land_commissioner" in state.forum


# ---------------------------------------------------------------- eliminated factions [1.05.4]

GONE = "plebeians"


def _four_factions_one_eliminated(seed: int) -> RorState:
    senators = {f"fam:{n}": {"faction": ror.SEATS[n % 3]} for n in range(1, 13)}
    state, _ = make_state(
        seed=seed,
        factions=4,
        clear_factions=True,
        senators=senators,
        phase="revenue",
        faction_treasury={GONE: 0},
        options={"turn_limit": 2},
    )
    state.discard += state.factions[GONE].hand
    state.factions[GONE].hand, state.factions[GONE].leader = [], None
    state.eliminated.append(GONE)
    # it fell before this Revenue Phase: the redistribution it was asked to (every faction
    # is, money or not) never asked it (procedures.push leaves the eliminated out)
    for p in state.procedures:
        p.seats = [seat for seat in p.seats if seat != GONE]
    assert all(p.seats for p in state.procedures)
    return state


@given(seed=st.integers(0, 2**16), picks=st.randoms(use_true_random=False))
def test_1_05_4_an_eliminated_faction_is_never_asked(seed: int, picks: Random) -> None:
    state = _four_factions_one_eliminated(seed)
    for _ in range(1500):
        decisions = ror.pending(state)
        assert all(d.seat != GONE for d in decisions)
        if not decisions:
            break
        seat = decisions[0].seat
        state, _ = play(state, (seat, picks.choice(ror.legal_actions(state, seat))))
    assert state.outcome is not None or state.phase == "ended"


def test_1_05_4_a_ballot_open_when_its_faction_falls_is_cast_by_default() -> None:
    senators = {
        "fam:1": {"faction": "optimates", "office": "rome_consul"},
        "fam:2": {"faction": "populares"},
        "fam:3": {"faction": GONE},
    }
    state, _ = make_state(factions=4, clear_factions=True, senators=senators)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    state.senate.proposal = Proposal(
        kind="raise_forces", params={"legions": 1}, seat="optimates", proposer="fam:1"
    )
    open_ballot(Ctx(state))
    assert GONE in state.procedures[-1].seats
    state.senators.pop("fam:3")  # he falls while the ballot is open
    state.curia.append("fam:3")
    state.factions[GONE].leader = None
    state.eliminated.append(GONE)
    state, events = play(state, ("optimates", Vote()), ("populares", Vote()), ("equites", Vote()))
    assert "vote_tally" in kinds(events)
    assert ror.pending(state) and all(d.seat != GONE for d in ror.pending(state))


# ---------------------------------------------------------------- the first proposal [1.09.15]

OPENING = {"tribune_opening": True}


def test_1_09_15_a_tribune_takes_the_first_proposal_of_the_phase() -> None:
    state, _ = at_senate(hands={EQU: [TRIBUNE], OPT: [], POP: []}, options=OPENING)
    decisions = ror.pending(state)
    assert {d.seat for d in decisions} == {OPT, POP, EQU}
    assert all(d.kind == "tribune_opening" and d.private for d in decisions)
    assert ror.legal_actions(state, OPT) == [Done()]
    assert ror.legal_actions(state, EQU) == [Done(), ClaimFloor(tribune=TRIBUNE)]
    refused(
        state,
        EQU,
        ClaimFloor(tribune=TRIBUNE, after_adjournment=True),
        "tribune_claims_first_proposal",
    )
    state, events = play(state, (EQU, ClaimFloor(tribune=TRIBUNE)), (OPT, Done()))
    assert [e.kind for e in events if e.visibility == "public"] == []  # nothing shows
    state, events = play(state, (POP, Done()))
    assert "tribune_used" in kinds(events) and TRIBUNE in state.discard
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (EQU, "tribune_floor")  # before the presider
    state, events = play(state, (EQU, Propose(proposal="consuls", params=PAIR)))
    p = state.senate.proposal
    assert p is not None and (p.seat, p.proposer, p.tribune) == (EQU, None, TRIBUNE)
    assert state.senate.proposals == 1  # the first proposal of the phase


def test_1_09_15_the_opening_window_looks_the_same_to_every_faction() -> None:
    """Asked of all or of none: a faction holding a Tribune is not singled out."""
    held, _ = at_senate(hands={EQU: [TRIBUNE], OPT: [], POP: []}, options=OPENING)
    assert sorted(d.seat for d in ror.pending(held)) == sorted([OPT, POP, EQU])
    assert len({(d.kind, d.rule, d.private, d.default["kind"]) for d in ror.pending(held)}) == 1
    nobody, _ = at_senate(hands={EQU: [], OPT: [], POP: []}, options=OPENING)
    assert [d.kind for d in ror.pending(nobody)] == ["senate_floor"]
    off, _ = at_senate(hands={EQU: [TRIBUNE], OPT: [], POP: []})  # the option is off
    assert [d.kind for d in ror.pending(off)] == ["senate_floor"]


@settings(max_examples=5)
@given(seed=st.integers(0, 2**16), picks=st.randoms(use_true_random=False))
def test_1_09_15_random_games_with_the_opening_window_finish(seed: int, picks: Random) -> None:
    state = ror.setup(seed, ror.SEATS[:4], {"turn_limit": 2, "tribune_opening": True})
    for _ in range(3000):
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        state, _ = play(state, (seat, picks.choice(ror.legal_actions(state, seat))))
    assert state.outcome is not None


# ---------------------------------------------------------------- the Open Bodyguard [1.09.72]

GUARD = "int:open_bodyguard#1"


def _guarded(talents: int = 3) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={
            "fam:1": {"faction": OPT, "leader": True},
            "fam:4": {"faction": POP, "talents": talents, "popularity": 2},
            "fam:5": {"faction": EQU},
        },
        hands={OPT: ["int:assassin#1"], POP: [GUARD]},
    )
    return state


def test_1_09_72_open_bodyguard_played_in_redistribution_stays_with_him() -> None:
    state = _guarded()
    state.phase, state.step, state.procedures = "revenue", "development", []
    open_redistribution(state)
    offered = PlayOpenBodyguard(card=GUARD, senator="fam:4")
    assert offered in ror.legal_actions(state, POP)
    assert not any(isinstance(a, PlayOpenBodyguard) for a in ror.legal_actions(state, OPT))
    refused(state, POP, PlayOpenBodyguard(card=GUARD, senator="fam:1"), "bodyguard_senator_in_rome")
    state, events = play(state, (POP, offered))
    assert state.senators["fam:4"].bodyguards == [GUARD] and state.factions[POP].hand == []
    assert [e.kind for e in events if e.visibility == "public"] == ["open_bodyguard_played"]
    assert any(d.seat == POP for d in ror.pending(state))  # still redistributing
    seen = ror.view(state, EQU).senators
    assert [c.id for c in next(s for s in seen if s.card == "fam:4").bodyguards] == [GUARD]


def test_1_09_72_open_bodyguard_gives_minus_two_and_a_catch_reroll() -> None:
    state = _guarded()
    state.factions[POP].hand.remove(GUARD)
    state.senators["fam:4"].bodyguards = [GUARD]
    state.rng.forced = [6, 3]  # 6-2 = 4: no effect; the re-roll 3-2 = 1 catches him
    ctx = Ctx(state)
    data = asn.declare(ctx, OPT, "fam:1", "fam:4", [])
    assert data.open_bodyguards == 1
    asn.resolve(ctx, data, [])
    assert "assassination_killed" not in kinds(ctx.events) and data.caught is True
    assert kinds(ctx.events).count("dice") == 2


@pytest.mark.parametrize(("talents", "kept"), [(0, False), (1, True)])
def test_1_09_72_open_bodyguard_upkeep_each_revenue_phase(talents: int, kept: bool) -> None:
    state = _guarded(talents)
    state.factions[POP].hand.remove(GUARD)
    state.senators["fam:4"].bodyguards = [GUARD]
    ctx = Ctx(state)
    open_bodyguard.upkeep(ctx)
    guarded = state.senators["fam:4"]
    assert (guarded.bodyguards == [GUARD]) is kept and (GUARD in state.discard) is not kept
    assert (guarded.talents, guarded.popularity) == ((talents - 1, 1) if kept else (0, 2))


def test_1_09_72_open_bodyguard_is_discarded_when_he_dies() -> None:
    state = _guarded()
    state.factions[POP].hand.remove(GUARD)
    state.senators["fam:4"].bodyguards = [GUARD]
    kill(Ctx(state), "fam:4")
    assert GUARD in state.discard
