"""`praetor bench`: how fast, how big, how it grows - one JSON object, measured in one run.

Every figure is a median over repeated measurements taken in this run:

- `engine_actions_per_s`: `legal_actions` + `apply`, engine-direct, random players; the
  median of the per-game rates.
- `game_s`: one whole game (the game's first scenario) of five computer players of the
  strongest level (the last of its presenter's `levels`), engine-direct, setup included;
  median over seeds.
- `ai_decision_p50_ms`, `ai_decision_p99_ms`: the median and 99th percentile of one
  decision (`choose`) of those computer players, over every decision of those games.
- `replay_2000_ms`: `bot.engine.replay` over 2,000 logged actions. One game is shorter
  than that, so the logs of consecutive seeds are chained: each seed's log is replayed from
  its own setup until 2,000 actions in all were applied (the last log cut short). Actions
  are replayed from their JSON, as they are stored.
- `submit_us`: `GameService.choose` (a prompt click: load, seat check, digest, validate,
  apply, persist, prompts) over whole games of five human seats on a SQLite file in a temp
  dir that holds the stored games of the interactions below first (1,000, 200 of them being
  played; the retention pass has compacted their finished ones); `persist_us`: the
  `Storage.save_move` calls inside those same clicks; and
  `sqlite_commit_us`: the same statements with the same bytes (snapshot UPDATE, action,
  events, outbox and deadline rows) through plain `sqlite3` in one transaction, on a file
  next to it, with the same pragmas.
- `db_bytes_per_action`: growth of the database file (after a WAL checkpoint) over those
  games, per action.
- `finished_game_bytes`: the database file per finished game of those, once the retention
  pass (`bot/service/retention.py`, `PRAETOR_RETENTION_DAYS` later, every outbox row delivered by
  then) has pruned the delivered rows, compacted the games and freed the pages: the file
  size over that of the stored games alone, per game; `finished_game_bytes_before`: the
  same before it.
- `interaction_p50_ms`, `interaction_p99_ms`: the offline Discord harness
  (`tests/harness`, imported from the source tree: the repository root is put on
  `sys.path` at run time, so this part needs a checkout) over a database of 1,000 stored
  games, 200 of them being played: one simulated player per active game alternates
  `/game status` and prompt clicks with exponential think time, all 200 at once, while the
  delivery worker runs. Latency runs from injecting INTERACTION_CREATE to the interaction's
  last response call (the reply, or the edit of a deferred click).
- `rss_per_game_kb`: traced Python memory (tracemalloc) per game state held in the
  service's cache, over many loaded games.
- `recovery_s`: start-up over 10,000 stored games (2,000 active, 10% of those with an
  expired deadline, one undelivered outbox row per active game): open the storage (and
  migrations), the scheduler's first `run_due` pass and the delivery worker's first drain
  through a transport that sends nothing.

With `--database postgresql://…`, the figures that need storage (`submit_us` to
`finished_game_bytes`, the interactions, `rss_per_game_kb`, `recovery_s`) run on that
server instead, each part in a database of its own made there and dropped after
(`bot/tools/bench_server.py`): the stored games are filled into a SQLite file as above and
copied over; the bytes are the database's size on the server (`pg_database_size`, after a
`VACUUM FULL` for `finished_game_bytes`); `sqlite_commit_us` has no twin there (None).

With `--processes-figures`, also `moves_per_s_by_processes`: acknowledged moves per second
of 1, 2 and 4 processes at once on one database (`--database`, a throwaway one: the games
stay; default a SQLite file in a temp dir), each process the real service with its outbox
delivery and deadline loops and four players moving random games of the registry's lightest
game without pause (`bot/tools/stress.py`, without its kill and its checks).

Stored games are written straight into the schema with `sqlite3` in one transaction (from a
few real states of played games), so that thousands of them take a second to make.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import json
import os
import platform
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from bot.collector import quiet_collector
from bot.engine import replay
from bot.engine.engine import AnyGame
from bot.engine.present import Presenter
from bot.games import DEFAULT_GAME, get_game, get_presenter
from bot.service.delivery import Delivery
from bot.service.game_service import GameService
from bot.service.outbox import Narration, OutboxPayload, encode
from bot.service.retention import DAY, UNLIMITED, retention_pass
from bot.settings import Settings
from bot.tools.bench_server import database_bytes, stored_copy
from db import Storage, Store
from db.open import open_storage, parse_address

ROOT = Path(__file__).resolve().parents[2]
#: a game that needs more steps than this is cut off
MAX_STEPS = 20_000
FACTIONS = 5
#: fake Discord ids of the stored games: a channel and five users per game
CHANNEL_BASE = 700_000_000_000_000_000
USER_BASE = 600_000_000_000_000_000
GUILD_ID = 910_000_000_000_000_001  # the harness's guild
#: errors met during the run (an engine exception ends that game; the run goes on)
ERRORS: list[str] = []


def _error(where: str, exc: BaseException) -> None:
    ERRORS.append(f"{where}: {type(exc).__name__}: {exc}")


@dataclass(frozen=True)
class Sizes:
    engine_games: int
    game_seeds: int
    replay_actions: int
    replay_repeats: int
    service_games: int
    stored_games: int
    active_games: int
    interactions: int
    interaction_seconds: float
    think_s: float
    loaded_games: int
    recovery_games: int
    recovery_active: int
    recovery_repeats: int


FULL = Sizes(
    engine_games=10,
    game_seeds=5,
    replay_actions=2000,
    replay_repeats=5,
    service_games=3,
    stored_games=1000,
    active_games=200,
    interactions=4000,
    interaction_seconds=30.0,
    think_s=2.0,
    loaded_games=1000,
    recovery_games=10_000,
    recovery_active=2000,
    recovery_repeats=3,
)
QUICK = Sizes(
    engine_games=2,
    game_seeds=2,
    replay_actions=2000,
    replay_repeats=2,
    service_games=1,
    stored_games=100,
    active_games=20,
    interactions=120,
    interaction_seconds=3.0,
    think_s=0.2,
    loaded_games=100,
    recovery_games=1000,
    recovery_active=200,
    recovery_repeats=1,
)


def _median(values: Sequence[float]) -> float:
    return float(statistics.median(values)) if values else 0.0


def _percentile(values: Sequence[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(0, min(len(ordered) - 1, round(q * len(ordered) + 0.5) - 1))
    return ordered[rank]


@dataclass(frozen=True)
class Bench:
    """The game measured: its key, rules module, presenter and the options of its games
    (its first scenario, when it has scenarios)."""

    key: str
    module: AnyGame
    presenter: Presenter
    options: dict[str, Any]


def bench_game(key: str = DEFAULT_GAME) -> Bench:
    presenter = get_presenter(key)
    options = {"scenario": presenter.scenarios[0]} if presenter.scenarios else {}
    return Bench(key, get_game(key), presenter, options)


def _seats(module: AnyGame) -> list[str]:
    return list(module.SEATS[:FACTIONS])


# ------------------------------------------------------------------------- engine-direct


@dataclass
class PlayedGame:
    seed: int
    actions: list[tuple[str, dict[str, Any]]]
    seconds: float
    engine_seconds: float  # legal_actions + apply only
    choices: list[float]  # seconds of each computer player's decision


def play_engine(game: Bench, seed: int, level: str = "random") -> PlayedGame:
    """One whole game engine-direct; the seat to move is drawn among the waiting ones."""
    t0 = time.perf_counter()
    module = game.module
    seats = _seats(module)
    state = module.setup(seed, seats, game.options)
    players = {s: game.presenter.computer(level, f"bench:{seed}:{s}") for s in seats}
    order = random.Random(f"bench:{seed}")
    log: list[tuple[str, Any]] = []
    engine = 0.0
    choices: list[float] = []
    try:
        while module.outcome(state) is None and len(log) < MAX_STEPS:
            waiting = sorted({d.seat for d in module.pending(state)})
            seat = order.choice(waiting)
            a = time.perf_counter()
            action = players[seat].choose(module, state, seat)
            b = time.perf_counter()
            state = module.apply(state, seat, action).state
            engine += time.perf_counter() - b + (b - a)
            choices.append(b - a)
            log.append((seat, action))
    except Exception as exc:  # the game ends here; its log up to now stays valid
        _error(f"engine seed {seed} step {len(log) + 1}", exc)
    seconds = time.perf_counter() - t0
    actions = [(seat, json.loads(a.model_dump_json())) for seat, a in log]
    return PlayedGame(seed, actions, seconds, engine, choices)


def bench_engine(game: Bench, sizes: Sizes) -> dict[str, Any]:
    rates = []
    for seed in range(1, sizes.engine_games + 1):
        g = play_engine(game, seed, "random")
        if g.actions:
            rates.append(len(g.actions) / g.engine_seconds)
    level = game.presenter.levels[-1]
    games = [play_engine(game, 100 + seed, level) for seed in range(sizes.game_seeds)]
    decisions = [t * 1000 for g in games for t in g.choices]
    return {
        "engine_actions_per_s": round(_median(rates)),
        "game_s": round(_median([g.seconds for g in games]), 3),
        "game_actions": round(_median([len(g.actions) for g in games])),
        "game_level": level,
        "ai_decision_p50_ms": round(_percentile(decisions, 0.5), 3),
        "ai_decision_p99_ms": round(_percentile(decisions, 0.99), 3),
    }


def bench_replay(game: Bench, sizes: Sizes) -> dict[str, Any]:
    logs: list[tuple[int, list[tuple[str, dict[str, Any]]]]] = []
    total, seed = 0, 1
    while total < sizes.replay_actions:
        g = play_engine(game, 1000 + seed, "random")
        take = g.actions[: sizes.replay_actions - total]
        logs.append((g.seed, take))
        total += len(take)
        seed += 1
    seats = _seats(game.module)
    times = []
    for _ in range(sizes.replay_repeats):
        t0 = time.perf_counter()
        for game_seed, actions in logs:
            replay(game.module, game_seed, seats, game.options, actions)
        times.append(time.perf_counter() - t0)
    ms = _median(times) * 1000 * 2000 / total
    return {"replay_2000_ms": round(ms, 1), "replay_logs": len(logs)}


# ------------------------------------------------------------------------- the service


def _file_size(path: Path) -> int:
    wal = path.with_name(path.name + "-wal")
    return path.stat().st_size + (wal.stat().st_size if wal.exists() else 0)


async def _service_game(
    game: Bench,
    service: GameService,
    seed: int,
    channel: int,
    submit: list[float],
    probe: PersistProbe,
) -> int:
    """A whole game of five human seats through `GameService.choose`; returns its actions."""
    users = [USER_BASE + channel * 8 + k for k in range(FACTIONS)]
    info = await service.create_game(
        channel_id=CHANNEL_BASE + channel,
        guild_id=GUILD_ID,
        creator_id=users[0],
        players=FACTIONS,
        options=game.options,
        game=game.key,
        seed=seed,
    )
    for user, seat in zip(users, (s.seat for s in info.seats), strict=True):
        await service.join(info.id, user, seat)
    info = await service.start(info.id, users[0])
    user_of = {s.seat: s.user_id for s in info.seats}
    rng = random.Random(f"bench-service:{seed}")
    actions = 0
    while actions < MAX_STEPS:
        try:
            prompts = await service.prompts(info.id)
            if not prompts:
                break
            prompt = rng.choice(prompts)
            choice = rng.choice(prompt.choices)
            seated = user_of[prompt.seat]
            assert seated is not None
            probe.aside = 0.0
            t0 = time.perf_counter()
            await service.choose(
                info.id,
                seated,
                prompt.version,
                choice.index,
                seat=prompt.seat,
                digest=choice.digest,
            )
        except Exception as exc:  # the game ends here
            _error(f"service seed {seed} action {actions + 1}", exc)
            break
        submit.append(time.perf_counter() - t0 - probe.aside)
        actions += 1
    return actions


class BareDb:
    """The statements of `Storage.save_move` through plain `sqlite3`, with the same pragmas
    and schema, for the bytes of each captured move."""

    def __init__(self, path: Path, game: str) -> None:
        self.conn = sqlite3.connect(path, isolation_level=None)
        self.conn.execute("PRAGMA journal_mode = WAL")
        self.conn.execute("PRAGMA synchronous = NORMAL")
        self.conn.execute("PRAGMA foreign_keys = ON")
        self.conn.execute(
            "INSERT INTO games (id, game, guild_id, channel_id, creator_id, status, options_json,"
            " seed, seat_count, version, created_at, updated_at)"
            " VALUES (1, ?, 1, 1, 1, 'active', '{}', 1, 5, 0, 0, 0)",
            (game,),
        )
        self.version = 0

    def commit(self, move: dict[str, Any]) -> float:
        """One move's transaction; its seconds."""
        conn = self.conn
        action, now = move["action"], move["now"]
        self.version += 1
        version = self.version
        t0 = time.perf_counter()
        conn.execute("BEGIN IMMEDIATE")
        conn.execute(
            "UPDATE games SET state_json = ?, version = ?, updated_at = ? WHERE id = 1"
            " AND version = ?",
            (move["state_json"], version, now, version - 1),
        )
        conn.execute(
            "INSERT INTO actions (game_id, seq, seat, user_id, action_json, checkpoint,"
            " created_at) VALUES (1, ?, ?, ?, ?, ?, ?)",
            (version, action.seat, action.user_id, action.action_json, action.checkpoint, now),
        )
        conn.executemany(
            "INSERT INTO events (game_id, seq, idx, kind, visibility, seats_json, event_json)"
            " VALUES (1, ?, ?, ?, ?, ?, ?)",
            [
                (version, i, e.kind, e.visibility, e.seats_json, e.event_json)
                for i, e in enumerate(move["events"])
            ],
        )
        conn.executemany(
            "INSERT INTO outbox (game_id, target, seat, channel_id, payload_json, created_at,"
            " next_attempt_at) VALUES (1, ?, ?, 1, ?, ?, ?)",
            [(o.target, o.seat, o.payload_json, now, now) for o in move["outbox"]],
        )
        if move["deadlines"] is not None:
            conn.execute("DELETE FROM deadlines WHERE game_id = 1")
            conn.executemany(
                "INSERT INTO deadlines (game_id, decision_key, seat, due_at, remind_at,"
                " default_json) VALUES (1, ?, ?, ?, ?, ?)",
                [
                    (d.decision_key, d.seat, d.due_at, d.remind_at, d.default_json)
                    for d in move["deadlines"]
                ],
            )
        conn.execute("COMMIT")
        return time.perf_counter() - t0


