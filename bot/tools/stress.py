"""`praetor stress`: several bot processes on one database at once, one of them killed and
restarted in the middle, then a count of what the guarantees promise.

The run, on games of the registry's lightest game (the smallest state after setup: the run
is about processes, not rules; `game` names another) with a decision's clock of a few
seconds (`deadline_s`: votes wait that long, other choices half):

- the coordinator (this process) creates `games` games of three human seats, each on its
  own clock per decision (the pace `decision`), and writes their players and opening
  deadlines to a manifest in `workdir`;
- it starts `processes` worker processes (`python -m bot.tools.stress CONFIG`), each
  opening the same database and running the real `GameService` with its outbox delivery
  (`Delivery`) and deadline loop (`Scheduler`) over a counting transport. Each worker's
  players submit random legal moves on random games (any process moves any game, at the
  version it read; a move refused as stale is read again and retried) and append each
  acknowledged move to their own log; the transport appends the outbox id of every message
  it sends to its own log. Both logs are written a line at a time, straight to the kernel,
  so that they survive a SIGKILL;
- with `kill_one`, halfway through it kills worker 0 (SIGKILL) and starts it again;
- when the time is up the workers stop; the coordinator fires what fell due since and
  drains the outbox (a last process, as a restart would), then checks:

  * every acknowledged move is in its game's action log, at its version, as submitted;
  * every game's state equals a replay of its action log from its setup;
  * every outbox row is delivered, none is left behind, and none was sent twice except by
    a process killed between the send and its mark (Discord's nonce, the outbox id, stops
    that second post); every row that has to be posted was posted;
  * every default a deadline applied was due (a deadline fired twice applies the second
    one to a decision whose clock had not run out), no reminder went out twice for one
    deadline, and no deadline is left overdue.

The JSON report gives the counts and `ok`. Made to find what processes sharing the outbox
and the deadlines can break: with claims that do not hold, the counts show it. On SQLite,
which claims nothing (one process's database), several processes send the same rows: the
counts show that too, and why several processes need PostgreSQL.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any, TextIO

from bot.engine import IllegalAction
from bot.engine.engine import AnyGame, replay
from bot.errors import PraetorError, StaleState
from bot.games import GAMES, get_game
from bot.service.deadlines import decision_key, seconds_for
from bot.service.delivery import Delivery, Posted
from bot.service.game_service import GameService
from bot.service.outbox import OutboxPayload
from bot.service.scheduler import Scheduler
from db.open import open_storage, parse_address

#: the seats of each game (fewer or more when the game needs)
SEATS = 3
#: fake Discord ids: a channel per game, users per game
CHANNEL_BASE = 800_000_000_000_000_000
USER_BASE = 500_000_000_000_000_000
#: concurrent players in each worker
PLAYERS = 4
#: the players' moves on each game per clock of a vote (`deadline_s`): some decisions wait
#: out their clock, most do not, and games are still being played when the run ends
MOVES_PER_CLOCK = 2.0
#: a move refused as stale is read again and retried this many times
RETRIES = 3
#: how often each worker's deadline loop looks for due deadlines (seconds)
SCHEDULER_INTERVAL = 0.25
#: a worker that does not stop this long after the end is killed (and reported)
GRACE_S = 60.0
#: the deadlines of a default are compared within this margin (seconds; one clock)
EPSILON = 1e-6
ROOT = Path(__file__).resolve().parents[2]


@dataclass(frozen=True)
class Plan:
    database: str
    #: the game played (None: `lightest_game()`)
    game: str | None = None
    processes: int = 4
    games: int = 1000
    seconds: float = 180.0
    kill_one: bool = True
    seed: int = 1
    #: the base of a decision's clock: a vote waits this long, any other choice half (None:
    #: a sixth of the run, so that a game nobody moves lasts about the run on its defaults)
    deadline_s: float | None = None
    workdir: str = ""
    #: each player's mean pause between two moves (None: paced to the games' clocks, see
    #: `MOVES_PER_CLOCK`; 0: none, as fast as the processes go)
    think: float | None = None
    #: check the guarantees at the end (off: only the moves are counted, for the bench)
    check: bool = True
    #: on PostgreSQL, how long a process's claim on an outbox row or a deadline holds
    #: (None: the backend's own): what a killed process claimed waits that long for another
    lease_s: float | None = None

    @property
    def deadline(self) -> float:
        return self.deadline_s if self.deadline_s is not None else max(1.0, self.seconds / 6)

    @property
    def think_s(self) -> float:
        """Each player's mean pause between two moves."""
        if self.think is not None:
            return self.think
        rate = self.games * MOVES_PER_CLOCK / self.deadline
        return self.processes * PLAYERS / rate

    @property
    def key(self) -> str:
        return self.game or lightest_game()


