"""How a computer player keeps a rival from Consul for Life, which wins him the game
[1.09.82, 1.09.823, 1.12]: it keeps talents for No votes, buys its share of them, turns
prosecutions and the Censor's election against the rival nearest to it, and gives no
rival the office that takes him to the 35 Influence that appoint him."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from bot.engine.decisions import Decision
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.ai.guard import censor_value, guard, prosecution_value, spares
from bot.games.ror.ai.purses import purse_keeper
from bot.games.ror.ai.seen import Seen
from bot.games.ror.rules.actions import AttractKnight, Contribute, NameSenator, Vote
from bot.games.ror.rules.engine import pending
from bot.games.ror.rules.state import RorState, War
from tests.rules.conftest import make_state, play
from tests.test_ai_assassins import SENATORS, nomination

ROR = get_game("ror")


def _senators(nominee_influence: int, talents: int) -> dict[str, Any]:
    """The Populares' Rome Consul (fam:4, Oratory 3) with `nominee_influence`, and three
    other factions' senators, 7 votes in all, the Optimates' and the Equites' Leaders
    (fam:1, fam:6) holding `talents` each."""
    senators = copy.deepcopy(SENATORS)
    senators["fam:4"]["influence"] = nominee_influence
    for leader in ("fam:1", "fam:6"):
        senators[leader]["talents"] = talents
    return senators


def _seen(state: RorState, seat: str) -> Seen:
    decision = next((d for d in pending(state) if d.seat == seat), None)
    return Seen(seat=seat, view=ROR.view(state, seat), decision=decision)


@pytest.mark.parametrize("nominee_influence", [25, 5])
def test_1_09_82_basic_keeps_talents_for_no_votes_while_a_rival_could_carry_a_nomination(
    nominee_influence: int,
) -> None:
    """Against a nominee with 25 Influence and 30 votes with his faction's, the two other
    factions' 7 votes need 24 bought, and 12 more against what he may still gain: each
    keeps its half. A rival far from 21 Influence asks nothing kept."""
    state, _ = make_state(clear_factions=True, senators=_senators(nominee_influence, talents=20))
    seen = _seen(state, "optimates")
    leader = seen.senator("fam:1")
    if nominee_influence == 25:
        assert guard(seen) == 18  # (30 - 7 + 12) / 2, rounded up
        assert spares(seen, leader, 2) and not spares(seen, leader, 3)
        assert (BasicPlayer.score(seen, AttractKnight(senator="fam:1", talents=3)) or 0) < 0
    else:
        assert guard(seen) == 0 and spares(seen, leader, 20)


def _nomination(talents: int, knights: int = 0) -> tuple[RorState, str]:
    """The Populares' nominee (Influence 25) on the floor in an open ballot, his faction's
    ballot cast. Returns the state and the next seat to vote."""
    senators = _senators(25, talents)
    for card in ("fam:1", "fam:2", "fam:6"):
        senators[card]["knights"] = knights
    return nomination(senators)


def test_1_09_13_basic_buys_its_share_of_the_no_votes_a_nominee_would_beat() -> None:
    """30 votes for the nominee (his faction has no talent to buy more) against 7: 24
    lacking. Each of the two factions holds half the talents against him and buys half,
    plus 2; the faction voting after it does the same, and the nomination fails."""
    state, seat = _nomination(talents=20)
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert isinstance(action, Vote) and action.no and not action.yes, action
    leader = "fam:1" if seat == "optimates" else "fam:6"
    assert action.bought == {leader: 14}  # 24 / 2 + 2
    state, _ = play(state, (seat, action))
    (ballot,) = pending(state)
    state, _ = play(state, (ballot.seat, BasicPlayer(1).choose(ROR, state, ballot.seat)))
    assert state.consul_for_life is None


def test_1_09_13_basic_buys_no_vote_its_no_votes_do_not_need() -> None:
    """With 16 knights each the other factions outvote the nominee: no talent is spent."""
    state, seat = _nomination(talents=20, knights=16)
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert isinstance(action, Vote) and action.no and not action.bought, action


def test_1_09_41_basic_accuses_the_rival_nearest_consul_for_life() -> None:
    """A prosecution of a rival with 25 Influence is worth more than one of a rival with
    3, a Major charge (death if guilty) more than a Minor one; one of ours is opposed."""
    state, _ = make_state(clear_factions=True, senators=_senators(25, talents=0))
    seen = _seen(state, "optimates")

    def value(accused: str, kind: str) -> float:
        return prosecution_value(seen, {"accused": accused, "kind": kind})

    assert value("fam:4", "major") > value("fam:4", "minor") > value("fam:5", "minor")
    assert value("fam:2", "minor") < 0


def test_1_09_4_basic_elects_a_harmless_censor_before_the_last_candidate_left() -> None:
    """The last Censor candidate left is appointed [1.09.4]: with a rival of 25 Influence
    eligible, a vote for a candidate of another faction keeps him out, and one for his
    faction-mate does not."""
    senators = _senators(25, talents=0)
    senators["fam:4"] = {**senators["fam:4"], "office": None, "prior_consul": True}
    senators["fam:5"] = {**senators["fam:5"], "prior_consul": True}
    senators["fam:6"] = {**senators["fam:6"], "prior_consul": True}
    state, _ = make_state(clear_factions=True, senators=senators)
    seen = _seen(state, "optimates")
    assert censor_value(seen, {"senator": "fam:6"}) > 0 > censor_value(seen, {"senator": "fam:5"})
    senators["fam:4"]["influence"] = 5
    state, _ = make_state(clear_factions=True, senators=senators)
    assert censor_value(_seen(state, "optimates"), {"senator": "fam:6"}) == 0


@pytest.mark.parametrize("nominee_influence", [25, 5])
def test_1_09_13_basic_buys_no_other_votes_with_the_talents_it_keeps(
    nominee_influence: int,
) -> None:
    """Votes bought against the prosecution of one of ours are worth their talents, but
    not those kept against a rival's nomination: with the nominee at 25 Influence the
    Optimates keep 18 of their 20 talents and buy none; at 5 they buy."""
    state, _ = make_state(clear_factions=True, senators=_senators(nominee_influence, talents=20))
    decision = Decision(
        seat="optimates",
        kind="senate_ballot",
        rule="1.09.13",
        data={"proposal": "prosecution", "accused": "fam:2", "kind": "minor"},
    )
    seen = Seen(seat="optimates", view=ROR.view(state, "optimates"), decision=decision)
    plain = Vote(no=["fam:1", "fam:2"])
    bought = Vote(no=["fam:1", "fam:2"], bought={"fam:1": 3})
    more = (BasicPlayer.score(seen, bought) or 0) > (BasicPlayer.score(seen, plain) or 0)
    assert more == (nominee_influence == 5)


@pytest.mark.parametrize("active", [1, 2])
def test_1_06_52_basic_gives_its_kept_talents_to_a_state_short_of_them_at_war(
    active: int,
) -> None:
    """The Optimates keep 18 talents against the nominee, so a contribution of 10 from
    their 20 is not made while the State, short of the talents its wars need, fights one
    war; with two Active wars Rome's need comes first [1.06.52]."""
    state, _ = make_state(clear_factions=True, senators=_senators(25, talents=20))
    state.legions = state.fleets = 0
    state.wars = [
        War(card=card, status="active") for card in ("war:gallic_1", "war:illyrian_1")[:active]
    ]
    state.treasury = 50  # the debits (20 a war) are paid, not the war chest
    seen = _seen(state, "optimates")
    assert guard(seen) == 18
    score = BasicPlayer.score(seen, Contribute(senator="fam:1", amount=10)) or 0
    assert (score > 0) == (active == 2)


