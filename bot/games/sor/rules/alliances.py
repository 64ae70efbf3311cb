"""Alliances [15], as the players report them (how they are made and broken is the table's:
LEADERS.md does not give §15). What an alliance changes for the leaders' procedures: an
ally's CU are not enemy CU (8.4, 11.2, 5.10) and are not attacked by moving in; an ally's
army does not intercept (15.2.2); who decides for a non-player power is not the barred
player's ally, and Rome allied with Carthage decides for Carthage (16.1, 18); Rome avoids by
sea with 10 CU on a 3-card as Carthage's ally (11.1.1); Carthage's allies trace
reinforcement paths by sea (5.10)."""

from __future__ import annotations

from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.state import SorState


def pair(a: Power, b: Power) -> tuple[Power, Power]:
    first, second = sorted((a, b))
    return first, second


def allied(state: SorState, a: Power, b: Power) -> bool:
    return a != b and pair(a, b) in state.alliances


def hostile(state: SorState, a: Power, b: Power) -> bool:
    """Another power that is not `a`'s ally."""
    return a != b and not allied(state, a, b)
