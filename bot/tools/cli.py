"""The `praetor` command (also `python -m bot`).

    praetor run                      connect to Discord and serve games (needs PRAETOR_TOKEN)
    praetor sync [--guild ID]        register the slash commands, then exit
    praetor migrate                  create or upgrade the database, print its schema version
    praetor export GAME_ID [--out F] the game's record as JSON (public part unless --full)
    praetor compact                  prune old delivered messages, compact ended games
    praetor copy-db --from A --to B  move every game to another database (SQLite, PostgreSQL)
    praetor demo [--game KEY]        a local game between computer players, no token needed
                 [--locale ru]       (in the game's language: any locale with a catalogue)
    praetor simulate --games N ...   many engine-direct games (random or basic players)
    praetor scenario FILE...         run scenario fixtures (of --game KEY)
    praetor bench [--json] [--quick] how fast and how big: one set of measured figures
                                     (on games of --game KEY)
    praetor stress --database ADDR   several processes on one database, one killed; checks
                                     that no move, message or deadline is lost or doubled

`--game` names a game of the registry (`bot.games.GAMES`); the default is its first.

Settings come from the environment (prefix PRAETOR_) or a `.env` file; see .env.example.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from bot import __version__
from bot.errors import PraetorError
from bot.games import DEFAULT_GAME, GAMES

if TYPE_CHECKING:
    from db.open import Address

EXIT_USAGE = 2


def _settings() -> Any:
    """The settings; a value that cannot be used stops the command with one line per
    setting on what is wrong (exit status 2), before anything starts."""
    from pydantic import ValidationError

    from bot.settings import Settings

    try:
        return Settings()
    except ValidationError as exc:
        lines = []
        for error in exc.errors():
            name = "_".join(str(part) for part in error["loc"]).upper()
            message = str(error["msg"]).removeprefix("Value error, ")
            lines.append(f"PRAETOR_{name}: {message}" if name else message)
        raise UnusableSettings(lines) from None


class UnusableSettings(Exception):
    """A setting's value cannot be used: what is wrong, one line per setting."""


def _configure_logging(level: str) -> None:
    import logging

    logging.basicConfig(
        level=getattr(logging, level.upper(), logging.INFO),
        format="%(asctime)s %(levelname)-8s %(name)s: %(message)s",
        stream=sys.stderr,
    )


def _token(settings: Any, command: str) -> str | None:
    token = settings.token.get_secret_value() if settings.token is not None else ""
    if not token.strip():
        print(
            f"praetor {command}: no bot token. Set PRAETOR_TOKEN in the environment or in a .env "
            "file (see .env.example). To try Praetor without Discord, run: praetor demo",
            file=sys.stderr,
        )
        return None
    return token.strip()


async def _maybe_await(value: Any) -> Any:
    import inspect

    return await value if inspect.isawaitable(value) else value


# ---------------------------------------------------------------------------- commands


def cmd_run(args: argparse.Namespace) -> int:
    import asyncio
    import logging

    log = logging.getLogger("praetor")

    settings = _settings()
    token = _token(settings, "run")
    if token is None:
        return EXIT_USAGE
    address = _address("run", settings.database)
    if address is None:
        return EXIT_USAGE
    refused = _unfit_database("run", address)
    if refused is not None:
        return refused
    _configure_logging(settings.log_level)
    from bot.collector import quiet_collector
    from bot.discord.client import create_bot

    async def main() -> None:
        bot = await _maybe_await(create_bot(settings))
        async with bot:
            quiet_collector()
            log.info("starting; database %s", address)
            await bot.start(token)

    try:
        asyncio.run(main())
    except KeyboardInterrupt:
        log.info("stopped")
    return 0


