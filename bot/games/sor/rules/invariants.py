"""What must hold in every state, and what no step may do: checked by the property tests
and by `praetor simulate` on each state it reaches."""

from __future__ import annotations

from collections import defaultdict
from typing import Any

from bot.engine.engine import Step
from bot.games.sor.rules.engine import legal_actions, pending
from bot.games.sor.rules.stacks import definition, moving, named
from bot.games.sor.rules.state import SorState


#: events that change the number of CU on the map, and by how much
def _cu_change(kind: str, data: dict[str, Any]) -> int:
    """How many CU an event added to the map (negative: removed)."""
    if kind == "sor_report_cu":
        return int(data["delta"])
    if kind == "sor_reinforced":
        return 1
    if kind == "sor_battle_reported":
        return -int(data["attacker_losses"]) - int(data["defender_losses"])
    return 0


def total_cu(state: SorState) -> int:
    return sum(sum(s.outside.values()) + sum(s.inside.values()) for s in state.spaces.values())


def invariants(state: SorState) -> list[str]:
    problems: list[str] = []
    if sorted(state.leaders) != sorted(d.id for d in state.roster.leaders):
        problems.append("the leaders kept are not the roster's")
    stacks: dict[tuple[str, str, bool, bool], list[str]] = defaultdict(list)
    for leader, ls in state.leaders.items():
        on_map = ls.status == "map"
        if on_map != (ls.space is not None):
            problems.append(f"{leader} is {ls.status} but stands in {ls.space}")
            continue
        if not on_map and ls.under is not None:
            problems.append(f"{leader} is off the map but under {ls.under}")
        if on_map and ls.space is not None:
            power = definition(state, leader).power
            stacks[(power, ls.space, ls.inside, moving(state, leader))].append(leader)
    for key, leaders in stacks.items():
        tops = [x for x in leaders if state.leaders[x].under is None]
        if len(tops) != 1:
            problems.append(f"stack {key} has commanders {tops}")  # 8.2.1
            continue
        top = tops[0]
        for x in leaders:
            if x != top and state.leaders[x].under != top:
                problems.append(f"{x} is under {state.leaders[x].under}, not {top}")
        if not named(state, top) and any(named(state, x) for x in leaders):
            problems.append(f"a named leader under the minor {top} in {key}")  # 8.2.1
    for space, ss in state.spaces.items():
        if any(n <= 0 for n in [*ss.outside.values(), *ss.inside.values()]):
            problems.append(f"{space} keeps a zero or negative CU count")
        if ss.inside and not state.map.space(space).walled:
            problems.append(f"CU inside walls at {space}, which has none")
    act = state.activation
    if act is not None:
        if act.cu > 10 or act.cu > state.spaces[act.space].outside.get(act.power, 0):
            problems.append(f"the moving force carries {act.cu} CU")  # 9.1.1
        for leader in act.force:
            if state.leaders[leader].space != act.space:
                problems.append(f"{leader} moves with the force but is elsewhere")
    waiting = {d.seat for d in pending(state)}
    for seat in state.seats:
        if bool(legal_actions(state, seat)) != (seat in waiting):
            problems.append(f"{seat}: legal actions do not match the pending decisions")
    if (state.outcome is None) != bool(waiting):
        problems.append("a running game waits on nobody, or a finished one on someone")
    return problems


def transition_problems(before: SorState, step: Step[SorState]) -> list[str]:
    """CU are conserved except where an event says the rules or a report removed or added
    them; leaders removed for good never come back."""
    after = step.state
    problems: list[str] = []
    explained = sum(_cu_change(e.kind, e.data) for e in step.events)
    change = total_cu(after) - total_cu(before)
    # before play an import replaces the whole board; 5.10.3 takes a player's map away
    same = before.phase != "setup" and set(after.out) == set(before.out)
    if same and change != explained:
        problems.append(f"CU changed by {change} but the events explain {explained}")
    force = before.activation.force if before.activation is not None else []
    if any(definition(before, x).kind == "consul" for x in force):
        for e in step.events:
            if e.kind == "sor_moved" and e.data["cu"] == 0:
                problems.append("a consul moved without a Roman CU")  # 9.1.2
    for leader, ls in before.leaders.items():
        if ls.status == "removed" and after.leaders[leader].status != "removed":
            problems.append(f"{leader} came back after his removal")
    return problems
