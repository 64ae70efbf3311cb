"""Counting the Republic's Legions and Fleets wherever they are."""

from __future__ import annotations

from bot.rules.ror.state import RorState


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


def fleets_in_play(state: RorState) -> int:
    rebel = state.rebel_army
    return senate_fleets(state) + (rebel.fleets if rebel else 0)
