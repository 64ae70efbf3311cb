"""Assassination [1.09.7-1.09.74]: limits, the table with its modifiers, bodyguard re-rolls,
the punishment of a caught assassin and the elimination of a faction."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Assassinate, PlayBodyguards, Propose, Veto, Vote
from bot.games.ror.rules.engine import legal_actions, pending
from bot.games.ror.rules.mortality import kill
from bot.games.ror.rules.senate import assassination as asn
from bot.games.ror.rules.senate.assassination import SPECIAL
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import kinds, make_state, play
from tests.rules.test_senate_business import open_ballots_in_other_business

SENATORS: dict[str, Any] = {
    "fam:1": {"faction": "optimates", "leader": True, "influence": 9},
    "fam:2": {"faction": "optimates", "influence": 3},
    "fam:4": {"faction": "populares", "leader": True, "popularity": 3},
    "fam:5": {"faction": "populares"},
    "fam:6": {"faction": "equites", "leader": True},
}


def _state(**extra: Any) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={**SENATORS, **extra},
        hands={
            "optimates": ["int:assassin#1", "int:assassin#2"],
            "populares": ["int:secret_bodyguard#1", "int:secret_bodyguard#2"],
        },
    )
    return state


@pytest.mark.parametrize(
    ("modified", "expected"),
    [
        (-3, "caught"),
        (2, "caught"),
        (3, "no_effect"),
        (4, "no_effect"),
        (5, "killed"),
        (9, "killed"),
    ],
)
def test_1_09_72_assassination_table_edges(modified: int, expected: str) -> None:
    assert asn.result(modified) == expected


def test_1_09_72_modifiers_assassins_bodyguards_and_evil_omens() -> None:
    state = _state()
    assert asn.modifier(state, 2, 1) == 1
    assert asn.modifier(state, 0, 0, open_bodyguards=1) == -2
    state.active_events["evil_omens"] = 1
    assert asn.modifier(state, 1, 0) == 0


def test_1_09_7_one_attempt_per_faction_and_against_each() -> None:
    state = _state()
    with pytest.raises(IllegalAction) as err:
        asn.check_attempt(state, "optimates", "fam:1", "fam:2", [])
    assert err.value.key == "assassin_target"  # not his own faction
    state.senators["fam:4"].command = "war:punic_1"
    with pytest.raises(IllegalAction):
        asn.check_attempt(state, "optimates", "fam:1", "fam:4", [])  # target away
    state.senators["fam:4"].command = None
    state.rng.forced = [3, 4]
    data = asn.declare(Ctx(state), "optimates", "fam:1", "fam:4", [])
    assert data.roll == 3
    with pytest.raises(IllegalAction) as err:
        asn.check_attempt(state, "optimates", "fam:2", "fam:6", [])
    assert err.value.key == "assassin_once"
    with pytest.raises(IllegalAction) as err:
        asn.check_attempt(state, "equites", "fam:6", "fam:5", [])
    assert err.value.key == "assassin_target_once"
    assert asn.attempts(state, "equites") == [("fam:6", "fam:1"), ("fam:6", "fam:2")]


def test_1_09_72_assassin_cards_must_be_in_hand() -> None:
    state = _state()
    with pytest.raises(IllegalAction) as err:
        asn.check_attempt(state, "optimates", "fam:1", "fam:4", ["int:assassin#3"])
    assert err.value.key == "assassin_cards"


def test_1_09_72_five_kills_with_two_assassin_cards() -> None:
    state = _state()
    state.rng.forced = [3]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:1", "fam:4", ["int:assassin#1", "int:assassin#2"])
    assert "int:assassin#1" in state.discard and state.factions["optimates"].hand == []
    asn.resolve(ctx, data, [])
    assert "senator_died" in kinds(ctx.events) and data.caught is False
    assert state.senators["fam:4"].popularity == 0  # the leader's heir, as printed


def test_1_09_72_bodyguard_turns_a_kill_into_nothing_and_rerolls_catch() -> None:
    state = _state()
    state.rng.forced = [5, 3]  # 5 kills; a bodyguard makes it 4; the re-roll 3-1=2 catches
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:1", "fam:4", [])
    asn.resolve(ctx, data, ["int:secret_bodyguard#1"])
    assert "assassination_killed" not in kinds(ctx.events)
    assert data.caught is True
    assert "int:secret_bodyguard#1" in state.discard


def test_1_09_73_rerolled_kill_is_ignored_and_one_reroll_per_bodyguard() -> None:
    state = _state()
    # 6+1-2 = 5 kills even so; the two re-rolls 6 and 4 (+1-2) neither catch nor kill again
    state.rng.forced = [6, 6, 4]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:1", "fam:4", ["int:assassin#1"])
    asn.resolve(ctx, data, ["int:secret_bodyguard#1", "int:secret_bodyguard#2"])
    assert kinds(ctx.events).count("dice") == 3
    assert kinds(ctx.events).count("assassination_killed") == 1 and data.caught is False


def test_1_09_72_two_is_caught_without_a_bodyguard_decision() -> None:
    state = _state()
    state.active_events["evil_omens"] = 1
    state.rng.forced = [3]
    data = asn.declare(Ctx(state), "optimates", "fam:1", "fam:4", [])
    assert asn.caught_outright(state, data)


def test_1_09_72_bodyguards_must_be_the_target_factions() -> None:
    state = _state()
    state.rng.forced = [4]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:1", "fam:4", [])
    with pytest.raises(IllegalAction) as err:
        asn.resolve(ctx, data, ["int:assassin#1"])
    assert err.value.key == "assassin_bodyguards"


def test_1_09_74_caught_assassin_dies_and_leader_in_rome_is_prosecuted() -> None:
    state = _state()
    state.rng.forced = [2]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:2", "fam:4", [])
    asn.resolve(ctx, data, [])
    assert data.caught
    leader = asn.punish(ctx, data)
    assert "fam:2" not in state.senators
    assert leader == "fam:1" and state.senators["fam:1"].influence == 4
    assert asn.special_appeal_modifier(data) == -3


def test_1_09_74_leader_abroad_only_loses_influence() -> None:
    state = _state()
    state.senators["fam:1"].province = "prov:sicilia"
    state.senators["fam:1"].influence = 3
    state.rng.forced = [1]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:2", "fam:4", [])
    asn.resolve(ctx, data, [])
    assert asn.punish(ctx, data) is None and state.senators["fam:1"].influence == 0


def test_1_09_74_leader_assassin_dies_and_chits_strike_his_faction() -> None:
    state = _state()
    state.rng.forced = [1, "chit:2", "chit:30", "chit:blank"]  # target POP 3: three chits
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:1", "fam:4", [])
    asn.resolve(ctx, data, [])
    assert asn.punish(ctx, data) is None
    assert "fam:2" not in state.senators  # struck by his chit
    assert state.senators["fam:1"].influence != 9  # the leader's heir: printed stats
    assert "optimates" not in state.eliminated


def test_1_09_74_executed_leader_leaves_no_heir_and_the_faction_is_eliminated() -> None:
    state = _state()
    state.factions["optimates"].treasury = 12
    # 1 + 1 Assassin card = 2: caught; the target's POP 3 draws three chits
    state.rng.forced = [1, "chit:2", "chit:blank", "chit:blank"]
    ctx = Ctx(state)
    data = asn.declare(ctx, "optimates", "fam:2", "fam:4", ["int:assassin#1"])
    asn.resolve(ctx, data, [])
    leader = asn.punish(ctx, data)
    assert leader == "fam:1"
    asn.execute_leader(ctx, data, leader)
    assert not any(s.faction == "optimates" for s in state.senators.values())
    assert "fam:1" in state.curia
    assert state.eliminated == ["optimates"]
    assert state.factions["optimates"].treasury == 0 and state.factions["optimates"].hand == []
    assert "assassin_faction_eliminated" in kinds(ctx.events)


# ---------------------------------------------------------------- in the Senate


def _senate() -> RorState:
    senators: dict[str, Any] = {
        "fam:1": {"faction": "optimates", "office": "censor", "oratory": 4, "knights": 0},
        "fam:2": {"faction": "optimates", "popularity": 1, "oratory": 3, "knights": 0},
        "fam:4": {"faction": "populares", "major": True, "oratory": 2, "knights": 0},
        "fam:5": {"faction": "equites", "oratory": 5, "knights": 0},
        "fam:6": {"faction": "equites", "leader": True, "influence": 8, "oratory": 1, "knights": 0},
        "fam:7": {"faction": "equites", "oratory": 2, "knights": 0},
    }
    state, _ = make_state(
        clear_factions=True,
        senators=senators,
        options={"ballot": "open"},
        hands={"equites": ["int:assassin#1"], "populares": ["int:secret_bodyguard#1"]},
    )
    state.phase, state.step, state.senate = "senate", "prosecutions", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


TRIAL = (
    "optimates",
    Propose(
        proposal="prosecution",
        params={"accused": "fam:4", "kind": "major", "ground": "major", "prosecutor": "fam:2"},
    ),
)


def test_1_09_7_attempt_offered_in_a_ballot_to_a_faction_with_an_assassin_card() -> None:
    state, _ = play(_senate(), TRIAL, ("optimates", Vote(yes=["fam:1", "fam:2"])))
    assert not any(isinstance(a, Assassinate) for a in legal_actions(state, "populares"))
    state, _ = play(state, ("populares", Vote(no=["fam:4"])))
    offered = [a for a in legal_actions(state, "equites") if isinstance(a, Assassinate)]
    assert offered == [Assassinate(assassin="fam:6", target="fam:1", cards=("int:assassin#1",))]
    assert asn.attempts(state, "equites")[0] == ("fam:6", "fam:1")


def test_1_09_72_bodyguard_decision_then_the_vote_goes_on() -> None:
    state, _ = play(_senate(), TRIAL, ("optimates", Vote(yes=["fam:1"])))
    state.rng.forced = [4, 2]  # 4 - 1 bodyguard = 3: nothing; the re-roll 2 - 1 = 1: caught
    state, events = play(
        state, ("populares", Assassinate(assassin="fam:4", target="fam:5", cards=()))
    )
    assert pending(state)[0].kind == "bodyguards" and pending(state)[0].seat == "equites"
    assert legal_actions(state, "equites") == [PlayBodyguards()]  # equites hold none
    state.factions["equites"].hand.append("int:secret_bodyguard#2")
    state, events = play(state, ("equites", PlayBodyguards(cards=("int:secret_bodyguard#2",))))
    result = next(e for e in events if e.kind == "assassination_result").data
    assert result["total"] == 3 and result["result"] == "no_effect"
    assert "assassin_caught" in kinds(events)  # on the bodyguard's re-roll
    assert "senator_died" in kinds(events)  # the accused (his heir stays): the trial is void
    assert "proposal_void" in kinds(events) and state.senate.proposal is None


def test_1_09_74_special_prosecution_interrupts_then_the_vote_resumes() -> None:
    state, _ = play(
        _senate(),
        TRIAL,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
    )
    state.rng.forced = [1, 3, 4]  # 1 + 1 card = 2: caught; appeal 7 - POP 1 = 6: -4 votes
    state, events = play(
        state, ("equites", Assassinate(assassin="fam:5", target="fam:2", cards=("int:assassin#1",)))
    )
    assert "fam:5" not in state.senators and state.senators["fam:6"].influence == 3
    assert state.senate.proposal is not None and state.senate.proposal.kind == SPECIAL
    assert not any(isinstance(a, Veto) for a in legal_actions(state, "optimates"))
    state.rng.forced = ["chit:7"]  # target POP 1: one chit, which strikes fam:7
    state, events = play(
        state,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote()),
        ("equites", Vote(no=["fam:6"])),
    )
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert (tally["yes"], tally["no"]) == (4 + 3 + 4, 1 + 3)
    died = [e.data["senator"] for e in events if e.kind == "senator_died"]
    assert died[:2] == ["fam:6", "fam:7"] and "assassin_leader_executed" in kinds(events)
    assert state.eliminated == ["equites"]
    # the interrupted trial resumes where it stood; the equites, eliminated, are never
    # asked again [1.05.4]: their ballot is cast by default and the trial ends
    resumed = kinds(events)[kinds(events).index("assassin_faction_eliminated") :]
    assert resumed[:3] == ["assassin_faction_eliminated", "ballot_cast", "vote_tally"]
    assert "prosecution_executed" in resumed
    assert all(d.seat != "equites" for d in pending(state))


def test_1_09_73_a_senator_who_dies_during_the_special_prosecution_voids_the_vote_set_aside() -> (
    None
):
    """The trial set aside by a caught assassin's special prosecution names a prosecutor who
    dies before it resumes: when it resumes it is void, not voted with a dead prosecutor."""
    state, _ = play(
        _senate(),
        TRIAL,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
    )
    state.rng.forced = [1, 3, 4]  # caught; the Leader's appeal 7 - POP 1 = 6: -4 votes
    state, _ = play(
        state, ("equites", Assassinate(assassin="fam:5", target="fam:2", cards=("int:assassin#1",)))
    )
    assert state.senate.proposal is not None and state.senate.proposal.kind == SPECIAL
    ctx = Ctx(state)
    kill(ctx, "fam:2")  # the prosecutor of the trial set aside dies meanwhile
    state = ctx.state
    state, events = play(
        state,
        ("optimates", Vote(no=["fam:1"])),
        ("populares", Vote()),
        ("equites", Vote(no=["fam:6"])),
    )
    assert "prosecution_acquitted" in kinds(events)  # the special prosecution fails
    void = next(e for e in events if e.kind == "proposal_void").data
    assert void["proposal"] == "prosecution" and void["senator"] == "fam:2"
    assert state.senate.proposal is None
    assert not [d for d in pending(state) if d.kind in ("senate_ballot", "senate_vote")]


# ---------------------------------------------------------------- a Land Bill's vote [1.09.623]


def _land_bill_vote() -> RorState:
    """Optimates' Type II bill (Sponsor fam:2, Co-Sponsor fam:3, both optimates), the
    optimates' ballot cast in an open vote; the populares vote next."""
    senators: dict[str, Any] = {
        "fam:1": {"faction": "optimates", "office": "rome_consul", "oratory": 3, "knights": 0},
        "fam:2": {"faction": "optimates", "leader": True, "popularity": 2, "oratory": 3},
        "fam:3": {"faction": "optimates", "oratory": 3, "knights": 0},
        "fam:4": {"faction": "populares", "leader": True, "influence": 8, "oratory": 2},
        "fam:5": {"faction": "populares", "oratory": 2, "knights": 0},
        "fam:6": {"faction": "equites", "leader": True, "oratory": 1, "knights": 0},
    }
    state = open_ballots_in_other_business(senators, {"populares": ["int:assassin#1"]})
    bill = Propose(
        proposal="land_bill", params={"type": "II", "sponsor": "fam:2", "cosponsor": "fam:3"}
    )
    state, _ = play(state, ("optimates", bill))
    state, _ = play(state, ("optimates", Vote(yes=["fam:1", "fam:2", "fam:3"])))
    return state


