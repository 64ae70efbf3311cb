"""Russian numbers agree with their nouns (CLDR's one, few, many, other, through Babel), in
the catalogue's real entries: talents, legions, veteran legions, fleets, a faction's votes,
the phrase of a force, and a fraction with a decimal comma."""

from __future__ import annotations

import pytest

from bot.messages import counted, names, number, t
from bot.messages.catalogues import category

RU = "ru"
NUMBERS = (0, 1, 2, 5, 11, 21, 22, 25)


def test_babels_russian_categories_at_the_numbers_tried() -> None:
    assert [category(RU, n) for n in NUMBERS] == [
        "many",
        "one",
        "few",
        "many",
        "many",
        "one",
        "few",
        "many",
    ]


@pytest.mark.parametrize(
    ("key", "param", "words"),
    [
        ("ui.hand.talents", "talents", ("талантов", "талант", "таланта")),
        ("count.legions", "count", ("легионов", "легион", "легиона")),
        ("count.fleets", "count", ("флотов", "флот", "флота")),
        (
            "count.veterans",
            "count",
            ("ветеранских легионов", "ветеранский легион", "ветеранских легиона"),
        ),
    ],
)
def test_a_counted_noun_takes_the_form_of_its_number(
    key: str, param: str, words: tuple[str, str, str]
) -> None:
    many, one, few = words
    expected = [many, one, few, many, many, one, few, many]
    shown = [t(key, RU, **{param: n}) for n in NUMBERS]
    assert shown == [f"{n} {word}" for n, word in zip(NUMBERS, expected, strict=True)]


def test_a_factions_votes_agree_with_their_number() -> None:
    shown = {n: t("vote.votes", RU, count=n, total=40) for n in (1, 2, 5, 11, 21, 22, 25)}
    assert "21 голос из 40" in shown[21] and "1 голос из 40" in shown[1]
    assert "2 голоса из 40" in shown[2] and "22 голоса из 40" in shown[22]
    assert all(f"{n} голосов из 40" in shown[n] for n in (5, 11, 25))


def test_a_force_is_one_phrase_each_number_agreeing() -> None:
    forces = {"legions": 21, "veterans": 2, "fleets": 5}
    assert counted("forces", forces, RU) == "21 легион, 2 ветеранских легиона и 5 флотов"
    assert counted("forces", {"legions": 11, "fleets": 1}, RU) == "11 легионов и 1 флот"
    assert counted("forces", {"legions": 0}, RU) == t("counts.forces.none", RU)


def test_a_fraction_takes_the_decimal_comma_and_the_form_of_fractions() -> None:
    assert t("ui.hand.talents", RU, talents=1.5) == "1,5 таланта"
    assert number(1.5, RU) == "1,5" and number(1.5, "en") == "1.5"


def test_lists_are_joined_as_russian_joins_them() -> None:
    assert names(["Оптиматы", "Популяры", "Всадники"], RU) == "Оптиматы, Популяры и Всадники"
    assert names(["Optimates", "Populares"], "en") == "Optimates, Populares"
