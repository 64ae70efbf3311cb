"""Setup [3.01-3.05] (RULES.md §2)."""

from __future__ import annotations

import pytest

from bot.engine.errors import IllegalAction
from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import ChooseLeader, Done
from bot.games.ror.rules.cards import CARDS, ERA_ENDS
from bot.games.ror.rules.state import card_locations


@pytest.mark.parametrize("n", [3, 4, 5, 6])
def test_3_01_setup_deals_three_families_and_three_faction_cards(n: int) -> None:
    state = ror.setup(7, ror.SEATS[:n], {})
    assert state.treasury == 100 and state.unrest == 0
    assert state.legions == 4 and state.fleets == 0
    for seat in state.seats:
        mine = [s for s in state.senators.values() if s.faction == seat]
        assert len(mine) == 3
        assert all(s.card.startswith("fam:") and int(s.card[4:]) <= 20 for s in mine)
        hand = state.factions[seat].hand
        assert len(hand) == 3 and all(CARDS[c].faction_card for c in hand)
    assert [(w.card, w.status) for w in state.wars] == [("war:punic_1", "inactive")]
    locations = card_locations(state)
    assert len(locations) == len(set(locations)) == 65 + 6 + 15  # and the provinces aside


def test_3_04_era_ends_lies_in_the_last_13_cards() -> None:
    for seed in range(10):
        state = ror.setup(seed, ror.SEATS[:3], {})
        bottom = state.deck[-13:]
        assert ERA_ENDS in bottom
        assert sum(CARDS[c].deck == "middle" for c in bottom) == 6
        assert all(CARDS[c].deck == "early" for c in state.deck[:-13])


def test_3_05_temporary_consul_gets_office_marker_and_influence() -> None:
    step = ror.setup_step(1, ror.SEATS[:3], {})
    consuls = [s for s in step.state.senators.values() if s.office == "rome_consul"]
    assert len(consuls) == 1 and consuls[0].prior_consul
    event = next(e for e in step.events if e.kind == "temporary_consul")
    assert event.data["senator"] == consuls[0].card


def test_3_05_leaders_then_initial_faction_phase_in_consul_order() -> None:
    state = ror.setup(1, ror.SEATS[:3], {})
    order = []
    while state.phase == "setup" and state.step == "leaders":
        decision = ror.pending(state)[0]
        order.append(decision.seat)
        state = ror.apply(state, decision.seat, ror.parse_action(decision.default or {})).state
    assert order == ["populares", "equites", "optimates"]
    assert all(f.leader for f in state.factions.values())
    seen = []
    while state.phase == "setup":
        decision = ror.pending(state)[0]
        assert decision.kind == "play_cards" and decision.rule == "3.01.9"
        seen.append(decision.seat)
        state = ror.apply(state, decision.seat, Done()).state
    assert seen == order
    assert state.phase != "setup"  # turn 1 has begun


def test_setup_hands_are_told_privately() -> None:
    step = ror.setup_step(2, ror.SEATS[:4], {})
    dealt = [e for e in step.events if e.kind == "hand_dealt"]
    assert sorted(e.seats[0] for e in dealt) == sorted(ror.SEATS[:4])
    assert all(e.visibility == "seats" and len(e.seats) == 1 for e in dealt)


def test_setup_rejects_bad_seats() -> None:
    with pytest.raises(ValueError):
        ror.setup(1, ror.SEATS[:2], {})
    with pytest.raises(ValueError):
        ror.setup(1, ["optimates", "optimates", "equites"], {})


def test_apply_refuses_seats_without_a_decision_and_never_mutates() -> None:
    state = ror.setup(1, ror.SEATS[:3], {})
    saved = state.model_copy(deep=True)
    with pytest.raises(IllegalAction) as err:
        ror.apply(state, "optimates", ChooseLeader(senator="fam:3"))
    assert err.value.key == "not_your_turn"
    ror.apply(state, "populares", ChooseLeader(senator="fam:4"))
    assert state == saved
