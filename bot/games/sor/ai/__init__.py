"""Sword of Rome's computer players: `random` (any legal action) and `basic` (legal moves
played with some sense)."""

from __future__ import annotations

from bot.engine.present import ComputerPlayer
from bot.games.sor.ai.basic import BasicPlayer
from bot.games.sor.ai.random_player import RandomPlayer

LEVELS: tuple[str, ...] = ("random", "basic")


def player_for(level: str, seed: int | str) -> ComputerPlayer:
    if level == "random":
        return RandomPlayer(seed)
    if level == "basic":
        return BasicPlayer(seed)
    raise KeyError(f"unknown computer level {level!r}")
