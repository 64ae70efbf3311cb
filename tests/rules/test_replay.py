"""Replay (bot.engine.replay): a recorded log rebuilds the played state exactly, in
every scenario, through the copy-free `apply_owned` path."""

from __future__ import annotations

import random
from typing import get_args

import pytest

from bot.engine.clone import clone
from bot.engine.engine import replay
from bot.games.ror import rules as ror
from bot.games.ror.rules.state import Scenario

MAX_STEPS = 3000


def _play(seed: int, scenario: str) -> tuple[ror.RorState, list[tuple[str, dict[str, object]]]]:
    seats = ror.SEATS[:5]
    state = ror.setup(seed, seats, {"scenario": scenario, "turn_limit": 2})
    chooser = random.Random(seed)
    log: list[tuple[str, dict[str, object]]] = []
    for _ in range(MAX_STEPS):
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = chooser.choice(decisions).seat
        action = chooser.choice(ror.legal_actions(state, seat))
        before = clone(state)
        owned = ror.apply_owned(clone(state), seat, action)
        step = ror.apply(state, seat, action)
        assert state == before  # apply stays pure
        assert owned.state == step.state and owned.events == step.events
        state = step.state
        log.append((seat, action.model_dump(mode="json")))
    assert ror.outcome(state) is not None
    return state, log


@pytest.mark.parametrize("scenario", get_args(Scenario))
def test_replay_of_a_recorded_log_is_the_played_state(scenario: str) -> None:
    state, log = _play(7, scenario)
    options = {"scenario": scenario, "turn_limit": 2}
    rebuilt = replay(ror, 7, ror.SEATS[:5], options, log)
    assert rebuilt == state
    assert rebuilt.model_dump_json() == state.model_dump_json()


def test_clone_is_a_deep_copy() -> None:
    state, _ = _play(3, "early")
    copied = clone(state)
    assert copied == state and copied.model_dump_json() == state.model_dump_json()
    senator = next(iter(copied.senators.values()))
    senator.influence += 1
    copied.rng.forced.append(1)
    assert copied != state and state.rng.forced == []
