"""The fact tables the papal procedures read: cards, spaces, rulers and reformers
(`data/*.json`, facts only, with their sources in /shared/his/data/SOURCES.md)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Literal

Power = Literal["ottoman", "hapsburg", "england", "france", "papacy", "protestant"]
POWERS: tuple[Power, ...] = ("ottoman", "hapsburg", "england", "france", "papacy", "protestant")
#: the impulse order of the Action Phase
IMPULSE_ORDER: tuple[Power, ...] = POWERS
#: the powers a Papal Bull may excommunicate (PAPAL.md §3.2)
RULER_TARGETS: tuple[Power, ...] = ("hapsburg", "england", "france")
Reformer = Literal["luther", "zwingli", "calvin", "cranmer"]
REFORMERS: tuple[Reformer, ...] = ("luther", "zwingli", "calvin", "cranmer")

PAPAL_BULL = 5
LEIPZIG_DEBATE = 6
HERE_I_STAND = 7
SACK_OF_ROME = 95
THOMAS_CROMWELL = 115
ROME = "rome"

_DIR = Path(__file__).parent / "data"


def _load(name: str) -> Any:
    return json.loads((_DIR / name).read_text(encoding="utf-8"))


@dataclass(frozen=True, slots=True)
class Card:
    number: int
    name: str
    type: str  # home | mandatory | combat | response | event | diplomacy
    cp: int
    removed_after_play: str  # yes | no | special
    turn_enters: int | str
    home_power: str | None

    @property
    def is_home(self) -> bool:
        return self.type == "home"


@dataclass(frozen=True, slots=True)
class Space:
    id: str
    name: str
    home_power: str
    language_zone: str
    initial_religion: str
    saito_language_zone: str | None  # where Saito's table differs (Ragusa)


@dataclass(frozen=True, slots=True)
class Ruler:
    id: str
    name: str
    power: str
    enters_via_card: int | None
    earliest_turn: int | str
    replaced_by: tuple[str, ...]
    card_bonus: int
    battle_rating: int | None


@cache
def cards() -> dict[int, Card]:
    """The main deck (the 2-player diplomacy deck is not used by a 3-6 player game)."""
    found: dict[int, Card] = {}
    for row in _load("cards.json")["cards"]:
        if row["deck"] != "main":
            continue
        found[row["number"]] = Card(
            number=row["number"],
            name=row["name"],
            type=row["type"],
            cp=row["cp"],
            removed_after_play=row["removed_after_play"],
            turn_enters=row["turn_enters"],
            home_power=row.get("home_power"),
        )
    return found


@cache
def spaces() -> dict[str, Space]:
    found: dict[str, Space] = {}
    for row in _load("spaces.json")["spaces"]:
        disputed = row.get("disputed", {}).get("language_zone")
        found[row["id"]] = Space(
            id=row["id"],
            name=row["name"],
            home_power=row["home_power"],
            language_zone=row["language_zone"],
            initial_religion=row["initial_religion"],
            saito_language_zone=disputed["saito"] if disputed else None,
        )
    return found


@cache
def rulers() -> dict[str, Ruler]:
    found: dict[str, Ruler] = {}
    for power, entry in _load("rulers.json")["powers"].items():
        for row in entry["rulers"]:
            found[row["id"]] = Ruler(
                id=row["id"],
                name=row["name"],
                power=power,
                enters_via_card=row["enters_via_card"],
                earliest_turn=row["earliest_turn"],
                replaced_by=tuple(row["replaced_by"] or ()),
                card_bonus=row["card_bonus"],
                battle_rating=row.get("battle_rating"),
            )
    return found


def first_rulers() -> dict[str, str]:
    """The ruler of each power at the 1517 start."""
    return {r.power: r.id for r in rulers().values() if r.enters_via_card is None}


@cache
def reformer_starts() -> dict[str, tuple[str, str]]:
    """Each reformer's start space and the language zone a debate is called in once he is
    excommunicated (the seed: English for Cranmer, French for Calvin, German otherwise)."""
    return {
        row["id"]: (row["start_space"], row["debate_language_zone_after_excommunication_per_saito"])
        for row in _load("rulers.json")["reformers"]
    }


def home_spaces(power: str) -> list[str]:
    return sorted(s.id for s in spaces().values() if s.home_power == power)


def italian_spaces(ragusa_italian: bool) -> list[str]:
    """The Italian language zone; Ragusa is in it only as Saito counts it (a game option)."""
    return sorted(
        s.id
        for s in spaces().values()
        if s.language_zone == "italian" or (ragusa_italian and s.saito_language_zone == "italian")
    )
