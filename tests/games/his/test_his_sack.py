"""Sack of Rome (#95), step by step as the seed gives it (PAPAL.md §4, §7 points 4-6)."""

from __future__ import annotations

import pytest
from his_factory import act, event, game, hand, impulse, kinds, put, sack_window_closed, step

from bot.engine.errors import IllegalAction
from bot.engine.rng import ForcedMismatch
from bot.games.his.rules import actions as a
from bot.games.his.rules.bull import ruler_targets
from bot.games.his.rules.engine import legal_actions, pending
from bot.games.his.rules.sack import attacker_split, eligible, formations, papal_losses
from bot.games.his.rules.state import HisState, Stack
from bot.games.his.rules.view import view

SACK = a.PlaySackOfRome(player="hapsburg", owner="hapsburg", space="florence")


def ready(mercs: int = 4, regs: int = 0, papal: int = 3, papal_mercs: int = 0) -> HisState:
    state = impulse(game(), "hapsburg")
    put(state, "florence", "hapsburg", regulars=regs, mercenaries=mercs)
    put(state, "rome", "papacy", regulars=papal, mercenaries=papal_mercs)
    return state


def played(state: HisState, action: a.PlaySackOfRome = SACK) -> HisState:
    return act(state, state.control[action.player], action)


# -- step 0: eligibility -----------------------------------------------------------------


def test_95_0_four_mercenaries_against_three_papal_regulars_may_sack() -> None:
    state = ready(mercs=4, papal=3)
    assert eligible(state, "hapsburg", "florence")
    assert played(state).sack is not None
    papal = impulse(state, "papacy")
    hand(papal, 95)
    assert a.PlaySackOfRome(player="papacy", owner="hapsburg", space="florence") in (
        legal_actions(papal, "papacy")
    )


def test_95_0_another_power_is_offered_it_only_when_the_bot_knows_it_holds_it() -> None:
    """Offered whenever the Papal hand lacks it, it would tell what the Papal hand holds:
    another power plays it by command (`/his sack`)."""
    state = ready()
    assert SACK not in legal_actions(state, "hapsburg")
    state.places[95] = "held:hapsburg"
    assert SACK in legal_actions(state, "hapsburg")


def test_95_0_three_mercenaries_against_three_papal_regulars_may_not() -> None:
    state = ready(mercs=3, regs=5, papal=3)
    assert not eligible(state, "hapsburg", "florence")
    assert formations(state) == []
    with pytest.raises(IllegalAction) as refused:
        step(state, "hapsburg", SACK)
    assert refused.value.key == "his_sack_not_eligible"


def test_95_0_the_player_need_not_own_it_nor_be_at_war_and_no_war_follows() -> None:
    state = impulse(ready(), "france")
    sack = a.PlaySackOfRome(player="france", owner="hapsburg", space="florence")
    after = sack_window_closed(played(state, sack), dice=(6, 6, 6, 6, 1, 1, 1, 1)).state
    assert after.wars == []
    assert "hapsburg" not in ruler_targets(after)  # no ground for excommunication


def test_95_0_no_papal_formation_none_outside_italy_and_not_rome_itself() -> None:
    state = ready()
    put(state, "naples", "papacy", mercenaries=9)
    put(state, "paris", "france", mercenaries=9)
    put(state, "rome", "france", mercenaries=9)
    assert formations(state) == [("hapsburg", "florence")]


def test_95_0_ragusa_counts_as_italian_only_with_the_option() -> None:
    for option in (False, True):
        state = impulse(game(ragusa_italian=option), "hapsburg")
        put(state, "ragusa", "hapsburg", mercenaries=2)
        assert eligible(state, "hapsburg", "ragusa") is option


def test_95_0_another_power_cannot_play_it_from_the_papal_hand() -> None:
    state = ready()
    hand(state, 95)
    with pytest.raises(IllegalAction) as refused:
        step(state, "hapsburg", SACK)
    assert refused.value.key == "his_sack_card_unavailable"


# -- step 1 --------------------------------------------------------------------------------


def test_95_1_the_whole_formation_goes_to_rome_its_origin_remembered() -> None:
    state = ready(mercs=4, regs=2)
    put(state, "florence", "hapsburg", regulars=2, mercenaries=4, leaders=(("charles_v", 2),))
    after = played(state)
    assert after.sack is not None and after.sack.origin == "florence"
    assert after.sack.formation.units == 6 and after.sack.formation.leaders[0].name == "charles_v"
    assert "florence" not in after.units
    assert [d.kind for d in pending(after)] == ["his_sack_cards"] * 6


# -- step 2 --------------------------------------------------------------------------------


def test_95_2_only_papal_regulars_fight_and_the_papacy_has_an_extra_die() -> None:
    state = ready(mercs=4, regs=1, papal=3, papal_mercs=2)
    put(state, "rome", "france", regulars=3)  # an ally in Rome does not fight
    put(state, "florence", "hapsburg", regulars=1, mercenaries=4, leaders=(("charles_v", 2),))
    window = played(state)
    result = sack_window_closed(window, dice=(1,) * 7 + (1,) * 4)  # 5 units + 2; 3 + 1
    rolls = [e.data for e in result.events if e.kind == "dice"]
    assert [len(r["values"]) for r in rolls] == [7, 4]
    assert [r["purpose"] for r in rolls] == ["his_sack_attack", "his_sack_defence"]
    assert all(e.rule == "#95.2" for e in result.events if e.kind == "dice")


