"""Every registered game has a presenter (`bot.engine.present.Presenter`), and what the
shared layers take from it is really there: its cogs exist and are loaded, its computer
levels build players, its vote kinds are the deadline's vote class."""

from __future__ import annotations

import importlib.util

import pytest

from bot.discord.client import extensions
from bot.engine.present import Presenter
from bot.games import GAMES, get_presenter, presenters
from bot.messages import has
from bot.service.deadlines import class_of

MEMBERS = [
    name for name in dir(Presenter) if not name.startswith("_") and name not in dir(object)
] + list(Presenter.__annotations__)


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_has_a_whole_presenter(key: str) -> None:
    presenter = get_presenter(key)
    missing = [name for name in MEMBERS if not hasattr(presenter, name)]
    assert missing == []


def test_an_unknown_game_has_no_presenter() -> None:
    with pytest.raises(KeyError):
        get_presenter("no_such_game")


@pytest.mark.parametrize("key", list(GAMES))
def test_a_games_cogs_exist_and_the_client_loads_them_before_why_and_gm(key: str) -> None:
    """A game may have no cogs of its own: it is then played through the shared ones."""
    for cog in get_presenter(key).cogs:
        assert importlib.util.find_spec(cog) is not None, cog
        loaded = extensions()
        assert loaded.index("cogs.play") < loaded.index(cog) < loaded.index("cogs.why")


def test_the_client_loads_only_the_shared_cogs_and_the_registered_games_cogs() -> None:
    shared = ("cogs.lobby", "cogs.play", "cogs.why", "cogs.gm", "cogs.private")
    games = [cog for p in presenters() for cog in p.cogs]
    assert sorted(extensions()) == sorted([*shared, *games])


@pytest.mark.parametrize("key", list(GAMES))
def test_every_computer_level_builds_a_player(key: str) -> None:
    presenter = get_presenter(key)
    for level in presenter.levels:
        assert callable(presenter.computer(level, 1).choose)


@pytest.mark.parametrize("key", list(GAMES))
def test_a_games_votes_wait_as_votes(key: str) -> None:
    for kind in get_presenter(key).vote_kinds:
        assert class_of(kind) == "vote"
    assert class_of("no_such_decision") == "quick"


@pytest.mark.parametrize("key", list(GAMES))
def test_every_game_has_a_title(key: str) -> None:
    """`/game create` and the tools name a game by its title, `game.<key>`."""
    assert has(f"game.{key}")
