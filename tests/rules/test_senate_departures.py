"""A senator who leaves play while the Senate sits leaves its pending business [1.09.73]:
the proposal naming him is void, whatever killed him, and the Senate goes on."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules.actions import (
    ChooseRomeConsul,
    Done,
    Propose,
    ReactToTribune,
    UnanimousDefeat,
    Veto,
    Vote,
)
from bot.games.ror.rules.engine import pending
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.senators import printed
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"
SICILIA = "prov:sicilia"
TRIBUNE, GRAFT, MOB = "int:tribune#1", "int:graft#1", "int:mob_incited_to_violence#1"
SENATORS: dict[str, Any] = {
    "fam:1": {
        "faction": OPT,
        "office": "rome_consul",
        "influence": 5,
        "oratory": 3,
        "leader": True,
    },
    "fam:2": {"faction": OPT, "influence": 9, "oratory": 4},
    "fam:4": {"faction": POP, "influence": 7, "oratory": 5, "leader": True},
    "fam:5": {"faction": EQU, "influence": 3, "oratory": 5, "leader": True, "talents": 5},
    "fam:6": {"faction": EQU, "influence": 2, "oratory": 1},
}


def _senate(step: str, hands: dict[str, list[str]], **state: Any) -> RorState:
    built, _ = make_state(
        clear_factions=True, senators=SENATORS, options={"ballot": "open"}, hands=hands, **state
    )
    built.phase, built.step, built.senate = "senate", step, SenateState()
    built.procedures = []
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state


def test_1_09_73_a_slates_nominee_killed_by_the_mob_is_not_made_governor() -> None:
    """The populares veto a slate with a Tribune, the equites cancel it with Graft, and the
    populares' Mob Incited to Violence kills the equites' nominee: the slate is void (it
    used to pass and fail on the dead man's card), and the Senate goes on."""
    chits = ["chit:6", "chit:blank", "chit:20", "chit:21", "chit:22", "chit:23"]
    state = _senate("governors", {POP: [TRIBUNE, MOB], EQU: [GRAFT]}, provinces={SICILIA: {}})
    state.rng.forced = [3, 1, *chits]  # Graft 3T; the Mob 1 + Oratory 5 = 6 chits
    slate = Propose(proposal="governors", params={"slate": [[SICILIA, "fam:6"]]})
    state, _ = play(
        state, (OPT, slate), (OPT, Vote(yes=["fam:1", "fam:2"])), (POP, Veto(tribune=TRIBUNE))
    )
    graft = ReactToTribune(card=GRAFT, senator="fam:5", pay_up_to=5)
    state, _ = play(state, (OPT, Done()), (EQU, graft))
    state, events = play(state, (OPT, Done()), (POP, ReactToTribune(card=MOB, senator="fam:4")))
    assert [e.data["senator"] for e in events if e.kind == "senator_died"] == ["fam:6"]
    assert "proposal_void" in kinds(events) and state.senate.proposal is None
    assert state.senate.ballots == {} and state.provinces[SICILIA].governor is None
    assert "governor_elected" not in kinds(events)
    assert {d.kind for d in pending(state)} <= {"senate_floor"}  # the Senate goes on
    assert_narrated(events)


def test_1_09_73_a_death_outside_the_proposal_leaves_the_vote_alone() -> None:
    state = _senate("governors", {}, provinces={SICILIA: {}})
    slate = Propose(proposal="governors", params={"slate": [[SICILIA, "fam:6"]]})
    state, _ = play(state, (OPT, slate), (OPT, Vote(yes=["fam:1", "fam:2"])))
    ctx = Ctx(state)
    kill(ctx, "fam:2")  # voted already: votes cast stand [1.09.73]
    assert "proposal_void" not in kinds(ctx.events) and state.senate.proposal is not None
    state, events = play(state, (POP, Vote(yes=["fam:4"])), (EQU, Vote()))
    assert "governor_elected" in kinds(events) and state.provinces[SICILIA].governor == "fam:6"


def _consuls_elected() -> RorState:
    state = _senate("consuls", {})
    pair = Propose(proposal="consuls", params={"pair": ["fam:2", "fam:4"]})
    state, _ = play(
        state,
        (OPT, pair),
        (OPT, Vote(yes=["fam:1", "fam:2"])),
        (POP, Vote(yes=["fam:4"])),
        (EQU, Vote()),
    )
    assert {d.kind for d in pending(state)} == {"choose_rome_consul"}
    return state


def test_1_09_73_a_consul_elect_who_dies_before_the_roles_leaves_rome_to_the_survivor() -> None:
    state = _consuls_elected()
    ctx = Ctx(state)
    kill(ctx, "fam:2")
    state, events = play(
        state, (OPT, ChooseRomeConsul(senator="fam:2")), (POP, ChooseRomeConsul(senator="fam:2"))
    )
    assert state.senators["fam:4"].office == "rome_consul"
    assert not any(s.office == "field_consul" for s in state.senators.values())
    assert {"rome_consul", "field_consul"} <= set(state.senate.filled)  # not filled again
    assert_narrated(events)


def test_1_09_144_a_presider_who_dies_before_his_choice_loses_nothing() -> None:
    state = _senate("other", {})
    bill = Propose(
        proposal="land_bill", params={"type": "I", "sponsor": "fam:1", "cosponsor": "fam:2"}
    )
    state, _ = play(
        state,
        (OPT, bill),
        (OPT, Vote(yes=["fam:1", "fam:2"])),
        (POP, Vote(no=["fam:4"])),
        (EQU, Vote(no=["fam:5", "fam:6"])),
    )
    assert [d.kind for d in pending(state)] == ["unanimous_defeat"]
    kill(Ctx(state), "fam:1")
    state, events = play(state, (OPT, UnanimousDefeat(step_down=False)))
    assert "presider_loses_influence" not in kinds(events)
    heir = state.senators["fam:1"]  # the Faction Leader's heir, with printed values
    assert heir.influence == printed("fam:1").influence and heir.office is None
