"""The Senate's armies against the Primary Rebel [1.09.64, 1.11.35-1.11.373]: who may be
sent, with which units, the commander's consent, several armies, the rebel's faction in
the Senate, and the armies' return."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules.combat import run_combat
from bot.games.ror.rules.proposal_params import PARAMS
from bot.games.ror.rules.provincial import senate_attack as atk
from bot.games.ror.rules.senate import deployment as dep
from bot.games.ror.rules.senate.floor import FLOOR, nominations, proposal_refusal
from bot.games.ror.rules.senate.voting import voters
from bot.games.ror.rules.state import CIVIL_WAR, Force, Proposal, RorState, SenateState
from tests.rules.conftest import kinds, make_state

# fam:4 (populares) is the Primary Rebel with 4 legions, Military 0: strength 4
SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul", "military": 2},
    "fam:2": {"faction": "optimates", "office": "field_consul", "military": 1},
    "fam:3": {"faction": "populares", "military": 3},
    "fam:4": {"faction": "populares", "military": 0},
    "fam:5": {"faction": "equites", "popularity": 1},
}


def _state(rebel: dict[str, Any] | None = None, **extra: Any) -> RorState:
    army = {"war": CIVIL_WAR, "commander": "fam:4", "legions": 4, **(rebel or {})}
    people = {**SENATORS, **extra.pop("senators", {})}
    state, _ = make_state(clear_factions=True, senators=people, rebel_army=army, **extra)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    return state


def _proposal(seat: str = "optimates", **params: Any) -> Proposal:
    return Proposal(
        kind="attack_rebel", params={"commander": "fam:2", **params}, seat=seat, proposer="fam:2"
    )


def test_1_11_35_the_senate_may_send_an_army_against_a_rebel_commander() -> None:
    state = _state(legions=6)
    assert [p.model_dump(mode="json") for p in atk.attack_nominations(state)] == [
        {"commander": "fam:2", "legions": 6}
    ]
    assert (
        proposal_refusal(
            state,
            "attack_rebel",
            PARAMS["attack_rebel"].model_validate({"commander": "fam:2", "legions": 6}),
        )
        is None
    )
    ctx = Ctx(state)
    atk.attack(ctx, _proposal(legions=5))
    (force,) = state.forces
    assert (force.war, force.commander, force.legions, force.order) == (CIVIL_WAR, "fam:2", 5, 1)
    assert state.legions == 1 and state.senators["fam:2"].command == CIVIL_WAR
    assert "rebel_attacked" in kinds(ctx.events)


def test_1_11_35_no_attack_without_a_fixed_rebel() -> None:
    state = _state(legions=6)
    state.senators["fam:4"].rebel = False  # declared, his faction not yet asked [1.11.32]
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:2", "legions": 6})
    )
    assert refused is not None and refused.key == "no_rebel_to_attack"
    assert atk.attack_nominations(state) == []
    state.rebel_army = None
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:2", "legions": 6})
    )
    assert refused is not None and refused.key == "no_rebel_to_attack"


def test_1_11_35_at_least_one_legion_goes() -> None:
    state = _state(legions=6)
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:2", "legions": 0})
    )
    assert refused is not None and refused.key == "rebel_attack_needs_legions"
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:2", "legions": 7})
    )
    assert refused is not None and refused.key == "units_not_in_rome"
    assert (
        atk.attack_refusal(
            state, atk.AttackParams.model_validate({"commander": "fam:2", "legions": 1})
        )
        is None
    )
    assert atk.attack_nominations(_state(legions=0)) == []


def test_1_09_64_only_a_commander_may_be_sent_against_the_rebel() -> None:
    state = _state(legions=6)
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:1", "legions": 1})
    )
    assert refused is not None and refused.key == "field_consul_goes_first"
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:3", "legions": 1})
    )
    assert refused is not None and refused.key == "not_a_commander"
    # once the Field Consul has marched, the Rome Consul may follow: two armies
    ctx = Ctx(state)
    atk.attack(ctx, _proposal(legions=3))
    assert (
        atk.attack_refusal(
            state, atk.AttackParams.model_validate({"commander": "fam:1", "legions": 3})
        )
        is None
    )
    atk.attack(
        ctx,
        Proposal(
            kind="attack_rebel",
            params={"commander": "fam:1", "legions": 3},
            seat="optimates",
            proposer="fam:2",
        ),
    )
    assert [(f.commander, f.order) for f in state.forces] == [("fam:2", 1), ("fam:1", 2)]


def test_1_09_64_sending_the_presiding_magistrate_against_the_rebel_ends_the_senate() -> None:
    state = _state(legions=6, senators={"fam:2": {"faction": "optimates", "military": 1}})
    ctx = Ctx(state)
    atk.attack(ctx, _proposal(commander="fam:1", legions=6))  # fam:1, Rome Consul, presides
    assert state.senators["fam:1"].command == CIVIL_WAR
    assert "senate_adjourned" in kinds(ctx.events)
    # another commander sent: the Senate sits on
    state = _state(legions=6)
    ctx = Ctx(state)
    atk.attack(ctx, _proposal(legions=6))
    assert "senate_adjourned" not in kinds(ctx.events)


def test_1_09_34_the_dictator_takes_his_master_of_horse_against_the_rebel() -> None:
    people = {
        "fam:5": {"faction": "equites", "office": "dictator"},
        "fam:3": {"faction": "populares", "office": "master_of_horse"},
    }
    state = _state(legions=6, senators=people)
    atk.attack(Ctx(state), _proposal(commander="fam:5", legions=6))
    (force,) = state.forces
    assert (force.commander, force.master_of_horse) == ("fam:5", "fam:3")
    assert state.senators["fam:3"].command == CIVIL_WAR


def test_1_11_36_veterans_loyal_to_a_rebel_never_march_against_him() -> None:
    state = _state(legions=2)
    state.senators["fam:3"].rebel = True  # a Secondary Rebel [1.11.32]
    state.veterans = ["fam:1", "fam:3"]
    refused = atk.attack_refusal(
        state,
        atk.AttackParams.model_validate(
            {"commander": "fam:2", "legions": 0, "veterans": ["fam:3"]}
        ),
    )
    assert refused is not None and refused.key == "veterans_loyal_to_the_rebel"
    params = {"commander": "fam:2", "legions": 0, "veterans": ["fam:1"]}
    assert atk.attack_refusal(state, atk.AttackParams(**params)) is None
    assert [p.model_dump(mode="json") for p in atk.attack_nominations(state)] == [
        {"commander": "fam:2", "legions": 2, "veterans": ["fam:1"]}
    ]
    atk.attack(Ctx(state), _proposal(**params))
    assert state.forces[0].veterans == ["fam:1"] and state.veterans == ["fam:3"]


def test_1_09_643_a_commander_weaker_than_the_rebel_must_consent() -> None:
    # rebel: 4 legions + 2 veterans (x2) = 8, Military 0 -> 8
    state = _state(rebel={"veterans": ["fam:4", "fam:4"]}, legions=10)
    ctx = Ctx(state)
    atk.commander_consent(ctx, _proposal(seat="equites", legions=4))  # 4 + MIL 1 = 5 < 8
    assert state.procedures[-1].kind == "consent" and state.procedures[-1].seats == ["optimates"]
    state.procedures = []
    atk.commander_consent(ctx, _proposal(seat="equites", legions=7))  # 7 + 1 = 8: no consent
    assert state.procedures == []
    atk.commander_consent(ctx, _proposal(seat="equites", legions=6))  # 6 + 1 = 7 < 8
    assert state.procedures[-1].kind == "consent"


def test_1_11_32_the_rebels_loyal_faction_mates_serve_and_vote_the_rebels_do_not() -> None:
    people = {
        "fam:3": {"faction": "populares", "office": "field_consul"},
        "fam:2": {"faction": "optimates"},
    }
    state = _state(legions=4, senators=people)
    assert [s.card for s in voters(state, "populares")] == ["fam:3"]  # the rebel is away
    assert (
        atk.attack_refusal(
            state, atk.AttackParams.model_validate({"commander": "fam:3", "legions": 4})
        )
        is None
    )
    state.senators["fam:3"].rebel = True  # a Secondary Rebel leaves Rome
    assert voters(state, "populares") == []
    refused = atk.attack_refusal(
        state, atk.AttackParams.model_validate({"commander": "fam:3", "legions": 4})
    )
    assert refused is not None and refused.key == "commander_not_in_rome"


def test_1_09_644_a_force_against_the_rebel_may_be_recalled_later() -> None:
    state = _state(legions=0)
    state.forces = [Force(war=CIVIL_WAR, commander="fam:2", legions=3, sent_turn=0)]
    state.senators["fam:2"].command = CIVIL_WAR
    assert [p.model_dump(mode="json") for p in dep.recall_nominations(state)] == [
        {"commander": "fam:2"}
    ]
    dep.recall(
        Ctx(state),
        Proposal(kind="recall_proconsul", params={"commander": "fam:2"}, seat="optimates"),
    )
    assert state.forces == [] and state.legions == 3 and state.senators["fam:2"].in_rome


def test_1_09_9_a_force_against_the_rebel_without_legions_comes_home() -> None:
    state = _state(legions=0)
    state.forces = [
        Force(war=CIVIL_WAR, commander="fam:2", legions=0, sent_turn=0),
        Force(war=CIVIL_WAR, commander="fam:1", legions=2, sent_turn=0),
    ]
    for card in ("fam:1", "fam:2"):
        state.senators[card].command = CIVIL_WAR
    dep.automatic_recalls(Ctx(state))
    assert [f.commander for f in state.forces] == ["fam:1"]
    assert state.senators["fam:2"].command is None


def test_1_11_35_the_army_sent_fights_the_rebel_in_the_combat_phase() -> None:
    # 10 legions + MIL 1 against 4: 3d6 = 15, modified 22: Victory, the rebel dies
    state = _state(legions=10)
    atk.attack(Ctx(state), _proposal(legions=10))
    state.phase, state.step, state.procedures = "combat", "ransom", []
    state.rng.forced += [5, 5, 5]
    ctx = Ctx(state)
    run_combat(ctx)
    assert "civil_war_battle" in kinds(ctx.events) and "rebel_unopposed" not in kinds(ctx.events)
    assert "fam:4" not in state.senators and state.rebel_army is None
    assert state.outcome is None


def test_1_11_35_the_attack_comes_first_on_the_floor_while_the_rebel_is_unopposed() -> None:
    state = _state(legions=6)
    offered = nominations(state, "other")
    assert offered[0].proposal == "attack_rebel" and len(offered) <= FLOOR
    atk.attack(Ctx(state), _proposal(legions=3))
    assert not atk.unopposed(state)


def test_1_11_35_with_no_legion_in_rome_raising_comes_first_on_the_floor() -> None:
    state = _state(legions=0, treasury=100)
    assert nominations(state, "other")[0].proposal == "raise_forces"
    state.legions = 1
    assert nominations(state, "other")[0].proposal == "attack_rebel"


def test_1_09_15_a_vetoed_attack_spelled_with_its_defaults_is_the_same_proposal() -> None:
    """Writing out a field left at its default (no Veterans) does not make a vetoed
    proposal a new one [1.09.13, 1.09.15]."""
    state = _state(legions=6)
    bare = PARAMS["attack_rebel"].model_validate({"commander": "fam:2", "legions": 6})
    spelled = PARAMS["attack_rebel"].model_validate(
        {"commander": "fam:2", "legions": 6, "veterans": []}
    )
    state.senate.vetoed.append(atk.ATTACK_REBEL.signature(bare))
    refused = proposal_refusal(state, "attack_rebel", spelled)
    assert refused is not None and refused.key == "proposal_vetoed_before"
    fewer = PARAMS["attack_rebel"].model_validate({"commander": "fam:2", "legions": 5})
    assert proposal_refusal(state, "attack_rebel", fewer) is None
