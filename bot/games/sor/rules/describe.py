"""Button labels: an action's catalogue key and parameters, with the leaders and spaces it
names shown by the names the roster and map give them (they are the group's own data)."""

from __future__ import annotations

from typing import Any

from bot.games.sor.rules.actions import SorAction
from bot.games.sor.rules.state import SorState

SPACE_PARAMS = ("space", "origin", "retreat")


def describe_action(state: SorState, action: SorAction) -> tuple[str, dict[str, Any]]:
    key, params = action.describe()
    leaders = {d.id: d.name for d in state.roster.leaders}
    spaces = {s.id: s.name for s in state.map.spaces}
    shown = dict(params)
    if isinstance(shown.get("leader"), str):
        shown["leader"] = leaders.get(shown["leader"], shown["leader"])
    for name in SPACE_PARAMS:
        if isinstance(shown.get(name), str):
            shown[name] = spaces.get(shown[name], shown[name])
    if isinstance(shown.get("pay"), dict):  # 8.2.3: loyalty paid, by city
        paid = [f"{spaces.get(city, city)} {n}" for city, n in shown["pay"].items()]
        shown["pay"] = ", ".join(paid) or "0"
    return key, shown
