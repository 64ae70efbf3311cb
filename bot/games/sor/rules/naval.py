"""Avoiding battle by sea [11.1.1]: an army in a port may avoid to a friendly port over a
naval connection, with as many CU as the card it names allows:

- the Etruscans 3 CU with Naval Transports;
- the Greeks 3 CU on any 3-card, 6 if they go to Syracusae; with five players, holding
  Lilybaeum, 10 CU to Syracusae or Lilybaeum on a 3-card;
- the Romans 3 CU on a 3-card once Duoviri Navales is in force, 10 CU on a 3-card as
  Carthage's ally;
- Carthage 10 CU with no card; with five players 3 / 6 / 10 CU on a card of 1 / 2 / 3.

The cards stay in the players' hands: the player names the card (`by_sea`), as he names
the value of an activation's card. Carthage lending its capacity to an ally (five players)
is the table's (docs/RULES_CHOICES.md)."""

from __future__ import annotations

from typing import Literal

from bot.games.sor.rules.alliances import allied
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.stacks import enemy_cu
from bot.games.sor.rules.state import SorState

Basis = Literal["no_card", "card_1", "card_2", "card_3", "naval_transports", "duoviri_navales"]
BASES: tuple[Basis, ...] = (
    "no_card",
    "card_1",
    "card_2",
    "card_3",
    "naval_transports",
    "duoviri_navales",
)
#: 11.1.1: Rome allied with Carthage carries 10 CU on a 3-card
ROMAN_ALLY = 10


def _is(state: SorState, space: str, name: str) -> bool:
    sd = state.map.space(space)
    return name in (sd.id.lower(), sd.name.lower())


def five_players(state: SorState) -> bool:
    return state.owner("carthaginian") is not None


def capacity(state: SorState, power: Power, basis: str, to: str) -> int:
    """11.1.1: the CU that may avoid by sea to `to` on `basis`; 0 where it does not allow."""
    if power == "etruscan":
        return 3 if basis == "naval_transports" else 0
    if power == "roman":
        if basis == "card_3" and allied(state, power, "carthaginian"):
            return ROMAN_ALLY
        return 3 if basis == "duoviri_navales" else 0
    if power == "greek":
        if basis != "card_3":
            return 0
        to_either = _is(state, to, "syracusae") or _is(state, to, "lilybaeum")
        if five_players(state) and _greek_lilybaeum(state) and to_either:
            return 10
        return 6 if _is(state, to, "syracusae") else 3
    if power == "carthaginian":
        if five_players(state):
            return {"card_1": 3, "card_2": 6, "card_3": 10}.get(basis, 0)
        return 10 if basis == "no_card" else 0
    return 0


def _greek_lilybaeum(state: SorState) -> bool:
    return any(
        _is(state, s.id, "lilybaeum") and state.spaces[s.id].control == "greek"
        for s in state.map.spaces
    )


def ports(state: SorState, power: Power, origin: str) -> list[str]:
    """11.1.1: the friendly ports a naval avoidance from `origin` may reach: over a naval
    connection, controlled by `power`, with no enemy CU."""
    if not state.map.space(origin).port:
        return []
    return [
        other
        for other, kind in state.map.neighbours(origin)
        if kind == "naval"
        and state.map.space(other).port
        and state.spaces[other].control == power
        and enemy_cu(state, power, other) == 0
    ]


def landings(state: SorState, power: Power, origin: str, basis: str, cu: int) -> list[str]:
    """The ports `cu` CU avoiding on `basis` may go to."""
    return [p for p in ports(state, power, origin) if capacity(state, power, basis, p) >= cu]


def offers(state: SorState, power: Power, origin: str, cu: int) -> list[tuple[str, int]]:
    """(basis, CU) of every naval avoidance an army of `cu` CU may declare: for each card,
    as many CU as it carries to some port (all of them if it can)."""
    found: list[tuple[str, int]] = []
    for basis in BASES:
        sizes = {min(cu, capacity(state, power, basis, p)) for p in ports(state, power, origin)}
        found += [(basis, n) for n in sorted(sizes) if n > 0]
    return found
