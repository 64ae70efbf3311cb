"""The presiding magistrate's default on the floor [1.09]: what a deadline plays is the
first action the floor offers, drawn without the nominations when it is not one of them."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from bot.engine.procedures import current
from bot.games.ror import rules as ror
from bot.games.ror.rules.senate.floor import default_floor, legal_floor


@given(seed=st.integers(min_value=0, max_value=10_000))
def test_1_09_the_floors_default_is_its_first_legal_action(seed: int) -> None:
    rng = random.Random(seed)
    state = ror.setup_step(seed, list(ror.SEATS[:5]), {"turn_limit": 2}).state
    floors = 0
    while pending := ror.pending(state):
        proc = current(state)
        if proc is not None and proc.kind == "senate_floor":
            floors += 1
            for d in pending:
                assert default_floor(state, d.seat) == legal_floor(state, d.seat)[0]
        d = rng.choice(pending)
        state = ror.apply(state, d.seat, rng.choice(ror.legal_actions(state, d.seat))).state
    assert floors > 0  # the game reached the Senate
