"""A faction's private view in words (`Presenter.hand`): the cards in its hand, by name,
and its treasury. Reads the view as dumped for a seat (`RorView`), or a faction entry of
it (the `factions` list, or a mapping by seat)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.present import BoardField, HandView
from bot.games.ror.present.names import card_label
from bot.messages import has, t


def card_name(card: Any) -> str:
    """A card of a view by its name: an entry with a `name`, or an id in the catalogue."""
    if isinstance(card, Mapping):
        return str(card_label(card.get("id"), card.get("name") or card.get("id") or "?"))
    key = f"card.{card}"
    return t(key) if has(key) else str(card)


def faction_of(view: Mapping[str, Any], seat: str | None) -> Mapping[str, Any]:
    factions = view.get("factions")
    if isinstance(factions, Mapping) and seat in factions:
        entry: Mapping[str, Any] = factions[seat]
        return entry
    if isinstance(factions, list):
        for f in factions:
            if isinstance(f, Mapping) and f.get("seat") == seat:
                return f
    return {}


def hand_view(view: Mapping[str, Any], seat: str | None) -> HandView:
    seat = seat or view.get("seat") or view.get("viewer")
    faction = faction_of(view, seat)
    hand = view.get("hand")
    if hand is None:
        hand = faction.get("hand", [])
    treasury = view.get("faction_treasury", faction.get("treasury", 0))
    cards = tuple(f"• {card_name(c)}" for c in hand or [])
    return HandView(
        seat=seat,
        fields=(
            BoardField(t("ui.hand.cards"), cards, empty=t("ui.hand.empty")),
            BoardField(
                t("ui.hand.treasury"), (t("ui.hand.talents", talents=treasury),), inline=True
            ),
        ),
    )
