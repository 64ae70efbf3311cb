"""The `random` level: a kind of action chosen uniformly, then one action of that kind (so a
long list of one kind — placements, losses — does not crowd out the others)."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        kinds = sorted({a.kind for a in actions})
        kind = self._rng.choice(kinds)
        return self._rng.choice([a for a in actions if a.kind == kind])
