"""Every text of every catalogue, in every locale, rendered with sample parameters, fits
where Discord shows it: a button's label in 80 characters, a command's description in
100, a command's name in 32 lower-case letters, a choice's name in 100, an embed's title
in 256, a message in 2000. Counted parameters get numbers (each plural form is tried);
the others realistic names: the locale's longest faction name, a long card name of the
locale, a rule number."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator, Mapping
from typing import Any

import pytest

from bot.discord.limits import (
    CHOICE_NAME_LIMIT,
    CONTENT_LIMIT,
    EMBED_TITLE_LIMIT,
    LABEL_LIMIT,
)
from bot.messages import CATALOG, CATALOGUES, COUNTS, LOCALES, has, t
from bot.messages.catalogues import BY, DEFAULT_BY, NAME_PREFIX, Entry, placeholders

#: Discord's limits on a command (an application command's name and description)
COMMAND_NAME_LIMIT = 32
DESCRIPTION_LIMIT = 100
#: a select menu's placeholder
PLACEHOLDER_LIMIT = 150
#: what Discord accepts as a command's or option's name (lower case, no spaces)
COMMAND_NAME = re.compile(r"^[-_\w]{1,32}$")

#: where a key is shown, by its prefix (the first that matches), and the limit there
WHERE: tuple[tuple[str, int], ...] = (
    (NAME_PREFIX, COMMAND_NAME_LIMIT),
    ("cmd.", DESCRIPTION_LIMIT),  # a command's, option's or choice's description
    ("action.", LABEL_LIMIT),  # a choice: a button (80) or a select option (100)
    ("ui.prompt.previous", LABEL_LIMIT),
    ("ui.prompt.next", LABEL_LIMIT),
    ("ui.prompt.placeholder", PLACEHOLDER_LIMIT),
    ("game.", CHOICE_NAME_LIMIT),
    ("scenario.", CHOICE_NAME_LIMIT),
    ("ui.pace.", CHOICE_NAME_LIMIT),
    ("locale.name", CHOICE_NAME_LIMIT),
)
#: numbers tried for a counted parameter: each plural form of every locale, and large ones
NUMBERS = (0, 1, 2, 5, 21, 22, 25, 1.5, 999)
RULE = "1.09.413"
#: parameters that hold numbers (by a word of their name): talents, forces, votes, dice...
NUMERIC = frozenset(
    [
        "amount",
        "armies",
        "attacker_dice",
        "attacker_hits",
        "attacker_losses",
        "ayes",
        "base",
        "bottom",
        "bribe",
        "change",
        "cost",
        "count",
        "cp",
        "cu",
        "deck",
        "defender_dice",
        "defender_hits",
        "defender_losses",
        "delta",
        "die",
        "fleets",
        "fleets2",
        "fleets_lost",
        "game_id",
        "gain",
        "hours",
        "income",
        "influence",
        "knights",
        "land",
        "legion_count",
        "legions",
        "legions2",
        "legions_lost",
        "level",
        "limit",
        "loss",
        "loyalty",
        "mercenaries",
        "modified",
        "moves",
        "mp",
        "mp_left",
        "naval",
        "needed",
        "noes",
        "now",
        "number",
        "oratory",
        "owed",
        "page",
        "pages",
        "paid",
        "pay",
        "penalty",
        "points",
        "popularity",
        "prize",
        "progress",
        "ransom",
        "rating",
        "regulars",
        "result",
        "roll",
        "round",
        "rounds",
        "seed",
        "size",
        "spoils",
        "strength",
        "taxes",
        "term",
        "to_beat",
        "total",
        "total_armies",
        "total_fleets",
        "treasury",
        "turn",
        "turns",
        "units",
        "units_lost",
        "unpaid",
        "unrest",
        "veterans",
        "votes",
        "vp",
        "was_fleets",
        "was_legions",
    ]
)


def limit_of(key: str) -> int:
    if key.startswith("option.") and not key.startswith("option.ballot."):
        # an option's suggestion reads "<name> — <text>" (`/game option`)
        return CHOICE_NAME_LIMIT - len(f"{key.rsplit('.', 1)[-1]} — ")
    for prefix, limit in WHERE:
        if key.startswith(prefix):
            return limit
    if key.endswith("title"):
        return EMBED_TITLE_LIMIT
    return CONTENT_LIMIT


def _longest(locale: str, prefix: str, share: float = 1.0) -> str:
    """The `share`-th longest text of the locale's keys under `prefix` (1.0: the longest)."""
    texts = sorted((t(key, locale) for key in CATALOG if key.startswith(prefix)), key=len)
    return texts[min(len(texts) - 1, int(share * (len(texts) - 1)))]


