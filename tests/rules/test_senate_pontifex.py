"""The Pontifex Maximus and the Priests, advanced rule 2.01 (game option `pontifex`)."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Done, GrantPriesthood, Propose, UnanimousDefeat, Veto, Vote
from bot.games.ror.rules.engine import legal_actions, pending
from bot.games.ror.rules.event_effects import evil_omens
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.revenue import personal_revenue
from bot.games.ror.rules.senate.pontifex import two_thirds
from bot.games.ror.rules.senate.presiding import hrao_in_rome
from bot.games.ror.rules.senate.voting import tally
from bot.games.ror.rules.state import Ballot, Proposal, RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

SENATORS: dict[str, Any] = {
    "fam:1": {
        "faction": "optimates",
        "office": "rome_consul",
        "influence": 5,
        "oratory": 3,
        "knights": 0,
        "leader": True,
    },
    "fam:2": {"faction": "optimates", "influence": 9, "oratory": 4, "knights": 1},
    "fam:4": {"faction": "populares", "influence": 7, "oratory": 2, "knights": 0, "leader": True},
    "fam:5": {"faction": "equites", "influence": 3, "oratory": 5, "knights": 0, "leader": True},
}


def _state(pontifex: str | None = None, on: bool = True, **extra: Any) -> RorState:
    options = {"ballot": "open", "pontifex": on}
    state, _ = make_state(clear_factions=True, senators={**SENATORS, **extra}, options=options)
    state.pontifex = pontifex
    return state


def _senate(state: RorState, step: str) -> RorState:
    state.phase, state.step, state.senate = "senate", step, SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


DEPLOY = {"commander": "fam:1", "war": "war:punic_1"}
ELECT = ("optimates", Propose(proposal="elect_pontifex", params={"senator": "fam:2"}))


def test_2_01_asking_the_pontifex_step_changes_nothing() -> None:
    """The floor's prompt in the pontifex step (is the step complete?) reads the state and
    writes nothing, so a game replays from its log to the same state."""
    state = _senate(_state(), "pontifex")
    before = state.model_dump_json()
    for seat in state.seats:
        legal_actions(state, seat)
    pending(state)
    assert state.model_dump_json() == before


def test_2_01_pontifex_is_elected_after_the_consuls_for_five_influence() -> None:
    state = _senate(_state(), "pontifex")
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "senate_floor")
    assert Done() not in legal_actions(state, "optimates")  # vacant: an election first
    state, events = play(
        state,
        ELECT,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote()),
        ("equites", Vote()),
    )
    assert state.pontifex == "fam:2" and state.senators["fam:2"].influence == 9 + 5
    # then, once a Senate Phase, the new Pontifex may grant a priesthood
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "pontifex_priesthood")
    assert GrantPriesthood(senator="fam:2") not in legal_actions(state, "optimates")
    assert_narrated(events)


def test_2_01_a_failed_election_lets_the_presiding_magistrate_move_on() -> None:
    state = _senate(_state(), "pontifex")
    state, events = play(
        state, ELECT, ("optimates", Vote()), ("populares", Vote(no=["fam:4"])), ("equites", Vote())
    )
    assert state.pontifex is None and "proposal_failed" in kinds(events)
    assert legal_actions(state, "optimates")[0] == Done()


def test_2_01_no_pontifex_business_without_the_option() -> None:
    state = _senate(_state(on=False), "pontifex")
    assert state.step != "pontifex" and state.pontifex is None
    assert all(d.kind != "pontifex_priesthood" for d in pending(state))


def test_2_01_an_office_holder_skips_the_election() -> None:
    state = _senate(_state(pontifex="fam:4"), "pontifex")
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("populares", "pontifex_priesthood")


def test_2_01_pontifex_ranks_sixth_for_hrao() -> None:
    state = _state(pontifex="fam:4")
    assert hrao_in_rome(state).card == "fam:1"  # type: ignore[union-attr]  # the Consul
    state.senators["fam:1"].office = None
    assert hrao_in_rome(state).card == "fam:4"  # type: ignore[union-attr]  # before INF 9
    state.senators["fam:5"].office = "master_of_horse"
    assert hrao_in_rome(state).card == "fam:5"  # type: ignore[union-attr]
    state.options.pontifex = False
    state.senators["fam:5"].office = None
    assert hrao_in_rome(state).card == "fam:2"  # type: ignore[union-attr]


def test_2_01_priesthood_granted_plus_one_and_moved_minus_one() -> None:
    state = _senate(_state(pontifex="fam:4"), "pontifex")
    with pytest.raises(IllegalAction) as err:  # not himself
        play(state, ("populares", GrantPriesthood(senator="fam:4")))
    assert (err.value.key, err.value.rule) == ("priest_candidate", "2.01")
    state, events = play(state, ("populares", GrantPriesthood(senator="fam:5")))
    assert state.priests == ["fam:5"] and state.senators["fam:5"].influence == 4
    assert_narrated(events)
    state = _senate(state, "pontifex")  # the next Senate Phase: move it
    state, _ = play(state, ("populares", GrantPriesthood(senator="fam:2", from_priest="fam:5")))
    assert state.priests == ["fam:2"]
    assert state.senators["fam:5"].influence == 3 and state.senators["fam:2"].influence == 10


def test_2_01_battle_votes_priests_plus_one_pontifex_doubles_unbought() -> None:
    state = _state(pontifex="fam:2")
    state.priests = ["fam:4"]
    state.senate.ballots = {
        "optimates": Ballot(yes=["fam:2"], bought={"fam:2": 3}),
        "populares": Ballot(no=["fam:4"]),
    }
    result = tally(
        state, Proposal(kind="deploy", params=DEPLOY, seat="optimates", proposer="fam:1")
    )
    assert result["senators"]["fam:2"]["votes"] == 2 * (4 + 1) + 3
    assert result["senators"]["fam:4"]["votes"] == 2 + 1
    other = tally(
        state,
        Proposal(kind="raise_forces", params={"legions": 1}, seat="optimates", proposer="fam:1"),
    )
    assert other["senators"]["fam:2"]["votes"] == 4 + 1 + 3  # not a battle vote
    state.options.pontifex = False
    off = tally(state, Proposal(kind="deploy", params=DEPLOY, seat="optimates", proposer="fam:1"))
    assert off["senators"]["fam:4"]["votes"] == 2


def _battle_tally(state: RorState, kind: str, params: dict[str, Any]) -> dict[str, Any]:
    return tally(state, Proposal(kind=kind, params=params, seat="optimates", proposer="fam:1"))


def test_2_01_pontifex_votes_count_double_on_replacing_a_commander() -> None:
    """v1.07B: a vote replacing a commander is a battle vote (Priests +1, the Pontifex's
    votes doubled, never his bought ones)."""
    state = _state(pontifex="fam:2")
    state.priests = ["fam:4"]
    state.senate.ballots = {
        "optimates": Ballot(yes=["fam:2"], bought={"fam:2": 3}),
        "populares": Ballot(no=["fam:4"]),
    }
    replace = {"war": "war:punic_1", "proconsul": "fam:5", "commander": "fam:1"}
    result = _battle_tally(state, "replace_commander", replace)
    assert result["senators"]["fam:2"]["votes"] == 2 * (4 + 1) + 3
    assert result["senators"]["fam:4"]["votes"] == 2 + 1
    state.options.pontifex = False
    off = _battle_tally(state, "replace_commander", replace)
    assert off["senators"]["fam:2"]["votes"] == 4 + 1 + 3
    assert off["senators"]["fam:4"]["votes"] == 2


def test_2_01_priests_count_on_deploying_both_consuls() -> None:
    """Sending both consuls against wars deploys forces against a war: a battle vote."""
    state = _state(pontifex="fam:2")
    state.priests = ["fam:4"]
    state.senate.ballots = {
        "optimates": Ballot(yes=["fam:2"]),
        "populares": Ballot(no=["fam:4"]),
    }
    both = {"forces": [DEPLOY, {"commander": "fam:5", "war": "war:punic_1"}]}
    result = _battle_tally(state, "deploy_consuls", both)
    assert result["senators"]["fam:2"]["votes"] == 2 * (4 + 1)
    assert result["senators"]["fam:4"]["votes"] == 2 + 1


def test_2_01_free_veto_once_a_phase_never_against_his_own_removal() -> None:
    state = _senate(_state(pontifex="fam:4"), "other")
    remove = ("optimates", Propose(proposal="remove_pontifex", params={"senator": "fam:4"}))
    state, _ = play(state, remove, ("optimates", Vote(yes=["fam:1", "fam:2"])))
    assert not any(isinstance(a, Veto) for a in legal_actions(state, "populares"))
    state, events = play(state, ("populares", Vote(no=["fam:4"])), ("equites", Vote(no=["fam:5"])))
    assert "proposal_failed" in kinds(events) and state.pontifex == "fam:4"  # 8 of 15 < 2/3
    state, _ = play(state, ("optimates", UnanimousDefeat(step_down=False)))
    for legions in (2, 3):
        raise_ = Propose(proposal="raise_forces", params={"legions": legions, "fleets": 0})
        state, _ = play(state, ("optimates", raise_), ("optimates", Vote(yes=["fam:1"])))
        vetoes = [a for a in legal_actions(state, "populares") if isinstance(a, Veto)]
        if legions == 2:
            assert vetoes == [Veto(tribune="pontifex:fam:4")]
            state, events = play(state, ("populares", vetoes[0]))
            assert "proposal_vetoed" in kinds(events)
        else:
            assert vetoes == []  # once a Senate Phase
    assert_narrated(events)


def test_2_01_removal_costs_five_influence() -> None:
    state = _senate(_state(pontifex="fam:4"), "other")
    state, events = play(
        state,
        ("optimates", Propose(proposal="remove_pontifex", params={"senator": "fam:4"})),
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote()),
    )
    assert state.pontifex is None and state.senators["fam:4"].influence == 7 - 5  # 8 to 2
    assert_narrated(events)


@pytest.mark.parametrize(
    ("yes", "no", "passes"), [(2, 1, True), (10, 5, True), (3, 2, False), (0, 0, False)]
)
def test_2_01_removal_needs_two_thirds_of_votes_cast(yes: int, no: int, passes: bool) -> None:
    assert two_thirds(yes, no) is passes


def test_2_01_pontifex_income_one_die_more() -> None:
    state = _state(pontifex="fam:2")
    state.rng.forced = [4]
    personal_revenue(Ctx(state))
    assert state.senators["fam:2"].talents == 1 + 1 + 4  # base, knight, 1d6
    assert state.rng.forced == []


def test_2_01_pontifex_pays_evil_omens_instead_of_the_state() -> None:
    state = _state(pontifex="fam:2")
    state.senators["fam:2"].talents, state.treasury = 25, 100
    ctx = Ctx(state)
    evil_omens(ctx, 1)
    assert state.senators["fam:2"].talents == 5 and state.treasury == 100
    assert state.pontifex == "fam:2"
    assert_narrated(ctx.events)


def test_2_01_pontifex_who_cannot_pay_falls_and_his_faction_pays_shortfall_and_fine() -> None:
    state = _state(pontifex="fam:2")
    state.senators["fam:2"].talents, state.factions["optimates"].treasury = 12, 30
    ctx = Ctx(state)
    evil_omens(ctx, 1)
    s = state.senators["fam:2"]
    assert state.pontifex is None and s.major and s.influence == 9 - 5 and s.talents == 0
    assert state.factions["optimates"].treasury == 30 - (8 + 10)
    assert not state.senators["fam:1"].major  # the faction could pay
    assert_narrated(ctx.events)


def test_2_01_second_evil_omens_in_a_turn_and_unpaid_fine_make_the_leader_liable() -> None:
    state = _state(pontifex="fam:2")
    state.senators["fam:2"].talents, state.factions["optimates"].treasury = 50, 4
    ctx = Ctx(state)
    evil_omens(ctx, 1)
    assert state.pontifex == "fam:2" and state.senators["fam:2"].talents == 30
    evil_omens(ctx, 2)  # a second one in the same turn
    assert state.pontifex is None and state.senators["fam:2"].talents == 30
    assert state.factions["optimates"].treasury == 0
    assert state.senators["fam:1"].major  # the Faction Leader may face a Major Prosecution


def test_2_01_death_leaves_the_office_and_priesthood_vacant() -> None:
    state = _state(pontifex="fam:2")
    state.priests = ["fam:5"]
    ctx = Ctx(state)
    kill(ctx, "fam:2")
    kill(ctx, "fam:5")
    assert state.pontifex is None and state.priests == []
