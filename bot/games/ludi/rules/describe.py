"""How a choice is labelled (a catalogue key and its params) and which choices name what
only their seat knows."""

from __future__ import annotations

from typing import Any

from bot.games.ludi.rules.actions import LudiBid, LudiVote
from bot.games.ludi.rules.state import LudiState


def describe_action(state: LudiState, action: LudiBid | LudiVote) -> tuple[str, dict[str, Any]]:
    if isinstance(action, LudiBid):
        return "action.ludi_bid", {"card": action.card}
    return ("action.ludi_acclaim" if action.yes else "action.ludi_jeer"), {}


def private_choice(state: LudiState, seat: str, action: LudiBid | LudiVote) -> bool:
    """A bid names a card of the hidden hand [1.2]; a vote names nothing hidden."""
    return isinstance(action, LudiBid)
