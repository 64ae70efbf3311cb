"""The turn loop: phases run in order; automatic steps advance until a decision is open.

`(phase, step)` says where the game stands. Each handler either pushes a procedure
(a decision is then pending and `advance` stops) or moves the game on.
"""

from __future__ import annotations

from collections.abc import Callable

from bot.engine.engine import Ctx
from bot.games.ror.rules.combat import run_combat
from bot.games.ror.rules.deck import start_turn
from bot.games.ror.rules.forum import run_forum
from bot.games.ror.rules.mortality import run_mortality
from bot.games.ror.rules.population import run_population
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.revenue import run_revenue
from bot.games.ror.rules.revolution import run_revolution
from bot.games.ror.rules.senate import run_senate
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import TURN_PHASES, Phase, RorState
from bot.games.ror.rules.tally import public_tally  # the phase summaries
from bot.games.ror.rules.victory import end_by_consul_for_life, end_by_turn_limit


def advance(ctx: Ctx[RorState]) -> None:
    """Run automatic steps until someone must decide or the game is over."""
    state = ctx.state
    while not state.procedures and state.outcome is None and state.phase != "ended":
        HANDLERS[state.phase](ctx)


def enter_phase(ctx: Ctx[RorState], phase: Phase) -> None:
    ctx.state.phase = phase
    ctx.state.step = "start"
    ctx.emit("phase_start", None, phase=phase, turn=ctx.state.turn, tally=public_tally(ctx.state))


def _next_phase(ctx: Ctx[RorState]) -> None:
    phase = ctx.state.phase
    if phase == "revolution":
        _end_turn(ctx)
    elif phase == "setup":
        enter_phase(ctx, "mortality")
    else:
        enter_phase(ctx, TURN_PHASES[TURN_PHASES.index(phase) + 1])


def _setup(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    if state.step == "leaders":
        # 3.01.9: the initial faction phase, same order as the leader choice
        state.step = "initial_faction"
        push(state, "play_cards", "3.01.9", hrao_order(state))
    else:
        _next_phase(ctx)


def _mortality(ctx: Ctx[RorState]) -> None:
    if ctx.state.step == "start":
        ctx.state.step = "done"
        run_mortality(ctx)  # empty factions may be asked to take a senator or quit [1.05.4]
    else:
        _next_phase(ctx)


def _forum(ctx: Ctx[RorState]) -> None:
    if run_forum(ctx):  # 1.07, step by step
        _next_phase(ctx)


def _revenue(ctx: Ctx[RorState]) -> None:
    if ctx.state.step == "done":
        _next_phase(ctx)
    else:
        run_revenue(ctx)  # 1.06, step by step


def _population(ctx: Ctx[RorState]) -> None:
    run_population(ctx)
    # a People Revolt ends the game [1.08], or opens a rebel's end game [1.12.4]
    if ctx.state.outcome is None and ctx.state.phase == "population":
        _next_phase(ctx)


def _combat(ctx: Ctx[RorState]) -> None:
    if run_combat(ctx):  # 1.10, step by step (combat)
        _next_phase(ctx)


def _senate(ctx: Ctx[RorState]) -> None:
    if run_senate(ctx):  # 1.09, step by step
        _next_phase(ctx)


def _revolution(ctx: Ctx[RorState]) -> None:
    if run_revolution(ctx):  # 1.11, step by step; the end-of-turn checks [1.12]
        _next_phase(ctx)


def _end_turn(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    ctx.emit("turn_end", None, turn=state.turn, tally=public_tally(state))
    if end_by_consul_for_life(ctx):  # 1.12 condition 4
        return
    limit = state.options.turn_limit
    if limit is not None and state.turn >= limit:
        end_by_turn_limit(ctx)
        return
    state.turn += 1
    start_turn(ctx)  # 3.05.1
    enter_phase(ctx, "mortality")


HANDLERS: dict[Phase, Callable[[Ctx[RorState]], None]] = {
    "setup": _setup,
    "mortality": _mortality,
    "revenue": _revenue,
    "forum": _forum,
    "population": _population,
    "senate": _senate,
    "combat": _combat,
    "revolution": _revolution,
}
