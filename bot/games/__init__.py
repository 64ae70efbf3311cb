"""The games. `GAMES` maps a game key to its pure rules module (nothing there performs
I/O); every module has the surface described by `bot.engine.engine.GameModule`.

Each game package `bot.games.<key>` also has a `present` module whose `PRESENTER`
(`bot.engine.present.Presenter`) tells the shared layers how the game is shown and played:
`get_presenter(key)` finds it, so the registry below is the only line naming a game.
"""

from __future__ import annotations

import importlib
from functools import cache

from bot.engine.engine import AnyGame
from bot.engine.present import Presenter
from bot.games.his import rules as his
from bot.games.ludi import rules as ludi
from bot.games.ror import rules as ror
from bot.games.sor import rules as sor

GAMES: dict[str, AnyGame] = {"ror": ror, "ludi": ludi, "his": his, "sor": sor}
#: the game a group plays when it names none: the first registered
DEFAULT_GAME = next(iter(GAMES))


def get_game(key: str) -> AnyGame:
    try:
        return GAMES[key]
    except KeyError:
        raise KeyError(f"unknown game {key!r}") from None


@cache
def get_presenter(key: str) -> Presenter:
    """The presenter of game `key`, imported on first use (it uses the message catalogue,
    which imports the games' messages)."""
    get_game(key)
    presenter: Presenter = importlib.import_module(f"bot.games.{key}.present").PRESENTER
    return presenter


def presenters() -> list[Presenter]:
    """Every game's presenter, in the registry's order."""
    return [get_presenter(key) for key in GAMES]
