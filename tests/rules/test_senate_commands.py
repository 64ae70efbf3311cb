"""Proconsuls replaced and reinforced, commanderless forces, garrisons
[1.09.644-1.09.647]."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules.proposal_params import PARAMS
from bot.games.ror.rules.senate import commands as cmd
from bot.games.ror.rules.senate import deployment as dep
from bot.games.ror.rules.senate.floor import proposal_refusal
from bot.games.ror.rules.state import Force, Proposal, RorState, SenateState
from bot.games.ror.rules.units import senate_legions
from tests.rules.conftest import kinds, make_state

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "office": "rome_consul", "military": 2},
    "fam:2": {"faction": "optimates", "office": "field_consul", "military": 4},
    "fam:3": {"faction": "populares", "military": 3},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites"},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators=SENATORS, **extra)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    return state


def _with_proconsul(state: RorState, card: str = "fam:3", **units: Any) -> Force:
    force = Force(
        war="war:gallic_1", commander=card, sent_turn=state.turn - 1, **{"legions": 3, **units}
    )
    state.forces.append(force)
    state.senators[card].command = "war:gallic_1"
    return force


def _proposal(kind: str, seat: str = "optimates", **params: Any) -> Proposal:
    return Proposal(kind=kind, params=params, seat=seat, proposer="fam:1")


def _replace(**params: Any) -> dict[str, Any]:
    return {
        "war": "war:gallic_1",
        "proconsul": "fam:3",
        "commander": "fam:2",
        "legions": 0,
        "fleets": 0,
        "veterans": [],
        **params,
    }


# ---------------------------------------------------------------- replacing [1.09.644]


def test_1_09_644_a_consul_replaces_a_proconsul_who_comes_home() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=4)
    force = _with_proconsul(state)
    assert [p.model_dump(mode="json") for p in cmd.replace_nominations(state)] == [_replace()]
    assert (
        proposal_refusal(
            state,
            "replace_commander",
            PARAMS["replace_commander"].model_validate(_replace(legions=2)),
        )
        is None
    )
    ctx = Ctx(state)
    cmd.replace(ctx, _proposal("replace_commander", **_replace(legions=2)))
    assert state.senators["fam:3"].in_rome and not state.senators["fam:2"].in_rome
    assert (force.commander, force.legions, state.legions) == ("fam:2", 5, 2)
    assert force.sent_turn == state.turn and "commander_replaced" in kinds(ctx.events)
    # he left Rome this phase: neither recalled, replaced nor reinforced now [1.09.645]
    assert (
        dep.recall_refusal(state, dep.ProconsulParams.model_validate({"commander": "fam:2"}))
        is not None
    )
    refused = cmd.reinforce_refusal(
        state, cmd.ForceUnitParams(war="war:gallic_1", proconsul="fam:2", legions=1)
    )
    assert refused is not None and refused.key == "proconsul_just_sent"


def test_1_09_644_only_a_commander_in_rome_may_replace() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=4)
    _with_proconsul(state)
    refused = proposal_refusal(
        state,
        "replace_commander",
        PARAMS["replace_commander"].model_validate(_replace(commander="fam:4")),
    )
    assert refused is not None and (refused.key, refused.rule) == ("not_a_commander", "1.09.64")
    refused = proposal_refusal(
        state,
        "replace_commander",
        PARAMS["replace_commander"].model_validate(_replace(commander="fam:1")),
    )
    assert refused is not None and refused.key == "field_consul_goes_first"
    refused = proposal_refusal(
        state,
        "replace_commander",
        PARAMS["replace_commander"].model_validate(_replace(proconsul="fam:5")),
    )
    assert refused is not None and (refused.key, refused.rule) == ("no_such_proconsul", "1.09.644")
    refused = proposal_refusal(
        state, "replace_commander", PARAMS["replace_commander"].model_validate(_replace(legions=5))
    )
    assert refused is not None and refused.key == "units_not_in_rome"
    assert state.senators["fam:3"].command == "war:gallic_1"  # nothing changed


def test_1_09_644_the_new_commander_consents_when_weaker_than_the_war() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=10)
    _with_proconsul(state)  # 3 legions + MIL 4 < 10
    weak = _proposal("replace_commander", seat="populares", **_replace())
    cmd.replacement_consent(Ctx(state), weak)
    assert state.procedures[-1].kind == "consent" and state.procedures[-1].seats == ["optimates"]
    state.procedures = []
    strong = _proposal("replace_commander", seat="populares", **_replace(legions=4))
    cmd.replacement_consent(Ctx(state), strong)  # 7 legions + MIL 4 >= 10
    assert state.procedures == []


def test_1_09_644_sending_the_presiding_magistrate_adjourns_the_senate() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=4)
    _with_proconsul(state)
    state.senators["fam:2"].command = "war:punic_1"  # the Field Consul is away
    cmd.replace(Ctx(state), _proposal("replace_commander", **_replace(commander="fam:1")))
    assert state.step == "adjourned"


# ---------------------------------------------------------------- reinforcing [1.09.645]


def test_1_09_645_reinforcing_a_proconsul_then_no_recall_this_phase() -> None:
    state = _state(wars={"war:punic_1": "active"}, legions=6, fleets=6)
    force = Force(war="war:punic_1", commander="fam:3", legions=2, fleets=3, sent_turn=0)
    state.forces.append(force)
    state.senators["fam:3"].command = "war:punic_1"
    nominated = [p.model_dump() for p in cmd.reinforce_nominations(state)]
    assert nominated == [
        {"war": "war:punic_1", "proconsul": "fam:3", "legions": 0, "fleets": 2, "veterans": []}
    ]  # Fleet Support 5
    ctx = Ctx(state)
    cmd.reinforce(ctx, _proposal("reinforce", **nominated[0]))
    assert (force.fleets, state.fleets, force.commander) == (5, 4, "fam:3")
    assert "force_reinforced" in kinds(ctx.events)
    refused = dep.recall_refusal(state, dep.ProconsulParams.model_validate({"commander": "fam:3"}))
    assert refused is not None and refused.rule == "1.09.645"
    refused = cmd.replace_refusal(state, cmd.ReplaceParams(**_replace(war="war:punic_1")))
    assert refused is not None and refused.key == "proconsul_just_reinforced"
    dep.automatic_recalls(Ctx(state))  # enough Fleet Support now: he stays [1.09.9]
    assert state.forces == [force]


def test_1_09_645_reinforcements_need_units_in_rome_and_a_force() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=1)
    _with_proconsul(state)
    base = {"war": "war:gallic_1", "proconsul": "fam:3"}
    for params, key in (
        ({**base}, "bad_reinforcement"),
        ({**base, "legions": 2}, "units_not_in_rome"),
        ({**base, "proconsul": "fam:4", "legions": 1}, "no_such_proconsul"),
    ):
        refused = proposal_refusal(state, "reinforce", PARAMS["reinforce"].model_validate(params))
        assert refused is not None and refused.key == key
    assert (
        proposal_refusal(
            state, "reinforce", PARAMS["reinforce"].model_validate({**base, "legions": 1})
        )
        is None
    )


# ---------------------------------------------------------------- commanderless [1.09.646]


def test_1_09_646_a_commanderless_force_is_taken_over_or_recalled() -> None:
    state = _state(wars={"war:gallic_1": "active"}, legions=0)
    state.forces.append(Force(war="war:gallic_1", legions=3))
    assert [p.model_dump(mode="json") for p in cmd.recall_force_nominations(state)] == [
        {"war": "war:gallic_1"}
    ]
    refused = proposal_refusal(
        state,
        "recall_commanderless",
        PARAMS["recall_commanderless"].model_validate({"war": "war:punic_1"}),
    )
    assert refused is not None and refused.rule == "1.09.646"
    params = _replace(proconsul=None)
    assert (
        proposal_refusal(
            state, "replace_commander", PARAMS["replace_commander"].model_validate(params)
        )
        is None
    )
    taken = state.model_copy(deep=True)
    cmd.replace(Ctx(taken), _proposal("replace_commander", **params))
    assert taken.forces[0].commander == "fam:2" and taken.senators["fam:2"].command
    cmd.recall_force(Ctx(state), _proposal("recall_commanderless", war="war:gallic_1"))
    assert state.forces == [] and state.legions == 3


# ---------------------------------------------------------------- garrisons [1.09.647]


def test_1_09_647_legions_garrison_a_governed_province_and_stay_a_turn() -> None:
    state = _state(
        legions=4,
        provinces={
            "prov:sicilia": {"governor": "fam:4", "term": 3},
            "prov:sardinia_et_corsica": {},
        },
    )
    total = senate_legions(state)
    assert [p.model_dump(mode="json") for p in cmd.garrison_nominations(state)] == [
        {"province": "prov:sicilia", "legions": 1}
    ]
    refused = proposal_refusal(
        state, "garrison", cmd.GarrisonParams(province="prov:sardinia_et_corsica", legions=1)
    )
    assert refused is not None and refused.key == "no_governor_to_garrison"
    refused = proposal_refusal(
        state,
        "garrison",
        PARAMS["garrison"].model_validate({"province": "prov:sicilia", "legions": 5}),
    )
    assert refused is not None and refused.key == "units_not_in_rome"
    cmd.station(Ctx(state), _proposal("garrison", province="prov:sicilia", legions=3))
    assert (state.legions, state.provinces["prov:sicilia"].garrison) == (1, 3)
    assert senate_legions(state) == total  # the Senate still keeps (and pays for) them
    refused = proposal_refusal(
        state,
        "recall_garrison",
        PARAMS["recall_garrison"].model_validate({"province": "prov:sicilia", "legions": 3}),
    )
    assert refused is not None and refused.key == "garrison_just_sent"
    state.turn += 1
    assert [p.model_dump(mode="json") for p in cmd.recall_garrison_nominations(state)] == [
        {"province": "prov:sicilia", "legions": 3}
    ]
    refused = proposal_refusal(
        state,
        "recall_garrison",
        PARAMS["recall_garrison"].model_validate({"province": "prov:sicilia", "legions": 4}),
    )
    assert refused is not None and refused.key == "no_such_garrison"
    cmd.recall_garrison(
        Ctx(state), _proposal("recall_garrison", province="prov:sicilia", legions=2)
    )
    assert (state.legions, state.provinces["prov:sicilia"].garrison) == (3, 1)


def test_1_09_647_no_garrison_with_a_rebel_governor() -> None:
    state = _state(legions=4, provinces={"prov:sicilia": {"governor": "fam:4", "term": 3}})
    state.senators["fam:4"].rebel = True
    refused = proposal_refusal(
        state,
        "garrison",
        PARAMS["garrison"].model_validate({"province": "prov:sicilia", "legions": 1}),
    )
    assert refused is not None and (refused.key, refused.rule) == (
        "no_governor_to_garrison",
        "1.09.647",
    )


def test_1_09_647_a_garrison_follows_its_province_to_the_forum() -> None:
    state = _state(legions=0, provinces={"prov:sicilia": {"governor": "fam:4", "garrison": 2}})
    state.provinces["prov:sicilia"].governor = None  # the governor died [1.05.3]
    state.senators["fam:4"].province = None
    assert state.provinces["prov:sicilia"].garrison == 2
    refused = proposal_refusal(
        state,
        "garrison",
        PARAMS["garrison"].model_validate({"province": "prov:sicilia", "legions": 1}),
    )
    assert refused is not None and refused.key == "no_governor_to_garrison"
    assert (
        proposal_refusal(
            state,
            "recall_garrison",
            PARAMS["recall_garrison"].model_validate({"province": "prov:sicilia", "legions": 2}),
        )
        is None
    )
