"""The games. `GAMES` maps a game key to its pure rules module (nothing there performs
I/O); every module has the surface described by `bot.engine.engine.GameModule`. A game's
rules are imported when it is first looked up, so a process that names the games (the
`praetor` command's options, the catalogues) does not build every game's models.

Each game package `bot.games.<key>` also has a `present` module whose `PRESENTER`
(`bot.engine.present.Presenter`) tells the shared layers how the game is shown and played:
`get_presenter(key)` finds it, so the registry below is the only line naming a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Iterator, MutableMapping
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.engine.engine import AnyGame
    from bot.engine.present import Presenter


class Registry(MutableMapping[str, "AnyGame"]):
    """Game key -> rules module, in registration order; each module is imported on first
    lookup (`bot.games.<key>.rules`)."""

    def __init__(self, keys: tuple[str, ...]) -> None:
        self._games: dict[str, AnyGame | None] = dict.fromkeys(keys)

    def __getitem__(self, key: str) -> AnyGame:
        game = self._games[key]
        if game is None:
            game = self._games[key] = importlib.import_module(f"bot.games.{key}.rules")
        return game

    def __setitem__(self, key: str, game: AnyGame) -> None:
        self._games[key] = game

    def __delitem__(self, key: str) -> None:
        del self._games[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._games)

    def __len__(self) -> int:
        return len(self._games)


GAMES: MutableMapping[str, AnyGame] = Registry(("ror", "ludi", "his", "sor"))
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
