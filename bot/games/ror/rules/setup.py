"""Setting up a game [3.01-3.05] (RULES.md §2): every scenario."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine.engine import Ctx, Step
from bot.engine.rng import Rng
from bot.games.ror.rules.cards import senator_number
from bot.games.ror.rules.data import SCENARIOS, scenario_data
from bot.games.ror.rules.deck import cards_to_come
from bot.games.ror.rules.mortality import CUP, chit_number
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.provinces_setup import deal_provinces, open_assignment
from bot.games.ror.rules.scenarios import build_cards, first_era
from bot.games.ror.rules.senators import clockwise_from
from bot.games.ror.rules.state import MAX_SEATS, MIN_SEATS, SEATS, Faction, RorState, parse_options
from bot.games.ror.rules.turn import advance


def setup_step(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> Step[RorState]:
    """A new game and the events of its setup (the narration of the deal)."""
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise ValueError(f"The Republic of Rome needs {MIN_SEATS}-{MAX_SEATS} factions")
    if len(set(seats)) != len(seats) or any(s not in SEATS for s in seats):
        raise ValueError(f"seats must be distinct names from {SEATS}")
    opts = parse_options(options)
    state = RorState(
        seats=list(seats),
        rng=Rng(seed=seed),
        options=opts,
        factions={s: Faction(seat=s) for s in seats},
        treasury=int(SCENARIOS.common["state_treasury"]),  # 3.01.3
        unrest=int(SCENARIOS.common["unrest"]),
    )
    era = first_era(state)
    state.era = era
    state.legions = scenario_data(era).legions  # 3.01.5, 3.02.3, 3.03.3
    state.fleets = scenario_data(era).fleets
    ctx = Ctx(state)
    ctx.emit(
        "scenario",
        _scenario_rule(state),
        scenario=opts.scenario,
        name=opts.scenario,
    )
    build_cards(ctx)
    _temporary_consul(ctx)
    order = clockwise_from(state, _consul_faction(state))
    dealt = deal_provinces(ctx, era, order)
    ctx.emit(
        "scenario_ready",
        _scenario_rule(state),
        era=era,
        factions=len(seats),
        treasury=state.treasury,
        legions=state.legions,
        provinces=len(state.provinces),
        laws=len(state.laws),
        deck=cards_to_come(state),
    )
    state.step = "leaders"
    open_assignment(ctx, dealt, order)  # 3.02.4: after the leaders are chosen
    push(state, "choose_leader", "3.01.7", order)  # the Temporary Consul's player first
    advance(ctx)
    return ctx.step()


def setup(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> RorState:
    return setup_step(seed, seats, options).state


def _scenario_rule(state: RorState) -> str:
    return {
        "early": "3.01",
        "middle": "3.02",
        "late": "3.03",
        "extended": "3.04",
        "alternative": "3.05",
    }[state.options.scenario]


def _temporary_consul(ctx: Ctx[RorState]) -> None:
    """3.01.6 (VG): draw chits until one matches a dealt senator; he is Rome Consul with a
    Prior Consul marker and +5 Influence. All chits go back to the cup."""
    state = ctx.state
    by_number = {senator_number(c): c for c in state.senators}
    cup = list(CUP)
    drawn: list[str] = []
    while True:
        chit = cup.pop(ctx.pick(cup))
        drawn.append(chit.removeprefix("chit:"))
        number = chit_number(chit)
        if number in by_number:
            break
    assert number is not None
    consul = state.senators[by_number[number]]
    consul.office = "rome_consul"
    consul.prior_consul = True
    consul.influence += 5
    ctx.emit(
        "temporary_consul",
        "3.01.6",
        senator=consul.card,
        name_id=consul.card,
        faction=consul.faction,
        chits=drawn,
    )


def _consul_faction(state: RorState) -> str:
    for s in state.senators.values():
        if s.office == "rome_consul" and s.faction:
            return s.faction
    return state.seats[0]
