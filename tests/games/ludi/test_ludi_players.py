"""The computer players of Ludi Romani: `sensible` bids its highest card for a rich prize
and its lowest for a poor one [2.2], and jeers a sponsor who is ahead of it [2.4]."""

from __future__ import annotations

from bot.engine.present import ComputerPlayer
from bot.games import get_game, get_presenter
from bot.games.ludi.rules import LudiBid, LudiVote
from tests.games.ludi.test_ludi_rules import A, C, K, arranged, play

ludi = get_game("ludi")


def sensible(seat: str) -> ComputerPlayer:
    return get_presenter("ludi").computer("sensible", f"test:{seat}")


def test_sensible_bids_high_for_a_rich_prize_and_low_for_a_poor_one() -> None:
    hands = {A: [9, 1, 2, 3], C: [8, 4, 5, 6]}
    assert sensible(A).choose(ludi, arranged(hands, prize=6), A) == LudiBid(card=9)
    assert sensible(A).choose(ludi, arranged(hands, prize=3), A) == LudiBid(card=1)


def test_sensible_jeers_a_sponsor_ahead_of_it_and_acclaims_one_behind() -> None:
    state = arranged({A: [9, 1, 1, 1], C: [3, 2, 2, 2], K: [5, 4, 4, 4]}, prize=4)
    state.aediles[K].favour = 10
    state, _ = play(state, {A: 9, C: 3, K: 5})  # A sponsors with 4 favour
    assert sensible(C).choose(ludi, state, C) == LudiVote(yes=False)
    assert sensible(K).choose(ludi, state, K) == LudiVote(yes=True)
