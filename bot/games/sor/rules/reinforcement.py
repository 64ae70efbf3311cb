"""The Reinforcement Phase, the leaders' steps [5.10, 8.2.2, 8.2.3, 8.3, 8.4, 16.1].

Order: the non-player powers, then the players by Victory Points, most first; ties by the
tie order (4.4). For each power: its displaced named leaders placed where 5.10 allows (or
left in the box when nowhere is allowed), its CU reinforcements (reported), its minor
leaders placed or moved (8.3). Rome first takes every consul into the cup and, after its CU,
draws two at random and places them (8.2.2); the Dictator is no consul and stays. The Greek
player keeps each named leader on the map by paying his loyalty penalty, spread over the
Greek walled cities as he chooses, or removes him for good (8.2.3). At the end a player with
no CU on the map is out of the game (5.10.3)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator

from bot.engine.engine import Ctx, Outcome
from bot.engine.errors import IllegalAction
from bot.games.sor.rules.alliances import allied
from bot.games.sor.rules.control import controller
from bot.games.sor.rules.names import power_ref, power_refs
from bot.games.sor.rules.powers import Power, tie_rank
from bot.games.sor.rules.procedures import push
from bot.games.sor.rules.stacks import (
    add_cu,
    cu,
    definition,
    enemy_cu,
    merge_into,
    named,
    place_off_map,
    power_of,
    stack,
)
from bot.games.sor.rules.state import Reinforcement, SorState, Tie

#: 8.2.2: the consuls drawn each Reinforcement Phase
CONSULS_DRAWN = 2


def steps(power: Power) -> list[str]:
    if power == "roman":
        return ["displaced", "cup", "cu", "draw", "minor", "done"]
    if power == "greek":
        return ["displaced", "cu", "minor", "loyalty", "done"]
    return ["displaced", "cu", "minor", "done"]


def seat_order(state: SorState) -> list[str]:
    """5.10: the players by VP, most first; ties by the tie order (4.4) until the tie
    winner says otherwise."""
    seats = [s for s in state.seat_powers if s not in state.out]

    def rank(seat: str) -> tuple[int, int]:
        return (-state.vp.get(seat, 0), min(tie_rank(p) for p in state.seat_powers[seat]))

    return sorted(seats, key=rank)


def powers_in_order(state: SorState, seats: list[str]) -> list[Power]:
    """5.10: non-player powers first (in the tie order), then each player's powers."""
    powers: list[Power] = sorted(state.non_player, key=tie_rank)
    for seat in seats:
        powers += state.seat_powers[seat]
    return powers


def order(state: SorState) -> list[Power]:
    return powers_in_order(state, seat_order(state))


def ties(state: SorState, seats: list[str]) -> list[Tie]:
    """The groups of players tied on VP, each with its tie winner (the first by 4.4)."""
    groups: list[list[str]] = []
    for seat in seats:
        if groups and state.vp.get(groups[-1][0], 0) == state.vp.get(seat, 0):
            groups[-1].append(seat)
        else:
            groups.append([seat])
    return [Tie(winner=g[0], left=g) for g in groups if len(g) > 1]


def go_next(ctx: Ctx[SorState], seat: str, chosen: str) -> None:
    """5.10: the tie winner names the next of the tied players."""
    state = ctx.state
    r = state.reinforcement
    assert r is not None and r.ties
    tie = r.ties[0]
    if seat != tie.winner or chosen not in tie.left:
        raise IllegalAction("sor_not_tied", "5.10", seat=chosen)
    tie.left.remove(chosen)
    tie.chosen.append(chosen)
    if len(tie.left) == 1:
        tie.chosen.append(tie.left.pop())
    if tie.left:
        return
    start = min(r.seats.index(s) for s in tie.chosen)
    r.seats[start : start + len(tie.chosen)] = tie.chosen
    r.order = powers_in_order(state, r.seats)
    r.ties.pop(0)
    ctx.emit("sor_tie_ordered", "5.10", seat=seat, order=list(tie.chosen))


def _home(state: SorState, power: Power, space: str) -> bool:
    sd = state.map.space(space)
    ss = state.spaces[space]
    if ss.control != power or ss.besieged:
        return False
    if power == "roman" and sd.walled:  # 5.10 play note
        return True
    return sd.reinforcement and sd.home == power


def _friendly(state: SorState, power: Power, space: str) -> bool:
    return state.spaces[space].control == power and enemy_cu(state, power, space) == 0


