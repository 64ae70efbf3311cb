"""`basic` under two advanced rules: the Pontifex elected and removed and the priesthood
he grants (2.01); the Veterans its victorious commander disbands and the Senate recalls
(2.04)."""

from __future__ import annotations

from typing import Any

from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import (
    Adjourn,
    DisbandVeterans,
    Done,
    GrantPriesthood,
    Propose,
    Vote,
)
from bot.games.ror.rules.state import RorState
from tests.rules.conftest import make_state, play
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


def ballots(state: RorState) -> dict[str, Vote]:
    """Each faction's vote on the proposal on the floor, `basic` casting every one."""
    cast: dict[str, Vote] = {}
    while (decision := ROR.pending(state)[0]).kind == "senate_vote":
        vote = BasicPlayer(1).choose(ROR, state, decision.seat)
        assert isinstance(vote, Vote)
        cast[decision.seat] = vote
        state, _ = play(state, (decision.seat, vote))
    return cast


def _removal(pontifex: str) -> dict[str, Vote]:
    state = _senate(_state(pontifex=pontifex), "other")
    removal = Propose(proposal="remove_pontifex", params={"senator": pontifex})
    assert {str(a) for a in _proposals(state)} == {str(removal)}
    state, _ = play(state, ("optimates", removal))
    return ballots(state)


def _proposals(state: RorState) -> list[Any]:
    return [BasicPlayer(seed).choose(ROR, state, "optimates") for seed in SEEDS]


def test_2_01_basic_moves_to_remove_the_leading_rivals_pontifex() -> None:
    """The optimates (14 Influence) preside; the populares' fam:4 (7) is Pontifex and the
    populares lead the optimates' rivals: they move his removal and vote for it; the
    populares vote against; the equites, whose leading rival is the optimates, keep him
    rather than see the office change hands every Senate Phase [2.01]."""
    votes = _removal("fam:4")
    assert votes["optimates"].yes and not votes["optimates"].no
    assert votes["populares"].no and votes["equites"].no


def test_2_01_basic_leaves_a_lesser_rivals_pontifex_in_office() -> None:
    """The equites' fam:5 (3 Influence) is Pontifex: the optimates adjourn."""
    state = _senate(_state(pontifex="fam:5"), "other")
    assert {str(a) for a in _proposals(state)} == {str(Adjourn())}


def _disbanded(legions: int) -> RorState:
    """fam:4 (populares) has 2 Veterans disbanded; the optimates' Rome Consul presides
    over other business with 200 talents in the treasury, `legions` in Rome and the 1st
    Gallic War (10, no fleet) Active."""
    people = {**PEOPLE, "fam:2": {"faction": "optimates", "leader": True, "office": "rome_consul"}}
    state, _ = make_state(
        clear_factions=True,
        senators=people,
        treasury=200,
        legions=legions,
        wars={"war:gallic_1": "active"},
        options={**ON, "ballot": "open"},
    )
    state.disbanded = {"fam:4": 2}
    return _senate(state, "other")


RECALL = Propose(proposal="recall_legions", params={"senator": "fam:4", "count": 2})


def test_2_04_basic_recalls_disbanded_veterans_the_war_needs() -> None:
    """No Legion in Rome: the two Veterans, 2 Legions' strength each for 10 talents, go
    toward the 15 the war's decisive battle takes: every faction votes for the recall, the
    populares too, though their fam:4 loses the 2 Influence and Oratory their disbanding
    gave him."""
    state, _ = play(_disbanded(0), ("optimates", RECALL))
    votes = ballots(state)
    assert all(v.yes and not v.no for v in votes.values()) and len(votes) == 3


def test_2_04_basic_leaves_disbanded_veterans_rome_does_not_need() -> None:
    """20 Legions in Rome already beat the war: recalling the Veterans would only cost the
    State, and fam:4's faction the Influence; every faction votes against."""
    state, _ = play(_disbanded(20), ("optimates", RECALL))
    votes = ballots(state)
    assert all(v.no and not v.yes for v in votes.values()) and len(votes) == 3
