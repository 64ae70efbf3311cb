"""`praetor simulate`: engine-direct random games, JSON lines, invariants and errors."""

from __future__ import annotations

import io
import json
from collections import Counter
from pathlib import Path
from typing import Any, get_args

import pytest

from bot.games import GAMES, get_game, get_presenter
from bot.games.ror.present import statistics
from bot.games.ror.rules.senate.proposals import KINDS as PROPOSAL_KINDS
from bot.games.ror.rules.state import RorOptions
from bot.tools import simulate
from bot.tools.cli import main
from tests.parity import stands_in_for

SEATS = list(get_game("ror").SEATS[:5])
SCENARIOS = get_presenter("ror").scenarios

DATA = Path(__file__).parents[1] / "bot" / "games" / "ror" / "rules" / "data"


def _run(**kwargs: Any) -> tuple[int, list[dict[str, Any]], dict[str, Any]]:
    out = io.StringIO()
    code = simulate.run(stream=out, **kwargs)
    lines = [json.loads(line) for line in out.getvalue().splitlines()]
    assert lines, "no output"
    *games, summary = lines
    return code, games, summary


def test_games_parse_and_summary_adds_up() -> None:
    code, games, summary = _run(games=4, seed=100, factions=4, turns=2)
    assert code == 0
    assert [g["seed"] for g in games] == [100, 101, 102, 103]
    for g in games:
        assert set(g) >= {"seed", "turns", "outcome", "winners", "actions", "phases", "events"}
        assert g["errors"] == []
        assert g["outcome"] != "error"
        assert g["actions"] > 0
        assert sum(g["phases"].values()) == g["actions"]
        assert g["turns"] is not None and 1 <= g["turns"] <= 2
    assert summary["summary"] is True
    assert summary["games"] == 4
    assert summary["errors"] == 0
    assert summary["actions"] == sum(g["actions"] for g in games)
    assert summary["outcomes"] == dict(Counter(g["outcome"] for g in games))
    events: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    for g in games:
        events.update(g["events"])
        phases.update(g["phases"])
    assert summary["events"] == dict(events)
    assert summary["phases"] == dict(phases)


@pytest.mark.parametrize("factions", [3, 6])
def test_every_seat_count_plays_out(factions: int) -> None:
    code, games, _ = _run(games=2, seed=7, factions=factions, turns=1)
    assert code == 0
    assert all(g["factions"] == factions and not g["errors"] for g in games)


def test_default_tables_alternate_and_players_override_them() -> None:
    _, games, _ = _run(games=4, seed=3, factions=5, turns=1)
    mix = dict(zip(SEATS, ("basic", "random", "reckless", "random", "reckless"), strict=True))
    assert [g["levels"] for g in games] == [mix, dict.fromkeys(SEATS, "basic")] * 2
    assert [g["scenario"] for g in games] == list(SCENARIOS[:4])
    _, games, _ = _run(games=2, seed=3, factions=5, turns=1, players=("random",))
    assert all(set(g["levels"].values()) == {"random"} for g in games)


def test_same_seed_same_games() -> None:
    first = _run(games=2, seed=42, factions=5, turns=2)
    assert _run(games=2, seed=42, factions=5, turns=2) == first


def test_unchecked_games_in_parallel_are_the_same_games() -> None:
    """`--unchecked --jobs 2` prints what the checked run in one process prints, game by
    game and in the summary: the checks change nothing, and the workers keep the order."""
    kwargs: dict[str, Any] = {"games": 4, "seed": 20, "turns": 2, "players": ("basic", "random")}
    checked = _run(**kwargs)
    assert _run(**kwargs, checked=False, jobs=2) == checked
    assert [g["seed"] for g in checked[1]] == [20, 21, 22, 23]


def test_an_unchecked_run_still_reports_an_engine_exception(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    module = get_game("ror")

    @stands_in_for(module.apply)
    def boom(state: Any, seat: str, action: Any) -> Any:
        raise RuntimeError("injected failure")

    monkeypatch.setattr(module, "apply", boom)
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1, checked=False)
    assert code == 1
    assert any("injected failure" in e for e in games[0]["errors"])


def test_an_unchecked_run_skips_the_invariants(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")

    @stands_in_for(module.invariants)
    def broken(state: Any) -> list[str]:
        return ["injected problem"]

    monkeypatch.setattr(module, "invariants", broken)
    assert _run(games=1, seed=1, factions=3, turns=1)[0] == 1
    assert _run(games=1, seed=1, factions=3, turns=1, checked=False)[0] == 0


def test_engine_exception_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")

    @stands_in_for(module.apply)
    def boom(state: Any, seat: str, action: Any) -> Any:
        raise RuntimeError("injected failure")

    monkeypatch.setattr(module, "apply", boom)
    code, games, summary = _run(games=2, seed=1, factions=3, turns=1)
    assert code == 1
    for g in games:
        assert g["outcome"] == "error"
        assert any("injected failure" in e for e in g["errors"])
    assert summary["errors"] == 2
    assert summary["outcomes"] == {"error": 2}


def test_broken_invariant_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")
    fake = stands_in_for(module.invariants)(lambda state: ["bad card"])
    monkeypatch.setattr(module, "invariants", fake)
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1)
    assert code == 1
    assert any("bad card" in e for e in games[0]["errors"])