def test_95_2_a_tie_goes_to_the_papacy() -> None:
    result = sack_window_closed(played(ready(mercs=4, papal=1)), dice=(5, 1, 1, 1, 6, 1))
    assert event(result, "his_sack_battle") == {
        "attacker_hits": 1,
        "defender_hits": 1,
        "winner": "papacy",
    }
    assert result.state.places[95] == "discard"


def test_95_2_both_sides_declare_combat_cards_any_power_response_cards() -> None:
    state = ready(mercs=4, papal=1)
    hand(state, 29)  # a combat card in the Papal hand
    window = played(state)
    assert a.DeclareBattleCard(power="papacy", card=29, defender_dice=2) in legal_actions(
        window, "papacy"
    )
    window = act(window, "papacy", a.DeclareBattleCard(power="papacy", card=29, defender_dice=2))
    assert 29 not in window.papal_hand and window.places[29] == "discard"
    with pytest.raises(IllegalAction) as refused:  # France is no side: no combat card
        step(window, "france", a.DeclareBattleCard(power="france", card=28, attacker_dice=1))
    assert refused.value.key == "his_not_a_battle_card"
    window = act(window, "england", a.DeclareBattleCard(power="england", card=32, attacker_dice=1))
    assert window.sack is not None
    assert [c.card for c in window.sack.cards] == [29, 32]
    # 4 mercenaries + 1 from England's card; 1 regular + 1 extra die + 2 from the Papacy's
    result = sack_window_closed(window, dice=(1,) * 5 + (1,) * 4)
    assert [len(e.data["values"]) for e in result.events if e.kind == "dice"] == [5, 4]


def test_95_2_a_card_of_the_papal_hand_is_refused_to_another_power_without_saying_where() -> None:
    state = ready()
    hand(state, 32)
    window = played(state)
    with pytest.raises(IllegalAction) as refused:
        step(window, "england", a.DeclareBattleCard(power="england", card=32, attacker_dice=1))
    assert refused.value.key == "his_card_unavailable" and "place" not in refused.value.params


def test_95_2_another_power_may_not_declare_a_card_not_yet_in_the_deck() -> None:
    window = played(ready())
    assert window.turn == 1
    for card, enters in ((115, 4), (38, 3)):  # response cards entering on turns 4 and 3
        with pytest.raises(IllegalAction) as refused:
            step(window, "france", a.DeclareBattleCard(power="france", card=card, defender_dice=3))
        assert (refused.value.key, refused.value.params) == (
            "his_card_not_yet",
            {"card": card, "turn": enters},
        )
    window.turn = 4
    after = act(window, "france", a.DeclareBattleCard(power="france", card=115, defender_dice=3))
    assert after.sack is not None and [c.card for c in after.sack.cards] == [115]


# -- step 3 --------------------------------------------------------------------------------


def test_95_3_papal_regulars_fall_first_then_its_mercenaries() -> None:
    assert papal_losses(5, Stack(regulars=2, mercenaries=2)) == (2, 2)
    assert papal_losses(3, Stack(regulars=2, mercenaries=4)) == (2, 1)
    state = ready(mercs=6, papal=2, papal_mercs=4)
    result = sack_window_closed(played(state), dice=(5, 5, 5, 1, 1, 1, 1, 1, 1))
    assert result.state.stack("rome", "papacy") == Stack(regulars=0, mercenaries=3)


def test_95_3_the_attackers_losses_split_evenly_the_odd_one_chosen_by_the_owner() -> None:
    assert attacker_split(2, Stack(regulars=3, mercenaries=3)) == (1, 1, 0)
    assert attacker_split(3, Stack(regulars=3, mercenaries=3)) == (1, 1, 1)
    assert attacker_split(3, Stack(regulars=1, mercenaries=5)) == (2, 1, 0)  # one kind runs out
    assert attacker_split(9, Stack(regulars=1, mercenaries=3)) == (3, 1, 0)
    state = ready(mercs=4, regs=2, papal=2)
    result = sack_window_closed(played(state), dice=(1,) * 6 + (5, 5, 5))
    assert [d.kind for d in pending(result.state)] == ["his_sack_odd_casualty"]
    after = act(result.state, "hapsburg", a.OddCasualty(unit="regular"))
    assert after.stack("florence", "hapsburg") == Stack(regulars=0, mercenaries=3)


# -- steps 4 and 5 -------------------------------------------------------------------------


def test_95_4_the_survivors_go_back_to_their_origin() -> None:
    state = ready(mercs=5, regs=1, papal=2)
    result = sack_window_closed(played(state), dice=(6, 6, 6, 1, 1, 1, 5, 5, 1))
    assert result.state.stack("florence", "hapsburg") == Stack(regulars=0, mercenaries=4)
    assert event(result, "his_sack_returns")["space_id"] == "his:space:florence"


