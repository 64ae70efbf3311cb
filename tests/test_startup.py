"""What a process imports before it needs it: `praetor --version` answers without the
engine, the games, the catalogues, Discord or the pictures (each would add tenths of a
second to every start). Checked in a fresh interpreter, by the modules it holds after."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

from bot import __version__

ROOT = Path(__file__).resolve().parent.parent

#: run `python -m bot ARGS` as runpy runs it, then print the modules loaded and the output
_RUN_AND_LIST = """
import contextlib, io, json, runpy, sys
sys.argv = ["praetor", *json.loads(sys.argv[1])]
out = io.StringIO()
with contextlib.redirect_stdout(out), contextlib.suppress(SystemExit):
    runpy.run_module("bot", run_name="__main__", alter_sys=True)
print(json.dumps({"out": out.getvalue(), "modules": sorted(sys.modules)}))
"""

#: what `--version` must not load: each package, with everything under it
HEAVY = (
    "discord",
    "aiohttp",
    "PIL",
    "babel",
    "pydantic",
    "pydantic_settings",
    "aiosqlite",
    "sqlite3",
    "logging",
    "asyncio",
    "bot.engine",
    "bot.messages",
    "bot.service",
    "bot.discord",
    "db",
    "cogs",
)


def _loaded_by(*args: str) -> tuple[str, list[str]]:
    done = subprocess.run(
        [sys.executable, "-c", _RUN_AND_LIST, json.dumps(args)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    found = json.loads(done.stdout)
    return found["out"], found["modules"]


def _heavy(modules: list[str]) -> list[str]:
    return [m for m in modules if any(m == h or m.startswith(f"{h}.") for h in HEAVY)]


def test_version_loads_no_engine_game_catalogue_or_discord() -> None:
    out, modules = _loaded_by("--version")
    assert out.strip() == f"praetor {__version__}"
    assert "bot.tools.cli" in modules  # the check ran the command
    assert _heavy(modules) == []
    assert [m for m in modules if m.startswith("bot.games.")] == []


def test_help_loads_no_game_either() -> None:
    """The options name the games (`--game ror`) from the registry's keys alone."""
    out, modules = _loaded_by("demo", "--help")
    assert "--game {" in out
    assert _heavy(modules) == []
    assert [m for m in modules if m.startswith("bot.games.")] == []


def test_the_client_module_loads_no_game_catalogue_picture_or_settings() -> None:
    """The bot's module imports Discord and the service; each game (its rules, presenter,
    cogs and texts), the catalogues, Babel, Pillow and the settings' parser load when the
    bot sets up or first needs them."""
    code = "import json, sys, bot.discord.client; print(json.dumps(sorted(sys.modules)))"
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    )
    modules = json.loads(done.stdout)
    assert "discord" in modules and "bot.service.game_service" in modules
    late = ("PIL", "babel", "pydantic_settings", "cogs", "bot.settings")
    assert [m for m in modules if any(m == h or m.startswith(f"{h}.") for h in late)] == []
    assert [m for m in modules if m.startswith("bot.games.")] == []
    assert [m for m in modules if re.search(r"\.messages\.[a-z]{2,3}_", m)] == []  # texts