def test_a_step_off_the_books_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")
    fake = stands_in_for(module.transition_problems)(lambda before, step: ["lost 3T"])
    monkeypatch.setattr(module, "transition_problems", fake)
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1)
    assert code == 1
    assert any("lost 3T" in e for e in games[0]["errors"])


def test_state_that_does_not_round_trip_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")
    real = module.load_state

    @stands_in_for(real)
    def lossy(text: str) -> Any:
        state = real(text)
        return state.model_copy(update={"turn": state.turn + 1})

    monkeypatch.setattr(module, "load_state", lossy)
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1)
    assert code == 1
    assert any("round-trip" in e for e in games[0]["errors"])


def test_a_prompt_that_writes_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    """Asking for the pending decisions must change nothing (a replay would differ)."""
    module = get_game("ror")
    real = module.pending

    def writing(state: Any) -> Any:
        state.senate.data["looked"] = state.senate.data.get("looked", 0) + 1
        return real(state)

    monkeypatch.setattr(module, "pending", writing)
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1)
    assert code == 1
    assert any("a prompt or legal action changed the state" in e for e in games[0]["errors"])


def test_never_ending_game_is_an_error() -> None:
    code, games, _ = _run(games=1, seed=1, factions=3, turns=3, max_steps=2)
    assert code == 1
    assert games[0]["outcome"] == "error"
    assert any("no outcome after 2 steps" in e for e in games[0]["errors"])


def test_cli_prints_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "--games", "2", "--seed", "9", "--factions", "3", "--turns", "1", "--json"]
    )
    out = capsys.readouterr().out.splitlines()
    assert code == 0
    assert len(out) == 3
    assert json.loads(out[-1])["games"] == 2


def test_cli_unchecked_and_jobs(capsys: pytest.CaptureFixture[str]) -> None:
    flags = ["simulate", "--games", "2", "--seed", "9", "--factions", "3", "--turns", "1"]
    assert main([*flags, "--json"]) == 0
    checked = capsys.readouterr().out
    assert main([*flags, "--json", "--unchecked", "--jobs", "2"]) == 0
    assert capsys.readouterr().out == checked
    assert main([*flags, "--pace", "checkins:3", "--jobs", "2"]) == 2
    assert "no --unchecked or --jobs" in capsys.readouterr().err


def test_cli_text_mode(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["simulate", "--games", "1", "--seed", "3", "--turns", "1"]) == 0
    out = capsys.readouterr().out
    assert "seed 3:" in out
    assert "0 errors" in out


@pytest.mark.parametrize(
    ("flags", "error"),
    [
        (["--game", "no_such_game"], "unknown game 'no_such_game'"),
        (["--scenario", "no_such_scenario"], "unknown scenario 'no_such_scenario'"),
    ],
)
def test_cli_refuses_an_unknown_game_or_scenario(
    flags: list[str], error: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["simulate", "--games", "1", *flags]) == 2
    captured = capsys.readouterr()
    assert error in captured.err and captured.out == ""


def test_the_default_tables_come_from_the_games_levels() -> None:
    assert simulate.default_lineups(("random", "reckless", "basic")) == (
        ("basic", "random", "reckless", "random", "reckless"),
        ("basic",),
    )
    assert simulate.default_lineups(("random", "wise")) == (("wise", "random", "random"), ("wise",))


def test_view_leaking_the_random_state_is_an_error(monkeypatch: pytest.MonkeyPatch) -> None:
    module = get_game("ror")
    monkeypatch.setattr(module, "view", lambda state, seat: state)  # the whole state, rng too
    code, games, _ = _run(games=1, seed=1, factions=3, turns=1)
    assert code == 1
    assert any("random state" in e for e in games[0]["errors"])


#: games chosen (by seed and scenario) so that, together, they meet every random event and
#: every type of card; found with `praetor simulate --games 60 --seed 1 --json --players random`
#: (a greedy cover of the events and card types each game met). A change to
#: how games play changes them; they are then chosen again the same way.
COVERING_GAMES = [
    (28, "late"),
    (5, "alternative"),
    (8, "late"),
    (9, "extended"),
    (19, "extended"),
    (50, "alternative"),
]


def test_chosen_games_meet_every_random_event_and_every_card_type() -> None:
    module = get_game("ror")
    reports = [
        simulate.play_game(module, seed, scenario=scenario) for seed, scenario in COVERING_GAMES
    ]
    summary = simulate.summarize(reports)
    assert summary["errors"] == 0
    events = json.loads((DATA / "events.json").read_text())["random_events"]
    assert set(summary["random_events"]) == {e["id"] for e in events}
    assert set(summary["cards"]) == set(statistics.CARD_TYPES.values())


