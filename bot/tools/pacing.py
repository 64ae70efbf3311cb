"""`praetor simulate --pace MODEL`: how long games take on the calendar under a model of
when players answer, for each pace with deadlines (one clock per decision, one per phase:
`bot.service.deadlines`).

The model `checkins:N[:H[:P[:U]]]`: each of the first H seats (default: every seat) is a player
who checks in N times a day, at random times, and then answers every decision of theirs
that is open, those that open from their own answers included; the other seats are
computer players and answer at once. At a check-in where they answer, a player who has
no standing orders in force leaves some, with a chance of P percent (default
`ORDERS_PERCENT`), for the rest of the turn or of the phase (U: `turn`, the default, or
`phase`; `bot.service.phase_orders`): how they vote, drawn
from the vote orders (yes, no, abstain, as the sponsor), and their plan for the phase's
other decisions, modelled as their computer player's choices as their own answers are.
A decision an order answers is made the moment it opens, played by the service's own rule
(`bot.service.absence.order_action`: a vote that follows one not cast yet waits). A
decision not answered by its deadline takes its default then; under the phase pace one
that opens after its phase's clock ran out takes it at once. The deadlines are the
service's defaults (a base of 24 h). What each seat chooses is its computer player's
choice, as in `praetor simulate`; only when is modelled. Decisions are reported by who
closed them: the player, the player's standing order, a blind default (time ran out), or
a computer player.

Engine-direct like the rest of `simulate`, and deterministic for a seed: game i uses seed
S+i, and the check-in times of each seat come from the game's seed.
"""

from __future__ import annotations

import json
import random
import statistics
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field
from typing import Any, TextIO, cast, get_args

from bot.engine import Decision
from bot.engine.engine import AnyGame
from bot.engine.present import Presenter
from bot.games import DEFAULT_GAME, get_game, get_presenter
from bot.service.absence import VOTE_ORDERS, follower_seats, order_action, order_of
from bot.service.deadlines import phase_of, phase_seconds, seconds_for
from bot.service.game_settings import PhaseOrders, Until
from bot.service.prompts import decision_id

DAY = 86400.0
HOUR = 3600.0
#: the service's default base deadline (`Settings.deadline_seconds`)
BASE = DAY
#: the paces a model is timed under (the third, none, has no clock to time)
PACES = ("decision", "phase")
PREFIX = "checkins:"
#: the chance, in percent, that a player answering at a check-in leaves standing orders
#: for the rest of the phase, unless the model says
ORDERS_PERCENT = 50


@dataclass(frozen=True, slots=True)
class Model:
    """Players check in `per_day` times a day; the first `humans` seats are players (None:
    every seat); `orders` percent of the check-ins where a player answers leave standing
    orders for the rest of the turn (or phase: `until`)."""

    per_day: int
    humans: int | None = None
    orders: int = ORDERS_PERCENT
    #: how long the orders a player leaves last
    until: Until = "turn"


def parse_model(text: str) -> Model:
    """`checkins:2`, `checkins:2:3`, `checkins:2:3:50` or `checkins:2:3:50:phase`; a
    ValueError naming the form otherwise."""
    form = (
        f"a pace model is {PREFIX}N[:H[:P[:U]]] (N check-ins a day, H human seats, P percent "
        "of check-ins leaving standing orders, 0-100, lasting U: turn or phase)"
    )
    if not text.startswith(PREFIX):
        raise ValueError(form)
    parts = text.removeprefix(PREFIX).split(":")
    until = parts.pop() if len(parts) == 4 else "turn"
    if len(parts) > 3 or not all(p.isdigit() for p in parts) or until not in get_args(Until):
        raise ValueError(form)
    numbers = [int(p) for p in parts]
    if min(numbers[:2]) < 1 or (len(numbers) == 3 and numbers[2] > 100):
        raise ValueError(form)
    humans = numbers[1] if len(numbers) >= 2 else None
    percent = numbers[2] if len(numbers) == 3 else ORDERS_PERCENT
    return Model(numbers[0], humans, percent, cast(Until, until))


