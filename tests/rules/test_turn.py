"""The turn loop and the turn-limit ending [1.12]."""

from __future__ import annotations

from bot.games.ror import rules as ror
from bot.games.ror.rules.actions import Done
from bot.games.ror.rules.victory import era_ends_winners
from tests.rules.conftest import kinds, make_state


def test_phases_run_in_order_and_every_one_is_played() -> None:
    state, events = make_state(phase="mortality", force=["chit:blank"])
    while state.turn == 1:  # every decision at its default
        decision = ror.pending(state)[0]
        step = ror.apply(state, decision.seat, ror.parse_action(decision.default or {}))
        state, events = step.state, events + step.events
    phases = [e.data["phase"] for e in events if e.kind == "phase_start"][:7]
    assert phases == [
        "mortality",
        "revenue",
        "forum",
        "population",
        "senate",
        "combat",
        "revolution",
    ]
    assert "phase_pending" not in kinds(events)  # no phase passes through any more


def test_turn_advances_after_the_revolution_phase() -> None:
    state, _ = make_state(phase="revolution")
    while state.turn == 1:
        state = ror.apply(state, ror.pending(state)[0].seat, Done()).state
    assert state.turn == 2 and state.phase == "revenue"  # redistribution waits [1.06.3]
    assert ror.outcome(state) is None


def test_1_12_era_ends_tie_breaks_votes_after_best_senator() -> None:
    senators = {
        "fam:2": {"faction": "optimates", "influence": 5, "oratory": 1},
        "fam:4": {"faction": "populares", "influence": 5, "oratory": 3},
        "fam:5": {"faction": "equites", "influence": 5, "oratory": 2, "knights": 2},
    }
    state, _ = make_state(clear_factions=True, senators=senators)
    assert era_ends_winners(state) == ["equites"]
    state.senators["fam:4"].knights = 1
    assert era_ends_winners(state) == ["populares", "equites"]


def test_1_12_turn_limit_records_outcome_in_state() -> None:
    state, _ = make_state(phase="revolution", options={"turn_limit": 1})
    step = None
    while ror.pending(state):
        step = ror.apply(state, ror.pending(state)[0].seat, Done())
        state = step.state
    assert step is not None and "game_over" in kinds(step.events)
    result = ror.outcome(state)
    assert result is not None and result == state.outcome
    assert result.kind == "turn_limit" and result.rule == "1.12" and result.winners
    assert ror.legal_actions(state, state.seats[0]) == []