def lightest_game() -> str:
    """The registered game whose state right after setup is the smallest."""
    sizes = {}
    for key in GAMES:
        module = get_game(key)
        state = module.setup(1, module.SEATS[: _seats(module)], {})
        sizes[key] = len(state.model_dump_json())
    return min(sizes, key=lambda key: sizes[key])


def _seats(module: AnyGame) -> int:
    return max(module.MIN_SEATS, min(SEATS, module.MAX_SEATS))


@dataclass
class Report:
    plan: dict[str, Any]
    ok: bool = False
    problems: list[str] = field(default_factory=list)
    figures: dict[str, Any] = field(default_factory=dict)


# ------------------------------------------------------------------------------ the worker


class CountingTransport:
    """Sends nothing; appends the outbox id (from the nonce) of each message to `path`, a
    line at a time, before it says the message went out."""

    def __init__(self, path: Path) -> None:
        self._file: TextIO = path.open("a", encoding="utf-8", buffering=1)
        self.sent = 0

    def _post(self, nonce: str) -> None:
        self._file.write(f"{nonce} {time.time():.6f}\n")
        self.sent += 1

    async def send_channel(
        self, channel_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None:
        self._post(nonce)
        return None

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> Posted | None:
        self._post(nonce)
        return None

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None:
        self._post(nonce)
        return None

    def close(self) -> None:
        self._file.close()


@dataclass
class WorkerCounts:
    moves: int = 0
    stale: int = 0
    refused: int = 0
    finished_games: int = 0


async def _player(
    module: AnyGame,
    service: GameService,
    users: Mapping[int, Mapping[str, int]],
    games: list[int],
    rng: random.Random,
    acks: TextIO,
    counts: WorkerCounts,
    end_at: float,
    think_s: float,
) -> None:
    while time.time() < end_at and games:
        game_id = rng.choice(games)
        for _ in range(RETRIES + 1):
            try:
                version, state = await service.state(game_id)
            except PraetorError:
                break
            pending = module.pending(state)
            if not pending:  # over
                if game_id in games:
                    games.remove(game_id)
                    counts.finished_games += 1
                break
            decision = rng.choice(pending)
            choices = module.legal_actions(state, decision.seat)
            action = rng.choice(choices).model_dump(mode="json")
            user = users[game_id][decision.seat]
            try:
                result = await service.submit(game_id, user, action, expected_version=version)
            except StaleState:
                counts.stale += 1
                continue
            except (PraetorError, IllegalAction):
                counts.refused += 1
                break
            acks.write(json.dumps([game_id, result.version, decision.seat, action]) + "\n")
            counts.moves += 1
            break
        await asyncio.sleep(rng.expovariate(1 / think_s) if think_s > 0 else 0)


async def worker(config: Mapping[str, Any]) -> None:
    """One bot process: the service, its delivery and deadline loops, and its players,
    from the coordinator's go (`start.json`, written once every worker is ready) until the
    end it gives."""
    workdir = Path(config["workdir"])
    name = f"{config['index']}-{config['incarnation']}"
    manifest = json.loads((workdir / "manifest.json").read_text(encoding="utf-8"))
    users = {int(g): seats for g, seats in manifest["users"].items()}
    _lease(config["database"], config["lease_s"])
    storage = await open_storage(config["database"])
    transport = CountingTransport(workdir / f"sent-{name}.log")
    delivery = Delivery(storage, transport)
    service = GameService(
        storage, deadline_seconds=float(config["deadline_s"]), on_outbox=delivery.wake
    )
    scheduler = Scheduler(service, interval=SCHEDULER_INTERVAL, retention_days=0)
    counts = WorkerCounts()
    rng = random.Random(f"{config['seed']}:{name}")
    games = list(users)
    # the game's rules imported and a state read before it says it is ready: the timed
    # window counts moves, not a slow machine's imports
    module = get_game(config["game"])
    if games:
        await service.state(games[0])
    (workdir / f"ready-{name}").touch()
    while not (workdir / "start.json").exists():
        await asyncio.sleep(0.05)
    end_at = json.loads((workdir / "start.json").read_text(encoding="utf-8"))["end_at"]
    delivery.start()
    scheduler.start()
    with (workdir / f"acks-{name}.log").open("a", encoding="utf-8", buffering=1) as acks:
        await asyncio.gather(
            *(
                _player(
                    module,
                    service,
                    users,
                    games,
                    rng,
                    acks,
                    counts,
                    float(end_at),
                    float(config["think_s"]),
                )
                for _ in range(int(config["players"]))
            )
        )
    await scheduler.stop()
    await delivery.stop()
    await storage.close()
    transport.close()
    summary = {**asdict(counts), "sent": transport.sent}
    (workdir / f"summary-{name}.json").write_text(json.dumps(summary), encoding="utf-8")


# ------------------------------------------------------------------------------ the coordinator


async def _create_games(plan: Plan, workdir: Path) -> None:
    """The games, started, and the manifest the workers read: each game's players and
    its opening deadlines (for the check of the defaults)."""
    storage = await open_storage(plan.database)
    service = GameService(storage, deadline_seconds=plan.deadline)
    seats = _seats(get_game(plan.key))
    users: dict[int, dict[str, int]] = {}
    opening: dict[int, dict[str, float]] = {}
    base = int(time.time() * 1000) % 1_000_000 * 10_000  # new channels for each run
    try:
        for n in range(plan.games):
            channel = CHANNEL_BASE + base + n
            seated = [USER_BASE + (base + n) * 8 + k for k in range(seats)]
            info = await service.create_game(
                channel_id=channel,
                guild_id=None,
                creator_id=seated[0],
                players=seats,
                options={"pace": "decision"},
                game=plan.key,
                seed=plan.seed * 1_000_003 + n,
            )
            for user, seat in zip(seated, (s.seat for s in info.seats), strict=True):
                await service.join(info.id, user, seat)
            await service.start(info.id, seated[0])
            users[info.id] = dict(zip((s.seat for s in info.seats), seated, strict=True))
            opening[info.id] = {d.decision_key: d.due_at for d in await storage.deadlines(info.id)}
    finally:
        await storage.close()
    manifest = {"users": users, "opening": opening}  # each game's seats in their order
    (workdir / "manifest.json").write_text(json.dumps(manifest), encoding="utf-8")


def _spawn(plan: Plan, workdir: Path, index: int, incarnation: int) -> Any:
    config = {
        "database": plan.database,
        "game": plan.key,
        "workdir": str(workdir),
        "index": index,
        "incarnation": incarnation,
        "deadline_s": plan.deadline,
        "think_s": plan.think_s,
        "lease_s": plan.lease_s,
        "seed": plan.seed,
        "players": PLAYERS,
    }
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]),
    }
    with (workdir / f"worker-{index}-{incarnation}.err").open("w", encoding="utf-8") as log:
        return subprocess.Popen(  # the child writes its errors to its own copy of `log`
            [sys.executable, "-m", "bot.tools.stress", json.dumps(config)],
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=log,
        )


