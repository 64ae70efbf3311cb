"""Every scenario fixture under tests/scenarios passes; a wrong expectation is reported."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.games.ror.fixtures import run_fixture
from bot.tools.scenario import main

SCENARIOS = sorted((Path(__file__).parents[1] / "scenarios").glob("*.json"))


def _fixtures() -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for path in SCENARIOS:
        data = json.loads(path.read_text(encoding="utf-8"))
        out += data if isinstance(data, list) else [data]
    return out


@pytest.mark.parametrize("fixture", _fixtures(), ids=lambda f: str(f["name"]))
def test_scenario_fixture_passes(fixture: dict[str, object]) -> None:
    result = run_fixture(fixture)
    assert result.passed, result.failures


def test_runner_passes_all_files(capsys: pytest.CaptureFixture[str]) -> None:
    assert main([str(p) for p in SCENARIOS]) == 0
    assert "FAIL" not in capsys.readouterr().out


def test_wrong_expectation_fails_naming_the_fact(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    fixture = json.loads(
        (SCENARIOS[0].parent / "1_05_3_family_leader_becomes_heir.json").read_text()
    )
    fixture["name"] = "wrong_on_purpose"
    fixture["expect"] = [{"fact": "senators.fam:2.influence", "equals": 9}]
    path = tmp_path / "wrong.json"
    path.write_text(json.dumps(fixture))
    assert main([str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL wrong_on_purpose" in out
    assert "senators.fam:2.influence: expected 9, got 5" in out


def test_wrong_event_expectation_is_reported() -> None:
    fixture = json.loads((SCENARIOS[0].parent / "1_05_2_blank_chit.json").read_text())
    fixture["expect"] = [{"event": "senator_died", "count": 1}, {"fact": "nope.x", "equals": 1}]
    result = run_fixture(fixture)
    assert not result.passed
    assert result.failures == [
        "event senator_died: expected 1 time(s), got 0",
        "nope.x: expected a value, got absent",
    ]
