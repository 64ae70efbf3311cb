"""Advocates, advanced rule 2.05 (game option `advocates`), and Glaucia's 3d6 Appeal."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import AppealToPeople, NameSenator, Propose, Veto, Vote
from bot.games.ror.rules.engine import legal_actions, pending
from bot.games.ror.rules.senate import advocates
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import assert_narrated, kinds, make_state, play

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
        "oratory": 2,
        "knights": 0,
    },
    "fam:6": {"faction": "populares", "influence": 4, "oratory": 5, "knights": 0},
    "fam:5": {"faction": "equites", "corrupt": True, "oratory": 5, "knights": 0},
}
CHARGE = {"accused": "fam:4", "kind": "minor", "ground": "major", "prosecutor": "fam:2"}
PROPOSE = ("optimates", Propose(proposal="prosecution", params=CHARGE))


def _senate(on: bool = True, hands: dict[str, list[str]] | None = None, **extra: Any) -> RorState:
    state, _ = make_state(
        clear_factions=True,
        senators={**SENATORS, **extra},
        hands=hands or {},
        options={"ballot": "open", "advocates": on},
    )
    state.phase, state.step, state.senate = "senate", "prosecutions", SenateState()
    state.procedures = []
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


@pytest.mark.parametrize(
    ("total", "votes"),
    [(-4, -20), (2, -20), (3, -16), (6, -4), (7, 0), (8, 4), (11, 16), (12, 20), (19, 20)],
)
def test_2_05_trial_column_at_every_edge(total: int, votes: int) -> None:
    assert advocates.trial_votes(total) == votes


@pytest.mark.parametrize(("total", "chits"), [(2, 1), (0, 3), (-2, 5), (3, 0)])
def test_2_05_appeal_of_two_or_less_draws_chits_against_the_advocate(
    total: int, chits: int
) -> None:
    assert advocates.appeal_chits(total) == chits


def test_2_05_the_accused_faction_names_an_advocate() -> None:
    state, _ = play(_senate(), PROPOSE)
    (decision,) = pending(state)
    assert (decision.seat, decision.kind) == ("populares", "name_advocate")
    assert legal_actions(state, "populares") == [NameSenator(senator="fam:6"), NameSenator()]
    with pytest.raises(IllegalAction) as err:
        play(state, ("populares", NameSenator(senator="fam:4")))  # not the accused himself
    assert (err.value.key, err.value.rule) == ("advocate_candidate", "2.05")


def test_2_05_no_advocate_without_the_option() -> None:
    state, _ = play(_senate(on=False), PROPOSE)
    assert [d.kind for d in pending(state)] == ["senate_vote"]


def test_2_05_trial_votes_join_the_verdict_and_acquittal_moves_influence() -> None:
    state, _ = play(_senate(), PROPOSE, ("populares", NameSenator(senator="fam:6")))
    state.rng.forced = [3, 3]  # 6 + ORA 5 - 3 = 8: +4 votes against conviction
    state, events = play(
        state,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote(yes=["fam:5"])),
    )
    roll = next(e for e in events if e.kind == "advocate_trial_roll").data
    assert (roll["modifier"], roll["total"], roll["votes"]) == (2, 8, 4)
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert (tally["yes"], tally["no"]) == (4 + 3 + 5, 2 + 9 + 4)
    assert "prosecution_acquitted" in kinds(events)
    assert state.senators["fam:6"].influence == 4 + 3 and state.senators["fam:2"].influence == 0
    assert_narrated(events)


def test_2_05_negative_trial_votes_convict_and_cost_the_advocate() -> None:
    state, _ = play(_senate(), PROPOSE, ("populares", NameSenator(senator="fam:6")))
    state.rng.forced = [1, 1]  # 2 + 5 - 3 = 4: -12 votes, for conviction
    state, events = play(
        state,
        ("optimates", Vote(yes=["fam:1", "fam:2"])),
        ("populares", Vote(no=["fam:4"])),
        ("equites", Vote()),
    )
    tally = next(e for e in events if e.kind == "vote_tally").data
    assert (tally["yes"], tally["no"]) == (4 + 3 + 12, 2 + 9)
    assert "prosecution_minor_guilty" in kinds(events)
    assert state.senators["fam:6"].influence == 4 - 3


def test_2_05_a_veto_means_no_trial_roll() -> None:
    state = _senate(hands={"populares": ["int:tribune#1"]})
    state, _ = play(state, PROPOSE, ("populares", NameSenator(senator="fam:6")))
    state, events = play(
        state, ("optimates", Vote(yes=["fam:1"])), ("populares", Veto(tribune="int:tribune#1"))
    )
    assert "advocate_trial_roll" not in kinds(events) and "advocate_verdict" not in kinds(events)


def test_2_05_mob_appeal_draws_chits_against_the_advocate() -> None:
    state, _ = play(_senate(), PROPOSE, ("populares", NameSenator(senator="fam:6")))
    state.senators["fam:4"].popularity = -4
    state.rng.forced = [1, 1, "chit:6", "chit:blank", "chit:blank"]  # 2 - 4 = -2: 5 chits
    state, events = play(state, ("optimates", Vote(yes=["fam:1"])), ("populares", AppealToPeople()))
    assert "fam:4" not in state.senators and "fam:6" not in state.senators
    assert "prosecution_mob_kills" in kinds(events)


# ---------------------------------------------------------------- Glaucia [1.09.421]


def test_1_09_421_glaucia_may_appeal_with_three_dice() -> None:
    state = _senate(
        on=False, **{"st:21A": {"faction": "populares", "major": True, "popularity": 0}}
    )
    charge = {**CHARGE, "accused": "st:21A"}
    state, _ = play(
        state,
        ("optimates", Propose(proposal="prosecution", params=charge)),
        ("optimates", Vote(yes=["fam:1"])),
    )
    offered = legal_actions(state, "populares")
    assert AppealToPeople(three_dice=True) in offered and AppealToPeople() in offered
    state.rng.forced = [3, 3, 4]  # 10 + POP 0: +12
    state, events = play(state, ("populares", AppealToPeople(three_dice=True)))
    appeal = next(e for e in events if e.kind == "appeal_result").data
    assert (appeal["roll"], appeal["votes"]) == (10, 12)
    assert state.rng.forced == []


def test_1_09_421_only_glaucia_rolls_three_dice() -> None:
    state, _ = play(_senate(on=False), PROPOSE, ("optimates", Vote(yes=["fam:1"])))
    assert AppealToPeople(three_dice=True) not in legal_actions(state, "populares")
    with pytest.raises(IllegalAction):
        play(state, ("populares", AppealToPeople(three_dice=True)))
