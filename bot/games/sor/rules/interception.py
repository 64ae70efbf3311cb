"""Interception [9.3, 10]: when an active army moves into a space, enemy armies next to it
may try to intercept; every attempt is declared before any die is rolled.

Not allowed (10.2): across a rough connection or a strait (nor by sea); from inside a walled
city while enemy CU stand in the same space; into a space holding CU of another power that
are not moving; by an army that has no leader. Only one attempt starts from each space
(10.3); if a subordinate leads it, at least 1 CU stays with his commander. The roll is one
die, +1 when the entered space is controlled by another power and holds none of the
interceptor's CU, at most the Tactics Rating (10.3). Non-player armies keep to the spaces
16.3 allows them. Only one power intercepts into a space:
the powers roll in the tie order (4.4) and the first with a success takes it (10.4)."""

from __future__ import annotations

from bot.games.sor.rules import non_player
from bot.games.sor.rules.activation import CARRY_LIMIT
from bot.games.sor.rules.alliances import allied
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.powers import POWERS, Power
from bot.games.sor.rules.stacks import commander, cu, enemy_cu, stack
from bot.games.sor.rules.state import Activation, Declaration, SorState


def _act(state: SorState) -> Activation:
    assert state.activation is not None
    return state.activation


def target_open(state: SorState, interceptor: Power) -> bool:
    """10.2: the entered space holds no non-moving, unbesieged CU of a power other than
    the interceptor (the mover's own CU that stand there count). Only the CU inside the
    walls of a besieged city are besieged: the besiegers outside them count."""
    act = _act(state)
    s = state.spaces[act.space]
    for power, n in s.outside.items():
        standing = n - (act.cu if power == act.power else 0)
        if power != interceptor and standing > 0:
            return False
    return s.besieged or all(n == 0 or p == interceptor for p, n in s.inside.items())


def armies(state: SorState, space: str, power: Power) -> list[tuple[str, bool, int]]:
    """(commander, inside, CU) of `power`'s armies in `space`: a leader with CU."""
    found = []
    for inside in (False, True):
        top = commander(state, power, space, inside)
        n = cu(state, power, space, inside)
        if top is not None and n > 0:
            found.append((top, inside, n))
    return found


def candidates(state: SorState) -> list[Declaration]:
    """Every interception the rules allow now, one per army and leader, with the most CU
    it may take (the commander up to 10, a subordinate leaving one CU behind); any fewer
    may be declared (`reaction.declare`, LEADERS.md §4.3)."""
    act = _act(state)
    if act.cu == 0:  # 9.3: a leader alone is no army
        return []
    found: list[Declaration] = []
    for origin, kind in state.map.neighbours(act.space):
        if kind != "clear":
            continue
        for power in POWERS:
            if power == act.power or allied(state, power, act.power):
                continue  # 15.2.2: an ally does not intercept
            seat = controller(state, power)
            if seat is None or not target_open(state, power):
                continue
            if not non_player.may_stop(state, power, act.space):
                continue  # 16.3
            for top, inside, n in armies(state, origin, power):
                if inside and enemy_cu(state, power, origin) > 0:
                    continue  # 10.2
                found.append(
                    Declaration(
                        kind="intercept",
                        seat=seat,
                        power=power,
                        leader=top,
                        origin=origin,
                        cu=min(CARRY_LIMIT, n),
                    )
                )
                if n >= 2:
                    for sub in stack(state, power, origin, inside):
                        if sub != top:
                            found.append(
                                Declaration(
                                    kind="intercept",
                                    seat=seat,
                                    power=power,
                                    leader=sub,
                                    origin=origin,
                                    cu=min(CARRY_LIMIT, n - 1),
                                )
                            )
    return found


def bonus(state: SorState, power: Power) -> int:
    """10.3: +1 to the die when the entered space is controlled by another power and holds
    none of the interceptor's CU."""
    act = _act(state)
    control = state.spaces[act.space].control
    hostile = control is not None and control != power
    return 1 if hostile and cu(state, power, act.space) == 0 else 0
