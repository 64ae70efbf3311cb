"""Playing Statesmen and Concessions [1.07.312, 1.07.32, 1.11.1]."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, PlayConcession, PlayStatesman
from bot.games.ror.rules.mortality import kill
from tests.rules.conftest import make_state, play

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


def test_1_07_312_a_statesman_takes_his_familys_place_away_from_rome() -> None:
    """Played on a family card that governs a province and on one that commands a force
    with its Veteran legions, the statesman is the governor and the commander (the family
    card is no longer in play); when he dies the province goes back to the Forum."""
    senators = {
        **BASE,
        "fam:1": {"faction": "optimates"},
        "fam:18": {"faction": "optimates"},
    }
    state, _ = make_state(
        phase="revolution",
        clear_factions=True,
        senators=senators,
        hands={"optimates": ["st:1A", "st:18A"]},
        wars={"war:gallic_1": "active"},
        provinces={"prov:sicilia": {"governor": "fam:18", "term": 2}},
        forces=[{"war": "war:gallic_1", "commander": "fam:1", "legions": 4, "veterans": ["fam:1"]}],
    )
    state, _ = play(
        state,
        ("optimates", PlayStatesman(card="st:18A")),
        ("optimates", PlayStatesman(card="st:1A")),
    )
    assert state.provinces["prov:sicilia"].governor == "st:18A"
    assert state.senators["st:18A"].province == "prov:sicilia"
    (force,) = state.forces
    assert (force.commander, force.veterans) == ("st:1A", ["st:1A"])
    assert state.senators["st:1A"].command == "war:gallic_1"
    ctx = Ctx(state=state.model_copy(deep=True))
    kill(ctx, "st:18A")
    assert ctx.state.provinces["prov:sicilia"].governor is None
