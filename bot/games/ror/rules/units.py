"""Counting the Republic's Legions and Fleets wherever they are."""

from __future__ import annotations

from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.modifiers import rhodian_fleets
from bot.games.ror.rules.state import RorState

MAX_FLEETS = int(TABLES.income["max_fleets"])  # 25


def senate_legions(state: RorState) -> int:
    """Legions the Senate keeps: in Rome, away with forces, in garrisons."""
    return (
        state.legions
        + len(state.veterans)
        + sum(f.legions + len(f.veterans) for f in state.forces)
        + sum(p.garrison for p in state.provinces.values())
    )


def senate_fleets(state: RorState) -> int:
    return state.fleets + sum(f.fleets for f in state.forces)


def legions_in_play(state: RorState) -> int:
    """Every Legion in existence [1.09.63]: the Senate's, a rebel's and those disbanded
    under 2.04, which may be recalled."""
    rebel = state.rebel_army
    disbanded = sum(state.disbanded.values())
    return senate_legions(state) + (rebel.legions + len(rebel.veterans) if rebel else 0) + disbanded


def own_fleets_in_play(state: RorState) -> int:
    rebel = state.rebel_army
    return senate_fleets(state) + (rebel.fleets if rebel else 0)


def lent_fleets(state: RorState) -> int:
    """The Rhodian Maritime Alliance's fleets [1.07.21, events.json]: 8, or 12 in all on the
    dark side, counted toward the 25-fleet limit, so never more than the room left."""
    return max(0, min(rhodian_fleets(state), MAX_FLEETS - own_fleets_in_play(state)))


def fleets_in_play(state: RorState) -> int:
    """Every Fleet in existence, the Rhodian ones included (they count toward the limit)."""
    return own_fleets_in_play(state) + lent_fleets(state)