class PersistProbe:
    """Times every `storage.save_move` and, next to each, the bare commit of the same bytes
    (before it for even moves, after it for odd ones, so that neither always gets the warmer
    caches). The bare commits' time is kept apart so the caller can leave it out."""

    def __init__(self, storage: Store, bare: BareDb | None) -> None:
        self.persist: list[float] = []
        self.commits: list[float] = []
        self.aside = 0.0  # seconds spent in bare commits, to leave out of outer timings
        original: Callable[..., Awaitable[int]] = storage.save_move

        async def save_move(game_id: int, **kwargs: Any) -> int:
            first = len(self.persist) % 2 == 0
            if first and bare is not None:
                self._bare(bare, kwargs)
            t0 = time.perf_counter()
            version = await original(game_id, **kwargs)
            self.persist.append(time.perf_counter() - t0)
            if not first and bare is not None:
                self._bare(bare, kwargs)
            return version

        storage.save_move = save_move  # type: ignore[method-assign]

    def _bare(self, bare: BareDb, move: dict[str, Any]) -> None:
        t0 = time.perf_counter()
        self.commits.append(bare.commit(move))
        self.aside += time.perf_counter() - t0


async def bench_service(
    game: Bench, sizes: Sizes, protos: Sequence[Proto], tmp: Path, server: str | None = None
) -> dict[str, Any]:
    """The service's figures on a SQLite file in `tmp`, against bare `sqlite3` commits of
    the same bytes, or in a fresh database on the PostgreSQL `server`; either holds the
    stored games first (`_stored_games`)."""
    path = tmp / "service.sqlite3"
    await _stored_games(game, sizes, protos, path)
    if server is not None:
        async with stored_copy(server, "service", path) as address:
            return await _service_on_server(game, sizes, address)
    bare_path = tmp / "bare.sqlite3"
    await (await open_storage(bare_path)).close()  # the same schema
    bare = BareDb(bare_path, game.key)
    storage = await Storage.open(path)  # measured against bare sqlite3: SQLite's own figures
    submit: list[float] = []
    probe = PersistProbe(storage, bare)
    service = GameService(storage)
    grown, actions = 0, 0
    try:
        await _compact_stored(storage)
        await storage.checkpoint()
        empty = _file_size(path)
        for i in range(sizes.service_games):
            await storage.checkpoint()
            before = _file_size(path)
            actions += await _service_game(
                game, service, 200 + i, sizes.stored_games + 1 + i, submit, probe
            )
            await storage.checkpoint()
            grown += _file_size(path) - before
        kept = await _finished_game_bytes(storage, path, empty, sizes.stored_games)
    finally:
        await storage.close()
        bare.conn.close()
    persist_us = _median(probe.persist) * 1e6
    commit_us = _median(probe.commits) * 1e6
    return {
        "submit_us": round(_median(submit) * 1e6),
        "submit_p99_us": round(_percentile(submit, 0.99) * 1e6),
        "persist_us": round(persist_us),
        "sqlite_commit_us": round(commit_us),
        "persist_over_commit": round(persist_us / commit_us, 2) if commit_us else None,
        "db_bytes_per_action": round(grown / max(1, actions)),
        "service_actions": actions,
        **kept,
    }


