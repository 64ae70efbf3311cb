"""Turns engine events into the text a game master would post. No Discord here."""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from typing import Any

from bot.discord.limits import CONTENT_LIMIT
from bot.engine import Event
from bot.messages import catalogues, current_locale, has, names, t

#: an event param named `<param>_id` holds a card id, rendered as `<param>`: the card's
#: name, looked up when the event is shown (events store ids, never names)
REF_SUFFIX = "_id"
#: `<param>_ids` holds a list of card ids, rendered as their names joined by commas
JOINED_SUFFIX = "_ids"
#: `<param>_pairs` holds pairs of card ids, rendered "A to B, C to D" (`refs.pair`, or
#: `refs.pair.<param>` when the catalogue has one: "A (B)")
PAIRS_SUFFIX = "_pairs"
#: `<param>_short_id` holds a card id, rendered as `<param>`: the card's name cut at a word
#: to fit a button (`SHORT_LENGTH`)
SHORT_SUFFIX = "_short_id"
SHORT = SHORT_SUFFIX.removesuffix(REF_SUFFIX)
#: a long name (a statesman's) is cut at a word so a button's label fits 80 characters
SHORT_LENGTH = 22
#: `<param>_name` holds the name the game itself gave, when the event happened, to the id
#: in `<param>` (or `<param>_id(s)`): a leader of an imported roster, a space of an imported
#: map, which no catalogue holds; shown as `<param>` (a list: the names joined by commas)
NAME_SUFFIX = "_name"
#: the param naming which variant of its kind's text an event is told with
VARIANT = "variant"
#: params whose value is the key of a phrase (or a list of such keys, shown joined by
#: commas), by the catalogue area of the phrases, or the areas to look in, in order (a
#: value that is no key there, as older events stored, is shown as it is)
PHRASES: dict[str, str | tuple[str, ...]] = {
    "purpose": "dice",
    "why": "paid",
    "step": "senate_step",
    "target": "tribune_target",
    "marches": "marches",
    "arena": "arena",
    "result": "result",
    "reason": "battle_reason",
    "status": "war_status",
    "charge": "charge",
    "ground": "ground",
    "games": "games",
    "to": "leader_to",
    "phase": "ui.board.phase",
    "name": ("random_event", "scenario_name"),
    "era": "scenario_name",
    "eras": "scenario_name",
    "chits": "chit",
    "chit": "chit",
    "place": "place",
    "target_faction": "place",
    "proposal": "proposal_kind",
    "following": "following",
}


def _display(key: str, value: Any) -> Any:
    """Seat ids read as faction names (lists of them as a list of names); office ids as
    the office's name."""
    if key == "office" and isinstance(value, str) and has(f"office.{value}"):
        return t(f"office.{value}")
    if isinstance(value, str) and has(f"seat.{value}"):
        return t(f"seat.{value}")
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shown = [_display(key, v) for v in value]
        return names(shown) if shown != value else value
    return value


def _name(ref: str) -> str:
    """A card id's printed name (`card.<id>` in the game's catalogue); any other text
    as it is: events stored before they carried ids hold the names themselves."""
    return t(f"card.{ref}") if has(f"card.{ref}") else ref


def _short(ref: str) -> str:
    """A card's name cut at a word to fit a button."""
    words = _name(ref).split()
    while len(words) > 1 and len(" ".join(words)) > SHORT_LENGTH:
        words.pop()
    return " ".join(words)[: SHORT_LENGTH + 8]


def resolved(data: Mapping[str, Any]) -> dict[str, Any]:
    """An event's (a prompt's, a label's, a refusal's) params with each `<param>_id` (a
    card id, or a list of them) read as `<param>` (the card's name, or the list of names),
    each `<param>_short_id` as the name cut to fit a button, each `<param>_ids` (a list
    of card ids) as the names joined by commas ("-" for none), each `<param>_pairs` as
    pairs of names."""
    params: dict[str, Any] = {}
    for key, value in data.items():
        base, sep, last = key.rpartition("_")
        suffix = sep + last  # "_id", "_ids", "_pairs", or another word's end
        if suffix == REF_SUFFIX and base.endswith(SHORT) and isinstance(value, str):
            params[base.removesuffix(SHORT)] = _short(value)
        elif suffix == PAIRS_SUFFIX and isinstance(value, list):
            pair = f"refs.pair.{base}" if has(f"refs.pair.{base}") else "refs.pair"
            pairs = [t(pair, first=_name(str(a)), second=_name(str(b))) for a, b in value]
            params[base] = names(pairs)
        elif suffix == JOINED_SUFFIX and isinstance(value, list):
            params[base] = names(_name(str(v)) for v in value) or "-"
        elif suffix != REF_SUFFIX:
            params[key] = _display(key, value)
        elif isinstance(value, str):
            params[base] = _name(value)
        elif isinstance(value, list):
            params[base] = [_name(str(v)) for v in value]
        else:  # no card (None)
            params[base] = value
    for key, value in data.items():
        base = key.removesuffix(NAME_SUFFIX)
        if base != key and value is not None and _beside_its_id(data, base):
            params[base] = names(map(str, value)) if isinstance(value, list) else value
    return params


