"""The message catalogues per locale: key parity with English (a check shown able to
fail), plural forms by the locale's CLDR rules, and which locale a text is rendered in."""

from __future__ import annotations

import pytest
from babel.numbers import format_decimal

from bot import messages
from bot.messages import CATALOG, CATALOGUES, LOCALES, find_locale, locale_for, t, using_locale
from bot.messages import catalogues as cat

ENGLISH = {
    "ui.x": "{user} joins",
    "ui.legions": {"by": "legions", "one": "{legions} legion", "other": "{legions} legions"},
}


def test_every_locale_has_the_keys_placeholders_and_plural_forms_of_english() -> None:
    assert LOCALES[0] == "en" and set(LOCALES) == set(CATALOGUES)
    assert cat.problems(CATALOGUES) == []


def test_the_parity_check_finds_a_missing_and_an_extra_key() -> None:
    ru = {"ui.legions": {"by": "legions", **_ru_forms()}, "ui.y": "лишний"}
    assert cat.problems({"en": ENGLISH, "ru": ru}) == [
        "ru: ui.x is missing",
        "ru: ui.y is not in English",
    ]


def test_the_parity_check_finds_other_placeholders() -> None:
    ru = {"ui.x": "{player} входит", "ui.legions": {"by": "legions", **_ru_forms()}}
    assert cat.problems({"en": ENGLISH, "ru": ru}) == ["ru: ui.x uses ['player'], English ['user']"]


def test_the_parity_check_wants_the_plural_forms_of_the_locale() -> None:
    """Russian tells one, few, many (and other, for fractions) apart: English's two
    forms are not enough."""
    ru = {"ui.x": "{user} входит", "ui.legions": ENGLISH["ui.legions"]}
    assert cat.problems({"en": ENGLISH, "ru": ru}) == [
        "ru: ui.legions has forms ['one', 'other'], needs ['few', 'many', 'one', 'other']"
    ]


def test_a_command_name_is_a_key_a_locale_may_add() -> None:
    ru = {
        "ui.x": "{user} входит",
        "ui.legions": {"by": "legions", **_ru_forms()},
        "cmd.name.game": "игра",
    }
    assert cat.problems({"en": ENGLISH, "ru": ru}) == []


def _ru_forms() -> dict[str, str]:
    return {
        "one": "{legions} легион",
        "few": "{legions} легиона",
        "many": "{legions} легионов",
        "other": "{legions} легиона",
    }


def test_plural_forms_follow_the_locales_cldr_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGUES, "ru", {"ui.legions": {"by": "legions", **_ru_forms()}})
    shown = [t("ui.legions", "ru", legions=n) for n in (1, 3, 5, 21, 1.5)]
    # a fraction is written as Russian writes it, with a decimal comma (Babel)
    assert shown == ["1 легион", "3 легиона", "5 легионов", "21 легион", "1,5 легиона"]


def test_english_plural_forms() -> None:
    assert t("ui.hand.talents", talents=1) == "1 talent"
    assert [t("ui.hand.talents", talents=n) for n in (0, 2)] == ["0 talents", "2 talents"]
    assert t("ui.hand.talents") == "? talents"  # no number: the general form


def test_a_locale_falls_back_to_english_for_a_key_it_lacks(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(CATALOGUES, "xx", {"ui.gm.ok": "xx-ok"})
    assert t("ui.gm.ok", "xx") == "xx-ok"
    assert t("ui.gm.everyone", "xx") == t("ui.gm.everyone") == CATALOG["ui.gm.everyone"]
    assert t("no.such.key", "xx") == "no.such.key"


def test_texts_without_a_locale_speak_the_current_one(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGUES, "xx", {"ui.gm.ok": "xx-ok"})
    assert t("ui.gm.ok") == CATALOG["ui.gm.ok"]
    with using_locale("xx"):
        assert t("ui.gm.ok") == "xx-ok"
        assert t("ui.gm.ok", "en") == CATALOG["ui.gm.ok"]  # a locale given wins
    assert t("ui.gm.ok") == CATALOG["ui.gm.ok"]


def test_a_discord_locale_finds_its_catalogue_by_language(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setitem(CATALOGUES, "ru", {})
    assert find_locale("en-US") == "en" and find_locale("en-GB") == "en"
    assert find_locale("ru") == "ru"
    assert find_locale("de") is None and locale_for("de") == "en"
    assert locale_for("de", "ru") == "ru"  # the user's has none: the game's


def test_catalogue_files_are_found_by_their_locale_prefix() -> None:
    assert cat.locale_of_module("en_ui_gm") == "en"
    assert cat.locale_of_module("ru_senate") == "ru"
    assert cat.locale_of_module("catalogues") is None
    assert cat.locale_of_module("names_of_cards") is None  # `names` is no language
    parts = {name for name, _ in cat.parts_of(messages)["en"]}
    assert "bot.messages.en_ui" in parts and "bot.messages.catalogues" not in parts


def test_a_key_written_twice_in_one_locale_is_refused() -> None:
    class Package:
        __name__ = "bot.messages"
        __path__ = messages.__path__

    with pytest.raises(ValueError, match=r"^en: \S+ is in both bot\.messages\.en_\w+ and "):
        cat.load([Package(), Package()])  # type: ignore[list-item]


@pytest.mark.parametrize("locale", LOCALES)
def test_a_number_is_written_as_babel_writes_it_in_each_locale(locale: str) -> None:
    """`messages.number` reads the locale's symbols once and writes as CLDR's decimal
    pattern does (grouped thousands, at most three decimals)."""
    values = [0.0, 0.001, 0.125, 0.5, 1.5, 2.75, 12.0, 24.0, 100.0, 1234.5, 99999.999, -3.25]
    assert [messages.number(v, locale) for v in values] == [
        format_decimal(v, locale=locale) for v in values
    ]
