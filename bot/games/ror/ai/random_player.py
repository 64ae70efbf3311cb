"""The `random` level: uniform among the legal actions (for fuzzing)."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        return self._rng.choice(actions)
