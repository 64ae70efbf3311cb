"""Where the catalogues come from and what a well-formed one holds.

A catalogue is every text of one locale, by key. Its parts are the modules
`<locale>_<area>.py` (each with a `MESSAGES` dict) of the shared package `bot.messages`
and of each registered game's `messages` package (`bot/games/<game>/messages/`); the
locale is the module name's prefix, a language Babel knows (`en`, `ru`, ...). So a new
locale is new files beside the English ones, and no code changes.

An entry is a template (`str.format` with named fields) or, for a text that depends on a
number, a mapping of CLDR plural categories (`one`, `few`, `many`, `other`, ...) to
templates; the number is the parameter named by the mapping's `by` (default `count`).
`problems` checks that every locale has English's keys, placeholders and the plural
categories its language needs (Babel's CLDR rules).
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from collections.abc import Iterable, Mapping
from functools import cache
from types import ModuleType
from typing import TYPE_CHECKING, Any, Union

if TYPE_CHECKING:
    from babel.plural import PluralRule

#: a plural entry: CLDR category (and `by`) -> template
Forms = Mapping[str, str]
Entry = Union[str, Forms]  # noqa: UP007 (a runtime alias)
ENGLISH = "en"
#: the key of a plural entry naming the parameter that selects the form
BY = "by"
DEFAULT_BY = "count"
CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
#: keys a locale may add that English needs not have: a command's or option's name
#: (English uses the name in the code), looked up by the Discord translator
NAME_PREFIX = "cmd.name."
_MODULE = re.compile(r"([a-z]{2,3})_[a-z0-9_]+")


class Catalogue(dict[str, Any]):
    """A catalogue (a locale's entries by key, or the catalogues by locale) that counts
    every change made to it (`changes`): what is rendered from the catalogues may be kept
    while none changed (`bot.narrate`). Only tests change them, at run time."""

    def __setitem__(self, key: str, value: Any) -> None:
        _changed()
        super().__setitem__(key, value)

    def __delitem__(self, key: str) -> None:
        _changed()
        super().__delitem__(key)

    def pop(self, *args: Any) -> Any:
        _changed()
        return super().pop(*args)

    def popitem(self) -> tuple[str, Any]:
        _changed()
        return super().popitem()

    def setdefault(self, *args: Any) -> Any:
        _changed()
        return super().setdefault(*args)

    def update(self, *args: Any, **kwargs: Any) -> None:
        _changed()
        super().update(*args, **kwargs)

    def clear(self) -> None:
        _changed()
        super().clear()


_changes = 0


def _changed() -> None:
    global _changes
    _changes += 1


def changes() -> int:
    """How many changes were made to the catalogues (`Catalogue`) since they were loaded."""
    return _changes


def locale_of_module(name: str) -> str | None:
    """The locale a catalogue module is written in (`en_ui` -> `en`), None for another module."""
    from babel import localedata

    match = _MODULE.fullmatch(name)
    if match is None or not localedata.exists(match.group(1)):
        return None
    return match.group(1)


def parts_of(package: ModuleType) -> dict[str, list[tuple[str, dict[str, Entry]]]]:
    """The catalogue modules of one messages package, by locale, in name order."""
    found: dict[str, list[tuple[str, dict[str, Entry]]]] = {}
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda i: i.name):
        locale = locale_of_module(info.name)
        if locale is None:
            continue
        module = importlib.import_module(f"{package.__name__}.{info.name}")
        found.setdefault(locale, []).append((module.__name__, module.MESSAGES))
    return found


def load(packages: Iterable[ModuleType]) -> dict[str, list[tuple[str, dict[str, Entry]]]]:
    """Every locale's parts across `packages`; a key written twice in one locale is an error."""
    by_locale: dict[str, list[tuple[str, dict[str, Entry]]]] = {}
    for package in packages:
        for locale, parts in parts_of(package).items():
            by_locale.setdefault(locale, []).extend(parts)
    for locale, parts in by_locale.items():
        seen: dict[str, str] = {}
        for where, part in parts:
            for key in part:
                if key in seen:
                    raise ValueError(f"{locale}: {key} is in both {seen[key]} and {where}")
                seen[key] = where
    return by_locale


@cache
def _plural_rule(locale: str) -> PluralRule:
    """The locale's CLDR plural rule (parsed once: a text with a count is rendered often)."""
    from babel import Locale

    return Locale.parse(locale).plural_form


def needed_categories(locale: str) -> frozenset[str]:
    """The plural categories the locale's language distinguishes (CLDR, through Babel)."""
    return frozenset(_plural_rule(locale).tags) | {"other"}


def category(locale: str, number: object) -> str:
    """The CLDR plural category of `number` in `locale` ("other" for what is no number)."""
    if isinstance(number, bool) or not isinstance(number, int | float):
        return "other"
    return str(_plural_rule(locale)(number))


def placeholders(entry: Entry) -> frozenset[str]:
    """The named fields an entry uses (of all its forms)."""
    templates = [entry] if isinstance(entry, str) else [v for k, v in entry.items() if k != BY]
    return frozenset(
        field.split(".")[0].split("[")[0]
        for template in templates
        for _, field, _, _ in string.Formatter().parse(template)
        if field
    )


def problems(catalogues: Mapping[str, Mapping[str, Entry]]) -> list[str]:
    """What keeps the catalogues from being equivalent to English: missing or extra keys,
    other placeholders, plural forms the locale lacks or does not have."""
    english = catalogues[ENGLISH]
    found = []
    for locale, catalogue in sorted(catalogues.items()):
        needed = needed_categories(locale)
        for key in sorted(english.keys() - catalogue.keys()):
            found.append(f"{locale}: {key} is missing")
        for key in sorted(catalogue.keys() - english.keys()):
            if not key.startswith(NAME_PREFIX):
                found.append(f"{locale}: {key} is not in English")
        for key, entry in sorted(catalogue.items()):
            if key in english and placeholders(entry) != placeholders(english[key]):
                found.append(
                    f"{locale}: {key} uses {sorted(placeholders(entry))}, English "
                    f"{sorted(placeholders(english[key]))}"
                )
            if isinstance(entry, str):
                continue
            forms = entry.keys() - {BY}
            if forms - CATEGORIES:
                found.append(
                    f"{locale}: {key} has no such plural category {sorted(forms - CATEGORIES)}"
                )
            elif forms != needed:
                found.append(f"{locale}: {key} has forms {sorted(forms)}, needs {sorted(needed)}")
            english_entry = english.get(key)
            by = entry.get(BY, DEFAULT_BY)
            if isinstance(english_entry, Mapping) and english_entry.get(BY, DEFAULT_BY) != by:
                found.append(f"{locale}: {key} counts by {by}, English by another")
    return found
