"""A Tribune suspending a vote that sends the Presiding Magistrate away [1.09.15]: "It can
be played during a vote that would send the PM away to war, to suspend that vote."

A faction claims "the next proposal" secretly in its ballot (tribune_floor.py). When that
ballot's proposal would pass and send the Presiding Magistrate to war (which ends the
Senate), the vote is suspended: the claim is played at once and the Tribune's proposal is
voted while the Presiding Magistrate is still in Rome; then the suspended proposal is put
to the vote again, from the start, if it still may be (its refusal is checked again: the
units, the commander), else it lapses."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.senate.floor import nominations
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senate.proposals import BEFORE_FLOOR, KINDS, SUSPEND
from bot.games.ror.rules.senate.tribune_floor import play_claims
from bot.games.ror.rules.senate.tribunes import proposes_only, tribunes_of
from bot.games.ror.rules.state import Proposal, RorState

RULE = "1.09.15"
KEY = "suspended_vote"


def _claimed(state: RorState) -> bool:
    """A live claim on the next proposal: its Tribune still held, and a proposal it may
    make now (the Gracchi's free Tribune makes only a Land Bill, which may have no
    co-sponsor in Rome). A claim that could not be played would suspend the vote again
    each time it is held, and the Senate would never move on."""
    return any(
        not claim.after_adjournment
        and claim.tribune in tribunes_of(state, seat)
        and nominations(
            state, state.step, tribune=True, seat=seat, only=proposes_only(claim.tribune)
        )
        for seat, claim in state.senate.claims.items()
    )


def suspend(ctx: Ctx[RorState], p: Proposal) -> bool:
    state = ctx.state
    presiding = presiding_magistrate(state)
    if presiding is None or presiding.card not in KINDS[p.kind].sends(p.params):
        return False
    if p.tribune is not None or not _claimed(state):
        return False
    state.senate.data[KEY] = {"proposal": p.model_dump(), "played": False}
    ctx.emit("vote_suspended", RULE, proposal=p.kind, name_id=presiding.card)
    return True


def resume(ctx: Ctx[RorState]) -> bool:
    """The claim first; once the Tribune's proposal is done, the suspended one is voted
    again (another Tribune may suspend it again)."""
    state = ctx.state
    held = state.senate.data.get(KEY)
    if held is None:
        return False
    if not held["played"]:
        held["played"] = True
        if play_claims(ctx, adjourned=False):
            return True
    del state.senate.data[KEY]
    p = Proposal.model_validate(held["proposal"])
    kind = KINDS[p.kind]
    if kind.refusal(state, p.params) is not None:
        ctx.emit("suspended_vote_lapsed", RULE, proposal=p.kind)
        return True
    state.senate.proposal = p  # the kernel calls the factions to vote on it again
    ctx.emit("vote_resumed", RULE, proposal=p.kind)
    return True


SUSPEND.append(suspend)
BEFORE_FLOOR.append(resume)