def cmd_sync(args: argparse.Namespace) -> int:
    import asyncio

    settings = _settings()
    token = _token(settings, "sync")
    if token is None:
        return EXIT_USAGE
    _configure_logging(settings.log_level)
    from bot.discord.client import create_bot, sync_commands

    guild = args.guild
    if guild is None and not args.everywhere:
        guild = settings.dev_guild_id

    async def main() -> Any:
        bot = await _maybe_await(create_bot(settings, start_loops=False))
        async with bot:
            await bot.login(token)  # runs setup_hook: the cogs and their commands load
            return await sync_commands(bot, guild)

    synced = asyncio.run(main())
    where = f"server {guild}" if guild is not None else "every server (global)"
    count = f"{len(synced)} " if isinstance(synced, Sequence) else ""
    print(f"Synced {count}commands to {where}.")
    if guild is None:
        print("Global commands may take up to an hour to appear everywhere.")
    return 0


def _schema_version(path: Path) -> int:
    import sqlite3

    conn = sqlite3.connect(path)
    try:
        return int(conn.execute("PRAGMA user_version").fetchone()[0])
    finally:
        conn.close()


def _database_error(command: str, where: Address | Path, exc: BaseException) -> int:
    """One line on what is wrong with the database and what to do; exit status 1."""
    from db.health import explain

    print(f"praetor {command}: {explain(exc, where)}", file=sys.stderr)
    return 1


def _address(command: str, text: str | Path) -> Address | None:
    """The database a --database value or PRAETOR_DATABASE names (None, after one line
    saying why, when it names none)."""
    from db.errors import StorageError
    from db.open import parse_address

    try:
        return parse_address(text)
    except StorageError as exc:
        print(f"praetor {command}: {exc}", file=sys.stderr)
        return None


def _unfit_database(command: str, address: Address) -> int | None:
    """Refuse a damaged, newer, read-only or full SQLite file before anything writes to it
    (exit status 1); None when it is fit. A PostgreSQL server checks itself: opening it
    says what is wrong."""
    from db.health import DatabaseProblem, check

    if address.path is None:
        return None
    try:
        check(address.path, write=True)
    except DatabaseProblem as exc:
        return _database_error(command, address.path, exc)
    return None


def _database_address(command: str, args: argparse.Namespace) -> Address | None:
    return _address(command, args.database or _settings().database)


def cmd_migrate(args: argparse.Namespace) -> int:
    import asyncio
    import sqlite3

    from db import StorageError
    from db.health import known_version
    from db.open import open_storage

    address = _database_address("migrate", args)
    if address is None:
        return EXIT_USAGE
    refused = _unfit_database("migrate", address)
    if refused is not None:
        return refused
    path = address.path
    before = _schema_version(path) if path is not None and path.exists() else None

    async def main() -> bool:
        storage = await open_storage(address.target if path is None else path)
        try:
            return await storage.use_incremental_vacuum()
        finally:
            await storage.close()

    try:
        switched = asyncio.run(main())
        after = _schema_version(path) if path is not None else known_version()
    except (StorageError, sqlite3.Error) as exc:
        return _database_error("migrate", address, exc)
    if path is None:
        print(f"Database {address}: schema version {after}.")
        return 0
    applied = after - (before or 0)
    print(
        f"Database {path}: schema version {after} "
        f"({applied} migration{'s' if applied != 1 else ''} applied)."
    )
    if switched:
        print("The file was rewritten once to give freed space back (incremental vacuum).")
    return 0


def cmd_compact(args: argparse.Namespace) -> int:
    import asyncio
    import sqlite3

    from bot.service.retention import UNLIMITED, retention_pass
    from db import StorageError
    from db.open import open_storage

    address = _database_address("compact", args)
    if address is None:
        return EXIT_USAGE
    path = address.path
    days = args.days if args.days is not None else _settings().retention_days
    if path is not None and not path.exists():
        print(f"praetor compact: no database at {path}", file=sys.stderr)
        return 1
    refused = _unfit_database("compact", address)
    if refused is not None:
        return refused
    size = path.stat().st_size if path is not None else None

    async def main() -> Any:
        storage = await open_storage(address.target if path is None else path)
        try:
            await storage.use_incremental_vacuum()
            return await retention_pass(storage, time.time(), days, UNLIMITED)
        finally:
            await storage.close()

    try:
        done = asyncio.run(main())
    except (StorageError, sqlite3.Error) as exc:
        return _database_error("compact", address, exc)
    kept = "everything is kept (retention 0 days)" if days <= 0 else f"older than {days:g} days"
    sizes = f"; {size} -> {path.stat().st_size} bytes" if path is not None else ""
    print(
        f"Database {path or address}: {done.rows} delivered messages pruned and {done.games} "
        f"ended games compacted ({kept}){sizes}."
    )
    return 0


