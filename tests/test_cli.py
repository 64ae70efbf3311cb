"""The `praetor` command line: run/sync without a token, migrate, export, scenario."""

from __future__ import annotations

import asyncio
import json
import sqlite3
import subprocess
import sys
import types
from pathlib import Path
from typing import Any

import pytest

from bot import __version__
from bot.cli import main
from bot.service import GameService
from db import Storage
from db.migrate import bundled_migrations
from tests.parity import stands_in_for

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
        """Called as `bot.client.create_bot` (tests/test_fake_parity.py checks the match)."""
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
    import bot.client

    @stands_in_for(bot.client.sync_commands)
    async def fake_sync(bot: FakeBot, guild_id: int | None) -> list[str]:
        bot.calls.append(("sync", guild_id))
        return ["game", "gm"]

    made.clear()
    monkeypatch.setattr(bot.client, "create_bot", FakeBot)
    monkeypatch.setattr(bot.client, "sync_commands", fake_sync)
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
        cwd=root, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
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
            channel_id=1, guild_id=5, creator_id=CREATOR, players=3,
            options={"turn_limit": 1}, seed=77,
        )  # fmt: skip
        for _ in range(3):
            await service.add_bot(done.id, CREATOR)
        await service.start(done.id, CREATOR)
        assert (await service.info(done.id)).status == "finished"

        running = await service.create_game(
            channel_id=2, guild_id=5, creator_id=CREATOR, players=3,
            options={"turn_limit": 1}, seed=78,
        )  # fmt: skip
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
    seen: list[list[str]] = []

    def fake_main(paths: list[str]) -> int:
        seen.append(paths)
        return code

    fake = types.ModuleType("bot.scenario")
    fake.main = fake_main  # type: ignore[attr-defined]
    monkeypatch.setitem(sys.modules, "bot.scenario", fake)
    assert main(["scenario", "a.json", "b.json"]) == code
    assert seen == [["a.json", "b.json"]]


def test_scenario_missing_file_fails(tmp_path: Path) -> None:
    assert main(["scenario", str(tmp_path / "missing.json")]) != 0


def test_scenario_needs_a_file() -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["scenario"])
    assert exit_.value.code == 2