async def _stored_games(game: Bench, sizes: Sizes, protos: Sequence[Proto], path: Path) -> None:
    """The service is measured among `stored_games` games, `active_games` of them in play
    (`populate`); the measured games come after them (their ids, channels and users)."""
    await populate(
        game, path, protos, games=sizes.stored_games, active=sizes.active_games, now=time.time()
    )


async def _compact_stored(storage: Store) -> None:
    """The stored finished games compacted by the retention pass now, so that the one
    `_finished_game_bytes` runs later compacts only the measured games."""
    days = Settings.model_fields["retention_days"].default
    await retention_pass(storage, time.time() + (days + 1) * DAY, days, UNLIMITED)


async def _finished_games(storage: Store, stored: int) -> int:
    """How many of the measured games (those after the `stored` games) are finished."""
    return sum(1 for row in await storage.games_with_status("finished") if row.id > stored)


async def _service_on_server(game: Bench, sizes: Sizes, address: str) -> dict[str, Any]:
    """`bench_service` in the PostgreSQL database at `address` (no bare commit to compare
    with: `sqlite_commit_us` is SQLite's; the bytes are the database's on the server)."""
    import asyncpg

    storage = await open_storage(address)
    submit: list[float] = []
    probe = PersistProbe(storage, None)
    service = GameService(storage)
    grown, actions = 0, 0
    try:
        await _compact_stored(storage)
        await _vacuum_full(address)  # the stored games measured as the kept games will be
        empty = await database_bytes(address)
        for i in range(sizes.service_games):
            before = await database_bytes(address)
            actions += await _service_game(
                game, service, 200 + i, sizes.stored_games + 1 + i, submit, probe
            )
            grown += await database_bytes(address) - before
        finished = await _finished_games(storage, sizes.stored_games)
        kept: dict[str, Any] = {"finished_game_bytes": None, "finished_game_bytes_before": None}
        if finished:
            before = await database_bytes(address) - empty
            days = Settings.model_fields["retention_days"].default
            now = time.time()
            conn = await asyncpg.connect(address)
            try:
                await conn.execute(
                    "UPDATE outbox SET delivered_at = $1 WHERE delivered_at IS NULL", now
                )
            finally:
                await conn.close()
            await retention_pass(storage, now + (days + 1) * DAY, days, UNLIMITED)
            await _vacuum_full(address)  # the server gives the space back
            after = await database_bytes(address) - empty
            kept = {
                "finished_game_bytes": round(after / finished),
                "finished_game_bytes_before": round(before / finished),
            }
    finally:
        await storage.close()
    return {
        "submit_us": round(_median(submit) * 1e6),
        "submit_p99_us": round(_percentile(submit, 0.99) * 1e6),
        "persist_us": round(_median(probe.persist) * 1e6),
        "sqlite_commit_us": None,
        "persist_over_commit": None,
        "db_bytes_per_action": round(grown / max(1, actions)),
        "service_actions": actions,
        **kept,
    }


