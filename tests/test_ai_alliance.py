"""`basic` as the HRAO naming the war a New Alliance takes away [1.07.21]."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import MakePeace
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import make_state

ROR = get_game("ror")


def _naming(wars: dict[str, str], **state: Any) -> tuple[RorState, str]:
    """The Senate adjourned with New Alliance in play and `wars` on the board: the HRAO's
    seat names the war."""
    built, _ = make_state(wars=wars, treasury=50, active_events={"new_alliance": 1}, **state)
    built.phase, built.step, built.procedures = "senate", "adjourned", []
    built.senate.reopened = True  # no Tribune reopens it
    ctx = Ctx(built)
    advance(ctx)
    (decision,) = ROR.pending(built)
    assert decision.kind == "new_alliance"
    return built, decision.seat


def test_1_07_21_basic_names_the_active_war_no_force_fights() -> None:
    """An Active war left unfought counts toward the four that end Rome at the end of the
    Combat Phase (1.12.3); one a force fights may be won, an Inactive one waits: the 1st
    Macedonian War (12) goes, not the 1st Punic War an army is sent against nor the
    stronger Germanic Migrations (15), Inactive."""
    state, hrao = _naming(
        {
            "war:punic_1": "active",
            "war:macedonian_1": "active",
            "war:germanic_migrations": "inactive",
        },
        forces=[{"war": "war:punic_1", "commander": "fam:1", "legions": 10, "fleets": 10}],
    )
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:macedonian_1")
    state, hrao = _naming({"war:punic_1": "active", "war:germanic_migrations": "inactive"})
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:punic_1")


def test_1_10_2_basic_names_a_war_that_doubles_its_match() -> None:
    """Two Active wars of a series each count their printed strength twice (1.10.2):
    naming the 2nd Punic War takes its own 30 away and halves the 1st's 20, more than
    the 1st Macedonian War's 12 or the 1st Illyrian War's 5."""
    state, hrao = _naming(
        {
            "war:punic_1": "active",
            "war:punic_2": "active",
            "war:macedonian_1": "active",
            "war:illyrian_1": "active",
        }
    )
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:punic_2")
