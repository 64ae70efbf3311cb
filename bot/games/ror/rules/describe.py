"""Button labels: the catalogue key and parameters that describe an action (each action
class says it in `describe`, bot/games/ror/rules/actions.py)."""

from __future__ import annotations

from bot.games.ror.rules.actions import Action
from bot.games.ror.rules.labels import Label
from bot.games.ror.rules.state import RorState


def describe_action(state: RorState, action: Action) -> Label:
    return action.describe(state)