async def _vacuum_full(address: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(address)
    try:
        await conn.execute("VACUUM FULL")
    finally:
        await conn.close()


async def _finished_game_bytes(
    storage: Storage, path: Path, empty: int, stored: int
) -> dict[str, Any]:
    """The file per finished measured game before and after the retention pass that comes
    `retention_days` later (every outbox row delivered by then): the growth over `empty`,
    the file with the `stored` games alone."""
    finished = await _finished_games(storage, stored)
    if not finished:
        return {"finished_game_bytes": None, "finished_game_bytes_before": None}
    before = _file_size(path) - empty
    days = Settings.model_fields["retention_days"].default
    now = time.time()
    await storage._rows("UPDATE outbox SET delivered_at = ? WHERE delivered_at IS NULL", (now,))
    await retention_pass(storage, now + (days + 1) * DAY, days, UNLIMITED)
    await storage.checkpoint()
    after = _file_size(path) - empty
    return {
        "finished_game_bytes": round(after / finished),
        "finished_game_bytes_before": round(before / finished),
    }


# ------------------------------------------------------------------------- stored games


@dataclass(frozen=True)
class Proto:
    """A real state of a game in progress, to store many times over."""

    seed: int
    version: int
    state_json: str
    deadlines: list[tuple[str, str, str | None]]  # (decision key, seat, default json)


def prototypes(game: Bench, count: int) -> list[Proto]:
    """States of `count` games after a few random moves each."""
    protos = []
    module = game.module
    seats = _seats(module)
    for k in range(count):
        seed = 5000 + k
        rng = random.Random(seed)
        state = module.setup(seed, seats, game.options)
        steps = rng.randrange(0, 40)
        version = 1
        try:
            for _ in range(steps):
                waiting = sorted({d.seat for d in module.pending(state)})
                seat = rng.choice(waiting)
                action = rng.choice(module.legal_actions(state, seat))
                nxt = module.apply(state, seat, action).state
                if module.outcome(nxt) is not None:
                    break
                state, version = nxt, version + 1
        except Exception as exc:  # keep the last good state
            _error(f"prototype seed {seed}", exc)
        deadlines = [
            (
                f"{d.seat}:{d.kind}",
                d.seat,
                json.dumps(d.default) if d.default is not None else None,
            )
            for d in module.pending(state)
        ]
        protos.append(Proto(seed, version, state.model_dump_json(), deadlines))
    return protos


async def populate(
    game: Bench,
    path: Path,
    protos: Sequence[Proto],
    *,
    games: int,
    active: int,
    overdue: float = 0.0,
    outbox_rows: int = 0,
    now: float,
) -> None:
    """Store `games` games (the first `active` in play, the rest finished) straight into the
    schema in one transaction. An active game has five human seats, the deadlines of its
    pending decisions (due in a day, or already expired for the first `overdue` fraction)
    and `outbox_rows` undelivered channel rows."""
    await (await open_storage(path)).close()  # create the schema
    options = game.module.parse_options(game.options).model_dump_json()
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("BEGIN")
    n_overdue = round(active * overdue)
    for i in range(games):
        gid = i + 1
        p = protos[i % len(protos)]
        status = "active" if i < active else "finished"
        users = [USER_BASE + gid * 8 + k for k in range(FACTIONS)]
        conn.execute(
            "INSERT INTO games (id, game, guild_id, channel_id, creator_id, status, options_json,"
            " seed, seat_count, state_json, version, created_at, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                gid,
                game.key,
                GUILD_ID,
                CHANNEL_BASE + gid,
                users[0],
                status,
                options,
                p.seed,
                FACTIONS,
                p.state_json,
                p.version,
                now - 3600,
                now - 60,
            ),
        )
        conn.executemany(
            "INSERT INTO seats (game_id, seat, user_id, joined_at) VALUES (?, ?, ?, ?)",
            [(gid, seat, users[k], now - 3600) for k, seat in enumerate(_seats(game.module))],
        )
        if status != "active":
            continue
        due = now - 1 if i < n_overdue else now + 86400
        conn.executemany(
            "INSERT INTO deadlines (game_id, decision_key, seat, due_at, remind_at, reminded,"
            " default_json) VALUES (?, ?, ?, ?, ?, ?, ?)",
            [
                (gid, key, seat, due, due - 3600, int(due < now), default)
                for key, seat, default in p.deadlines
            ],
        )
        conn.executemany(
            "INSERT INTO outbox (game_id, target, channel_id, payload_json, created_at,"
            " next_attempt_at) VALUES (?, 'channel', ?, ?, ?, ?)",
            [
                (
                    gid,
                    CHANNEL_BASE + gid,
                    encode(Narration(content=f"Row {k} of game {gid}.")),
                    now - 5,
                    now - 5,
                )
                for k in range(outbox_rows)
            ],
        )
    conn.execute("COMMIT")
    conn.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    conn.close()


