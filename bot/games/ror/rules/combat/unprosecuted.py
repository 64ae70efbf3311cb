"""The end of the Combat Phase [1.10.9]: Unprosecuted wars, the four-war defeat, and a
rebel who beat the Senate or whom the Senate did not attack [1.11.35, 1.11.373]."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.combat.strength import legion_count
from bot.games.ror.rules.provincial.rebel_province import stays_in_province
from bot.games.ror.rules.revolution.rebels import primary_rebel
from bot.games.ror.rules.state import CIVIL_WAR, CombatRecord, RorState, War
from bot.games.ror.rules.victory import active_wars, rebel_victory, republic_falls

FOUR_WARS = 4


def prosecuted(state: RorState, war: War, record: CombatRecord) -> bool:
    """1.10.9: a land battle this turn and, at the end of the phase, a force with a legion
    and full Fleet Support; or a naval battle and a fleet or the Naval Victory marker."""
    if war.card in record.lucullus:
        return False
    fought = record.fought.get(war.card, set())
    forces = [f for f in state.forces if f.war == war.card]
    support = WAR_DATA[war.card].fleet_support
    land = "land" in fought and any(legion_count(f) and f.fleets >= support for f in forces)
    naval = "naval" in fought and (war.naval_victory or any(f.fleets for f in forces))
    return land or naval


def civil_war_prosecuted(state: RorState, record: CombatRecord) -> bool:
    """1.10.9 (RULES §8.4: "including a civil war"): the Senate fought the rebel this turn
    and still has an army with a legion facing him."""
    facing = [f for f in state.forces if f.war == CIVIL_WAR]
    return CIVIL_WAR in record.fought and any(legion_count(f) for f in facing)


def mark_unprosecuted(ctx: Ctx[RorState], record: CombatRecord) -> None:
    state = ctx.state
    for war in state.wars:
        if war.status != "active":
            continue
        was = war.unprosecuted
        war.unprosecuted = not prosecuted(state, war, record)
        if war.unprosecuted and not was:
            ctx.emit("war_unprosecuted", "1.10.9", war=war.card, name_id=war.card)
    rebel = state.rebel_army
    if rebel is not None:
        was = rebel.unprosecuted
        rebel.unprosecuted = not civil_war_prosecuted(state, record)
        if rebel.unprosecuted and not was:
            ctx.emit("war_unprosecuted", "1.10.9", war=CIVIL_WAR, name_id=CIVIL_WAR)


def end_of_combat(ctx: Ctx[RorState], record: CombatRecord) -> None:
    """1.10.9: Unprosecuted wars; then a rebel who won or was not attacked wins (with
    four other Active wars Rome falls with him, `victory.rebel_victory`); else four or
    more Active wars, the civil war included, and Rome falls."""
    state = ctx.state
    mark_unprosecuted(ctx, record)
    rebel = primary_rebel(state)
    if stays_in_province(state):  # 2.03: he cannot win by battle, only by revolt or bankruptcy
        rebel = None
    if rebel is not None and CIVIL_WAR not in record.fought:
        ctx.emit("rebel_unopposed", "1.11.35", senator=rebel.card, name_id=rebel.card)
        rebel_victory(ctx, "1.11.35")
    elif rebel is not None and record.rebel_won:
        rebel_victory(ctx, "1.11.373")
    elif active_wars(state) >= FOUR_WARS:
        ctx.emit("four_wars", "1.10.9", wars=active_wars(state))
        republic_falls(ctx, "defeat_four_wars", "1.10.9")
