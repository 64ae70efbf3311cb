"""Run scenario fixtures: `python -m bot.tools.scenario [--game KEY] FILE...`
(docs/SCENARIOS.md).

A game with fixtures has a `bot.games.<key>.fixtures` module whose `run_fixture(data)`
plays one fixture; the runner finds it by the game's key (default: the registry's first
game). Prints one PASS/FAIL line per fixture, then for each failure the facts that
differed. Returns 1 when any fixture fails.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol, cast

from bot.games import DEFAULT_GAME, get_game


class FixtureResult(Protocol):
    """What a game's `run_fixture` tells of one fixture."""

    @property
    def name(self) -> str: ...
    @property
    def passed(self) -> bool: ...
    @property
    def failures(self) -> list[str]: ...


Runner = Callable[[Mapping[str, Any]], FixtureResult]


def runner_of(game: str) -> Runner:
    """The fixture runner of `game` (`bot.games.<game>.fixtures.run_fixture`)."""
    try:
        get_game(game)  # an unknown game is refused before anything is imported
    except KeyError as err:
        raise ValueError(err.args[0]) from None
    try:
        module = importlib.import_module(f"bot.games.{game}.fixtures")
    except ModuleNotFoundError as err:
        raise ValueError(f"the game {game!r} has no scenario fixtures") from err
    return cast(Runner, module.run_fixture)


def run_file(path: Path, game: str = DEFAULT_GAME) -> list[FixtureResult]:
    """A file holds one fixture (an object) or several (a list)."""
    run_fixture = runner_of(game)
    data = json.loads(path.read_text(encoding="utf-8"))
    return [run_fixture(item) for item in (data if isinstance(data, list) else [data])]


def main(paths: Sequence[str], game: str = DEFAULT_GAME) -> int:
    failed = 0
    for path in paths:
        try:
            results = run_file(Path(path), game)
        except (OSError, ValueError) as err:
            print(f"FAIL {path}: {err}")
            failed += 1
            continue
        for result in results:
            print(f"{'PASS' if result.passed else 'FAIL'} {result.name}")
            for failure in result.failures:
                print(f"    {failure}")
            failed += not result.passed
    total = "all passed" if not failed else f"{failed} failed"
    print(f"{total}")
    return 1 if failed else 0


if __name__ == "__main__":
    parser = argparse.ArgumentParser(prog="python -m bot.tools.scenario")
    parser.add_argument("--game", default=DEFAULT_GAME)
    parser.add_argument("files", nargs="+", metavar="FILE")
    args = parser.parse_args()
    sys.exit(main(args.files, args.game))
