"""Button labels: the catalogue key and parameters that describe an action."""

from __future__ import annotations

from typing import Any

from bot.rules.ror.actions import Action, ChooseLeader, Done, PlayConcession, PlayStatesman
from bot.rules.ror.cards import CARDS, card_name
from bot.rules.ror.state import RorState


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def describe_action(state: RorState, action: Action) -> tuple[str, dict[str, Any]]:
    if isinstance(action, ChooseLeader):
        return "action.choose_leader", {"senator": _name(action.senator)}
    if isinstance(action, PlayStatesman):
        return "action.play_statesman", {"card": _name(action.card)}
    if isinstance(action, PlayConcession):
        return "action.play_concession", {
            "card": _name(action.card),
            "senator": _name(action.senator),
        }
    assert isinstance(action, Done)
    return "action.done", {"phase": state.phase}
