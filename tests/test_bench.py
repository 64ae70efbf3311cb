"""`praetor bench --quick --json` prints every figure with a sane value. No timing is
asserted here: speed is what the bench measures, not what the tests check."""

from __future__ import annotations

import contextlib
import gc
import io
import json

import pytest

from bot.collector import FULL_EVERY, quiet_collector
from bot.games.ror import ai
from bot.tools.bench import FIGURES
from bot.tools.cli import main

EXTRA_COUNTS = ("game_actions", "replay_logs", "service_actions", "interactions")


@pytest.fixture(scope="module")
def result() -> dict[str, object]:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["bench", "--quick", "--json"]) == 0
    lines = out.getvalue().strip().splitlines()
    assert len(lines) == 1, "one JSON object on one line"
    parsed = json.loads(lines[0])
    assert isinstance(parsed, dict)
    return parsed


@pytest.mark.timeout(120)
@pytest.mark.parametrize("name", [*FIGURES, "persist_over_commit", *EXTRA_COUNTS])
def test_every_figure_is_a_positive_number(result: dict[str, object], name: str) -> None:
    value = result[name]
    assert isinstance(value, int | float) and not isinstance(value, bool), (name, value)
    assert value > 0, (name, value)


def test_the_run_says_where_and_how(result: dict[str, object]) -> None:
    assert result["quick"] is True
    machine = result["machine"]
    assert isinstance(machine, dict)
    assert isinstance(machine["cpu_count"], int) and machine["cpu_count"] >= 1
    assert isinstance(machine["python"], str) and machine["python"].startswith("3.")
    assert isinstance(machine["platform"], str) and machine["platform"]
    assert result["commit"] is None or isinstance(result["commit"], str)
    assert result["game_level"] == ai.LEVELS[-1]
    assert result["interaction_p99_ms"] >= result["interaction_p50_ms"]  # type: ignore[operator]


def test_no_error(result: dict[str, object]) -> None:
    """An engine exception ends that game and the bench goes on, but it is a bug."""
    assert result["errors"] == []


def test_no_interaction_failed(result: dict[str, object]) -> None:
    assert result["interaction_errors"] == 0
    assert result["interaction_clicks"] > 0  # type: ignore[operator]
    assert result["recovery_rows_delivered"] > 0  # type: ignore[operator]
    assert result["recovery_defaults_applied"] > 0  # type: ignore[operator]


def test_the_text_report_names_every_figure(result: dict[str, object]) -> None:
    from bot.tools.bench import text_report

    text = text_report(result)
    for name in FIGURES:
        assert name in text


def test_the_bots_collector_skips_what_lives_from_the_start_and_collects_fully_less_often() -> None:
    before, frozen = gc.get_threshold(), gc.get_freeze_count()
    undo = quiet_collector()
    try:
        assert gc.get_freeze_count() > frozen
        assert gc.get_threshold() == (before[0], before[1], FULL_EVERY)
    finally:
        undo()
    assert gc.get_threshold() == before and gc.get_freeze_count() == 0
