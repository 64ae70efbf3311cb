"""State revenue [1.06.5]: annual revenue, taxes, contributions, debits, bankruptcy."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Contribute, Done
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.state_revenue import contribution_influence, pay_debits, state_income
from bot.games.ror.rules.turn import advance
from bot.messages import has
from bot.narrate import event_line
from tests.rules.conftest import kinds, make_state

THREE = {
    "fam:2": {"faction": "optimates", "leader": True},
    "fam:4": {"faction": "populares", "leader": True},
    "fam:5": {"faction": "equites", "leader": True},
}


def _state(**state: Any) -> RorState:
    built, _ = make_state(
        clear_factions=True, senators={**THREE, **state.pop("senators", {})}, **state
    )
    return built


def _at_contributions(state: RorState) -> None:
    state.procedures, state.phase, state.step = [], "revenue", "contributions"
    advance(Ctx(state))


def _rendered(events: list[Event]) -> list[Event]:
    for event in events:
        assert has(f"event.{event.kind}"), event.kind
        text = event_line(event)
        assert "?" not in text and "{" not in text, text
    return events


@pytest.mark.parametrize(
    ("province", "developed", "dice", "events", "expected"),
    [
        ("prov:macedonia", False, [1, 1], {}, 0),  # 2d6-2: lowest
        ("prov:macedonia", False, [6, 6], {}, 10),  # highest
        ("prov:sardinia_et_corsica", False, [6], {}, -7),  # -1d6-1: the State loses
        ("prov:sardinia_et_corsica", False, [1], {}, -2),
        ("prov:asia", True, [6, 6], {"evil_omens": 2}, 15 - 2),  # 2d6+3
        ("prov:asia", True, [1, 1], {"trial_of_verres": 2}, 5 + 5),
        ("prov:sicilia", True, [6], {}, 8),  # 1d6+2 (the VG card, §15.2)
    ],
)
def test_1_06_51_taxes_at_their_edges(
    province: str, developed: bool, dice: list[int], events: dict[str, int], expected: int
) -> None:
    state = _state(
        provinces={province: {"governor": "fam:2", "term": 2, "developed": developed}},
        active_events=events,
        treasury=10,
    )
    state.rng.forced += dice
    ctx = Ctx(state)
    state_income(ctx)
    assert state.treasury == 10 + 100 + expected
    taxes = [e for e in _rendered(ctx.events) if e.kind == "province_taxes"]
    assert taxes[0].data["amount"] == expected


def test_1_06_51_allied_enthusiasm_and_no_taxes_from_vacant_or_disordered_provinces() -> None:
    state = _state(
        provinces={"prov:sicilia": {"term": 0}, "prov:asia": {"governor": "fam:4", "term": 2}},
        active_events={"allied_enthusiasm": 2, "internal_disorder": 1},
        treasury=0,
    )
    ctx = Ctx(state)
    state_income(ctx)
    assert state.treasury == 100 + 75
    assert kinds(_rendered(ctx.events)).count("province_taxes") == 0


@pytest.mark.parametrize(
    ("amount", "gain"), [(9, 0), (10, 1), (24, 1), (25, 3), (49, 3), (50, 7), (80, 7)]
)
def test_1_06_52_contribution_table_edges(amount: int, gain: int) -> None:
    assert contribution_influence(amount) == gain
    state = _state(senators={"fam:2": {"faction": "optimates", "leader": True, "talents": 80}})
    _at_contributions(state)
    assert ror.pending(state)[0].kind == "contribute"
    before = state.senators["fam:2"].influence
    step = ror.apply(state, "optimates", Contribute(senator="fam:2", amount=amount))
    after = step.state
    assert after.senators["fam:2"].influence == before + gain
    assert after.senators["fam:2"].talents == 80 - amount
    _rendered(step.events)


def test_1_06_52_once_per_turn_own_senators_only_and_default_none() -> None:
    state = _state(
        senators={
            "fam:2": {"faction": "optimates", "leader": True, "talents": 60},
            "fam:3": {"faction": "optimates", "talents": 12},
        }
    )
    _at_contributions(state)
    decisions = ror.pending(state)
    assert [d.seat for d in decisions] == ["optimates"] and decisions[0].default == {"kind": "done"}
    assert Contribute(senator="fam:2", amount=50) in ror.legal_actions(state, "optimates")
    for bad, key in [
        (Contribute(senator="fam:4", amount=10), "cannot_contribute"),
        (Contribute(senator="fam:2", amount=61), "bad_contribution_amount"),
        (Contribute(senator="fam:2", amount=0), "bad_contribution_amount"),
    ]:
        with pytest.raises(IllegalAction) as refused:
            ror.apply(state, "optimates", bad)
        assert refused.value.key == key
    state = ror.apply(state, "optimates", Contribute(senator="fam:2", amount=10)).state
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "optimates", Contribute(senator="fam:2", amount=10))
    assert refused.value.key == "contributed_already"
    state = ror.apply(state, "optimates", Done()).state
    assert state.step != "contributions"


def test_1_06_53_debits_wars_forces_and_unpaid_spoils() -> None:
    state = _state(
        wars={"war:punic_1": "active", "war:gallic_1": "inactive"},
        legions=4,
        fleets=3,
        treasury=100,
    )
    state.spoils_debt = 4
    ctx = Ctx(state)
    pay_debits(ctx)
    assert state.treasury == 100 - 20 - 2 * 7 - 4 and state.spoils_debt == 0
    assert state.outcome is None
    assert kinds(_rendered(ctx.events))[1:] == ["state_debits", "treasury_low"]


def test_1_06_53_no_warning_at_70() -> None:
    state = _state(legions=5, fleets=0, treasury=80)
    ctx = Ctx(state)
    pay_debits(ctx)
    assert state.treasury == 70 and "treasury_low" not in kinds(ctx.events)


def test_1_06_53_bankruptcy_ends_the_game_with_every_player_losing() -> None:
    state = _state(wars={"war:punic_1": "active"}, legions=4, treasury=27)
    ctx = Ctx(state)
    pay_debits(ctx)
    assert state.treasury == 27  # nothing paid
    assert state.outcome is not None
    assert state.outcome.kind == "defeat_bankruptcy" and state.outcome.rule == "1.06.53"
    assert state.outcome.winners == [] and state.phase == "ended"
    assert "state_bankrupt" in kinds(_rendered(ctx.events))
    assert ror.pending(state) == []


def test_1_06_53_exactly_enough_is_no_bankruptcy() -> None:
    state = _state(wars={"war:punic_1": "active"}, legions=4, treasury=28)
    pay_debits(Ctx(state))
    assert state.outcome is None and state.treasury == 0
