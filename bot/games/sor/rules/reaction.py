"""What follows each step of an army [9.3]: the defender's choice to stand inside the walls
(at most 3 CU), every interception and avoidance declared by every eligible player before
any die is rolled, the mover asked first whether he consents to each avoidance, then the
rolls, the avoiding armies' destinations, pursuit, refusing battle and the battle."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.sor.rules import avoidance, battle, displacement, interception
from bot.games.sor.rules import campaign as mp_limit
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.movement import end_move
from bot.games.sor.rules.names import power_ref
from bot.games.sor.rules.powers import Power, tie_rank
from bot.games.sor.rules.procedures import push
from bot.games.sor.rules.stacks import (
    add_cu,
    commander,
    cu,
    detach,
    group_of,
    merge_into,
    stack,
)
from bot.games.sor.rules.state import Activation, Declaration, SorState
from bot.games.sor.rules.tactics import test

#: 9.3: CU a defender may put inside a walled city
INSIDE_LIMIT = 3


def _act(state: SorState) -> Activation:
    assert state.activation is not None
    return state.activation


def withdrawals(state: SorState, seat: str) -> list[tuple[Power, int]]:
    """(power, CU) the defenders of `seat` may still put inside the walled city entered."""
    act = _act(state)
    if not state.map.space(act.space).walled:
        return []
    found = []
    for power, n in state.spaces[act.space].outside.items():
        if power == act.power or controller(state, power) != seat:
            continue
        if state.spaces[act.space].control != power:
            continue
        room = INSIDE_LIMIT - cu(state, power, act.space, True)
        found += [(power, k) for k in range(1, min(room, n) + 1)]
    return found


def open_declarations(state: SorState, seat: str) -> list[Declaration]:
    """The declarations `seat` may still make: one attempt per power from each space."""
    act = _act(state)
    taken = {(d.kind, d.power, d.origin) for d in act.reactions}  # one per space (10.3)
    return [
        d
        for d in [*interception.candidates(state), *avoidance.candidates(state)]
        if d.seat == seat and (d.kind, d.power, d.origin) not in taken
    ]


def eligible_seats(state: SorState) -> list[str]:
    seats = {d.seat for d in [*interception.candidates(state), *avoidance.candidates(state)]}
    seats |= {s for s in state.seat_powers if withdrawals(state, s)}
    return [s for s in state.seat_powers if s in seats and s not in state.out]


def after_step(ctx: Ctx[SorState]) -> None:
    """9.3: the force has entered a space; open the declarations if anyone may react."""
    state = ctx.state
    act = _act(state)
    if not act.force:  # displaced on entering
        end_move(ctx)
        return
    seats = eligible_seats(state)
    if seats:
        act.stage = "declare"
        push(state, "sor_declare", "9.3", seats, simultaneous=True)
    else:
        act.stage = "after"


def _allows(offered: Declaration, d: Declaration) -> bool:
    """Whether the declaration offered allows `d`: the same army and attempt with any
    number of CU from 1 to the most offered (LEADERS.md §4.3: "how many CU"; §4.4: "up to
    10 CU"); by sea, as many as offered (docs/RULES_CHOICES.md, 11.1.1)."""
    same = ("kind", "seat", "power", "leader", "origin", "by_sea")
    if offered.model_dump(include=set(same)) != d.model_dump(include=set(same)):
        return False
    return d.cu == offered.cu if d.by_sea is not None else 1 <= d.cu <= offered.cu


def declare(state: SorState, seat: str, d: Declaration) -> None:
    act = _act(state)
    if not any(_allows(o, d) for o in open_declarations(state, seat)):
        raise IllegalAction("sor_cannot_declare", "10.2" if d.kind == "intercept" else "11.2")
    act.reactions.append(d)
    if d.kind == "intercept":
        act.intercepted_by.append(d.leader)  # 10.6


def withdraw(ctx: Ctx[SorState], seat: str, power: Power, n: int) -> None:
    state = ctx.state
    act = _act(state)
    if (power, n) not in withdrawals(state, seat):
        raise IllegalAction("sor_cannot_withdraw", "9.3", limit=INSIDE_LIMIT)
    add_cu(state, power, act.space, False, -n)
    add_cu(state, power, act.space, True, n)
    if cu(state, power, act.space, False) == 0:  # the leaders go in with their CU
        group = stack(state, power, act.space, False)
        top = commander(state, power, act.space, False)
        if top is not None:
            merge_into(state, [top, *(x for x in group if x != top)], act.space, True)
    ctx.emit("sor_withdrew", "9.3", power_id=power_ref(power), space=act.space, cu=n)
    # 11.2, 8.4: no avoiding from inside the walls with the enemy outside, and leaders
    # alone cannot avoid: an avoidance declared by the leaders gone inside is dropped
    for d in [d for d in act.reactions if d.kind == "avoid" and d.power == power]:
        if state.leaders[d.leader].inside:
            act.reactions.remove(d)
            ctx.emit("sor_avoid_dropped", "11.2", leader=d.leader, space=act.space)


def next_stage(ctx: Ctx[SorState]) -> None:
    """Carry the reactions on until a player must decide or the step is settled."""
    state = ctx.state
    act = _act(state)
    if act.stage == "declare":
        act.stage = "consent"
    if act.stage == "consent":
        for i, d in enumerate(act.reactions):
            if d.kind == "avoid" and d.consent is None:
                push(state, "sor_avoid_consent", "11.1", [act.seat], subject=str(i))
                return
        _roll(ctx)
        act.stage = "avoid_to"
    if act.stage == "avoid_to":
        for i, d in enumerate(act.reactions):
            if d.kind == "avoid" and d.outcome == "success" and not d.settled:
                ready = still_there(state, d) and avoidance.landing(state, d)
                if ready:
                    push(state, "sor_avoid_to", "11.1", [d.seat], subject=str(i))
                    return
                d.outcome = "failure"
                act.avoid_failed = True
        act.stage = "after"
    if act.stage == "after":
        if act.interceptor is not None and not act.refuse_asked:
            act.refuse_asked = True
            act.stage = "refuse"
            push(state, "sor_refuse", "10.5.1", [act.seat])
            return
        _fight_or_go_on(ctx)


def still_there(state: SorState, d: Declaration) -> bool:
    """Whether the army that declared still stands where it declared from (a reported
    fact may have displaced its leader meanwhile); an avoiding one outside the walls
    (11.2)."""
    ls = state.leaders[d.leader]
    outside = d.kind != "avoid" or not ls.inside
    return ls.status == "map" and ls.space == d.origin and outside


def _roll(ctx: Ctx[SorState]) -> None:
    """10.3, 10.4, 11.1, 11.3: every attempt rolled, interceptions power by power."""
    state = ctx.state
    act = _act(state)
    intercepts = [d for d in act.reactions if d.kind == "intercept"]
    powers = sorted({d.power for d in intercepts}, key=tie_rank)
    # 10.3: the +1 is judged on the space as it stood when the attempts were declared,
    # before any interceptor arrives
    bonus = {power: interception.bonus(state, power) for power in powers}
    for power in powers:
        if act.interceptor is not None:
            for d in intercepts:
                if d.power == power:
                    d.outcome = "failure"
            continue
        for d in [d for d in intercepts if d.power == power]:
            if not still_there(state, d):
                d.outcome = "failure"
                continue
            ok = test(
                ctx,
                d.leader,
                purpose="sor_intercept",
                rule="10.3",
                seat=d.seat,
                modifier=bonus[power],
            )
            d.outcome = "success" if ok else "failure"
            if ok:
                _arrive(ctx, d)
                act.interceptor = power
    for d in act.reactions:
        if d.kind != "avoid":
            continue
        if not still_there(state, d):
            d.outcome = "failure"
            continue
        if d.consent:
            d.outcome = "success"
            ctx.emit("sor_avoid_consented", "11.1", leader=d.leader)
        else:
            ok = test(ctx, d.leader, purpose="sor_avoid", rule="11.1", seat=d.seat)
            d.outcome = "success" if ok else "failure"
            if not ok:
                act.avoid_failed = True
        if d.outcome == "success" and act.force:
            if mp_limit.room(act) == 0:  # nothing left to pursue with: no roll
                act.pursuit_failed = True
                continue
            pursued = test(ctx, act.force[0], purpose="sor_pursue", rule="11.3", seat=act.seat)
            if not pursued:
                act.pursuit_failed = True


def _arrive(ctx: Ctx[SorState], d: Declaration) -> None:
    """10.4: the intercepting army is placed in the entered space and joins any of its
    power's army there."""
    state = ctx.state
    act = _act(state)
    ls = state.leaders[d.leader]
    assert ls.space is not None
    group = group_of(state, d.leader)
    detach(state, group)
    d.cu = min(d.cu, cu(state, d.power, ls.space, ls.inside))
    add_cu(state, d.power, ls.space, ls.inside, -d.cu)
    add_cu(state, d.power, act.space, False, d.cu)
    merge_into(state, group, act.space, False)
    ctx.emit("sor_intercepted", "10.4", leader=d.leader, space=act.space, cu=d.cu)
    displacement.check(ctx)


def avoid_to(ctx: Ctx[SorState], index: int, to: str) -> None:
    state = ctx.state
    act = _act(state)
    d = act.reactions[index]
    if to not in avoidance.landing(state, d):
        raise IllegalAction("sor_cannot_avoid_there", "11.2", space=to)
    group = group_of(state, d.leader)
    detach(state, group)
    d.cu = min(d.cu, cu(state, d.power, d.origin, False))  # some went inside since
    add_cu(state, d.power, d.origin, False, -d.cu)
    add_cu(state, d.power, to, False, d.cu)
    merge_into(state, group, to, False)
    d.settled = True
    ctx.emit("sor_avoided", "11.1", leader=d.leader, space=to, cu=d.cu)
    displacement.check(ctx)


def refuse(ctx: Ctx[SorState], wants: bool) -> None:
    """10.5.1: the intercepted army may step back to where it came from; the interceptor
    is asked first whether he consents."""
    state = ctx.state
    act = _act(state)
    if not wants:
        act.stage = "after"
        _fight_or_go_on(ctx)
        return
    assert act.interceptor is not None
    seat = controller(state, act.interceptor)
    act.stage = "refuse_consent"
    push(state, "sor_refuse_consent", "10.5.1", [seat] if seat else [act.seat])


def refuse_answer(ctx: Ctx[SorState], consent: bool) -> None:
    state = ctx.state
    act = _act(state)
    if consent:
        ok = True
        ctx.emit("sor_refuse_consented", "10.5.1", leader=act.force[0])
    else:
        ok = test(ctx, act.force[0], purpose="sor_refuse", rule="10.5.1", seat=act.seat)
    if ok and act.came_from is not None and act.last_connection == "naval":
        act.stage = "sea_return"  # 10.5.1: the step back is itself a naval move
        push(state, "sor_sea_return", "10.5.1", [act.seat])
        return
    if ok and act.came_from is not None:
        _step_back(ctx)
        return
    act.stage = "after"
    _fight_or_go_on(ctx)


def sea_return(ctx: Ctx[SorState], forced: bool) -> None:
    """10.5.1: the table's naval result for a refusal by sea: the army sails back, or a
    Return result or Storms at Sea makes it fight."""
    act = _act(ctx.state)
    if not forced:
        _step_back(ctx)
        return
    ctx.emit("sor_sea_return_forced", "10.5.1", leader=act.force[0] if act.force else None)
    act.stage = "after"
    _fight_or_go_on(ctx)


def _step_back(ctx: Ctx[SorState]) -> None:
    """10.5.1: the refusing army goes back to the space it came from and stops."""
    state = ctx.state
    act = _act(state)
    assert act.came_from is not None
    add_cu(state, act.power, act.space, False, -act.cu)
    add_cu(state, act.power, act.came_from, False, act.cu)
    act.space = act.came_from
    for leader in act.force:
        state.leaders[leader].space = act.came_from
    ctx.emit("sor_refused", "10.5.1", leader=act.force[0], space=act.came_from)
    end_move(ctx)
    displacement.check(ctx)


def _fight_or_go_on(ctx: Ctx[SorState]) -> None:
    state = ctx.state
    act = _act(state)
    defender = battle.defender_in(state) if act.cu > 0 else None
    if defender is not None and act.force:
        battle.open_battle(ctx, defender)
        act.stage = "battle"
        push(state, "sor_battle", "12.2", [act.seat])
        return
    if act.pursuit_failed or not act.force:
        end_move(ctx)  # 11.3
        return
    if any(d.outcome == "success" for d in act.reactions if d.kind == "avoid"):
        act.pursuit_only = True
    act.stage = "move"