def test_1_09_13_basic_gathers_its_purses_on_a_senator_who_votes() -> None:
    """A commander's purse buys no vote: the faction's talents go to its senator in Rome
    with the most Oratory and Influence, not to its Leader at war [1.09.11]."""
    state, _ = make_state(clear_factions=True, senators=_senators(25, talents=0))
    state.senators["fam:1"].command = "war:gallic_1"
    keeper = purse_keeper(_seen(state, "optimates"))
    assert keeper is not None and keeper.card == "fam:2"


def _general(influence: int) -> RorState:
    """The Populares' fam:5, Military 6, with `influence`; one Active war."""
    senators = _senators(25, talents=0)
    senators["fam:5"] = {**senators["fam:5"], "influence": influence, "military": 6}
    senators["fam:2"] = {**senators["fam:2"], "military": 1}
    state, _ = make_state(clear_factions=True, senators=senators)
    state.wars = [War(card="war:gallic_1", status="active")]
    return state


@pytest.mark.parametrize("influence", [10, 30])
def test_1_09_823_basic_names_no_dictator_the_office_makes_consul_for_life(
    influence: int,
) -> None:
    """The Dictator gains 7 Influence [1.09.33], and a senator in Rome with 35 is Consul
    for Life at once [1.09.823]: the Optimates' Consul names the Populares' general of
    Military 6 at 10 Influence, but at 30 his own senator of Military 1 instead, unless
    Rome already has its Consul for Life."""
    state = _general(influence)
    decision = Decision(seat="optimates", kind="appoint_dictator", rule="1.09.31", data={})

    def named() -> str:
        seen = Seen(seat="optimates", view=ROR.view(state, "optimates"), decision=decision)
        scores = {
            c: BasicPlayer.score(seen, NameSenator(senator=c)) or 0.0 for c in ("fam:2", "fam:5")
        }
        return max(scores, key=lambda c: scores[c])

    assert named() == ("fam:5" if influence == 10 else "fam:2")
    state.consul_for_life = "fam:4"  # once Rome has one, no office makes another
    assert named() == "fam:5"