def traces_home(state: SorState, power: Power, start: str) -> bool:
    """5.10: a path of connected friendly spaces free of enemy CU to an unbesieged home
    reinforcement space the power controls; no rough or strait connection, and by sea only
    for Carthage and its allies."""
    if not _friendly(state, power, start):
        return False
    by_sea = power == "carthaginian" or allied(state, power, "carthaginian")
    seen, todo = {start}, deque([start])
    while todo:
        here = todo.popleft()
        if _home(state, power, here):
            return True
        for other, kind in state.map.neighbours(here):
            if kind in ("rough", "strait") or (kind == "naval" and not by_sea):
                continue
            if other not in seen and _friendly(state, power, other):
                seen.add(other)
                todo.append(other)
    return False


def placements(state: SorState, leader: str) -> list[str]:
    """5.10, 8.2.2, 8.4: where a returning named leader may be placed: with his power's CU,
    in a friendly space free of enemy CU that traces home; Africa only for an Africa-bound
    leader (17.1.1)."""
    d = definition(state, leader)
    return [
        space
        for space in state.spaces
        if cu(state, d.power, space) > 0
        and traces_home(state, d.power, space)
        and (not d.africa_only or state.map.space(space).region == "africa")
    ]


def minor_placements(state: SorState, leader: str) -> list[tuple[str, bool]]:
    """8.3: (space, inside the walls) wherever the owner has CU: outside, or inside a
    walled city, besieged or not (13.3 play note)."""
    power = power_of(state, leader)
    ls = state.leaders[leader]
    here = (ls.space, ls.inside) if ls.status == "map" else None
    return [
        (s, inside)
        for s in state.spaces
        for inside in (False, True)
        if (s, inside) != here and cu(state, power, s, inside) > 0
    ]


def movable_minors(state: SorState, powers: list[Power]) -> list[tuple[str, str, bool]]:
    """8.3: (leader, space, inside) for each place a minor leader of `powers` may go now:
    on the map or set aside, not in the moving force."""
    found = []
    for leader, ls in state.leaders.items():
        d = definition(state, leader)
        if d.kind != "minor" or d.power not in powers or ls.status not in ("map", "set_aside"):
            continue
        if state.activation is not None and leader in state.activation.force:
            continue
        found += [(leader, s, inside) for s, inside in minor_placements(state, leader)]
    return found


def impulse_powers(state: SorState, seat: str) -> list[Power]:
    """The powers whose minor leaders the active player adjusts: his own, and those he
    activated with Neutral Power Activates in this impulse (8.3, 16.1.1)."""
    return [*state.seat_powers.get(seat, []), *state.neutral_activated]


def place_minor(ctx: Ctx[SorState], leader: str, space: str, inside: bool = False) -> None:
    state = ctx.state
    if named(state, leader) or (space, inside) not in minor_placements(state, leader):
        raise IllegalAction("sor_cannot_place_minor", "8.3", leader=leader, space=space)
    place_off_map(state, leader, "offboard")
    merge_into(state, [leader], space, inside)
    variant = "inside" if inside else "outside"
    ctx.emit("sor_minor_placed", "8.3", leader=leader, space=space, variant=variant)


def place_leader(ctx: Ctx[SorState], leader: str, space: str) -> None:
    state = ctx.state
    if space not in placements(state, leader):
        raise IllegalAction("sor_cannot_place_leader", "5.10", leader=leader, space=space)
    ls = state.leaders[leader]
    ls.status = "offboard"
    power = power_of(state, leader)
    there = stack(state, power, space, False)
    merge_into(state, [*there[:1], leader, *there[1:]] if there else [leader], space, False)
    r = state.reinforcement
    if r is not None and leader in r.drawn:
        r.drawn.remove(leader)
    ctx.emit("sor_leader_placed", "5.10", leader=leader, space=space)


# -------------------------------------------------------------- the Greek penalty [8.2.3]


def greek_cities(state: SorState) -> dict[str, int]:
    """The Greek walled cities and their loyalty."""
    return {
        space: ss.loyalty
        for space, ss in state.spaces.items()
        if ss.loyalty is not None and ss.control == "greek" and state.map.space(space).walled
    }


