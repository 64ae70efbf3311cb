"""What one seat holds, in words: the Papal hand (the Papacy's seat only), the cards it
keeps from a grab, and the two cards drawn while it chooses."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.present import BoardField, HandView
from bot.messages import has, t


def card_name(number: Any) -> str:
    key = f"card.his:card:{number}"
    return t(key) if has(key) else f"#{number}"


def hand_view(view: Mapping[str, Any], seat: str | None) -> HandView:
    seat = seat or view.get("seat")
    fields = []
    hand = view.get("papal_hand")
    if hand is not None:
        fields.append(
            BoardField(
                t("ui.his.hand.papal"),
                tuple(f"• {card_name(c)}" for c in hand),
                empty=t("ui.his.hand.empty"),
            )
        )
    places: Mapping[str, str] = view.get("places") or {}
    held = tuple(
        f"• {card_name(c)}" for c, place in sorted(places.items()) if place.startswith("held:")
    )
    if held:
        fields.append(BoardField(t("ui.his.hand.held"), held))
    sack = view.get("sack") or {}
    if sack.get("drawn"):
        fields.append(
            BoardField(t("ui.his.hand.drawn"), tuple(f"• {card_name(c)}" for c in sack["drawn"]))
        )
    if not fields:
        fields.append(BoardField(t("ui.his.hand.nothing"), (), empty=t("ui.his.hand.empty")))
    return HandView(seat=seat, fields=tuple(fields))
