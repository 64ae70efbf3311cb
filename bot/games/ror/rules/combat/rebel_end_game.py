"""The rebel end game [1.12.4, RULES §12]: a rebel who has met victory condition I or II
while four or more other wars are Active must beat them one at a time, in the order he
chooses, until fewer than four are left; each attack needs its Fleet Support and a
Victory, and he must survive each battle to go on. Set up by
`victory.start_rebel_end_game`; the procedure's data holds the condition, his faction
and his card."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, AttackWar
from bot.games.ror.rules.combat.outcomes import fight, war_of
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, current
from bot.games.ror.rules.state import CombatRecord, Force, RorState
from bot.games.ror.rules.victory import (
    FOUR_WARS,
    EndGame,
    consul_for_life_seat,
    declare_rebel_winner,
    end_by_consul_for_life,
    other_active_wars,
    republic_falls,
)

RULE = "1.12.4"


def _targets(state: RorState) -> list[str]:
    return [w.card for w in state.wars if w.status == "active"]


def legal_attacks(state: RorState, seat: str) -> list[Action]:
    return [AttackWar(war=card) for card in _targets(state)]


def default_attack(state: RorState, seat: str) -> Action:
    return AttackWar(war=_targets(state)[0])


def end_game_prompt(state: RorState, seat: str) -> dict[str, Any]:
    return {"wars": other_active_wars(state), "to_beat": other_active_wars(state) - FOUR_WARS + 1}


def apply_attack(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, AttackWar):
        raise IllegalAction("wrong_phase", RULE)
    if action.war not in _targets(state):
        raise IllegalAction("not_an_active_war", RULE, war=action.war)
    proc = current(state)
    assert proc is not None and state.rebel_army is not None
    data = proc.data_as(EndGame)
    rebel = data.rebel
    won = _battle(ctx, rebel, action.war)
    # his death ends the revolt (`mortality.kill`); a Faction Leader's heir has his card
    alive = state.rebel_army is not None and not state.senators[rebel].captive
    if won and other_active_wars(state) < FOUR_WARS:
        _final_battle_won(ctx, data, alive)
    elif won and alive:
        return  # he attacks the next war
    else:
        ctx.emit(
            "rebel_end_game_lost", RULE, senator=rebel, name_id=rebel, wars=other_active_wars(state)
        )
        republic_falls(ctx, "defeat_four_wars", RULE)


def _battle(ctx: Ctx[RorState], rebel: str, war: str) -> bool:
    """His whole army attacks `war` (a naval battle first where the war has a fleet); what
    survives with him goes back into his army. True when the war is beaten."""
    state = ctx.state
    army = state.rebel_army
    assert army is not None
    force = Force(
        war=war,
        commander=rebel,
        master_of_horse=army.master_of_horse,
        legions=army.legions,
        veterans=army.veterans,
        fleets=army.fleets,
        sent_turn=state.turn,
    )
    army.legions, army.veterans, army.fleets = 0, [], 0
    state.forces.append(force)
    ctx.emit("rebel_attacks_war", RULE, senator=rebel, name_id=rebel, war=war, war_name_id=war)
    fight(ctx, force, CombatRecord())
    if force in state.forces:
        state.forces.remove(force)
        home = state.rebel_army
        if home is not None and force.commander == rebel:
            home.legions += force.legions
            home.veterans += force.veterans
            home.fleets += force.fleets
            home.master_of_horse = force.master_of_horse
        else:  # he fell: what is left goes to the Active Forces box
            state.legions += force.legions
            state.veterans += force.veterans
            state.fleets += force.fleets
    return war_of(state, war) is None


def _final_battle_won(ctx: Ctx[RorState], data: EndGame, alive: bool) -> None:
    """Fewer than four Active wars are left: he wins, even dead after a condition II win;
    a condition I rebel who died in the final battle does not, and a Consul for Life wins
    instead, or else the revolt has failed and play goes on [RULES §12]."""
    state = ctx.state
    rebel, seat = data.rebel, data.seat
    if alive or data.condition == "II":
        declare_rebel_winner(ctx, seat, rebel, RULE, data.condition)
        return
    ctx.emit("rebel_end_game_died", RULE, senator=rebel, name_id=rebel)
    state.procedures = []
    if consul_for_life_seat(state) is not None:
        end_by_consul_for_life(ctx)
        return
    state.phase, state.step = "combat", "done"  # the Revolution Phase comes next


PROCEDURES.register(
    "rebel_end_game",
    ProcedureRules(
        "rebel_end_game",
        legal_attacks,
        apply_attack,
        default_attack,
        prompt=end_game_prompt,
        data=EndGame,
    ),
)
