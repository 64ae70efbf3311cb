"""Senate reactions to Tribunes [1.09.15, RULES §13]: P. Popillius Laenas's free Land Bill
veto (statesmen.json 23A), Graft and Murder of a Tribune (intrigue.json)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import (
    ClaimFloor,
    Done,
    PlayConcession,
    Propose,
    ReactToTribune,
    Veto,
    Vote,
)
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.engine import apply, legal_actions, pending
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.senate.concessions import land_commissioner_claims
from bot.games.ror.rules.senate.tribune_floor import TribuneFloor
from bot.games.ror.rules.senate.tribunes import tribunes_of
from bot.games.ror.rules.state import LandBill, RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"
POPILLIUS = "st:23A"
SENATORS: dict[str, Any] = {
    "fam:1": {
        "faction": OPT,
        "office": "rome_consul",
        "influence": 5,
        "oratory": 3,
        "leader": True,
    },
    "fam:2": {"faction": OPT, "influence": 9, "oratory": 4},
    "fam:4": {"faction": POP, "influence": 7, "oratory": 2, "leader": True},
    "fam:5": {"faction": EQU, "influence": 3, "oratory": 5, "leader": True, "talents": 5},
    POPILLIUS: {"faction": POP, "influence": 4, "oratory": 5},
}


def _other_business(
    hands: dict[str, list[str]] | None = None,
    provinces: dict[str, Any] | None = None,
    forum: list[str] | None = None,
    **extra: Any,
) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={**SENATORS, **extra},
        options={"ballot": "open"},
        hands=hands or {},
        provinces=provinces or {},
        **({"forum": forum} if forum is not None else {}),
    )
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


def _bill(kind: str = "II") -> tuple[str, Propose]:
    params = {"type": kind, "sponsor": "fam:1", "cosponsor": "fam:2"}
    return OPT, Propose(proposal="land_bill", params=params)


def _vetoes(state: RorState, seat: str) -> list[Veto]:
    return [a for a in legal_actions(state, seat) if isinstance(a, Veto)]


def test_1_09_15_popillius_vetoes_a_land_bill_without_a_tribune() -> None:
    state = _other_business()
    state, _ = play(state, _bill(), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == [Veto(tribune="land_veto:" + POPILLIUS)]
    assert _vetoes(state, EQU) == []
    state, events = play(state, (POP, Veto(tribune="land_veto:" + POPILLIUS)))
    assert "proposal_vetoed" in kinds(events)
    [used] = [e for e in events if e.kind == "tribune_used"]
    assert used.data["name_id"] == POPILLIUS and card_name(POPILLIUS) == "P. Popillius Laenas"
    assert state.land_bills == []
    assert_narrated(events)


def test_1_09_15_popillius_vetoes_one_land_bill_a_turn() -> None:
    state = _other_business()
    state, _ = play(state, _bill("II"), (OPT, Vote(yes=["fam:1", "fam:2"])))
    state, _ = play(state, (POP, Veto(tribune="land_veto:" + POPILLIUS)))
    state, _ = play(state, _bill("III"), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []


def test_1_09_15_popillius_cannot_veto_a_repeal_or_from_abroad() -> None:
    state = _other_business(**{"fam:1": {**SENATORS["fam:1"], "popularity": 5}})
    state.land_bills = [LandBill(type="II", sponsor="fam:2", turn=1)]
    repeal = Propose(proposal="land_bill_repeal", params={"type": "II", "sponsor": "fam:1"})
    state, _ = play(state, (OPT, repeal), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []
    state = _other_business(provinces={"prov:sicilia": {"governor": POPILLIUS, "term": 2}})
    state, _ = play(state, _bill(), (OPT, Vote(yes=["fam:1", "fam:2"])))
    assert _vetoes(state, POP) == []


GRACCHUS = "st:25A"
FREE_LAND_BILL = "land_bill:" + GRACCHUS


def _gracchus_ballot() -> tuple[RorState, ClaimFloor]:
    """The equites, with Ti. Gracchus in Rome and no Tribune card, vote on a Land Bill."""
    gracchus = {"faction": EQU, "influence": 3, "oratory": 4, "popularity": 2}
    state = _other_business({EQU: []}, **{GRACCHUS: gracchus})
    state, _ = play(state, _bill("II"), (OPT, Vote(yes=["fam:1", "fam:2"])), (POP, Vote()))
    return state, ClaimFloor(tribune=FREE_LAND_BILL)  # "Claim the next proposal with Gracchus"


def gracchus_floor() -> RorState:
    """The equites hold the floor with Gracchus's free Land Bill proposal."""
    state, claim = _gracchus_ballot()
    state, _ = play(state, (EQU, claim), (EQU, Vote(yes=["fam:5", GRACCHUS])))
    return state


