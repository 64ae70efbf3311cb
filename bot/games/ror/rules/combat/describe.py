"""Button labels for the rebel end game, veterans deserting back, Cleopatra VII and
legionary disbandment (issue 5) [1.12.4, 1.11.36, 2.04]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import (
    Action,
    AttackWar,
    DisbandVeterans,
    GabinianRecruit,
    MoveOnToWar,
    OrderVeteransBack,
    PlayCleopatra,
    PlayProscription,
)
from bot.games.ror.rules.cards import CARDS, card_name


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def describe_war_action(action: Action) -> tuple[str, dict[str, Any]] | None:
    if isinstance(action, AttackWar):
        return "action.attack_war", {"war": _name(action.war)}
    if isinstance(action, OrderVeteransBack):
        return "action.order_veterans_back", {"senator": _name(action.senator)}
    if isinstance(action, PlayCleopatra):
        return ("action.play_cleopatra_rome" if action.rome else "action.play_cleopatra_enemy"), {}
    if isinstance(action, DisbandVeterans):
        return "action.disband_veterans", {"senator": _name(action.senator), "count": action.count}
    if isinstance(action, GabinianRecruit):
        fields = {"legions": action.legions, "fleets": action.fleets}
        return "action.gabinian_recruit", {"commander": _name(action.commander), **fields}
    if isinstance(action, PlayProscription):
        return "action.play_proscription", {}
    if isinstance(action, MoveOnToWar):
        return "action.move_on_to_war", {"war": _name(action.war)}
    return None
