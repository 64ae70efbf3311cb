"""Other business [1.09.6-1.09.81]: concessions, Land Bills, forces, deployment, automatic
recalls, laws, repopulating Rome."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.games.ror.rules.actions import Propose, Veto, Vote
from bot.games.ror.rules.senate import concessions as con
from bot.games.ror.rules.senate import deployment as dep
from bot.games.ror.rules.senate import forces as frc
from bot.games.ror.rules.senate import land_bills as lb
from bot.games.ror.rules.senate import laws, repopulate
from bot.games.ror.rules.senate.floor import proposal_refusal
from bot.games.ror.rules.state import Ballot, Force, Proposal, RorState, SenateState
from bot.games.ror.rules.state_revenue import land_bill_debits
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul", "military": 2},
    "fam:2": {"faction": "optimates", "office": "field_consul", "military": 4},
    "fam:3": {"faction": "populares", "popularity": 5},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites", "popularity": 1},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators=SENATORS, **extra)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    return state


def _proposal(kind: str, **params: Any) -> Proposal:
    return Proposal(kind=kind, params=params, seat="optimates", proposer="fam:1")


# ---------------------------------------------------------------- concessions [1.09.61]


def open_ballots_in_other_business(
    senators: dict[str, Any], hands: dict[str, list[str]]
) -> RorState:
    """The Senate at other business, ballots open (factions vote in turn)."""
    state, _ = make_state(
        clear_factions=True, senators=senators, options={"ballot": "open"}, hands=hands
    )
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


def test_1_09_61_concessions_awarded_together_to_senators_in_rome() -> None:
    state = _state(forum=["con:mining", "con:harbor_fees"])
    p = _proposal("concessions", awards=[["con:mining", "fam:3"], ["con:harbor_fees", "fam:5"]])
    assert proposal_refusal(state, "concessions", p.params) is None
    ctx = Ctx(state)
    con.award(ctx, p)
    assert state.senators["fam:3"].concessions == ["con:mining"]
    assert "con:harbor_fees" in state.senators["fam:5"].concessions
    assert "con:mining" not in state.forum


def test_1_09_61_failed_concession_is_flipped_for_the_turn() -> None:
    state = _state(forum=["con:mining"])
    p = _proposal("concessions", awards=[["con:mining", "fam:3"]])
    con.flip(Ctx(state), p)
    refusal = con.refusal(state, p.params)
    assert refusal is not None and refusal.key == "concession_not_available"
    state.turn += 1
    assert con.refusal(state, p.params) is None


def test_1_09_61_land_commissioner_only_with_a_land_bill() -> None:
    state = _state(forum=["con:land_commissioner"])
    assert con.available(state) == []
    lb.pass_bill(Ctx(state), "II", "fam:3", "fam:4")
    assert con.available(state) == ["con:land_commissioner"]


def test_1_09_61_recipient_must_be_aligned_in_rome() -> None:
    state = _state(forum=["con:mining"])
    state.senators["fam:3"].command = "war:punic_1"
    refusal = con.refusal(state, con.AwardParams(awards=[("con:mining", "fam:3")]))
    assert refusal is not None and refusal.key == "concession_recipient_away"


# ---------------------------------------------------------------- land bills [1.09.62]


@pytest.mark.parametrize(
    ("kind", "sponsor", "cosponsor", "unrest", "cost"),
    [("I", 7, 6, -1, 20), ("II", 7, 6, -2, 5), ("III", 9, 7, -3, 10)],
)
def test_1_09_62_each_type_moves_popularity_unrest_and_costs(
    kind: Any, sponsor: int, cosponsor: int, unrest: int, cost: int
) -> None:
    state = _state(unrest=5)
    state.senators["fam:4"].popularity = 5
    lb.pass_bill(Ctx(state), kind, "fam:3", "fam:4")
    assert state.senators["fam:3"].popularity == sponsor  # capped at 9
    assert state.senators["fam:4"].popularity == cosponsor
    assert state.unrest == 5 + unrest
    assert land_bill_debits(state) == cost
    lb.clear_paid(state)
    assert bool(state.land_bills) is (kind != "I")  # Type I is paid once


def test_1_09_62_no_voters_and_abstainers_lose_popularity_vetoers_spared() -> None:
    state = _state()
    state.senate.closed_ballots = {
        "optimates": Ballot(yes=["fam:1"]),  # fam:2 abstains: counts as No
        "populares": Ballot(no=["fam:3", "fam:4"]),
        "equites": Ballot(veto="int:tribune#1"),
    }
    p = _proposal("land_bill", type="III", sponsor="fam:1", cosponsor="fam:2")
    lb.on_bill_fail(Ctx(state), p)
    assert state.senators["fam:2"].popularity == -2
    assert state.senators["fam:3"].popularity == 3
    assert state.senators["fam:5"].popularity == 1  # his faction vetoed
    assert state.senators["fam:1"].popularity == 0


def test_1_09_62_after_a_veto_a_faction_never_called_to_vote_loses_no_popularity() -> None:
    """Open ballot: the optimates vote for their bill, the populares veto it at once; the
    equites were never called, so they did not abstain (1.09.15: the veto stops the vote).
    The optimates' No voter, called, still pays."""
    senators: dict[str, Any] = {
        "fam:1": {"faction": "optimates", "office": "rome_consul", "oratory": 3},
        "fam:2": {"faction": "optimates", "oratory": 3, "popularity": 3},
        "fam:3": {"faction": "optimates", "oratory": 3, "popularity": 3},
        "fam:4": {"faction": "populares", "popularity": 3},
        "fam:5": {"faction": "equites", "popularity": 3},
        "fam:6": {"faction": "equites", "popularity": 3},
    }
    state = open_ballots_in_other_business(senators, {"populares": ["int:tribune#1"]})
    bill = {"type": "III", "sponsor": "fam:1", "cosponsor": "fam:2"}
    state, events = play(
        state,
        ("optimates", Propose(proposal="land_bill", params=bill)),
        ("optimates", Vote(yes=["fam:1", "fam:2"], no=["fam:3"])),
        ("populares", Veto(tribune="int:tribune#1")),
    )
    assert "proposal_vetoed" in kinds(events)
    assert [state.senators[c].popularity for c in ("fam:4", "fam:5", "fam:6")] == [3, 3, 3]
    assert state.senators["fam:3"].popularity == 1  # voted No when called: -2


