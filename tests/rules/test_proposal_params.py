"""A proposal's params are its kind's pydantic model [1.09.1]: read as attributes by the
rules, written in the JSON they were given in (stored actions and states keep their shape),
and refused with a message when a player's are wrong."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games import get_game
from bot.games.ror.ai import reckless
from bot.games.ror.rules.actions import Propose, action_json, parse_action
from bot.games.ror.rules.proposal_params import PARAMS, ProposalParams
from bot.games.ror.rules.senate import advocates, tribunes
from bot.games.ror.rules.senate.deployment import DeployParams
from bot.games.ror.rules.senate.forces import RaiseParams
from bot.games.ror.rules.senate.governors import SlateParams
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.state import SenateState
from bot.games.ror.rules.turn import advance
from bot.messages import has, t
from tests.rules.conftest import make_state

ror = get_game("ror")

#: Propose actions as the action log stored them before the params were typed
STORED = (
    '{"kind":"propose","proposal":"consuls","params":{"pair":["fam:1","fam:3"]},"tribune":null}',
    '{"kind":"propose","proposal":"deploy","params":{"commander":"fam:2","war":"war:punic_1",'
    '"legions":3,"fleets":5,"veterans":[]},"tribune":null}',
    '{"kind":"propose","proposal":"raise_forces","params":{"legions":2},"tribune":"free:fam:4"}',
    '{"kind":"propose","proposal":"governors","params":{"slate":[["prov:sicilia","fam:2"]]},'
    '"tribune":null}',
    '{"kind":"propose","proposal":"reinforce","params":{"war":"war:punic_1","proconsul":"fam:3",'
    '"legions":0,"fleets":2,"veterans":[]},"tribune":null}',
    '{"kind":"propose","proposal":"attack_rebel","params":{"commander":"fam:2","legions":6},'
    '"tribune":null}',
    '{"kind":"propose","proposal":"reject_rhodian","params":{},"tribune":null}',
)


@pytest.mark.parametrize("text", STORED)
def test_1_09_1_a_stored_propose_reads_back_typed_in_the_same_json(text: str) -> None:
    stored = json.loads(text)
    action = parse_action(stored)
    assert isinstance(action, Propose)
    assert type(action.params) is PARAMS[stored["proposal"]]
    assert action_json(action) == stored  # the same fields: a field left out stays out
    assert parse_action(action_json(action)) == action


def test_1_09_1_the_json_keeps_only_the_fields_given() -> None:
    raised = parse_action({"kind": "propose", "proposal": "raise_forces", "params": {"legions": 2}})
    assert isinstance(raised, Propose) and isinstance(raised.params, RaiseParams)
    assert (raised.params.legions, raised.params.fleets) == (2, 0)  # the default is read
    assert action_json(raised)["params"] == {"legions": 2}  # but not written


def _at_other_business() -> Any:
    built, _ = make_state()
    built.procedures = []
    built.phase, built.step, built.senate = "senate", "other", SenateState()
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state


def test_1_09_1_a_proposal_kept_in_a_stored_state_reads_back_in_its_shape() -> None:
    """The floor's proposal and a suspended vote's (senate.data) as the current code
    stored them."""
    stored = json.loads(_at_other_business().model_dump_json())
    floor = {
        "kind": "governors",
        "params": {"slate": [["prov:sicilia", "fam:2"]]},
        "seat": "optimates",
        "proposer": "fam:1",
        "tribune": None,
    }
    held = {
        "kind": "deploy",
        "params": {"commander": "fam:2", "war": "war:punic_1", "legions": 3},
        "seat": "optimates",
        "proposer": "fam:1",
        "tribune": None,
    }
    stored["senate"]["proposal"] = floor
    stored["senate"]["data"]["suspended_vote"] = {"proposal": held, "played": True}
    state = ror.load_state(json.dumps(stored))
    assert state.senate.proposal is not None
    assert isinstance(state.senate.proposal.params, SlateParams)
    assert state.senate.proposal.params.slate == [("prov:sicilia", "fam:2")]
    assert json.loads(state.model_dump_json())["senate"] == stored["senate"]


def test_1_09_1_every_offered_proposal_round_trips_through_its_json() -> None:
    state = _at_other_business()
    seat = ror.pending(state)[0].seat
    offered = [a for a in ror.legal_actions(state, seat) if isinstance(a, Propose)]
    assert offered
    for action in offered:
        assert isinstance(action.params, KINDS[action.proposal].params)
        assert parse_action(json.loads(json.dumps(action_json(action)))) == action


def test_1_09_1_every_kind_declares_its_params_model() -> None:
    for key, kind in KINDS.items():
        assert issubclass(kind.params, ProposalParams) and PARAMS[key] is kind.params
        for params in kind.nominations(_at_other_business()):
            assert type(params) is kind.params, key


def test_1_09_1_every_kind_the_rules_name_by_its_key_is_registered() -> None:
    """The kinds some rules single out by their key (a law a Tribune's veto spares, the
    trial an Advocate speaks in): a misspelt key would silently never match."""
    named = [
        tribunes.UNVETOABLE_BY_PONTIFEX,  # 2.01
        tribunes.LAND_VETOABLE,  # statesmen.json 23A, Popillius Laenas
        advocates.PROSECUTION,  # 2.05
        *reckless.SPENDING,
    ]
    assert [key for key in named if key not in KINDS] == []


BAD = (
    # a malformed option: no Land Bill of type IV
    ({"type": "IV", "sponsor": "fam:1", "cosponsor": "fam:2"}, "land_bill", "type"),
    # a missing field: nobody to command the force
    ({"war": "war:punic_1", "legions": 3}, "deploy", "commander"),
    # an extra field
    ({"legions": 2, "generals": 1}, "raise_forces", "generals"),
    # a wrong type
    ({"province": "prov:sicilia", "legions": "two"}, "garrison", "legions"),
    # not pairs
    ({"slate": "fam:2"}, "governors", "slate"),
)


@pytest.mark.parametrize(("params", "proposal", "field"), BAD)
def test_1_09_1_bad_params_are_refused_with_a_message(
    params: dict[str, Any], proposal: str, field: str
) -> None:
    data = {"kind": "propose", "proposal": proposal, "params": params}
    with pytest.raises(IllegalAction) as refused:
        ror.parse_action(data)
    error = refused.value
    assert (error.key, error.rule, error.params["proposal"]) == (
        "bad_proposal_params",
        "1.09.1",
        proposal,
    )
    assert has("illegal.bad_proposal_params")
    text = t("illegal.bad_proposal_params", rule=error.rule, **error.params)
    assert field in text and proposal in text and "[1.09.1]" in text


def test_1_09_13_an_unknown_proposal_is_refused_when_read() -> None:
    with pytest.raises(IllegalAction) as refused:
        ror.parse_action({"kind": "propose", "proposal": "triumph", "params": {}})
    assert (refused.value.key, refused.value.params) == (
        "no_such_proposal",
        {"proposal": "triumph"},
    )


def test_1_09_1_params_of_another_kind_are_refused() -> None:
    raised = RaiseParams(legions=1)
    with pytest.raises(IllegalAction) as refused:
        Propose(proposal="deploy", params=raised)
    assert refused.value.key == "bad_proposal_params"
    sent = DeployParams(commander="fam:2", war="war:punic_1", legions=3)
    assert Propose(proposal="deploy", params=sent).params is sent  # no copy when typed
