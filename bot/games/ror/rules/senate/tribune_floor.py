"""Proposing with a Tribune [1.09.15] (docs/SENATE.md).

A faction claims the floor secretly, as an extra option of its ballot on any proposal not
itself made with a Tribune: "the next proposal", or "the reopening of the Senate after
adjournment". Every faction votes on every proposal, so holding a Tribune changes no
prompt and no timing. The claim is played (publicly, the card discarded) when the Senate
next waits for a proposal and a Tribune may propose something in the current step (else it
waits, secretly, until adjournment); several claims played at once roll off, the losers
keep their cards. The claimant then gets the floor for one proposal (not a prosecution,
not an adjournment) and the unanimous-defeat penalty does not apply.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, ClaimFloor, Done, Propose
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, current, push
from bot.games.ror.rules.senate.floor import OnTheFloor, make_proposal, nominations
from bot.games.ror.rules.senate.presiding import voting_order
from bot.games.ror.rules.senate.proposals import INTERRUPTS, KINDS, STEPS, Interrupt
from bot.games.ror.rules.senate.tribunes import (
    check_tribune,
    proposes_only,
    roll_off,
    tribune_ref,
    tribunes_of,
    use_tribune,
)
from bot.games.ror.rules.state import RorState, TribuneClaim

# ---------------------------------------------------------------- the claim, in a ballot


def _claimable(state: RorState) -> bool:
    """1.09.15: not while another Tribune's proposal is on the floor."""
    p = state.senate.proposal
    return p is not None and p.tribune is None


def claim_options(state: RorState, seat: str) -> list[Action]:
    """The faction's first Tribune, and its first free Land Bill proposal (statesmen.json
    25A/25B), for the next proposal or after adjournment."""
    held = tribunes_of(state, seat)
    if not held or seat in state.senate.claims or not _claimable(state):
        return []
    first = [t for t in held if proposes_only(t) is None][:1]
    first += [t for t in held if proposes_only(t) is not None][:1]
    return [
        ClaimFloor(tribune=t, after_adjournment=later) for t in first for later in (False, True)
    ]


def apply_claim(ctx: Ctx[RorState], seat: str, action: Action) -> None:
    """Recorded secretly; the ballot stays open."""
    assert isinstance(action, ClaimFloor)
    state = ctx.state
    if not _claimable(state):
        raise IllegalAction("tribune_cannot_interrupt", "1.09.15")
    if seat in state.senate.claims:
        raise IllegalAction("floor_claimed_already", "1.09.15")
    check_tribune(state, seat, action.tribune)
    claim = TribuneClaim(tribune=action.tribune, after_adjournment=action.after_adjournment)
    state.senate.claims[seat] = claim
    event = "reopening_claimed" if action.after_adjournment else "floor_claimed"
    ctx.tell(seat, event, "1.09.15", faction=seat, name_id=tribune_ref(action.tribune))


INTERRUPTS.append(
    Interrupt(options=claim_options, handles=lambda a: isinstance(a, ClaimFloor), apply=apply_claim)
)


# ---------------------------------------------------------------- playing the claims


def _live_claims(ctx: Ctx[RorState], adjourned: bool) -> list[tuple[str, str]]:
    """Claims that may be played now, in voting order; a claim whose Tribune is gone (used
    for a veto) lapses."""
    state = ctx.state
    found = []
    for seat in voting_order(state):
        claim = state.senate.claims.get(seat)
        if claim is None:
            continue
        if claim.tribune not in tribunes_of(state, seat):
            del state.senate.claims[seat]
            ctx.tell(
                seat,
                "floor_claim_lapsed",
                "1.09.15",
                faction=seat,
                name_id=tribune_ref(claim.tribune),
            )
        elif adjourned or not claim.after_adjournment:
            found.append((seat, claim.tribune))
    return found


def play_claims(ctx: Ctx[RorState], *, adjourned: bool) -> bool:
    """The Senate waits for a proposal (or has just adjourned): the claims are played if a
    Tribune may propose something now. True when a claimant was given the floor."""
    state = ctx.state
    if not state.senate.claims:
        return False
    claims = _live_claims(ctx, adjourned)
    if not claims:
        return False
    step = STEPS[-1] if adjourned else state.step
    before, state.step = state.step, step  # a reopened Senate is back at other business
    claims = [
        (seat, tribune)
        for seat, tribune in claims
        if nominations(state, step, tribune=True, seat=seat, only=proposes_only(tribune))
    ]
    if not claims:
        state.step = before
        return False
    seat, tribune = roll_off(ctx, claims)
    for loser, _ in claims:  # 1.09.15: the losers take their Tribunes back
        del state.senate.claims[loser]
    use_tribune(ctx, seat, tribune, "proposal")
    if adjourned:
        state.senate.reopened = True
        ctx.emit("senate_reopened", "1.09.15", faction=seat, name_id=tribune_ref(tribune))
    push(state, "tribune_floor", "1.09.15", [seat], data=TribuneFloor(step=step, tribune=tribune))
    return True


# ---------------------------------------------------------------- the Tribune's floor


class TribuneFloor(OnTheFloor):
    tribune: str  # the Tribune used: a card, or a statesman's free Tribune


def tribune_prompt(state: RorState, seat: str) -> dict[str, Any]:
    proc = current(state)
    assert proc is not None
    data = proc.data_as(TribuneFloor)
    return {"step": data.step, "name_id": tribune_ref(data.tribune)}


def legal_tribune_floor(state: RorState, seat: str) -> list[Action]:
    """The step's nominations a Tribune may make (any other may be typed), or none."""
    proc = current(state)
    assert proc is not None
    data = proc.data_as(TribuneFloor)
    only = proposes_only(data.tribune)  # the Gracchi's: a Land Bill [25A/25B]
    return [*nominations(state, data.step, tribune=True, seat=seat, only=only), Done()]


def default_tribune_floor(state: RorState, seat: str) -> Action:
    return legal_tribune_floor(state, seat)[0]


def apply_tribune_floor(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    tribune = proc.data_as(TribuneFloor).tribune
    if isinstance(action, Done):
        state.procedures.pop()
        ctx.emit("tribune_proposal_forgone", "1.09.15", faction=seat)
        return
    if not isinstance(action, Propose):
        raise IllegalAction("tribune_proposes_only", "1.09.15")  # no adjournment
    if action.tribune not in (None, tribune):
        raise IllegalAction("no_such_tribune", "1.09.15", tribune=action.tribune)
    kind = KINDS.get(action.proposal)
    if kind is not None and not kind.by_tribune:
        raise IllegalAction("proposal_not_by_tribune", "1.09.15", proposal=action.proposal)
    if proposes_only(tribune) not in (None, action.proposal):  # statesmen.json 25A/25B
        raise IllegalAction("free_land_bill_only", "1.09.62", name_id=tribune_ref(tribune))
    state.procedures.pop()
    make_proposal(ctx, seat, action.model_copy(update={"tribune": tribune}), None)


PROCEDURES.register(
    "tribune_floor",
    ProcedureRules(
        "tribune_floor",
        legal_tribune_floor,
        apply_tribune_floor,
        default_tribune_floor,
        secret_choices=True,  # another Tribune card held [1.09.15]
        prompt=tribune_prompt,
        data=TribuneFloor,
    ),
)