class NullTransport:
    """Accepts every message and sends nothing."""

    sent = 0

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self.sent += 1

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self.sent += 1

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        self.sent += 1


async def _recover(path: Path | str, now: float) -> tuple[float, int, int]:
    t0 = time.perf_counter()
    storage = await open_storage(path)
    delivery = Delivery(storage, NullTransport(), clock=lambda: now)
    service = GameService(storage, clock=lambda: now, on_outbox=delivery.wake)
    applied = await service.run_due()
    delivered = await delivery.drain()
    seconds = time.perf_counter() - t0
    left = len(await storage.due_deadlines(now)) + await storage.undelivered_count()
    await storage.close()
    if left:
        raise RuntimeError(f"recovery left {left} deadlines or outbox rows")
    return seconds, applied, delivered


async def bench_recovery(
    game: Bench, sizes: Sizes, protos: Sequence[Proto], tmp: Path, server: str | None = None
) -> dict[str, Any]:
    now = time.time()
    seed_db = tmp / "stored.sqlite3"
    await populate(
        game,
        seed_db,
        protos,
        games=sizes.recovery_games,
        active=sizes.recovery_active,
        overdue=0.1,
        outbox_rows=1,
        now=now,
    )
    results = []
    for k in range(sizes.recovery_repeats):
        if server is not None:  # the same games, copied to a fresh database on the server
            async with stored_copy(server, "recovery", seed_db) as address:
                results.append(await _recover(address, now))
            continue
        copy = tmp / f"recover{k}.sqlite3"
        shutil.copyfile(seed_db, copy)
        results.append(await _recover(copy, now))
        copy.unlink()
    if server is not None:
        async with stored_copy(server, "memory", seed_db) as address:
            rss = await _memory_per_game(address, sizes.loaded_games)
    else:
        rss = await _memory_per_game(seed_db, sizes.loaded_games)
    return {
        "recovery_s": round(_median([r[0] for r in results]), 3),
        "recovery_defaults_applied": results[0][1],
        "recovery_rows_delivered": results[0][2],
        "rss_per_game_kb": round(rss / 1024, 1),
    }


