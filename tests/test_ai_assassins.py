"""The attempt a computer player types on a rival's nominee for Consul for Life, who wins
the game if elected [1.09.7, 1.09.73, 1.09.82]."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import Assassinate, PlayBodyguards, Propose, Vote
from bot.games.ror.rules.engine import pending
from bot.games.ror.rules.senate.assassination import SPECIAL
from bot.games.ror.rules.state import Assassination, RorState, SenateState, War
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play

ROR = get_game("ror")

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "leader": True, "influence": 9, "oratory": 3},
    "fam:2": {"faction": "optimates", "influence": 3, "oratory": 2},
    "fam:4": {
        "faction": "populares",
        "leader": True,
        "influence": 25,
        "oratory": 3,
        "office": "rome_consul",
    },
    "fam:5": {"faction": "populares", "influence": 2, "oratory": 2},
    "fam:6": {"faction": "equites", "leader": True, "influence": 4, "oratory": 2},
}


def _nomination(knights: int) -> tuple[RorState, str]:
    """The Populares' Rome Consul (Influence 25, 30 votes with his faction's) nominated,
    his faction's ballot cast; each other senator has `knights` knights. Returns the
    state and the next seat to vote."""
    senators = {card: {**s, "knights": knights} for card, s in SENATORS.items()}
    senators["fam:4"]["knights"] = senators["fam:5"]["knights"] = 0
    return nomination(senators)


def nomination(senators: dict[str, Any]) -> tuple[RorState, str]:
    """`senators` (SENATORS' cards) in the Senate at other business, open ballot: the
    Populares nominate fam:4 for Consul for Life and cast their ballot. Returns the state
    and the next seat to vote."""
    state, _ = make_state(clear_factions=True, options={"ballot": "open"}, senators=senators)
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    state, _ = play(
        ctx.state,
        ("populares", Propose(proposal="consul_for_life", params={"senator": "fam:4"})),
        ("populares", Vote(yes=["fam:4", "fam:5"])),
    )
    (ballot,) = pending(state)
    return state, ballot.seat


def test_1_09_82_basic_tries_the_knife_on_a_nominee_its_no_votes_cannot_stop() -> None:
    """30 votes against the 7 of the other factions: the next faction to vote sends its
    senator it can best spare (not its Leader, the least Influence) against the nominee
    before voting; the kill voids the nomination [1.09.73]."""
    state, seat = _nomination(knights=0)
    action = BasicPlayer(1).choose(ROR, state, seat)
    spared = "fam:2" if seat == "optimates" else "fam:6"
    assert action == Assassinate(assassin=spared, target="fam:4"), action
    state.rng.forced = [6]
    state, events = play(state, (seat, action))
    if pending(state)[0].kind == "bodyguards":
        state, more = play(state, ("populares", PlayBodyguards()))
        events += more
    assert "proposal_void" in kinds(events) and state.consul_for_life is None


@pytest.mark.parametrize("reason", ["outvoted", "attempted", "pressed"])
def test_1_09_7_basic_keeps_its_senators_when_the_knife_is_not_needed(reason: str) -> None:
    """With 16 knights each the other factions outvote the nominee's 30 by far: they vote
    No and risk nobody. Nor is an attempt made once the faction has made its one attempt
    of the turn, nor while two wars are Active: a rival's victory then ends the game
    rather than shaking the Senate that must fight them [1.12]."""
    state, seat = _nomination(knights=16 if reason == "outvoted" else 0)
    if reason == "attempted":
        state.assassinations = [Assassination(turn=state.turn, faction=seat, target_faction="x")]
    if reason == "pressed":
        state.wars = [War(card=c, status="active") for c in ("war:gallic_1", "war:illyrian_1")]
    action = BasicPlayer(1).choose(ROR, state, seat)
    assert action.kind == "vote" and action.no and not action.yes, action


def test_1_09_74_basic_votes_to_execute_a_caught_assassins_leader() -> None:
    """The next faction's assassin is caught (a 1) sent against the nominee: his Leader,
    in Rome, is tried for his life, without veto. His faction votes against; the two
    others vote for it, whatever each thinks of the interrupted nomination."""
    senators = {card: {**s, "knights": 0} for card, s in SENATORS.items()}
    senators["fam:7"] = {"faction": "equites", "influence": 1, "oratory": 1, "knights": 0}
    state, seat = nomination(senators)
    assassin = "fam:2" if seat == "optimates" else "fam:7"  # not the Leader [1.09.74]
    state.rng.forced = [1, 3, 4]  # caught; the Leader's appeal
    state, events = play(state, (seat, Assassinate(assassin=assassin, target="fam:4")))
    if pending(state)[0].kind == "bodyguards":
        state, more = play(state, ("populares", PlayBodyguards()))
        events += more
    assert "assassin_special_prosecution" in kinds(events)
    votes: dict[str, Vote] = {}
    while state.senate.proposal is not None and state.senate.proposal.kind == SPECIAL:
        (decision,) = pending(state)
        vote = BasicPlayer(1).choose(ROR, state, decision.seat)
        assert isinstance(vote, Vote)
        votes[decision.seat] = vote
        state, _ = play(state, (decision.seat, vote))
    assert set(votes) == {"optimates", "populares", "equites"}
    for voter, vote in votes.items():
        against = voter == seat
        assert (bool(vote.no), bool(vote.yes)) == (against, not against)
