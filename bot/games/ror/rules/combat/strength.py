"""Strengths in battle [1.10.2]: Roman units and commanders, enemy wars and leaders, and
the events that change a war's strength for one battle."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import LEADER_DATA, POMPEY, WAR_DATA, war_series
from bot.games.ror.rules.cleopatra import allied_military
from bot.games.ror.rules.law_effects import social_war_strength
from bot.games.ror.rules.modifiers import event_level
from bot.games.ror.rules.provincial.forces import allied_strength
from bot.games.ror.rules.refuge import refuge_strength
from bot.games.ror.rules.state import Force, RorState, War


def land_units(force: Force) -> int:
    """1.10.2: Legions, a Veteran Legion counting 2."""
    return force.legions + 2 * len(force.veterans)


def legion_count(force: Force) -> int:
    return force.legions + len(force.veterans)


def _military(ctx: Ctx[RorState], card: str | None) -> int:
    senator = ctx.state.senators.get(card) if card else None
    if senator is None:
        return 0
    if senator.card == POMPEY:
        # 1.10.2: Pompey's Military is rolled (1d6+1) before each battle
        return ctx.dice(1, purpose="pompeys_military", rule="1.10.2")[0] + 1
    return senator.military


def commander_military(ctx: Ctx[RorState], force: Force, units: int) -> int:
    """1.10.2: the commander's Military, plus a Dictator's Master of Horse's (1.09.34),
    never more than the strength of the units he leads; Cleopatra on Rome's side adds 3."""
    total = _military(ctx, force.commander) + _military(ctx, force.master_of_horse)
    total += allied_military(ctx.state, force)
    return min(total, units)


def matching_multiplier(state: RorState, card: str) -> int:
    """1.10.2: x the number of Active wars of the war's Matching-War set (itself included)."""
    series = war_series(card, state.options)
    if series is None:
        return 1
    active = [w for w in state.wars if w.status == "active"]
    return max(1, sum(1 for w in active if war_series(w.card, state.options) == series))


def enemy_strength(state: RorState, war: War, naval: bool) -> int:
    """1.10.2: printed strength x matching wars, then + the leaders' strengths."""
    data = WAR_DATA[war.card]
    printed = data.naval_strength if naval else data.land_strength
    printed = social_war_strength(state, war.card, printed)  # Plautian-Papirian Law
    leaders = sum(LEADER_DATA[leader].strength for leader in war.leaders)
    leaders += refuge_strength(state, war.card)  # a refugee aiding it [1.07.21]
    allied = allied_strength(state, war, naval)  # 2.02: provinces gone over to the war
    return printed * matching_multiplier(state, war.card) + leaders + allied


def event_adjustment(state: RorState, roll: list[int]) -> int:
    """1.07.21 Ally Deserts / Enemy's Ally Deserts, applied last: on an even (odd) 3d6 the
    war gains (loses) the black die, or on the dark side the two white dice. The black die
    is the first of the three."""
    total, black, white = sum(roll), roll[0], roll[1] + roll[2]
    change = 0
    ally = event_level(state, "ally_deserts")
    if ally and total % 2 == 0:
        change += black if ally == 1 else white
    enemy_ally = event_level(state, "enemy_ally_deserts")
    if enemy_ally and total % 2 == 1:
        change -= black if enemy_ally == 1 else white
    return change
