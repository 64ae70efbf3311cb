"""Elections in the Senate [1.09.2-1.09.4]: consuls, the Dictator and his Master of Horse,
the Censor."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import (
    ChooseRomeConsul,
    Done,
    NameSenator,
    Propose,
    UnanimousDefeat,
    Veto,
    Vote,
)
from bot.games.ror.rules.senate.elections import (
    censor_candidates,
    commander_military,
    dictator_allowed,
)
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds
from tests.rules.test_senate_kernel import (
    EQU,
    OPT,
    PAIR,
    POP,
    SENATE,
    at_senate,
    no,
    play,
    refused,
    yes,
)

ALL_YES = ((OPT, "yes"), (POP, "yes"), (EQU, "yes"))


def vote_all(state: Any, how: tuple[tuple[str, str], ...] = ALL_YES) -> tuple[Any, list[Any]]:
    ballots = {"yes": yes, "no": no, "abstain": lambda state, seat: Vote()}
    return play(state, *((seat, ballots[v](state, seat)) for seat, v in how))


def elected(force: list[int | str] | None = None, **state: Any) -> Any:
    """fam:3 and fam:4 elected consuls, fam:3 in Rome."""
    built, _ = at_senate(force=force, **state)
    built, _ = play(built, (OPT, Propose(proposal="consuls", params=PAIR)))
    built, _ = vote_all(built)
    built, _ = play(
        built, (OPT, ChooseRomeConsul(senator="fam:3")), (POP, ChooseRomeConsul(senator="fam:3"))
    )
    return built


def test_1_09_21_the_last_possible_pair_is_appointed() -> None:
    senators = {c: v for c, v in SENATE.items() if c in ("fam:1", "fam:2", "fam:3", "fam:5")}
    state, events = at_senate(senators)
    assert "consuls_appointed" in kinds(events)
    assert {d.seat for d in ror.pending(state)} == {OPT, EQU}
    assert all(d.kind == "choose_rome_consul" for d in ror.pending(state))


def test_1_09_21_a_defeated_pair_cannot_return_and_the_last_pair_is_appointed() -> None:
    senators = {c: v for c, v in SENATE.items() if c != "fam:6"}  # eligible: fam:3, 4, 5
    state, _ = at_senate(senators)
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, _ = vote_all(state, ((OPT, "yes"), (POP, "no"), (EQU, "abstain")))
    refused(
        state,
        OPT,
        Propose(proposal="consuls", params={"pair": ["fam:4", "fam:3"]}),
        "proposal_defeated_before",
    )
    state, _ = play(state, (OPT, Propose(proposal="consuls", params={"pair": ["fam:3", "fam:5"]})))
    state, events = vote_all(state, ((OPT, "yes"), (POP, "no"), (EQU, "abstain")))
    assert "consuls_appointed" in kinds(events)  # only fam:4 and fam:5 remain
    assert [d.kind for d in ror.pending(state)] == ["choose_rome_consul"] * 2


def test_1_09_22_consuls_agree_gain_influence_and_the_old_ones_become_prior_consuls() -> None:
    senators = {**SENATE, "fam:6": {**SENATE["fam:6"], "office": "master_of_horse"}}
    state = elected(senators=senators)
    s = state.senators
    assert (s["fam:3"].office, s["fam:4"].office) == ("rome_consul", "field_consul")
    assert (s["fam:3"].influence, s["fam:4"].influence) == (4 + 5, 6 + 5)
    assert s["fam:1"].prior_consul and s["fam:2"].prior_consul
    assert s["fam:1"].office is None and s["fam:6"].office is None
    assert not s["fam:6"].prior_consul
    assert presiding_magistrate(state).card == "fam:3"  # type: ignore[union-attr]


def test_1_09_22_when_the_consuls_disagree_they_roll_off_and_the_higher_roll_chooses() -> None:
    # fam:3's faction wants fam:3 in Rome, fam:4's wants fam:4; a tie is rolled again
    for rolls, rome in (([5, 2], "fam:3"), ([2, 5], "fam:4"), ([4, 4, 1, 6], "fam:4")):
        state, _ = at_senate(force=rolls)
        state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
        state, _ = vote_all(state)
        state, events = play(
            state,
            (OPT, ChooseRomeConsul(senator="fam:3")),
            (POP, ChooseRomeConsul(senator="fam:4")),
        )
        assert kinds(events).count("dice") == len(rolls)
        assert state.senators[rome].office == "rome_consul"


def test_1_09_22_the_dictator_and_master_of_horse_leave_office() -> None:
    senators = {
        **SENATE,
        "fam:1": {**SENATE["fam:1"], "office": "dictator"},
        "fam:6": {**SENATE["fam:6"], "office": "master_of_horse"},
    }
    state = elected(senators=senators)
    assert state.senators["fam:1"].office is None and state.senators["fam:1"].prior_consul
    assert state.senators["fam:6"].office is None and not state.senators["fam:6"].prior_consul


def test_1_09_3_a_dictator_needs_three_active_wars_or_one_of_strength_20() -> None:
    state, _ = at_senate()
    assert not dictator_allowed(state)
    state, _ = at_senate(wars={"war:punic_1": "active"})
    assert dictator_allowed(state)  # 10 land + 10 naval
    state.wars[0].naval_victory = True
    assert not dictator_allowed(state)  # a Naval Victory counts 0
    state, _ = at_senate(
        wars={"war:illyrian_1": "active", "war:gallic_1": "active", "war:syrian": "active"}
    )
    assert dictator_allowed(state)
    state, _ = at_senate(
        wars={"war:illyrian_1": "active", "war:gallic_1": "active", "war:syrian": "inactive"}
    )
    assert not dictator_allowed(state)


def test_1_09_3_no_dictator_without_the_wars_the_censor_comes_next() -> None:
    state = elected(
        senators={
            **SENATE,
            "fam:5": {**SENATE["fam:5"], "prior_consul": True},
            "fam:6": {**SENATE["fam:6"], "prior_consul": True},
        }
    )
    assert state.step == "censor"
    assert [d.kind for d in ror.pending(state)] == ["senate_floor"]


def test_1_09_31_the_consuls_appoint_together_without_veto() -> None:
    state = elected(wars={"war:punic_1": "active"}, hands={EQU: ["int:tribune#1"]})
    assert {d.seat for d in ror.pending(state)} == {OPT, POP}
    offered = ror.legal_actions(state, OPT)
    assert NameSenator(senator="fam:3") not in offered  # a consul holds an office
    assert NameSenator(senator="fam:5") in offered and NameSenator(senator=None) in offered
    state, events = play(
        state, (OPT, NameSenator(senator="fam:5")), (POP, NameSenator(senator="fam:5"))
    )
    assert "dictator_appointed" in kinds(events)
    assert not any(e.kind == "proposal_vetoed" for e in events)
    assert state.senators["fam:5"].office == "dictator"
    assert state.senators["fam:5"].influence == 7 + 7


def test_1_09_32_an_election_when_the_consuls_disagree_vetoable_and_repeatable() -> None:
    state = elected(wars={"war:punic_1": "active"}, hands={EQU: ["int:tribune#1"]})
    state, events = play(
        state, (OPT, NameSenator(senator="fam:5")), (POP, NameSenator(senator=None))
    )
    assert "dictator_not_appointed" in kinds(events)
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind, decision.data["presiding"]) == (
        OPT,
        "senate_floor",
        "fam:3",
    )
    assert Done() in ror.legal_actions(state, OPT)
    proposal = Propose(proposal="dictator", params={"senator": "fam:6"})
    state, _ = play(state, (OPT, proposal))
    assert Veto(tribune="int:tribune#1") in ror.legal_actions(state, EQU)
    state, _ = vote_all(state, ((OPT, "yes"), (POP, "no"), (EQU, "abstain")))
    state, _ = play(state, (OPT, proposal))  # may be tried again
    state, events = vote_all(state)
    assert state.senators["fam:6"].office == "dictator"


def test_1_09_33_the_dictator_presides_and_names_a_master_of_horse() -> None:
    state = elected(wars={"war:punic_1": "active"})
    state, _ = play(state, (OPT, NameSenator(senator="fam:5")), (POP, NameSenator(senator="fam:5")))
    [decision] = ror.pending(state)
    assert (decision.seat, decision.kind) == (EQU, "appoint_master_of_horse")
    assert NameSenator(senator="fam:3") not in ror.legal_actions(state, EQU)
    refused(state, EQU, NameSenator(senator="fam:4"), "not_eligible_master_of_horse")
    state, _ = play(state, (EQU, NameSenator(senator="fam:6")))
    assert state.senators["fam:6"].office == "master_of_horse"
    assert state.senators["fam:6"].influence == 2 + 3
    assert presiding_magistrate(state).card == "fam:5"  # type: ignore[union-attr]


def test_1_09_34_the_master_of_horse_adds_his_military_to_the_dictators() -> None:
    senators = {
        **SENATE,
        "fam:5": {**SENATE["fam:5"], "office": "dictator", "military": 4},
        "fam:6": {**SENATE["fam:6"], "office": "master_of_horse", "military": 3},
        "fam:3": {**SENATE["fam:3"], "military": 2},
    }
    state, _ = at_senate(senators)
    assert commander_military(state, "fam:5") == 7
    assert commander_military(state, "fam:3") == 2
    assert commander_military(state, "fam:6") == 3


def test_1_09_4_the_only_prior_consul_becomes_censor() -> None:
    state = elected()  # fam:1 and fam:2 just became Prior Consuls, but hold no office now
    state.senators["fam:2"].prior_consul = False
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    assert "censor_appointed" in kinds(ctx.events)
    assert ctx.state.senators["fam:1"].office == "censor"
    assert ctx.state.senators["fam:1"].influence == 5 + 5


def test_1_09_4_censor_election_among_prior_consuls_and_no_second_censor() -> None:
    state = elected()
    assert state.step == "censor"
    offered = ror.legal_actions(state, OPT)
    named = {a.params.model_dump()["senator"] for a in offered if isinstance(a, Propose)}
    assert named == {"fam:1", "fam:2"}
    refused(
        state, OPT, Propose(proposal="censor", params={"senator": "fam:5"}), "not_eligible_censor"
    )
    state, _ = play(state, (OPT, Propose(proposal="censor", params={"senator": "fam:2"})))
    state, _ = vote_all(state)
    assert state.senators["fam:2"].office == "censor" and state.step != "censor"


def test_1_09_4_a_prior_consul_serving_as_master_of_horse_is_no_censor_candidate() -> None:
    state = elected(wars={"war:punic_1": "active"})  # fam:1 and fam:2 are Prior Consuls
    state, _ = play(state, (OPT, NameSenator(senator="fam:5")), (POP, NameSenator(senator="fam:5")))
    state, _ = play(state, (EQU, NameSenator(senator="fam:1")))
    assert {s.card for s in censor_candidates(state)} == {"fam:2"}
    assert state.senators["fam:2"].office == "censor"  # the only candidate left [1.09.4]
    assert state.senators["fam:1"].office == "master_of_horse"


def test_1_09_41_a_censor_who_stepped_down_as_presiding_magistrate_conducts_prosecutions() -> None:
    # both Consuls are away: the Censor fam:6 presides, is defeated unanimously and steps
    # down (1.09.144); re-elected Censor, he still conducts the prosecutions
    senators = {
        **SENATE,
        "fam:1": {**SENATE["fam:1"], "office": "rome_consul"},
        "fam:2": {**SENATE["fam:2"], "office": "field_consul"},
        "fam:4": {**SENATE["fam:4"], "major": True},
        "fam:6": {**SENATE["fam:6"], "office": "censor", "prior_consul": True},
    }
    away = [{"war": "war:gallic_1", "commander": c, "legions": 2} for c in ("fam:1", "fam:2")]
    state, _ = at_senate(senators, forces=away, wars={"war:gallic_1": "active"})
    assert presiding_magistrate(state).card == "fam:6"  # type: ignore[union-attr]
    pair = {"pair": ["fam:3", "fam:5"]}
    state, _ = play(state, (EQU, Propose(proposal="consuls", params=pair)))
    state, _ = vote_all(state, ((OPT, "no"), (POP, "no"), (EQU, "yes")))
    state, _ = play(state, (EQU, UnanimousDefeat(step_down=True)))
    chair = presiding_magistrate(state)
    assert chair is not None and chair.card != "fam:6" and chair.faction is not None
    state, _ = play(state, (chair.faction, Propose(proposal="consuls", params=PAIR)))
    state, _ = vote_all(state)
    state, _ = play(
        state, (OPT, ChooseRomeConsul(senator="fam:3")), (POP, ChooseRomeConsul(senator="fam:3"))
    )
    assert state.step == "prosecutions" and state.senators["fam:6"].office == "censor"
    [floor] = ror.pending(state)
    assert floor.seat == EQU
    assert presiding_magistrate(state).card == "fam:6"  # type: ignore[union-attr]


def test_1_09_4_open_to_all_when_nobody_has_been_consul() -> None:
    state, _ = at_senate()
    state.senators["fam:1"].office = state.senators["fam:2"].office = None
    state.procedures, state.step = [], "censor"
    ctx = Ctx(state)
    advance(ctx)
    assert {s.card for s in censor_candidates(ctx.state)} == set(SENATE)  # anyone aligned
    offered = ror.legal_actions(ctx.state, ror.pending(ctx.state)[0].seat)
    assert all(isinstance(a, Propose) and a.proposal == "censor" for a in offered)


def test_1_09_13_a_vote_may_be_split_between_a_factions_senators() -> None:
    state, _ = at_senate()
    state, _ = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    state, events = play(
        state, (OPT, Vote(yes=["fam:3"], no=["fam:1"])), (POP, Vote()), (EQU, Vote(no=["fam:6"]))
    )
    [tally] = [e for e in events if e.kind == "vote_tally"]
    assert tally.data["factions"][OPT] == {"yes": 3, "no": 3}
    assert (tally.data["yes"], tally.data["no"]) == (3, 4)
