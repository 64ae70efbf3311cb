"""Consul for Life [1.09.82-1.09.823]: nomination, the nominee's votes, the automatic
appointment at 35 Influence, and his victory [1.12]."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.events import Event
from bot.games.ror.rules.actions import ChooseRomeConsul, Propose, Veto, Vote
from bot.games.ror.rules.engine import apply, legal_actions
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.proposal_params import SenatorParams
from bot.games.ror.rules.senate import consul_for_life as cfl
from bot.games.ror.rules.senate import floor
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from bot.games.ror.rules.victory import end_by_consul_for_life, end_by_era_ends
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_senate_kernel import EQU, OPT, PAIR, POP, SENATE, at_senate, yes

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "leader": True, "influence": 21},
    "fam:2": {"faction": "optimates", "influence": 20},
    "fam:4": {"faction": "populares", "leader": True, "influence": 30},
    "fam:5": {"faction": "equites", "leader": True, "influence": 5},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators={**SENATORS, **extra})
    return state


def test_1_09_82_nominee_needs_21_influence_in_rome() -> None:
    state = _state()
    state.senators["fam:4"].command = "war:punic_1"
    assert cfl.nominees(state) == ["fam:1"]
    with pytest.raises(IllegalAction) as err:
        cfl.check_nomination(state, "fam:2")
    assert (err.value.key, err.value.rule) == ("consul_for_life_nominee", "1.09.82")


def test_1_09_82_once_per_turn_and_never_twice() -> None:
    state = _state()
    cfl.nominated(state, "fam:1")
    assert cfl.nominees(state) == []
    with pytest.raises(IllegalAction) as err:
        cfl.check_nomination(state, "fam:4")
    assert err.value.key == "consul_for_life_once"
    state.turn += 1
    assert cfl.nominees(state) == ["fam:1", "fam:4"]
    state.consul_for_life = "fam:4"
    assert cfl.nominees(state) == []


def test_1_09_82_nominee_adds_his_influence_to_his_votes() -> None:
    state = _state()
    assert cfl.extra_votes(state, "fam:4") == 30


def test_1_09_823_automatic_at_35_furthest_above_34_wins() -> None:
    state = _state()
    assert not cfl.check_automatic(Ctx(state))
    state.senators["fam:1"].influence = 35
    state.senators["fam:4"].influence = 36
    ctx = Ctx(state)
    assert cfl.check_automatic(ctx)
    assert state.consul_for_life == "fam:4"
    assert "consul_for_life" in kinds(ctx.events)


def test_1_09_823_tie_goes_to_the_faction_with_more_influence_then_dice() -> None:
    state = _state()
    state.senators["fam:1"].influence = 35
    state.senators["fam:4"].influence = 35
    assert cfl.automatic_candidates(state) == ["fam:1"]  # optimates 35 + 20 > 35
    state.senators["fam:2"].faction = "equites"
    assert cfl.automatic_candidates(state) == ["fam:1", "fam:4"]
    state.rng.forced = [1, 1, 6, 6]
    ctx = Ctx(state)
    cfl.check_automatic(ctx)
    assert state.consul_for_life == "fam:4"


def test_1_09_823_military_reforms_stop_the_automatic_appointment() -> None:
    state = _state()
    state.senators["fam:4"].influence = 40
    state.laws.append("law:military_reforms")
    assert cfl.automatic_candidates(state) == []
    state.senators["fam:4"].command = "war:punic_1"
    state.laws.clear()
    assert cfl.automatic_candidates(state) == []  # only in Rome


def test_1_09_82_consul_for_life_dies_and_his_heir_is_not() -> None:
    state = _state()
    state.consul_for_life = "fam:4"
    assert cfl.alive(state) is not None and not cfl.may_rebel(state, "fam:4")
    kill(Ctx(state), "fam:4")
    assert "fam:4" in state.senators  # the Faction Leader's heir
    assert state.consul_for_life is None and cfl.alive(state) is None


def test_1_09_82_elected_by_the_senate_with_his_influence_and_no_veto() -> None:
    state, _ = make_state(
        clear_factions=True,
        options={"ballot": "open"},
        senators={
            **SENATORS,
            "fam:2": {"faction": "optimates", "influence": 20, "office": "rome_consul"},
        },
        hands={"populares": ["int:tribune#1"]},
    )
    state.phase, state.step, state.senate = "senate", "other", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    state = ctx.state
    offered = legal_actions(state, "optimates")
    nominate = Propose(proposal="consul_for_life", params={"senator": "fam:1"})
    assert Propose(proposal="consul_for_life", params={"senator": "fam:4"}) in offered  # most INF
    events: list[Event] = []
    for seat, action in [
        ("optimates", nominate),
        ("optimates", Vote(yes=["fam:1"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote()),
    ]:
        if seat == "populares":
            assert not any(isinstance(a, Veto) for a in legal_actions(state, seat))
        step = apply(state, seat, action)
        state, events = step.state, events + step.events
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert tally["senators"]["fam:1"]["votes"] > 21  # his votes plus his Influence
    assert state.consul_for_life == "fam:1" and "consul_for_life" in kinds(events)
    assert not any(
        isinstance(a, Propose) and a.proposal == "consul_for_life"
        for a in legal_actions(state, "optimates")
    )


def test_1_12_consul_for_life_wins_at_the_end_of_the_revolution_phase() -> None:
    state = _state()
    state.consul_for_life = "fam:4"
    state.senators["fam:4"].captive = "war:punic_1"  # even a captive
    ctx = Ctx(state)
    assert end_by_consul_for_life(ctx)
    assert state.outcome is not None and state.outcome.winners == ["populares"]
    assert state.outcome.kind == "consul_for_life"


def test_1_12_consul_for_life_wins_at_era_ends() -> None:
    state = _state()
    state.consul_for_life = "fam:5"
    ctx = Ctx(state)
    end_by_era_ends(ctx)
    assert state.outcome is not None and state.outcome.winners == ["equites"]


def test_1_09_823_a_consul_reaching_35_is_consul_for_life_before_the_censor_election() -> None:
    """The consul's +5 takes him to 35: he is Consul for Life at once, not only once the
    Prosecutions (where a conviction could take the Influence away again) are over."""
    senators = {**SENATE, "fam:4": {**SENATE["fam:4"], "influence": 30}}
    state, events = at_senate(senators)
    state, events = play(state, (OPT, Propose(proposal="consuls", params=PAIR)))
    for seat in (OPT, POP, EQU):
        state, more = play(state, (seat, yes(state, seat)))
        events += more
    state, more = play(
        state, (OPT, ChooseRomeConsul(senator="fam:3")), (POP, ChooseRomeConsul(senator="fam:3"))
    )
    events += more
    assert state.senators["fam:4"].influence == 35
    assert state.step == "censor" and state.consul_for_life == "fam:4"
    assert "consul_for_life" in kinds(events)


def test_1_09_82_nominated_any_time_after_the_consular_elections_not_in_prosecutions() -> None:
    """RULES §7.7: "Any time after the consular elections, but not during prosecutions":
    before the Censor is elected too, and in the Dictator's and the governors' steps."""
    state, _ = make_state(
        clear_factions=True,
        senators={
            **SENATORS,
            "fam:2": {"faction": "optimates", "influence": 20, "office": "rome_consul"},
            "fam:3": {"faction": "optimates", "prior_consul": True},
            "fam:6": {"faction": "populares", "prior_consul": True},
        },
    )
    state.phase, state.step, state.senate = "senate", "censor", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    state = ctx.state
    nominate = Propose(proposal="consul_for_life", params={"senator": "fam:4"})
    assert state.step == "censor" and nominate in legal_actions(state, "optimates")
    state, events = play(state, ("optimates", nominate))
    assert "proposal_consul_for_life" in kinds(events)
    for step in ("pontifex", "dictator", "governors", "other"):
        state.step, state.consul_for_life_vote_turn = step, None
        assert floor.proposal_refusal(state, "consul_for_life", _FAM_4) is None, step
    for step in ("consuls", "prosecutions"):
        state.step = step
        refusal = floor.proposal_refusal(state, "consul_for_life", _FAM_4)
        assert refusal is not None and refusal.key == "proposal_out_of_step", step


_FAM_4 = SenatorParams(senator="fam:4")
