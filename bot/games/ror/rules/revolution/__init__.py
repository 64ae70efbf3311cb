"""The Revolution Phase [1.11], step by step: playing Statesmen and Concessions and
trading cards (HRAO first, then clockwise) [1.11.1], the hand limit [1.11.2],
declarations of civil war [1.11.3] with the secondary rebels [1.11.32], and the checks
at the end of the turn [1.12.4, 1.12.2 IV].

`run_revolution` runs the current step and returns True when the phase is over and the
game goes on (the turn loop then ends the turn).
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.provincial.governor_revolts import keep_one_province, open_governor_revolts
from bot.games.ror.rules.revolution.civil_war_declarations import open_declarations
from bot.games.ror.rules.revolution.disbandment import open_disbandment
from bot.games.ror.rules.revolution.hand_limit import open_hand_limit
from bot.games.ror.rules.revolution.rebels import establish_revolt
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.victory import end_of_turn


def _pending_rebel(state: RorState) -> bool:
    """A revolt declared this phase and not yet established."""
    army = state.rebel_army
    rebel = state.senators.get(army.commander or "") if army else None
    return rebel is not None and not rebel.rebel


def run_revolution(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    step = state.step
    if step == "start":
        state.traded = []
        state.step = "play_cards"
        push(state, "play_cards", "1.11.1", hrao_order(state))  # 1.11.1: HRAO first
    elif step == "play_cards":
        state.step = "hand_limit"
        open_hand_limit(state)
        open_disbandment(state)  # 2.04 (an option): before the hand limit and declarations
    elif step == "hand_limit":
        state.step = "declarations"
        open_declarations(ctx)
    elif step == "declarations":
        state.step = "governor_revolts"
        open_governor_revolts(ctx)  # 2.03: governors may declare too
    elif step == "governor_revolts":
        state.step = "secondary"
        if _pending_rebel(state):
            establish_revolt(ctx)
            keep_one_province(ctx)  # 1.13.1 with 2.03
    else:
        state.traded = []
        return end_of_turn(ctx)
    return False
