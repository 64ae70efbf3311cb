"""The names a view holds, in the language being written: the rules name senators, wars,
provinces and cards from their data (English); the catalogue has each by its id
(`card.<id>`), so a Russian board, hand or summary shows the Russian names. A name the
catalogue lacks stays as the rules gave it. Random events keep the name of the side
showing (the view's own)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.state import RorState
from bot.messages import current_locale, has, t
from bot.messages.catalogues import ENGLISH

#: the key holding the id a view entry's `name` (or `war_name`) is the name of
_NAMED = {"name": ("id", "card", "senator"), "war_name": ("war",)}


def card_label(ref: Any, name: Any) -> Any:
    """The catalogue's name of card `ref` (of its kind, for a card of several copies:
    `int:tribune#3`), else `name`."""
    if not isinstance(ref, str):
        return name
    for key in (f"card.{ref}", f"card.{ref.split('#')[0]}"):
        if has(key):
            return t(key)
    return name


def known_names(state: RorState) -> dict[str, str]:
    """Card id -> name of every senator and war in play, as the public view names them in
    the language being written (`localized`), read from the state without drawing the view."""
    english = current_locale() == ENGLISH
    cards = [*(s.card for s in state.senators.values()), *(w.card for w in state.wars)]
    return {c: card_name(c) if english else card_label(c, card_name(c)) for c in cards}


def localized(view: Any) -> Any:
    """`view` (dumped) with each card's name in the current language. English names the
    cards as the rules do (its catalogue's names are the card data's): the view as it is."""
    if current_locale() == ENGLISH:
        return view
    return _localized(view)


def _localized(view: Any) -> Any:
    if isinstance(view, list):
        return [_localized(v) for v in view]
    if not isinstance(view, Mapping):
        return view
    out = {k: _localized(v) for k, v in view.items()}
    if "level" in view:  # a random event: the side showing is named by the view
        return out
    for field, refs in _NAMED.items():
        ref = next((view[r] for r in refs if isinstance(view.get(r), str)), None)
        if isinstance(view.get(field), str) and ref is not None:
            out[field] = card_label(ref, view[field])
    return out