def test_1_09_62_gracchus_proposes_one_land_bill_a_turn_without_a_tribune() -> None:
    """statesmen.json 25A/25B: "May propose one Land Bill per turn without a Tribune card";
    claimed in his faction's ballot like a Tribune, for a Land Bill alone."""
    state, claim = _gracchus_ballot()
    assert claim in legal_actions(state, EQU)
    assert not any(isinstance(a, Veto) for a in legal_actions(state, EQU))  # no veto with it
    state, events = play(state, (EQU, claim), (EQU, Vote(yes=["fam:5", GRACCHUS])))
    assert [(d.seat, d.kind) for d in pending(state)] == [(EQU, "tribune_floor")]
    assert [e.data["name_id"] for e in events if e.kind == "tribune_used"] == [GRACCHUS]
    assert FREE_LAND_BILL not in tribunes_of(state, EQU)  # once a turn
    offered = [a for a in legal_actions(state, EQU) if isinstance(a, Propose)]
    assert offered and all(a.proposal == "land_bill" for a in offered)
    concession = Propose(proposal="concessions", params={"awards": [["con:mining", "fam:5"]]})
    with pytest.raises(IllegalAction) as err:
        apply(state, EQU, concession)
    assert err.value.key == "free_land_bill_only"
    bill = Propose(
        proposal="land_bill", params={"type": "I", "sponsor": GRACCHUS, "cosponsor": "fam:5"}
    )
    state, more = play(state, (EQU, bill))
    assert "proposal_land_bill" in kinds(more)
    assert_narrated(events + more)


def test_1_09_61_flaccus_takes_the_land_commissioner_after_the_prosecutions() -> None:
    """statesmen.json 7A: "During the Senate Phase after Prosecutions may take an unowned
    Land Commissioner concession, provided a Land Bill is in effect": a choice on his
    faction's floor (and in its ballots), which stays open."""
    flaccus = {"faction": OPT, "influence": 5, "oratory": 5}
    take = PlayConcession(card=LAND_COMMISSIONER, senator=FLACCUS)
    state = _other_business(forum=[LAND_COMMISSIONER], **{FLACCUS: flaccus})
    assert take not in legal_actions(state, OPT)  # no Land Bill in effect
    state.land_bills = [LandBill(type="II", sponsor="fam:2", turn=1)]
    assert take in legal_actions(state, OPT) and take not in legal_actions(state, POP)
    state, events = play(state, (OPT, take))
    assert kinds(events) == ["land_commissioner_claimed"]
    assert state.senators[FLACCUS].concessions == [LAND_COMMISSIONER]
    assert LAND_COMMISSIONER not in state.forum
    assert [(d.seat, d.kind) for d in pending(state)] == [(OPT, "senate_floor")]
    assert take not in legal_actions(state, OPT)
    assert_narrated(events)
    state.step = "prosecutions"  # not before the Prosecutions are over
    state.senators[FLACCUS].concessions, state.forum = [], [LAND_COMMISSIONER]
    assert land_commissioner_claims(state, OPT) == []


FLACCUS = "st:7A"
LAND_COMMISSIONER = "con:land_commissioner"


# ---------------------------------------------------------------- Graft, Murder of a Tribune

TRIBUNE = "int:tribune#1"
GRAFT = "int:graft#1"
MURDER = "int:murder_of_a_tribune#1"


def _vetoed_bill(hands: dict[str, list[str]], force: list[int]) -> tuple[RorState, list[Any]]:
    """A Land Bill of the optimates, vetoed by the populares with a Tribune card."""
    state = _other_business(hands)
    state.rng.forced = list(force)
    state, _ = play(state, _bill(), (OPT, Vote(yes=["fam:1", "fam:2"])))
    return play(state, (POP, Veto(tribune=TRIBUNE)))


def test_13_graft_cancels_a_tribune_veto_and_the_vote_goes_on() -> None:
    state, events = _vetoed_bill({POP: [TRIBUNE], EQU: [GRAFT]}, force=[3])
    assert "proposal_vetoed" not in kinds(events)
    assert {(d.seat, d.kind) for d in pending(state)} == {
        (OPT, "cancel_tribune"),
        (EQU, "cancel_tribune"),
    }
    assert Done() in legal_actions(state, OPT)
    graft = ReactToTribune(card=GRAFT, senator="fam:5", pay_up_to=5)
    assert graft in legal_actions(state, EQU)
    state, events = play(state, (OPT, Done()), (EQU, graft))
    wanted = ("graft_paid", "tribune_cancelled", "tribune_used")
    assert [k for k in kinds(events) if k in wanted] == list(wanted)
    assert state.senators["fam:5"].talents == 2 and GRAFT in state.discard
    assert TRIBUNE in state.discard and state.factions[POP].hand == []
    # the vote goes on: the vetoing faction and the one that had not voted
    assert [d.seat for d in pending(state)] == [POP]
    assert _vetoes(state, POP) == [Veto(tribune="land_veto:" + POPILLIUS)]  # another one
    state, events = play(state, (POP, Vote()), (EQU, Vote(yes=["fam:5"])))
    assert "land_bill_passed" in kinds(events)
    assert_narrated(events)


