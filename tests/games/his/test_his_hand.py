"""The Papacy's hand: entered privately, checked against the card table, home cards #5 and
#6 known as such, secret from every other seat, changed as cards are played."""

from __future__ import annotations

import pytest
from his_factory import act, game, impulse, step

from bot.engine.errors import IllegalAction
from bot.games.his.rules import actions as a
from bot.games.his.rules.engine import pending
from bot.games.his.rules.setup import setup
from bot.games.his.rules.state import SEATS
from bot.games.his.rules.view import view


def test_hand_the_papacy_enters_it_privately_at_the_start_of_each_turn() -> None:
    state = setup(1, SEATS, {})
    decision = pending(state)[0]
    assert (decision.seat, decision.kind, decision.private) == ("papacy", "his_papal_hand", True)
    result = step(state, "papacy", a.EnterPapalHand(cards=[65, 70]))
    assert result.state.papal_hand == [5, 6, 65, 70]  # its home cards known as such
    public = [e for e in result.events if e.visibility == "public"]
    assert all("65" not in str(e.data) for e in public)
    assert [e.seats for e in result.events if e.kind == "his_hand_entered"] == [["papacy"]]
    assert result.state.phase == "diplomacy"


@pytest.mark.parametrize(
    ("cards", "key"),
    [
        ([999], "his_no_such_card"),
        ([201], "his_no_such_card"),  # the 2-player diplomacy deck
        ([3], "his_other_home_card"),
        ([5], "his_home_card_known"),
        ([65, 65], "his_card_twice"),
        ([40], "his_card_not_yet"),  # enters on turn 3
    ],
)
def test_hand_card_numbers_are_checked_against_the_card_table(cards: list[int], key: str) -> None:
    state = setup(1, SEATS, {})
    with pytest.raises(IllegalAction) as refused:
        step(state, "papacy", a.EnterPapalHand(cards=cards))
    assert refused.value.key == key


def test_hand_a_card_out_of_the_game_cannot_be_entered() -> None:
    state = game()
    state.places[65] = "removed"
    with pytest.raises(IllegalAction) as refused:
        step(state, "papacy", a.EnterPapalHand(cards=[65]))
    assert refused.value.key == "his_card_unavailable"


def test_hand_only_the_papacys_seat_sees_it() -> None:
    state = act(setup(1, SEATS, {}), "papacy", a.EnterPapalHand(cards=[65]))
    assert view(state, "papacy").papal_hand == [5, 6, 65]
    for seat in [None, *SEATS[1:]]:
        seen = view(state, seat)
        assert seen.papal_hand is None and seen.papal_hand_size == 3
        assert 65 not in seen.places


def test_hand_only_the_papacys_player_enters_it() -> None:
    with pytest.raises(IllegalAction):
        step(game(), "france", a.EnterPapalHand(cards=[65]))


def test_hand_a_card_played_leaves_it_home_cards_until_next_turn() -> None:
    state = act(setup(1, SEATS, {}), "papacy", a.EnterPapalHand(cards=[65, 70]))
    for seat in state.seats:
        state = act(state, seat, a.Done())
    state = impulse(state, "papacy")
    state = act(state, "papacy", a.PlayPapalCard(card=6))
    assert state.places[6] == "home_played" and 6 not in state.papal_hand
    state = act(impulse(state, "papacy"), "papacy", a.PlayPapalCard(card=65))
    assert state.places[65] == "discard" and state.papal_hand == [5, 70]


def test_hand_when_time_runs_out_the_papacy_keeps_the_cards_it_holds() -> None:
    state = act(setup(1, SEATS, {}), "papacy", a.EnterPapalHand(cards=[65, 70]))
    for seat in state.seats:
        state = act(state, seat, a.Done())
    while state.phase == "action":
        state = act(state, state.control[state.active], a.Pass())
    decision = pending(state)[0]
    assert (state.turn, decision.kind) == (2, "his_papal_hand")
    assert decision.default == {"kind": "enter_papal_hand", "cards": [65, 70]}


def test_hand_the_board_may_be_entered_while_the_papal_hand_is_awaited() -> None:
    state = setup(1, SEATS, {})
    state = act(
        state, "papacy", a.SetUnits(power="papacy", space="rome", regulars=3, mercenaries=0)
    )
    assert state.stack("rome", "papacy").regulars == 3 and state.phase == "hand"


def test_hand_the_papacy_may_play_sack_of_rome_for_its_cp() -> None:
    state = game()
    state.papal_hand = [5, 6, 95]
    state = act(impulse(state, "papacy"), "papacy", a.PlayPapalCard(card=95))
    assert state.places[95] == "discard" and state.papal_hand == [5, 6]