async def _memory_per_game(path: Path | str, games: int) -> float:
    """Bytes of traced Python memory per game state held in the service's cache."""
    storage = await open_storage(path)
    try:
        service = GameService(storage)
        ids = [r.id for r in await storage.games_with_status("active")]
        ids += [r.id for r in await storage.games_with_status("finished")]
        ids = ids[:games]
        await service.state(ids[0])  # warm up imports and first-use caches
        service.forget(ids[0])
        gc.collect()
        tracemalloc.start()
        try:
            before = tracemalloc.get_traced_memory()[0]
            for gid in ids:
                await service.state(gid)
            gc.collect()
            after = tracemalloc.get_traced_memory()[0]
        finally:
            tracemalloc.stop()
        return (after - before) / len(ids)
    finally:
        await storage.close()


# ------------------------------------------------------------------------- the Discord layer


def _harness() -> Any:
    """`tests.harness` from the source tree (not shipped in the package)."""
    if not (ROOT / "tests" / "harness" / "harness.py").exists():
        raise RuntimeError("the interaction bench needs a source checkout (tests/harness)")
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    return importlib.import_module("tests.harness.harness")


class _Stamps:
    """Wraps the harness's interaction adapter: the time of each token's last response
    call, and whether any of them was an ephemeral (error) reply."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.last: dict[str, float] = {}
        self.errors: set[str] = set()

    def _stamp(self, token: str, flags: int) -> None:
        self.last[token] = time.perf_counter()
        if flags & 64:
            self.errors.add(token)

    async def create_interaction_response(self, interaction_id: int, token: str, **kw: Any) -> Any:
        params = kw.get("params")
        data = (getattr(params, "payload", None) or {}).get("data") or {}
        self._stamp(token, data.get("flags") or 0)
        return await self.inner.create_interaction_response(interaction_id, token, **kw)

    async def execute_webhook(self, webhook_id: int, token: str, **kw: Any) -> Any:
        self._stamp(token, (kw.get("payload") or {}).get("flags") or 0)
        return await self.inner.execute_webhook(webhook_id, token, **kw)

    async def edit_original_interaction_response(
        self, application_id: int, token: str, **kw: Any
    ) -> Any:
        self._stamp(token, 0)
        return await self.inner.edit_original_interaction_response(application_id, token, **kw)

    async def get_original_interaction_response(
        self, application_id: int, token: str, **kw: Any
    ) -> Any:
        return await self.inner.get_original_interaction_response(application_id, token, **kw)


@dataclass
class _Load:
    latencies: list[float]
    left: int
    until: float
    errors: int = 0
    clicks: int = 0
    statuses: int = 0


async def _inject(h: Any, hm: Any, stamps: _Stamps, payload: dict[str, Any], msg: Any) -> float:
    """Deliver one INTERACTION_CREATE and wait for the tasks it started; the latency."""
    user_id = int((payload.get("member") or {}).get("user", {}).get("id") or 0)
    h.tokens[payload["token"]] = (user_id, int(payload["channel_id"]), msg.id if msg else None)
    hm.async_context.set(stamps)
    before = asyncio.all_tasks()
    t0 = time.perf_counter()
    h.bot._connection.parse_interaction_create(payload)
    started = asyncio.all_tasks() - before
    if started:
        await asyncio.wait(started)
    return stamps.last.get(payload["token"], time.perf_counter()) - t0


async def _player(
    h: Any, hm: Any, stamps: _Stamps, gid: int, seats: list[str], think_s: float, load: _Load
) -> None:
    """One active game's players: `/game status`, then a click on a pending prompt, ..."""
    service: GameService = h.bot.service
    rng = random.Random(f"bench-player:{gid}")
    channel = CHANNEL_BASE + gid
    users = [USER_BASE + gid * 8 + k for k in range(FACTIONS)]
    click = False
    while load.left > 0 and time.perf_counter() < load.until:
        await asyncio.sleep(rng.expovariate(1 / think_s))
        if load.left <= 0 or time.perf_counter() >= load.until:
            return
        load.left -= 1
        click = not click
        prompts = await service.prompts(gid) if click else []
        msg = None
        if prompts:
            p = rng.choice(prompts)
            c = rng.choice(p.choices)
            user = users[seats.index(p.seat)]
            custom_id = f"praetor:c:{gid}:{p.version}:{p.seat}:{c.index}.{c.digest}"
            button = {"type": 2, "style": 1, "label": c.label[:80], "custom_id": custom_id}
            msg = hm.Msg(
                hm.next_id(),
                channel,
                "channel",
                p.text[:2000],
                components=[{"type": 1, "components": [button]}],
            )
            h.messages[msg.id] = msg
            payload = hm.interaction_payload(
                kind=3,
                user_id=user,
                data={"custom_id": custom_id, "component_type": 2},
                channel_id=channel,
                in_guild=p.public,  # a prompt that is not public is clicked in its DM
                message=msg.payload(),
            )
            load.clicks += 1
        else:
            data = hm.command_data(("game", "status"), {})
            payload = hm.interaction_payload(
                kind=2, user_id=users[0], data=data, channel_id=channel
            )
            load.statuses += 1
        load.latencies.append(await _inject(h, hm, stamps, payload, msg))
        if payload["token"] in stamps.errors:
            load.errors += 1
        stamps.last.pop(payload["token"], None)
        h.tokens.pop(payload["token"], None)
        if msg is not None:
            h.messages.pop(msg.id, None)