@pytest.mark.parametrize("influence", [10, 31])
def test_1_09_823_basic_votes_no_consul_the_office_makes_consul_for_life(influence: int) -> None:
    """A Consul gains 5 Influence [1.09.22]: at war the Optimates vote for a pair with the
    Populares' general of Military 6 at 10 Influence, and against it at 31, which the
    office would take to 36 [1.09.823]."""
    state = _general(influence)
    decision = Decision(
        seat="optimates",
        kind="senate_ballot",
        rule="1.09.2",
        data={"proposal": "consuls", "pair": ["fam:5", "fam:6"]},
    )
    seen = Seen(seat="optimates", view=ROR.view(state, "optimates"), decision=decision)
    yes = BasicPlayer.score(seen, Vote(yes=["fam:1", "fam:2"])) or 0.0
    no = BasicPlayer.score(seen, Vote(no=["fam:1", "fam:2"])) or 0.0
    assert (yes > no) == (influence == 10)


def test_1_09_44_basic_weighs_what_the_prosecutor_gains() -> None:
    """A successful Prosecutor gains half the Influence the accused loses [1.09.44]: the
    Major prosecution of the Populares' nominee (25 Influence) is worth less to the
    Optimates with the Equites' Leader at 20 Influence as Prosecutor (he would reach 33)
    than with their own senator or the Equites' Leader at 4."""
    state, _ = make_state(clear_factions=True, senators=_senators(25, talents=0))

    def value(prosecutor: str) -> float:
        charge = {"accused": "fam:4", "kind": "major", "prosecutor": prosecutor}
        return prosecution_value(_seen(state, "optimates"), charge)

    assert value("fam:2") == value("fam:6")
    state.senators["fam:6"].influence = 20
    assert value("fam:6") < value("fam:2")
