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


def _views() -> list[Any]:
    """Public and seat views of a game played at random, now and then."""
    ror = get_game("ror")
    rng = random.Random(3)
    state = ror.setup_step(3, SEATS, {}).state
    views = []
    for step in range(400):
        if step % 50 == 0:
            views += [ror.view(state, s).model_dump(mode="json") for s in (None, SEATS[0])]
        decisions = ror.pending(state)
        if not decisions:
            break
        seat = decisions[0].seat
        state = ror.apply(state, seat, rng.choice(ror.legal_actions(state, seat))).state
    return views


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
