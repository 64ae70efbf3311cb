"""The Manilian Law [laws.json]: in the Revolution Phase a victorious commander may, instead
of laying down his command or revolting, keep his army and move it to another current war
(Active or Inactive; an Inactive war becomes Active), provided his fleets give it Fleet
Support and the force may fight it (1.09.641-642). He stays away as a proconsul, who may be
recalled, and fights no battle before the next Combat Phase."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.combat.strength import legion_count
from bot.games.ror.rules.law_effects import MANILIAN
from bot.games.ror.rules.state import CIVIL_WAR, Force, RorState, War

RULE = "1.11.3"


def _fit(war: War, force: Force) -> bool:
    """1.09.641-642: Fleet Support, and a Fleet for a naval battle or a Legion for a land
    battle (as `senate.deployment.units_short`)."""
    data = WAR_DATA[war.card]
    if force.fleets < data.fleet_support:
        return False
    if data.naval_strength > 0 and not war.naval_victory:
        return force.fleets > 0
    return legion_count(force) > 0


def destinations(state: RorState, force: Force) -> list[War]:
    """The wars the victorious force may move on to."""
    if MANILIAN not in state.laws:
        return []
    return [
        w
        for w in state.wars
        if w.card not in (force.war, CIVIL_WAR)
        and w.status in ("active", "inactive")
        and _fit(w, force)
    ]


def move_on(ctx: Ctx[RorState], force: Force, war: str) -> None:
    state = ctx.state
    target = next((w for w in destinations(state, force) if w.card == war), None)
    if target is None:
        raise IllegalAction("manilian_cannot_move", RULE, war=war)
    old = force.war
    force.war = target.card
    force.victorious = False  # 1.10.4: his victory was won against the old war
    force.sent_turn = state.turn
    force.order = 1 + max((f.order for f in state.forces if f.sent_turn == state.turn), default=0)
    for card in (force.commander, force.master_of_horse):
        if card and card in state.senators:
            state.senators[card].command = target.card
    ctx.emit(
        "manilian_moved",
        RULE,
        commander=force.commander,
        name_id=force.commander or "",
        war=target.card,
        war_name_id=target.card,
        old_name_id=old,
    )
    if target.status == "inactive":
        target.status = "active"
        ctx.emit("war_activated", RULE, war=target.card, name_id=target.card)
