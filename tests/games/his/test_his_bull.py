"""Papal Bull (#5): excommunicating a reformer (option A) or a ruler (option B), and the
three ways a ruler's excommunication is lifted (PAPAL.md §3, §7 points 1-3)."""

from __future__ import annotations

import pytest
from his_factory import act, event, game, hand, impulse, kinds, put, step, war

from bot.engine.errors import IllegalAction
from bot.games.his.rules import actions as a
from bot.games.his.rules.bull import reformer_targets, ruler_targets, unrest_candidates
from bot.games.his.rules.engine import legal_actions, pending
from bot.games.his.rules.excommunication import grounds
from bot.games.his.rules.state import HisState
from bot.narrate import event_line


def papal(state: HisState) -> HisState:
    return impulse(state, "papacy")


def excommunicate(state: HisState, power: str) -> HisState:
    state = act(papal(state), "papacy", a.PlayPapalBull())
    return act(state, "papacy", a.ExcommunicateRuler(power=power))


def to_next_turn(state: HisState) -> HisState:
    """Every power passes, the Papacy enters its hand, every seat is through diplomacy."""
    while state.phase == "action":
        state = act(state, state.control[state.active], a.Pass())
    return state


# -- option B: a ruler ------------------------------------------------------------------


def test_5_B_france_at_war_is_excommunicated_draws_one_fewer_and_peace_lifts_it() -> None:
    state = game()
    war(state, "france")
    assert a.PlayPapalBull() in legal_actions(papal(state), "papacy")
    after = act(papal(state), "papacy", a.PlayPapalBull())
    assert a.ExcommunicateRuler(power="france") in legal_actions(after, "papacy")
    result = step(after, "papacy", a.ExcommunicateRuler(power="france"))
    marked = result.state
    assert marked.draw_modifier["france"] == -1 and "france" in marked.excommunicated
    assert [d.kind for d in pending(marked)] == ["his_bull_unrest"]
    marked = act(marked, "papacy", a.PlaceUnrest(space="paris"))
    marked = act(marked, "papacy", a.PlaceUnrest(space="lyon"))
    assert marked.unrest == ["paris", "lyon"] and marked.bull is None
    nxt = to_next_turn(marked)
    assert nxt.turn == 2 and nxt.draw_modifier["france"] == -1
    # peace with the Papacy lifts it
    result = step(nxt, "france", a.SetWar(power="france", other="papacy", at_war=False))
    assert event(result, "his_excommunication_lifted") == {
        "power": "france",
        "how_id": "his:lift:peace",
    }
    assert result.state.draw_modifier["france"] == 0 and not result.state.excommunicated


def test_5_B_peace_lifts_it_under_the_bulls_own_rule_not_9_5() -> None:
    state = game()
    war(state, "france")
    marked = excommunicate_without_unrest(state)
    result = step(marked, "france", a.SetWar(power="france", other="papacy", at_war=False))
    assert [e.rule for e in result.events if e.kind == "his_excommunication_lifted"] == ["#5.B"]


def test_5_B_the_card_draw_announcement_states_the_marker() -> None:
    state = game()
    war(state, "france")
    marked = excommunicate_without_unrest(state)
    while marked.phase == "action":
        result = step(marked, marked.control[marked.active], a.Pass())
        marked = result.state
    assert marked.turn == 2
    assert event(result, "his_card_draw") == {"turn": 2}
    assert event(result, "his_card_draw_modifier") == {"power": "france", "modifier": -1}


def excommunicate_without_unrest(state: HisState) -> HisState:
    for space in unrest_candidates(state, "france"):
        state.unrest.append(space)
    return excommunicate(state, "france")


def test_5_B_henry_viii_with_a_protestant_english_space_is_a_ground_edward_vi_not() -> None:
    state = game()
    assert grounds(state, "england") == []
    state.religion["york"] = "protestant"
    assert grounds(state, "england") == ["henry_viii"]
    state.turn = 6
    state = act(state, "england", a.SetRuler(power="england", ruler="edward_vi"))
    assert grounds(state, "england") == []


def test_5_B_an_ottoman_ally_is_a_ground_the_ottomans_and_protestants_never_targets() -> None:
    state = game()
    state.alliances = [("hapsburg", "ottoman")]
    war(state, "protestant")
    assert grounds(state, "hapsburg") == ["ottoman_ally"]
    assert ruler_targets(state) == ["hapsburg"]


def test_5_B_controlling_a_papal_space_is_a_ground_only_with_the_option() -> None:
    for option in (False, True):
        state = game(ground_papal_space=option)
        state = act(state, "france", a.SetPapalSpace(space="ravenna", power="france"))
        assert (grounds(state, "france") == ["papal_space"]) is option


