"""The Rhodian Maritime Alliance in the Combat Phase [1.07.21, events.json]: the State's 8
(dark: 12) lent Fleets sail with the first Roman force that fights at sea in each Combat
Phase, and go home at the end of the Combat Phase in which the current War needing the
most Fleets (Fleet Support + modified naval strength) is defeated."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.events_table import side_key
from bot.games.ror.rules.state import Force, RorState, War
from bot.games.ror.rules.units import lent_fleets

RHODIAN = "rhodian_alliance"
RULE = "1.07.21"


def join_naval_battle(ctx: Ctx[RorState], force: Force, war: War, sailed: set[str]) -> int:
    """The lent Fleets that add to this force's naval strength: all of them for the first
    Roman force with a Fleet of its own to fight at sea this phase (`sailed` remembers),
    none after. They take no losses: those fall on the force's own Fleets."""
    lent = lent_fleets(ctx.state)
    if not lent or not force.fleets or RHODIAN in sailed:
        return 0
    sailed.add(RHODIAN)
    ctx.emit(
        "rhodian_fleets_join",
        RULE,
        fleets=lent,
        war=war.card,
        name_id=war.card,
        commander=force.commander or "-",
        commander_name_id=force.commander or "-",
    )
    return lent


def fleet_need(state: RorState, war: War) -> int:
    """What a war asks of Rome's Fleets: its Fleet Support plus its modified naval strength
    (nothing at sea once the Naval Victory marker is on it)."""
    naval = 0 if war.naval_victory else enemy_strength(state, war, naval=True)
    return WAR_DATA[war.card].fleet_support + naval


def neediest(state: RorState) -> set[str]:
    """The current wars needing the most Fleets (all of those tied), none if no war needs any."""
    needs = {w.card: fleet_need(state, w) for w in state.wars}
    most = max(needs.values(), default=0)
    return {card for card, need in needs.items() if need == most and most > 0}


def leave_if_won(ctx: Ctx[RorState], before: set[str]) -> None:
    """At the end of the Combat Phase: if a war that needed the most Fleets when the phase
    began has been defeated, the alliance ends and its Fleets go home."""
    state = ctx.state
    level = state.active_events.get(RHODIAN, 0)
    remaining = {w.card for w in state.wars}
    if not level or not before or before <= remaining:
        return
    state.active_events.pop(RHODIAN)
    won = sorted(before - remaining)[0]
    ctx.emit(
        "rhodian_fleets_leave",
        RULE,
        event=RHODIAN,
        name=side_key(RHODIAN, level),
        war=won,
        war_name_id=won,
    )
