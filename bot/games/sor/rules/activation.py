"""Activation by card value [7.1, 8.1, 9.1–9.2]: a leader is activated by a card whose value
is at least his Initiative Rating; some plays count as a 3-value card; activating a
subordinate makes him the commander [8.2.1]. The activated army leaves with every leader of
his stack and up to 10 CU; the player drops what stays behind before the first step."""

from __future__ import annotations

from typing import Literal

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.sor.rules import campaign, non_player
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.stacks import (
    add_cu,
    cu,
    definition,
    named,
    power_of,
    promote,
    stack_of,
    take_command,
)
from bot.games.sor.rules.state import Activation, SorState

Source = Literal["card", "desperate_times", "neutral_power", "transalpine"]
#: 7.4.3, 16.1.1, 9.2.3: plays that count as a 3-value card
COUNTS_AS_THREE: frozenset[str] = frozenset({"desperate_times", "neutral_power", "transalpine"})
#: 9.1.1: at most 10 CU move together
CARRY_LIMIT = 10


def card_activates(initiative: int, value: int) -> bool:
    """8.1: a card activates a leader whose Initiative is at most its value."""
    return initiative <= value


def counted_value(card: int, source: str) -> int:
    return 3 if source in COUNTS_AS_THREE else card


def movement_allowance(power: Power, value: int) -> int:
    """9.2: 4 MP; the Gauls 3/4/5 on a card of value 1/2/3; the Transalpine Gauls 5."""
    if power == "gallic":
        return {1: 3, 2: 4, 3: 5}[value]
    if power == "transalpine":
        return 5
    return 4


def may_activate_power(state: SorState, seat: str, power: Power, source: str) -> bool:
    """Own powers with a card or Desperate Times; a non-player power with Neutral Power
    Activates (16.1.1), the Transalpine Gauls counting as 3 (9.2.3)."""
    if source in ("card", "desperate_times"):
        return power in state.seat_powers.get(seat, [])
    if source == "neutral_power":
        return power in state.non_player and power != "transalpine"
    if source == "transalpine":
        return power == "transalpine" and power in state.non_player
    return False


def activatable(state: SorState, seat: str) -> list[tuple[str, int, str]]:
    """(leader, card value, source) of every legal activation for `seat` now."""
    found: list[tuple[str, int, str]] = []
    for leader, ls in state.leaders.items():
        if ls.status != "map":
            continue
        d = definition(state, leader)
        for source in ("card", "desperate_times", "neutral_power", "transalpine"):
            if not may_activate_power(state, seat, d.power, source):
                continue
            values = [3] if source in COUNTS_AS_THREE else [1, 2, 3]
            found += [
                (leader, v, source)
                for v in values
                if card_activates(d.initiative, v) and may_end_a_move(state, leader, v)
            ]
    return found


def may_end_a_move(state: SorState, leader: str, value: int) -> bool:
    """16.3: a non-player army is activated only if it can end its move where it may."""
    ls, power = state.leaders[leader], power_of(state, leader)
    assert ls.space is not None
    mp = movement_allowance(power, value)
    return non_player.end_within(state, power, ls.space, mp)


def check(state: SorState, seat: str, leader: str, card: int, source: str) -> None:
    """Refuse an activation the rules forbid, saying why (8.1, 16.3)."""
    ls = state.leaders.get(leader)
    if ls is None or ls.status != "map" or ls.space is None:
        raise IllegalAction("sor_leader_not_on_map", "8.1", leader=leader)
    d = definition(state, leader)
    if not may_activate_power(state, seat, d.power, source):
        raise IllegalAction("sor_not_your_leader", "8.1", leader=leader)
    value = counted_value(card, source)
    if not card_activates(d.initiative, value):
        raise IllegalAction(
            "sor_initiative_too_high", "8.1", leader=leader, initiative=d.initiative, card=value
        )
    if not may_end_a_move(state, leader, value):
        raise IllegalAction("sor_no_end_in_reach", "16.3", leader=leader)


def activate(ctx: Ctx[SorState], seat: str, leader: str, card: int, source: str) -> None:
    state = ctx.state
    check(state, seat, leader, card, source)
    ls = state.leaders[leader]
    assert ls.space is not None
    d = definition(state, leader)
    value = counted_value(card, source)
    power = power_of(state, leader)
    space, inside = ls.space, ls.inside
    # 8.2.1: the stack goes with him, but a minor leader leads no named one (they stay)
    stack_now = stack_of(state, leader)
    moved = state.campaign.moved if state.campaign is not None else []  # 9.5: they stay
    force = [
        leader,
        *(
            x
            for x in stack_now
            if x != leader and (d.named or not named(state, x)) and x not in moved
        ),
    ]
    stays = [x for x in stack_now if x not in force]
    if ls.under is not None and ls.under in force:
        old = ls.under
        take_command(state, leader)  # 8.2.1
        ctx.emit("sor_command_swapped", "8.2.1", leader=leader, previous=old)
    carried = min(CARRY_LIMIT, cu(state, power, space, inside))
    mp = movement_allowance(power, value)
    state.activation = Activation(
        seat=seat,
        power=power,
        card=value,
        source=source,
        mp=mp,
        mp_left=mp,
        force=force,
        cu=carried,
        space=space,
    )
    if inside:  # the army marches out of the walls with its CU
        add_cu(state, power, space, True, -carried)
        add_cu(state, power, space, False, carried)
        for x in force:
            state.leaders[x].inside = False
    campaign.take(state, state.activation, carried)  # 9.5
    for x in force:
        state.leaders[x].under = None if x == leader else leader
    promote(state, stays)
    ctx.emit(
        "sor_activated",
        "8.1",
        seat=seat,
        leader=leader,
        card=value,
        source=source,
        variant=source,
        initiative=d.initiative,
        mp=mp,
        cu=carried,
    )
