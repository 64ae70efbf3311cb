"""Computer players. `random` picks uniformly among the legal actions (for fuzzing);
`reckless` is random but spends the State's money (raising forces, Land Bills), so that
simulated games also reach bankruptcy; `basic` scores the legal actions with small
heuristics and plays to win. The last level is the strongest."""

from __future__ import annotations

from typing import Any, Protocol

from bot.engine.engine import AnyGame
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.ai.random_player import RandomPlayer
from bot.games.ror.ai.reckless import RecklessPlayer

LEVELS = ("random", "reckless", "basic")


class Player(Protocol):
    def choose(self, game: AnyGame, state: Any, seat: str) -> Any: ...


def player_for(level: str, seed: int | str) -> Player:
    if level not in LEVELS:
        raise ValueError(f"unknown computer player level {level!r}")
    if level == "basic":
        return BasicPlayer(seed)
    if level == "reckless":
        return RecklessPlayer(seed)
    return RandomPlayer(seed)


__all__ = ["LEVELS", "BasicPlayer", "Player", "RandomPlayer", "RecklessPlayer", "player_for"]
