"""`basic` and Proscription after a civil war Victory (intrigue.json, 1.11.371): the card is
played, and another's accepted, only by the HRAO's faction, and only when the talents his
dice take for every Knight outweigh its own Knights and the Knights it may never recruit
again."""

from __future__ import annotations

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import Consent, Done, PlayProscription
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import play
from tests.rules.test_combat_civil_war import PROSCRIPTION, proscription_window

ROR = get_game("ror")
SEEDS = range(1, 9)  # a random choice among the actions passes each seed by luck at most


def _choices(state: RorState, seat: str) -> set[str]:
    return {str(BasicPlayer(seed).choose(ROR, state, seat)) for seed in SEEDS}


def test_1_11_371_basic_proscribes_when_its_victor_is_hrao_and_rivals_hold_the_knights() -> None:
    """The optimates' victorious Field Consul is HRAO; of the 4 Knights on the board the
    optimates hold 1: about 14 talents and 3 rival Knights gone, for 1 of theirs."""
    state, _ = proscription_window({"optimates": [PROSCRIPTION]}, [])
    assert _choices(state, "optimates") == {str(PlayProscription(card=PROSCRIPTION))}


def test_1_11_371_basic_keeps_the_card_when_its_own_knights_would_go() -> None:
    """The optimates hold 5 of the 8 Knights: the dice would not pay for them."""
    state, _ = proscription_window({"optimates": [PROSCRIPTION]}, [], optimates_knights=5)
    assert _choices(state, "optimates") == {str(Done())}


def test_1_11_371_basic_never_hands_a_rivals_hrao_the_knights() -> None:
    state, _ = proscription_window({"equites": [PROSCRIPTION]}, [])
    assert _choices(state, "equites") == {str(Done())}


def test_1_11_371_basic_as_hrao_accepts_anothers_proscription_on_the_same_count() -> None:
    for knights, agree in ((1, True), (5, False)):
        state, _ = proscription_window({"equites": [PROSCRIPTION]}, [], optimates_knights=knights)
        state, _ = play(
            state,
            ("optimates", Done()),
            ("populares", Done()),
            ("equites", PlayProscription(card=PROSCRIPTION)),
        )
        (decision,) = ROR.pending(state)
        assert (decision.seat, decision.kind) == ("optimates", "proscription_choice")
        assert _choices(state, "optimates") == {str(Consent(agree=agree))}
