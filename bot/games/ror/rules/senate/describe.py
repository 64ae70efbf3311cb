"""Button labels of the Senate's proposals and ballots, which ask its tables (catalogue key
and parameters); `Propose.describe` and `Vote.describe` call them."""

from __future__ import annotations

from bot.games.ror.rules.actions import Propose, Vote
from bot.games.ror.rules.labels import Label
from bot.games.ror.rules.refs import as_refs
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.senate.tribunes import tribune_ref
from bot.games.ror.rules.senate.voting import votes_of
from bot.games.ror.rules.state import RorState


def vote_label(state: RorState, vote: Vote) -> Label:
    bought = sum(vote.bought.values())
    if not vote.yes and not vote.no:
        return "action.vote_abstain", {}
    side = "yes" if vote.yes and not vote.no else "no" if vote.no and not vote.yes else "split"
    named = [*vote.yes, *vote.no]
    votes = sum(votes_of(state, c) for c in named if c in state.senators) + bought
    key = f"action.vote_{side}" + ("_bought" if bought else "")
    return key, {"votes": votes, "bought": bought}


def propose_label(state: RorState, action: Propose) -> Label:
    kind = KINDS.get(action.proposal)
    if kind is None:
        return "action.propose_unknown", {"proposal": action.proposal}
    params = as_refs(kind.describe(state, action.params), action.params)
    if action.tribune is not None:
        return "action.propose_with_tribune", {"tribune_id": tribune_ref(action.tribune)}
    return f"action.propose_{kind.key}", params