def test_13_graft_may_be_declined_when_the_roll_is_too_high() -> None:
    state, _ = _vetoed_bill({POP: [TRIBUNE], EQU: [GRAFT]}, force=[5])
    graft = ReactToTribune(card=GRAFT, senator="fam:5", pay_up_to=4)
    state, events = play(state, (OPT, Done()), (EQU, graft))
    assert "graft_declined" in kinds(events) and "proposal_vetoed" in kinds(events)
    assert state.senators["fam:5"].talents == 5 and GRAFT in state.discard
    assert_narrated(events)


def test_13_no_window_when_nobody_holds_a_card() -> None:
    _, events = _vetoed_bill({POP: [TRIBUNE]}, force=[])
    assert "proposal_vetoed" in kinds(events)


def _tribune_proposal(hands: dict[str, list[str]], force: list[int]) -> tuple[RorState, list[Any]]:
    """The populares' Tribune (already played) proposes a Land Bill."""
    state = _other_business({**hands, POP: [TRIBUNE]})
    state.factions[POP].hand.remove(TRIBUNE)
    state.discard.append(TRIBUNE)
    state.procedures = []  # the Tribune has the floor instead of the presiding magistrate
    push(state, "tribune_floor", "1.09.15", [POP], data=TribuneFloor(step="other", tribune=TRIBUNE))
    state.rng.forced = list(force)
    params = {"type": "II", "sponsor": "fam:4", "cosponsor": POPILLIUS}
    return play(state, (POP, Propose(proposal="land_bill", params=params)))


def test_13_murder_of_a_tribune_withdraws_its_proposal_before_the_vote() -> None:
    state, events = _tribune_proposal({OPT: [MURDER]}, force=[4])
    assert {(d.seat, d.kind) for d in pending(state)} == {
        (OPT, "cancel_tribune"),
        (EQU, "cancel_tribune"),
    }
    murder = ReactToTribune(card=MURDER, senator="fam:2")
    state, events = play(state, (OPT, murder), (EQU, Done()))
    assert "tribune_murdered" in kinds(events) and "proposal_withdrawn" in kinds(events)
    assert state.senate.proposal is None and state.senators["fam:2"].popularity == -4
    assert [(d.seat, d.kind) for d in pending(state)] == [(OPT, "senate_floor")]
    assert_narrated(events)


def test_13_murder_of_a_tribune_fails_on_an_odd_roll_and_still_costs_popularity() -> None:
    state, _ = _tribune_proposal({OPT: [MURDER]}, force=[3])
    murder = ReactToTribune(card=MURDER, senator="fam:2")
    state, events = play(state, (OPT, murder), (EQU, Done()))
    assert "tribune_murder_failed" in kinds(events) and "proposal_withdrawn" not in kinds(events)
    assert state.senators["fam:2"].popularity == -3 and MURDER in state.discard
    assert {d.kind for d in pending(state)} == {"senate_vote"}
    assert_narrated(events)


# ---------------------------------------------------------------- Mob Incited to Violence

MOB = "int:mob_incited_to_violence#1"


def test_13_mob_incited_to_violence_kills_only_the_cancelling_factions_senators() -> None:
    chits = ["chit:5", "chit:1", "chit:2", "chit:blank", "chit:6", "chit:7"]
    state, _ = _vetoed_bill({POP: [TRIBUNE, MOB], EQU: [GRAFT]}, force=[3, 1, *chits])
    graft = ReactToTribune(card=GRAFT, senator="fam:5", pay_up_to=5)
    state, events = play(state, (OPT, Done()), (EQU, graft))
    assert "tribune_cancelled" in kinds(events)
    assert {(d.seat, d.kind) for d in pending(state)} == {
        (OPT, "mob_incited"),
        (POP, "mob_incited"),
    }
    mob = ReactToTribune(card=MOB, senator=POPILLIUS)
    assert mob in legal_actions(state, POP) and legal_actions(state, OPT) == [Done()]
    state, events = play(state, (OPT, Done()), (POP, mob))
    [incited] = [e for e in events if e.kind == "mob_incited"]
    assert (incited.data["roll"], incited.data["chits"]) == (1, 6)  # 1d6 + Oratory 5
    assert kinds(events).count("prosecution_mob_chit") == 6
    [hit] = [e for e in events if e.kind == "prosecution_mob_chit" and e.data["victims_ids"]]
    assert hit.data["chit"] == "5"  # chit 1 spares fam:1: only the equites' die
    assert [e.data["name_id"] for e in events if e.kind == "senator_died"] == ["fam:5"]
    assert MOB in state.discard
    assert [d.seat for d in pending(state)] == [POP]  # then the vote goes on
    assert_narrated(events)
