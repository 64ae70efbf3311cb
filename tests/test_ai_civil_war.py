"""The basic computer player and the Senate's armies against a rebel [1.11.35]."""

from __future__ import annotations

import json
from pathlib import Path

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.fixtures import Fixture, build
from bot.games.ror.rules.actions import Propose, Vote, parse_action
from bot.games.ror.rules.engine import apply
from bot.games.ror.rules.state import RorState

ROR = get_game("ror")
SCENARIO = (
    Path(__file__).parent / "scenarios" / "1_11_35_senate_sends_an_army_against_the_rebel.json"
)


def _before_the_attack() -> RorState:
    """The scenario's Senate, at other business, the rebel Julius (populares) unopposed."""
    data = json.loads(SCENARIO.read_text())
    state, _ = build(Fixture.model_validate({**data, "actions": [], "expect": []}))
    for step in data["actions"]:
        if step["action"].get("proposal") == "attack_rebel":
            return state
        state = apply(state, step["seat"], parse_action(step["action"])).state
    raise AssertionError("the scenario never proposes the attack")


def test_1_11_35_the_basic_player_sends_an_army_against_an_unopposed_rebel() -> None:
    state = _before_the_attack()
    action = BasicPlayer(1).choose(ROR, state, "optimates")
    assert isinstance(action, Propose) and action.proposal == "attack_rebel"


def test_1_11_35_the_rebels_faction_votes_against_the_attack_the_others_for_it() -> None:
    state = _before_the_attack()
    propose = Propose(proposal="attack_rebel", params={"commander": "fam:6", "legions": 8})
    state = apply(state, "optimates", propose).state
    populares = BasicPlayer(1).choose(ROR, state, "populares")
    equites = BasicPlayer(1).choose(ROR, state, "equites")
    assert isinstance(populares, Vote) and populares.no and not populares.yes
    assert isinstance(equites, Vote) and equites.yes and not equites.no
