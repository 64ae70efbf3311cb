"""A senator who leaves play while the Senate sits leaves its pending business [1.09.73]:
the proposal naming him is void, whatever killed him, and the Senate goes on."""

from __future__ import annotations

from typing import Any

from bot.rules.core.engine import Ctx
from bot.rules.ror.actions import Done, Propose, ReactToTribune, Veto, Vote
from bot.rules.ror.engine import pending
from bot.rules.ror.mortality import kill
from bot.rules.ror.state import RorState, SenateState
from bot.rules.ror.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

OPT, POP, EQU = "optimates", "populares", "equites"
SICILIA = "prov:sicilia"
TRIBUNE, GRAFT, MOB = "int:tribune#1", "int:graft#1", "int:mob_incited_to_violence#1"
SENATORS: dict[str, Any] = {
    "fam:1": {"faction": OPT, "office": "rome_consul", "influence": 5, "oratory": 3,
              "leader": True},
    "fam:2": {"faction": OPT, "influence": 9, "oratory": 4},
    "fam:4": {"faction": POP, "influence": 7, "oratory": 5, "leader": True},
    "fam:5": {"faction": EQU, "influence": 3, "oratory": 5, "leader": True, "talents": 5},
    "fam:6": {"faction": EQU, "influence": 2, "oratory": 1},
}  # fmt: skip


def _senate(step: str, hands: dict[str, list[str]], **state: Any) -> RorState:
    built, _ = make_state(clear_factions=True, senators=SENATORS, options={"ballot": "open"},
                          hands=hands, **state)  # fmt: skip
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
    state, _ = play(state, (OPT, slate), (OPT, Vote(yes=["fam:1", "fam:2"])),
                    (POP, Veto(tribune=TRIBUNE)))  # fmt: skip
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
