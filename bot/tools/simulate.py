"""`praetor simulate`: many games between random players, engine-direct, as a fuzzer.

No service and no database: `setup`, then `pending` -> a seat -> `RandomPlayer` -> `apply`
until the game ends. After every step the state is checked: the engine's own invariants
and transition checks (cards kept, talents on the books), a JSON round trip, that `apply`
left its input unchanged, and that no view shows the random state.
An exception or a broken check is an error; a game that never ends is one too.

Output: one JSON object per game, then a summary line. Game i uses seed S+i.
"""

from __future__ import annotations

import json
import random
import re
import sys
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Literal, TextIO, get_args, get_origin

from bot.engine.engine import GameModule
from bot.engine.events import Event
from bot.games import get_game
from bot.games.ror.ai import LEVELS, Player, RandomPlayer, player_for
from bot.games.ror.rules.senate.proposals import KINDS as PROPOSAL_KINDS
from bot.games.ror.rules.state import RorOptions
from bot.narrate import JOINED_SUFFIX, PAIRS_SUFFIX, REF_SUFFIX

#: a game that needs more steps than this is reported as never ending
MAX_STEPS = 20_000
#: how a game that never ends is reported
STUCK = "no outcome after"
#: the scenarios a mixed run cycles through, game by game
SCENARIOS = ("early", "middle", "late", "extended", "alternative")
#: card id prefixes (docs/SCENARIOS.md) and the card types they name
CARD_TYPES = {
    "fam": "family",
    "st": "statesman",
    "war": "war",
    "ldr": "leader",
    "con": "concession",
    "int": "intrigue",
    "law": "law",
    "evt": "deck_event",
    "prov": "province",
}
CARD_ID = re.compile(rf"^({'|'.join(CARD_TYPES)}):[A-Za-z0-9_#]+$")


@dataclass
class GameReport:
    seed: int
    factions: int
    scenario: str
    levels: dict[str, str] = field(default_factory=dict)  # seat -> computer player level
    turns: int | None = None
    outcome: str = "error"
    winners: list[str] = field(default_factory=list)
    actions: int = 0
    phases: Counter[str] = field(default_factory=Counter)
    events: Counter[str] = field(default_factory=Counter)
    random_events: Counter[str] = field(default_factory=Counter)
    cards: Counter[str] = field(default_factory=Counter)
    errors: list[str] = field(default_factory=list)
    option_set: str | None = None  # the name of its options in an --options-matrix run
    condition: str | None = None  # the victory or defeat condition of 1.12 that ended it
    appointed_by: str | None = None  # the rule of the Consul for Life's appointment

    def see(self, events: Iterable[Event]) -> None:
        """Count event kinds, the random events rolled and the types of cards met."""
        for e in events:
            self.events[e.kind] += 1
            if e.kind == "consul_for_life":
                self.appointed_by = e.rule
            if e.kind == "random_event_rolled":
                self.random_events[str(e.data["event"])] += 1
            for key, value in e.data.items():
                if key.endswith((REF_SUFFIX, JOINED_SUFFIX, PAIRS_SUFFIX)):  # named, not met
                    continue
                match = CARD_ID.match(value) if isinstance(value, str) else None
                if match:
                    self.cards[CARD_TYPES[match[1]]] += 1

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
            "random_events": dict(sorted(self.random_events.items())),
            "cards": dict(sorted(self.cards.items())),
            "errors": self.errors,
            **({"option_set": self.option_set} if self.option_set is not None else {}),
        }

    @property
    def stuck(self) -> bool:
        return any(e.startswith(STUCK) for e in self.errors)


