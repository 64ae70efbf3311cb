"""Button labels: the catalogue key and parameters that describe an action."""

from __future__ import annotations

from typing import Any

from bot.games.his.rules.actions import Action
from bot.games.his.rules.state import HisState


def describe_action(state: HisState, action: Action) -> tuple[str, dict[str, Any]]:
    return action.describe()