def refusal(state: HisState, seat: str, action: a.Action) -> str:
    with pytest.raises(IllegalAction) as refused:
        step(state, seat, action)
    return refused.value.key


def test_5_B_unrest_is_entered_by_the_seat_of_the_spaces_owner() -> None:
    state = game()
    war(state, "france")
    state = excommunicate(state, "france")
    state = act(state, "papacy", a.PlaceUnrest(space="paris"))  # the bull's own procedure
    state = act(state, "papacy", a.PlaceUnrest(space="lyon"))
    assert state.unrest == ["paris", "lyon"]
    # no other seat enters or clears unrest on France's spaces
    for seat in ("papacy", "england", "hapsburg"):
        assert refusal(state, seat, a.SetUnrest(space="paris", unrest=False)) == (
            "his_unrest_not_yours"
        )
    assert refusal(state, "papacy", a.SetUnrest(space="marseille", unrest=True)) == (
        "his_unrest_not_yours"
    )
    cleared = act(state, "france", a.SetUnrest(space="paris", unrest=False))
    assert cleared.unrest == ["lyon"]
    # a Papal home space: its controller's seat; a space no seat plays: any seat
    assert refusal(state, "france", a.SetUnrest(space="ravenna", unrest=True)) == (
        "his_unrest_not_yours"
    )
    act(state, "papacy", a.SetUnrest(space="ravenna", unrest=True))
    taken = act(state, "france", a.SetPapalSpace(space="ravenna", power="france"))
    assert refusal(taken, "papacy", a.SetUnrest(space="ravenna", unrest=True)) == (
        "his_unrest_not_yours"
    )
    act(taken, "france", a.SetUnrest(space="ravenna", unrest=True))
    act(state, "england", a.SetUnrest(space="venice", unrest=True))


def test_5_B_a_space_turns_protestant_by_the_protestants_entry_catholic_by_the_papacys() -> None:
    state = impulse(game(), "papacy")
    protestant = a.SetReligion(space="london", religion="protestant")
    assert refusal(state, "papacy", protestant) == "his_reformation_not_yours"
    assert refusal(state, "england", protestant) == "his_reformation_not_yours"
    assert grounds(state, "england") == []  # the Papacy cannot found the Henry VIII ground
    reformed = act(state, "protestant", protestant)
    assert grounds(reformed, "england") == ["henry_viii"]
    catholic = a.SetReligion(space="london", religion="catholic")
    assert refusal(reformed, "protestant", catholic) == "his_counter_reformation_not_yours"
    assert refusal(reformed, "england", catholic) == "his_counter_reformation_not_yours"
    assert act(reformed, "papacy", catholic).religion == {}


def test_5_B_a_papal_space_is_entered_by_the_power_taking_it() -> None:
    state = game(ground_papal_space=True)
    england = a.SetPapalSpace(space="ravenna", power="england")
    assert refusal(state, "france", england) == "his_papal_space_not_yours"
    assert refusal(state, "papacy", england) == "his_papal_space_not_yours"
    assert grounds(state, "england") == []
    taken = act(state, "england", england)
    assert grounds(taken, "england") == ["papal_space"]
    back = a.SetPapalSpace(space="ravenna", power="papacy")
    assert refusal(taken, "england", back) == "his_papal_space_not_yours"
    assert act(taken, "papacy", back).papal_space_control == {}


def test_5_B_unrest_only_on_unoccupied_catholic_home_spaces_fewer_if_fewer() -> None:
    state = game()
    war(state, "england")
    english = ["berwick", "bristol", "calais", "carlisle", "lincoln", "london", "norwich"]
    for space in english:
        put(state, space, "england", regulars=1)
    state.religion["plymouth"] = "protestant"
    state.unrest += ["portsmouth", "shrewsbury", "wales"]
    assert unrest_candidates(state, "england") == ["york"]
    after = excommunicate(state, "england")
    assert legal_actions(after, "papacy") == [a.PlaceUnrest(space="york")]
    after = act(after, "papacy", a.PlaceUnrest(space="york"))
    assert after.bull is None and after.active == "protestant"  # one space: done
    state.unrest.append("york")
    none_left = step(papal(state), "papacy", a.PlayPapalBull()).state
    result = step(none_left, "papacy", a.ExcommunicateRuler(power="england"))
    assert "his_no_unrest_space" in kinds(result) and result.state.bull is None


def test_5_B_unrest_on_any_religion_with_the_option_off() -> None:
    state = game(unrest_catholic_only=False)
    state.religion["york"] = "protestant"
    assert "york" in unrest_candidates(state, "england")