def _phrase(areas: str | tuple[str, ...], value: Any, params: dict[str, Any]) -> Any:
    """The phrase `value` is the key of in one of `areas`, filled with `params`; else
    `value` itself."""
    for area in (areas,) if isinstance(areas, str) else areas:
        if has(f"{area}.{value}"):
            return t(f"{area}.{value}", **params)
    return value


def _beside_its_id(data: Mapping[str, Any], base: str) -> bool:
    """`<base>_name` names an id the event holds (events that stored a `..._name` of their
    own, without the id, keep it as it is)."""
    return any(f"{base}{suffix}" in data for suffix in ("", REF_SUFFIX, JOINED_SUFFIX))


def _phrased(params: dict[str, Any]) -> dict[str, Any]:
    """Params that name a phrase by key (PHRASES: a die roll's `purpose`, a payment's
    `why`) as the phrase's text, filled with the event's params; one stored as a sentence
    (before they were keys) as it is."""
    for param, areas in PHRASES.items():
        if param not in params:
            continue
        value = params[param]
        if isinstance(value, list):
            params[param] = ", ".join(str(_phrase(areas, v, params)) for v in value) or "-"
        else:
            params[param] = _phrase(areas, value, params)
    return params


def shown(data: Mapping[str, Any]) -> dict[str, Any]:
    """Params as events are told: card ids read as names, phrase keys as phrases."""
    return _phrased(resolved(data))


def text(key: str, **data: Any) -> str:
    """The text of `key` filled with `data` as events are told (`shown`). Prompts, button
    labels and refusals are rendered by it, so a name shows in the reader's language
    wherever it appears. Kept once told (`_kept`)."""
    return _kept(key, data, lambda: t(key, **shown(data)))


#: how many texts `_kept` keeps (all are dropped when it is full)
TOLD_KEPT = 4096
#: the texts told, by locale, what was told and the params' `repr` (`_kept`)
_told: dict[tuple[str, Hashable, str], str] = {}
_told_at = 0
_PLAIN = frozenset({str, int, float, bool, type(None)})


def _kept(what: Hashable, data: Mapping[str, Any], tell: Callable[[], str]) -> str:
    """`tell()`, the text of `what` (a key, an event's kind and rule) with `data`, told once
    while it stays the same: a move's prompts give the labels its earlier moves gave ("Pass",
    "Vote yes"), a phase's summary the lines its moves told. The text depends on nothing
    else: the current locale, the catalogues, kept since their last change (`_told_at`), and
    params of plain types only, whose `repr` tells every value apart (1, 1.0, True, "1")."""
    if not all(map(_plain, data.values())):
        return tell()
    global _told_at
    if _told_at != catalogues.changes() or len(_told) >= TOLD_KEPT:
        _told.clear()
        _told_at = catalogues.changes()
    memo = (current_locale(), what, repr(data))
    found = _told.get(memo)
    if found is None:
        found = _told[memo] = tell()
    return found


def _plain(value: Any) -> bool:
    """`value` is a string, number, bool or None, or a list, tuple or dict of them."""
    kind = type(value)
    if kind is list or kind is tuple:
        return all(map(_plain, value))
    if kind is dict:
        return all(type(k) is str and _plain(v) for k, v in value.items())
    return kind in _PLAIN


def event_line(event: Event) -> str:
    """An event in words: `event.<kind>`, or its variant `event.<kind>.<variant>` when the
    event names one the catalogue has (an abstention told as one, not as "0 for"). Kept
    once told (`_kept`): a phase's summary tells again what its moves told."""
    return _kept((event.kind, event.rule), event.data, lambda: _event_line(event))


def _event_line(event: Event) -> str:
    params = _phrased(resolved(event.data))
    key = f"event.{event.kind}"
    variant = event.data.get(VARIANT)
    if isinstance(variant, str) and has(f"{key}.{variant}"):
        key = f"{key}.{variant}"
    return t(key, rule=event.rule or "", **params)


def chunk_lines(lines: Iterable[str], limit: int = CONTENT_LIMIT) -> list[str]:
    """Join lines into messages of at most `limit` characters, never splitting a line
    unless the line alone is too long."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current:
        chunks.append(current)
    return chunks


def narrate(events: Iterable[Event]) -> list[str]:
    """Messages (each within Discord's limit) narrating `events` in order."""
    return chunk_lines(event_line(e) for e in events)
