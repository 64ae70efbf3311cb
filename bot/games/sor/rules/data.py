"""The data that ships with the game: a demo map and roster of our own, and the leaders
whose values the rule book's examples give (partial, LEADERS.md §2.3)."""

from __future__ import annotations

from functools import cache
from pathlib import Path

from bot.games.sor.rules.board import MapDef, Roster
from bot.games.sor.rules.importing import read_map, read_roster

DATA = Path(__file__).parent / "data"


@cache
def demo_map() -> MapDef:
    return read_map((DATA / "demo_map.json").read_text(encoding="utf-8"), "json")


@cache
def demo_roster() -> Roster:
    return read_roster((DATA / "demo_roster.json").read_text(encoding="utf-8"), "json", demo_map())


@cache
def rulebook_roster() -> Roster:
    return read_roster(
        (DATA / "rulebook_roster.json").read_text(encoding="utf-8"), "json", demo_map()
    )
