"""Combat Phase [1.10]: ransoms first, then every force attacks its war in dispatch
order, then Unprosecuted wars and the four-war check. Battles need no decisions; the
battles run in one step, unless a commander is captured by a war another force is still
to attack this phase: his faction may ransom him before that battle (1.10.71: at any time
before the war is defeated), and the phase's record (`state.combat`) waits in the state."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.bequests import on_expedition
from bot.games.ror.rules.cleopatra import open_cleopatra
from bot.games.ror.rules.combat.capture import captives_of_gone_wars_die, open_ransom
from bot.games.ror.rules.combat.civil_war import fight_civil_war
from bot.games.ror.rules.combat.gabinian import open_recruitment
from bot.games.ror.rules.combat.outcomes import fight, war_of
from bot.games.ror.rules.combat.proscription import open_proscription
from bot.games.ror.rules.combat.rhodian import leave_if_won, neediest
from bot.games.ror.rules.combat.unprosecuted import end_of_combat
from bot.games.ror.rules.combat.veterans_back import open_orders
from bot.games.ror.rules.lucullus import note_recall  # rules gaps
from bot.games.ror.rules.provincial.provincial_battle import provincial_attacks
from bot.games.ror.rules.revolution.rebels import send_home
from bot.games.ror.rules.state import CIVIL_WAR, Attack, CombatRecord, Force, RorState

__all__ = ["run_combat"]


def run_combat(ctx: Ctx[RorState]) -> bool:
    """One step of the phase; True once the phase is over (the game going on)."""
    state = ctx.state
    if state.step == "start":
        _settle(ctx)
        state.step = "ransom"
        open_orders(state)  # 1.11.36: a loyal senator's veterans leave the rebel
        open_cleopatra(state)  # before the Alexandrine War is fought
        open_ransom(state)  # 1.10.71: captives may be ransomed before their war is fought
        open_recruitment(state)  # Gabinian Law: first of all, commanders recruit
        return False
    if state.step == "ransom":
        state.combat = CombatRecord(
            attacks=[
                Attack(war=war, sent_turn=f.sent_turn, order=f.order)
                for war in war_order(ctx)
                for f in _attackers(state, war)
            ],
            needing_fleets=neediest(state),  # the Rhodian fleets leave once it is won
        )
        state.step = "battles"
    if state.step == "battles":
        record = state.combat
        assert record is not None
        if _battles(ctx, record):
            return False  # a ransom is offered before the war's next battle [1.10.71]
        provincial_attacks(ctx, record)  # 2.02
        leave_if_won(ctx, record.needing_fleets)  # 1.07.21
        state.step, state.combat = "done", None
        note_recall(state, record)  # Lucullus is recalled after the next Senate
        end_of_combat(ctx, record)  # may open the rebel end game [1.12.4]
        open_proscription(state, record.civil_victory)  # intrigue.json
    return state.step == "done" and state.outcome is None


def _battles(ctx: Ctx[RorState], record: CombatRecord) -> bool:
    """Fight the attacks still to come, in order; True when one stops for a ransom: its
    commander was captured and another force is still to attack the war holding him
    (which may defeat it, killing him, 1.10.71)."""
    state = ctx.state
    while record.attacks:
        attack = record.attacks.pop(0)
        force = _force_of(state, attack)
        if force is None:
            continue  # came home when another commander won the war
        if attack.war == CIVIL_WAR:
            fight_civil_war(ctx, force, record)
            continue
        fight(ctx, force, record)
        held = [s for s in state.senators.values() if s.captive == attack.war]
        again = any(a.war == attack.war for a in record.attacks)
        if held and again and war_of(state, attack.war) is not None:
            open_ransom(state, attack.war)
            return True
    return False


def _force_of(state: RorState, attack: Attack) -> Force | None:
    return next(
        (
            f
            for f in state.forces
            if (f.war, f.sent_turn, f.order) == (attack.war, attack.sent_turn, attack.order)
            and f.commander is not None
        ),
        None,
    )


def _settle(ctx: Ctx[RorState]) -> None:
    """Loose ends from earlier phases: a force whose war has left play comes home, a
    leader who died elsewhere leaves his force, a captive whose war is gone dies
    (1.10.71)."""
    state = ctx.state
    for force in list(state.forces):
        if on_expedition(force):
            continue  # a Bequest's expedition comes back in the Revolution Phase
        gone = state.rebel_army is None if force.war == CIVIL_WAR else not war_of(state, force.war)
        if gone:
            send_home(ctx, force, "1.10.4")
            continue
        if force.commander not in state.senators:
            force.commander = None
        if force.master_of_horse not in state.senators:
            force.master_of_horse = None
    captives_of_gone_wars_die(ctx)


def _attackers(state: RorState, war: str) -> list[Force]:
    """1.10.1: commanders on one war attack in the order they were sent."""
    forces = [f for f in state.forces if f.war == war and f.commander is not None]
    return sorted(forces, key=lambda f: (f.sent_turn, f.order))


def war_order(ctx: Ctx[RorState]) -> list[str]:
    """1.10.1: wars in the order their last commander was sent; wars whose last commanders
    were sent together are ordered by 2d6 (highest first)."""
    state = ctx.state
    last: dict[str, tuple[int, int]] = {}
    for f in state.forces:
        if f.commander is not None:
            last[f.war] = max(last.get(f.war, (f.sent_turn, f.order)), (f.sent_turn, f.order))
    rolls: dict[str, int] = {}
    for war, key in sorted(last.items(), key=lambda item: item[1]):
        if sum(1 for k in last.values() if k == key) > 1:
            rolls[war] = sum(ctx.dice(2, purpose="order_of_battle", rule="1.10.1", war_id=war))
    order = sorted(last, key=lambda w: (last[w], -rolls.get(w, 0), w))
    if order:
        ctx.emit("combat_order", "1.10.1", wars_ids=order)
    return order
