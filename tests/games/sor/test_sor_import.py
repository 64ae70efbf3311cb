"""Importing the owner-entered roster and map (LEADERS.md §0, bot/games/sor/IMPORT.md):
every problem listed at once, nothing changed on any problem."""

from __future__ import annotations

import json

import pytest
from sor_factory import act

from bot.engine.errors import IllegalAction
from bot.games.sor import rules as game
from bot.games.sor.rules.data import demo_map, demo_roster, rulebook_roster
from bot.games.sor.rules.engine import import_problems

ROSTER_CSV = """id,name,power,kind,initiative,tactics,loyalty_penalty,africa_only,start
aulus,Aulus,roman,consul,1,2,,,urbs
marcus,Marcus,roman,consul,2,2,,,
lykos,Lykos,greek,named,2,3,2,,polis
bodo,Bodo,carthaginian,named,2,3,,true,qart
"""

BAD_ROSTER_CSV = """id,name,power,kind,initiative,tactics,loyalty_penalty,africa_only,start
aulus,Aulus,roman,consul,4,2,,,urbs
brutus,Brutus,roman,named,1,7,1,,urbs
lykos,Lykos,greek,named,2,3,,,polis
aulus,Again,persian,general,1,1,,maybe,nowhere
"""


def _setup() -> game.SorState:
    return game.setup(1, list(game.SEATS[:4]), {})


def test_import_a_csv_roster_replaces_the_demo_one() -> None:
    step = act(_setup(), "roman", kind="sor_import", what="roster", fmt="csv", text=ROSTER_CSV)
    state = step.state
    assert [d.id for d in state.roster.leaders] == ["aulus", "marcus", "lykos", "bodo"]
    assert state.leaders["marcus"].status == "cup" and state.leaders["aulus"].space == "urbs"
    # with four players Carthage is a non-player power and keeps its leaders (16.1)
    assert state.leaders["bodo"].space == "qart"
    assert step.events[0].kind == "sor_imported"


def test_import_with_errors_lists_every_error_and_changes_nothing() -> None:
    state = _setup()
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as e:
        game.apply(
            state,
            "roman",
            game.parse_action(
                {"kind": "sor_import", "what": "roster", "fmt": "csv", "text": BAD_ROSTER_CSV}
            ),
        )
    problems = [(p["row"], p["key"]) for p in e.value.params["problems"]]
    assert problems == [
        (1, "sor_initiative_range"),
        (2, "sor_tactics_range"),
        (2, "sor_penalty_only_greek"),
        (3, "sor_penalty_missing"),
        (4, "sor_unknown_power"),
        (4, "sor_unknown_kind"),
        (4, "sor_not_flag"),
        (4, "sor_unknown_space"),
    ]
    assert e.value.params["count"] == len(problems)
    assert state.model_dump_json() == before


BAD_MAP = {
    "name": "bad",
    "spaces": [
        {"id": "a", "walled": True, "loyalty": 2, "cu": {"roman": 2}},
        {
            "id": "b",
            "loyalty": 1,
            "reinforcement": True,
            "region": "gaul",
            "cu_inside": {"greek": 1},
        },
        {"id": "a", "home": "roman", "x": 2000},
    ],
    "connections": [
        {"a": "a", "b": "b", "kind": "clear"},
        {"a": "a", "b": "z", "kind": "bridge"},
        {"a": "b", "b": "a", "kind": "rough"},
    ],
}


def test_import_map_with_errors_lists_every_error_and_changes_nothing() -> None:
    state = _setup()
    problems = import_problems(state, "map", "json", json.dumps(BAD_MAP))
    assert [(p.row, p.key) for p in problems] == [
        (2, "sor_reinforcement_needs_home"),
        (2, "sor_unknown_region"),
        (2, "sor_loyalty_needs_walls"),
        (2, "sor_inside_needs_walls"),
        (3, "sor_coordinate"),
        (3, "sor_duplicate_id"),
        (5, "sor_unknown_space"),
        (5, "sor_connection_kind"),
        (6, "sor_duplicate_connection"),
    ]
    before = state.model_dump_json()
    with pytest.raises(IllegalAction):
        game.apply(
            state,
            "roman",
            game.parse_action(
                {"kind": "sor_import", "what": "map", "fmt": "json", "text": json.dumps(BAD_MAP)}
            ),
        )
    assert state.model_dump_json() == before


def test_import_a_csv_map_and_its_roster_must_fit_it() -> None:
    text = (
        "type,id,name,walled,home,reinforcement,region,control,loyalty,cu,x,y,a,b,kind\n"
        "space,urbs,Urbs,true,roman,true,italy,roman,,roman:4,380,420,,,\n"
        "space,polis,Polis,true,greek,true,italy,greek,2,greek:2,640,600,,,\n"
        "connection,,,,,,,,,,,,urbs,polis,naval\n"
    )
    state = _setup()
    problems = import_problems(state, "map", "csv", text)  # the demo roster starts elsewhere
    assert {p.key for p in problems} == {"sor_unknown_space"} and len(problems) > 1
    state = act(
        state,
        "roman",
        kind="sor_import",
        what="roster",
        fmt="csv",
        text="\n".join(ROSTER_CSV.splitlines()[:4]),
    ).state
    state = act(state, "roman", kind="sor_import", what="map", fmt="csv", text=text).state
    assert [s.id for s in state.map.spaces] == ["urbs", "polis"]
    assert state.map.connection("urbs", "polis") == "naval"


def test_import_only_before_play() -> None:
    state = act(_setup(), "roman", kind="sor_start").state
    with pytest.raises(IllegalAction):
        game.apply(
            state,
            "roman",
            game.parse_action(
                {"kind": "sor_import", "what": "roster", "fmt": "csv", "text": ROSTER_CSV}
            ),
        )


def test_not_json_is_one_clear_problem() -> None:
    problems = import_problems(_setup(), "roster", "json", "{oops")
    assert [p.key for p in problems] == ["sor_not_json"]


def test_the_shipped_data_loads_and_the_rule_book_leaders_are_partial() -> None:
    assert len(demo_map().spaces) > 10 and demo_roster().complete
    book = rulebook_roster()
    assert not book.complete and all(d.partial and d.cite for d in book.leaders)
    assert book.leader("camillus").tactics == 4 and book.leader("dionysius").loyalty_penalty == 2
    state = game.setup(1, list(game.SEATS[:3]), {"roster": "rulebook"})
    assert state.leaders["camillus"].status == "cup"