def test_the_summary_counts_every_kind_of_senate_business() -> None:
    code, games, summary = _run(games=3, seed=7, factions=5, turns=2)
    assert code == 0
    business = summary["senate_business"]
    assert set(business["proposals"]) == set(PROPOSAL_KINDS)
    for kind, n in business["proposals"].items():
        assert n == sum(g["events"].get(f"proposal_{kind}", 0) for g in games)
    assert business["never"] == [k for k, n in business["proposals"].items() if n == 0]
    assert business["proposals"]["consuls"] > 0


@pytest.mark.parametrize(
    ("kind", "rule", "appointed_by", "end_game", "condition"),
    [
        ("rebel_victory", "1.11.373", None, None, "victory I"),
        ("rebel_victory", "1.06.53", None, None, "victory II"),
        ("rebel_victory", "1.12.4", None, "I", "victory I"),
        ("rebel_victory", "1.12.4", None, "II", "victory II"),
        ("consul_for_life", "1.12", "1.09.823", None, "victory III"),
        ("consul_for_life", "1.12", "1.09.82", None, "victory IV"),
        ("era_ends", "1.12", None, None, "victory V"),
        ("defeat_four_wars", "1.10.9", None, None, "defeat I"),
        ("defeat_people_revolt", "1.08", None, None, "defeat II"),
        ("defeat_bankruptcy", "1.06.53", None, None, "defeat III"),
    ],
)
def test_each_ending_is_named_by_its_condition_of_1_12(
    kind: str, rule: str, appointed_by: str | None, end_game: str | None, condition: str
) -> None:
    named = statistics.condition_of(kind, rule, appointed_by, end_game)
    assert named.startswith(condition + ":")
    assert ("end game" in named) == (rule == "1.12.4")


def test_the_summary_counts_the_conditions_that_ended_the_games() -> None:
    code, games, summary = _run(games=3, seed=7, factions=5, turns=2)
    assert code == 0
    assert summary["conditions"] == dict(Counter(g["condition"] for g in games))


# ---------------------------------------------------------------- --options-matrix


def _every_value() -> set[tuple[str, Any]]:
    """(option, value) for every value of every game option but the scenario and the turn
    limit, read from the options model itself."""
    found: set[tuple[str, Any]] = set()
    for name, info in RorOptions.model_fields.items():
        if name in ("scenario", "turn_limit"):
            continue
        args = (False, True) if info.annotation is bool else get_args(info.annotation)
        assert args, f"option {name} has no finite values"
        found |= {(name, value) for value in args}
    return found


def test_the_options_matrix_holds_every_value_of_every_option() -> None:
    sets = simulate.options_matrix()
    names = [name for name, _ in sets]
    assert names[:2] == ["defaults", "all_on"] and len(set(names)) == len(names)
    assert ("ballot=open", {"ballot": "open"}) in sets
    seen: set[tuple[str, Any]] = set()
    for _, options in sets:
        for scenario in SCENARIOS:
            full = RorOptions.model_validate({**options, "scenario": scenario})
        seen |= {(name, getattr(full, name)) for name, _ in _every_value()}
    assert seen == _every_value()
    assert dict(sets)["rebel_governors=True"] == {"rebel_governors": True, "provincial_wars": True}


def test_a_matrix_run_reports_errors_and_stuck_games_per_option_set() -> None:
    code, games, summary = _run(games=3, seed=5, factions=3, turns=1, matrix=True)
    sets = simulate.options_matrix()
    assert code == 0
    assert [g["option_set"] for g in games] == [name for name, _ in sets[:3]]
    rows = summary["option_sets"]
    assert list(rows) == [name for name, _ in sets]
    assert rows["all_on"]["options"] == dict(sets)["all_on"]
    assert [rows[name]["games"] for name, _ in sets[:4]] == [1, 1, 1, 0]
    assert all(r["errors"] == 0 and r["stuck"] == 0 for r in rows.values())
    _, _, stuck = _run(games=2, seed=5, factions=3, turns=1, matrix=True, max_steps=3)
    assert [stuck["option_sets"][n]["stuck"] for n in ("defaults", "all_on")] == [1, 1]
    assert stuck["option_sets"]["defaults"]["errors"] == 0


def test_cli_options_matrix(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--options-matrix",
            "--games",
            "1",
            "--factions",
            "3",
            "--turns",
            "1",
            "--json",
        ]
    )
    summary = json.loads(capsys.readouterr().out.splitlines()[-1])
    assert code == 0 and summary["option_sets"]["defaults"]["games"] == 1


def test_ci_plays_every_option_set() -> None:
    """The CI smoke runs of the matrix play at least one game of each option set: the
    default game's, and each other registered game's (one line run for each)."""
    ci = (Path(__file__).parents[1] / ".ci" / "run").read_text()
    lines = [
        x for x in ci.splitlines() if "--options-matrix" in x and not x.lstrip().startswith("#")
    ]
    [default] = [x for x in lines if "--game " not in x]
    [others] = [x for x in lines if "--game " in x]
    assert int(default.split("--games")[1].split()[0]) >= len(simulate.options_matrix())
    most = max(len(simulate.options_matrix(game)) for game in list(GAMES)[1:])
    assert int(others.split("--games")[1].split()[0]) >= most
