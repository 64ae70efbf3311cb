"""The message catalogues: every text shown to players, by key, per locale.

Keys: `event.<kind>` (narration of engine events), `decision.<kind>` (prompts),
`action.<kind>` (button labels), `illegal.<key>` (why an action was refused),
`ui.<...>` and `error.<...>` (the Discord layer). Templates use `str.format` with named
fields; an entry that depends on a number holds its CLDR plural forms (see
`bot.messages.catalogues`, which also says how a locale is found: by file name).

`t(key, locale, **params)` renders in `locale`, or else in the locale of the work in hand
(`using_locale`: a game's outbox in the game's locale, an interaction's reply in its
user's), or else in English. A key a locale lacks falls back to English.
"""

from __future__ import annotations

import contextlib
import importlib
from collections.abc import Collection, Iterable, Iterator
from contextvars import ContextVar
from functools import cache
from typing import TYPE_CHECKING, Any

import bot.messages as _shared
from bot.games import GAMES
from bot.messages import catalogues
from bot.messages.catalogues import BY, DEFAULT_BY, ENGLISH, Catalogue, Entry

if TYPE_CHECKING:  # read on first use (see `__getattr__`)
    from babel import Locale

    #: every locale with a catalogue, English first
    LOCALES: tuple[str, ...]
    #: each locale's catalogue
    CATALOGUES: dict[str, dict[str, Entry]]
    #: the English catalogue's parts, one dict per area (a key is in only one of them)
    PARTS: tuple[dict[str, Entry], ...]
    #: the English catalogue
    CATALOG: dict[str, Entry]


@cache
def _loaded() -> dict[str, list[tuple[str, dict[str, Entry]]]]:
    """The shared texts (this package) and each registered game's
    (`bot/games/<game>/messages/`), by locale."""
    packages = (_shared, *(importlib.import_module(f"bot.games.{g}.messages") for g in GAMES))
    return catalogues.load(packages)


@cache
def _catalogues() -> dict[str, dict[str, Entry]]:
    return Catalogue(
        (locale, Catalogue((key, text) for _, part in parts for key, text in part.items()))
        for locale, parts in _loaded().items()
    )


@cache
def _locales() -> tuple[str, ...]:
    return (ENGLISH, *sorted(set(_catalogues()) - {ENGLISH}))


def __getattr__(name: str) -> object:
    """`LOCALES`, `CATALOGUES`, `PARTS` and `CATALOG`, read when first asked for: the
    catalogues import every game's texts, and some of those its rules' data, which a
    process that shows no text (`praetor --version`, the client before it connects)
    need not pay for."""
    if name == "CATALOGUES":
        return _catalogues()
    if name == "CATALOG":
        return _catalogues()[ENGLISH]
    if name == "LOCALES":
        return _locales()
    if name == "PARTS":
        return tuple(part for _, part in _loaded()[ENGLISH])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


_current: ContextVar[str] = ContextVar("praetor_locale", default=ENGLISH)


class _Blank(dict[str, Any]):
    """A template's params; a placeholder none of them fills reads "?", unless the
    catalogue counts it (`counted`)."""

    locale = ENGLISH

    def __missing__(self, key: str) -> str:
        if has(f"{COUNTS}.{key}", self.locale):
            return counted(key, self, self.locale)
        return "?"


#: `counts.<group>` names the numbers a placeholder `{<group>}` counts, in order ("legions
#: veterans fleets"); each has its plural forms under `count.<number>`
COUNTS = "counts"


def counted(group: str, params: dict[str, Any], locale: str | None = None) -> str:
    """The numbers of `group` in `params` as one phrase with their plural forms, those
    that are zero (or absent) left out: "3 legions and 1 fleet", "1 legion";
    `counts.<group>.none` when all are."""
    names = t(f"{COUNTS}.{group}", locale).split()
    parts = [
        t(f"count.{name}", locale, count=params[name])
        for name in names
        if isinstance(params.get(name), int) and params[name] != 0
    ]
    if not parts:
        return t(f"{COUNTS}.{group}.none", locale)
    if len(parts) == 1:
        return parts[0]
    return t(f"{COUNTS}.and", locale, first=", ".join(parts[:-1]), last=parts[-1])


