"""Avoiding battle [11.1–11.2] and pursuit [11.3].

An army (a leader with CU) standing outside the walls where an enemy army moves in may try
to avoid: with up to 10 CU, led by its commander or by a subordinate leaving 1 CU with him.
It succeeds at once if the mover's commander consents (asked first), else on one die at most
its Tactics Rating. Not allowed: by an army that tried to intercept this mover this action
(10.6); to a space reached over a rough connection, a strait or by sea, or holding enemy CU,
an enemy-controlled space, a walled city or a tribe (11.2). A leader alone cannot avoid: he
is displaced (8.4). A failed avoidance fights at −1. After each success the mover rolls at
most its commander's Tactics Rating to pursue; on a failure its move ends (11.3)."""

from __future__ import annotations

from bot.games.sor.rules import naval
from bot.games.sor.rules.activation import CARRY_LIMIT
from bot.games.sor.rules.alliances import hostile
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.interception import armies
from bot.games.sor.rules.powers import POWERS, Power
from bot.games.sor.rules.stacks import enemy_cu, stack
from bot.games.sor.rules.state import Activation, Declaration, SorState


def _act(state: SorState) -> Activation:
    assert state.activation is not None
    return state.activation


def destinations(state: SorState, power: Power, origin: str) -> list[str]:
    """11.2: where an avoiding army of `power` may go from `origin`."""
    found = []
    for other, kind in state.map.neighbours(origin):
        if kind != "clear":
            continue
        sd = state.map.space(other)
        control = state.spaces[other].control
        if sd.walled or sd.tribe or enemy_cu(state, power, other) > 0:
            continue
        if control is not None and hostile(state, power, control):
            continue  # an enemy's, not an ally's (15)
        found.append(other)
    return found


def landing(state: SorState, d: Declaration) -> list[str]:
    """Where the avoiding army of `d` may go: by land (11.2) or by sea (11.1.1)."""
    if d.by_sea is None:
        return destinations(state, d.power, d.origin)
    return naval.landings(state, d.power, d.origin, d.by_sea, d.cu)


def candidates(state: SorState) -> list[Declaration]:
    """Every avoidance the rules allow now, one per army, leader and way, with the most CU
    it may take; by land any fewer may be declared (`reaction.declare`, LEADERS.md §4.4)."""
    act = _act(state)
    if act.cu == 0:
        return []
    found: list[Declaration] = []
    for power in POWERS:
        if not hostile(state, power, act.power):
            continue  # 11.1: only an enemy army moving in is avoided (15: not an ally's)
        seat = controller(state, power)
        by_land = bool(destinations(state, power, act.space))
        if seat is None or not (by_land or naval.ports(state, power, act.space)):
            continue
        for top, inside, n in armies(state, act.space, power):
            if inside:
                continue  # 11.2: not from inside the walls while the enemy is outside
            leaders = [top] if n < 2 else stack(state, power, act.space, False)
            for who in leaders:
                if who in act.intercepted_by:
                    continue  # 10.6
                most = min(CARRY_LIMIT, n if who == top else n - 1)
                ways: list[tuple[str | None, int]] = [(None, most)] if by_land else []
                ways += list(naval.offers(state, power, act.space, most))  # 11.1.1
                found += [
                    Declaration(
                        kind="avoid",
                        seat=seat,
                        power=power,
                        leader=who,
                        origin=act.space,
                        cu=k,
                        by_sea=basis,
                    )
                    for basis, k in ways
                ]
    return found
