"""`basic` with an Open Bodyguard in hand in Redistribution: beside the senator a rival's
knife waits for, one who may be nominated Consul for Life [1.09.72, 1.09.82]."""

from __future__ import annotations

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.redistribution import open_redistribution
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import make_state, play
from tests.rules.test_senate_kernel import EQU, OPT, POP

ROR = get_game("ror")
GUARD = "int:open_bodyguard#1"
SEEDS = range(1, 6)


def _redistributing(influence: int) -> RorState:
    """The populares hold an Open Bodyguard; fam:4 (Influence 3) and fam:6 (`influence`)
    sit in Rome."""
    state, _ = make_state(
        clear_factions=True,
        senators={
            "fam:1": {"faction": OPT, "leader": True},
            "fam:4": {"faction": POP, "leader": True, "influence": 3, "talents": 3},
            "fam:6": {"faction": POP, "influence": influence, "talents": 3},
            "fam:5": {"faction": EQU},
        },
        hands={OPT: ["int:assassin#1"], POP: [GUARD]},
    )
    state.phase, state.step, state.procedures = "revenue", "development", []
    open_redistribution(state)
    return state


def _redistribute(state: RorState, seed: int) -> RorState:
    """The populares' Redistribution played out by `basic`."""
    player = BasicPlayer(seed)
    for _ in range(50):
        if not any(d.seat == POP for d in ROR.pending(state)):
            break
        state, _ = play(state, (POP, player.choose(ROR, state, POP)))
    return state


def test_1_09_72_basic_guards_the_senator_who_may_be_nominated_consul_for_life() -> None:
    """fam:6 at 24 Influence may be nominated (21); the decision offers fam:4, and
    `basic` types fam:6."""
    for seed in SEEDS:
        state = _redistribute(_redistributing(influence=24), seed)
        assert state.senators["fam:6"].bodyguards == [GUARD]
        assert state.senators["fam:4"].bodyguards == [] and GUARD not in state.factions[POP].hand


def test_1_09_72_basic_keeps_the_bodyguard_while_none_may_be_nominated() -> None:
    """Its upkeep, a talent and a Popularity a turn, buys nothing yet."""
    for seed in SEEDS:
        state = _redistribute(_redistributing(influence=10), seed)
        assert state.factions[POP].hand == [GUARD]