def test_9_5_a_card_given_to_the_papacy_lifts_it_and_is_named_to_the_two_only() -> None:
    state = game()
    war(state, "france")
    marked = to_next_turn(excommunicate_without_unrest(state))
    marked = act(marked, "papacy", a.EnterPapalHand(cards=[]))
    result = step(marked, "france", a.GiveCardToPapacy(power="france", card=65))
    assert 65 in result.state.papal_hand and not result.state.excommunicated
    seen = [e for e in result.events if e.kind == "his_card_given_seen"]
    assert sorted(s for e in seen for s in e.seats) == ["france", "papacy"]
    assert all("his:card:65" not in str(e.data) for e in result.events if e.visibility == "public")
    with pytest.raises(IllegalAction):  # a home card cannot be given
        step(act(marked, "papacy", a.Done()), "france", a.GiveCardToPapacy(power="france", card=4))


def test_9_1_the_papacy_lifts_it() -> None:
    state = game()
    war(state, "france")
    marked = act(
        to_next_turn(excommunicate_without_unrest(state)), "papacy", a.EnterPapalHand(cards=[])
    )
    assert a.LiftExcommunication(power="france") in legal_actions(marked, "papacy")
    result = step(marked, "papacy", a.LiftExcommunication(power="france"))
    assert event(result, "his_excommunication_lifted")["how_id"] == "his:lift:papacy"
    assert result.state.draw_modifier["france"] == 0 and result.state.at_war("france", "papacy")


def test_9_5_with_peace_needs_card_peace_alone_does_not_lift_it_a_card_ends_the_war() -> None:
    state = game(peace_needs_card=True)
    war(state, "france")
    marked = act(
        to_next_turn(excommunicate_without_unrest(state)), "papacy", a.EnterPapalHand(cards=[])
    )
    peace = act(marked, "france", a.SetWar(power="france", other="papacy", at_war=False))
    assert "france" in peace.excommunicated
    given = act(marked, "france", a.GiveCardToPapacy(power="france", card=65))
    assert not given.excommunicated and not given.at_war("france", "papacy")


def test_5_B_the_marker_stays_on_the_power_when_its_ruler_changes() -> None:
    for option, stays in ((False, True), (True, False)):
        state = game(marker_on_ruler=option)
        war(state, "france")
        marked = excommunicate_without_unrest(state)
        marked.turn = 6
        marked = act(marked, "france", a.SetRuler(power="france", ruler="henry_ii"))
        assert ("france" in marked.excommunicated) is stays


def test_5_B_not_while_in_force_and_once_per_game_with_the_option() -> None:
    for option in (False, True):
        state = game(once_per_game=option)
        war(state, "france")
        marked = excommunicate_without_unrest(state)
        assert "france" not in ruler_targets(marked)
        lifted = act(marked, "france", a.SetWar(power="france", other="papacy", at_war=False))
        war(lifted, "france")
        assert ("france" in ruler_targets(lifted)) is not option


# -- option A: a reformer -----------------------------------------------------------------


def with_luther() -> HisState:
    state = game()
    return act(state, "protestant", a.SetReformer(reformer="luther", space="wittenberg"))


def test_5_A_luther_off_the_map_committed_a_german_debate_offered() -> None:
    state = act(papal(with_luther()), "papacy", a.PlayPapalBull())
    assert legal_actions(state, "papacy") == [a.ExcommunicateReformer(reformer="luther")]
    result = step(state, "papacy", a.ExcommunicateReformer(reformer="luther"))
    luther = result.state.reformers["luther"]
    assert luther.space is None and luther.committed and luther.excommunicated_turn == 1
    assert event(result, "his_reformer_excommunicated")["zone_id"] == "his:zone:german"
    assert legal_actions(result.state, "papacy") == [
        a.CallDebate(call=True),
        a.CallDebate(call=False),
    ]
    called = step(result.state, "papacy", a.CallDebate(call=True))
    assert event(called, "his_debate_called") == {"zone_id": "his:zone:german"}
    assert event_line(called.events[-2]) == (
        "The Papacy calls a debate in the German language zone [#5.A]."
    )


def excommunicated_luther() -> HisState:
    state = act(papal(with_luther()), "papacy", a.PlayPapalBull())
    state = act(state, "papacy", a.ExcommunicateReformer(reformer="luther"))
    return act(state, "papacy", a.CallDebate(call=False))


def test_5_A_an_event_needing_him_uncommitted_is_refused_this_turn() -> None:
    state = excommunicated_luther()
    with pytest.raises(IllegalAction) as refused:
        step(state, "protestant", a.CommitDebater(reformer="luther", card=66))
    assert (refused.value.key, refused.value.rule) == ("his_debater_committed", "#5.A")
    with pytest.raises(IllegalAction):
        step(state, "protestant", a.SetReformer(reformer="luther", space="wittenberg"))