def sicily_reduction(state: SorState) -> int:
    """8.2.3, five players: if the Greeks hold every Greek home space in Sicily, one Greek
    leader in Sicily pays 1 less for each Carthaginian home space in Sicily they control."""
    if len(state.seat_powers) != 5:
        return 0
    sicily = [sd for sd in state.map.spaces if sd.region == "sicily"]
    if any(state.spaces[sd.id].control != "greek" for sd in sicily if sd.home == "greek"):
        return 0
    return sum(
        1 for sd in sicily if sd.home == "carthaginian" and state.spaces[sd.id].control == "greek"
    )


def penalty(state: SorState, leader: str, sicily: bool) -> int:
    base = definition(state, leader).loyalty_penalty or 0
    return max(0, base - sicily_reduction(state)) if sicily else base


def may_use_sicily(state: SorState, leader: str) -> bool:
    r = state.reinforcement
    ls = state.leaders[leader]
    return (
        r is not None
        and not r.sicily_used
        and sicily_reduction(state) > 0
        and ls.space is not None
        and state.map.space(ls.space).region == "sicily"
    )


def spreads(state: SorState, amount: int) -> Iterator[dict[str, int]]:
    """8.2.3: every way to take `amount` loyalty from the Greek cities, "as he chooses"
    (a prompt of more than 25 is paged, and `/sor answer` finds one by its words)."""
    floor = state.options.greek_loyalty_floor
    cities = sorted(greek_cities(state).items())

    def rec(i: int, left: int, acc: dict[str, int]) -> Iterator[dict[str, int]]:
        if left == 0:
            yield dict(acc)
            return
        if i == len(cities):
            return
        city, loyalty = cities[i]
        for take in range(min(left, max(0, loyalty - floor)), -1, -1):
            if take:
                acc[city] = take
            yield from rec(i + 1, left - take, acc)
            acc.pop(city, None)

    yield from rec(0, amount, {})


def keep(ctx: Ctx[SorState], leader: str, pay: dict[str, int], sicily: bool) -> None:
    state = ctx.state
    r = state.reinforcement
    assert r is not None
    if sicily and not may_use_sicily(state, leader):
        raise IllegalAction("sor_no_sicily_reduction", "8.2.3")
    cost = penalty(state, leader, sicily)
    cities = greek_cities(state)
    floor = state.options.greek_loyalty_floor
    if (
        sum(pay.values()) != cost
        or any(n < 1 for n in pay.values())
        or any(c not in cities or cities[c] - n < floor for c, n in pay.items())
    ):
        raise IllegalAction("sor_penalty_unpaid", "8.2.3", leader=leader, penalty=cost)
    for city, n in pay.items():
        loyalty = state.spaces[city].loyalty
        assert loyalty is not None
        state.spaces[city].loyalty = loyalty - n
    if sicily:
        r.sicily_used = True
    r.decided.append(leader)
    points = [city for city, n in sorted(pay.items()) for _ in range(n)]
    ctx.emit("sor_greek_kept", "8.2.3", leader=leader, penalty=cost, cities_ids=points)


def dismiss(ctx: Ctx[SorState], leader: str) -> None:
    state = ctx.state
    r = state.reinforcement
    assert r is not None
    place_off_map(state, leader, "removed")
    r.decided.append(leader)
    ctx.emit("sor_greek_removed", "8.2.3", leader=leader)


# ------------------------------------------------------------------------- the phase


def start(ctx: Ctx[SorState]) -> None:
    state = ctx.state
    state.phase = "reinforcement"
    state.active = None
    seats = seat_order(state)
    state.reinforcement = Reinforcement(
        order=powers_in_order(state, seats), seats=seats, ties=ties(state, seats)
    )
    ctx.emit(
        "sor_reinforcement_phase",
        "5.10",
        turn=state.turn,
        order_ids=power_refs(state.reinforcement.order),
    )


def next_step(state: SorState) -> None:
    r = state.reinforcement
    assert r is not None
    power = r.order[r.index]
    seq = steps(power)
    r.step = seq[seq.index(r.step) + 1]