def check_state(module: GameModule, state: Any) -> list[str]:
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
    module: GameModule,
    seed: int,
    *,
    factions: int = 5,
    turns: int | None = None,
    scenario: str = "early",
    max_steps: int = MAX_STEPS,
    players: Sequence[str] = ("random",),
    options: Mapping[str, Any] | None = None,
) -> GameReport:
    """Seat i is played by the computer player of level `players[i % len(players)]`."""
    seats = list(module.SEATS[:factions])
    levels = {seat: players[i % len(players)] for i, seat in enumerate(seats)}
    report = GameReport(seed=seed, factions=factions, scenario=scenario, levels=levels)
    options: dict[str, Any] = {**(options or {}), "scenario": scenario}
    if turns is not None:
        options["turn_limit"] = turns
    shared = RandomPlayer(seed)  # the random seats share one generator, as they always did
    chosen: dict[str, Player] = {
        seat: shared if level == "random" else player_for(level, f"{seed}:{seat}")
        for seat, level in levels.items()
    }
    order = random.Random(f"simulate:{seed}")
    state: Any = None
    where = "setup"
    try:
        state = module.setup(seed, seats, options)
        first = module.setup_step(seed, seats, options)  # the same setup, with its narration
        report.see(first.events)
        if first.state.model_dump_json() != state.model_dump_json():
            report.errors.append("setup: setup and setup_step give different states")
        report.errors += [f"setup: {p}" for p in check_state(module, state)]
        while not report.errors and module.outcome(state) is None:
            if report.actions >= max_steps:
                report.errors.append(f"{STUCK} {max_steps} steps")
                break
            where = f"step {report.actions + 1}"
            asked = state.model_dump_json()
            waiting = sorted({d.seat for d in module.pending(state)})
            seat = order.choice(waiting)
            action = chosen[seat].choose(module, state, seat)
            before = state.model_dump_json()
            if before != asked:  # a game replayed from its log would differ
                report.errors.append(f"{where}: a prompt or legal action changed the state")
            step = module.apply(state, seat, action)
            if state.model_dump_json() != before:
                report.errors.append(f"{where}: apply changed its input state")
            problems = module.transition_problems(state, step)
            state = step.state
            report.actions += 1
            report.phases[str(getattr(state, "phase", "?"))] += 1
            report.see(step.events)
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
            report.condition = condition_of(outcome.kind, outcome.rule, report.appointed_by)
    return report


#: 1.12.2 victory conditions I–V and 1.12.3 defeats I–III, by outcome kind (the rebel's
#: and the Consul for Life's split by the rule that gave them)
REBEL_BATTLE_RULES = ("1.11.35", "1.11.373")
CONDITIONS = {
    "defeat_four_wars": "defeat I: four active wars",
    "defeat_people_revolt": "defeat II: a People Revolt",
    "defeat_bankruptcy": "defeat III: bankruptcy",
    "era_ends": "victory V: Era Ends, the most influence",
    "turn_limit": "turn limit (a game option)",
}


def condition_of(kind: str, rule: str, appointed_by: str | None) -> str:
    if kind == "rebel_victory" and rule == "1.12.4":
        return "victory I/II: a rebel wins the end game against four wars"
    if kind == "rebel_victory":
        battle = rule in REBEL_BATTLE_RULES
        return (
            "victory I: a rebel beats the Senate"
            if battle
            else ("victory II: a rebel wins by bankruptcy or a People Revolt")
        )
    if kind == "consul_for_life":
        if appointed_by == "1.09.823":
            return "victory III: 35 influence, appointed Consul for Life"
        return "victory IV: elected Consul for Life"
    return CONDITIONS.get(kind, kind)


def _kind(action: Any) -> str:
    return str(getattr(action, "kind", type(action).__name__))


def summarize(reports: list[GameReport]) -> dict[str, Any]:
    outcomes: Counter[str] = Counter(r.outcome for r in reports)
    events: Counter[str] = Counter()
    phases: Counter[str] = Counter()
    random_events: Counter[str] = Counter()
    cards: Counter[str] = Counter()
    for r in reports:
        events.update(r.events)
        phases.update(r.phases)
        random_events.update(r.random_events)
        cards.update(r.cards)
    return {
        "summary": True,
        "games": len(reports),
        "outcomes": dict(sorted(outcomes.items())),
        "events": dict(sorted(events.items())),
        "phases": dict(sorted(phases.items())),
        "random_events": dict(sorted(random_events.items())),
        "cards": dict(sorted(cards.items())),
        "errors": sum(len(r.errors) for r in reports),
        "actions": sum(r.actions for r in reports),
        "conditions": dict(sorted(Counter(r.condition for r in reports if r.condition).items())),
        "senate_business": senate_business(events),
        **win_rates(reports),
    }


