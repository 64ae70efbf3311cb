"""Revenue Phase [1.06]: personal revenue, spoils, development, returning governors, the
events that strike at its start, and the phase run as a whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, TakeSpoils
from bot.games.ror.rules.revenue import personal_revenue, senator_income
from bot.games.ror.rules.revenue_provinces import (
    barbarian_raids,
    develop_provinces,
    internal_disorder,
    return_governors,
)
from bot.games.ror.rules.spoils import spoils_total
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import assert_narrated, kinds, make_state

THREE = {
    "fam:2": {"faction": "optimates", "leader": True},
    "fam:4": {"faction": "populares", "leader": True},
    "fam:5": {"faction": "equites", "leader": True},
}


def _state(**state: Any) -> RorState:
    senators = {**THREE, **state.pop("senators", {})}
    built, _ = make_state(clear_factions=True, senators=senators, **state)
    return built


def _run(
    state: RorState, step: Callable[[Ctx[RorState]], None], force: list[int | str]
) -> list[Event]:
    state.rng.forced += force
    ctx = Ctx(state)
    step(ctx)
    assert state.rng.forced == [], "not every forced die was used"
    return ctx.events


# ---------------------------------------------------------------- 1.06.1 personal revenue


def test_1_06_1_leader_3_senator_1_knight_1_and_concessions_show_the_corrupt_bar() -> None:
    state = _state(
        senators={
            "fam:2": {"faction": "optimates", "leader": True, "knights": 2},
            "fam:3": {"faction": "optimates", "concessions": ["con:mining", "con:armaments"]},
        }
    )
    events = _run(state, personal_revenue, [])
    assert state.senators["fam:2"].talents == 3 + 2
    assert state.senators["fam:3"].talents == 1 + 3  # Armaments pays only when legions are raised
    assert state.senators["fam:3"].corrupt_concessions == ["con:mining"]
    assert state.senators["fam:4"].talents == 3  # the populares' only senator leads them
    revenue = {e.data["faction"]: e.data["amount"] for e in events if e.kind == "personal_revenue"}
    assert revenue == {"optimates": 9, "populares": 3, "equites": 3}
    assert_narrated(events)


def test_1_06_1_crassus_doubles_base_and_concessions_not_knights() -> None:
    state = _state(
        senators={
            "st:29A": {"faction": "optimates", "knights": 3, "concessions": ["con:harbor_fees"]},
        }
    )
    assert senator_income(state, state.senators["st:29A"]) == 2 * (1 + 3) + 3


def test_1_06_1_captives_and_rebels_earn_nothing() -> None:
    state = _state(senators={"fam:3": {"faction": "optimates"}, "fam:6": {"faction": "optimates"}})
    state.senators["fam:3"].captive = "war:punic_1"
    state.senators["fam:6"].rebel = True
    _run(state, personal_revenue, [])
    assert state.senators["fam:3"].talents == 0 and state.senators["fam:6"].talents == 0


# ---------------------------------------------------------------- 1.06.12 provincial spoils


@pytest.mark.parametrize(
    ("province", "developed", "dice", "expected"),
    [
        ("prov:sicilia", False, [1], 1),  # 1d6: lowest
        ("prov:sicilia", False, [6], 6),  # 1d6: highest
        ("prov:macedonia", True, [1, 1], 1),  # 2d6-1
        ("prov:macedonia", True, [6, 6], 11),
        ("prov:sardinia_et_corsica", False, [1], -4),  # 1d6-5: the State pays
        ("prov:sardinia_et_corsica", False, [5], 0),
    ],
)
def test_1_06_12_spoils_dice_at_their_edges(
    province: str, developed: bool, dice: list[int], expected: int
) -> None:
    state, _ = make_state(
        clear_factions=True,
        senators=THREE,
        phase="revenue",
        force=dice,
        provinces={province: {"governor": "fam:2", "term": 2, "developed": developed}},
    )
    assert ror.pending(state)[0].kind == "take_spoils"
    step = ror.apply(state, "optimates", TakeSpoils(province=province))
    after = step.state
    assert after.senators["fam:2"].corrupt
    assert after.senators["fam:2"].talents == 3 + max(expected, 0)
    assert after.spoils_debt == max(-expected, 0)
    taken = [e for e in step.events if e.kind == "spoils_taken"]
    assert taken[0].data["amount"] == expected
    assert_narrated(step.events)


def test_1_06_12_evil_omens_and_trial_of_verres_with_floor_zero() -> None:
    state = _state()
    assert spoils_total(state, 4) == 4
    state.active_events["evil_omens"] = 2
    assert spoils_total(state, 4) == 2
    assert spoils_total(state, 0) == -2  # Evil Omens can leave the State to pay
    state.active_events["trial_of_verres"] = 1
    assert spoils_total(state, 4) == 0  # 4 - 2 - 3, no lower than 0
    assert spoils_total(state, 0) == 0
    state.active_events["trial_of_verres"] = 2
    state.active_events.pop("evil_omens")
    assert spoils_total(state, 11) == 6


def test_1_06_12_declining_is_the_default_and_unaligned_governors_take_none() -> None:
    state, _ = make_state(
        clear_factions=True,
        phase="revenue",
        senators={**THREE, "fam:6": {"faction": None}},
        provinces={
            "prov:sicilia": {"governor": "fam:2", "term": 2},
            "prov:africa": {"governor": "fam:6", "term": 2},
        },
    )
    decisions = ror.pending(state)
    assert [d.seat for d in decisions] == ["optimates"]
    assert decisions[0].default == {"kind": "done"}
    assert TakeSpoils(province="prov:africa") not in ror.legal_actions(state, "optimates")
    with pytest.raises(IllegalAction):
        ror.apply(state, "optimates", TakeSpoils(province="prov:africa"))
    step = ror.apply(state, "optimates", Done())
    assert "spoils_declined" in kinds(step.events)
    assert not step.state.senators["fam:2"].corrupt
    assert ror.pending(step.state)[0].kind == "redistribute"


# ---------------------------------------------------------------- 1.06.4 development


@pytest.mark.parametrize(
    ("roll", "corrupt", "developed"),
    [(5, False, True), (4, False, False), (6, True, True), (5, True, False), (1, False, False)],
)
def test_1_06_4_development_needs_6_with_plus_1_when_not_corrupt(
    roll: int, corrupt: bool, developed: bool
) -> None:
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "corrupt": corrupt}},
        provinces={"prov:sicilia": {"governor": "fam:2", "term": 2}},
    )
    before = state.senators["fam:2"].influence
    events = _run(state, develop_provinces, [roll])
    assert state.provinces["prov:sicilia"].developed is developed
    assert state.senators["fam:2"].influence == before + (3 if developed else 0)
    assert_narrated(events)


def test_1_06_4_no_roll_for_developed_vacant_or_disrupted_provinces() -> None:
    state = _state(
        provinces={
            "prov:sicilia": {"governor": "fam:2", "term": 2, "developed": True},
            "prov:africa": {"term": 0},
            "prov:asia": {"governor": "fam:4", "term": 2},
            "prov:syria": {"governor": "fam:5", "term": 2},
        }
    )
    state.revenue_disrupted = ["prov:asia"]
    state.active_events["evil_omens"] = 1
    events = _run(state, develop_provinces, [6])  # only Syria rolls: 6 + 1 - 1
    assert [e.data["province"] for e in events if e.kind == "province_developed"] == ["prov:syria"]


# ---------------------------------------------------------------- 1.06.6 returning governors


def test_1_06_6_governors_return_when_their_term_runs_out_and_stay_corrupt() -> None:
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "corrupt": True}},
        provinces={
            "prov:sicilia": {"governor": "fam:2", "term": 1},
            "prov:asia": {"governor": "fam:4", "term": 3},
        },
    )
    events = _run(state, return_governors, [])
    assert state.provinces["prov:sicilia"].governor is None
    assert state.senators["fam:2"].province is None and state.senators["fam:2"].corrupt
    assert state.provinces["prov:asia"].term == 2 and state.senators["fam:4"].province
    assert kinds(events) == ["governor_returns"]
    assert_narrated(events)


# ---------------------------------------------------------------- 1.07.21 raids, disorder


def test_1_07_21_barbarian_raids_repelled_at_15_overrun_at_14() -> None:
    # Illyricum: base land strength 2 (4 Developed), +2 for its garrison legion, MIL 3
    state = _state(
        senators={"fam:2": {"faction": "optimates", "leader": True, "military": 3}},
        provinces={"prov:illyricum": {"governor": "fam:2", "term": 2, "garrison": 1}},
        active_events={"barbarian_raids": 1},
        legions=5,
    )
    saved = state.model_copy(deep=True)
    events = _run(state, barbarian_raids, [4, 4])  # 8 + 2 + 2 + 3 = 15
    assert kinds(events)[-1] == "raid_repelled" and not state.revenue_disrupted
    state = saved
    state.provinces["prov:illyricum"].developed = True
    state.senators["fam:2"].military = 6
    events = _run(state, barbarian_raids, [1, 1, "chit:blank"])  # 2 + 4 + 2 + 6 = 14
    assert "province_overrun" in kinds(events)
    assert state.revenue_disrupted == ["prov:illyricum"]
    assert not state.provinces["prov:illyricum"].developed
    assert state.provinces["prov:illyricum"].garrison == 0
    assert state.legions == 5  # the garrison's losses are not Rome's
    assert_narrated(events)


def test_1_07_21_raid_chit_kills_the_governor() -> None:
    state = _state(
        provinces={"prov:illyricum": {"governor": "fam:2", "term": 2}},
        active_events={"barbarian_raids": 2},
    )
    events = _run(state, barbarian_raids, [2, 1, "chit:2", "chit:blank"])
    assert "governor_killed_by_raid" in kinds(events)
    assert state.provinces["prov:illyricum"].governor is None
    assert_narrated(events)


def test_1_07_21_internal_disorder_needs_more_than_4() -> None:
    state = _state(
        senators={"fam:6": {"faction": "populares"}},
        provinces={
            "prov:sicilia": {"governor": "fam:6", "term": 2, "garrison": 1},
            "prov:asia": {"governor": "fam:5", "term": 2, "developed": True},
        },
        active_events={"internal_disorder": 1},
        legions=5,
    )
    saved = state.model_copy(deep=True)
    events = _run(state, internal_disorder, [4])  # 4 + 1 > 4: contained
    assert kinds(events)[-1] == "disorder_contained"
    state = saved
    events = _run(state, internal_disorder, [3])  # 3 + 1: the province revolts
    assert "prov:sicilia" not in state.provinces  # an Active war at its base strength
    assert [(w.card, w.status) for w in state.wars][-1] == ("prov:sicilia", "active")
    assert "fam:6" not in state.senators
    assert state.legions == 5  # the garrison died with the province; Rome's stay
    assert "province_revolts" in kinds(events) and "senator_died" in kinds(events)
    assert_narrated(events)
