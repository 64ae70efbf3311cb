"""`basic` under two advanced rules: the priesthood its Pontifex grants (2.01) and the
Veterans its victorious commander disbands (2.04)."""

from __future__ import annotations

from typing import Any

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import DisbandVeterans, Done, GrantPriesthood
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import play
from tests.rules.test_legion_disbandment import ON, PEOPLE
from tests.rules.test_revolution import past_card_play, revolution, won
from tests.rules.test_senate_pontifex import _senate, _state

ROR = get_game("ror")
SEEDS = range(1, 9)  # a random choice among the actions passes each seed by luck at most


def _choices(state: RorState, seat: str) -> set[Any]:
    return {BasicPlayer(seed).choose(ROR, state, seat) for seed in SEEDS}


def test_2_01_basic_elects_a_pontifex_of_its_own_when_its_votes_carry() -> None:
    """The optimates preside with 8 votes in Rome (Oratory 3 and 4, a knight): they
    propose fam:2 and vote for him; the populares (2) and equites (5) together cannot
    outvote them [2.01]. A kind without a stance had every faction abstain, and no
    Pontifex was ever elected."""
    state = _senate(_state(), "pontifex")
    player = BasicPlayer(1)
    for _ in range(20):
        if state.pontifex is not None or state.step != "pontifex":
            break
        (decision, *_) = ROR.pending(state)
        state, _ = play(state, (decision.seat, player.choose(ROR, state, decision.seat)))
    assert state.pontifex == "fam:2"


def test_2_01_basic_grants_the_priesthood_to_a_senator_of_its_own() -> None:
    """fam:4 (populares) is Pontifex; fam:6, his faction-mate, is offered beside two
    optimates and is granted it."""
    state = _senate(
        _state(pontifex="fam:4", **{"fam:6": {"faction": "populares", "influence": 4}}), "pontifex"
    )
    assert GrantPriesthood(senator="fam:6") in ROR.legal_actions(state, "populares")
    assert _choices(state, "populares") == {GrantPriesthood(senator="fam:6")}


def test_2_01_basic_grants_no_priesthood_to_a_rival() -> None:
    state = _senate(_state(pontifex="fam:4"), "pontifex")
    assert len(ROR.legal_actions(state, "populares")) > 1
    assert _choices(state, "populares") == {Done()}


def _victor(influence: int, legions: int, wars: dict[str, str], treasury: int = 100) -> RorState:
    """fam:4 (populares, Military 0) won with 1 Legion and 3 Veterans, two loyal to him;
    `legions` in Rome, `treasury` talents in the State's, `wars` on the board."""
    people = {**PEOPLE, "fam:4": {**PEOPLE["fam:4"], "influence": influence, "military": 0}}
    forces = (won("fam:4", 1, ("fam:4", "fam:5", "fam:4")),)
    state = past_card_play(
        revolution(people, forces=forces, options=ON, legions=legions, treasury=treasury, wars=wars)
    )
    state.wars = [w for w in state.wars if w.card in wars]  # his war is over
    (decision,) = ROR.pending(state)
    assert (decision.seat, decision.kind) == ("populares", "disband_veterans")
    return state


def test_2_04_basic_disbands_the_veterans_rome_can_spare() -> None:
    """20 Legions in Rome and the 1st Gallic War (10) Inactive: both Veterans loyal to him
    go, for 2 Oratory and 2 Influence."""
    state = _victor(influence=4, legions=20, wars={"war:gallic_1": "inactive"})
    assert _choices(state, "populares") == {DisbandVeterans(senator="fam:4", count=2)}


def test_2_04_basic_keeps_the_veterans_rome_needs() -> None:
    """No Legion in Rome and the 1st Punic War (10) and the 1st Gallic War (10) on the
    board: Rome would recall them."""
    wars = {"war:punic_1": "active", "war:gallic_1": "inactive"}
    state = _victor(influence=4, legions=0, wars=wars)
    assert _choices(state, "populares") == {Done()}


def test_2_04_basic_disbands_what_makes_its_commander_consul_for_life() -> None:
    """At 33 Influence the two Veterans make him Consul for Life at once (1.09.823), however
    much Rome needs them."""
    wars = {"war:punic_1": "active", "war:gallic_1": "inactive"}
    state = _victor(influence=33, legions=0, wars=wars)
    assert _choices(state, "populares") == {DisbandVeterans(senator="fam:4", count=2)}


def test_2_04_basic_keeps_the_veterans_of_a_revolt_that_could_win() -> None:
    """No war on the board, no Legion in Rome and an empty treasury: Rome could spare his
    Veterans, but his 1 Legion and 3 Veterans (7) outmatch what the Senate could send, and
    he may still revolt (1.11.3)."""
    state = _victor(influence=4, legions=0, wars={}, treasury=0)
    assert _choices(state, "populares") == {Done()}
