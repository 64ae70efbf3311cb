"""Computer players for the papal procedures: one for every decision they ask."""

from __future__ import annotations

from bot.engine.present import ComputerPlayer
from bot.games.his.ai.random_player import RandomPlayer

LEVELS: tuple[str, ...] = ("random",)


def player_for(level: str, seed: int | str) -> ComputerPlayer:
    if level not in LEVELS:
        raise KeyError(f"unknown computer level {level!r}")
    return RandomPlayer(seed)
