"""What a choice may tell: the Papal hand is secret from every seat but the Papacy's, the
two cards of a grab from every seat but the sacker's, and a card held from all but its
holder. A choice naming one of them goes to its seat privately."""

from __future__ import annotations

from bot.games.his.rules.actions import Action
from bot.games.his.rules.state import HisState
from bot.games.his.rules.view import PUBLIC_PLACES


def secret_cards(state: HisState) -> set[int]:
    """Every card whose place only some seats know."""
    hidden = {c for c, place in state.places.items() if place not in PUBLIC_PLACES}
    return hidden | set(state.papal_hand)


def named_cards(action: Action) -> set[int]:
    data = action.model_dump()
    found = {data["card"]} if isinstance(data.get("card"), int) else set()
    return found | set(data.get("cards", []))


def private_choice(state: HisState, seat: str, action: Action) -> bool:
    """Whether offering `action` to `seat` names a secret card."""
    return bool(named_cards(action) & secret_cards(state))
