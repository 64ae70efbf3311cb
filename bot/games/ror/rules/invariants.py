"""What must hold after every step of every game: checked by the property tests and by
`praetor simulate` on each state it reaches."""

from __future__ import annotations

from collections import Counter

from bot.engine.engine import Step
from bot.games.ror.rules import ledger
from bot.games.ror.rules.engine import legal_actions, pending
from bot.games.ror.rules.state import RorState, card_locations


def invariants(state: RorState) -> list[str]:
    """Broken invariants of one state (empty when all hold)."""
    problems = []
    doubled = sorted(card for card, n in Counter(card_locations(state)).items() if n > 1)
    if doubled:
        problems.append(f"cards in two places: {doubled}")
    for s in state.senators.values():
        if s.influence < 0:
            problems.append(f"{s.card} has negative influence {s.influence}")  # 1.02
        if not -9 <= s.popularity <= 9:
            problems.append(f"{s.card} popularity {s.popularity} outside -9..9")  # 1.02
        if s.talents < 0 or s.knights < 0:
            problems.append(f"{s.card} has negative talents or knights")
    for f in state.factions.values():
        if f.treasury < 0:
            problems.append(f"faction {f.seat} treasury is negative")
        if f.leader is not None and state.senators.get(f.leader, None) is None:
            problems.append(f"faction {f.seat} leader {f.leader} is not in play")
        elif f.leader is not None and state.senators[f.leader].faction != f.seat:
            problems.append(f"faction {f.seat} is led by another faction's senator")
    problems += _places(state)
    if state.unrest < 0:
        problems.append("unrest below zero")  # 1.5
    waiting = {d.seat for d in pending(state)}
    for seat in state.seats:
        if bool(legal_actions(state, seat)) != (seat in waiting):
            problems.append(f"{seat}: legal actions do not match the pending decisions")
    if (state.outcome is None) != bool(waiting):
        problems.append("a running game waits on nobody, or a finished one on someone")
    return problems


def _places(state: RorState) -> list[str]:
    """A governor's province is in play and names him, and a province names a living
    senator [1.09.5, 1.05.3]. (A province may name an official who governs it through a
    Legate from Rome; a force may name a commander who has died: he leaves it before the
    next battle, 1.10.)"""
    problems = []
    for s in state.senators.values():
        found = state.provinces.get(s.province) if s.province else None
        if s.province is not None and (found is None or found.governor != s.card):
            problems.append(f"{s.card} governs {s.province}, which does not name him")
    for name, place in state.provinces.items():
        if place.governor is not None and place.governor not in state.senators:
            problems.append(f"{name} names {place.governor}, who is not in play")
    return problems


def transition_problems(before: RorState, step: Step[RorState]) -> list[str]:
    """What one step may not do: lose or invent cards, or move talents off the books."""
    after = step.state
    problems = []
    lost = set(card_locations(before)) - set(card_locations(after))
    new = set(card_locations(after)) - set(card_locations(before))
    if lost or new:
        problems.append(f"cards lost {sorted(lost)} or invented {sorted(new)}")
    flows = 0
    for e in step.events:
        if e.kind != "ledger":
            continue
        if not e.rule:
            problems.append(f"a ledger entry without a rule: {e.data}")
        if e.data["source"] == ledger.BANK:
            flows += e.data["amount"]
        if e.data["target"] == ledger.BANK:
            flows -= e.data["amount"]
    change = ledger.talents_in_play(after) - ledger.talents_in_play(before)
    if change != flows:
        problems.append(f"talents changed by {change} but the ledger explains {flows}")
    return problems
