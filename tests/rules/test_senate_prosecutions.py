"""Prosecutions [1.09.41-1.09.45]: grounds, limits, the Appeal table, verdicts, clean-up."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import AppealToPeople, Consent, Done, Propose, Veto, Vote
from bot.games.ror.rules.engine import apply, legal_actions, pending
from bot.games.ror.rules.senate import prosecutions as pr
from bot.games.ror.rules.senate.prosecutions import PROSECUTION
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play

SENATORS: dict[str, Any] = {
    "fam:1": {
        "faction": "optimates",
        "office": "censor",
        "prior_consul": True,
        "oratory": 4,
        "knights": 0,
    },
    "fam:2": {"faction": "optimates", "influence": 3, "popularity": 1, "oratory": 3, "knights": 0},
    "fam:4": {
        "faction": "populares",
        "influence": 9,
        "popularity": 2,
        "prior_consul": True,
        "major": True,
        "concessions": ["con:mining", "con:harbor_fees"],
        "corrupt_concessions": ["con:mining"],
        "oratory": 2,
        "knights": 0,
    },
    "fam:5": {"faction": "equites", "corrupt": True, "oratory": 5, "knights": 0},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(clear_factions=True, senators={**SENATORS, **extra})
    return state


def test_1_09_412_minor_grounds_are_markers_and_each_corrupt_concession() -> None:
    state = _state()
    assert pr.grounds(state.senators["fam:4"], "minor") == ["major", "con:mining"]
    assert pr.grounds(state.senators["fam:5"], "minor") == ["corrupt"]
    assert pr.grounds(state.senators["fam:2"], "minor") == []


def test_1_09_413_major_grounds_need_a_major_marker() -> None:
    state = _state()
    assert pr.grounds(state.senators["fam:4"], "major") == ["major"]
    assert pr.grounds(state.senators["fam:5"], "major") == []
    with pytest.raises(IllegalAction) as err:
        pr.check_prosecution(state, "fam:5", "major", "corrupt")
    assert (err.value.key, err.value.rule) == ("prosecution_no_ground", "1.09.413")


def test_1_09_41_censor_never_accused_and_only_senators_in_rome() -> None:
    state = _state(**{"fam:6": {"faction": "equites", "corrupt": True}})
    state.senators["fam:1"].corrupt = True
    state.senators["fam:6"].command = "war:punic_1"
    accused = {a for a, _, _ in pr.prosecution_options(state)}
    assert accused == {"fam:4", "fam:5"}
    with pytest.raises(IllegalAction) as err:
        pr.check_prosecution(state, "fam:1", "minor", "corrupt")
    assert err.value.key == "prosecution_accused"


def test_1_09_41_two_minor_or_one_major_special_ones_apart() -> None:
    state = _state()
    assert pr.kinds_left(state) == ["minor", "major"]
    pr.record(state, "fam:5", "special", "assassin")
    assert pr.kinds_left(state) == ["minor", "major"]
    pr.record(state, "fam:5", "minor", "corrupt")
    assert pr.kinds_left(state) == ["minor"]
    pr.record(state, "fam:4", "minor", "major")
    assert pr.kinds_left(state) == []
    with pytest.raises(IllegalAction) as err:
        pr.check_prosecution(state, "fam:4", "minor", "con:mining")
    assert err.value.key == "prosecution_limit"
    state.turn += 1  # a new turn: last turn's prosecutions are forgotten
    assert pr.kinds_left(state) == ["minor", "major"]
    pr.record(state, "fam:4", "major", "major")
    assert pr.kinds_left(state) == [] and len(state.prosecutions) == 1


def test_1_09_411_prosecutor_is_neither_censor_nor_accused() -> None:
    state = _state()
    state.senators["fam:2"].captive = "war:punic_1"
    assert pr.prosecutors(state, "fam:4") == ["fam:5"]


def test_1_09_43_no_second_prosecution_for_the_same_reason() -> None:
    state = _state()
    entry = pr.record(state, "fam:4", "minor", "con:mining")
    entry.result = "acquitted"
    options = pr.prosecution_options(state)
    assert ("fam:4", "minor", "con:mining") not in options
    assert ("fam:4", "minor", "major") in options  # another reason is still open
    with pytest.raises(IllegalAction) as err:
        pr.check_prosecution(state, "fam:4", "minor", "con:mining")
    assert (err.value.key, err.value.rule) == ("prosecution_again", "1.09.43")


@pytest.mark.parametrize(
    ("total", "votes", "killed", "freed", "chits"),
    [
        (-7, 0, True, False, 0),
        (2, 0, True, False, 0),
        (3, -16, False, False, 0),
        (6, -4, False, False, 0),
        (7, 0, False, False, 0),
        (8, 4, False, False, 0),
        (11, 16, False, False, 0),
        (12, 0, False, True, 1),
        (20, 0, False, True, 9),
    ],
)
def test_1_09_421_popular_appeal_table_edges(
    total: int, votes: int, killed: bool, freed: bool, chits: int
) -> None:
    row = pr.appeal(total)
    assert (row.votes, row.killed, row.freed, row.chits) == (votes, killed, freed, chits)


def test_1_09_421_freed_accused_chits_kill_only_censor_and_prosecutor() -> None:
    state = _state()
    state.rng.forced = ["chit:4", "chit:1", "chit:5"]
    ctx = Ctx(state)
    killed = pr.mob_chits(ctx, 3, ["fam:1", "fam:5"], "1.09.421")
    assert killed == ["fam:1", "fam:5"]
    assert "fam:4" in state.senators  # the accused's own chit does not touch him


def test_1_09_441_minor_conviction_and_1_09_44_prosecutor_reward() -> None:
    state = _state()
    ctx = Ctx(state)
    pr.convict(ctx, "fam:4", "minor", "fam:2")
    accused, prosecutor = state.senators["fam:4"], state.senators["fam:2"]
    assert (accused.influence, accused.popularity, accused.prior_consul) == (4, -3, False)
    assert accused.concessions == [] and accused.corrupt_concessions == []
    assert state.forum[-2:] == ["con:mining", "con:harbor_fees"]
    assert (prosecutor.influence, prosecutor.prior_consul) == (3 + 3, True)  # ceil(5/2)


def test_1_09_441_influence_floor_and_popularity_negative_to_minus_nine() -> None:
    state = _state()
    state.senators["fam:4"].influence, state.senators["fam:4"].popularity = 3, -6
    ctx = Ctx(state)
    pr.convict(ctx, "fam:4", "minor", "fam:2")
    assert (state.senators["fam:4"].influence, state.senators["fam:4"].popularity) == (0, -9)
    assert state.senators["fam:2"].influence == 3 + 2  # half of 3, rounded up


def test_1_09_441_pompey_30a_loses_twice_the_popularity_when_convicted() -> None:
    """statesmen.json 30A: his Popularity losses are doubled: -10, down to -9."""
    state = _state()
    state.senators["st:30A"] = state.senators.pop("fam:4").model_copy(
        update={"card": "st:30A", "popularity": 3}
    )
    ctx = Ctx(state)
    pr.convict(ctx, "st:30A", "minor", "fam:2")
    assert state.senators["st:30A"].popularity == -7
    assert (
        next(e for e in ctx.events if e.kind == "prosecution_minor_guilty").data["popularity"] == 10
    )


def test_1_09_442_major_conviction_executes_and_rewards_half_his_influence() -> None:
    state = _state()
    ctx = Ctx(state)
    pr.convict(ctx, "fam:4", "major", "fam:2")
    assert "fam:4" not in state.senators
    assert "prosecution_executed" in kinds(ctx.events) and "senator_died" in kinds(ctx.events)
    assert state.senators["fam:2"].influence == 3 + 5 and state.senators["fam:2"].prior_consul


def test_1_09_44_prosecutor_killed_gets_nothing() -> None:
    state = _state()
    ctx = Ctx(state)
    pr.mob_killed(ctx, "fam:4", None)
    assert "fam:4" not in state.senators
    assert "prosecution_reward" not in kinds(ctx.events)


def test_1_09_45_markers_leave_senators_in_rome_and_arms_bars_hide() -> None:
    state = _state(
        **{
            "fam:6": {"faction": "equites", "major": True, "corrupt": True},
            "fam:7": {
                "faction": "equites",
                "concessions": ["con:armaments", "con:ship_building", "con:land_commissioner"],
                "corrupt_concessions": [
                    "con:armaments",
                    "con:ship_building",
                    "con:land_commissioner",
                ],
            },
        }
    )
    state.senators["fam:6"].province = "prov:sicilia"  # abroad: keeps his markers
    ctx = Ctx(state)
    pr.end_prosecutions(ctx)
    assert not state.senators["fam:4"].major and not state.senators["fam:5"].corrupt
    assert state.senators["fam:6"].major and state.senators["fam:6"].corrupt
    assert state.senators["fam:7"].corrupt_concessions == ["con:land_commissioner"]
    assert state.senators["fam:4"].corrupt_concessions == ["con:mining"]


# ---------------------------------------------------------------- through the Senate


def _senate(
    step: str = "prosecutions", hands: dict[str, list[str]] | None = None, **extra: Any
) -> RorState:
    """The Senate at `step`, open ballots (factions vote in turn)."""
    state, _ = make_state(
        clear_factions=True,
        senators={**SENATORS, **extra},
        options={"ballot": "open"},
        hands=hands or {},
    )
    state.phase, state.step, state.senate = "senate", step, SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


CHARGE = {"accused": "fam:4", "kind": "minor", "ground": "con:mining", "prosecutor": "fam:2"}
PROPOSE = ("optimates", Propose(proposal="prosecution", params=CHARGE))


def test_1_09_41_the_censor_presides_and_prosecution_is_no_tribune_proposal() -> None:
    state = _senate()
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("optimates", "senate_floor")
    offered = legal_actions(state, "optimates")
    assert Propose(proposal="prosecution", params={**CHARGE, "ground": "major"}) in offered
    assert Done() in offered  # the Censor may declare there are no (more) prosecutions
    assert not PROSECUTION.by_tribune  # 1.09.422


def test_1_09_42_guilty_vote_and_the_accused_influence_counts_against() -> None:
    state = _senate()
    state, events = play(
        state,
        PROPOSE,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote()),
    )
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert tally["senators"]["fam:4"]["votes"] == 2 + 9  # ORA + INF [1.09.42]
    assert (tally["yes"], tally["no"]) == (4 + 3, 11)
    assert "prosecution_acquitted" in kinds(events)
    assert state.prosecutions[0].result == "acquitted"
    # 1.09.43: not again on the same ground; another ground is still open
    assert Propose(proposal="prosecution", params=CHARGE) not in legal_actions(state, "optimates")


def test_1_09_441_guilty_verdict_through_the_vote() -> None:
    state = _senate(**{"fam:6": {"faction": "equites", "oratory": 9}})
    state, events = play(
        state,
        PROPOSE,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote(yes=["fam:5", "fam:6"])),
    )
    assert "prosecution_minor_guilty" in kinds(events)
    assert state.senators["fam:4"].influence == 4 and state.senators["fam:2"].prior_consul


def test_1_09_421_appeal_votes_join_the_tally() -> None:
    state = _senate()
    state.rng.forced = [4, 4]  # 8 + POP 2 = 10: +12 votes against conviction
    state, events = play(
        state,
        PROPOSE,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", AppealToPeople()),
        ("populares", Vote()),
        ("equites", Vote(yes=["fam:5"])),
    )
    appeal_event = next(e for e in events if e.kind == "appeal_result")
    assert appeal_event.data["votes"] == 12
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert (tally["yes"], tally["no"]) == (4 + 3 + 5, 12)


def test_1_09_421_appeal_once_and_only_by_the_accused_faction() -> None:
    state = _senate()
    state, _ = play(state, PROPOSE, ("optimates", Vote(yes=["fam:1"])))
    assert AppealToPeople() in legal_actions(state, "populares")
    state.rng.forced = [3, 4]
    state, _ = play(state, ("populares", AppealToPeople()))
    assert AppealToPeople() not in legal_actions(state, "populares")


def test_1_09_421_mob_kills_the_accused_who_counts_as_guilty() -> None:
    state = _senate()
    state.senators["fam:4"].popularity = -3
    state.rng.forced = [2, 2]  # 4 - 3 = 1: killed
    state, events = play(
        state, PROPOSE, ("optimates", Vote(yes=["fam:1"])), ("populares", AppealToPeople())
    )
    assert "prosecution_mob_kills" in kinds(events)
    assert "fam:4" not in state.senators
    assert state.senators["fam:2"].influence == 3 + 5 and state.senators["fam:2"].prior_consul
    assert state.senate.proposal is None and state.prosecutions[0].result == "guilty"


def test_1_09_421_freed_accused_draws_chits_against_censor_and_prosecutor() -> None:
    state = _senate()
    state.rng.forced = [6, 6, "chit:4", "chit:1", "chit:5"]  # 12 + 2 = 14: three chits
    state, events = play(
        state, PROPOSE, ("optimates", Vote(yes=["fam:1"])), ("populares", AppealToPeople())
    )
    assert "prosecution_acquitted" in kinds(events)
    died = [e.data["senator"] for e in events if e.kind == "senator_died"]
    assert died == ["fam:1"]  # the Censor; the accused's own chit and fam:5's do nothing
    assert state.prosecutions[0].result == "acquitted"


def test_1_09_422_tribune_veto_still_counts_toward_the_limit() -> None:
    state = _senate(hands={"populares": ["int:tribune#1"]})
    major = {**CHARGE, "kind": "major", "ground": "major"}
    state, events = play(
        state,
        ("optimates", Propose(proposal="prosecution", params=major)),
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Veto(tribune="int:tribune#1")),
    )
    assert "proposal_vetoed" in kinds(events)
    assert state.prosecutions[0].result == "vetoed"
    assert pr.kinds_left(state) == []
    assert state.step != "prosecutions"  # nothing left to do: the step is over
    assert not state.senators["fam:4"].major  # 1.09.45 clean-up ran


def test_1_09_411_prosecutor_of_another_faction_must_consent() -> None:
    state = _senate()
    charge = {**CHARGE, "prosecutor": "fam:5"}
    state, events = play(state, ("optimates", Propose(proposal="prosecution", params=charge)))
    assert pending(state)[0].kind == "consent" and pending(state)[0].seat == "equites"
    state, events = play(state, ("equites", Consent(agree=False)))
    assert "proposal_withdrawn" in kinds(events) and state.prosecutions == []
    with pytest.raises(IllegalAction) as err:
        apply(
            state,
            "optimates",
            Propose(proposal="prosecution", params={**CHARGE, "prosecutor": "fam:1"}),
        )
    assert err.value.key == "prosecution_prosecutor"


def test_1_09_45_no_censor_no_prosecutions_but_the_markers_go() -> None:
    state = _senate(step="censor")
    state.senators["fam:1"].office = None
    state.step, state.procedures = "prosecutions", []
    ctx = Ctx(state)
    advance(ctx)
    assert ctx.state.step != "prosecutions"
    assert not ctx.state.senators["fam:4"].major and not ctx.state.senators["fam:5"].corrupt
