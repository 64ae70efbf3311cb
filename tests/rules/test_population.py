"""Population Phase [1.08]: Unrest from wars and droughts, the State of the Republic
speech on the Population Table at every row edge, MS / NR / Mob and the People Revolt."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.events import Event
from bot.games.ror.rules.event_effects import mob_in_rome
from bot.games.ror.rules.modifiers import drought_effects, no_recruitment
from bot.games.ror.rules.population import population_row
from bot.games.ror.rules.state import RorState
from bot.messages import has
from bot.narrate import event_line
from tests.rules.conftest import kinds, make_state


@pytest.mark.parametrize(
    ("total", "unrest", "flags"),
    [
        (30, -3, ()),
        (18, -3, ()),
        (17, -2, ()),
        (16, -1, ()),
        (15, 0, ()),
        (11, 0, ()),
        (10, 1, ()),
        (9, 2, ()),
        (8, 3, ()),
        (7, 3, ("MS",)),
        (6, 4, ()),
        (5, 4, ("MS",)),
        (4, 5, ()),
        (3, 5, ("MS",)),
        (2, 5, ("NR",)),
        (1, 5, ("NR", "MOB")),
        (0, 6, ("NR", "MOB")),
        (-1, None, ("PEOPLE_REVOLT",)),
        (-20, None, ("PEOPLE_REVOLT",)),
    ],
)
def test_1_08_population_table_every_row_edge(
    total: int, unrest: int | None, flags: tuple[str, ...]
) -> None:
    row = population_row(total)
    assert (row.unrest, row.flags) == (unrest, flags)


def _speech(roll: list[int], *, popularity: int = 0, **state: Any) -> tuple[RorState, list[Event]]:
    """The Population Phase with the Rome Consul (the HRAO) at `popularity`; the phase
    runs on until the Revolution Phase asks for card plays."""
    senators = {
        "fam:1": {"faction": "optimates", "office": "rome_consul", "popularity": popularity},
        "fam:2": {"faction": "populares"},
        "fam:3": {"faction": "equites"},
        **state.pop("senators", {}),
    }
    built, events = make_state(
        phase="population",
        clear_factions=True,
        senators=senators,
        force=[*roll, *state.pop("force", [])],
        **state,
    )
    for e in events[next(i for i, e in enumerate(events) if e.kind == "phase_start") :]:
        assert has(f"event.{e.kind}"), e.kind
        text = event_line(e)
        assert "?" not in text and "{" not in text, text
    return built, events


def _speech_total(events: list[Event]) -> int:
    return int(next(e for e in events if e.kind == "state_of_the_republic").data["total"])


def test_1_08_the_speech_adds_the_hrao_popularity_and_subtracts_unrest_and_omens() -> None:
    state, events = _speech([4, 4, 4], popularity=3, unrest=2, active_events={"evil_omens": 2})
    assert _speech_total(events) == 12 - 2 + 3 - 2
    assert state.unrest == 2  # 11: no change


def test_1_08_popularity_pushes_past_the_top_of_the_table_and_unrest_stays_at_zero() -> None:
    state, events = _speech([6, 6, 6], popularity=9, unrest=1)
    assert _speech_total(events) == 26
    assert state.unrest == 0  # -3, floored at 0


def test_1_08_row_10_adds_one_unrest() -> None:
    state, events = _speech([3, 3, 4], unrest=0)
    assert _speech_total(events) == 10 and state.unrest == 1


def test_1_08_ms_places_a_cumulative_manpower_shortage() -> None:
    state, _ = _speech([1, 1, 5], unrest=0, active_events={"manpower_shortage": 1})
    assert state.unrest == 3 and state.active_events["manpower_shortage"] == 2


def test_1_08_nr_forbids_recruitment_for_this_turn_only() -> None:
    state, events = _speech([1, 2, 2], unrest=3)  # 5 - 3 = 2: +5, NR
    assert state.unrest == 8 and "no_recruitment" in kinds(events)
    assert no_recruitment(state)
    state.turn += 1
    assert not no_recruitment(state)


def test_1_08_mob_draws_six_chits_and_only_senators_in_rome_die() -> None:
    chits = ["chit:2", "chit:3", "chit:blank", "chit:25", "chit:26", "chit:27"]
    state, events = _speech([1, 1, 1], unrest=2, force=chits)  # 3 - 2 = 1: +5, NR, Mob
    assert "mob_attacks_senate" in kinds(events)
    died = {e.data["senator"] for e in events if e.kind == "senator_died"}
    assert died == {"fam:2", "fam:3"}  # both in Rome (their heirs lead their factions)
    assert state.unrest == 7


def test_1_08_mob_spares_a_senator_away_from_rome() -> None:
    chits = ["chit:2", "chit:3", "chit:blank", "chit:25", "chit:26", "chit:27"]
    built, _ = make_state(
        clear_factions=True,
        senators={
            "fam:1": {"faction": "optimates", "office": "rome_consul"},
            "fam:2": {"faction": "populares"},
            "fam:3": {"faction": "equites"},
        },
    )
    built.senators["fam:3"].command = "war:punic_1"
    built.rng.forced += chits
    ctx = Ctx(built)
    mob_in_rome(ctx, 6, "1.08")
    assert [e.data["senator"] for e in ctx.events if e.kind == "senator_died"] == ["fam:2"]
    assert "chit_spared" in kinds(ctx.events)


def test_1_08_people_revolt_below_zero_every_player_loses() -> None:
    state, events = _speech([1, 1, 1], unrest=4)  # 3 - 4 = -1
    assert state.outcome is not None
    assert (state.outcome.kind, state.outcome.rule, state.outcome.winners) == (
        "defeat_people_revolt",
        "1.08",
        [],
    )
    assert state.phase == "ended" and "phase_start" not in kinds(events)[-3:]


def test_1_08_unprosecuted_wars_and_droughts_raise_unrest_before_the_speech() -> None:
    wars = {
        "war:illyrian_1": "inactive",
        "war:punic_1": "active",
        "war:cilician_pirates_1": "imminent",
    }
    state, events = _speech(
        [4, 4, 4], unrest=1, wars=wars, unprosecuted=["war:punic_1"], active_events={"drought": 2}
    )
    rise = next(e for e in events if e.kind == "unrest_from_wars")
    # the Inactive Illyrian War's drought counts, the Imminent pirates' does not
    assert (rise.data["unprosecuted"], rise.data["drought"]) == (1, 3)
    assert drought_effects(state) == 3
    assert _speech_total(events) == 12 - 5
    assert state.unrest == 5 + 3  # 7: +3 and MS
    assert state.active_events["manpower_shortage"] == 1