def test_1_09_62_pompey_30a_doubles_his_land_bill_popularity() -> None:
    """statesmen.json 30A: "All his Popularity gains and losses are doubled"."""
    state = _state(unrest=5)
    state.senators["st:30A"] = state.senators.pop("fam:4").model_copy(
        update={"card": "st:30A", "popularity": 0}
    )
    ctx = Ctx(state)
    lb.pass_bill(ctx, "II", "st:30A", "fam:3")  # Sponsor: +2, doubled
    assert state.senators["st:30A"].popularity == 4
    lb.punish_no_votes(ctx, "III", ["st:30A"])  # No on a Type III: -2, doubled
    assert state.senators["st:30A"].popularity == 0
    lb.pass_bill(ctx, "III", "fam:3", "st:30A")  # Co-Sponsor: +2, doubled
    assert state.senators["st:30A"].popularity == 4
    # a Type II repeal costs its sponsor 2 + 1, doubled: he has only 4
    refusal = lb.check_repeal(state, "II", "st:30A")
    assert refusal is not None and refusal.key == "repeal_sponsor_unpopular"
    state.senators["st:30A"].popularity = 7
    assert lb.check_repeal(state, "II", "st:30A") is None
    state.senate.closed_ballots = {"populares": Ballot(yes=["fam:3"]), "equites": Ballot()}
    lb.on_repeal_pass(ctx, _proposal("land_bill_repeal", type="II", sponsor="st:30A"))
    assert state.senators["st:30A"].popularity == 7 - 6


def test_1_09_62_abstention_counts_as_no_in_the_kind() -> None:
    assert lb.LAND_BILL.abstain_is_no


def test_1_09_62_grouped_land_bill_refused() -> None:
    state = _state()
    refusal = lb.bill_refusal(
        state, lb.BillParams(type=["I", "II"], sponsor="fam:3", cosponsor="fam:4")
    )
    assert refusal is not None and (refusal.key, refusal.rule) == (
        "land_bills_not_grouped",
        "1.09.62",
    )


def test_1_09_62_one_of_each_type_a_turn_within_markers_two_sponsors() -> None:
    state = _state()
    assert lb.check_bill(state, "I", "fam:3", "fam:3") is not None
    lb.note_proposed(state, "II")
    refusal = lb.check_bill(state, "II", "fam:3", "fam:4")
    assert refusal is not None and refusal.key == "land_bill_proposed_already"
    lb.pass_bill(Ctx(state), "I", "fam:3", "fam:4")
    refusal = lb.check_bill(state, "I", "fam:3", "fam:4")
    assert refusal is not None and refusal.key in (
        "land_bill_proposed_already",
        "land_bill_markers_used",
    )
    state.turn += 1
    refusal = lb.check_bill(state, "I", "fam:3", "fam:4")
    assert refusal is not None and refusal.key == "land_bill_markers_used"