class CheckIns:
    """When one player checks in: `per_day` uniform random times in each day."""

    def __init__(self, rng: random.Random, per_day: int) -> None:
        self.rng = rng
        self.per_day = per_day
        self.times: list[float] = []
        self.days = 0

    def next(self, at: float) -> float:
        """The first check-in at `at` or later (a player still on line at `at` answers)."""
        while not self.times or self.times[-1] < at:
            day = self.days * DAY
            self.times += sorted(day + self.rng.random() * DAY for _ in range(self.per_day))
            self.days += 1
        return next(t for t in self.times if t >= at)


@dataclass
class PaceReport:
    seed: int
    pace: str
    #: hours each whole turn took (the last one up to the game's end, when it ended)
    turn_hours: list[float] = field(default_factory=list)
    hours: float = 0.0
    decisions: int = 0
    #: blind defaults: decisions of players whose time ran out without an order
    defaulted: int = 0
    #: the players' decisions made by the player at a check-in, or by a standing order
    by_player: int = 0
    by_order: int = 0
    #: the blind defaults by kind of decision
    defaulted_kinds: dict[str, int] = field(default_factory=dict)
    ended: bool = False
    errors: list[str] = field(default_factory=list)
    #: hours spent in each kind of phase (the game's name for it), over the game
    phase_hours: dict[str, float] = field(default_factory=dict)

    def as_json(self) -> dict[str, Any]:
        return {
            "seed": self.seed,
            "pace": self.pace,
            "turns": len(self.turn_hours),
            "turn_hours": [round(h, 1) for h in self.turn_hours],
            "days": round(self.hours / 24, 2),
            "decisions": self.decisions,
            "defaulted": self.defaulted,
            "by_player": self.by_player,
            "by_order": self.by_order,
            "defaulted_kinds": dict(sorted(self.defaulted_kinds.items())),
            "ended": self.ended,
            "phase_hours": {k: round(v, 1) for k, v in sorted(self.phase_hours.items())},
            "errors": self.errors,
        }


