"""Button labels for the Senate kernel's actions (catalogue key and parameters)."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import (
    Action,
    Adjourn,
    ChooseRomeConsul,
    ClaimFloor,
    GrantPriesthood,
    NameSenator,
    Propose,
    ReactToTribune,
    UnanimousDefeat,
    Veto,
    Vote,
)
from bot.games.ror.rules.cards import CARDS, card_name
from bot.games.ror.rules.senate.proposals import KINDS
from bot.games.ror.rules.senate.tribunes import tribune_name
from bot.games.ror.rules.senate.voting import votes_of
from bot.games.ror.rules.state import RorState


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def _vote_label(state: RorState, vote: Vote) -> tuple[str, dict[str, Any]]:
    bought = sum(vote.bought.values())
    if not vote.yes and not vote.no:
        return "action.vote_abstain", {}
    side = "yes" if vote.yes and not vote.no else "no" if vote.no and not vote.yes else "split"
    named = [*vote.yes, *vote.no]
    votes = sum(votes_of(state, c) for c in named if c in state.senators) + bought
    key = f"action.vote_{side}" + ("_bought" if bought else "")
    return key, {"votes": votes, "bought": bought}


def describe_senate_action(state: RorState, action: Action) -> tuple[str, dict[str, Any]] | None:
    """The label of a Senate kernel action, or None for an action of another part."""
    if isinstance(action, Propose):
        kind = KINDS.get(action.proposal)
        if kind is None:
            return "action.propose_unknown", {"proposal": action.proposal}
        params = kind.describe(state, action.params)
        if action.tribune is not None:
            return "action.propose_with_tribune", {"tribune": tribune_name(action.tribune)}
        return f"action.propose_{kind.key}", params
    if isinstance(action, Vote):
        return _vote_label(state, action)
    if isinstance(action, Veto):
        return "action.veto", {"tribune": tribune_name(action.tribune)}
    if isinstance(action, ClaimFloor):
        key = "action.claim_reopening" if action.after_adjournment else "action.claim_floor"
        return key, {"tribune": tribune_name(action.tribune)}
    if isinstance(action, ReactToTribune):  # RULES §13
        card = action.card.removeprefix("int:").split("#")[0]
        labels = {"graft": "action.react_graft", "mob_incited_to_violence": "action.react_mob"}
        return labels.get(card, "action.react_murder"), {"senator": _name(action.senator),
                                                         "pay": action.pay_up_to}  # fmt: skip
    if isinstance(action, Adjourn):
        return "action.adjourn", {}
    if isinstance(action, ChooseRomeConsul):
        return "action.choose_rome_consul", {"senator": _name(action.senator)}
    if isinstance(action, NameSenator):
        if action.senator is None:
            return "action.name_nobody", {}
        return "action.name_senator", {"senator": _name(action.senator)}
    if isinstance(action, UnanimousDefeat):
        return ("action.step_down" if action.step_down else "action.lose_influence"), {}
    if isinstance(action, GrantPriesthood):  # 2.01
        if action.from_priest is None:
            return "action.grant_priesthood", {"senator": _name(action.senator)}
        return "action.move_priesthood", {"senator": _name(action.senator),
                                          "priest": _name(action.from_priest)}  # fmt: skip
    return None
