"""`praetor simulate`: many games between computer players, engine-direct, as a fuzzer.

No service and no database: `setup`, then `pending` -> a seat -> its computer player (the
game's presenter builds it) -> `apply` until the game ends. After every step the state is
checked: the engine's own invariants and transition checks (what the game conserves), a
JSON round trip, that `apply` left its input unchanged, and that no view shows the random
state. An exception or a broken check is an error; a game that never ends is one too.

Any registered game (`--game`). What a game counts beyond its events and phases, and how
it names its endings, its presenter's `statistics` says; the options matrix enumerates the
fields of the game's options model.

`--unchecked` skips those checks: the same games, a few times faster, to measure computer
players rather than to fuzz the engine. `--jobs N` plays N games at a time in as many
processes; the output is the same, in the same order.

Output: one JSON object per game, then a summary line. Game i uses seed S+i.
"""

from __future__ import annotations

import json
import multiprocessing
import random
import sys
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TextIO, get_args, get_origin

from pydantic import BaseModel

from bot.engine.engine import AnyGame
from bot.engine.events import Event
from bot.engine.present import ComputerPlayer, Presenter, Statistics
from bot.games import DEFAULT_GAME, GAMES, get_game, get_presenter
from bot.tools import pacing

#: a game that needs more steps than this is reported as never ending
MAX_STEPS = 20_000
#: how a game that never ends is reported
STUCK = "no outcome after"


@dataclass
class GameReport:
    seed: int
    factions: int
    scenario: str | None
    levels: dict[str, str] = field(default_factory=dict)  # seat -> computer player level
    turns: int | None = None
    outcome: str = "error"
    winners: list[str] = field(default_factory=list)
    actions: int = 0
    phases: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    option_set: str | None = None  # the name of its options in an --options-matrix run
    condition: str | None = None  # the ending in words (the game's statistics name it)
    #: what the game itself counts (`Presenter.statistics`)
    statistics: Statistics = field(default_factory=Statistics)

    def see(self, events: Iterable[Event]) -> None:
        """Count event kinds, and what the game's statistics count."""
        for e in events:
            self.events[e.kind] += 1
            self.statistics.see(e)

    def as_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "factions": self.factions,
            "scenario": self.scenario,
            "levels": self.levels,
            "turns": self.turns,
            "outcome": self.outcome,
            "condition": self.condition,
            "winners": self.winners,
            "actions": self.actions,
            "phases": dict(sorted(self.phases.items())),
            "events": dict(sorted(self.events.items())),
            **{name: dict(sorted(c.items())) for name, c in self.statistics.counts.items()},
            "errors": self.errors,
            **({"option_set": self.option_set} if self.option_set is not None else {}),
        }

    @property
    def stuck(self) -> bool:
        return any(e.startswith(STUCK) for e in self.errors)


def check_state(module: AnyGame, state: Any) -> list[str]:
    """Broken invariants of `state` (empty when all hold): the game's own, a JSON round
    trip, and no view showing the random state."""
    problems = [str(p) for p in module.invariants(state)]
    text = state.model_dump_json()
    try:
        again = module.load_state(text)
    except Exception as exc:
        problems.append(f"state does not load back from JSON: {exc}")
    else:
        if again.model_dump_json() != text:
            problems.append("state does not round-trip through JSON")
    for seat in [None, *state.seats]:
        seen = module.view(state, seat).model_dump_json()
        if '"rng"' in seen or '"seed"' in seen:
            problems.append(f"the view of {seat or 'the public'} shows the random state")
    return problems


