"""The rules of Ludi Romani (the docstring of `bot.games.ludi`), each test named after its
rule, on small arranged games with forced dice."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence

import pytest
from pydantic import ValidationError

from bot.engine import Event, IllegalAction
from bot.games import get_game, get_presenter
from bot.games.ludi.rules import LudiBid, LudiOptions, LudiState, LudiVote
from bot.games.ludi.rules.state import DECK, SEATS

ludi = get_game("ludi")
A, C, K, F = SEATS  # aurelii, claudii, cornelii, fabii


def arranged(
    hands: Mapping[str, Sequence[int]],
    *,
    draws: Sequence[int] = (),
    prize: int = 4,
    options: Mapping[str, object] | None = None,
) -> LudiState:
    """A game at the sealed bid of day 1 whose aediles hold `hands`, the prize `prize`;
    the next cards drawn are `draws`, first first; the other cards are in the deck."""
    state: LudiState = ludi.setup(1, list(hands), dict(options or {}))
    rest = Counter(DECK)
    for hand in hands.values():
        rest -= Counter(hand)
    rest -= Counter(draws)
    state.deck = [*rest.elements(), *reversed(draws)]
    for seat, hand in hands.items():
        state.aediles[seat].hand = sorted(hand)
    state.prize = prize
    assert ludi.invariants(state) == []
    return state


def play(
    state: LudiState, bids: Mapping[str, int], votes: Mapping[str, bool] | None = None
) -> tuple[LudiState, list[Event]]:
    """Every bid, then every vote, in the order given; the state and the events after."""
    events: list[Event] = []
    moves = [(s, LudiBid(card=c)) for s, c in bids.items()]
    moves += [(s, LudiVote(yes=y)) for s, y in (votes or {}).items()]
    for seat, action in moves:
        step = ludi.apply(state, seat, action)
        assert ludi.transition_problems(state, step) == []
        state = step.state
        assert ludi.invariants(state) == []
        events += step.events
    return state, events


def kinds(events: Sequence[Event]) -> list[str]:
    return [e.kind for e in events]


def test_1_1_two_to_four_aediles_sit_in_their_order() -> None:
    for n in (2, 3, 4):
        assert ludi.setup(1, list(SEATS[:n]), {}).seats == list(SEATS[:n])
    for seats in ([A], [*SEATS, "julii"], [C, A]):
        with pytest.raises(ValueError, match="first 2 to 4"):
            ludi.setup(1, seats, {})


def test_1_2_each_aedile_is_dealt_four_cards_only_he_sees() -> None:
    step = ludi.setup_step(3, [A, C, K], {})
    state = step.state
    assert [len(state.aediles[s].hand) for s in (A, C, K)] == [4, 4, 4]
    assert len(state.deck) == len(DECK) - 12
    dealt = [e for e in step.events if e.kind == "ludi_hand"]
    assert [(e.visibility, e.seats) for e in dealt] == [("seats", [s]) for s in (A, C, K)]
    assert [e.data["cards"] for e in dealt] == [state.aediles[s].hand for s in (A, C, K)]
    assert ludi.view(state, None).hand is None
    assert ludi.view(state, C).hand == state.aediles[C].hand


def test_1_3_the_festival_lasts_its_days_or_ends_at_the_turn_limit() -> None:
    assert LudiOptions().last_round == 6
    assert LudiOptions(festival_days=4).last_round == 4
    assert LudiOptions(festival_days=8, turn_limit=2).last_round == 2
    with pytest.raises(ValidationError):
        ludi.parse_options({"festival_days": 5})
    state = arranged({A: [1, 2, 3, 4], C: [5, 6, 7, 8]}, options={"festival_days": 4})
    for day in range(1, 5):
        assert state.turn == day and state.outcome is None
        hand = state.aediles
        state, _ = play(state, {A: hand[A].hand[0], C: hand[C].hand[0]}, {})
        if state.phase == "vote":
            voter = C if state.sponsor == A else A
            state, _ = play(state, {}, {voter: False})
    assert state.turn == 4 and state.outcome is not None and state.phase == "over"


def test_2_1_the_omen_die_sets_the_prize_of_the_day() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [2, 2, 2, 3]}, draws=[5, 6])
    state.rng.forced = [4]
    state, events = play(state, {A: 9, C: 2}, {C: False})
    [omen] = [e for e in events if e.kind == "dice"]
    assert omen.data["purpose"] == "ludi_omen" and omen.rule == "2.1"
    assert omen.data["values"] == [4] and omen.data["round"] == 2
    assert state.turn == 2 and state.prize == 5


def test_2_2_a_bid_stays_sealed_until_every_aedile_has_laid_one() -> None:
    state = arranged({A: [7, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]})
    state, events = play(state, {A: 7})
    public = [e for e in events if e.visibility == "public"]
    assert kinds(public) == ["ludi_bid_sealed"] and "card" not in public[0].data
    [told] = [e for e in events if e.visibility == "seats"]
    assert told.seats == [A] and told.data["card"] == 7
    assert ludi.view(state, None).bid is None and ludi.view(state, C).bid is None
    assert ludi.view(state, A).bid == 7
    assert [a.bid_laid for a in ludi.view(state, None).aediles] == [True, False, False]
    state, events = play(state, {C: 3, K: 5})
    shown = {e.data["seat"]: e.data["card"] for e in events if e.kind == "ludi_bid_shown"}
    assert shown == {A: 7, C: 3, K: 5}


def test_2_2_a_card_not_in_the_hand_is_refused_and_changes_nothing() -> None:
    state = arranged({A: [7, 1, 1, 1], C: [3, 2, 2, 2]})
    before = state.model_dump_json()
    with pytest.raises(IllegalAction) as refused:
        ludi.apply(state, A, LudiBid(card=9))
    assert refused.value.key == "ludi_card_not_in_hand" and refused.value.rule == "2.2"
    with pytest.raises(IllegalAction) as refused:
        ludi.apply(state, A, LudiVote(yes=True))
    assert refused.value.key == "ludi_not_voting"
    assert state.model_dump_json() == before
    assert ludi.legal_actions(state, A) == [LudiBid(card=1), LudiBid(card=7)]


def test_2_3_the_highest_card_sponsors_the_games_and_wins_the_prize() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]}, prize=6)
    state, events = play(state, {A: 9, C: 3, K: 5})
    assert state.sponsor == A and state.aediles[A].favour == 6
    assert state.phase == "vote" and {d.seat for d in ludi.pending(state)} == {C, K}
    [sponsor] = [e for e in events if e.kind == "ludi_sponsor"]
    assert sponsor.data == {"seat": A, "card": 9, "prize": 6} and sponsor.rule == "2.3"


def test_2_3_equal_highest_cards_roll_off_and_roll_again_while_tied() -> None:
    state = arranged({A: [8, 1, 1, 1], C: [8, 2, 2, 2], K: [7, 4, 4, 4]}, prize=3)
    state.rng.forced = [3, 3, 2, 5]
    state, events = play(state, {A: 8, C: 8, K: 7})
    rolls = [(e.data["seat"], e.data["values"]) for e in events if e.kind == "dice"]
    assert rolls == [(A, [3]), (C, [3]), (A, [2]), (C, [5])]
    assert all(e.data["purpose"] == "ludi_tie" for e in events if e.kind == "dice")
    assert state.sponsor == C and state.aediles[C].favour == 3 and state.aediles[A].favour == 0


def test_2_4_acclaimed_games_reward_the_sponsor_and_those_who_acclaimed() -> None:
    hands = {A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4], F: [6, 6, 6, 7]}
    state = arranged(hands, prize=4)
    state, events = play(state, {A: 9, C: 3, K: 5, F: 6}, {C: True, K: True, F: False})
    favour = {s: a.favour for s, a in state.aediles.items()}
    assert favour == {A: 4 + 2, C: 1, K: 1, F: 0}
    [counted] = [e for e in events if e.kind == "ludi_acclaimed"]
    assert counted.data == {"sponsor": A, "ayes": 2, "noes": 1} and counted.rule == "2.4"


def test_2_4_jeered_games_reward_those_who_jeered_and_a_tie_is_jeered() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]}, prize=4)
    state, events = play(state, {A: 9, C: 3, K: 5}, {C: True, K: False})
    assert {s: a.favour for s, a in state.aediles.items()} == {A: 4, C: 0, K: 1}
    assert "ludi_jeered" in kinds(events) and "ludi_acclaimed" not in kinds(events)


def test_2_4_the_sponsor_does_not_vote_and_the_votes_are_sealed_until_counted() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]})
    state, _ = play(state, {A: 9, C: 3, K: 5})
    assert ludi.legal_actions(state, A) == []
    with pytest.raises(IllegalAction):
        ludi.apply(state, A, LudiVote(yes=True))
    state, events = play(state, {}, {C: False})
    public = [e for e in events if e.visibility == "public"]
    assert kinds(public) == ["ludi_vote_sealed"] and "yes" not in public[0].data
    assert ludi.view(state, None).vote is None and ludi.view(state, K).vote is None
    assert get_presenter("ludi").ballot_of(state, C) == "no"
    assert get_presenter("ludi").ballot_of(state, K) is None


def test_2_5_the_laid_cards_are_discarded_and_each_aedile_draws_one() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2]}, draws=[10, 6])
    state, events = play(state, {A: 9, C: 3}, {C: True})
    assert sorted(state.discard) == [3, 9]
    assert state.aediles[A].hand == [1, 1, 1, 10] and state.aediles[C].hand == [2, 2, 2, 6]
    drew = [(e.seats, e.data["card"]) for e in events if e.kind == "ludi_drew"]
    assert drew == [([A], 10), ([C], 6)]


def test_2_5_an_empty_deck_is_shuffled_from_the_discards() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2]})
    state.discard, state.deck = state.deck, []
    state, events = play(state, {A: 9, C: 3}, {C: True})
    assert "ludi_reshuffled" in kinds(events)
    assert state.discard == [] and len(state.deck) == len(DECK) - 8  # the hands hold 8


def test_3_1_the_most_favour_wins_and_equal_most_share_the_victory() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]}, prize=2)
    state.turn = state.options.last_round
    state.aediles[C].favour = 1
    state, events = play(state, {A: 9, C: 3, K: 5}, {C: False, K: False})
    outcome = ludi.outcome(state)
    assert outcome is not None and outcome.rule == "3.1"
    assert outcome.winners == [A, C]  # the prize of 2; 1 and 1 for jeering; K 1
    assert outcome.data["favour"] == {A: 2, C: 2, K: 1}
    assert "ludi_game_over" in kinds(events) and ludi.pending(state) == []
