"""Computer players. `random` picks uniformly among the legal actions (for fuzzing and
for the slice's demo); stronger levels come later."""

from __future__ import annotations

import random
from typing import Any

from bot.rules.core.engine import GameModule

LEVELS = ("random",)


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: GameModule, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        return self._rng.choice(actions)


def player_for(level: str, seed: int | str) -> RandomPlayer:
    if level not in LEVELS:
        raise ValueError(f"unknown computer player level {level!r}")
    return RandomPlayer(seed)
