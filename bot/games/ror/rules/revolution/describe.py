"""Button labels for the Revolution Phase's actions [1.11]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import (
    Action,
    AnswerOffer,
    ChooseSide,
    DeclareRevolt,
    DiscardCard,
    LayDownCommand,
    OfferCard,
    RollLoyalty,
)
from bot.games.ror.rules.cards import CARDS, card_name


def _name(card: str) -> str:
    return card_name(card) if card in CARDS else card


def describe_revolution_action(action: Action) -> tuple[str, dict[str, Any]] | None:
    if isinstance(action, OfferCard):
        return "action.offer_card", {"card": _name(action.card), "to": action.to}
    if isinstance(action, AnswerOffer):
        return ("action.accept_card" if action.accept else "action.decline_card"), {}
    if isinstance(action, DiscardCard):
        return "action.discard_card", {"card": _name(action.card)}
    if isinstance(action, RollLoyalty):
        return "action.roll_loyalty", {"talents": action.talents}
    if isinstance(action, LayDownCommand):
        return "action.lay_down_command", {}
    if isinstance(action, DeclareRevolt):
        return "action.declare_revolt", {}
    if isinstance(action, ChooseSide):
        key = "action.join_revolt" if action.rebel else "action.stay_loyal"
        return key, {"senator": _name(action.senator)}
    return None