def time_game(
    module: AnyGame,
    seed: int,
    pace: str,
    model: Model,
    *,
    seats: Sequence[str],
    players: Mapping[str, Any],
    options: Mapping[str, Any],
    max_steps: int,
    presenter: Presenter | None = None,
) -> PaceReport:
    """One game on the calendar under `pace`: every step is the decision whose answer (or
    deadline) comes first. `presenter`: the game's, for its standing orders (None: the
    players leave none)."""
    report = PaceReport(seed, pace)
    humans = set(seats[: model.humans] if model.humans is not None else seats)
    clocks = {s: CheckIns(random.Random(f"pace:{seed}:{s}"), model.per_day) for s in humans}
    minds = {s: random.Random(f"orders:{seed}:{s}") for s in humans}
    #: by seat: the orders its player left ahead
    left: dict[str, PhaseOrders] = {}
    drawn: set[tuple[str, float]] = set()  # the check-ins that drew whether to leave orders
    phase_wait = phase_seconds(BASE, {})
    now = 0.0
    opened: dict[Any, float] = {}
    phase: str | None = None
    phase_opened = 0.0
    turn_started = 0.0
    try:
        state = module.setup(seed, list(seats), dict(options))
        turn = getattr(state, "turn", None)
        while module.outcome(state) is None and report.decisions < max_steps:
            pending = module.pending(state)
            opened = {decision_id(d): opened.get(decision_id(d), now) for d in pending}
            if phase_of(state) != phase:
                if phase is not None:
                    kind = phase.split(":")[-1]  # the phase, whatever the turn
                    spent = report.phase_hours.get(kind, 0.0) + (now - phase_opened) / HOUR
                    report.phase_hours[kind] = spent
                phase, phase_opened = phase_of(state), now
            turn_now = getattr(state, "turn", None)
            active = {seat: o.orders for seat, o in left.items() if o.holds(phase, turn_now)}
            best: tuple[float, int, Decision, bool, dict[str, Any] | None] | None = None
            for i, d in enumerate(pending):
                began = opened[decision_id(d)]
                ordered = _ordered(presenter, module, state, d, active)
                if d.seat not in humans:
                    answer = began
                else:
                    answer = clocks[d.seat].next(began)
                    if ordered is not None and answer > began:
                        answer = began  # the order answers the moment it opens
                    else:
                        ordered = None  # the player, on line, answers it themselves
                if pace == "phase" and phase is not None:
                    due = phase_opened + phase_wait
                else:
                    due = began + seconds_for(d.kind, BASE, {})
                late = d.default is not None and due < answer
                at = max(now, due if late else answer)
                if best is None or (at, i) < best[:2]:
                    best = (at, i, d, late, ordered)
            assert best is not None, "a running game waits on someone"
            now, _, d, late, ordered = best
            if late and ordered is None and d.seat in active:
                ordered = _ordered(presenter, module, state, d, active)  # run out: orders
            if ordered is not None:
                action = (
                    players[d.seat].choose(module, state, d.seat)
                    if ordered is COMPUTER
                    else module.parse_action(dict(ordered))
                )
                report.by_order += 1
            elif late:
                action = module.parse_action(dict(d.default or {}))
                report.defaulted += 1
                report.defaulted_kinds[d.kind] = report.defaulted_kinds.get(d.kind, 0) + 1
            else:
                action = players[d.seat].choose(module, state, d.seat)
                if d.seat in humans:
                    report.by_player += 1
                    if d.seat not in active and (d.seat, now) not in drawn and presenter:
                        drawn.add((d.seat, now))
                        if minds[d.seat].random() * 100 < model.orders:
                            vote = minds[d.seat].choice(VOTE_ORDERS)
                            orders = {"vote": vote, "quick": "computer"}
                            left[d.seat] = PhaseOrders(
                                user_id=0,
                                phase=phase,
                                turn=turn_now,
                                until=model.until,
                                orders=orders,
                            )
            state = module.apply(state, d.seat, action).state
            report.decisions += 1
            if getattr(state, "turn", None) != turn:
                report.turn_hours.append((now - turn_started) / HOUR)
                turn, turn_started = getattr(state, "turn", None), now
        report.ended = module.outcome(state) is not None
        if report.ended and now > turn_started:
            report.turn_hours.append((now - turn_started) / HOUR)
    except Exception as exc:
        report.errors.append(f"{type(exc).__name__}: {exc}")
    report.hours = now / HOUR
    return report


#: what `_ordered` returns for an order that a computer player's choice answers (made
#: only when the decision is the one taken)
COMPUTER: dict[str, Any] = {}


def _ordered(
    presenter: Presenter | None,
    module: AnyGame,
    state: Any,
    d: Decision,
    active: Mapping[str, Mapping[str, str]],
) -> dict[str, Any] | None:
    """The action the seat's standing orders make for `d` now, `COMPUTER`, or None."""
    if presenter is None or d.seat not in active:
        return None
    order = order_of(active[d.seat], presenter, state, d)
    if order is None:
        return None
    followers = follower_seats(active, presenter, module, state, d)
    return order_action(presenter, module, state, d, order, followers, lambda: COMPUTER)


def summary(reports: Sequence[PaceReport], pace: str) -> dict[str, Any]:
    """Per pace: hours per turn (mean, median, 90th centile, most, and most after each
    game's first, which holds the setup too), days per game and the share of decisions
    defaulted."""
    mine = [r for r in reports if r.pace == pace]
    turns = sorted(h for r in mine for h in r.turn_hours)
    #: the first turn of a game holds its setup too
    later = sorted(h for r in mine for h in r.turn_hours[1:])
    decisions = sum(r.decisions for r in mine)

    def centile(share: float) -> float:
        return round(turns[min(len(turns) - 1, int(share * len(turns)))], 1) if turns else 0.0

    return {
        "games": len(mine),
        "turns": len(turns),
        "turn_hours_mean": round(statistics.fmean(turns), 1) if turns else 0.0,
        "turn_hours_median": round(statistics.median(turns), 1) if turns else 0.0,
        "turn_hours_p90": centile(0.9),
        "turn_hours_max": round(turns[-1], 1) if turns else 0.0,
        "later_turn_hours_max": round(later[-1], 1) if later else 0.0,
        "days_per_game_mean": round(statistics.fmean(r.hours / 24 for r in mine), 2)
        if mine
        else 0.0,
        "defaulted_share": round(sum(r.defaulted for r in mine) / decisions, 3)
        if decisions
        else 0.0,
        **_players_shares(mine),
        "errors": sum(len(r.errors) for r in mine),
    }


