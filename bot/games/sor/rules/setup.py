"""A new game: the demo map and roster (or the rule book's partial roster), the powers by
player count [16.1], every space and leader in its starting place. Before play the first
player may import the group's own roster and map (`sor_setup`)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.engine import Ctx, Step
from bot.engine.rng import Rng
from bot.games.sor.rules.board import MapDef, Roster
from bot.games.sor.rules.data import demo_map, demo_roster, rulebook_roster
from bot.games.sor.rules.names import power_refs
from bot.games.sor.rules.powers import non_player_powers, powers_in_play, seat_powers
from bot.games.sor.rules.procedures import push
from bot.games.sor.rules.stacks import join
from bot.games.sor.rules.state import LeaderState, SorState, SpaceState, parse_options


def positions(state: SorState, game_map: MapDef, roster: Roster) -> None:
    """Spaces and leaders as the map and roster start them; the powers out of play
    (16.1) keep no CU and no leaders on the map."""
    playing = set(powers_in_play(len(state.seats)))
    state.map, state.roster = game_map, roster
    state.spaces = {
        s.id: SpaceState(
            control=s.control if s.control in playing else None,
            loyalty=s.loyalty,
            outside={p: n for p, n in s.cu.items() if p in playing},
            inside={p: n for p, n in s.cu_inside.items() if p in playing},
        )
        for s in game_map.spaces
    }
    state.leaders = {}
    for d in roster.leaders:
        if d.power not in playing:
            status = "removed"
        elif d.kind == "consul" and d.start is None:
            status = "cup"  # 8.2.2
        elif d.kind == "minor" and d.start is None:
            status = "set_aside"
        else:
            status = "offboard"
        state.leaders[d.id] = LeaderState(id=d.id, status=status)
    for d in roster.leaders:
        if d.start is not None and d.power in playing:
            join(state, d.id, d.start, False)  # the first listed commands


def setup_step(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> Step[SorState]:
    parsed = parse_options(options)
    players = len(seats)
    powers = seat_powers(players)
    state = SorState(
        game="sor",
        seats=list(seats),
        rng=Rng(seed=seed),
        options=parsed,
        map=demo_map(),
        roster=demo_roster(),
        seat_powers={seat: powers[key] for seat, key in zip(seats, powers, strict=True)},
        non_player=non_player_powers(players),
        spaces={},
        leaders={},
        vp={seat: 0 for seat in seats},
    )
    positions(
        state, demo_map(), rulebook_roster() if parsed.roster == "rulebook" else demo_roster()
    )
    ctx = Ctx(state)
    ctx.emit(
        "sor_setup",
        "16.1",
        players=players,
        sides=list(state.seat_powers),  # not `seats`: that is who may read the event
        non_player_ids=power_refs(state.non_player),
    )
    push(state, "sor_setup", "16.1", [seats[0]])
    return ctx.step()


def setup(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> SorState:
    return setup_step(seed, seats, options).state