async def bench_interactions(
    game: Bench, sizes: Sizes, protos: Sequence[Proto], tmp: Path, server: str | None = None
) -> dict[str, Any]:
    path = tmp / "harness.sqlite3"
    await populate(
        game, path, protos, games=sizes.stored_games, active=sizes.active_games, now=time.time()
    )
    if server is None:
        return await _interactions(game, sizes, path)
    async with stored_copy(server, "interactions", path) as address:
        return await _interactions(game, sizes, address)


async def _interactions(game: Bench, sizes: Sizes, database: Path | str) -> dict[str, Any]:
    """The players of `bench_interactions` over the bot on `database`."""
    hm = _harness()
    h = hm.Harness(database)
    await h.start()
    collector_as_it_was = quiet_collector()  # as `praetor run` does once the bot is built
    stamps = _Stamps(h.adapter)
    h.bot.delivery.start()
    load = _Load([], sizes.interactions, time.perf_counter() + sizes.interaction_seconds)
    t0 = time.perf_counter()
    try:
        await asyncio.gather(
            *(
                _player(h, hm, stamps, gid, _seats(game.module), sizes.think_s, load)
                for gid in range(1, sizes.active_games + 1)
            )
        )
        elapsed = time.perf_counter() - t0
    finally:
        await h.close()
        collector_as_it_was()
    ms = [x * 1000 for x in load.latencies]
    return {
        "interaction_p50_ms": round(_percentile(ms, 0.5), 2),
        "interaction_p99_ms": round(_percentile(ms, 0.99), 2),
        "interactions": len(ms),
        "interactions_per_s": round(len(ms) / elapsed, 1),
        "interaction_clicks": load.clicks,
        "interaction_errors": load.errors,
    }


# ------------------------------------------------------------------------- the whole run


