"""The powers, the seats that play them by player count [16.1], and the tie order [4.4]."""

from __future__ import annotations

from typing import Literal

Power = Literal[
    "roman", "gallic", "etruscan", "samnite", "greek", "carthaginian", "volsci", "transalpine"
]
POWERS: tuple[Power, ...] = (
    "roman",
    "gallic",
    "etruscan",
    "samnite",
    "greek",
    "carthaginian",
    "volsci",
    "transalpine",
)

#: the seats, in the order a game of N players takes the first N [16.1]
SEATS: tuple[str, ...] = ("roman", "etruscan_samnite", "greek", "gallic", "carthaginian")
MIN_SEATS = 2
MAX_SEATS = 5

#: 4.4: who wins a tie, first to last (Romans lose every tie)
TIE_ORDER: tuple[Power, ...] = (
    "gallic",
    "etruscan",
    "samnite",
    "greek",
    "carthaginian",
    "roman",
    "volsci",
    "transalpine",
)


def seat_powers(players: int) -> dict[str, list[Power]]:
    """Which powers each seat plays with `players` players [16.1]. Three players: Rome,
    Etruscans–Samnites, Greeks, the Gauls out of play (Play Book). Two players: our choice
    (docs/RULES_CHOICES.md), Rome with the Greeks against the Etruscans–Samnites."""
    seats: dict[str, list[Power]] = {
        "roman": ["roman"],
        "etruscan_samnite": ["etruscan", "samnite"],
        "greek": ["greek"],
        "gallic": ["gallic"],
        "carthaginian": ["carthaginian"],
    }
    if players == 2:
        return {"roman": ["roman", "greek"], "etruscan_samnite": ["etruscan", "samnite"]}
    return {seat: seats[seat] for seat in SEATS[:players]}


def powers_in_play(players: int) -> list[Power]:
    """Player and non-player powers in a game of `players` [16.1]: with three or fewer the
    Gauls and the Transalpine Gauls are out of play; with fewer than five Carthage is a
    non-player power."""
    out: set[Power] = {"gallic", "transalpine"} if players <= 3 else set()
    return [p for p in POWERS if p not in out]


def non_player_powers(players: int) -> list[Power]:
    played = {p for powers in seat_powers(players).values() for p in powers}
    return [p for p in powers_in_play(players) if p not in played]


def tie_rank(power: Power) -> int:
    return TIE_ORDER.index(power)