def test_1_09_62_repeal_once_a_turn_by_a_popular_sponsor() -> None:
    state = _state(unrest=2)
    ctx = Ctx(state)
    assert lb.check_repeal(state, "I", "fam:3") is not None  # Type I cannot be repealed
    lb.pass_bill(ctx, "II", "fam:4", "fam:5")
    state.senators["fam:3"].popularity = 2
    refusal = lb.check_repeal(state, "II", "fam:3")
    assert refusal is not None and refusal.key == "repeal_sponsor_unpopular"  # needs 3
    state.senators["fam:3"].popularity = 3
    assert lb.check_repeal(state, "II", "fam:3") is None  # the turn of passage too
    state.senate.closed_ballots = {"populares": Ballot(yes=["fam:4"])}
    lb.on_repeal_pass(ctx, _proposal("land_bill_repeal", type="II", sponsor="fam:3"))
    assert state.senators["fam:3"].popularity == 0  # -2 sponsor, -1 voting yes
    assert state.unrest == 0 + 2  # 2 - 2 on passage, + 2 on repeal
    assert state.land_bills == []
    lb.note_repeal_tried(state)
    assert lb.check_repeal(state, "II", "fam:3") is not None


# ---------------------------------------------------------------- forces [1.09.63]


def test_1_09_63_raising_costs_ten_a_unit_and_pays_armaments() -> None:
    state = _state(treasury=100, legions=0, fleets=0)
    state.senators["fam:3"].concessions = ["con:armaments"]
    ctx = Ctx(state)
    frc.raise_forces(ctx, _proposal("raise_forces", legions=3, fleets=1))
    assert (state.treasury, state.legions, state.fleets) == (60, 3, 1)
    assert state.senators["fam:3"].talents == 6  # 2T a legion, at once
    assert "con:armaments" in state.senators["fam:3"].corrupt_concessions


def test_1_09_63_manpower_shortage_raises_the_cost() -> None:
    state = _state(treasury=100, active_events={"manpower_shortage": 1})
    assert frc.raise_cost(state, 2, 0) == 40
    refusal = frc.raise_refusal(state, frc.RaiseParams.model_validate({"legions": 4, "fleets": 2}))
    assert refusal is not None and refusal.key == "treasury_short"


def test_1_09_63_no_recruitment_blocks_raising() -> None:
    state = _state()
    state.no_recruitment_turn = state.turn
    refusal = frc.raise_refusal(state, frc.RaiseParams.model_validate({"legions": 1}))
    assert refusal is not None and refusal.key == "no_recruitment"


def test_1_09_63_cap_counts_units_away() -> None:
    state = _state(treasury=500, legions=20, fleets=0)
    state.forces.append(Force(war="war:punic_1", legions=4, fleets=0))
    assert frc.raise_refusal(state, frc.RaiseParams.model_validate({"legions": 1})) is None
    refusal = frc.raise_refusal(state, frc.RaiseParams.model_validate({"legions": 2}))
    assert refusal is not None and refusal.key == "unit_cap"


def test_1_09_63_disband_only_units_in_rome_not_raised_this_phase() -> None:
    state = _state(treasury=100, legions=2, fleets=0)
    frc.raise_forces(Ctx(state), _proposal("raise_forces", legions=1))
    assert frc.disband_refusal(state, dep.UnitParams.model_validate({"legions": 2})) is None
    assert frc.disband_refusal(state, dep.UnitParams.model_validate({"legions": 3})) is not None
    frc.disband_forces(Ctx(state), _proposal("disband_forces", legions=2))
    assert state.legions == 1


# ---------------------------------------------------------------- deployment [1.09.64]


def _deploy(**params: Any) -> dict[str, Any]:
    return {"commander": "fam:2", "war": "war:punic_1", "legions": 0, "fleets": 0, **params}


def test_1_09_64_fleet_support_and_minimum_force() -> None:
    state = _state(wars={"war:punic_1": "active", "war:gallic_1": "active"}, legions=10, fleets=10)
    refusal = dep.deploy_refusal(state, dep.DeployParams(**_deploy(legions=5, fleets=4)))
    assert refusal is not None and refusal.key == "no_fleet_support"  # needs 5
    assert (
        dep.deploy_refusal(state, dep.DeployParams(**_deploy(fleets=5))) is None
    )  # naval battle first
    refusal = dep.deploy_refusal(state, dep.DeployParams(**_deploy(war="war:gallic_1", fleets=2)))
    assert refusal is not None and refusal.key == "no_legion_for_land_battle"
    punic = dep.war_of(state, "war:punic_1")
    assert punic is not None
    punic.naval_victory = True
    refusal = dep.deploy_refusal(state, dep.DeployParams(**_deploy(fleets=5)))
    assert refusal is not None and refusal.key == "no_legion_for_land_battle"