def senate_business(events: Mapping[str, int]) -> dict[str, Any]:
    """How often each kind of Senate proposal was made (every registered kind, so a kind
    never seen shows 0), with vetoes and proposals made through a Tribune [1.09]."""
    kinds = {kind: events.get(f"proposal_{kind}", 0) for kind in sorted(PROPOSAL_KINDS)}
    return {
        "proposals": kinds,
        "never": [kind for kind, n in kinds.items() if n == 0],
        "vetoes": events.get("proposal_vetoed", 0),
        "tribunes_used": events.get("tribune_used", 0),
        "reopened": events.get("senate_reopened", 0),
        "passed": events.get("proposal_passed", 0),
        "failed": events.get("proposal_failed", 0),
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


def option_values() -> dict[str, list[Any]]:
    """Every value of every game option of RorOptions (a Literal's values, a bool's two),
    the default first; the options the matrix leaves to other flags left out."""
    found: dict[str, list[Any]] = {}
    for name, info in RorOptions.model_fields.items():
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


def _valid(options: Mapping[str, Any]) -> bool:
    """Valid in every scenario (the Extended one has its own check)."""
    try:
        for scenario in SCENARIOS:
            RorOptions.model_validate({**options, "scenario": scenario})
    except ValueError:
        return False
    return True


def _needs(name: str, value: Any, values: dict[str, list[Any]]) -> dict[str, Any]:
    """`name=value` with what it needs to be valid: the first other option turned to a
    non-default value that makes it valid (2.03's rebel governors need 2.02)."""
    alone = {name: value}
    if _valid(alone):
        return alone
    for other, choices in values.items():
        for choice in choices[1:]:
            if other != name and _valid({**alone, other: choice}):
                return {**alone, other: choice}
    raise ValueError(f"no valid option set holds {name}={value!r}")


def options_matrix() -> list[tuple[str, dict[str, Any]]]:
    """Named option sets in which every value of every game option occurs: the defaults,
    everything on (every option at its first other value, as far as they go together),
    then each other value alone (with what it needs)."""
    values = option_values()
    everything: dict[str, Any] = {}
    for name, choices in values.items():
        for choice in choices[1:]:
            if _valid({**everything, name: choice}):
                everything[name] = choice
                break
    sets = [("defaults", {}), ("all_on", everything)]
    for name, choices in values.items():
        sets += [(f"{name}={v}", _needs(name, v, values)) for v in choices[1:]]
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


def parse_players(text: str) -> tuple[str, ...]:
    """`basic,random` -> ("basic", "random"); an unknown level is a ValueError."""
    levels = tuple(part.strip() for part in text.split(",") if part.strip())
    if not levels:
        raise ValueError("no computer player level given")
    for level in levels:
        if level not in LEVELS:
            raise ValueError(
                f"unknown computer player level {level!r} (known: {', '.join(LEVELS)})"
            )
    return levels


#: the default tables, game by game: two `random` factions fuzz beside a `basic` one and two
#: `reckless` ones that now and then spend the State into bankruptcy; then five `basic`
#: factions, the only table that keeps Rome alive through a whole deck to Era Ends. With the
#: scenarios cycling too, every scenario meets both tables, and a long run meets every kind
#: of ending [1.12]
DEFAULT_LINEUPS: tuple[tuple[str, ...], ...] = (
    ("basic", "random", "reckless", "random", "reckless"),
    ("basic",),
)


def run(
    *,
    games: int,
    seed: int,
    factions: int = 5,
    turns: int | None = None,
    scenario: str = "mixed",
    as_json: bool = True,
    max_steps: int = MAX_STEPS,
    game: str = "ror",
    stream: TextIO | None = None,
    players: Sequence[str] | None = None,
    options: Mapping[str, Any] | None = None,
    matrix: bool = False,
) -> int:
    """Play `games` games and print them; returns 1 if any game had an error. Without
    `players`, game i is played by DEFAULT_LINEUPS[i mod their count]. `matrix`: game i
    plays option set i mod their count of `options_matrix()` (over `options`), and the
    summary reports errors and stuck games per option set."""
    out = stream if stream is not None else sys.stdout
    module = get_game(game)
    sets = options_matrix() if matrix else [("", {})]
    reports = []
    for i in range(games):
        name = SCENARIOS[i % len(SCENARIOS)] if scenario == "mixed" else scenario
        set_name, extra = sets[i % len(sets)]
        report = play_game(
            module,
            seed + i,
            factions=factions,
            turns=turns,
            scenario=name,
            max_steps=max_steps,
            options={**(options or {}), **extra},
            players=players or DEFAULT_LINEUPS[i % len(DEFAULT_LINEUPS)],
        )
        report.option_set = set_name if matrix else None
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
    summary = summarize(reports)
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
