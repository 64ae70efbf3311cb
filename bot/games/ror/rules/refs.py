"""Events carry card ids, never card names: a param `<key>_id` holds the card whose name
the text shows as `<key>` (bot/narrate.py finds the name when the event is shown)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.games.ror.rules.cards import CARDS, WAR_DATA, card_name
from bot.games.ror.rules.proposal_params import ProposalParams


def _ids(values: Iterable[Any]) -> Iterable[str]:
    for value in values:
        if isinstance(value, str) and value in CARDS:
            yield value
        elif isinstance(value, list | tuple):
            yield from _ids(value)
        elif isinstance(value, dict):
            yield from _ids(value.values())


#: the cards known by their name alone (no other card has it: Tribune cards share one)
_UNIQUE: dict[str, str] = {}
for _card, _info in CARDS.items():
    _UNIQUE[_info.name] = "" if _info.name in _UNIQUE else _card
UNIQUE_NAMES = {name: card for name, card in _UNIQUE.items() if card}


#: described params that list pairs of cards ("Fabius to Africa, ..."), by name: the
#: pairs (ids) from the proposal's params, stored as `<name>_pairs`
PAIRED: dict[str, Callable[[ProposalParams], list[tuple[str, str]]]] = {}


def as_refs(described: Mapping[str, Any], params: ProposalParams) -> dict[str, Any]:
    """A proposal's description (names, for its prompt) for its event: each card name
    becomes the card's id under `<key>_id` (a card among the proposal's `params` first,
    else the one card with that name); a list of pairs, the pairs of ids."""
    cards = UNIQUE_NAMES | {card_name(card): card for card in _ids(params.model_dump().values())}
    refs: dict[str, Any] = {}
    for key, value in described.items():
        if key in PAIRED:
            refs[f"{key}_pairs"] = [list(pair) for pair in PAIRED[key](params)]
        elif isinstance(value, str) and value in cards:
            refs[f"{key}_id"] = cards[value]
        else:
            refs[key] = value
    return refs


def war_ref(key: str, war: str) -> dict[str, Any]:
    """`<key>_id` for a war card; a war that is no card (the civil war) as it is."""
    return {f"{key}_id": war} if war in WAR_DATA else {key: war}


def as_names(data: Mapping[str, Any]) -> dict[str, Any]:
    """Params that carry card ids (`<key>_id`, `<key>_short_id`, `<key>_ids`,
    `<key>_pairs`) with the printed names instead, under `<key>`, as `as_refs` read them:
    what a computer player reads in a prompt."""
    names: dict[str, Any] = {}
    for key, value in data.items():
        if key.endswith("_pairs") and isinstance(value, list):
            text = ", ".join(f"{_named(a)} to {_named(b)}" for a, b in value)
            names[key.removesuffix("_pairs")] = text
        elif key.endswith("_ids") and isinstance(value, list):
            names[key.removesuffix("_ids")] = ", ".join(_named(v) for v in value)
        elif key.endswith("_short_id") and isinstance(value, str):
            names[key.removesuffix("_short_id")] = _named(value)
        elif key.endswith("_id") and isinstance(value, str):
            names[key.removesuffix("_id")] = _named(value)
        else:
            names[key] = value
    return names


def _named(card: Any) -> str:
    return card_name(card) if isinstance(card, str) and card in CARDS else str(card)
