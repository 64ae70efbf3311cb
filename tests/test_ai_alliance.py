"""`basic` and two alliances of the events table [1.07.21]: as the HRAO naming the war a
New Alliance takes away, and in the Senate's vote on the Rhodian Maritime Alliance."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.ai.basic import BasicPlayer
from bot.games.ror.rules.actions import MakePeace, Propose
from bot.games.ror.rules.state import RorState, SenateState
from bot.games.ror.rules.turn import advance
from tests.rules.conftest import make_state, play
from tests.rules.test_senate_pontifex import SENATORS
from tests.test_ai_optional_rules import ballots

ROR = get_game("ror")


def _naming(wars: dict[str, str], **state: Any) -> tuple[RorState, str]:
    """The Senate adjourned with New Alliance in play and `wars` on the board: the HRAO's
    seat names the war."""
    built, _ = make_state(wars=wars, treasury=50, active_events={"new_alliance": 1}, **state)
    built.phase, built.step, built.procedures = "senate", "adjourned", []
    built.senate.reopened = True  # no Tribune reopens it
    ctx = Ctx(built)
    advance(ctx)
    (decision,) = ROR.pending(built)
    assert decision.kind == "new_alliance"
    return built, decision.seat


def test_1_07_21_basic_names_the_active_war_no_force_fights() -> None:
    """An Active war left unfought counts toward the four that end Rome at the end of the
    Combat Phase (1.12.3); one a force fights may be won, an Inactive one waits: the 1st
    Macedonian War (12) goes, not the 1st Punic War an army is sent against nor the
    stronger Germanic Migrations (15), Inactive."""
    state, hrao = _naming(
        {
            "war:punic_1": "active",
            "war:macedonian_1": "active",
            "war:germanic_migrations": "inactive",
        },
        forces=[{"war": "war:punic_1", "commander": "fam:1", "legions": 10, "fleets": 10}],
    )
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:macedonian_1")
    state, hrao = _naming({"war:punic_1": "active", "war:germanic_migrations": "inactive"})
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:punic_1")


def test_1_10_2_basic_names_a_war_that_doubles_its_match() -> None:
    """Two Active wars of a series each count their printed strength twice (1.10.2):
    naming the 2nd Punic War takes its own 30 away and halves the 1st's 20, more than
    the 1st Macedonian War's 12 or the 1st Illyrian War's 5."""
    state, hrao = _naming(
        {
            "war:punic_1": "active",
            "war:punic_2": "active",
            "war:macedonian_1": "active",
            "war:illyrian_1": "active",
        }
    )
    assert BasicPlayer(1).choose(ROR, state, hrao) == MakePeace(war="war:punic_2")


def _rhodes(treasury: int, fleets: int) -> RorState:
    """The Rhodian Maritime Alliance came this turn, lending 8 Fleets whose upkeep the
    State pays; 20 Legions and `fleets` Fleets in Rome, the 1st Punic War Active (it
    fights at sea first); the optimates' Rome Consul presides over other business."""
    built, _ = make_state(
        clear_factions=True,
        senators=SENATORS,
        options={"ballot": "open"},
        treasury=treasury,
        legions=20,
        fleets=fleets,
        wars={"war:punic_1": "active"},
        active_events={"rhodian_alliance": 1},
    )
    built.rhodian_turn = built.turn
    built.phase, built.step, built.senate, built.procedures = "senate", "other", SenateState(), []
    ctx = Ctx(built)
    advance(ctx)
    return ctx.state


def _choices(state: RorState, seat: str) -> set[str]:
    return {str(BasicPlayer(seed).choose(ROR, state, seat)) for seed in range(1, 9)}


def test_1_07_21_basic_rejects_rhodes_whose_upkeep_leaves_the_state_short() -> None:
    """40 talents: the reserve against next turn's debits is 30 without the lent Fleets,
    46 with their 16 talents of upkeep, and no battle at sea is in reach of the budget."""
    state = _rhodes(treasury=40, fleets=0)
    (decision,) = ROR.pending(state)
    assert decision.seat == "optimates"
    assert _choices(state, "optimates") == {str(Propose(proposal="reject_rhodian", params={}))}


def test_1_07_21_basic_keeps_rhodes_while_rome_fights_at_sea() -> None:
    """With 12 Fleets of its own the Senate sends them against the 1st Punic War's fleet
    this turn, and the lent Fleets sail with them: every faction votes to keep the
    alliance, however short the treasury; with none, every faction votes to reject it."""
    reject = ("optimates", Propose(proposal="reject_rhodian", params={}))
    for fleets, against in ((12, True), (0, False)):
        state, _ = play(_rhodes(treasury=40, fleets=fleets), reject)
        cast = ballots(state)
        assert list(cast) == state.seats
        assert all(bool(v.no) is against and bool(v.yes) is not against for v in cast.values())
