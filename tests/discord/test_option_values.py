"""An option's value and a game's status read in the lobby's language: each word a value
is shown by has a catalogue entry (`ui.option_value.<word>`), English keeping the word that
is typed; each status has one (`ui.game_status.<status>`)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.discord.render import option_value
from bot.games import GAMES, get_presenter
from bot.messages import has, t, using_locale
from bot.service import game_options
from bot.service.deadlines import PACES
from bot.tools.simulate import option_values

WORD = re.compile(r"[a-z_]+")


def _values() -> list[tuple[str, object]]:
    found: list[tuple[str, object]] = [(game_options.PACE, pace) for pace in PACES]
    found += [("scenario", s) for g in GAMES for s in get_presenter(g).scenarios]
    for game in GAMES:
        found += [(n, v) for n, values in option_values(game).items() for v in values]
    return found


@pytest.mark.parametrize(("name", "value"), _values())
def test_every_word_an_option_value_is_shown_by_is_in_the_catalogue(
    name: str, value: object
) -> None:
    word = game_options.shown(value)
    if WORD.fullmatch(word):
        assert has(f"ui.option_value.{word}")
        assert option_value(name, value) == word  # English: the word that is typed


def test_an_option_value_reads_in_the_locale_of_the_lobby() -> None:
    with using_locale("ru"):
        assert option_value("ballot", "sealed") == t("ui.option_value.sealed", "ru")
        assert option_value("pontifex", False) == t("ui.option_value.off", "ru")
    assert t("ui.option_value.sealed", "ru") != "sealed"
    assert option_value("ballot", "sealed") == "sealed"


def test_every_status_of_a_game_reads_in_the_catalogue() -> None:
    schema = (Path(__file__).parents[2] / "db" / "migrations" / "0001_init.sql").read_text()
    found = re.search(r"status IN \(([^)]*)\)", schema)
    assert found is not None
    statuses = re.findall(r"'(\w+)'", found[1])
    assert "lobby" in statuses
    for status in statuses:
        assert t(f"ui.game_status.{status}", "en") == status
        assert t(f"ui.game_status.{status}", "ru") != status