def _players_shares(reports: Sequence[PaceReport]) -> dict[str, float]:
    """How the players' own decisions were closed: by the player at a check-in, by their
    standing order, or by a blind default (time ran out with no order)."""
    counts = {
        "by_player": sum(r.by_player for r in reports),
        "by_order": sum(r.by_order for r in reports),
        "blind_default": sum(r.defaulted for r in reports),
    }
    total = sum(counts.values())
    return {f"{k}_share": round(n / total, 3) if total else 0.0 for k, n in counts.items()}


def run(
    model: Model,
    *,
    games: int,
    seed: int,
    factions: int,
    turns: int | None,
    scenarios: Sequence[str | None],
    lineups: Sequence[Sequence[str]],
    as_json: bool,
    max_steps: int,
    options: Mapping[str, Any],
    game: str = DEFAULT_GAME,
    stream: TextIO,
) -> int:
    """Time `games` games under each pace and print them, then a summary per pace;
    returns 1 if any game had an error."""
    from bot.tools.simulate import computer_players  # the fuzzer's seating

    module = get_game(game)
    presenter = get_presenter(game)
    seats = list(module.SEATS[: min(factions, module.MAX_SEATS)])
    reports = []
    for i in range(games):
        chosen = {**options}
        scenario = scenarios[i % len(scenarios)]
        if scenario is not None:
            chosen["scenario"] = scenario
        if turns is not None:
            chosen["turn_limit"] = turns
        lineup = lineups[i % len(lineups)]
        levels = {seat: lineup[j % len(lineup)] for j, seat in enumerate(seats)}
        for pace in PACES:
            players = computer_players(presenter, seed + i, levels)
            report = time_game(
                module,
                seed + i,
                pace,
                model,
                seats=seats,
                players=players,
                options=chosen,
                max_steps=max_steps,
                presenter=presenter,
            )
            reports.append(report)
            if as_json:
                print(json.dumps(report.as_json()), file=stream, flush=True)
            else:
                hours = ", ".join(f"{h:.0f}" for h in report.turn_hours)
                print(
                    f"seed {report.seed} {pace}: {report.hours / 24:.1f} days; hours per turn "
                    f"{hours or '-'}; {report.defaulted}/{report.decisions} defaulted, "
                    f"{report.by_order} by standing orders"
                    + (f"; ERROR: {report.errors[0]}" if report.errors else ""),
                    file=stream,
                    flush=True,
                )
    found = {pace: summary(reports, pace) for pace in PACES}
    if as_json:
        print(json.dumps({"summary": True, "model": asdict(model), **found}), file=stream)
    else:
        for pace, row in found.items():
            print(
                f"{pace} pace: {row['turns']} turns in {row['games']} games; hours per turn "
                f"mean {row['turn_hours_mean']}, median {row['turn_hours_median']}, "
                f"90% {row['turn_hours_p90']}, most {row['turn_hours_max']} "
                f"({row['later_turn_hours_max']} after the first); "
                f"{row['days_per_game_mean']} days per game; "
                f"{row['defaulted_share']:.0%} of decisions defaulted; the players' decisions "
                f"{row['by_player_share']:.0%} by the player, {row['by_order_share']:.0%} by "
                f"their standing orders, {row['blind_default_share']:.0%} by a blind default",
                file=stream,
            )
    return 1 if any(r.errors for r in reports) else 0
