"""Redistribution [1.06.3]: talents move between a faction's senators, its secret Faction
Treasury and other factions; captives and rebels are kept out."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done, Transfer
from bot.games.ror.rules.redistribution import OFFERED_MOVES, open_redistribution
from bot.games.ror.rules.state import RorState
from bot.messages import has, t
from bot.narrate import event_line
from tests.rules.conftest import make_state

SENATORS = {
    "fam:2": {"faction": "optimates", "leader": True, "talents": 7},
    "fam:3": {"faction": "optimates"},
    "fam:4": {"faction": "populares", "leader": True},
    "fam:5": {"faction": "equites", "leader": True},
}


def _redistribution() -> RorState:
    state, _ = make_state(
        clear_factions=True, senators=SENATORS, phase="revenue", faction_treasury={"optimates": 4}
    )
    decisions = ror.pending(state)
    assert {d.kind for d in decisions} == {"redistribute"}
    assert all(d.simultaneous and d.private for d in decisions)
    return state


def test_1_06_3_redistribution_moves_talents_between_factions() -> None:
    state = _redistribution()
    assert state.senators["fam:2"].talents == 7 + 3 and state.senators["fam:3"].talents == 1
    step = ror.apply(
        state, "optimates", Transfer(source="senator:fam:2", target="faction:optimates", amount=10)
    )
    state = step.state
    assert state.senators["fam:2"].talents == 0 and state.factions["optimates"].treasury == 14
    public = [e for e in step.events if e.visibility == "public"]
    assert [e.kind for e in public] == ["talents_paid_in"]
    balance = [e for e in step.events if e.kind == "faction_treasury"]
    assert balance[0].seats == ["optimates"] and balance[0].data["treasury"] == 14
    # a gift into another faction's treasury is told to both factions only
    step = ror.apply(
        state,
        "optimates",
        Transfer(source="faction:optimates", target="faction:populares", amount=5),
    )
    state = step.state
    assert state.factions["populares"].treasury == 5 and state.factions["optimates"].treasury == 9
    assert all(e.visibility != "public" for e in step.events)
    gifts = [e for e in step.events if e.kind == "gift_to_faction"]
    assert sorted(s for e in gifts for s in e.seats) == ["optimates", "populares"]
    # a gift to another faction's senator: his purse is public
    step = ror.apply(
        state, "optimates", Transfer(source="senator:fam:3", target="senator:fam:5", amount=1)
    )
    state = step.state
    assert state.senators["fam:5"].talents == 3 + 1
    assert [e.kind for e in step.events if e.visibility == "public"] == ["talents_given"]
    for event in step.events:
        text = event_line(event)
        assert has(f"event.{event.kind}") and "?" not in text and "{" not in text, text
    view = ror.view(state, "equites")
    assert [f.treasury for f in view.factions if f.seat == "optimates"] == [None]


@pytest.mark.parametrize(
    ("source", "target", "amount", "key"),
    [
        ("senator:fam:2", "faction:optimates", 11, "bad_transfer_amount"),  # holds 10
        ("faction:optimates", "senator:fam:3", 5, "bad_transfer_amount"),  # treasury 4
        ("senator:fam:2", "faction:optimates", 0, "bad_transfer_amount"),
        ("senator:fam:4", "faction:optimates", 1, "not_your_money"),  # another faction's
        ("faction:populares", "faction:optimates", 1, "not_your_money"),
        ("senator:fam:2", "senator:fam:2", 1, "transfer_to_itself"),
        ("senator:fam:2", "senator:fam:9", 1, "no_such_account"),  # not in play
        ("senator:fam:2", "treasury", 1, "no_such_account"),  # the State is no party
        ("senator:fam:2", "senator:fam:6", 1, "captive_cannot_trade"),
        ("senator:fam:6", "faction:optimates", 1, "captive_cannot_trade"),
        ("senator:fam:2", "senator:fam:7", 1, "rebels_trade_with_rebels"),
    ],
)
def test_1_06_3_refusals(source: str, target: str, amount: int, key: str) -> None:
    state, _ = make_state(
        clear_factions=True,
        phase="revenue",
        faction_treasury={"optimates": 4},
        senators={
            **SENATORS,
            "fam:6": {"faction": "optimates", "talents": 2},
            "fam:7": {"faction": "populares"},
        },
    )
    state.senators["fam:6"].captive = "war:punic_1"
    state.senators["fam:7"].rebel = True
    with pytest.raises(IllegalAction) as refused:
        ror.apply(state, "optimates", Transfer(source=source, target=target, amount=amount))
    assert refused.value.key == key


def test_1_06_3_offered_moves_are_few_and_done_ends_the_part() -> None:
    state = _redistribution()
    legal = ror.legal_actions(state, "optimates")
    assert Done() in legal and len(legal) <= 25
    assert Transfer(source="faction:optimates", target="faction:equites", amount=1) in legal
    for _ in range(OFFERED_MOVES):
        state = ror.apply(
            state,
            "optimates",
            Transfer(source="faction:optimates", target="senator:fam:3", amount=1),
        ).state
    assert ror.legal_actions(state, "optimates") == [Done()]
    # still accepted when typed
    state = ror.apply(
        state, "optimates", Transfer(source="senator:fam:3", target="faction:optimates", amount=2)
    ).state
    state = ror.apply(state, "optimates", Done()).state
    assert "optimates" not in {d.seat for d in ror.pending(state)}
    for label in map(lambda a: ror.describe_action(state, a), legal):
        assert has(label[0]) and len(t(label[0], **label[1])) <= 80


def test_1_06_3_prompt_shows_the_own_treasury_privately() -> None:
    state = _redistribution()
    for decision in ror.pending(state):
        text = t(
            f"decision.{decision.kind}", seat=decision.seat, rule=decision.rule, **decision.data
        )
        assert decision.private and "?" not in text and "{" not in text, text
        assert decision.data["treasury"] == state.factions[decision.seat].treasury


def _asked_with(equites: int) -> RorState:
    """Redistribution opens with the Equites' senators penniless and `equites` talents in
    their Faction Treasury."""
    state, _ = make_state(
        clear_factions=True, senators=SENATORS, phase="revenue", faction_treasury={"optimates": 4}
    )
    state.procedures = []
    state.senators["fam:5"].talents, state.factions["equites"].treasury = 0, equites
    open_redistribution(state)
    return state


def test_1_06_3_every_faction_is_asked_to_redistribute_whatever_its_treasury() -> None:
    """1.04.9: the board shows whom the game waits for; asking only the factions with money
    would tell that a faction whose senators hold nothing has an empty treasury."""
    from tests.rules.test_hidden_information import public_face

    poor, rich = _asked_with(0), _asked_with(5)
    assert public_face(poor) == public_face(rich)
    assert "equites" in {d.seat for d in ror.pending(poor)}
    assert ror.legal_actions(poor, "equites") == [Done()]
