"""The Forum Phase [1.07]: passage of time, six initiatives, putting Rome in order.

`run_forum` is the phase handler; `state.step` says where the phase stands:
start → initiative (next one, maybe by auction) → roll → act → initiative … → order
(Enemy Leader Dies) → rome (the automatic steps) → end. It returns True when the phase
is over and play moves to the Population Phase.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.forum.initiatives import begin_next, open_actions, roll
from bot.games.ror.rules.forum.rome_in_order import (
    enemy_leader_dies,
    put_rome_in_order,
)
from bot.games.ror.rules.leaders import prompt_leaderless
from bot.games.ror.rules.random_events import passage_of_time
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.victory import end_by_era_ends


def run_forum(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    step = state.step
    if step == "start":
        passage_of_time(ctx)  # 1.07.1
        state.initiative = 0
        state.initiative_order = hrao_order(state)  # 1.07.2: the HRAO's faction first
        state.initiative_seat = None
        state.step = "initiative"
        prompt_leaderless(ctx)  # 1.07.7 / 1.05.3
    elif step == "initiative":
        state.step = "roll" if begin_next(ctx) else "order"
    elif step == "roll":
        roll(ctx)
        state.step = "act"
    elif step == "act":
        open_actions(ctx)
        state.step = "initiative"
    elif step == "order":
        state.initiative_seat = None
        ctx.emit("rome_in_order", "1.07.8")
        enemy_leader_dies(ctx)
        state.step = "rome"
    elif step == "rome":
        put_rome_in_order(ctx)
        state.step = "end"
    elif state.era_ends:
        end_by_era_ends(ctx)  # 1.12 condition 3
    else:
        return True
    return False
