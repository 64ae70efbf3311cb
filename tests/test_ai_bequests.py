"""`basic` and a Bequest waiting in the Forum: the Field Consul collects it with 3 Legions
and 3 Fleets, for the State's talents and a province, unless a war needs him [1.07.3]."""

from __future__ import annotations

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import play
from tests.rules.test_laws_lasting import _senate, _state

ROR = get_game("ror")
PERGAMENE = "evt:pergamene_bequest"


def _senate_played(wars: dict[str, str], seed: int) -> RorState:
    """The Pergamene Bequest in the Forum, fam:2 (optimates) Field Consul in Rome with 3
    Legions and 3 Fleets, `wars` on the board: the Senate's other business played out by
    `basic` at every seat."""
    state = _state(forum=[PERGAMENE], legions=3, fleets=3, wars=wars)
    state.senators["fam:2"].office = "field_consul"
    state = _senate(state, "other")
    player = BasicPlayer(seed)
    for _ in range(80):
        pending = ROR.pending(state)
        if state.phase != "senate" or not pending:
            break
        seat = pending[0].seat
        state, _ = play(state, (seat, player.choose(ROR, state, seat)))
    return state


def test_1_07_3_basic_collects_a_bequest_no_war_needs_the_field_consul_for() -> None:
    """No war: every faction votes for the 50 talents and Asia."""
    for seed in range(1, 4):
        state = _senate_played({}, seed)
        assert PERGAMENE not in state.forum
        assert (state.bequest_talents, state.bequest_provinces) == (50, ["prov:asia"])


def test_1_07_3_basic_keeps_the_field_consul_for_a_war_nobody_else_can_fight() -> None:
    """The 1st Punic War is Active and the Field Consul is the only commander in Rome:
    the Bequest waits in the Forum."""
    for seed in range(1, 4):
        state = _senate_played({"war:punic_1": "active"}, seed)
        assert PERGAMENE in state.forum and state.bequest_talents == 0
