"""The Random Events table and the event cards' two sides [1.07.21, RULES.md §5.4]."""

from __future__ import annotations

from bot.games.ror.rules.data import EVENTS, Era, RandomEventData

EVENT_DATA: dict[str, RandomEventData] = {e.id: e for e in EVENTS.random_events}
_BY_NAME: dict[str, str] = {e.name: e.id for e in EVENTS.random_events}

# 1.07.21: a further result of these adds one more level (one more marker)
ACCUMULATE: frozenset[str] = frozenset({"drought", "evil_omens", "manpower_shortage"})
# events.json: once dark, a further result repeats the dark side's immediate effect
REPEAT_DARK: frozenset[str] = frozenset(
    {"epidemic", "mob_violence", "natural_disaster", "storm_at_sea"}
)
# 1.07.1 / events.json: these stay in play until their own rule removes them
PERSIST: frozenset[str] = frozenset({"pretender_emerges", "refuge", "rhodian_alliance"})


def table_event(era: Era, roll: int) -> str:
    """The event id for a 3d6 total on the era's column."""
    return _BY_NAME[EVENTS.random_events_table[era][str(roll)]]


def side_key(event: str, level: int) -> str:
    """The phrase key of the side showing (`random_event.<event>.light` or `.dark`), which
    events store as the event's name."""
    return f"{event}.{'light' if level <= 1 else 'dark'}"


def side_name(event: str, level: int) -> str:
    """The name on the side showing: light side at level 1, dark side from level 2."""
    data = EVENT_DATA[event]
    return data.name if level <= 1 else data.back
