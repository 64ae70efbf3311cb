"""A computer player choosing at random among its legal actions, passing and declaring no
card more often than not, so that games reach their end. It never claims #95 while the
card is in the Papal hand (a human holding no such card would not either)."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import GameModule
from bot.games.his.rules.data import SACK_OF_ROME

#: how often it takes a step other than passing or being done
ACTING = 0.35


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(f"his:{seed}")

    def choose(self, game: GameModule, state: Any, seat: str) -> Any:
        legal = [
            action
            for action in game.legal_actions(state, seat)
            if not (
                action.kind == "play_sack"
                and action.player != "papacy"
                and SACK_OF_ROME in state.papal_hand
            )
        ]
        quiet = [action for action in legal if action.kind in ("pass", "done")]
        busy = [action for action in legal if action.kind not in ("pass", "done")]
        if busy and (not quiet or self.rng.random() < ACTING):
            return self.rng.choice(busy)
        return self.rng.choice(quiet)
