"""Button labels: the catalogue key and parameters that describe an action."""

from __future__ import annotations

from typing import Any

from bot.rules.ror.actions import (
    Action,
    AssignProvince,
    ChooseLeader,
    Contribute,
    Done,
    NameFaction,
    PlayConcession,
    PlayStatesman,
    TakeSpoils,
    Transfer,
)
from bot.rules.ror.cards import CARDS, card_name
from bot.rules.ror.forum.describe import describe_forum_action
from bot.rules.ror.redistribution import describe_transfer
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
    if isinstance(action, NameFaction):
        return "action.name_faction", {"faction": action.faction}
    if isinstance(action, AssignProvince):
        return "action.assign_province", {
            "province": _name(action.province),
            "senator": _name(action.senator),
            "term": action.term,
        }
    if isinstance(action, TakeSpoils):
        return "action.take_spoils", {"province": _name(action.province)}
    if isinstance(action, Transfer):
        return describe_transfer(state, action)
    if isinstance(action, Contribute):
        return "action.contribute", {"senator": _name(action.senator), "amount": action.amount}
    forum = describe_forum_action(action)  # forum (issue 3)
    if forum is not None:
        return forum
    assert isinstance(action, Done)
    return "action.done", {"phase": state.phase}
