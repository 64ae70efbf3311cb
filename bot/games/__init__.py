"""The games. `GAMES` maps a game key to its pure rules module (nothing there performs
I/O); every module has the surface described by
`bot.engine.engine.GameModule`.
"""

from __future__ import annotations

from bot.engine.engine import GameModule
from bot.games.ror import rules as ror

GAMES: dict[str, GameModule] = {"ror": ror}


def get_game(key: str) -> GameModule:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}") from None