def run(ctx: Ctx[SorState]) -> bool:
    """Carry the phase on until a player must decide (True) or it is over (False)."""
    state = ctx.state
    r = state.reinforcement
    assert r is not None
    if r.ties:  # 5.10: the tie winner orders the tied players first
        push(state, "sor_tie_order", "5.10", [r.ties[0].winner])
        return True
    while r.index < len(r.order):
        power = r.order[r.index]
        seat = controller(state, power)
        if r.step == "start":
            r.step = steps(power)[0]
        if seat is None or r.step == "done":
            r.index += 1
            r.step, r.drawn, r.drew, r.stayed = "start", [], False, []
            continue
        if r.step == "displaced":
            waiting = [
                x
                for x, ls in state.leaders.items()
                if ls.status == "displaced"
                and power_of(state, x) == power
                and definition(state, x).kind != "consul"
                and x not in r.stayed
            ]
            for leader in waiting:
                if placements(state, leader):
                    push(state, "sor_place_leader", "5.10", [seat], subject=leader)
                    return True
                r.stayed.append(leader)
                ctx.emit("sor_leader_stays_displaced", "5.10", leader=leader)
            next_step(state)
        elif r.step == "cup":
            for x, ls in state.leaders.items():
                if definition(state, x).kind == "consul" and ls.status in ("map", "displaced"):
                    place_off_map(state, x, "cup")
            cup = sorted(x for x, ls in state.leaders.items() if ls.status == "cup")
            ctx.emit("sor_consuls_to_cup", "8.2.2", consuls_ids=cup)
            next_step(state)
        elif r.step in ("cu", "minor"):
            push(state, f"sor_{'reinforce' if r.step == 'cu' else 'minor'}", "5.10", [seat])
            return True
        elif r.step == "draw":
            if not r.drew:
                r.drew = True
                cup = sorted(x for x, ls in state.leaders.items() if ls.status == "cup")
                for _ in range(min(CONSULS_DRAWN, len(cup))):
                    drawn = cup.pop(ctx.pick(cup))
                    r.drawn.append(drawn)
                    ctx.emit("sor_consul_drawn", "8.2.2", leader=drawn)
            for leader in list(r.drawn):
                if placements(state, leader):
                    push(state, "sor_place_leader", "8.2.2", [seat], subject=leader)
                    return True
                r.drawn.remove(leader)
                status = state.options.unplaced_consul
                state.leaders[leader].status = status
                ctx.emit(
                    "sor_consul_unplaced", "8.2.2", leader=leader, status=status, variant=status
                )
            next_step(state)
        elif r.step == "loyalty":
            for x, ls in state.leaders.items():
                d = definition(state, x)
                if d.power == "greek" and d.named and ls.status == "map" and x not in r.decided:
                    push(state, "sor_greek_keep", "8.2.3", [seat], subject=x)
                    return True
            next_step(state)
    _end(ctx)
    return False


def _end(ctx: Ctx[SorState]) -> None:
    """5.10.3, then the next turn or the end of the game."""
    state = ctx.state
    for seat, powers in state.seat_powers.items():
        if seat in state.out:
            continue
        if all(cu(state, p, s) == 0 for p in powers for s in state.spaces):
            state.out.append(seat)
            for x in state.leaders:
                if power_of(state, x) in powers and state.leaders[x].status != "removed":
                    place_off_map(state, x, "removed")
            for ss in state.spaces.values():
                if ss.control in powers:
                    ss.control = None
            ctx.emit("sor_power_out", "5.10.3", seat=seat)
    state.reinforcement = None
    alive = [s for s in state.seat_powers if s not in state.out]
    if state.turn >= state.options.turn_limit or len(alive) <= 1:
        best = max((state.vp.get(s, 0) for s in alive), default=0)
        winners = [s for s in alive if state.vp.get(s, 0) == best]
        state.phase = "over"
        state.outcome = Outcome(kind="sor_vp", rule="5.10", winners=winners)
        ctx.emit("sor_game_over", "5.10", winners=winners, vp=best)
        return
    state.turn += 1
    state.round = 1
    state.played = []
    state.phase = "action"
    ctx.emit("sor_turn_started", "5.1", turn=state.turn)


def add_reinforcement(ctx: Ctx[SorState], seat: str, space: str) -> None:
    """5.10.1 (reported): one CU of the deciding power in an eligible space."""
    state = ctx.state
    r = state.reinforcement
    assert r is not None
    power = r.order[r.index]
    if not traces_home(state, power, space):
        raise IllegalAction("sor_cannot_reinforce", "5.10", space=space)
    add_cu(state, power, space, False, 1)
    ctx.emit("sor_reinforced", "5.10.1", power_id=power_ref(power), space=space)


def reinforcement_spaces(state: SorState) -> list[str]:
    r = state.reinforcement
    assert r is not None
    power = r.order[r.index]
    return [s for s in state.spaces if traces_home(state, power, s)]