def samples(locale: str) -> dict[str, str]:
    """Realistic values of a locale's names: a faction, a card (senator, war...)."""
    return {"seat": _longest(locale, "seat."), "name": _longest(locale, "card.", 0.5)}


def _counted(entry: Entry) -> dict[str, bool]:
    """The parameters a template formats as numbers (a plural entry's `by`, and those with
    a numeric format spec: `{modifier:+d}`, `{limit:g}`), each with whether it takes
    whole numbers only (`d`)."""
    found: dict[str, bool] = {}
    if not isinstance(entry, str):
        found[str(entry.get(BY, DEFAULT_BY))] = False
    templates = [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != BY]
    for template in templates:
        for _, field, spec, _ in string.Formatter().parse(template):
            if field and spec and spec[-1] in "dgf":
                found[field] = found.get(field, False) or spec[-1] == "d"
    return found


def renderings(locale: str, key: str, entry: Entry, names: Mapping[str, str]) -> Iterator[str]:
    """The key's text in `locale` with every sample of its counted parameters."""
    counted = _counted(entry)
    params: dict[str, Any] = {}
    for name in placeholders(entry) - counted.keys():
        if has(f"{COUNTS}.{name}", locale):  # a phrase of numbers: the first of them set
            first = t(f"{COUNTS}.{name}", locale).split()[0]
            params[first] = 22
        elif name == "rule":
            params[name] = RULE
        elif name in NUMERIC:
            params[name] = 22
        elif "seat" in name or "faction" in name:
            params[name] = names["seat"]
        else:
            params[name] = names["name"]
    if not counted:
        yield t(key, locale, **params)
        return
    for n in NUMBERS:
        numbers = {p: 2 if whole and isinstance(n, float) else n for p, whole in counted.items()}
        yield t(key, locale, **params, **numbers)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_text_fits_where_discord_shows_it(locale: str) -> None:
    names = samples(locale)
    too_long = []
    catalogue = CATALOGUES[locale]
    for key in sorted(CATALOG.keys() | catalogue.keys()):
        entry = catalogue.get(key, CATALOG.get(key))
        assert entry is not None
        limit = limit_of(key)
        for text in renderings(locale, key, entry, names):
            if len(text) > limit:
                too_long.append(f"{key} ({len(text)} > {limit}): {text}")
                break
    assert not too_long, "\n".join(too_long)


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_name_is_one_discord_accepts(locale: str) -> None:
    bad = [
        f"{key}: {text!r}"
        for key, text in CATALOGUES[locale].items()
        if key.startswith(NAME_PREFIX)
        and not (isinstance(text, str) and COMMAND_NAME.match(text) and text == text.lower())
    ]
    assert not bad, "\n".join(bad)


def test_the_limits_are_checked_where_they_bite(monkeypatch: pytest.MonkeyPatch) -> None:
    """The samples are long enough to matter, and a text too long is found."""
    english = samples("en")
    assert len(english["seat"]) >= 6 and len(english["name"]) >= 10
    assert limit_of("action.vote") == LABEL_LIMIT and limit_of("cmd.gm.pause") == 100
    assert limit_of("cmd.name.gm.pause") == 32 and limit_of("ui.board.title") == 256
    assert limit_of("event.game_over") == CONTENT_LIMIT
    long_label: Entry = {"by": "count", "one": "x" * 80 + "{count}", "other": "x" * 81}
    monkeypatch.setitem(CATALOG, "action.x", long_label)
    lengths = [len(s) for s in renderings("en", "action.x", long_label, english)]
    assert max(lengths) > LABEL_LIMIT
