"""The Senate Phase [1.09]: the order of business (docs/SENATE.md).

`run_senate` is the phase handler. `state.step` is the step of the order of business:
start → consuls → pontifex → dictator → censor → prosecutions → governors → other →
adjourned → done. Each step runs its registered runner, or the floor (`senate/floor.py`):
the Presiding Magistrate proposes the step's registered kinds of proposal, each put to a
vote, until he moves on (or adjourns). It returns True when the phase is over.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.senate import parts  # noqa: F401  (registers the business)
from bot.games.ror.rules.senate.floor import adjourn, next_step, open_floor
from bot.games.ror.rules.senate.proposals import (
    AFTER_ADJOURNMENT,
    BEFORE_BALLOT,
    BEFORE_FLOOR,
    BUSINESS,
    STEPS,
    WHENEVER,
)
from bot.games.ror.rules.senate.tribune_floor import play_claims
from bot.games.ror.rules.senate.tribune_opening import open_window
from bot.games.ror.rules.senate.voting import open_ballot
from bot.games.ror.rules.state import RorState, SenateState


def run_senate(ctx: Ctx[RorState]) -> bool:
    state = ctx.state
    step = state.step
    if step == "start":
        state.senate = SenateState()
        ctx.emit("senate_opens", "1.09")
        state.step = STEPS[0]
        open_window(state)  # 1.09.15: a Tribune may take the first proposal
    elif step in STEPS:
        for hook in WHENEVER:  # e.g. 35 Influence makes a Consul for Life at once (1.09.823)
            hook(ctx)
        _run_step(ctx, step)
    elif step == "adjourned":
        if not state.senate.reopened and play_claims(ctx, adjourned=True):
            return False  # 1.09.15: a Tribune reopens the Senate for one proposal
        for hook in AFTER_ADJOURNMENT:  # 1.09.9
            hook(ctx)
        state.step = "done"
    else:
        return True
    return False


def _run_step(ctx: Ctx[RorState], step: str) -> None:
    state = ctx.state
    if state.senate.proposal is not None:
        if not any(hook(ctx) for hook in BEFORE_BALLOT):  # a Tribune's proposal challenged
            open_ballot(ctx)
        return
    if any(hook(ctx) for hook in BEFORE_FLOOR):  # a suspended vote resumes (1.09.15)
        return
    if state.senate.reopened:  # 1.09.15: its one proposal made, the Senate adjourns again
        adjourn(ctx)
        return
    business = BUSINESS[step]
    if state.senate.end_step or not business.active(state):
        next_step(ctx)
    elif play_claims(ctx, adjourned=False):  # 1.09.15: a Tribune claimed this proposal
        return
    elif business.run is not None:
        if business.run(ctx):
            next_step(ctx)
    elif not open_floor(ctx, step):
        next_step(ctx)
