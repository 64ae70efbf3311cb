"""The basic computer player in a civil war: the Senate's armies against a rebel, and the
rebel's faction paying for his [1.11.32, 1.11.33, 1.11.35]."""

from __future__ import annotations

import json
from pathlib import Path

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.ai.seen import Seen
from bot.games.ror.fixtures import Fixture, build
from bot.games.ror.rules.actions import (
    ChooseSide,
    DeclareRevolt,
    Done,
    Propose,
    Transfer,
    Vote,
    parse_action,
)
from bot.games.ror.rules.engine import apply
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState
from tests.rules.conftest import make_state

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


# ---------------------------------------------------------------- the rebel's purse [1.11.32]

REBELS_FACTION = {
    "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
    "fam:4": {"faction": "populares", "leader": True},
    "fam:6": {"faction": "populares", "talents": 10},
    "fam:7": {"faction": "populares", "talents": 3},
    "fam:8": {"faction": "populares", "talents": 8},
    "fam:5": {"faction": "equites"},
}


def test_1_11_32_basic_joins_a_revolt_with_the_talents_its_army_needs() -> None:
    """8 Legions cost their penniless rebel 16 talents at the next Revenue Phase, before
    the Senate meets him, and he pays only from rebel purses and his Faction Treasury
    [1.06.2, 1.11.33]: his faction-mates join him richest first until they pay for the
    army; the one not needed stays loyal, and alive should the revolt fail."""
    state, _ = make_state(
        phase="revolution",
        clear_factions=True,
        hands={"optimates": [], "populares": [], "equites": []},
        senators=REBELS_FACTION,
        legions=0,
        fleets=0,
        force=[6] * 8,  # every Legion follows him
    )
    victors = Force(war="war:punic_1", commander="fam:4", legions=8, victorious=True)
    state.forces.append(victors)
    state.senators["fam:4"].command = victors.war
    while ROR.pending(state)[0].kind == "play_cards":
        state = apply(state, ROR.pending(state)[0].seat, Done()).state
    state = apply(state, "populares", DeclareRevolt()).state
    while ROR.pending(state) and ROR.pending(state)[0].kind == "secondary_revolt":
        side = BasicPlayer(1).choose(ROR, state, "populares")
        assert isinstance(side, ChooseSide)
        state = apply(state, "populares", side).state
    assert {s.card for s in state.senators.values() if s.rebel} == {"fam:4", "fam:6", "fam:8"}
    # the next turn's Revenue Phase has paid for all 8 [1.06.2]
    assert (state.turn, state.phase) == (2, "revenue")
    assert state.rebel_army is not None and state.rebel_army.legions == 8


def test_1_11_33_basic_pays_its_rebels_army_from_every_loyal_purse() -> None:
    """While one of its senators is in revolt a faction's loyal senators may pay into its
    Treasury, which pays his army's next upkeep [1.06.2, 1.06.3, 1.11.33]; without a revolt
    the purses gather on the senator who persuades."""
    state, _ = make_state(clear_factions=True, senators=REBELS_FACTION)
    view = ROR.view(state, "populares")
    seen = Seen(seat="populares", view=view, decision=None)
    to_treasury = Transfer(source="senator:fam:7", target="faction:populares", amount=3)
    assert BasicPlayer.score(seen, to_treasury) < 0
    state.senators["fam:4"].rebel = True
    state.rebel_army = Force(war=CIVIL_WAR, commander="fam:4", legions=8)
    seen = Seen(seat="populares", view=ROR.view(state, "populares"), decision=None)
    to_keeper = Transfer(source="senator:fam:7", target="senator:fam:6", amount=3)
    assert BasicPlayer.score(seen, to_treasury) > 0 > BasicPlayer.score(seen, to_keeper)