def _wait(procs: Sequence[Any], until: float) -> list[int]:
    """The exit codes; a worker still running at `until` is killed (-9)."""
    codes = []
    for proc in procs:
        try:
            codes.append(proc.wait(timeout=max(0.1, until - time.time())))
        except subprocess.TimeoutExpired:
            proc.send_signal(signal.SIGKILL)
            codes.append(proc.wait())
    return codes


def _lease(database: str, seconds: float | None) -> float:
    """The claim lease of the run's processes (PostgreSQL's, set when given); 0 on SQLite,
    where one process never claims."""
    if parse_address(database).kind != "postgresql":
        return 0.0
    from db import postgres

    if seconds is not None:
        postgres.LEASE_SECONDS = seconds
    return postgres.LEASE_SECONDS


async def _final_pass(plan: Plan, workdir: Path) -> float:
    """What a restart does: the deadlines due now fire, then the outbox drains. Returns
    the time the pass began (deadlines due before it must all have fired)."""
    _lease(plan.database, plan.lease_s)
    storage = await open_storage(plan.database)
    transport = CountingTransport(workdir / "sent-final-0.log")
    delivery = Delivery(storage, transport)
    service = GameService(storage, deadline_seconds=plan.deadline, on_outbox=delivery.wake)
    began = time.time()
    try:
        await service.run_due(began)
        while await delivery.drain():
            pass
    finally:
        await storage.close()
        transport.close()
    return began


