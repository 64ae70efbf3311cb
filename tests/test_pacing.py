"""`praetor simulate --pace MODEL`: games timed on the calendar under each pace, the same
for a seed, each phase's clock bounding how long a phase takes."""

from __future__ import annotations

import io
import json
import random

import pytest

from bot.service.deadlines import phase_seconds
from bot.tools import pacing, simulate
from bot.tools.cli import main

HOURS_PER_PHASE = phase_seconds(pacing.BASE, {}) / pacing.HOUR


def _timed(seed: int) -> list[dict]:
    out = io.StringIO()
    code = simulate.run(
        games=2, seed=seed, factions=5, turns=2, as_json=True, pace="checkins:2", stream=out
    )
    assert code == 0
    return [json.loads(line) for line in out.getvalue().splitlines()]


def test_the_same_seed_times_the_same_games() -> None:
    first = _timed(4)
    assert first == _timed(4)
    assert first != _timed(5)
    *games, summary = first
    assert [g["pace"] for g in games] == ["decision", "phase"] * 2
    assert summary["summary"] and set(summary) >= {"decision", "phase"}


def test_a_phase_lasts_at_most_its_clock_under_the_phase_pace() -> None:
    *games, _ = _timed(4)
    for g in games:
        assert g["turns"] >= 1 and not g["errors"]
        if g["pace"] == "phase":
            for hours in g["phase_hours"].values():
                # each phase kind is met at most once a turn (plus the setup), each capped
                assert hours <= HOURS_PER_PHASE * (g["turns"] + 1) + 1e-6
    decision = sum(g["days"] for g in games if g["pace"] == "decision")
    phase = sum(g["days"] for g in games if g["pace"] == "phase")
    assert phase < decision  # one clock per phase is what makes a turn short


def test_check_ins_come_n_times_a_day_and_the_next_is_never_before() -> None:
    times = pacing.CheckIns(random.Random(1), 2)
    assert times.next(0.0) >= 0.0
    later = times.next(3 * pacing.DAY + 1)
    assert later >= 3 * pacing.DAY + 1
    assert sum(1 for t in times.times if t < 3 * pacing.DAY) == 6
    assert times.next(later) == later  # a player on line answers what opens then


@pytest.mark.parametrize(
    "text",
    [
        "checkins",
        "checkins:0",
        "checkins:2:x",
        "twice:2",
        "checkins:1:2:101",
        "checkins:1:2:3:week",
        "checkins:1:2:3:turn:4",
    ],
)
def test_a_bad_model_is_refused_naming_the_form(
    text: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(ValueError, match="checkins:N"):
        pacing.parse_model(text)
    assert main(["simulate", "--games", "1", "--pace", text]) == 2
    captured = capsys.readouterr()
    assert "checkins:N" in captured.err and captured.out == ""


def test_a_model_names_its_check_ins_and_its_players() -> None:
    assert pacing.parse_model("checkins:2") == pacing.Model(2, None)
    assert pacing.parse_model("checkins:3:2") == pacing.Model(3, 2)
    assert pacing.parse_model("checkins:3:2:0") == pacing.Model(3, 2, 0)
    assert pacing.parse_model("checkins:3:2:80:phase") == pacing.Model(3, 2, 80, "phase")


def _phase_games(model: str) -> list[dict]:
    out = io.StringIO()
    code = simulate.run(games=2, seed=7, factions=5, turns=2, as_json=True, pace=model, stream=out)
    errors = [g["errors"] for g in map(json.loads, out.getvalue().splitlines()) if g.get("errors")]
    assert code == 0, errors
    return [g for g in map(json.loads, out.getvalue().splitlines()) if g.get("pace") == "phase"]


def test_players_who_leave_standing_orders_are_answered_by_them_and_default_less() -> None:
    """Answering ahead: with no player ever leaving orders, nothing is closed by one; when
    every player answering leaves them, orders close decisions and fewer take a blind
    default. Every decision is counted once: a computer's, or a player's closed by the
    player, their order or a blind default."""
    never = _phase_games("checkins:2:3:0")
    always = _phase_games("checkins:2:3:100")
    assert all(g["by_order"] == 0 for g in never)
    assert all(g["by_order"] > 0 for g in always)

    def blind(games: list[dict]) -> float:
        players = sum(g["by_player"] + g["by_order"] + g["defaulted"] for g in games)
        return sum(g["defaulted"] for g in games) / players

    assert blind(always) < blind(never)
    for g in never + always:
        assert g["by_player"] + g["by_order"] + g["defaulted"] <= g["decisions"]
        assert sum(g["defaulted_kinds"].values()) == g["defaulted"]


def test_orders_left_for_the_phase_lapse_with_it() -> None:
    """Orders that last the rest of the turn answer more than those lasting the phase."""
    turn = sum(g["by_order"] for g in _phase_games("checkins:2:3:100:turn"))
    phase = sum(g["by_order"] for g in _phase_games("checkins:2:3:100:phase"))
    assert turn > phase > 0
