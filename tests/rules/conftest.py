"""Shared helpers for the rules tests: Hypothesis profiles and small state factories."""

from __future__ import annotations

import os
from typing import Any

from hypothesis import HealthCheck, settings

from bot.engine.events import Event
from bot.games.ror.fixtures import Fixture, build
from bot.games.ror.rules.engine import apply
from bot.games.ror.rules.invariants import invariants, transition_problems
from bot.games.ror.rules.state import RorState
from bot.messages import has
from bot.narrate import event_line

settings.register_profile(
    "ci", max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
# whole games are long: a few dozen random games per run; `praetor simulate` plays any number
settings.register_profile(
    "dev", max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def make_state(
    *, seed: int = 1, factions: int = 3, options: dict[str, Any] | None = None, **state: Any
) -> tuple[RorState, list[Event]]:
    """A game situation stated like a scenario fixture's `state` (docs/SCENARIOS.md)."""
    fixture = Fixture.model_validate(
        {
            "name": "factory",
            "rule": "-",
            "setup": {"seed": seed, "factions": factions, "options": options or {}},
            "state": {k: v for k, v in state.items() if k != "force"},
            "force": state.get("force", []),
            "expect": [],
        }
    )
    return build(fixture)


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def play(state: RorState, *moves: tuple[str, Any]) -> tuple[RorState, list[Event]]:
    """Apply `moves` (seat, action) in order, checking after each that the step kept the
    books and cards straight and that the new state holds every invariant."""
    events: list[Event] = []
    for seat, action in moves:
        step = apply(state, seat, action)
        assert transition_problems(state, step) == []
        assert invariants(step.state) == []
        state, events = step.state, events + step.events
    return state, events


def assert_narrated(events: list[Event]) -> None:
    """Every event has a catalogue text, and its data fills every field of it."""
    for event in events:
        assert has(f"event.{event.kind}"), event.kind
        text = event_line(event)
        assert "?" not in text and "{" not in text, text