def run(plan: Plan) -> dict[str, Any]:
    """The whole run; the report as a JSON-able dict."""
    plan = replace(plan, game=plan.key)
    with contextlib.ExitStack() as stack:
        if plan.workdir:
            workdir = Path(plan.workdir)
            workdir.mkdir(parents=True, exist_ok=True)
        else:
            workdir = Path(
                stack.enter_context(tempfile.TemporaryDirectory(prefix="praetor-stress-"))
            )
        report = Report(plan={**asdict(plan), "deadline_s": plan.deadline})
        t0 = time.perf_counter()
        asyncio.run(_create_games(plan, workdir))
        report.figures["setup_s"] = round(time.perf_counter() - t0, 2)
        procs = [_spawn(plan, workdir, i, 0) for i in range(plan.processes)]
        t0 = time.perf_counter()
        ready = [workdir / f"ready-{i}-0" for i in range(plan.processes)]
        while not all(r.exists() for r in ready) and time.perf_counter() - t0 < GRACE_S:
            if any(proc.poll() is not None for proc in procs):
                break  # a worker failed at its start: its exit code says so below
            time.sleep(0.05)
        report.figures["workers_start_s"] = round(time.perf_counter() - t0, 2)
        started = time.time()
        end_at = started + plan.seconds
        start = workdir / "start.json"
        start.with_suffix(".tmp").write_text(json.dumps({"end_at": end_at}), encoding="utf-8")
        start.with_suffix(".tmp").replace(start)  # whole, or not there
        killed: dict[str, float] = {}  # the incarnation killed, and when
        if plan.kill_one:
            time.sleep(max(0.0, started + plan.seconds / 2 - time.time()))
            if procs[0].poll() is None:
                procs[0].send_signal(signal.SIGKILL)
                procs[0].wait()
                killed["0-0"] = time.time()
                procs.append(_spawn(plan, workdir, 0, 1))
            else:
                report.problems.append("worker 0 had ended before it could be killed")
        codes = _wait(procs, end_at + GRACE_S)
        report.figures["run_s"] = round(time.time() - started, 2)
        report.figures["exit_codes"] = codes
        report.figures["killed"] = sorted(killed)
        if killed:
            codes = codes[1:]
        for code, proc in zip(codes, procs[1:] if killed else procs, strict=True):
            if code != 0:
                report.problems.append(f"a worker exited with {code}: {proc.args[-1][:80]}")
        if not plan.check:
            acked = sum(1 for log in workdir.glob("acks-*.log") for _ in _lines(log))
            report.figures["acknowledged_moves"] = acked
            report.figures["moves_per_s"] = round(acked / plan.seconds, 1)
            report.ok = not report.problems
            return asdict(report)
        if killed:  # what the killed process claimed is free once its lease has run out
            lease = _lease(plan.database, plan.lease_s)
            time.sleep(max(0.0, max(killed.values()) + lease + 0.5 - time.time()))
        began = asyncio.run(_final_pass(plan, workdir))
        verify(plan, workdir, report, began, killed)
        report.ok = not report.problems
        return asdict(report)


# ------------------------------------------------------------------------------ the checks


def _lines(path: Path) -> Iterator[str]:
    """The complete lines of a log (a process killed mid-line leaves a partial last one)."""
    with path.open(encoding="utf-8") as f:
        for line in f:
            if line.endswith("\n"):
                yield line[:-1]


def _query(database: str, sql: str) -> list[tuple[Any, ...]]:
    """Read rows straight from the database the run used (a SELECT of the checks)."""
    where = parse_address(database)
    if where.kind == "sqlite":
        conn = sqlite3.connect(f"file:{where.target}?mode=ro", uri=True)
        try:
            return list(conn.execute(sql))
        finally:
            conn.close()
    return asyncio.run(_pg_query(where.target, sql))


