"""Playing Statesmen and Concessions [1.07.312, 1.07.32, 1.11.1]."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, PlayConcession, PlayStatesman
from tests.rules.conftest import make_state

BASE: dict[str, Any] = {
    "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"},
    "fam:3": {"faction": "optimates"},
    "fam:4": {"faction": "populares"},
    "fam:5": {"faction": "equites"},
}


def test_1_11_1_revolution_card_play_starts_with_the_hrao_then_clockwise() -> None:
    senators = {
        **BASE,
        "fam:2": {"faction": "optimates"},
        "fam:5": {"faction": "equites", "office": "censor"},
    }
    state, _ = make_state(phase="revolution", clear_factions=True, senators=senators)
    order = []
    for _ in state.seats:
        seat = ror.pending(state)[0].seat
        order.append(seat)
        state = ror.apply(state, seat, Done()).state
    assert order == ["equites", "optimates", "populares"]


def test_1_09_11_hrao_without_officials_is_the_most_influential() -> None:
    senators = {
        "fam:2": {"faction": "optimates", "influence": 3, "oratory": 4},
        "fam:3": {"faction": "optimates", "influence": 1},
        "fam:4": {"faction": "populares", "influence": 3, "oratory": 5},
        "fam:5": {"faction": "equites", "influence": 3, "oratory": 5},
    }
    state, _ = make_state(phase="revolution", clear_factions=True, senators=senators)
    assert ror.pending(state)[0].seat == "populares"


def test_1_07_312_legal_actions_list_only_playable_statesmen() -> None:
    senators = {**BASE, "fam:18": {"faction": "populares"}}
    state, _ = make_state(
        phase="revolution",
        clear_factions=True,
        senators=senators,
        hands={"optimates": ["st:18A", "st:19A", "con:mining"]},
    )
    actions = ror.legal_actions(state, "optimates")
    assert PlayStatesman(card="st:19A") in actions
    assert PlayStatesman(card="st:18A") not in actions
    assert PlayConcession(card="con:mining", senator="fam:3") in actions
    assert PlayConcession(card="con:mining", senator="fam:4") not in actions
    assert actions[-1] == Done()
    assert ror.legal_actions(state, "populares") == []


def test_1_07_312_brother_may_join_when_the_other_brother_is_in_play() -> None:
    senators = {**BASE, "st:25A": {"faction": "populares", "family": "fam:25"}}
    state, _ = make_state(
        phase="revolution", clear_factions=True, senators=senators, hands={"optimates": ["st:25B"]}
    )
    step = ror.apply(state, "optimates", PlayStatesman(card="st:25B"))
    assert step.state.senators["st:25B"].faction == "optimates"
    assert step.state.senators["st:25B"].family is None


def test_1_07_312_statesman_keeps_higher_popularity_of_family() -> None:
    senators = {**BASE, "fam:1": {"faction": "optimates", "popularity": 3, "influence": 2}}
    state, _ = make_state(
        phase="revolution", clear_factions=True, senators=senators, hands={"optimates": ["st:1A"]}
    )
    scipio = ror.apply(state, "optimates", PlayStatesman(card="st:1A")).state.senators["st:1A"]
    assert (scipio.popularity, scipio.influence, scipio.oratory) == (3, 6, 5)


def test_1_07_32_concession_refused_for_a_card_not_in_hand() -> None:
    state, _ = make_state(phase="revolution", clear_factions=True, senators=BASE)
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "optimates", PlayConcession(card="con:mining", senator="fam:2"))
    assert err.value.key == "card_not_in_hand"
