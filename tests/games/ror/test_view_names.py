"""A view's names in the language being written (`present.names.localized`): in English
the rules' names are the catalogue's, so the view is shown as it is, without a walk
through it at every board; in Russian the cards are named in Russian."""

from __future__ import annotations

import random
import re
from typing import Any

from bot.games import get_game
from bot.games.ror.present import names
from bot.messages import using_locale

SEATS = ["optimates", "populares", "equites", "plebeians", "patricians"]


def _states() -> list[Any]:
    """States of a game played at random, now and then."""
    ror = get_game("ror")
    rng = random.Random(3)
    state = ror.setup_step(3, SEATS, {}).state
    states = []
    for step in range(400):
        if step % 50 == 0:
            states.append(state)
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        state = ror.apply(state, seat, rng.choice(ror.legal_actions(state, seat))).state
    return states


def _views() -> list[Any]:
    """Public and seat views of a game played at random, now and then."""
    ror = get_game("ror")
    return [ror.view(st, s).model_dump(mode="json") for st in _states() for s in (None, SEATS[0])]


def test_english_names_the_cards_as_the_rules_do_so_the_view_is_shown_as_it_is() -> None:
    for view in _views():
        with using_locale("en"):
            assert names._localized(view) == view
            assert names.localized(view) is view


def test_russian_names_the_cards_in_russian() -> None:
    view = _views()[0]
    with using_locale("ru"):
        shown = names.localized(view)
    cyrillic = re.compile("[А-Яа-яЁё]")
    assert not cyrillic.search(str(view)) and cyrillic.search(str(shown))


def test_the_names_a_digest_knows_are_those_the_public_view_gives_in_each_language() -> None:
    """A phase's digest names senators and wars as the public view does, read from the
    state without drawing the view (`names.known_names`)."""
    ror = get_game("ror")
    for state in _states():
        for locale in ("en", "ru"):
            with using_locale(locale):
                view = names.localized(ror.view(state, None).model_dump(mode="json"))
                known = {s["card"]: s["name"] for s in view["senators"]}
                known |= {w["id"]: w["name"] for w in view["wars"]}
                assert names.known_names(state) == known