def test_1_09_64_field_consul_goes_before_the_rome_consul() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=10)
    refusal = dep.deploy_refusal(
        state, dep.DeployParams(**_deploy(commander="fam:1", war="war:gallic_1", legions=1))
    )
    assert refusal is not None and refusal.key == "field_consul_goes_first"
    refusal = dep.deploy_refusal(
        state, dep.DeployParams(**_deploy(commander="fam:3", war="war:gallic_1", legions=1))
    )
    assert refusal is not None and refusal.key == "not_a_commander"


def test_1_09_64_consent_asked_only_when_weaker_than_the_war() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=10)
    ctx = Ctx(state)
    dep.commander_consent(ctx, _proposal("deploy", **_deploy(war="war:gallic_1", legions=6)))
    assert state.procedures == []  # 6 legions + MIL 4 >= 10, and his own faction proposes
    weak = Proposal(kind="deploy", params=_deploy(war="war:gallic_1", legions=2), seat="populares")
    dep.commander_consent(ctx, weak)
    assert state.procedures[-1].kind == "consent" and state.procedures[-1].seats == ["optimates"]


def test_1_09_64_sending_makes_imminent_war_active_and_records_the_force() -> None:
    state = _state(wars={"war:gallic_1": "imminent"}, legions=10)
    ctx = Ctx(state)
    dep.deploy(ctx, _proposal("deploy", **_deploy(war="war:gallic_1", legions=4)))
    war = dep.war_of(state, "war:gallic_1")
    assert war is not None and war.status == "active" and state.legions == 6
    force = state.forces[0]
    assert (force.commander, force.legions, force.order, force.sent_turn) == (
        "fam:2",
        4,
        1,
        state.turn,
    )
    assert state.senators["fam:2"].command == "war:gallic_1"
    assert (
        dep.recall_refusal(state, dep.ProconsulParams.model_validate({"commander": "fam:2"}))
        is not None
    )  # left this phase


def test_1_09_64_sending_the_presiding_magistrate_ends_the_senate() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=10)
    state.senators["fam:2"].command = "war:punic_1"  # the Field Consul is away
    ctx = Ctx(state)
    dep.deploy(
        ctx, _proposal("deploy", **_deploy(commander="fam:1", war="war:gallic_1", legions=4))
    )
    assert state.step == "adjourned"


def test_1_09_644_recall_brings_a_proconsul_home() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=0)
    state.forces.append(Force(war="war:gallic_1", commander="fam:2", legions=3, sent_turn=0))
    state.senators["fam:2"].command = "war:gallic_1"
    assert [p.model_dump(mode="json") for p in dep.recall_nominations(state)] == [
        {"commander": "fam:2"}
    ]
    dep.recall(Ctx(state), _proposal("recall_proconsul", commander="fam:2"))
    assert state.forces == [] and state.legions == 3 and state.senators["fam:2"].in_rome


def test_1_09_9_automatic_recalls_after_adjournment() -> None:
    state = _state(wars={"war:punic_1": "active", "war:gallic_1": "active"}, legions=0, fleets=0)
    state.forces = [
        Force(war="war:punic_1", commander="fam:2", legions=5, fleets=3),  # support 5
        Force(war="war:gallic_1", legions=2),  # commanderless
        Force(war="war:gallic_1", commander="fam:1", legions=2),  # fine
    ]
    state.senators["fam:2"].command = "war:punic_1"
    state.senators["fam:1"].command = "war:gallic_1"
    dep.automatic_recalls(Ctx(state))
    assert [f.commander for f in state.forces] == ["fam:1"]
    assert (state.legions, state.fleets) == (7, 3) and state.senators["fam:2"].in_rome


# ---------------------------------------------------------------- laws [1.07.36]


def test_1_07_36_law_played_from_hand_takes_effect() -> None:
    state = _state(hands={"optimates": ["law:military_reforms"]})
    assert laws.legal_law_plays(state, "populares")[-1].kind == "done"
    ctx = Ctx(state)
    laws.play_law(ctx, "optimates", "law:military_reforms")
    assert laws.law_in_effect(state, "law:military_reforms")
    assert state.factions["optimates"].hand == [] and "law_enacted" in kinds(ctx.events)


def test_1_07_36_law_with_unmet_condition_refused() -> None:
    state = _state(hands={"optimates": ["law:acilian"]})
    assert laws.playable_laws(state, "optimates") == []


# ---------------------------------------------------------------- repopulating [1.09.81]


def test_1_09_81_fewest_senators_take_the_top_curia_senators() -> None:
    state = _state(curia=["fam:10", "fam:11", "fam:12", "fam:13"], force=[2, 5])
    ctx = Ctx(state)
    repopulate.repopulate(ctx)
    # equites (1 senator) take fam:10; then equites and populares tie at 2 and the
    # equites have less Influence; then a die between the three tied on size
    assert state.senators["fam:10"].faction == "equites"
    assert repopulate.in_rome(state) == 8
    assert "fam:13" in state.curia