def _commit() -> str | None:
    try:
        out = subprocess.run(
            ["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        ).stdout.strip()
        dirty = subprocess.run(
            ["git", "-C", str(ROOT), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            timeout=5,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return f"{out}-dirty" if dirty else out or None


def machine() -> dict[str, Any]:
    """Where the figures come from; `load_1m` (at the end of the run) shows whether other
    work shared the machine, which moves every figure."""
    return {
        "cpu_count": os.cpu_count(),
        "python": platform.python_version(),
        "platform": platform.platform(),
        "load_1m": round(os.getloadavg()[0], 2) if hasattr(os, "getloadavg") else None,
    }


async def _async_parts(
    game: Bench, sizes: Sizes, tmp: Path, server: str | None = None
) -> dict[str, Any]:
    """The figures that need storage: on SQLite files in `tmp`, or in fresh databases on the
    PostgreSQL `server`."""
    protos = prototypes(game, 20)
    out: dict[str, Any] = {}
    out.update(await bench_service(game, sizes, protos, tmp, server))
    out.update(await bench_interactions(game, sizes, protos, tmp, server))
    out.update(await bench_recovery(game, sizes, protos, tmp, server))
    return out


def _on_server(database: str | None) -> bool:
    return database is not None and parse_address(database).kind == "postgresql"


#: the process counts of `moves_per_s_by_processes`, and the games and seconds of each
PROCESS_COUNTS = (1, 2, 4)
PROCESS_GAMES = {False: 600, True: 150}  # more than the time has moves to finish
PROCESS_SECONDS = {False: 15.0, True: 3.0}


def bench_processes(database: str | None, quick: bool, tmp: Path) -> dict[str, Any]:
    """Moves per second of 1, 2 and 4 processes on one database (the module's docstring)."""
    from bot.tools.stress import Plan
    from bot.tools.stress import run as stress

    rates = {}
    for count in PROCESS_COUNTS:
        plan = Plan(
            database=database or str(tmp / f"processes-{count}.sqlite3"),
            processes=count,
            games=PROCESS_GAMES[quick],
            seconds=PROCESS_SECONDS[quick],
            kill_one=False,
            deadline_s=3600.0,  # the moves only: no deadline falls due
            think=0.0,
            check=False,
        )
        report = stress(plan)
        ERRORS.extend(f"{count} processes: {problem}" for problem in report["problems"])
        rates[str(count)] = report["figures"]["moves_per_s"]
    return {"moves_per_s_by_processes": rates}


def run(
    quick: bool = False,
    game: str = DEFAULT_GAME,
    *,
    database: str | None = None,
    processes: bool = False,
) -> dict[str, Any]:
    """Measure everything on games of `game`; one JSON-able dict. A PostgreSQL `database`
    is the server the storage figures run on (fresh databases made there and dropped:
    `bot.tools.bench_server`). With `processes`, also the moves per second of several
    processes on `database` (`bench_processes`)."""
    sizes = QUICK if quick else FULL
    ERRORS.clear()
    target = bench_game(game)
    t0 = time.perf_counter()
    result: dict[str, Any] = {"quick": quick}
    result.update(bench_engine(target, sizes))
    result.update(bench_replay(target, sizes))
    with tempfile.TemporaryDirectory(prefix="praetor-bench-") as tmp:
        server = database if _on_server(database) else None
        result["database"] = "postgresql" if server is not None else "sqlite"
        result.update(asyncio.run(_async_parts(target, sizes, Path(tmp), server)))
        if processes:
            result.update(bench_processes(database, quick, Path(tmp)))
    result["errors"] = list(ERRORS)
    result["machine"] = machine()
    result["commit"] = _commit()
    result["sizes"] = asdict(sizes)
    result["bench_s"] = round(time.perf_counter() - t0, 1)
    return result


#: the figures every run reports, with the issue's targets (None: no target)
FIGURES: dict[str, tuple[str, float] | None] = {
    "engine_actions_per_s": None,
    "game_s": ("<", 2),
    "ai_decision_p50_ms": None,
    "ai_decision_p99_ms": ("<", 20),
    "replay_2000_ms": ("<", 200),
    "submit_us": ("<", 2000),
    "persist_us": None,
    "sqlite_commit_us": None,
    "interaction_p50_ms": None,
    "interaction_p99_ms": ("<", 50),
    "rss_per_game_kb": ("<", 200),
    "recovery_s": ("<", 2),
    "db_bytes_per_action": None,
    "finished_game_bytes": None,
}


def text_report(result: dict[str, Any]) -> str:
    lines = []
    for name, target in FIGURES.items():
        value = result.get(name)
        note = f"  (target {target[0]} {target[1]})" if target else ""
        lines.append(f"{name:22} {value}{note}")
    if "moves_per_s_by_processes" in result:
        lines.append(f"{'moves/s by processes':22} {result['moves_per_s_by_processes']}")
    ratio = result.get("persist_over_commit")
    lines.append(f"{'persist/commit':22} {ratio}  (target <= 3)")
    for error in result.get("errors", []):
        lines.append(f"error: {error}")
    m = result["machine"]
    lines.append(
        f"machine: {m['cpu_count']} cpus, Python {m['python']}, {m['platform']}, "
        f"load {m['load_1m']}"
    )
    lines.append(f"commit: {result.get('commit')}; bench took {result['bench_s']} s")
    return "\n".join(lines)