def test_1_09_623_a_sponsor_killed_mid_vote_leaves_the_land_bill_vote_going_on() -> None:
    state = _land_bill_vote()
    state.rng.forced = [6]  # 6 + 1 Assassin card: the Sponsor is killed
    state, events = play(
        state,
        ("populares", Assassinate(assassin="fam:4", target="fam:2", cards=("int:assassin#1",))),
        ("optimates", PlayBodyguards()),
    )
    assert "assassination_killed" in kinds(events) and "proposal_void" not in kinds(events)
    assert state.senate.proposal is not None and state.senate.proposal.kind == "land_bill"
    state, events = play(state, ("populares", Vote(no=["fam:4", "fam:5"])), ("equites", Vote()))
    assert "land_bill_passed" in kinds(events)
    assert [b.type for b in state.land_bills] == ["II"]
    # the dead Sponsor gains nothing: his heir keeps the family card as printed
    assert state.senators["fam:2"].popularity == 0
    assert state.senators["fam:3"].popularity == 1  # the Co-Sponsor, alive: +1


def test_1_09_623_caught_assassin_of_a_same_faction_sponsor_alone_dies() -> None:
    state = _land_bill_vote()
    state.rng.forced = [1]  # 1 + 1 Assassin card = 2: caught outright
    state, events = play(
        state,
        ("populares", Assassinate(assassin="fam:5", target="fam:3", cards=("int:assassin#1",))),
    )
    assert "assassin_caught" in kinds(events) and "fam:5" not in state.senators
    assert "assassin_leader_loses" not in kinds(events)
    assert "assassin_special_prosecution" not in kinds(events)
    assert state.senators["fam:4"].influence == 8
    assert state.senate.proposal is not None and state.senate.proposal.kind == "land_bill"
    assert [d.seat for d in pending(state)] == ["populares"]