def cmd_export(args: argparse.Namespace) -> int:
    """Reads the database read-only and never migrates it: an older schema is refused
    ("run praetor migrate first") rather than read through queries written for this one."""
    import asyncio
    import json
    import sqlite3

    from bot.service.export import export_game
    from db import StorageError
    from db.open import open_storage_readonly

    address = _database_address("export", args)
    if address is None:
        return EXIT_USAGE
    path = address.path
    if path is not None and not path.exists():
        print(f"praetor export: no database at {path}", file=sys.stderr)
        return 1

    async def main() -> dict[str, Any]:
        storage = await open_storage_readonly(address.target if path is None else path)
        try:
            return await export_game(storage, args.game_id, full=args.full)
        finally:
            await storage.close()

    try:
        record = asyncio.run(main())
    except LookupError as exc:
        print(f"praetor export: {exc.args[0]}", file=sys.stderr)
        return 1
    except (StorageError, sqlite3.Error) as exc:
        return _database_error("export", path or address, exc)
    text = json.dumps(record, indent=2, ensure_ascii=False) + "\n"
    if args.out in (None, "-"):
        sys.stdout.write(text)
        return 0
    try:
        Path(args.out).write_text(text, encoding="utf-8")
    except OSError as exc:
        print(f"praetor export: cannot write {args.out} ({exc.strerror})", file=sys.stderr)
        return 1
    print(f"Game {args.game_id} written to {args.out} ({record['export']} export).")
    return 0


def cmd_copy_db(args: argparse.Namespace) -> int:
    import asyncio
    import sqlite3

    from bot.tools.copy_db import copy_database, text_report
    from db import StorageError

    for given in (args.source, args.target):
        if _address("copy-db", given) is None:
            return EXIT_USAGE
    try:
        report = asyncio.run(copy_database(args.source, args.target))
    except (StorageError, sqlite3.Error) as exc:
        print(f"praetor copy-db: {exc}", file=sys.stderr)
        return 1
    print(text_report(args.source, args.target, report))
    return 0 if report.ok else 1


def cmd_demo(args: argparse.Namespace) -> int:
    import asyncio

    from bot.messages import LOCALES, find_locale
    from bot.tools.demo import run_demo

    locale = find_locale(args.locale)
    if locale is None:
        known = ", ".join(LOCALES)
        print(f"praetor demo: no language {args.locale!r} (known: {known})", file=sys.stderr)
        return EXIT_USAGE

    return asyncio.run(
        run_demo(
            seed=args.seed,
            factions=args.factions,
            turns=args.turns,
            reveal=args.reveal,
            game=args.game,
            database=args.database,
            verbose=args.verbose,
            locale=locale,
        )
    )


