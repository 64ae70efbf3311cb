"""Moving an activated army [9.1–9.2]: each step costs the connection's MP (clear 1, rough or
strait 2, naval 3); at most 10 CU move at any instant, with any number of subordinates; a
minor leader may not pick up named leaders; leaders picked up become subordinates; a consul
never moves without a Roman CU [9.1.2]."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.sor.rules import campaign as mp_limit
from bot.games.sor.rules import displacement, non_player
from bot.games.sor.rules.activation import CARRY_LIMIT
from bot.games.sor.rules.alliances import hostile
from bot.games.sor.rules.board import MP_COST
from bot.games.sor.rules.stacks import (
    add_cu,
    commander,
    definition,
    join,
    merge_into,
    named,
    promote,
    stack,
)
from bot.games.sor.rules.state import Activation, SorState


def _act(state: SorState) -> Activation:
    assert state.activation is not None
    return state.activation


def has_consul(state: SorState) -> bool:
    return any(definition(state, x).kind == "consul" for x in _act(state).force)


def africa_bound(state: SorState) -> bool:
    return any(definition(state, x).africa_only for x in _act(state).force)


def legal_steps(state: SorState) -> list[tuple[str, str, int]]:
    """(space, connection, cost) of every step the force may take now."""
    act = _act(state)
    if not act.force or (has_consul(state) and act.cu == 0):  # 9.1.2
        return []
    steps: list[tuple[str, str, int]] = []
    room = mp_limit.room(act)  # 9.2, 9.5
    for other, kind in state.map.neighbours(act.space):
        cost = MP_COST[kind]
        if cost > room:
            continue
        crossing = kind in ("rough", "strait")
        if act.pursuit_only and crossing and state.options.pursuit_crossing == "rough_strait":
            continue  # 11.3
        if africa_bound(state) and state.map.space(other).region != "africa":  # 17.1.1
            continue
        if not non_player.may_enter(state, act.power, other):
            continue  # 16.3
        if not non_player.end_within(state, act.power, other, act.mp_left - cost):
            continue  # 16.3: from there it could no longer end where it may
        if battle_ahead(state, other) and not non_player.may_end(state, act.power, other):
            continue  # 16.3: the battle there would end the move
        steps.append((other, kind, cost))
    return steps


def battle_ahead(state: SorState, space: str) -> bool:
    """Whether the army would fight in `space` and stop: enemy CU stand outside there."""
    act = _act(state)
    outside = state.spaces[space].outside
    return act.cu > 0 and any(n > 0 for p, n in outside.items() if hostile(state, act.power, p))


def may_end_here(state: SorState) -> bool:
    """16.3: a non-player army ends its move only where it may; one that can reach no
    such space any more (its path cut meanwhile, or no step left that it may take) may end
    where it is."""
    act = _act(state)
    if non_player.may_end(state, act.power, act.space):
        return True
    return not non_player.end_within(state, act.power, act.space, act.mp_left) or not (
        legal_steps(state)
    )


def step(ctx: Ctx[SorState], to: str) -> None:
    state = ctx.state
    act = _act(state)
    found = {s: (k, c) for s, k, c in legal_steps(state)}
    if to not in found:
        if has_consul(state) and act.cu == 0:
            raise IllegalAction("sor_consul_needs_cu", "9.1.2")
        raise IllegalAction("sor_cannot_step", "9.2", space=to, mp=mp_limit.room(act))
    kind, cost = found[to]
    add_cu(state, act.power, act.space, False, -act.cu)
    add_cu(state, act.power, to, False, act.cu)
    act.came_from, act.space, act.last_connection = act.space, to, kind
    act.mp_left -= cost
    act.pursuit_only = False
    act.moved = True
    act.interceptor, act.avoid_failed = None, False
    act.reactions, act.declared = [], []
    for leader in act.force:
        state.leaders[leader].space = to
    ctx.emit(
        "sor_moved",
        "9.2",
        leader=act.force[0],
        space=to,
        connection=kind,
        variant=kind,
        cost=cost,
        mp_left=act.mp_left,
        cu=act.cu,
    )
    displacement.check(ctx)  # 8.4: a leader moving alone into enemy CU


def pick_up_cu(state: SorState, n: int) -> None:
    act = _act(state)
    available = state.spaces[act.space].outside.get(act.power, 0) - act.cu
    if n < 1 or n > available or act.cu + n > CARRY_LIMIT:
        raise IllegalAction("sor_carry_limit", "9.1.1", cu=n, limit=CARRY_LIMIT)
    act.cu += n
    mp_limit.take(state, act, n)  # 9.5


def drop_cu(state: SorState, n: int) -> None:
    act = _act(state)
    if n < 1 or n > act.cu:
        raise IllegalAction("sor_no_such_cu", "9.1.1", cu=n)
    if has_consul(state) and act.cu - n < 1:
        raise IllegalAction("sor_consul_needs_cu", "9.1.2")
    act.cu -= n
    mp_limit.leave(state, act, n)  # 9.5


def pickable_leaders(state: SorState) -> list[str]:
    act = _act(state)
    if not act.force:
        return []
    top = act.force[0]
    moved = state.campaign.moved if state.campaign is not None else []
    return [
        x
        for x in stack(state, act.power, act.space, False)
        if (named(state, top) or not named(state, x))  # 9.1.2: a minor picks up no named
        and x not in moved  # 9.5: who moved in the Campaign's first activation
    ]


def pick_up_leader(state: SorState, leader: str) -> None:
    act = _act(state)
    if leader not in pickable_leaders(state):
        raise IllegalAction("sor_cannot_pick_up", "9.1.2", leader=leader)
    rest = [x for x in stack(state, act.power, act.space, False) if x != leader]
    act.force.append(leader)
    state.leaders[leader].under = act.force[0]
    promote(state, rest)


def drop_leader(ctx: Ctx[SorState], leader: str) -> None:
    state = ctx.state
    act = _act(state)
    if leader not in act.force[1:]:
        raise IllegalAction("sor_cannot_drop", "9.1.2", leader=leader)
    act.force.remove(leader)
    act.left.append(leader)
    join(state, leader, act.space, False)
    displacement.check(ctx)


def end_move(ctx: Ctx[SorState]) -> None:
    """The move is over: the force joins its power's stack where it stands. Its commander
    keeps command unless he is a minor leader meeting a named one there [8.2.1]."""
    state = ctx.state
    act = _act(state)
    state.activation = None
    leader = act.force[0] if act.force else None
    variant = "led" if leader else "leaderless"  # the leader was left behind (or lost)
    ctx.emit("sor_move_ended", "9.2", leader=leader, space=act.space, variant=variant)
    campaign = state.campaign
    if campaign is not None and not campaign.second:  # 9.5: the second activation comes
        campaign.moved += [*act.force, *act.left]
        mp_limit.ended(state, act)
        state.acted = False
    elif campaign is not None:
        state.campaign = None
    if not act.force:
        return
    merge_into(state, list(act.force), act.space, False)
    assert commander(state, act.power, act.space, False) is not None