def play_game(
    module: AnyGame,
    seed: int,
    *,
    factions: int = 5,
    turns: int | None = None,
    scenario: str | None = None,
    max_steps: int = MAX_STEPS,
    players: Sequence[str] = ("random",),
    options: Mapping[str, Any] | None = None,
    game: str = DEFAULT_GAME,
    checked: bool = True,
) -> GameReport:
    """Seat i is played by the computer player of level `players[i % len(players)]`; at
    most the game's number of seats play. `scenario` None: the game's first (if it has
    scenarios). `checked` False: no check after each step (an exception is still an
    error), the same game otherwise."""
    presenter = get_presenter(game)
    if scenario is None and presenter.scenarios:
        scenario = presenter.scenarios[0]
    seats = list(module.SEATS[: min(factions, module.MAX_SEATS)])
    levels = {seat: players[i % len(players)] for i, seat in enumerate(seats)}
    report = GameReport(
        seed=seed,
        factions=len(seats),
        scenario=scenario,
        levels=levels,
        statistics=presenter.statistics(),
    )
    chosen_options: dict[str, Any] = {**(options or {})}
    if scenario is not None:
        chosen_options["scenario"] = scenario
    if turns is not None:
        chosen_options["turn_limit"] = turns
    chosen = computer_players(presenter, seed, levels)
    order = random.Random(f"simulate:{seed}")
    state: Any = None
    where = "setup"
    try:
        first = module.setup_step(seed, seats, chosen_options)  # setup, with its narration
        state = first.state
        report.see(first.events)
        if checked:
            if module.setup(seed, seats, chosen_options).model_dump_json() != (
                state.model_dump_json()
            ):
                report.errors.append("setup: setup and setup_step give different states")
            report.errors += [f"setup: {p}" for p in check_state(module, state)]
        while not report.errors and module.outcome(state) is None:
            if report.actions >= max_steps:
                report.errors.append(f"{STUCK} {max_steps} steps")
                break
            where = f"step {report.actions + 1}"
            asked = state.model_dump_json() if checked else ""
            waiting = sorted({d.seat for d in module.pending(state)})
            seat = order.choice(waiting)
            action = chosen[seat].choose(module, state, seat)
            before = state.model_dump_json() if checked else ""
            if before != asked:  # a game replayed from its log would differ
                report.errors.append(f"{where}: a prompt or legal action changed the state")
            step = module.apply(state, seat, action)
            problems: list[str] = []
            if checked:
                if state.model_dump_json() != before:
                    report.errors.append(f"{where}: apply changed its input state")
                problems = module.transition_problems(state, step)
            state = step.state
            report.actions += 1
            report.phases[str(getattr(state, "phase", "?"))] += 1
            report.see(step.events)
            if checked:
                problems += check_state(module, state)
            report.errors += [f"{where} ({seat} {_kind(action)}): {p}" for p in problems]
    except Exception as exc:
        report.errors.append(f"{where}: {type(exc).__name__}: {exc}")
    if state is not None:
        turn = getattr(state, "turn", None)
        report.turns = turn if isinstance(turn, int) else None
        try:
            outcome = module.outcome(state)
        except Exception as exc:
            report.errors.append(f"outcome: {type(exc).__name__}: {exc}")
            outcome = None
        if outcome is not None and not report.errors:
            report.outcome = outcome.kind
            report.winners = list(outcome.winners)
            report.condition = report.statistics.condition(outcome)
    return report


def computer_players(
    presenter: Presenter, seed: int, levels: Mapping[str, str]
) -> dict[str, ComputerPlayer]:
    """Each seat's computer player; the `random` seats share one generator (seeded with the
    game's seed), the others have their own."""
    shared = presenter.computer("random", seed) if "random" in presenter.levels else None
    return {
        seat: shared
        if level == "random" and shared is not None
        else presenter.computer(level, f"{seed}:{seat}")
        for seat, level in levels.items()
    }


def _kind(action: Any) -> str:
    return str(getattr(action, "kind", type(action).__name__))