def names(items: Iterable[str], locale: str | None = None) -> str:
    """Names joined as the locale joins a list (CLDR, through Babel, in the style its
    catalogue names: `list.style`): "A, B, C", «А, Б и В»; "" for none."""
    from babel.lists import format_list

    shown = [str(item) for item in items]
    if not shown:
        return ""
    locale = locale or _current.get()
    style: Any = t("list.style", locale)  # a CLDR list style: Babel types only some of them
    return str(format_list(shown, style=style, locale=_babel_locale(locale)))


@cache
def _babel_locale(locale: str) -> Locale:
    """Babel's `Locale` of `locale`, parsed once (a third of a list's formatting)."""
    from babel import Locale

    return Locale.parse(locale)


def number(value: float, locale: str | None = None) -> str:
    """A number as the locale writes it (CLDR's decimal pattern, up to three decimals,
    grouped by thousands, with the locale's symbols through Babel): 1.5, «1,5»,
    «1 234,5». The symbols are read once a locale: a text with a number is written often."""
    decimal, group = _symbols(locale or _current.get())
    text = f"{value:,.3f}".rstrip("0").rstrip(".")
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


@cache
def _symbols(locale: str) -> tuple[str, str]:
    """The locale's decimal and group symbols."""
    from babel.numbers import get_decimal_symbol, get_group_symbol

    return get_decimal_symbol(locale), get_group_symbol(locale)


class _Decimal(float):
    """A fractional param of a template, written as the template's locale writes
    numbers (the decimal comma of Russian): plain or with a format spec (`{hours:g}`)."""

    locale = ENGLISH

    def __format__(self, spec: str) -> str:
        if not spec:
            return number(float(self), self.locale)
        return format(float(self), spec).replace(".", _symbols(self.locale)[0])


def _decimal(value: float, locale: str) -> _Decimal:
    shown = _Decimal(value)
    shown.locale = locale
    return shown


def find_locale(*wanted: str | None, among: Collection[str] | None = None) -> str | None:
    """The first of `wanted` (a locale id like `ru`, or Discord's `en-US`, `pt-BR`) that
    has a catalogue (one of `among`, default: ours), by exact id or by language; None if
    none has."""
    known = _catalogues() if among is None else among
    for name in wanted:
        if not name:
            continue
        for candidate in (name.replace("-", "_"), name.split("-")[0].split("_")[0].lower()):
            if candidate in known:
                return candidate
    return None


def locale_for(*wanted: str | None) -> str:
    """As `find_locale`, English if none of `wanted` has a catalogue."""
    return find_locale(*wanted) or ENGLISH


def current_locale() -> str:
    return _current.get()


@contextlib.contextmanager
def using_locale(locale: str) -> Iterator[None]:
    """Texts rendered inside (without a locale of their own) are in `locale`."""
    token = _current.set(locale_for(locale))
    try:
        yield
    finally:
        _current.reset(token)


def set_locale(locale: str) -> None:
    """The locale for the rest of the current task (an interaction's own task)."""
    _current.set(locale_for(locale))


def has(key: str, locale: str | None = None) -> bool:
    found = _catalogues()
    english = found[ENGLISH]
    return key in found.get(locale or _current.get(), english) or key in english


def t(key: str, locale: str | None = None, /, **params: Any) -> str:
    """The text for `key` in `locale` (default: the current one) filled with `params`. A
    missing key shows itself, so a gap in the catalogue is visible in tests instead of
    crashing a game. An empty `rule` drops the template's `[{rule}]`."""
    locale = locale or _current.get()
    found = _catalogues()
    entry = found.get(locale, found[ENGLISH]).get(key)
    if entry is None:
        locale, entry = ENGLISH, found[ENGLISH].get(key)
        if entry is None:
            return key
    if not isinstance(entry, str):
        number = params.get(entry.get(BY, DEFAULT_BY))
        form = catalogues.category(locale, number)
        entry = entry.get(form) or entry["other"]
    if "rule" in params and not params["rule"]:  # no rule to cite: no empty brackets
        entry = entry.replace(" [{rule}]", "").replace("[{rule}]", "")
    blank = _Blank(params)
    blank.locale = locale
    for name, value in params.items():
        if type(value) is float:
            blank[name] = _decimal(value, locale)
    return entry.format_map(blank)
