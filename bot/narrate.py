"""Turns engine events into the text a game master would post. No Discord here."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import cache
from typing import Any

from bot.discord.limits import CONTENT_LIMIT
from bot.engine import Event
from bot.messages import CATALOG, current_locale, has, names, t
from bot.messages.catalogues import ENGLISH

#: an event param named `<param>_id` holds a card id, rendered as `<param>`: the card's
#: name, looked up when the event is shown (events store ids, never names)
REF_SUFFIX = "_id"
#: `<param>_ids` holds a list of card ids, rendered as their names joined by commas
JOINED_SUFFIX = "_ids"
#: `<param>_pairs` holds pairs of card ids, rendered "A to B, C to D" (`refs.pair`)
PAIRS_SUFFIX = "_pairs"
#: the param naming which variant of its kind's text an event is told with
VARIANT = "variant"
#: params whose value is the key of a phrase, by the catalogue area of the phrases
PHRASES = {"purpose": "dice", "why": "paid"}


#: a param's value the catalogue words: `value.<param>.<value>` (a charge "minor", a phase)
VALUE = "value"
#: the areas whose English texts are names (a card's, a random event's...): a name the rules
#: give in English, from their data, is read back to its key and named in the language written
NAME_AREAS = ("card.", "name.", "scenario.")
#: how the rules join a pair of names ("Tax Farmer 1 to Aelius"), and its catalogue text
PAIR, PAIR_KEY = " to ", "refs.pair"


@cache
def _english_names() -> dict[str, str]:
    """Each name of the English catalogue's name areas, with its key (the first)."""
    found: dict[str, str] = {}
    for key, text in CATALOG.items():
        if key.startswith(NAME_AREAS) and isinstance(text, str) and "{" not in text:
            found.setdefault(text, key)
    return found


def _cut(text: str) -> str | None:
    """A long name the rules cut at a word to fit a label ("P. Cornelius Scipio"), in the
    language written and cut to the same length; None if it begins no name."""
    whole = next((k for name, k in _english_names().items() if name.startswith(text + " ")), None)
    if whole is None:
        return None
    words = t(whole).split()
    while len(words) > 1 and len(" ".join(words)) > len(text):
        words.pop()
    return " ".join(words)


def _named(text: str) -> str | None:
    """`text`, a name (or names joined by commas, or "A to B" pairs) as the rules give it in
    English, in the language written; None if it names nothing the catalogue has."""
    known = _english_names()
    if text in known:
        return t(known[text])
    if current_locale() != ENGLISH and (cut := _cut(text)) is not None:
        return cut
    parts = text.split(", ")
    if len(parts) > 1 and all(p in known for p in parts):
        return names(t(known[p]) for p in parts)
    pairs = [p.split(PAIR) for p in parts]
    if all(len(p) == 2 and p[0] in known and p[1] in known for p in pairs):
        shown = [t(PAIR_KEY, first=t(known[a]), second=t(known[b])) for a, b in pairs]
        return names(shown)
    return None


def _display(key: str, value: Any) -> Any:
    """Seat ids read as faction names (lists of them as a list of names); office ids as
    the office's name; a value the catalogue words (`value.<param>.<value>`) in its words;
    a name the rules give in English in the language written."""
    if key == "office" and isinstance(value, str) and has(f"office.{value}"):
        return t(f"office.{value}")
    if isinstance(value, str) and has(f"seat.{value}"):
        return t(f"seat.{value}")
    if isinstance(value, str) and has(f"{VALUE}.{key}.{value}"):
        return t(f"{VALUE}.{key}.{value}")
    if isinstance(value, str) and ", " in value:  # numbers and worded values ("blank, 26")
        parts = value.split(", ")
        worded = [has(f"{VALUE}.{key}.{p}") for p in parts]
        if any(worded) and all(w or p.isdigit() for w, p in zip(worded, parts, strict=True)):
            return ", ".join(
                t(f"{VALUE}.{key}.{p}") if w else p for w, p in zip(worded, parts, strict=True)
            )
    if isinstance(value, str) and (named := _named(value)) is not None:
        return named
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shown = [_display(key, v) for v in value]
        return names(shown) if shown != value else value
    return value


def _name(ref: str) -> str:
    """A card id's printed name (`card.<id>` in the game's catalogue); any other text
    as it is: events stored before they carried ids hold the names themselves."""
    return t(f"card.{ref}") if has(f"card.{ref}") else ref


def resolved(data: Mapping[str, Any]) -> dict[str, Any]:
    """An event's params with each `<param>_id` (a card id, or a list of them) read as
    `<param>` (the card's name, or the list of names), each `<param>_ids` (a list of
    card ids) as the names joined by commas, each `<param>_pairs` as pairs of names."""
    params: dict[str, Any] = {}
    for key, value in data.items():
        if key.endswith(PAIRS_SUFFIX) and isinstance(value, list):
            pairs = [t("refs.pair", first=_name(str(a)), second=_name(str(b))) for a, b in value]
            params[key.removesuffix(PAIRS_SUFFIX)] = names(pairs)
        elif key.endswith(JOINED_SUFFIX) and isinstance(value, list):
            params[key.removesuffix(JOINED_SUFFIX)] = names(_name(str(v)) for v in value)
        elif not key.endswith(REF_SUFFIX):
            params[key] = _display(key, value)
        elif isinstance(value, str):
            params[key.removesuffix(REF_SUFFIX)] = _name(value)
        elif isinstance(value, list):
            params[key.removesuffix(REF_SUFFIX)] = [_name(str(v)) for v in value]
        else:  # no card (None)
            params[key.removesuffix(REF_SUFFIX)] = value
    return params


def _phrased(params: dict[str, Any]) -> dict[str, Any]:
    """Params that name a phrase by key (PHRASES: a die roll's `purpose`, a payment's
    `why`) as the phrase's text, filled with the event's params; one stored as a sentence
    (before they were keys) as it is."""
    for param, area in PHRASES.items():
        key = f"{area}.{params.get(param)}"
        if param in params and has(key):
            params[param] = t(key, **params)
    return params


def event_line(event: Event) -> str:
    """An event in words: `event.<kind>`, or its variant `event.<kind>.<variant>` when the
    event names one the catalogue has (an abstention told as one, not as "0 for")."""
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
