"""Lasting effects of events in play that other rules read [1.07.21]."""

from __future__ import annotations

from bot.rules.ror.state import RorState


def event_level(state: RorState, event: str) -> int:
    """0 when the event is not in play, else its level (1 light side, 2 dark side; counts
    for the events that accumulate)."""
    return state.active_events.get(event, 0)


def evil_omens(state: RorState) -> int:
    """The Evil Omens modifier: subtracted from most die rolls [1.07.21, events.json]."""
    return event_level(state, "evil_omens")
