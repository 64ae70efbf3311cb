"""The floor of the Senate [1.09]: the Presiding Magistrate proposes, moves on or adjourns;
a proposal is checked, announced and put on the floor (docs/SENATE.md)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, Adjourn, Done, Propose
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, current, push
from bot.games.ror.rules.proposal_params import ProposalParams
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.proposals import BUSINESS, INTERRUPTS, KINDS, STEPS, kinds_of_step
from bot.games.ror.rules.state import Proposal, RorState

FLOOR = 2  # proposals offered on the floor at once; any other may be typed


def next_step(ctx: Ctx[RorState]) -> None:
    """The current step is over: its clean-up runs and the next step begins; after
    "other" the Senate is adjourned."""
    state = ctx.state
    business = BUSINESS[state.step]
    state.senate.end_step = False
    if business.on_end is not None:
        business.on_end(ctx)
    if state.step == STEPS[-1]:
        adjourn(ctx)
    else:
        state.step = STEPS[STEPS.index(state.step) + 1]


def adjourn(ctx: Ctx[RorState]) -> None:
    ctx.emit("senate_adjourned", "1.09")
    ctx.state.step = "adjourned"


# ---------------------------------------------------------------- the floor


class OnTheFloor(ProcedureData):
    step: str  # the step of the order of business (`proposals.STEPS`)


class Floor(OnTheFloor):
    presiding: str  # the Presiding Magistrate


def open_floor(ctx: Ctx[RorState], step: str) -> bool:
    """The Presiding Magistrate takes the floor; False when nobody can preside."""
    state = ctx.state
    pm = presiding_magistrate(state)
    if pm is None or pm.faction is None:
        ctx.emit("nobody_presides", "1.09.11", step=step)
        return False
    push(
        state,
        "senate_floor",
        BUSINESS[step].rule,
        [pm.faction],
        data=Floor(step=step, presiding=pm.card),
    )
    return True


def floor_prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    assert proc is not None
    data = proc.data_as(Floor)
    card = data.presiding
    return {"step": data.step, "presiding": card, "presiding_name_id": card}


def nominations(
    state: RorState,
    step: str,
    *,
    tribune: bool = False,
    seat: str | None = None,
    only: str | None = None,
) -> list[Propose]:
    """At most FLOOR proposals, taken in turn from the step's kinds (best first within a
    kind), starting with a different kind after each proposal, so that a computer player
    soon moves on and every kind comes up; any other proposal may be typed. `tribune`:
    only the kinds a Tribune may propose [1.09.15]; `seat`: only what that faction may
    make (`ProposalKind.proposer_refusal`); `only`: that kind alone (the Gracchi's free
    Land Bill, `tribunes.proposes_only`)."""
    offered, first = [], []
    for kind in kinds_of_step(step):
        if (tribune and not kind.by_tribune) or only not in (None, kind.key):
            continue
        valid = [
            Propose(proposal=kind.key, params=params)
            for params in kind.nominations(state)
            if proposal_refusal(state, kind.key, params) is None
            and (seat is None or kind.proposer_refusal(state, seat, params) is None)
        ]
        if valid and kind.urgent(state):
            first.append(valid[0])
        elif valid:
            offered.append(valid)
    if not offered:
        return first[:FLOOR]
    start = state.senate.proposals % len(offered)
    offered = offered[start:] + offered[:start]
    depth = max(len(k) for k in offered)
    interleaved = [k[i] for i in range(depth) for k in offered if i < len(k)]
    return (first + interleaved)[:FLOOR]


def legal_floor(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    assert proc is not None
    step = proc.data_as(Floor).step
    """Moving on (or adjourning) first when allowed, then the nominations, then what may
    be done meanwhile (a law played, 1.07.36)."""
    offered: list[Action] = list(nominations(state, step, seat=seat))
    meanwhile = [a for i in INTERRUPTS if i.on_floor for a in i.options(state, seat)]
    if step == STEPS[-1]:
        return [Adjourn(), *offered, *meanwhile]  # 1.09: adjournment, once elections are over
    if BUSINESS[step].complete(state) or not offered:
        return [Done(), *offered, *meanwhile]
    return [*offered, *meanwhile]


def default_floor(state: RorState, seat: str) -> Action:
    """The first of `legal_floor`, without drawing the nominations when it is not one: every
    prompt of the floor computes its default."""
    proc = current(state)
    assert proc is not None
    step = proc.data_as(Floor).step
    if step == STEPS[-1]:
        return Adjourn()  # 1.09
    if BUSINESS[step].complete(state):
        return Done()
    return legal_floor(state, seat)[0]


def proposal_refusal(state: RorState, key: str, params: ProposalParams) -> IllegalAction | None:
    """Why this proposal cannot be made now (any proposer), or None [1.09.13]."""
    kind = KINDS.get(key)
    if kind is None:
        return IllegalAction("no_such_proposal", "1.09.13", proposal=key)
    if not kind.made_in(state.step):
        return IllegalAction("proposal_out_of_step", "1.09", proposal=key, step=state.step)
    vetoed, defeated = state.senate.vetoed, state.senate.defeated
    signature = kind.signature(params) if vetoed or defeated else ""  # none to match
    if signature in vetoed:
        return IllegalAction("proposal_vetoed_before", "1.09.15", proposal=key)
    if signature in defeated and not kind.repeatable:
        return IllegalAction("proposal_defeated_before", "1.09.13", proposal=key)
    return kind.refusal(state, params)


def apply_floor(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    step = proc.data_as(Floor).step
    if isinstance(action, Adjourn):
        if step != STEPS[-1]:
            raise IllegalAction("cannot_adjourn_yet", "1.09")
        state.procedures.pop()
        adjourn(ctx)
    elif isinstance(action, Done):
        if step == STEPS[-1] or Done() not in legal_floor(state, seat):
            raise IllegalAction("business_not_finished", BUSINESS[step].rule, step=step)
        state.procedures.pop()
        ctx.emit("senate_step_done", BUSINESS[step].rule, step=step)
        next_step(ctx)
    elif isinstance(action, Propose):
        if action.tribune is not None:
            raise IllegalAction("presiding_needs_no_tribune", "1.09.15")
        state.procedures.pop()
        make_proposal(ctx, seat, action, proc.data_as(Floor).presiding)
    elif meanwhile := next((i for i in INTERRUPTS if i.on_floor and i.handles(action)), None):
        meanwhile.apply(ctx, seat, action)  # the floor stays open
    else:
        raise IllegalAction("wrong_phase", rule)


def make_proposal(ctx: Ctx[RorState], seat: str, action: Propose, proposer: str | None) -> None:
    """Check and put a proposal on the floor; the vote opens once `on_propose` is done."""
    state = ctx.state
    refusal = proposal_refusal(state, action.proposal, action.params)
    if refusal is None:  # the kind exists
        refusal = KINDS[action.proposal].proposer_refusal(state, seat, action.params)
    if refusal is not None:
        raise refusal
    kind = KINDS[action.proposal]
    p = Proposal(
        kind=kind.key,
        params=action.params,
        seat=seat,
        proposer=proposer,
        tribune=action.tribune,
    )
    state.senate.proposal = p
    state.senate.proposals += 1
    who = proposer or ""
    # a Tribune's proposal is its faction's: the faction speaks, not the card [1.09.15]
    speaker: dict[str, Any] = {"presiding_name_id": who} if who else {"presiding_name": seat}
    described = as_refs(kind.describe(state, p.params), p.params)
    ctx.emit(f"proposal_{kind.key}", kind.rule, faction=seat, presiding=who, **speaker, **described)
    if kind.on_propose is not None:
        kind.on_propose(ctx, p)


def withdraw(ctx: Ctx[RorState]) -> None:
    """Take the proposal off the floor before its vote (a prosecutor refused)."""
    p = ctx.state.senate.proposal
    assert p is not None
    ctx.state.senate.proposal = None
    ctx.emit("proposal_withdrawn", KINDS[p.kind].rule, proposal=p.kind)


PROCEDURES.register(
    "senate_floor",
    ProcedureRules(
        "senate_floor",
        legal_floor,
        apply_floor,
        default_floor,
        secret_choices=True,  # a proposal forced to a vote with a Tribune card [1.09.15]
        prompt=floor_prompt,
        data=Floor,
    ),
)
