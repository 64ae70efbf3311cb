"""What a prompt adds to its decision's line so that it stands alone, read in a DM days
later: for a Senate vote, the proposal as it was put (its sponsor and what it proposes),
how it passes and how many votes the faction and the Senate hold [1.09.13]."""

from __future__ import annotations

from bot.engine import Decision, Event
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.senate.voting import votes_of
from bot.games.ror.rules.state import RorState
from bot.messages import t
from bot.narrate import event_line

#: the decisions taken on the proposal on the floor
ON_THE_PROPOSAL = frozenset({"senate_vote", "senate_ballot"})


def decision_detail(state: RorState, decision: Decision) -> str | None:
    """The proposal voted on, its sponsor, what passes it and the votes at stake."""
    p = state.senate.proposal
    if decision.kind not in ON_THE_PROPOSAL or p is None:
        return None
    kind = KINDS[p.kind]
    speaker = {"presiding_name_id": p.proposer} if p.proposer else {"presiding_name": p.seat}
    put = Event(
        kind=f"proposal_{kind.key}",
        rule=kind.rule,
        data={
            "faction": p.seat,
            "presiding": p.proposer or "",
            **speaker,
            **as_refs(kind.describe(state, p.params), p.params),
        },
    )
    # one pass over the senators attending [1.09.11], not one per faction (a prompt each)
    seats = set(state.seats)
    attending = [s for s in state.senators.values() if s.faction in seats and s.in_rome]
    mine = sum(votes_of(state, s.card) for s in attending if s.faction == decision.seat)
    total = sum(votes_of(state, s.card) for s in attending)
    passes = "vote.passes_majority" if kind.passes(3, 2) else "vote.passes_two_thirds"
    lines = [
        t("vote.proposal", sponsor=t(f"seat.{p.seat}"), proposal=event_line(put)),
        t(passes, rule=kind.rule),
        t("vote.votes", count=mine, total=total),
    ]
    return "\n".join(lines)