def summarize(reports: list[GameReport], game: str = DEFAULT_GAME) -> dict[str, Any]:
    statistics = get_presenter(game).statistics()
    outcomes: Counter[str] = Counter(r.outcome for r in reports)
    events: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    counts = {name: Counter[str]() for name in statistics.counts}
    for r in reports:
        events.update(r.events)
        phases.update(r.phases)
        for name, counter in r.statistics.counts.items():
            counts[name].update(counter)
    return {
        "summary": True,
        "games": len(reports),
        "outcomes": dict(sorted(outcomes.items())),
        "events": dict(sorted(events.items())),
        "phases": dict(sorted(phases.items())),
        **{name: dict(sorted(counter.items())) for name, counter in counts.items()},
        "errors": sum(len(r.errors) for r in reports),
        "actions": sum(r.actions for r in reports),
        "conditions": dict(sorted(Counter(r.condition for r in reports if r.condition).items())),
        **statistics.summary(events),
        **win_rates(reports),
    }


def win_rates(reports: list[GameReport]) -> dict[str, Any]:
    """Per level: wins / seats of that level, over all games (a game without winners is a
    loss for everyone) and over the decided games (those with at least one winner)."""
    seats: Counter[str] = Counter()
    decided_seats: Counter[str] = Counter()
    wins: Counter[str] = Counter()
    for r in reports:
        for seat, level in r.levels.items():
            seats[level] += 1
            decided_seats[level] += 1 if r.winners else 0
            wins[level] += 1 if seat in r.winners else 0
    return {
        "decided": sum(1 for r in reports if r.winners),
        "wins_by_level": {lv: round(wins[lv] / n, 4) for lv, n in sorted(seats.items())},
        "wins_by_level_decided": {
            lv: round(wins[lv] / n, 4) if n else 0.0 for lv, n in sorted(decided_seats.items())
        },
        "win_counts_by_level": dict(sorted(wins.items())),
    }


# ---------------------------------------------------------------- the options matrix

#: game options the matrix leaves to their own flags: the scenario cycles game by game
#: (--scenario mixed), the turn limit is --turns
MATRIX_SKIPS = ("scenario", "turn_limit")


def options_model(module: AnyGame) -> type[BaseModel]:
    """The game's options model: the type of its default options."""
    model: type[BaseModel] = type(module.parse_options({}))
    return model


def option_values(game: str = DEFAULT_GAME) -> dict[str, list[Any]]:
    """Every value of every option of the game's options model (a Literal's values, a
    bool's two), the default first; the options the matrix leaves to other flags left out."""
    found: dict[str, list[Any]] = {}
    for name, info in options_model(get_game(game)).model_fields.items():
        if name in MATRIX_SKIPS:
            continue
        if info.annotation is bool:
            values: list[Any] = [False, True]
        elif get_origin(info.annotation) is Literal:
            values = list(get_args(info.annotation))
        else:
            raise TypeError(f"the options matrix cannot enumerate option {name!r}")
        found[name] = [info.default, *(v for v in values if v != info.default)]
    return found


def _valid(options: Mapping[str, Any], game: str) -> bool:
    """Valid in every scenario of the game (a scenario may have its own checks)."""
    module = get_game(game)
    scenarios = get_presenter(game).scenarios
    try:
        for scenario in scenarios:
            module.parse_options({**options, "scenario": scenario})
        if not scenarios:
            module.parse_options(options)
    except ValueError:
        return False
    return True


def _needs(name: str, value: Any, values: dict[str, list[Any]], game: str) -> dict[str, Any]:
    """`name=value` with what it needs to be valid: the first other option turned to a
    non-default value that makes it valid (an advanced rule may need another)."""
    alone = {name: value}
    if _valid(alone, game):
        return alone
    for other, choices in values.items():
        for choice in choices[1:]:
            if other != name and _valid({**alone, other: choice}, game):
                return {**alone, other: choice}
    raise ValueError(f"no valid option set holds {name}={value!r}")


