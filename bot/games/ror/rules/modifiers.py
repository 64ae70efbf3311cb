"""Lasting effects of events in play that other rules read [1.07.21, 1.08]."""

from __future__ import annotations

from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.state import RorState

BASE_UNIT_COST = 10  # talents per Legion or Fleet raised [1.09.63]


def event_level(state: RorState, event: str) -> int:
    """0 when the event is not in play, else its level (1 light side, 2 dark side; counts
    for the events that accumulate)."""
    return state.active_events.get(event, 0)


def evil_omens(state: RorState) -> int:
    """The Evil Omens modifier: subtracted from most die rolls [1.07.21, events.json]."""
    return event_level(state, "evil_omens")


def manpower_shortage(state: RorState) -> int:
    """How many Manpower Shortages are in play (events and State of the Republic MS)."""
    return event_level(state, "manpower_shortage")


def unit_cost(state: RorState) -> int:
    """Cost of raising one Legion or Fleet: 10T, 20T with a Manpower Shortage, +10T for
    each further one [1.07.21]."""
    return BASE_UNIT_COST * (1 + manpower_shortage(state))


def no_recruitment(state: RorState) -> bool:
    """1.08 NR: no forces may be raised for the rest of this turn."""
    return state.no_recruitment_turn == state.turn


def drought_wars(state: RorState) -> int:
    """Wars with the drought icon, Active or Inactive [1.08]."""
    return sum(
        1 for w in state.wars if w.status in ("active", "inactive") and WAR_DATA[w.card].drought
    )


def drought_effects(state: RorState) -> int:
    """Every drought effect: one per Drought event level plus one per drought war [1.08]."""
    return event_level(state, "drought") + drought_wars(state)


def unprosecuted_wars(state: RorState) -> int:
    """Wars in an Unprosecuted space, a civil war included (1.10.9, RULES §8.4)."""
    civil = state.rebel_army is not None and state.rebel_army.unprosecuted
    return sum(1 for w in state.wars if w.unprosecuted) + civil


def allied_enthusiasm(state: RorState) -> int:
    """Talents the State receives in the next Revenue Phase: 50T, or 75T dark [1.07.21]."""
    return (0, 50, 75)[min(event_level(state, "allied_enthusiasm"), 2)]


def trial_of_verres(state: RorState) -> int:
    """Added to each province's State Income and taken from its spoils: 3T, or 5T dark."""
    return (0, 3, 5)[min(event_level(state, "trial_of_verres"), 2)]


def barbarian_raids_target(state: RorState) -> int | None:
    """What a frontier governor's 2d6 + strength must reach: 15, or 17 dark (errata)."""
    return (None, 15, 17)[min(event_level(state, "barbarian_raids"), 2)]


def internal_disorder_target(state: RorState) -> int | None:
    """What a governor's 1d6 + garrison must beat, else the province revolts: 4, or 5."""
    return (None, 4, 5)[min(event_level(state, "internal_disorder"), 2)]


#: the Fleets Rhodes lends by the alliance's side: none, 8, or 12 in all dark
RHODIAN_FLEETS = (0, 8, 12)


def rhodian_fleets(state: RorState) -> int:
    """Free fleets lent by Rhodes while the alliance is in play: 8, or 12 in all dark."""
    return RHODIAN_FLEETS[min(event_level(state, "rhodian_alliance"), 2)]