async def _pg_query(url: str, sql: str) -> list[tuple[Any, ...]]:
    import asyncpg

    conn = await asyncpg.connect(url)
    try:
        return [tuple(r) for r in await conn.fetch(sql)]
    finally:
        await conn.close()


def verify(
    plan: Plan, workdir: Path, report: Report, began: float, killed: Mapping[str, float]
) -> None:
    manifest = json.loads((workdir / "manifest.json").read_text(encoding="utf-8"))
    game_ids = sorted(int(g) for g in manifest["users"])
    wanted = f"({', '.join(str(g) for g in game_ids)})"
    games = {
        r[0]: r
        for r in _query(
            plan.database,
            "SELECT id, seed, options_json, state_json, version, status FROM games"
            f" WHERE id IN {wanted}",
        )
    }
    seats = {int(g): list(users) for g, users in manifest["users"].items()}
    actions: dict[int, list[tuple[Any, ...]]] = defaultdict(list)
    for row in _query(
        plan.database,
        "SELECT game_id, seq, seat, user_id, action_json, created_at FROM actions"
        f" WHERE game_id IN {wanted} ORDER BY game_id, seq",
    ):
        actions[row[0]].append(row)
    figures = report.figures
    problems = report.problems

    # -- acknowledged moves
    acked = 0
    missing = []
    for log in sorted(workdir.glob("acks-*.log")):
        for line in _lines(log):
            game_id, version, seat, action = json.loads(line)
            acked += 1
            logged = [a for a in actions[game_id] if a[1] == version]
            if not logged or logged[0][2] != seat or json.loads(logged[0][4]) != action:
                missing.append((game_id, version))
    figures["acknowledged_moves"] = acked
    figures["acknowledged_missing"] = len(missing)
    if missing:
        problems.append(f"{len(missing)} acknowledged moves are not in the log: {missing[:5]}")

    # -- replay, and the deadlines' defaults
    module = get_game(plan.key)
    differ = []
    early = []
    defaults = 0
    for game_id in game_ids:
        _, seed, options_json, state_json, version, _status = games[game_id]
        logged = actions[game_id]
        if [a[1] for a in logged] != list(range(2, version + 1)):
            differ.append(game_id)
            continue
        options = json.loads(options_json)
        replayed = replay(
            module, seed, seats[game_id], options, [(a[2], json.loads(a[4])) for a in logged]
        )
        if json.loads(replayed.model_dump_json()) != json.loads(state_json):
            differ.append(game_id)
        # each decision's due time, as the deadline policy sets it (pace `decision`)
        state = module.setup(seed, seats[game_id], options)
        due = dict(manifest["opening"][str(game_id)])
        for _, _, seat, user_id, action_json, created_at in logged:
            before = module.pending(state)
            if user_id is None:  # a deadline's default
                defaults += 1
                mine = [due.get(decision_key(d)) for d in before if d.seat == seat]
                if not any(d is not None and d <= created_at + EPSILON for d in mine):
                    early.append((game_id, seat, created_at))
            state = module.apply_owned(
                state, seat, module.parse_action(json.loads(action_json))
            ).state
            after = module.pending(state)
            keys = {decision_key(d): d for d in after}
            kept = {k: v for k, v in due.items() if k in keys}
            for key, d in keys.items():
                if key not in kept:
                    kept[key] = created_at + seconds_for(d.kind, plan.deadline, {})
            due = kept
    figures["games"] = len(game_ids)
    figures["games_finished"] = sum(1 for g in game_ids if games[g][5] == "finished")
    figures["moves_logged"] = sum(len(actions[g]) for g in game_ids)
    figures["replay_differs"] = len(differ)
    if differ:
        problems.append(f"{len(differ)} games differ from a replay of their log: {differ[:5]}")
    figures["deadline_defaults"] = defaults
    figures["defaults_not_due"] = len(early)
    if early:
        problems.append(
            f"{len(early)} defaults were applied before their deadline (fired twice?): {early[:5]}"
        )
    overdue = _query(
        plan.database,
        f"SELECT game_id, decision_key, due_at FROM deadlines d JOIN games g ON g.id = d.game_id"
        f" WHERE g.status = 'active' AND d.game_id IN {wanted} AND d.due_at < {began!r}",
    )
    figures["deadlines_left_overdue"] = len(overdue)
    if overdue:
        problems.append(f"{len(overdue)} deadlines were left overdue: {overdue[:5]}")
    clocks = defaultdict(set)
    for game_id, key in _query(
        plan.database, f"SELECT game_id, decision_key FROM deadlines WHERE game_id IN {wanted}"
    ):
        clocks[game_id].add(key)
    unclocked = [
        (game_id, decision_key(d))
        for game_id in game_ids
        if games[game_id][5] == "active"
        for d in module.pending(module.load_state(games[game_id][3]))
        if decision_key(d) not in clocks[game_id]
    ]
    figures["decisions_without_deadline"] = len(unclocked)
    if unclocked:
        problems.append(f"{len(unclocked)} open decisions have no deadline: {unclocked[:5]}")

    # -- the outbox
    rows = _query(
        plan.database,
        "SELECT id, payload_json, edit_key, delivered_at FROM outbox"
        f" WHERE game_id IN {wanted} ORDER BY id",
    )
    sends: dict[int, list[tuple[float, str]]] = defaultdict(list)  # when, and by whom
    for log in sorted(workdir.glob("sent-*.log")):
        who = log.stem.removeprefix("sent-")
        for line in _lines(log):
            nonce, when = line.split()
            sends[int(nonce.split("-")[1])].append((float(when), who))
    undelivered = [r[0] for r in rows if r[3] is None]
    posted_kinds: Counter[str] = Counter()
    lost = []
    reminders: Counter[tuple[Any, ...]] = Counter()
    for outbox_id, payload_json, edit_key, _delivered in rows:
        payload = json.loads(payload_json)
        kind = payload.get("kind")
        if kind == "reminder":
            reminders[(payload.get("game_id"), payload.get("seat"), payload.get("due_at"))] += 1
        if edit_key is None and kind != "prompt_closed":
            posted_kinds[kind] += 1
            if not sends.get(outbox_id):
                lost.append(outbox_id)
    twice = {i: sorted(who) for i, who in sends.items() if len(who) > 1}
    # sent, not marked, by a process killed then, and sent again (the same nonce) after
    after_kill = {
        i: who
        for i, who in twice.items()
        if all(w in killed for _, w in who[:-1]) and who[-1][0] > max(killed.values())
    }
    by_live = {i: who for i, who in twice.items() if i not in after_kill}
    figures["outbox_rows"] = len(rows)
    figures["outbox_undelivered"] = len(undelivered)
    figures["outbox_rows_to_post"] = sum(posted_kinds.values())
    figures["sends"] = sum(len(who) for who in sends.values())
    figures["rows_sent_twice"] = len(twice)
    figures["rows_sent_again_after_the_kill"] = len(after_kill)
    figures["rows_sent_twice_by_live_processes"] = len(by_live)
    figures["rows_never_posted"] = len(lost)
    figures["reminders"] = sum(reminders.values())
    figures["reminders_twice"] = sum(1 for n in reminders.values() if n > 1)
    if undelivered:
        problems.append(f"{len(undelivered)} outbox rows left undelivered: {undelivered[:5]}")
    if by_live:
        sample = list(by_live.items())[:5]
        why = (
            " (SQLite claims no row: several processes need PostgreSQL)"
            if parse_address(plan.database).kind == "sqlite"
            else ""
        )
        problems.append(f"{len(by_live)} outbox rows sent twice by live processes{why}: {sample}")
    if lost:
        problems.append(f"{len(lost)} outbox rows marked delivered but never posted: {lost[:5]}")
    if figures["reminders_twice"]:
        problems.append(f"{figures['reminders_twice']} deadlines were reminded twice")

    # -- what the workers said
    summaries = [json.loads(p.read_text(encoding="utf-8")) for p in workdir.glob("summary-*.json")]
    figures["workers_reported"] = len(summaries)
    for name in ("moves", "stale", "refused"):
        figures[f"worker_{name}"] = sum(s[name] for s in summaries)
    figures["moves_per_s"] = round(acked / plan.seconds, 1) if plan.seconds else None


def main(argv: Sequence[str]) -> None:
    """The worker's entry: `python -m bot.tools.stress CONFIG_JSON`."""
    asyncio.run(worker(json.loads(argv[0])))


if __name__ == "__main__":
    main(sys.argv[1:])
