"""Displaced and set-aside leaders [8.4], checked the instant a change could cause it.

A named leader with no CU of his power in a space holding enemy CU and no walled city
friendly to him goes to the Displaced Leaders Box with the named leaders under him; so does
one whose CU are all lost. A minor leader is never displaced: he is set aside, to come back
when his owner is next active [8.3, 5.4]."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.stacks import (
    cu,
    enemy_cu,
    friendly_walled_city,
    named,
    place_off_map,
    power_of,
    stack,
    stack_of,
)
from bot.games.sor.rules.state import SorState


def alone_with_enemy(state: SorState, leader: str) -> bool:
    ls = state.leaders[leader]
    if ls.status != "map" or ls.space is None:
        return False
    power = power_of(state, leader)
    return (
        cu(state, power, ls.space) == 0
        and enemy_cu(state, power, ls.space) > 0
        and not friendly_walled_city(state, power, ls.space)
    )


def remove_stack(ctx: Ctx[SorState], leaders: list[str], why: str) -> None:
    """8.4: the named leaders displaced, the minor ones set aside."""
    state = ctx.state
    for leader in leaders:
        space = state.leaders[leader].space
        if named(state, leader):
            place_off_map(state, leader, "displaced")
            ctx.emit("sor_displaced", "8.4", leader=leader, space=space, why=why, variant=why)
        else:
            place_off_map(state, leader, "set_aside")
            ctx.emit("sor_set_aside", "8.4", leader=leader, space=space, why=why, variant=why)


def check(ctx: Ctx[SorState]) -> None:
    """Every leader alone with enemy CU leaves the map now [8.4]."""
    state = ctx.state
    for leader in list(state.leaders):
        if state.leaders[leader].status == "map" and alone_with_enemy(state, leader):
            remove_stack(ctx, stack_of(state, leader), "alone")


def all_cu_lost(ctx: Ctx[SorState], power: Power, space: str, inside: bool) -> None:
    """8.4: the leaders whose accompanying CU were all eliminated."""
    if cu(ctx.state, power, space, inside) == 0:
        leaders = stack(ctx.state, power, space, inside)
        if leaders:
            remove_stack(ctx, leaders, "cu_lost")
