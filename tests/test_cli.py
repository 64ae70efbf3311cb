"""The `praetor` command line: run/sync without a token, migrate, export, scenario."""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import json
import os
import resource
import shutil
import sqlite3
import subprocess
import sys
import types
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import asyncpg
import pytest

from bot import __version__
from bot.games import DEFAULT_GAME, GAMES
from bot.service.game_service import GameService
from bot.tools.cli import main
from db import Storage
from db.migrate import bundled_migrations
from tests.parity import stands_in_for
from tests.postgres import Server

CREATOR = 10
HUMAN = 20


@pytest.fixture(autouse=True)
def _clean_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """No token, database or .env from the machine running the tests."""
    for name in ("PRAETOR_TOKEN", "PRAETOR_DATABASE", "PRAETOR_DEV_GUILD_ID"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


# ---------------------------------------------------------------------------- token


@pytest.mark.parametrize("command", ["run", "sync"])
def test_no_token_exits_2_with_a_clear_message(
    command: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main([command]) == 2
    err = capsys.readouterr().err
    assert "PRAETOR_TOKEN" in err
    assert "praetor demo" in err


def test_blank_token_is_no_token(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("PRAETOR_TOKEN", "  ")
    assert main(["run"]) == 2
    assert "PRAETOR_TOKEN" in capsys.readouterr().err


class FakeBot:
    """Stands in for the Discord client: records what the command line did with it."""

    def __init__(
        self,
        settings: Any,
        *,
        storage_path: str | None = None,
        transport: Any = None,
        start_loops: bool = True,
    ) -> None:
        """Called as `bot.discord.client.create_bot` (test_fake_parity.py checks the match)."""
        self.settings = settings
        self.kwargs = {
            "storage_path": storage_path,
            "transport": transport,
            "start_loops": start_loops,
        }
        self.calls: list[tuple[str, Any]] = []
        made.append(self)

    async def __aenter__(self) -> FakeBot:
        return self

    async def __aexit__(self, exc_type: Any, exc_value: Any, traceback: Any) -> None:
        self.calls.append(("close", None))

    async def start(self, token: str, *, reconnect: bool = True) -> None:
        self.calls.append(("start", token))

    async def login(self, token: str) -> None:
        self.calls.append(("login", token))


made: list[FakeBot] = []


@pytest.fixture
def fake_client(monkeypatch: pytest.MonkeyPatch) -> list[FakeBot]:
    import bot.discord.client

    @stands_in_for(bot.discord.client.sync_commands)
    async def fake_sync(bot: FakeBot, guild_id: int | None) -> list[str]:
        bot.calls.append(("sync", guild_id))
        return ["game", "gm"]

    made.clear()
    monkeypatch.setattr(bot.discord.client, "create_bot", FakeBot)
    monkeypatch.setattr(bot.discord.client, "sync_commands", fake_sync)
    monkeypatch.setenv("PRAETOR_TOKEN", "secret-token")
    return made


def test_run_starts_the_bot_with_the_token(fake_client: list[FakeBot], tmp_path: Path) -> None:
    assert main(["run"]) == 0
    (bot,) = fake_client
    assert bot.calls == [("start", "secret-token"), ("close", None)]
    assert str(bot.settings.database) == "praetor.sqlite3"


@pytest.mark.parametrize(
    ("argv", "env_guild", "expected"),
    [
        (["sync"], None, None),
        (["sync", "--guild", "42"], None, 42),
        (["sync"], "77", 77),
        (["sync", "--global"], "77", None),
    ],
)
def test_sync_logs_in_syncs_and_exits(
    argv: list[str],
    env_guild: str | None,
    expected: int | None,
    fake_client: list[FakeBot],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    if env_guild is not None:
        monkeypatch.setenv("PRAETOR_DEV_GUILD_ID", env_guild)
    assert main(argv) == 0
    (bot,) = fake_client
    assert bot.kwargs == {"storage_path": None, "transport": None, "start_loops": False}
    assert bot.calls == [("login", "secret-token"), ("sync", expected), ("close", None)]
    assert "Synced 2 commands" in capsys.readouterr().out


def test_env_example_loads(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    from bot.settings import Settings

    example = Path(__file__).resolve().parent.parent / ".env.example"
    (tmp_path / ".env").write_text(example.read_text(encoding="utf-8"), encoding="utf-8")
    settings = Settings()
    assert settings.token is None
    assert settings.dev_guild_id is None
    names = {
        line.split("=", 1)[0]
        for line in example.read_text(encoding="utf-8").splitlines()
        if "=" in line and not line.startswith("#")
    }
    assert {f"PRAETOR_{f.upper()}" for f in Settings.model_fields} - {"PRAETOR_LOG_LEVEL"} <= names
    assert main(["run"]) == 2


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["--version"])
    assert exit_.value.code == 0
    assert capsys.readouterr().out.strip().startswith("praetor ")


def test_python_m_bot() -> None:
    root = Path(__file__).resolve().parent.parent
    done = subprocess.run(
        [sys.executable, "-m", "bot", "--version"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == f"praetor {__version__}"


def test_no_command_is_a_usage_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main([])
    assert exit_.value.code == 2


# ---------------------------------------------------------------------------- migrate


def test_migrate_creates_and_reports_version(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "games.sqlite3"
    latest = len(bundled_migrations())
    assert main(["migrate", "--database", str(path)]) == 0
    out = capsys.readouterr().out
    assert f"schema version {latest}" in out
    assert f"({latest} migration" in out
    with sqlite3.connect(path) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == latest
    # a second run has nothing to do
    assert main(["migrate", "--database", str(path)]) == 0
    assert "(0 migrations applied)" in capsys.readouterr().out


def test_migrate_uses_settings_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "from_env.sqlite3"
    monkeypatch.setenv("PRAETOR_DATABASE", str(path))
    assert main(["migrate"]) == 0
    assert path.exists()
    assert str(path) in capsys.readouterr().out


def test_migrate_refuses_a_newer_database(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "future.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA user_version = 999")
    assert main(["migrate", "--database", str(path)]) == 1
    assert "999" in capsys.readouterr().err


# ---------------------------------------------------------------------------- export


async def _make_games(path: Path) -> tuple[int, int]:
    """A finished game between computer players, and a running one waiting on a human."""
    storage = await Storage.open(path)
    try:
        service = GameService(storage, clock=lambda: 1000.0, deadline_seconds=None)
        done = await service.create_game(
            channel_id=1,
            guild_id=5,
            creator_id=CREATOR,
            players=3,
            options={"turn_limit": 1},
            seed=77,
        )
        for _ in range(3):
            await service.add_bot(done.id, CREATOR)
        await service.start(done.id, CREATOR)
        assert (await service.info(done.id)).status == "finished"

        running = await service.create_game(
            channel_id=2,
            guild_id=5,
            creator_id=CREATOR,
            players=3,
            options={"turn_limit": 1},
            seed=78,
        )
        await service.join(running.id, HUMAN)
        for _ in range(2):
            await service.add_bot(running.id, CREATOR)
        await service.start(running.id, CREATOR)
        assert (await service.info(running.id)).status == "active"
        return done.id, running.id
    finally:
        await storage.close()


def _export(path: Path, game_id: int, *extra: str) -> dict[str, Any]:
    out = path.parent / f"export-{game_id}-{len(extra)}.json"
    assert main(["export", str(game_id), "--database", str(path), "--out", str(out), *extra]) == 0
    data: dict[str, Any] = json.loads(out.read_text(encoding="utf-8"))
    return data


def test_export_public_and_full(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    done, running = asyncio.run(_make_games(path))

    public = _export(path, done)
    assert public["export"] == "public"
    assert public["game"]["status"] == "finished"
    assert public["setup"]["seed"] == 77
    assert public["setup"]["options"]["turn_limit"] == 1
    assert len(public["setup"]["seats"]) == 3
    assert public["actions"] and all("action" in a for a in public["actions"])
    assert public["events"]
    assert all(e["visibility"] == "public" for e in public["events"])
    assert "state" not in public

    full = _export(path, done, "--full")
    assert full["export"] == "full"
    assert len(full["events"]) >= len(public["events"])
    assert any(e["visibility"] != "public" for e in full["events"])
    assert full["state"] is not None

    # a running game: no seed, no action log (they would reveal hands and future dice)
    live = _export(path, running)
    assert live["game"]["status"] == "active"
    assert "seed" not in live["setup"]
    assert "actions" not in live
    assert all(e["visibility"] == "public" for e in live["events"])
    text = json.dumps(live)
    assert "Your hand" not in text and '"hand"' not in text


def test_export_to_stdout(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.sqlite3"
    done, _ = asyncio.run(_make_games(path))
    capsys.readouterr()
    assert main(["export", str(done), "--database", str(path)]) == 0
    assert json.loads(capsys.readouterr().out)["game"]["id"] == done


def test_export_unknown_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "games.sqlite3"
    asyncio.run(_make_games(path))
    assert main(["export", "999", "--database", str(path)]) == 1
    assert "999" in capsys.readouterr().err


def test_export_missing_database(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["export", "1", "--database", str(tmp_path / "nope.sqlite3")]) == 1
    assert "no database" in capsys.readouterr().err


def test_export_help_says_default_is_public(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["export", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert "holds no secret" in help_text
    assert "public events" in help_text


# ---------------------------------------------------------------------------- scenario


@pytest.mark.parametrize("code", [0, 1, 3])
def test_scenario_passes_files_and_exit_code(code: int, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[list[str], str]] = []

    def fake_main(paths: list[str], game: str) -> int:
        seen.append((paths, game))
        return code

    fake = types.ModuleType("bot.tools.scenario")
    fake.main = fake_main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "bot.tools.scenario", fake)
    assert main(["scenario", "a.json", "b.json"]) == code
    assert seen == [(["a.json", "b.json"], DEFAULT_GAME)]


def test_scenario_refuses_an_unknown_game(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["scenario", "--game", "no_such_game", "a.json"])
    assert exit_.value.code == 2
    assert "no_such_game" in capsys.readouterr().err


def test_scenario_finds_each_games_fixture_runner(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from bot.tools import scenario

    fixtures = importlib.import_module(f"bot.games.{DEFAULT_GAME}.fixtures")
    assert scenario.runner_of(DEFAULT_GAME) is fixtures.run_fixture
    # a registered game without fixtures, and an unknown one: a clear refusal per file
    monkeypatch.setitem(GAMES, "without_fixtures", GAMES[DEFAULT_GAME])
    assert scenario.main(["a.json"], "without_fixtures") == 1
    assert "has no scenario fixtures" in capsys.readouterr().out
    assert scenario.main(["a.json"], "no_such_game") == 1
    assert "unknown game 'no_such_game'" in capsys.readouterr().out


def test_scenario_missing_file_fails(tmp_path: Path) -> None:
    assert main(["scenario", str(tmp_path / "missing.json")]) != 0


def test_scenario_needs_a_file() -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["scenario"])
    assert exit_.value.code == 2


# ---------------------------------------------------------------------------- database trouble
# A newer, damaged, older (export), read-only or full database: one line that says what is
# wrong and what to do, exit status 1, no traceback, and the file's bytes and mtime untouched.

KNOWN = len(bundled_migrations())
WRITERS = ("run", "migrate", "compact")


@pytest.fixture(scope="module")
def games_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A database with a finished game (1) and a running one (2), made once."""
    path = tmp_path_factory.mktemp("template") / "games.sqlite3"
    assert asyncio.run(_make_games(path)) == (1, 2)
    return path


@pytest.fixture
def db(games_db: Path, tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    shutil.copyfile(games_db, path)
    return path


def _stamp(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def _argv(command: str, path: Path, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    if command == "run":
        monkeypatch.setenv("PRAETOR_TOKEN", "secret-token")
        monkeypatch.setenv("PRAETOR_DATABASE", str(path))
        return ["run"]
    if command == "export":
        return ["export", "1", "--database", str(path)]
    return [command, "--database", str(path)]


def _refused(capsys: pytest.CaptureFixture[str], *words: str) -> str:
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    for word in words:
        assert word in err, err
    return err


@pytest.mark.parametrize("command", [*WRITERS, "export"])
def test_a_newer_database_is_refused_untouched(
    command: str,
    db: Path,
    fake_client: list[FakeBot],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    with contextlib.closing(sqlite3.connect(db)) as conn:
        conn.execute(f"PRAGMA user_version = {KNOWN + 1}")
    before = _stamp(db)
    assert main(_argv(command, db, monkeypatch)) == 1
    _refused(capsys, f"praetor {command}:", "newer Praetor", f"version {KNOWN + 1}", "upgrade")
    assert _stamp(db) == before
    assert fake_client == []  # the bot never started


def _damage(path: Path) -> None:
    """Keep the header page, scribble over the pages that hold the tables."""
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[2 * page : len(data) - page] = b"\xa5" * (len(data) - 3 * page)
    path.write_bytes(bytes(data))


@pytest.mark.parametrize("command", [*WRITERS, "export"])
def test_a_damaged_database_is_refused_untouched(
    command: str,
    db: Path,
    fake_client: list[FakeBot],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    _damage(db)
    before = _stamp(db)
    assert main(_argv(command, db, monkeypatch)) == 1
    _refused(capsys, f"praetor {command}:", "damaged", "backup")
    assert _stamp(db) == before
    assert fake_client == []


@pytest.mark.parametrize("command", [*WRITERS, "export"])
def test_a_file_that_is_no_database_is_refused_untouched(
    command: str,
    tmp_path: Path,
    fake_client: list[FakeBot],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    path = tmp_path / "notes.txt"
    path.write_text("not a database, just some notes\n" * 200, encoding="utf-8")
    before = _stamp(path)
    assert main(_argv(command, path, monkeypatch)) == 1
    _refused(capsys, "damaged")
    assert _stamp(path) == before
    assert fake_client == []


def _schema_at(path: Path, version: int) -> None:
    """A database made by an older release: its first `version` migrations."""
    with contextlib.closing(sqlite3.connect(path, isolation_level=None)) as conn:
        for m in bundled_migrations()[:version]:
            conn.executescript(f"BEGIN;\n{m.sql}\n;PRAGMA user_version = {m.version};\nCOMMIT;")


def test_export_refuses_an_older_database_and_never_migrates_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "old.sqlite3"
    _schema_at(path, KNOWN - 1)
    before = _stamp(path)
    assert main(["export", "1", "--database", str(path)]) == 1
    _refused(capsys, "praetor export:", f"schema version {KNOWN - 1}", "run praetor migrate first")
    assert _stamp(path) == before

    assert main(["migrate", "--database", str(path)]) == 0
    assert "(1 migration applied)" in capsys.readouterr().out
    assert main(["export", "1", "--database", str(path)]) == 1
    assert capsys.readouterr().err.strip() == "praetor export: no game 1"


def test_export_writes_nothing(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    before = _stamp(db)
    assert main(["export", "1", "--database", str(db), "--full"]) == 0
    assert json.loads(capsys.readouterr().out)["game"]["status"] == "finished"
    assert _stamp(db) == before


def test_migrate_switches_an_older_file_to_incremental_vacuum(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "old.sqlite3"
    _schema_at(path, KNOWN - 1)
    assert main(["migrate", "--database", str(path)]) == 0
    assert "rewritten once" in capsys.readouterr().out
    with contextlib.closing(sqlite3.connect(path)) as conn:
        assert conn.execute("PRAGMA auto_vacuum").fetchone()[0] == 2
    assert main(["migrate", "--database", str(path)]) == 0
    assert "rewritten" not in capsys.readouterr().out


@pytest.fixture
def read_only(db: Path) -> Iterator[Path]:
    """`db` made read-only: its mode, and as root (who may write any file) its immutable
    attribute."""
    db.chmod(0o444)
    immutable = os.geteuid() == 0
    if immutable:
        done = subprocess.run(["chattr", "+i", str(db)], capture_output=True, check=False)
        if done.returncode != 0:
            db.chmod(0o644)
            pytest.skip("running as root where chattr +i does not work")
    try:
        yield db
    finally:
        if immutable:
            subprocess.run(["chattr", "-i", str(db)], check=True)
        db.chmod(0o644)


@pytest.mark.parametrize("command", WRITERS)
def test_a_read_only_database_is_refused_untouched(
    command: str,
    read_only: Path,
    fake_client: list[FakeBot],
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    before = _stamp(read_only)
    assert main(_argv(command, read_only, monkeypatch)) == 1
    _refused(capsys, f"praetor {command}:", "read-only", "write access")
    assert _stamp(read_only) == before
    assert fake_client == []


def test_export_reads_a_read_only_database(
    read_only: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = _stamp(read_only)
    assert main(["export", "1", "--database", str(read_only)]) == 0
    assert json.loads(capsys.readouterr().out)["game"]["id"] == 1
    assert _stamp(read_only) == before


def _no_room() -> None:
    """In the child: no file may grow (a full disk, as far as this process can tell)."""
    resource.setrlimit(resource.RLIMIT_FSIZE, (0, resource.RLIM_INFINITY))


@pytest.mark.parametrize("command", WRITERS)
def test_a_full_disk_is_refused_untouched(
    command: str, db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = Path(__file__).resolve().parent.parent
    argv = _argv(command, db, monkeypatch)
    env = {**os.environ, "PRAETOR_TOKEN": "secret-token", "PRAETOR_DATABASE": str(db)}
    before = _stamp(db)
    done = subprocess.run(
        [sys.executable, "-m", "bot", *argv],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
        preexec_fn=_no_room,
    )
    assert done.returncode == 1, done.stderr
    err = done.stderr.strip()
    assert len(err.splitlines()) == 1 and "Traceback" not in err, err
    assert err.startswith(f"praetor {command}: cannot write {db}"), err
    assert "disk may be full" in err
    assert _stamp(db) == before


# ---------------------------------------------------------------------------- compact


def test_compact_keeps_what_export_reads(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    public = _export(db, 1)
    running = _export(db, 2, "--full")
    assert main(["compact", "--database", str(db)]) == 0
    out = capsys.readouterr().out
    assert "1 ended games compacted" in out  # the finished one; the running one stays whole
    assert _export(db, 1) == public
    assert _export(db, 2, "--full") == running
    full = _export(db, 1, "--full")
    assert full["events"] == public["events"]  # only the public events are left


def test_compact_zero_days_keeps_everything(db: Path, capsys: pytest.CaptureFixture[str]) -> None:
    full = _export(db, 1, "--full")
    assert main(["compact", "--database", str(db), "--days", "0"]) == 0
    assert "0 ended games compacted" in capsys.readouterr().out
    assert _export(db, 1, "--full") == full


# ---------------------------------------------------------------------------- --game


@pytest.mark.parametrize("command", ["demo", "bench"])
def test_demo_and_bench_play_the_game_named(
    command: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    seen: list[str] = []

    async def fake_demo(**kwargs: Any) -> int:
        seen.append(kwargs["game"])
        return 0

    def fake_bench(
        quick: bool = False, game: str = "", *, database: str | None = None, processes: bool = False
    ) -> dict[str, Any]:
        seen.append(game)
        return {}

    monkeypatch.setattr("bot.tools.demo.run_demo", fake_demo)
    monkeypatch.setattr("bot.tools.bench.run", fake_bench)
    assert main([command, "--json"] if command == "bench" else [command]) == 0
    assert seen == [DEFAULT_GAME]
    with pytest.raises(SystemExit) as exit_:
        main([command, "--game", "no_such_game"])
    assert exit_.value.code == 2
    assert "no_such_game" in capsys.readouterr().err


def test_the_database_setting_keeps_a_server_address_whole(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("PRAETOR_DATABASE", "postgresql://bot:pw@db:5432/praetor")
    assert _settings_database() == "postgresql://bot:pw@db:5432/praetor"


def _settings_database() -> str:
    from bot.settings import Settings

    return str(Settings().database)


def test_an_unknown_database_address_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["migrate", "--database", "mysql://db/praetor"]) == 2
    assert "mysql:// is no database Praetor knows" in capsys.readouterr().err


# ---------------------------------------------------------------------------- PostgreSQL


async def _empty_postgresql(server: Server) -> str:
    """A new database on the test server with no schema at all."""
    url = await server.create()
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("DROP SCHEMA public CASCADE; CREATE SCHEMA public")
    finally:
        await conn.close()
    return url


def test_the_commands_work_on_a_postgresql_server_as_on_a_file(
    tmp_path: Path, pg_server: Server, capsys: pytest.CaptureFixture[str]
) -> None:
    url = asyncio.run(_empty_postgresql(pg_server))
    try:
        assert main(["migrate", "--database", url]) == 0
        assert f"schema version {len(bundled_migrations())}." in capsys.readouterr().out
        path = tmp_path / "games.sqlite3"
        done, running = asyncio.run(_make_games(path))
        assert main(["copy-db", "--from", str(path), "--to", url]) == 0
        assert "every game replays to its stored state" in capsys.readouterr().out
        for game_id in (done, running):
            for extra in ((), ("--full",)):
                here = _export(path, game_id, *extra)
                capsys.readouterr()
                assert main(["export", str(game_id), "--database", url, *extra]) == 0
                assert json.loads(capsys.readouterr().out) == here
        assert main(["compact", "--database", url, "--days", "0"]) == 0
        assert "0 ended games compacted (everything is kept" in capsys.readouterr().out
    finally:
        asyncio.run(pg_server.drop(url))


def test_a_postgresql_server_that_does_not_answer_is_one_line(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["migrate", "--database", "postgresql://nobody@/praetor?host=/nonexistent"]) == 1
    err = capsys.readouterr().err
    assert (
        err.startswith("praetor migrate: postgresql://nobody@/praetor") and "cannot connect" in err
    )
    assert len(err.strip().splitlines()) == 1