def options_matrix(game: str = DEFAULT_GAME) -> list[tuple[str, dict[str, Any]]]:
    """Named option sets in which every value of every game option occurs: the defaults,
    everything on (every option at its first other value, as far as they go together),
    then each other value alone (with what it needs)."""
    values = option_values(game)
    everything: dict[str, Any] = {}
    for name, choices in values.items():
        for choice in choices[1:]:
            if _valid({**everything, name: choice}, game):
                everything[name] = choice
                break
    sets = [("defaults", {}), ("all_on", everything)]
    for name, choices in values.items():
        sets += [(f"{name}={v}", _needs(name, v, values, game)) for v in choices[1:]]
    return sets


def matrix_summary(
    reports: list[GameReport], sets: Sequence[tuple[str, Mapping[str, Any]]]
) -> dict[str, Any]:
    """Per option set: its options, games, games with errors, games stuck, outcomes."""
    found: dict[str, Any] = {}
    for name, options in sets:
        mine = [r for r in reports if r.option_set == name]
        found[name] = {
            "options": dict(options),
            "games": len(mine),
            "errors": sum(1 for r in mine if r.errors and not r.stuck),
            "stuck": sum(1 for r in mine if r.stuck),
            "outcomes": dict(sorted(Counter(r.outcome for r in mine).items())),
        }
    return found


def every_level() -> tuple[str, ...]:
    """The computer player levels of every registered game."""
    return tuple(dict.fromkeys(lv for key in GAMES for lv in get_presenter(key).levels))


def every_scenario() -> tuple[str, ...]:
    """The scenarios of every registered game."""
    return tuple(dict.fromkeys(s for key in GAMES for s in get_presenter(key).scenarios))


def parse_players(text: str, levels: Sequence[str] | None = None) -> tuple[str, ...]:
    """`basic,random` -> ("basic", "random"); a level not in `levels` (default: any game's)
    is a ValueError."""
    known = tuple(levels) if levels is not None else every_level()
    found = tuple(part.strip() for part in text.split(",") if part.strip())
    if not found:
        raise ValueError("no computer player level given")
    for level in found:
        if level not in known:
            raise ValueError(f"unknown computer player level {level!r} (known: {', '.join(known)})")
    return found


def check_arguments(game: str, scenario: str, players: Sequence[str] | None) -> None:
    """A ValueError when `game` is not registered, or has no such scenario or levels."""
    if game not in GAMES:
        raise ValueError(f"unknown game {game!r} (known: {', '.join(GAMES)})")
    presenter = get_presenter(game)
    if scenario != "mixed" and scenario not in presenter.scenarios:
        known = ", ".join(["mixed", *presenter.scenarios])
        raise ValueError(f"unknown scenario {scenario!r} (known: {known})")
    if players is not None:
        parse_players(",".join(players), presenter.levels)


def default_lineups(levels: Sequence[str]) -> tuple[tuple[str, ...], ...]:
    """The default tables, game by game (`levels` weakest first): the strongest level
    beside each weaker one twice over, then the strongest alone at every seat. In the
    Republic that is one `basic` faction beside two `random` ones that fuzz and two
    `reckless` ones that now and then spend the State into bankruptcy, then five `basic`
    factions, the only table that keeps Rome alive through a whole deck to Era Ends; with
    the scenarios cycling too, a long run meets every kind of ending [1.12]."""
    *weaker, strongest = levels
    return ((strongest, *weaker, *weaker), (strongest,))


@dataclass(frozen=True)
class _Play:
    """One game of a run, as a worker process receives it."""

    game: str
    seed: int
    factions: int
    turns: int | None
    scenario: str | None
    max_steps: int
    options: dict[str, Any]
    players: tuple[str, ...]
    checked: bool
    option_set: str | None


def _play(play: _Play) -> GameReport:
    report = play_game(
        get_game(play.game),
        play.seed,
        factions=play.factions,
        turns=play.turns,
        scenario=play.scenario,
        max_steps=play.max_steps,
        options=play.options,
        players=play.players,
        game=play.game,
        checked=play.checked,
    )
    report.option_set = play.option_set
    return report