def commit_refused(state: HisState, reformer: str, card: int) -> tuple[str, dict[str, object]]:
    with pytest.raises(IllegalAction) as refused:
        step(state, "protestant", a.CommitDebater(reformer=reformer, card=card))
    return refused.value.key, refused.value.params


def test_5_A_a_debater_is_committed_only_by_a_card_the_protestant_could_play() -> None:
    state = act(game(), "protestant", a.SetReformer(reformer="zwingli", space="zurich"))
    hand(state, 70)  # the Papal hand: #5, #6 and #70
    state.places |= {95: "removed", 32: "discard", 71: "held:france", 66: "held:protestant"}
    # public facts: another power's home card, a card not in the deck before turn 4
    assert commit_refused(state, "luther", 5) == ("his_other_home_card", {"card": 5})
    assert commit_refused(state, "luther", 115) == ("his_card_not_yet", {"card": 115, "turn": 4})
    # in a hidden hand (the Papacy's, France's) or out of play: the same words, no place
    for card in (70, 71, 95, 32):
        assert commit_refused(state, "luther", card) == ("his_card_unavailable", {"card": card})
    # a card the Protestant took in a card grab, and its own home card, may be played
    result = step(state, "protestant", a.CommitDebater(reformer="luther", card=66))
    assert event(result, "his_debater_committed")["card_id"] == "his:card:66"
    assert result.state.places[66] == "discard"
    result = step(result.state, "protestant", a.CommitDebater(reformer="zwingli", card=7))
    assert result.state.places[7] == "home_played"


def test_5_A_the_card_that_commits_a_debater_is_played_and_serves_once() -> None:
    state = act(game(), "protestant", a.SetReformer(reformer="zwingli", space="zurich"))
    state = act(state, "protestant", a.CommitDebater(reformer="luther", card=71))
    assert state.reformers["luther"].committed and state.places[71] == "discard"
    assert commit_refused(state, "zwingli", 71) == ("his_card_unavailable", {"card": 71})
    assert not state.reformers["zwingli"].committed
    state = act(state, "protestant", a.CommitDebater(reformer="zwingli", card=78))
    assert state.places[78] == "removed"  # an event removed after play leaves the game


def test_5_A_here_i_stand_still_brings_luther_into_a_debate() -> None:
    state = excommunicated_luther()
    result = step(state, "protestant", a.LutherDebates())
    assert "his_luther_debates" in kinds(result)
    assert result.state.reformers["luther"].space is None  # back off the map after it
    with pytest.raises(IllegalAction):  # not for a Luther on the map
        step(with_luther(), "protestant", a.LutherDebates())


def test_8_2_he_returns_at_the_start_of_the_next_turn_uncommitted() -> None:
    state = to_next_turn(excommunicated_luther())
    luther = state.reformers["luther"]
    assert state.turn == 2 and luther.space == "wittenberg" and not luther.committed
    assert luther.excommunicated_turn is None
    assert reformer_targets(state) == ["luther"]


@pytest.mark.parametrize(
    ("reformer", "space", "zone"),
    [
        ("cranmer", "london", "english"),
        ("calvin", "geneva", "french"),
        ("zwingli", "zurich", "german"),
    ],
)
def test_5_A_the_debate_is_in_the_reformers_language_zone(
    reformer: str, space: str, zone: str
) -> None:
    state = act(game(), "protestant", a.SetReformer(reformer=reformer, space=space))
    state = act(papal(state), "papacy", a.PlayPapalBull())
    result = step(state, "papacy", a.ExcommunicateReformer(reformer=reformer))
    assert event(result, "his_reformer_excommunicated")["zone_id"] == f"his:zone:{zone}"


def test_5_the_bull_needs_a_reformer_or_grounds() -> None:
    state = papal(game())
    assert a.PlayPapalBull() not in legal_actions(state, "papacy")
    with pytest.raises(IllegalAction) as refused:
        step(state, "papacy", a.PlayPapalBull())
    assert refused.value.key == "his_bull_no_target"


def test_5_a_played_bull_returns_to_the_papal_hand_next_turn() -> None:
    state = act(papal(with_luther()), "papacy", a.PlayPapalBull())
    assert 5 not in state.papal_hand and state.places[5] == "home_played"
    state = act(state, "papacy", a.ExcommunicateReformer(reformer="luther"))
    state = to_next_turn(act(state, "papacy", a.CallDebate(call=False)))
    assert 5 in state.papal_hand and 5 not in state.places
