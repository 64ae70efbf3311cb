"""`praetor simulate --game ludi`: engine-direct games of Ludi Romani between its computer
players, every step checked, each game to its end; its options matrix from its options."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from bot.games import get_presenter
from bot.tools import simulate
from bot.tools.cli import main


def _lines(text: str) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    *games, summary = [json.loads(line) for line in text.splitlines()]
    return games, summary


def test_twenty_games_play_out_without_an_error(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["simulate", "--game", "ludi", "--games", "20", "--seed", "1", "--json"])
    games, summary = _lines(capsys.readouterr().out)
    assert code == 0 and summary["errors"] == 0 and summary["games"] == 20
    assert [g["seed"] for g in games] == list(range(1, 21))
    levels = get_presenter("ludi").levels
    for g in games:
        assert g["errors"] == [] and g["outcome"] == "most_favour" and g["winners"]
        assert g["factions"] == 4 and g["scenario"] == "romani" and g["turns"] == 6
        assert set(g["levels"].values()) <= set(levels)
        assert g["events"]["ludi_round"] == 6 and g["events"]["ludi_game_over"] == 1
    assert summary["outcomes"] == {"most_favour": 20}


def test_the_options_matrix_of_ludi_holds_every_length_of_the_festival() -> None:
    sets = simulate.options_matrix("ludi")
    assert sets == [
        ("defaults", {}),
        ("all_on", {"festival_days": 4}),
        ("festival_days=4", {"festival_days": 4}),
        ("festival_days=8", {"festival_days": 8}),
    ]
    out = io.StringIO()
    code = simulate.run(games=4, seed=3, game="ludi", matrix=True, stream=out, factions=2)
    games, summary = _lines(out.getvalue())
    assert code == 0
    assert [g["turns"] for g in games] == [6, 4, 4, 8]
    assert all(row["errors"] == 0 for row in summary["option_sets"].values())


def test_a_level_of_another_game_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--game", "ludi", "--players", "basic"]) == 2
    assert "unknown computer player level 'basic'" in capsys.readouterr().err