def _played(plays: Sequence[_Play], jobs: int) -> Iterator[GameReport]:
    """The games' reports in order, `jobs` games played at a time."""
    if jobs <= 1 or len(plays) <= 1:
        yield from map(_play, plays)
        return
    with multiprocessing.Pool(min(jobs, len(plays))) as pool:
        yield from pool.imap(_play, plays)


def run(
    *,
    games: int,
    seed: int,
    factions: int = 5,
    turns: int | None = None,
    scenario: str = "mixed",
    as_json: bool = True,
    max_steps: int = MAX_STEPS,
    game: str = DEFAULT_GAME,
    stream: TextIO | None = None,
    players: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    matrix: bool = False,
    pace: str | None = None,
    checked: bool = True,
    jobs: int = 1,
) -> int:
    """Play `games` games and print them; returns 1 if any game had an error. Without
    `players`, game i is played by `default_lineups` i mod their count. `matrix`: game i
    plays option set i mod their count of `options_matrix()` (over `options`), and the
    summary reports errors and stuck games per option set. `scenario` "mixed": game i
    plays the game's scenario i mod their count. `pace` (a model, `bot.tools.pacing`):
    the games are timed on the calendar under each pace instead. `checked` False: no
    checks after each step. `jobs`: games played at a time, each in its own process."""
    out = stream if stream is not None else sys.stdout
    check_arguments(game, scenario, players)
    presenter = get_presenter(game)
    lineups = default_lineups(presenter.levels)
    if pace is not None:
        return pacing.run(
            pacing.parse_model(pace),
            games=games,
            seed=seed,
            factions=factions,
            turns=turns,
            scenarios=(presenter.scenarios or (None,)) if scenario == "mixed" else (scenario,),
            lineups=[players] if players else lineups,
            as_json=as_json,
            max_steps=max_steps,
            options=options or {},
            game=game,
            stream=out,
        )
    sets = options_matrix(game) if matrix else [("", {})]
    scenarios = presenter.scenarios or (None,)
    plays = [
        _Play(
            game=game,
            seed=seed + i,
            factions=factions,
            turns=turns,
            scenario=scenarios[i % len(scenarios)] if scenario == "mixed" else scenario,
            max_steps=max_steps,
            options={**(options or {}), **sets[i % len(sets)][1]},
            players=tuple(players or lineups[i % len(lineups)]),
            checked=checked,
            option_set=sets[i % len(sets)][0] if matrix else None,
        )
        for i in range(games)
    ]
    reports = []
    for report in _played(plays, jobs):
        reports.append(report)
        if as_json:
            print(json.dumps(report.as_json(), sort_keys=False), file=out, flush=True)
        else:
            status = report.outcome if not report.errors else f"ERROR: {report.errors[0]}"
            winners = ", ".join(report.winners) or "-"
            print(
                f"seed {report.seed}: {status}; winners {winners}; "
                f"{report.actions} actions; turn {report.turns}",
                file=out,
                flush=True,
            )
    summary = summarize(reports, game)
    if matrix:
        summary["option_sets"] = matrix_summary(reports, sets)
    if as_json:
        print(json.dumps(summary), file=out)
    else:
        print(
            f"{summary['games']} games, {summary['actions']} actions, "
            f"outcomes {summary['outcomes']}, {summary['errors']} errors; "
            f"win rate by level {summary['wins_by_level']} "
            f"({summary['decided']} decided: {summary['wins_by_level_decided']})",
            file=out,
        )
        for set_name, row in summary.get("option_sets", {}).items():
            print(
                f"  {set_name or 'defaults'}: {row['games']} games, {row['errors']} with "
                f"errors, {row['stuck']} stuck",
                file=out,
            )
    return 1 if summary["errors"] else 0