def test_95_5_the_papacy_wins_the_card_is_discarded_and_nothing_more() -> None:
    state = ready(mercs=4, papal=3)
    state.st_peters_cp = 3
    hand(state, 65, 66)
    result = sack_window_closed(played(state), dice=(5, 1, 1, 1, 5, 5, 1, 1))
    assert result.state.places[95] == "discard"
    assert result.state.st_peters_cp == 3 and result.state.papal_hand == [5, 6, 65, 66]
    assert result.state.sack is None and result.state.active == "england"  # the next impulse


# -- step 6 --------------------------------------------------------------------------------

WIN = (6, 6, 6, 6, 1, 1, 1, 1)  # four hits against none, with 3 Papal regulars


@pytest.mark.parametrize(("vp", "cp", "after"), [(1, 2, (0, 2)), (0, 3, (0, 0)), (2, 4, (1, 4))])
def test_95_6_st_peters_loses_5_cp_never_below_0(vp: int, cp: int, after: tuple[int, int]) -> None:
    state = ready()
    state.st_peters_vp, state.st_peters_cp = vp, cp
    result = sack_window_closed(played(state), dice=WIN)
    assert (result.state.st_peters_vp, result.state.st_peters_cp) == after


def test_95_6_no_non_home_card_nothing_is_drawn() -> None:
    result = sack_window_closed(played(ready()), dice=WIN)
    assert "his_grab_nothing" in kinds(result) and result.state.papal_hand == [5, 6]
    assert result.state.places[95] == "removed"


def test_95_6_one_non_home_card_the_sacker_takes_it() -> None:
    state = ready()
    hand(state, 65)
    result = sack_window_closed(played(state), dice=WIN)
    assert result.state.papal_hand == [5, 6] and result.state.places[65] == "held:hapsburg"
    seen = [e for e in result.events if e.kind == "his_grab_one_seen"]
    assert seen[0].seats == ["hapsburg"] and seen[0].data["card_id"] == "his:card:65"
    assert result.state.places[95] == "removed"


def test_95_6_two_random_cards_shown_to_the_sacker_who_keeps_one() -> None:
    state = ready()
    hand(state, 65, 66, 67)
    window = played(state)
    *first, last = window.seats
    for seat in first:
        window = act(window, seat, a.Done())
    result = step(window, last, a.Done(), dice=WIN, picks=(67, 65))
    grab = result.state
    assert grab.papal_hand == [5, 6, 66]
    decision = pending(grab)[0]
    assert (decision.kind, decision.seat, decision.private) == ("his_sack_keep", "hapsburg", True)
    assert legal_actions(grab, "hapsburg") == [a.KeepCard(card=67), a.KeepCard(card=65)]
    assert 95 not in {c for c, p in grab.places.items() if p == "removed"}  # not yet
    kept = step(grab, "hapsburg", a.KeepCard(card=65))
    assert kept.state.places[65] == "held:hapsburg"
    assert kept.state.places[67] == "discard_secret"
    assert kept.state.places[95] == "removed" and kept.state.sack is None


def test_95_6_home_cards_are_never_drawn() -> None:
    state = ready()
    hand(state, 65)
    result = sack_window_closed(played(state), dice=WIN)
    assert result.state.papal_hand == [5, 6]  # the one non-home card went, not a home card
    hand(state, 65, 66)
    window = played(state)
    *first, last = window.seats
    for seat in first:
        window = act(window, seat, a.Done())
    with pytest.raises(ForcedMismatch):  # a home card is not among the cards drawn from
        step(window, last, a.Done(), dice=WIN, picks=(5, 65))


def test_95_6_the_formations_owner_draws_not_the_player() -> None:
    state = impulse(ready(), "france")
    hand(state, 65)
    sack = a.PlaySackOfRome(player="france", owner="hapsburg", space="florence")
    result = sack_window_closed(played(state, sack), dice=WIN)
    assert result.state.places[65] == "held:hapsburg"


def test_95_6_the_two_cards_drawn_reach_no_view_and_no_event_but_the_sackers() -> None:
    state = ready()
    hand(state, 65, 66, 67)
    window = played(state)
    *first, last = window.seats
    for seat in first:
        window = act(window, seat, a.Done())
    result = step(window, last, a.Done(), dice=WIN, picks=(65, 67))
    refs = {"his:card:65", "his:card:67"}
    for e in result.events:
        if refs & set(map(str, e.data.values())) or refs & set(e.data.get("cards_ids", [])):
            assert e.visibility == "seats" and e.seats == ["hapsburg"], e
    for seat in [None, *result.state.seats]:
        seen = view(result.state, seat)
        shown = (seen.sack.drawn if seen.sack else None) or []
        assert (sorted(shown) == [65, 67]) is (seat == "hapsburg")
        assert not {65, 67} & set(seen.places)
    assert view(result.state, "papacy").papal_hand == [5, 6, 66]
    assert view(result.state, "france").papal_hand is None