def _players(text: str) -> tuple[str, ...]:
    from bot.tools.simulate import parse_players

    try:
        return parse_players(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from exc


def cmd_simulate(args: argparse.Namespace) -> int:
    from bot.games import DEFAULT_GAME
    from bot.tools.pacing import parse_model
    from bot.tools.simulate import check_arguments, run

    game = args.game or DEFAULT_GAME
    try:
        check_arguments(game, args.scenario, args.players)
        if args.pace is not None:
            parse_model(args.pace)
            if args.unchecked or args.jobs != 1:
                raise ValueError("--pace times the games itself: no --unchecked or --jobs")
    except ValueError as exc:
        print(f"praetor simulate: {exc}", file=sys.stderr)
        return EXIT_USAGE
    return run(
        game=game,
        games=args.games,
        seed=args.seed,
        factions=args.factions,
        turns=args.turns,
        scenario=args.scenario,
        as_json=args.json,
        max_steps=args.max_steps,
        players=args.players,
        options=dict(args.option),
        matrix=args.options_matrix,
        pace=args.pace,
        checked=not args.unchecked,
        jobs=args.jobs,
    )


def _option(text: str) -> tuple[str, object]:
    """NAME=VALUE, the value read as JSON when it can be (true, 3), else as text."""
    import json

    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError("an option is NAME=VALUE")
    try:
        return name, json.loads(value)
    except ValueError:
        return name, value


def cmd_bench(args: argparse.Namespace) -> int:
    import json

    from bot.tools.bench import run, text_report

    result = run(
        quick=args.quick,
        game=args.game,
        database=args.database,
        processes=args.processes_figures,
    )
    print(json.dumps(result) if args.json else text_report(result))
    return 0


def cmd_stress(args: argparse.Namespace) -> int:
    import json

    from bot.tools.stress import Plan, run

    plan = Plan(
        database=args.database,
        game=args.game,
        processes=args.processes,
        games=args.games,
        seconds=args.seconds,
        kill_one=args.kill_one,
        seed=args.seed,
        deadline_s=args.deadline_seconds,
        workdir=args.workdir or "",
        lease_s=args.lease_seconds,
    )
    report = run(plan)
    print(json.dumps(report, indent=1))
    return 0 if report["ok"] else 1


def cmd_scenario(args: argparse.Namespace) -> int:
    from bot.tools.scenario import main as scenario_main

    return int(scenario_main(list(args.files), args.game))


# ---------------------------------------------------------------------------- parser


def _positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1, not {value}")
    return value


def _game_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--game",
        choices=list(GAMES),
        default=DEFAULT_GAME,
        help=f"the game (default {DEFAULT_GAME})",
    )


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="praetor",
        description="Praetor, a Discord game master for board games.",
        epilog="Settings come from PRAETOR_* environment variables or a .env file.",
    )
    parser.add_argument("--version", action="version", version=f"praetor {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", required=True)

    p = sub.add_parser("run", help="connect to Discord and serve games (needs PRAETOR_TOKEN)")
    p.set_defaults(func=cmd_run)

    p = sub.add_parser("sync", help="register the slash commands with Discord, then exit")
    where = p.add_mutually_exclusive_group()
    where.add_argument(
        "--guild",
        type=int,
        metavar="ID",
        help="sync to this server only (instant); default: PRAETOR_DEV_GUILD_ID if set, "
        "else globally",
    )
    where.add_argument(
        "--global",
        dest="everywhere",
        action="store_true",
        help="sync globally even when PRAETOR_DEV_GUILD_ID is set",
    )
    p.set_defaults(func=cmd_sync)

    db_help = (
        "the database: a SQLite file or postgresql://USER@HOST/NAME (default: "
        "PRAETOR_DATABASE, or ./praetor.sqlite3)"
    )
    p = sub.add_parser("migrate", help="create or upgrade the database; print its schema version")
    p.add_argument("--database", metavar="ADDRESS", help=db_help)
    p.set_defaults(func=cmd_migrate)

    p = sub.add_parser(
        "export",
        help="write a game's record as JSON",
        description=(
            "Write a game's record as JSON: setup arguments, public events, and - once the "
            "game is over - the seed and the action log. The default export holds no secret: "
            "no private or GM events, no hands, treasuries or sealed votes, and nothing that "
            "would let a reader replay a running game. --full adds everything (for the "
            "operator's backups; it contains every secret)."
        ),
    )
    p.add_argument("game_id", type=int, metavar="GAME_ID")
    p.add_argument("--out", metavar="FILE", help="write here instead of standard output")
    p.add_argument("--database", metavar="ADDRESS", help=db_help)
    p.add_argument(
        "--full",
        action="store_true",
        help="include secrets: seed, action log, private and GM events, the state",
    )
    p.set_defaults(func=cmd_export)

    p = sub.add_parser(
        "compact",
        help="prune old delivered messages and compact ended games",
        description="Delete outbox messages delivered more than DAYS ago, compact the "
        "games that ended more than DAYS ago to what export and replay read (setup, action "
        "log, public events, final state), and give the freed space back to the file "
        "system. The bot does the same every hour in small steps; run this with the bot "
        "stopped.",
    )
    p.add_argument("--database", metavar="ADDRESS", help=db_help)
    p.add_argument(
        "--days",
        type=float,
        default=None,
        help="the retention age (default: PRAETOR_RETENTION_DAYS, 14; 0 keeps everything)",
    )
    p.set_defaults(func=cmd_compact)

    p = sub.add_parser(
        "copy-db",
        help="copy every game and pending message to another database, and check the copy",
        description="Copy everything (games, seats, action logs, events, pending messages, "
        "deadlines, settings, users) from one database to another, e.g. from SQLite to "
        "PostgreSQL, with the bot stopped. The source is only read (migrate it first); the "
        "destination is migrated and must hold no game. Then every table's row count is "
        "compared and every game is replayed from its log at the destination.",
    )
    p.add_argument(
        "--from", dest="source", required=True, metavar="ADDRESS", help="sqlite:///FILE or a path"
    )
    p.add_argument(
        "--to", dest="target", required=True, metavar="ADDRESS", help="postgresql://USER@HOST/NAME"
    )
    p.set_defaults(func=cmd_copy_db)

    p = sub.add_parser(
        "demo",
        help="play a local game between computer players (no token needed)",
        description="A whole game between computer players, printed in digest form (the "
        "start, each phase's summary, the end), or blow by blow with --verbose. The same seed "
        "gives the same game.",
    )
    p.add_argument("--seed", type=int, default=1, help="random seed (default 1)")
    p.add_argument("--factions", type=int, default=5, help="number of factions (default 5)")
    p.add_argument(
        "--turns",
        type=_positive,
        default=None,
        help="end the game after this turn (default: play the whole game)",
    )
    p.add_argument(
        "--database",
        metavar="FILE",
        help="keep the game in this SQLite file, for `praetor export` (default: in memory)",
    )
    p.add_argument(
        "--verbose", action="store_true", help="print the game blow by blow, as the channel"
    )
    p.add_argument(
        "--reveal",
        action="store_true",
        help="also print private messages (hands, secret prompts), indented and marked",
    )
    p.add_argument(
        "--locale",
        default="en",
        help="the game's language, one with a catalogue: en, ru, ... (default en)",
    )
    _game_option(p)
    p.set_defaults(func=cmd_demo)

    p = sub.add_parser(
        "simulate",
        help="play many random games engine-direct and check invariants",
        description="Play N games between random players straight on the engine, checking "
        "invariants after every step. Game i uses seed S+i. Exit code 1 on any error.",
    )
    p.add_argument("--game", default=None, help="the game to play (default: the first registered)")
    p.add_argument("--games", type=_positive, default=10, help="number of games (default 10)")
    p.add_argument("--seed", type=int, default=1, help="seed of the first game (default 1)")
    p.add_argument("--factions", type=int, default=5, help="number of factions (default 5)")
    p.add_argument(
        "--turns",
        type=_positive,
        default=None,
        help="end each game after this turn (default: play to the end of the game)",
    )
    p.add_argument(
        "--scenario",
        default="mixed",
        help="scenario of every game, or 'mixed' to cycle through the game's (default)",
    )
    p.add_argument("--max-steps", type=_positive, default=20_000, help="per game (default 20000)")
    p.add_argument("--json", action="store_true", help="one JSON object per line")
    p.add_argument(
        "--players",
        type=_players,
        default=None,
        metavar="LEVEL[,LEVEL...]",
        help="computer player levels: seat i gets level i mod the count (default: "
        "basic,random,reckless,random,reckless and five basic, game by game)",
    )
    p.add_argument(
        "--option",
        type=_option,
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help="a game option for every game, e.g. provincial_wars=true (repeatable)",
    )
    p.add_argument(
        "--options-matrix",
        action="store_true",
        help="cycle the games through option sets in which every value of every game option "
        "occurs (defaults, all on, each alone); the summary reports each set's errors",
    )
    p.add_argument(
        "--pace",
        default=None,
        metavar="checkins:N[:H]",
        help="time the games on the calendar instead, under one clock per decision and one "
        "per phase: each of H seats (default all) is a player checking in N times a day who "
        "answers everything open then; the other seats answer at once",
    )
    p.add_argument(
        "--unchecked",
        action="store_true",
        help="skip the checks after every step: the same games, a few times faster, to "
        "measure computer players rather than to test the engine",
    )
    p.add_argument(
        "--jobs",
        type=_positive,
        default=1,
        help="games played at a time, each in its own process (default 1); the output is the same",
    )
    p.set_defaults(func=cmd_simulate)

    p = sub.add_parser(
        "bench",
        help="measure speed, memory and database growth",
        description="Measure the engine, replay, the service's submit path against a bare "
        "SQLite commit, interaction latency through the offline Discord harness (needs a "
        "source checkout), memory per game, start-up recovery and database growth, all in "
        "one run. Takes a few minutes; --quick shrinks every count.",
    )
    p.add_argument("--json", action="store_true", help="one JSON object")
    p.add_argument("--quick", action="store_true", help="small counts (seconds, not minutes)")
    p.add_argument(
        "--processes-figures",
        action="store_true",
        help="also moves per second of 1, 2 and 4 processes on one database",
    )
    p.add_argument(
        "--database",
        metavar="ADDRESS",
        help="a PostgreSQL server (postgresql://…) the storage figures run on, each part in "
        "a database of its own made there and dropped after; with --processes-figures, "
        "where those run (a throwaway database: the games stay); default SQLite files in "
        "a temp dir",
    )
    _game_option(p)
    p.set_defaults(func=cmd_bench)

    p = sub.add_parser(
        "stress",
        help="several bot processes on one database, one killed: are the guarantees kept?",
        description="Create games in DATABASE (a throwaway one: the games stay) of the "
        "registry's lightest game (or --game), run N processes of the real service with their "
        "outbox delivery and deadline loops making random moves on every game at once, kill "
        "one (SIGKILL) halfway and restart it, then check every acknowledged move, a replay "
        "of each game, each outbox row delivered exactly once and each deadline fired once. "
        "One JSON report; exit 1 when a check fails.",
    )
    p.add_argument(
        "--database",
        required=True,
        metavar="ADDRESS",
        help="a path, sqlite:///FILE or postgresql://…",
    )
    p.add_argument("--processes", type=_positive, default=4)
    p.add_argument("--games", type=_positive, default=1000)
    p.add_argument("--seconds", type=float, default=180.0)
    p.add_argument("--kill-one", action="store_true", help="kill one process halfway, restart it")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument(
        "--deadline-seconds",
        type=float,
        default=None,
        help="a vote's clock, other choices half (default: a sixth of the run)",
    )
    p.add_argument("--workdir", metavar="DIR", help="keep the processes' logs here")
    p.add_argument("--game", choices=sorted(GAMES), help="the game played")
    p.add_argument(
        "--lease-seconds",
        type=float,
        default=None,
        help="PostgreSQL: how long a claim holds (default the backend's: what the killed "
        "process claimed waits that long, and the run with it)",
    )
    p.set_defaults(func=cmd_stress)

    p = sub.add_parser("scenario", help="run scenario fixtures (JSON files)")
    p.add_argument("files", nargs="+", metavar="FILE")
    _game_option(p)
    p.set_defaults(func=cmd_scenario)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.func(args))
    except KeyboardInterrupt:
        return 130
    except UnusableSettings as exc:
        for line in exc.args[0]:
            print(f"praetor {args.command}: {line}", file=sys.stderr)
        return EXIT_USAGE
    except PraetorError as exc:
        from bot.messages import has, t

        key = f"error.{exc.key}"
        text = t(key, **exc.params) if has(key) else f"{exc.key} {exc.params}"
        print(f"praetor {args.command}: {text.replace('**', '')}", file=sys.stderr)
        return 1


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
