"""The pure game engines. Nothing in this package performs I/O.

`GAMES` maps a game key to its module; every module has the surface described by
`bot.rules.core.engine.GameModule`.
"""

from __future__ import annotations

from bot.rules import ror
from bot.rules.core.engine import GameModule

GAMES: dict[str, GameModule] = {"ror": ror}


def get_game(key: str) -> GameModule:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}") from None
