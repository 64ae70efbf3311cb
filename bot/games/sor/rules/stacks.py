"""Leaders, stacks and commanders [8.2.1]: each power's leaders in one space form one stack
outside the walled city and one inside it (the moving force is a stack of its own); each
stack has one commander and the others are his subordinates; a named leader is never under
a minor one, and only the commander's ratings count."""

from __future__ import annotations

from bot.games.sor.rules.alliances import hostile
from bot.games.sor.rules.board import LeaderDef
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.state import LeaderStatus, SorState


def definition(state: SorState, leader: str) -> LeaderDef:
    return state.roster.leader(leader)


def power_of(state: SorState, leader: str) -> Power:
    return definition(state, leader).power


def named(state: SorState, leader: str) -> bool:
    return definition(state, leader).named


def tactics(state: SorState, leader: str | None) -> int:
    """A commander's Tactics Rating; a force without a leader fights at 0 [12.2.2]."""
    return 0 if leader is None else definition(state, leader).tactics


def moving(state: SorState, leader: str) -> bool:
    return state.activation is not None and leader in state.activation.force


def stack(state: SorState, power: Power, space: str, inside: bool = False) -> list[str]:
    """The stationary leaders of `power` in `space` (not the moving force)."""
    return [
        ls.id
        for ls in state.leaders.values()
        if ls.status == "map"
        and ls.space == space
        and ls.inside == inside
        and not moving(state, ls.id)
        and power_of(state, ls.id) == power
    ]


def commander(state: SorState, power: Power, space: str, inside: bool = False) -> str | None:
    for leader in stack(state, power, space, inside):
        if state.leaders[leader].under is None:
            return leader
    return None


def stack_of(state: SorState, leader: str) -> list[str]:
    """The leaders standing with `leader` in his stack (himself included)."""
    if moving(state, leader):
        assert state.activation is not None
        return list(state.activation.force)
    ls = state.leaders[leader]
    assert ls.space is not None
    return stack(state, power_of(state, leader), ls.space, ls.inside)


def cu(state: SorState, power: Power, space: str, inside: bool | None = None) -> int:
    s = state.spaces[space]
    if inside is None:
        return s.outside.get(power, 0) + s.inside.get(power, 0)
    return (s.inside if inside else s.outside).get(power, 0)


def add_cu(state: SorState, power: Power, space: str, inside: bool, n: int) -> None:
    side = state.spaces[space].inside if inside else state.spaces[space].outside
    side[power] = side.get(power, 0) + n
    if side[power] == 0:
        del side[power]


def enemy_cu(state: SorState, power: Power, space: str) -> int:
    """CU of every other power in `space` but its allies (15, as reported)."""
    s = state.spaces[space]
    return sum(n for p, n in s.outside.items() if hostile(state, power, p)) + sum(
        n for p, n in s.inside.items() if hostile(state, power, p)
    )


def friendly_walled_city(state: SorState, power: Power, space: str) -> bool:
    return state.map.space(space).walled and state.spaces[space].control == power


def promote(state: SorState, leaders: list[str]) -> str | None:
    """A new commander among `leaders` (the others put under him): a named leader before a
    minor one, the best Tactics first, then the roster's order (docs/RULES_CHOICES.md)."""
    if not leaders:
        return None
    order = {d.id: i for i, d in enumerate(state.roster.leaders)}
    best = min(leaders, key=lambda x: (not named(state, x), -tactics(state, x), order[x]))
    for leader in leaders:
        state.leaders[leader].under = None if leader == best else best
    return best


def join(state: SorState, leader: str, space: str, inside: bool) -> None:
    """Put `leader` (on the map, off any stack) into his power's stack in `space`: under its
    commander, or over him when the commander is minor and he is named [8.2.1]."""
    ls = state.leaders[leader]
    top = commander(state, power_of(state, leader), space, inside)
    ls.status, ls.space, ls.inside, ls.under = "map", space, inside, None
    if top is None or top == leader:
        return
    if named(state, leader) and not named(state, top):
        for other in stack(state, power_of(state, leader), space, inside):
            if other != leader:
                state.leaders[other].under = leader
    else:
        ls.under = top


def take_command(state: SorState, leader: str) -> None:
    """8.2.1: an activated subordinate becomes the commander; the old one his subordinate."""
    for other in stack_of(state, leader):
        state.leaders[other].under = None if other == leader else leader


def leave(state: SorState, leader: str) -> None:
    """Take `leader` out of his stack; if he commanded it, another takes over."""
    ls = state.leaders[leader]
    if ls.status != "map" or ls.space is None:
        return
    rest = [x for x in stack_of(state, leader) if x != leader]
    was_commander = ls.under is None
    ls.under = None
    if was_commander:
        promote(state, rest)


def place_off_map(state: SorState, leader: str, status: LeaderStatus) -> None:
    leave(state, leader)
    if state.activation is not None and leader in state.activation.force:
        state.activation.force.remove(leader)
        # the moving force's commander comes first (8.2.1)
        state.activation.force.sort(key=lambda x: state.leaders[x].under is not None)
    ls = state.leaders[leader]
    ls.status = status
    ls.space, ls.inside, ls.under = None, False, None


def merge_into(state: SorState, group: list[str], space: str, inside: bool) -> None:
    """Move a group of one power's leaders (its commander first) into `space`, joining the
    stack there: the group's commander keeps command unless he is a minor leader meeting a
    named one (8.2.1; docs/RULES_CHOICES.md)."""
    if not group:
        return
    power = power_of(state, group[0])
    there = [x for x in stack(state, power, space, inside) if x not in group]
    for x in group:
        ls = state.leaders[x]
        ls.status, ls.space, ls.inside = "map", space, inside
    top = group[0]
    everyone = [*there, *group]
    if not named(state, top) and any(named(state, x) for x in everyone):
        promote(state, everyone)
    else:
        for x in everyone:
            state.leaders[x].under = None if x == top else top


def group_of(state: SorState, leader: str) -> list[str]:
    """The leaders who go with `leader` when his army moves off: his whole stack, him first,
    when he commands it; himself alone when he is a subordinate detaching."""
    if state.leaders[leader].under is not None:
        return [leader]
    return [leader, *(x for x in stack_of(state, leader) if x != leader)]


def detach(state: SorState, group: list[str]) -> None:
    """Take a group out of its stack (whoever stays gets a commander)."""
    first = state.leaders[group[0]]
    assert first.space is not None
    rest = [
        x
        for x in stack(state, power_of(state, group[0]), first.space, first.inside)
        if x not in group
    ]
    promote(state, rest)
