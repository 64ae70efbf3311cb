"""Button labels for provincial wars and rebel governors (2.02, 2.03)."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import Action, GovernorRevolt, RaiseProvincialForces
from bot.games.ror.rules.cards import CARDS, card_name


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def describe_provincial_action(action: Action) -> tuple[str, dict[str, Any]] | None:
    if isinstance(action, RaiseProvincialForces):
        return "action.raise_provincial_forces", {
            "province": _name(action.province),
            "armies": action.armies,
            "fleets": action.fleets,
        }
    if isinstance(action, GovernorRevolt):
        key = "action.governor_marches_on_rome" if action.march else "action.governor_stays"
        return key, {"senator": _name(action.senator)}
    return None
