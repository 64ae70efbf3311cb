"""What must hold in every state, and what no step may do: units change only by the
players' entries or by casualties; every card the bot knows of is in one place; the −1
card marker and the draw modifier agree; no public event names a secret card."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Step
from bot.games.his.rules.data import POWERS, cards
from bot.games.his.rules.engine import called_for
from bot.games.his.rules.excommunication import MARKER
from bot.games.his.rules.state import HisState, pair
from bot.games.his.rules.view import PUBLIC_PLACES

#: events in which the players changed units themselves
UNIT_ENTRIES = frozenset({"his_units_set"})


def total_units(state: HisState) -> int:
    found = sum(s.units for by_power in state.units.values() for s in by_power.values())
    return found + (state.sack.formation.units if state.sack is not None else 0)


def invariants(state: HisState) -> list[str]:
    problems = []
    hand = state.papal_hand
    if len(set(hand)) != len(hand):
        problems.append(f"a card twice in the Papal hand: {hand}")
    if unknown := [c for c in [*hand, *state.places] if c not in cards()]:
        problems.append(f"cards not in the table: {unknown}")
    if both := set(hand) & set(state.places):
        problems.append(f"cards both in the Papal hand and elsewhere: {sorted(both)}")
    for power in POWERS:
        marked = power in state.excommunicated
        if state.draw_modifier.get(power, 0) != (MARKER if marked else 0):
            problems.append(f"{power}: marker {marked}, draw modifier {state.draw_modifier}")
    if not 0 <= state.st_peters_cp < 5 or state.st_peters_vp < 0:
        problems.append(f"St. Peter's {state.st_peters_vp} VP {state.st_peters_cp} CP")
    for space, by_power in state.units.items():
        if not by_power or any(s.empty for s in by_power.values()):
            problems.append(f"an empty stack kept in {space}")
    drawn = sorted(c for c, p in state.places.items() if p == "drawn")
    expected = sorted(state.sack.drawn) if state.sack is not None else []
    if drawn != expected:
        problems.append(f"drawn cards {drawn}, the grab holds {expected}")
    for reformer, info in state.reformers.items():
        if info.excommunicated_turn is not None and (info.space or not info.committed):
            problems.append(f"{reformer} excommunicated but on the map or uncommitted")
    for pairs in (state.wars, state.alliances):
        if len(set(pairs)) != len(pairs) or any(pair(a, b) != (a, b) or a == b for a, b in pairs):
            problems.append(f"malformed pairs {pairs}")
    if len(set(state.unrest)) != len(state.unrest):
        problems.append("a space in unrest twice")
    wanted = called_for(state)
    if [p.kind for p in state.procedures] != ([wanted] if wanted else []):
        problems.append(f"open {[p.kind for p in state.procedures]}, the state calls for {wanted}")
    if (state.phase == "ended") != (state.outcome is not None):
        problems.append("the game ended without an outcome, or the reverse")
    return problems


def _casualties(events: list[Any]) -> int:
    return sum(
        e.data["regulars"] + e.data["mercenaries"] for e in events if e.kind == "his_casualties"
    )


def _mentions(value: Any) -> set[int]:
    """Card numbers named by `his:card:<n>` ids anywhere in an event's data."""
    found: set[int] = set()
    if isinstance(value, str) and value.startswith("his:card:"):
        found.add(int(value.removeprefix("his:card:")))
    elif isinstance(value, dict):
        for item in value.values():
            found |= _mentions(item)
    elif isinstance(value, list | tuple):
        for item in value:
            found |= _mentions(item)
    return found


def secret_in(state: HisState) -> set[int]:
    hidden = {c for c, place in state.places.items() if place not in PUBLIC_PLACES}
    return hidden | set(state.papal_hand)


def transition_problems(before: HisState, step: Step[HisState]) -> list[str]:
    after = step.state
    events = step.events
    problems = []
    if not any(e.kind in UNIT_ENTRIES for e in events):
        lost = total_units(before) - total_units(after)
        if lost != _casualties(events):
            problems.append(f"{lost} units gone, {_casualties(events)} casualties")
    shown = {c for c, place in after.places.items() if place in PUBLIC_PLACES}
    secret = secret_in(after) | (secret_in(before) - shown)  # a card played is shown
    for e in events:
        if e.visibility == "public" and (named := _mentions(e.data) & secret):
            problems.append(f"public event {e.kind} names secret cards {sorted(named)}")
    return problems
