"""The Senate's odds and ends [1.09.62-1.09.646, 1.07.341]: a Land Bill repeal's abstention
and its sponsor's Yes, disbanding veterans, both consuls in one deployment, recalling part
of a commanderless force, Viriathus."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import ClaimFloor, Done, Propose, Vote
from bot.games.ror.rules.senate import deploy_consuls as dc
from bot.games.ror.rules.senate import deployment as dep
from bot.games.ror.rules.senate import forces as frc
from bot.games.ror.rules.senate import land_bills as lb
from bot.games.ror.rules.senate import recall_part as rp
from bot.games.ror.rules.senate import voting
from bot.games.ror.rules.senate.governors import business
from bot.games.ror.rules.senate.presiding import voting_order
from bot.games.ror.rules.state import (
    CIVIL_WAR,
    Ballot,
    Force,
    Proposal,
    RorState,
    SenateState,
)
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_forum import draw

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul", "oratory": 3, "knights": 0},
    "fam:2": {"faction": "optimates", "office": "field_consul", "oratory": 2, "knights": 0},
    "fam:3": {"faction": "populares", "popularity": 5, "oratory": 4, "knights": 0},
    "fam:4": {"faction": "populares", "popularity": 2, "oratory": 1, "knights": 0},
    "fam:5": {"faction": "equites", "popularity": 1, "oratory": 5, "knights": 0},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators=SENATORS, **extra)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    return state


def _repeal(state: RorState) -> Proposal:
    lb.pass_bill(Ctx(state), "II", "fam:1", "fam:2")
    p = Proposal(
        kind="land_bill_repeal",
        params={"type": "II", "sponsor": "fam:3"},
        seat="optimates",
        proposer="fam:1",
    )
    state.senate.proposal = p
    return p


# ---------------------------------------------------------------- land bills [1.09.62]


def test_1_09_62_repeal_abstainers_count_for_it() -> None:
    state = _state()
    p = _repeal(state)
    state.senate.ballots = {"optimates": Ballot(no=["fam:1", "fam:2"]), "populares": Ballot()}
    result = voting.tally(state, p)
    # populares (4 + 1) and equites (5) do not vote: both count for the repeal
    assert (result["yes"], result["no"]) == (10, 5)
    assert result["senators"]["fam:5"]["vote"] == "yes"


def test_1_09_62_repeal_abstainers_lose_popularity_as_yes_voters() -> None:
    state = _state()
    p = _repeal(state)
    state.senate.closed_ballots = {
        "optimates": Ballot(no=["fam:1", "fam:2"]),
        "populares": Ballot(yes=["fam:3"], no=["fam:4"]),
        "equites": Ballot(),  # called, it abstains
    }
    lb.on_repeal_pass(Ctx(state), p)
    assert state.senators["fam:3"].popularity == 5 - 2 - 1  # sponsor and Yes voter
    assert state.senators["fam:4"].popularity == 2  # voted No
    assert state.senators["fam:5"].popularity == 0  # abstained: counted as Yes
    assert state.senators["fam:1"].popularity == 2  # the bill's sponsor voted No


def test_1_09_62_repeal_sponsor_may_not_vote_against_it() -> None:
    state = _state()
    _repeal(state)
    with pytest.raises(IllegalAction) as refused:
        voting._check_ballot(state, "populares", Vote(no=["fam:3", "fam:4"]))
    assert (refused.value.key, refused.value.rule) == ("must_vote_yes", "1.09.62")
    against = voting.legal_ballots(state, "populares")[1]
    assert against == Vote(yes=["fam:3"], no=["fam:4"])
    assert voting._check_ballot(state, "populares", against).yes == ["fam:3"]


def test_1_09_62_bill_sponsor_may_still_vote_against_his_bill() -> None:
    state = _state()
    p = Proposal(
        kind="land_bill",
        params={"type": "II", "sponsor": "fam:3", "cosponsor": "fam:4"},
        seat="optimates",
        proposer="fam:1",
    )
    state.senate.proposal = p
    assert voting._check_ballot(state, "populares", Vote(no=["fam:3", "fam:4"])).no
    state.senate.ballots = {"populares": Ballot(yes=["fam:4"])}
    result = voting.tally(state, p)
    assert result["senators"]["fam:3"]["vote"] == "no"  # abstaining on a bill is No


# ---------------------------------------------------------------- forces [1.09.63]


def _with_veterans(*cards: str) -> RorState:
    state = _state()
    state.veterans = list(cards)
    return state


def _disband(**params: Any) -> Proposal:
    return Proposal(kind="disband_forces", params=params, seat="optimates", proposer="fam:1")


def test_1_09_63_veterans_in_rome_may_be_disbanded_with_their_senators_consent() -> None:
    state = _with_veterans("fam:3", "fam:3", "fam:1")
    p = _disband(legions=0, fleets=0, veterans=["fam:3", "fam:1"])
    assert frc.disband_refusal(state, p.params) is None
    offered = [p.model_dump() for p in frc.disband_nominations(state)]
    assert {"legions": 0, "fleets": 0, "veterans": ["fam:1"]} in offered
    ctx = Ctx(state)
    frc.veteran_consent(ctx, p)
    (asked,) = state.procedures  # fam:3's faction; fam:1 is the proposer's own
    assert (asked.kind, asked.seats, asked.data.senators) == (
        "consent",
        ["populares"],
        ["fam:1", "fam:3"],
    )
    frc.disband_forces(ctx, p)
    assert state.veterans == ["fam:3"]


def test_1_09_63_only_veterans_that_are_in_rome() -> None:
    state = _with_veterans("fam:3")
    refusal = frc.disband_refusal(
        state, dep.UnitParams.model_validate({"veterans": ["fam:3", "fam:3"]})
    )
    assert refusal is not None and refusal.key == "too_few_to_disband"
    refusal = frc.disband_refusal(state, dep.UnitParams.model_validate({"veterans": []}))
    assert refusal is not None and refusal.key == "bad_unit_count"


def test_1_09_63_veterans_of_a_dead_senator_need_no_consent() -> None:
    state = _with_veterans("fam:9")
    frc.veteran_consent(Ctx(state), _disband(veterans=["fam:9"]))
    assert state.procedures == []


# ---------------------------------------------------------------- deployment [1.09.64]


def _both(rome: dict[str, Any], field: dict[str, Any]) -> dc.ConsulsParams:
    war = {"war": "war:gallic_1", "veterans": []}
    forces = [{"commander": "fam:2", **war, **field}, {"commander": "fam:1", **war, **rome}]
    return dc.ConsulsParams.model_validate({"forces": forces})


def _at_war(**extra: Any) -> RorState:
    state = _state(wars={"war:gallic_1": "active"}, legions=6, fleets=0, **extra)
    return state


def test_1_09_64_both_consuls_go_together_in_one_proposal() -> None:
    state = _at_war()
    params = _both({"legions": 2, "fleets": 0}, {"legions": 4, "fleets": 0})
    assert dc.refusal(state, params) is None
    # alone, the Rome Consul may not go before the Field Consul
    refused = dep.deploy_refusal(state, params.forces[1])
    assert refused is not None and refused.key == "field_consul_goes_first"
    assert dc.nominations(state)  # offered to the Presiding Magistrate
    ctx = Ctx(state)
    dc.deploy_both(
        ctx, Proposal(kind="deploy_consuls", params=params, seat="optimates", proposer="fam:1")
    )
    assert sorted((f.commander, f.legions) for f in state.forces) == [("fam:1", 2), ("fam:2", 4)]
    assert state.legions == 0 and state.step == "adjourned"  # the Presiding Magistrate left


def test_1_09_64_both_consuls_need_the_units_of_both_in_rome() -> None:
    state = _at_war()
    refused = dc.refusal(state, _both({"legions": 3, "fleets": 0}, {"legions": 4, "fleets": 0}))
    assert refused is not None and refused.key == "units_not_in_rome"
    refused = dc.refusal(state, _both({"legions": 0, "fleets": 0}, {"legions": 4, "fleets": 0}))
    assert refused is not None and refused.key == "no_legion_for_land_battle"


def test_1_09_64_both_consuls_each_short_of_the_war_consents() -> None:
    state = _at_war()
    params = _both({"legions": 2, "fleets": 0}, {"legions": 4, "fleets": 0})
    p = Proposal(kind="deploy_consuls", seat="populares", proposer="fam:3", params=params)
    dc.consent(Ctx(state), p)
    (asked,) = state.procedures
    assert asked.kind == "consent" and asked.data.senators == ["fam:2", "fam:1"]


# ---------------------------------------------------------------- Viriathus [1.07.341]

SPAIN = {"prov:hispania_citerior": {}, "prov:hispania_ulterior": {}}


def test_1_07_341_viriathus_waits_in_the_curia_until_spain_is_provinces() -> None:
    state, _ = draw(["ldr:viriathus"], wars={"war:lusitanian": "inactive"})
    assert "ldr:viriathus" in state.curia and state.wars[-1].leaders == []
    assert state.wars[-1].status == "inactive"
    state, _ = draw(["war:lusitanian"], curia=["ldr:viriathus"])
    assert "ldr:viriathus" in state.curia and state.wars[-1].leaders == []


def test_1_07_341_viriathus_joins_once_both_spanish_provinces_exist() -> None:
    state, _ = draw(["ldr:viriathus"], wars={"war:lusitanian": "inactive"}, provinces=SPAIN)
    assert state.wars[-1].leaders == ["ldr:viriathus"] and state.wars[-1].status == "active"
    state, _ = draw(["war:lusitanian"], curia=["ldr:viriathus"], provinces=SPAIN)
    assert state.wars[-1].leaders == ["ldr:viriathus"] and "ldr:viriathus" not in state.curia


# ---------------------------------------------------------------- commanderless [1.09.646]


def _left_alone() -> RorState:
    state = _at_war()
    state.forces.append(Force(war="war:gallic_1", legions=3, veterans=["fam:3"], fleets=1))
    return state


def test_1_09_646_part_of_a_commanderless_force_is_recalled() -> None:
    state = _left_alone()
    params = {"war": "war:gallic_1", "legions": 2, "veterans": ["fam:3"], "fleets": 0}
    assert rp.refusal(state, rp.PartParams(**params)) is None
    assert [p.model_dump(mode="json") for p in rp.nominations(state)] == [
        {"war": "war:gallic_1", "legions": 1, "fleets": 0, "veterans": []}
    ]
    p = Proposal(kind="recall_commanderless_part", params=params, seat="optimates")
    rp.recall_part(Ctx(state), p)
    (force,) = state.forces
    assert (force.legions, force.veterans, force.fleets) == (1, [], 1)  # no minimum force
    assert (state.legions, state.veterans) == (8, ["fam:3"])
    rest = rp.PartParams(war="war:gallic_1", legions=1, fleets=1)
    rp.recall_part(Ctx(state), p.model_copy(update={"params": rest}))
    assert state.forces == []  # nothing left: the force is gone


def test_1_09_646_only_units_that_are_with_the_force() -> None:
    state = _left_alone()
    refused = rp.refusal(state, rp.PartParams.model_validate({"war": "war:gallic_1", "legions": 4}))
    assert refused is not None and refused.key == "units_not_with_force"
    refused = rp.refusal(state, rp.PartParams.model_validate({"war": "war:gallic_1"}))
    assert refused is not None and refused.key == "bad_unit_count"
    refused = rp.refusal(state, rp.PartParams.model_validate({"war": "war:punic_1", "legions": 1}))
    assert refused is not None and refused.key == "no_commanderless_force"


# ---------------------------------------------------------------- part of a proconsul's force


def _proconsul_away() -> RorState:
    """fam:4, a proconsul, at the 1st Punic War (Fleet Support 5, a naval battle first)."""
    state = _state(wars={"war:punic_1": "active"}, legions=0, fleets=0)
    state.forces.append(
        Force(war="war:punic_1", commander="fam:4", legions=3, veterans=["fam:4"], fleets=6)
    )
    state.senators["fam:4"].command = "war:punic_1"
    return state


def test_1_09_646_part_of_a_proconsuls_force_is_recalled_without_his_consent() -> None:
    state = _proconsul_away()
    ctx = Ctx(state)
    advance(ctx)
    state = ctx.state
    part = {"commander": "fam:4", "legions": 3, "veterans": [], "fleets": 1}
    state, events = play(
        state, ("optimates", Propose(proposal="recall_proconsul_part", params=part))
    )
    assert {d.kind for d in ror.pending(state)} == {"senate_ballot"}  # nobody's consent
    moves = [
        (seat, Vote(yes=[s.card for s in voting.voters(state, seat)]))
        for seat in voting_order(state)
    ]
    state, events = play(state, *moves)
    assert "proconsul_part_recalled" in kinds(events)
    (force,) = state.forces
    assert (force.commander, force.legions, force.veterans, force.fleets) == (
        "fam:4",
        0,
        ["fam:4"],
        5,
    )
    assert (state.legions, state.fleets) == (3, 1)
    assert not state.senators["fam:4"].in_rome


def test_1_09_646_what_stays_with_the_proconsul_meets_the_minimum_force() -> None:
    state = _proconsul_away()
    every_legion = {"commander": "fam:4", "legions": 3, "veterans": ["fam:4"]}
    assert (
        rp.proconsul_refusal(state, rp.ProconsulPartParams(**every_legion)) is None
    )  # the naval battle comes first
    for units, key in (
        ({"fleets": 2}, "no_fleet_support"),
        ({"legions": 4}, "units_not_with_force"),
    ):
        refused = rp.proconsul_refusal(
            state, rp.ProconsulPartParams.model_validate({"commander": "fam:4", **units})
        )
        assert refused is not None and refused.key == key, units
    state.wars[0].naval_victory = True  # now a land battle: a legion must stay
    refused = rp.proconsul_refusal(state, rp.ProconsulPartParams(**every_legion))
    assert refused is not None and refused.key == "no_legion_for_land_battle"
    assert [p.model_dump(mode="json") for p in rp.proconsul_nominations(state)] == [
        {"commander": "fam:4", "legions": 1, "fleets": 0, "veterans": []}
    ]
    business(state).sent.append("fam:4")  # 1.09.645: he left Rome this phase
    refused = rp.proconsul_refusal(
        state, rp.ProconsulPartParams.model_validate({"commander": "fam:4", "legions": 1})
    )
    assert refused is not None and refused.key == "proconsul_just_sent"
    assert rp.proconsul_nominations(state) == []


# ---------------------------------------------------------------- a Tribune suspends [1.09.15]

TRIBUNE = "int:tribune#1"
SEND_PM = {"commander": "fam:1", "war": "war:gallic_1", "legions": 4, "fleets": 0, "veterans": []}


def _pm_goes(hands: dict[str, list[str]], **more: Any) -> RorState:
    """Other business; fam:1, Rome Consul and Presiding Magistrate, may go alone; `more`
    senators."""
    people = {**SENATORS, "fam:2": {"faction": "optimates", "oratory": 2, "knights": 0}, **more}
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        options={"ballot": "open"},
        wars={"war:gallic_1": "active"},
        legions=4,
        fleets=0,
        hands=hands,
    )
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    state, _ = play(ctx.state, ("optimates", Propose(proposal="deploy", params=SEND_PM)))
    return state


def _ballots(state: RorState, claim: bool) -> tuple[RorState, list[Any]]:
    moves: list[tuple[str, Any]] = []
    for decision in list(ror.pending(state)):
        assert decision.kind == "senate_vote"
    order = list(voting_order(state))
    for seat in order:
        if claim and seat == "equites":
            moves.append((seat, ClaimFloor(tribune=TRIBUNE)))
        moves.append((seat, Vote(yes=[s.card for s in voting.voters(state, seat)])))
    return play(state, *moves)


def test_1_09_15_a_tribune_suspends_the_vote_sending_the_presiding_magistrate() -> None:
    state = _pm_goes({"equites": [TRIBUNE]})
    state, events = _ballots(state, claim=True)
    assert "vote_suspended" in kinds(events) and "force_sent" not in kinds(events)
    assert state.step == "other" and state.senators["fam:1"].in_rome
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("equites", "tribune_floor")
    raise_one = Propose(proposal="raise_forces", params={"legions": 1, "fleets": 0})
    state, _ = play(state, ("equites", raise_one))
    state, events = _ballots(state, claim=False)  # fam:1 still votes on it
    assert "forces_raised" in kinds(events) and "vote_resumed" in kinds(events)
    assert "force_sent" not in kinds(events)
    # 1.09.15: the suspended vote is held again, from the start
    assert {d.kind for d in ror.pending(state)} == {"senate_vote"}
    assert state.senate.proposal is not None and state.senate.proposal.kind == "deploy"
    state, events = _ballots(state, claim=False)
    assert "force_sent" in kinds(events) and state.step != "other"
    (sent,) = [e.data for e in events if e.kind == "force_sent"]
    assert (sent["commander"], sent["legions"]) == ("fam:1", 4)


def test_1_09_15_a_tribune_suspends_the_vote_sending_the_pm_against_the_rebel() -> None:
    """Sending the Presiding Magistrate against the Primary Rebel sends him away to war
    (1.11.35): a Tribune claimed in that ballot suspends the vote."""
    people = {
        **SENATORS,
        "fam:2": {"faction": "optimates", "oratory": 2, "knights": 0},
        "fam:4": {"faction": "populares", "military": 0},  # the Primary Rebel, away
    }
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        options={"ballot": "open"},
        rebel_army={"war": CIVIL_WAR, "commander": "fam:4", "legions": 2},
        legions=6,
        hands={"equites": [TRIBUNE]},
    )
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    attack = Propose(proposal="attack_rebel", params={"commander": "fam:1", "legions": 6})
    state, _ = play(ctx.state, ("optimates", attack))
    state, events = _ballots(state, claim=True)
    assert "vote_suspended" in kinds(events) and "rebel_attacked" not in kinds(events)
    assert state.senators["fam:1"].in_rome and state.legions == 6
    (decision,) = ror.pending(state)
    assert (decision.seat, decision.kind) == ("equites", "tribune_floor")
    state, events = play(state, ("equites", Done()))  # the Tribune proposes nothing
    assert "vote_resumed" in kinds(events)
    assert state.senate.proposal is not None and state.senate.proposal.kind == "attack_rebel"
    state, events = _ballots(state, claim=False)
    (sent,) = [e.data for e in events if e.kind == "rebel_attacked"]
    assert (sent["senator"], sent["legions"]) == ("fam:1", 6)
    assert "senate_adjourned" in kinds(events)


def test_1_09_15_a_suspended_vote_held_again_may_fail() -> None:
    state = _pm_goes({"equites": [TRIBUNE]})
    state, _ = _ballots(state, claim=True)
    state, _ = play(state, ("equites", Done()))  # the Tribune proposes nothing
    assert ror.pending(state)[0].kind == "senate_vote"
    moves = [
        (seat, Vote(no=[s.card for s in voting.voters(state, seat)]))
        for seat in voting_order(state)
    ]
    state, events = play(state, *moves)
    assert "proposal_failed" in kinds(events) and "force_sent" not in kinds(events)
    assert state.senators["fam:1"].in_rome and state.step == "other"


def test_1_09_15_a_claim_that_can_propose_nothing_suspends_no_vote() -> None:
    """The Gracchi's free Tribune proposes a Land Bill alone (statesmen.json 25A/25B):
    with a bill of each type proposed this turn it can propose nothing, and the vote sending
    the Presiding Magistrate away passes. Suspended, it would be held again and suspended
    again, and the Senate would never move on."""
    gracchus = {"faction": "equites", "oratory": 4, "knights": 0}
    state = _pm_goes({"equites": []}, **{"st:25A": gracchus})
    for kind in ("I", "II", "III"):
        lb.note_proposed(state, kind)
    moves: list[tuple[str, Any]] = []
    for seat in voting_order(state):
        if seat == "equites":
            moves.append((seat, ClaimFloor(tribune="land_bill:st:25A")))
        moves.append((seat, Vote(yes=[s.card for s in voting.voters(state, seat)])))
    state, events = play(state, *moves)
    assert "vote_suspended" not in kinds(events) and "force_sent" in kinds(events)


def test_1_09_15_without_a_claim_the_presiding_magistrate_goes_at_once() -> None:
    state = _pm_goes({"equites": [TRIBUNE]})
    state, events = _ballots(state, claim=False)
    assert "vote_suspended" not in kinds(events) and "force_sent" in kinds(events)
    assert "senate_adjourned" in kinds(events)


def test_1_09_15_a_suspended_vote_that_can_no_longer_be_carried_out_lapses() -> None:
    state = _pm_goes({"equites": [TRIBUNE]})
    state, _ = _ballots(state, claim=True)
    state.legions = 0  # its legions went elsewhere meanwhile
    state, events = play(state, ("equites", Done()))
    assert "suspended_vote_lapsed" in kinds(events) and "force_sent" not in kinds(events)
