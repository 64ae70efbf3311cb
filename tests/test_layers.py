"""The layers' rules of the house (design/ARCHITECTURE.md), checked on the parsed imports
of every Python file: the engine (`bot/engine`) and every game's rules (`bot/games/*/rules`)
import only the standard library and pydantic, storage knows neither Discord nor the bot,
only the Discord layer (`bot/discord`, `cogs`) imports discord, and no game-neutral file
(the engine, the service, the Discord layer, storage, the shared cogs, the tools) names a game:
neither its key, its title nor a class of its rules. What they need of a game they ask
its presenter (`bot.games.get_presenter`)."""

from __future__ import annotations

import ast
import io
import re
import sys
import tokenize
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGES = ("bot", "db", "cogs")

STDLIB = frozenset(sys.stdlib_module_names)
#: third-party packages the pure engine may use
RULES_THIRD_PARTY = frozenset({"pydantic", "pydantic_core"})
#: standard modules the engine must not use: no global randomness, clock, event loop, logs
RULES_FORBIDDEN = frozenset({"random", "time", "asyncio", "logging"})
#: only the Discord layer (the bot/discord package) and the cogs import discord
DISCORD_PREFIXES = ("cogs/", "bot/discord/")


@dataclass(frozen=True)
class Import:
    module: str  # absolute dotted name
    line: int


def _module_name(rel: str) -> str:
    parts = rel.removesuffix(".py").split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def imports_of(source: str, rel: str) -> list[Import]:
    """Every module `source` (the file at repo-relative path `rel`) imports, with relative
    imports resolved, including `importlib.import_module("x")` / `__import__("x")` calls
    with a literal name."""
    tree = ast.parse(source, filename=rel)
    package = _module_name(rel).split(".")
    if not rel.endswith("__init__.py"):
        package = package[:-1]
    found: list[Import] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(alias.name, node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[: len(package) - (node.level - 1)]
                prefix = ".".join([*base, node.module] if node.module else base)
            else:
                prefix = node.module or ""
            if node.module is None or node.level:
                # `from . import x` may import submodule x: record both
                found += [
                    Import(f"{prefix}.{a.name}" if prefix else a.name, node.lineno)
                    for a in node.names
                ]
            if prefix:
                found.append(Import(prefix, node.lineno))
        elif isinstance(node, ast.Call) and node.args:
            fn = node.func
            name = (
                fn.attr
                if isinstance(fn, ast.Attribute)
                else fn.id
                if isinstance(fn, ast.Name)
                else ""
            )
            arg = node.args[0]
            if (
                name in ("import_module", "__import__")
                and isinstance(arg, ast.Constant)
                and isinstance(arg.value, str)
            ):
                found.append(Import(arg.value, node.lineno))
    return found


def _top(module: str) -> str:
    return module.split(".")[0]


def _is(module: str, package: str) -> bool:
    return module == package or module.startswith(package + ".")


def rules_home(rel: str) -> tuple[str, ...]:
    """The packages a pure rules file may import from the bot: the engine for the engine,
    the engine and its own game's rules for a game's rules; () for any other file."""
    if rel.startswith("bot/engine/"):
        return ("bot.engine",)
    parts = rel.split("/")
    if len(parts) > 4 and parts[:2] == ["bot", "games"] and parts[3] == "rules":
        return ("bot.engine", f"bot.games.{parts[2]}.rules")
    return ()


def violations(source: str, rel: str) -> list[str]:
    """The rules of the house broken by one file."""
    problems = []
    home = rules_home(rel)
    in_rules = bool(home)
    in_db = rel.startswith("db/")
    may_discord = rel.startswith(DISCORD_PREFIXES)
    for imp in imports_of(source, rel):
        where = f"{rel}:{imp.line} imports {imp.module}"
        top = _top(imp.module)
        if in_rules:
            if top in RULES_FORBIDDEN:
                problems.append(f"{where}: the engine uses no {top}")
            elif not (
                top in STDLIB
                or top in RULES_THIRD_PARTY
                or any(_is(imp.module, package) for package in home)
            ):
                problems.append(f"{where}: the engine imports only the stdlib and pydantic")
        if in_db and (top == "discord" or top == "bot"):
            problems.append(f"{where}: storage knows neither discord nor the bot")
        if top == "discord" and not may_discord:
            problems.append(f"{where}: only the Discord layer imports discord")
    return problems


@dataclass(frozen=True)
class GameWords:
    """What names a game: its key (`bot/games/<key>/`), its title (the package docstring's
    words before the colon, without "The") and the classes its rules define."""

    key: str
    title: str
    types: frozenset[str]


def game_words(games_dir: Path) -> list[GameWords]:
    games = []
    for package in sorted(p for p in games_dir.iterdir() if (p / "__init__.py").is_file()):
        doc = ast.get_docstring(ast.parse((package / "__init__.py").read_text(encoding="utf-8")))
        title = (doc or "").split(":")[0].removeprefix("The ").strip()
        types = {
            node.name
            for path in (package / "rules").rglob("*.py")
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.ClassDef)
        }
        games.append(GameWords(package.name, title, frozenset(types)))
    return games


def game_mentions(source: str, rel: str, games: list[GameWords]) -> list[str]:
    """Where a game-neutral file names a game: its key as a word or part of a name (`ror`,
    `RorState`, `"ror"`, in code, strings or comments), its title, or a class of its rules."""
    problems = []
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type not in (tokenize.NAME, tokenize.STRING, tokenize.COMMENT):
            continue
        pieces = re.findall(r"[A-Za-z0-9]+", tok.string)  # split at `_`, spaces, quotes...
        words = [*pieces, *(w for p in pieces for w in re.findall(r"[A-Z]?[a-z]+|[A-Z]+", p))]
        for game in games:
            where = f"{rel}:{tok.start[0]}"
            if game.key in (w.lower() for w in words):
                problems.append(f"{where} names the game {game.key!r}: {tok.string[:60]}")
            elif game.title and game.title.lower() in tok.string.lower():
                problems.append(f"{where} names the game {game.title!r}")
            elif tok.type == tokenize.NAME and tok.string in game.types:
                problems.append(f"{where} uses {game.key}'s type {tok.string}")
    return problems


#: the packages that hold no game's name or types; the shared cogs are `cogs/*.py` (a
#: game's own cogs live in `cogs/<game>/`)
GAME_NEUTRAL = ("bot/engine/", "bot/service/", "bot/discord/", "db/", "bot/board.py", "bot/tools/")
#: game-neutral files that still name a game: only ever shrinks, each entry must still
#: name one (test_allowed_files_still_name_a_game)
STILL_NAMING_A_GAME: frozenset[str] = frozenset()


def game_neutral(rel: str) -> bool:
    return rel.startswith(GAME_NEUTRAL) or (rel.startswith("cogs/") and rel.count("/") == 1)


def python_files() -> list[Path]:
    files: list[Path] = []
    for package in PACKAGES:
        files += sorted((ROOT / package).rglob("*.py"))
    return files


def test_there_are_files_to_check() -> None:
    rels = {p.relative_to(ROOT).as_posix() for p in python_files()}
    assert "bot/service/game_service.py" in rels
    assert any(r.startswith("bot/engine/") for r in rels)
    assert any(rules_home(r) and r.startswith("bot/games/") for r in rels)
    assert any(r.startswith("db/") for r in rels)


@pytest.mark.parametrize("path", python_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_layers(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    assert violations(path.read_text(encoding="utf-8"), rel) == []


GAMES = game_words(ROOT / "bot" / "games")


def test_there_are_games_to_check() -> None:
    [ror] = [g for g in GAMES if g.key == "ror"]
    assert ror.title == "Republic of Rome"
    assert "RorState" in ror.types


@pytest.mark.parametrize(
    "path",
    [
        p
        for p in python_files()
        if game_neutral(p.relative_to(ROOT).as_posix())
        and p.relative_to(ROOT).as_posix() not in STILL_NAMING_A_GAME
    ],
    ids=lambda p: p.relative_to(ROOT).as_posix(),
)
def test_no_game_in_the_game_neutral_packages(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    assert game_mentions(path.read_text(encoding="utf-8"), rel, GAMES) == []


def test_allowed_files_still_name_a_game() -> None:
    """An allowed file that no longer names a game leaves the list."""
    for rel in sorted(STILL_NAMING_A_GAME):
        assert game_mentions((ROOT / rel).read_text(encoding="utf-8"), rel, GAMES), rel


def test_the_game_neutral_files_are_checked() -> None:
    rels = {
        p.relative_to(ROOT).as_posix()
        for p in python_files()
        if game_neutral(p.relative_to(ROOT).as_posix())
    }
    for rel in (
        "bot/service/game_service.py",
        "bot/service/absence.py",
        "bot/discord/client.py",
        "db/storage.py",
        "cogs/lobby.py",
        "cogs/gm.py",
        "bot/tools/bench.py",
        "bot/tools/demo.py",
        "bot/tools/console.py",
        "bot/tools/scenario.py",
        "bot/tools/cli.py",
    ):
        assert rel in rels


# --------------------------------------------------------------------- the checker itself


@pytest.mark.parametrize(
    ("rel", "source", "needle"),
    [
        ("bot/games/ror/rules/x.py", "import random\n", "no random"),
        ("bot/games/ror/rules/x.py", "from time import monotonic\n", "no time"),
        ("bot/games/ror/rules/x.py", "import asyncio.tasks\n", "no asyncio"),
        ("bot/engine/x.py", "import logging\n", "no logging"),
        ("bot/games/ror/rules/x.py", "import aiosqlite\n", "only the stdlib"),
        (
            "bot/games/ror/rules/x.py",
            "from bot.service.game_service import GameService\n",
            "only the stdlib",
        ),
        ("bot/games/ror/rules/x.py", "from ...service import GameService\n", "only the stdlib"),
        (
            "bot/games/ror/rules/x.py",
            "import importlib\nimportlib.import_module('random')\n",
            "random",
        ),
        ("bot/games/ror/rules/x.py", "def f():\n    import discord\n", "Discord layer"),
        ("db/storage.py", "from bot.games import get_game\n", "neither discord nor the bot"),
        ("db/storage.py", "import bot\n", "neither discord nor the bot"),
        ("db/storage.py", "from .. import bot\n", "neither discord nor the bot"),
        ("db/x.py", "import discord\n", "neither discord nor the bot"),
        ("bot/service/game_service.py", "from discord import Embed\n", "only the Discord layer"),
        (
            "bot/tools/cli.py",
            "if True:\n    import discord.ext.commands\n",
            "only the Discord layer",
        ),
        ("bot/games/ror/rules/discord_x.py", "import discord\n", "only the Discord layer"),
        ("bot/engine/x.py", "from bot.games.ror.rules import state\n", "only the stdlib"),
        ("bot/games/x/rules/y.py", "from bot.games.ror.rules import state\n", "only the stdlib"),
        ("bot/games/ror/rules/x.py", "from bot.games import get_game\n", "only the stdlib"),
    ],
)
def test_checker_catches(rel: str, source: str, needle: str) -> None:
    problems = violations(source, rel)
    assert problems, f"{source!r} in {rel} passed"
    assert any(needle in p for p in problems), problems


@pytest.mark.parametrize(
    ("rel", "source"),
    [
        ("bot/games/ror/rules/x.py", "from __future__ import annotations\nimport hashlib, json\n"),
        (
            "bot/games/ror/rules/x.py",
            "from pydantic import BaseModel\nfrom typing import Literal\n",
        ),
        ("bot/games/ror/rules/x.py", "from bot.engine import Ctx\nfrom . import data\n"),
        ("bot/games/ror/rules/senate/x.py", "from ..state import RorState\n"),
        ("bot/engine/x.py", "from .rng import Rng\n"),
        ("db/storage.py", "import aiosqlite\nfrom db.rows import GameRow\n"),
        ("cogs/game.py", "import discord\nfrom discord import app_commands\n"),
        ("bot/discord/client.py", "from discord.ext import commands\n"),
        ("bot/discord/render.py", "import discord\n"),
        ("bot/discord/transport.py", "import discord\n"),
        ("bot/service/game_service.py", "import asyncio, random\nfrom bot.games import get_game\n"),
    ],
)
def test_checker_allows(rel: str, source: str) -> None:
    assert violations(source, rel) == []


def test_relative_imports_resolve() -> None:
    found = {
        i.module for i in imports_of("from .. import state\n", "bot/games/ror/rules/senate/x.py")
    }
    assert "bot.games.ror.rules" in found
    assert "bot.games.ror.rules.state" in found
    found = {i.module for i in imports_of("from . import y\n", "bot/games/ror/rules/__init__.py")}
    assert "bot.games.ror.rules.y" in found


PLANTED = [GameWords("ror", "Republic of Rome", frozenset({"RorState", "Senator"}))]


@pytest.mark.parametrize(
    ("source", "needle"),
    [
        ("GAME = 'ror'\n", "names the game 'ror'"),
        ("def apply_ror(state): ...\n", "names the game 'ror'"),
        ("class RorView: ...\n", "names the game 'ror'"),
        ("x = 1  # as in RoR\n", "names the game 'ror'"),
        ('"""Steps of a Republic of Rome turn."""\n', "names the game 'Republic of Rome'"),
        ("def f(s: Senator) -> None: ...\n", "uses ror's type Senator"),
    ],
)
def test_game_mentions_catches(source: str, needle: str) -> None:
    problems = game_mentions(source, "bot/engine/x.py", PLANTED)
    assert any(needle in p for p in problems), problems


@pytest.mark.parametrize(
    ("rel", "source"),
    [
        ("bot/service/game_service.py", "from bot.games.ror import ai\n"),
        ("bot/service/deadlines.py", "VOTE_KINDS = {'senate_vote'}  # the RoR Senate\n"),
        ("bot/discord/client.py", "EXTENSIONS = ('cogs.ror.senate',)\n"),
        ("db/storage.py", "DEFAULT = 'ror'\n"),
        ("cogs/lobby.py", "def create(game: str = 'ror'): ...\n"),
        ("cogs/play.py", "def f(s: RorState) -> None: ...\n"),
        ("bot/tools/bench.py", "from bot.games.ror import ai\n"),
        ("bot/tools/scenario.py", "from bot.games.ror.fixtures import run_fixture\n"),
        ("bot/tools/demo.py", 'print("Praetor demo — The Republic of Rome")\n'),
    ],
)
def test_a_game_named_in_a_game_neutral_file_fails(rel: str, source: str) -> None:
    assert game_neutral(rel)
    assert game_mentions(source, rel, PLANTED)


@pytest.mark.parametrize(
    "rel",
    ["cogs/ror/senate.py", "bot/games/ror/present/board.py", "bot/games/ror/fixtures.py"],
)
def test_a_game_may_name_itself_in_its_own_files(rel: str) -> None:
    assert not game_neutral(rel)


@pytest.mark.parametrize(
    "source",
    [
        "def error(state): ...\n",  # 'ror' inside another word
        "MIRROR = 'terror'\n",
        "# the senators' rule\n",  # a word, not the type
        "class Step: ...\n",
    ],
)
def test_game_mentions_allows(source: str) -> None:
    assert game_mentions(source, "bot/engine/x.py", PLANTED) == []


# --------------------------------------------------------------------- the service's private names
# Nothing outside bot/service uses the service's private names, and no module of bot/service
# uses another's: the Discord layer, the tools and the tests go through `GameService` and the
# public names of its modules.

SERVICE = "bot/service/"
#: the dotted path of a private name of the service, as a monkeypatch target names it
SERVICE_PRIVATE_PATH = re.compile(r"\bbot\.service(?:\.\w+)*\._[A-Za-z]\w*")
ATTRIBUTE_CALLS = frozenset({"getattr", "setattr", "hasattr", "delattr"})


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__") and name.strip("_") != ""


def defined_privates(source: str) -> set[str]:
    """The private names a module defines: its own `_x` functions, classes and variables,
    its classes' `_x` members, and the `self._x` attributes their methods set."""
    tree = ast.parse(source)
    names: set[str] = set()
    scopes: list[list[ast.stmt]] = [tree.body]
    while scopes:
        for node in scopes.pop():
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
            if isinstance(node, ast.ClassDef):
                scopes.append(node.body)
            targets: list[ast.expr] = []
            if isinstance(node, ast.Assign):
                targets = node.targets
            elif isinstance(node, ast.AnnAssign | ast.AugAssign):
                targets = [node.target]
            names |= {t.id for t in targets if isinstance(t, ast.Name)}
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.ctx, ast.Store)
            and isinstance(node.value, ast.Name)
            and node.value.id in ("self", "cls")
        ):
            names.add(node.attr)
    return {n for n in names if _private(n)}


def service_privates(files: list[Path]) -> dict[str, set[str]]:
    """The private names of every module of bot/service, by its repo-relative path."""
    return {
        p.relative_to(ROOT).as_posix(): defined_privates(p.read_text(encoding="utf-8"))
        for p in files
        if p.relative_to(ROOT).as_posix().startswith(SERVICE)
    }


def private_uses(source: str, rel: str, privates: dict[str, set[str]]) -> list[str]:
    """Where the file at `rel` uses a private name of bot/service not its own: `x._name`
    (on any object but `self` and `cls`), `getattr(x, "_name")` and its kin, `from
    bot.service.m import _name`, or a dotted string naming one (a monkeypatch target)."""
    own = privates.get(rel, set())
    theirs = set().union(*(names for path, names in privates.items() if path != rel)) - own
    problems = []
    for node in ast.walk(ast.parse(source, filename=rel)):
        where = f"{rel}:{getattr(node, 'lineno', '?')}"
        if isinstance(node, ast.Attribute) and node.attr in theirs:
            if not (isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
                problems.append(f"{where} uses the service's private {ast.unparse(node)}")
        elif isinstance(node, ast.ImportFrom) and _is(node.module or "", "bot.service"):
            problems += [
                f"{where} imports the service's private {a.name}"
                for a in node.names
                if _private(a.name) and not rel.startswith(SERVICE)
            ]
        elif isinstance(node, ast.Call) and len(node.args) >= 2:
            fn = node.func
            name = fn.attr if isinstance(fn, ast.Attribute) else getattr(fn, "id", "")
            arg = node.args[1]
            if name in ATTRIBUTE_CALLS and isinstance(arg, ast.Constant) and arg.value in theirs:
                problems.append(f"{where} reaches the service's private {arg.value!r}")
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            found = SERVICE_PRIVATE_PATH.search(node.value)
            if found and not rel.startswith(SERVICE):
                problems.append(f"{where} names the service's private {found.group()}")
    return problems


#: this file plants violations in strings, to show the checker finds them
PRIVATE_CHECKED = [
    p
    for p in [*python_files(), *sorted((ROOT / "tests").rglob("*.py"))]
    if p.resolve() != Path(__file__).resolve()
]
PRIVATES = service_privates(python_files())


def test_there_are_private_names_to_guard() -> None:
    assert "_cache" in PRIVATES["bot/service/move_writer.py"]
    assert "_on_outbox" in PRIVATES["bot/service/game_service.py"]
    assert any(p.relative_to(ROOT).as_posix().startswith("tests/") for p in PRIVATE_CHECKED)


@pytest.mark.parametrize("path", PRIVATE_CHECKED, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_no_private_names_of_the_service_used_elsewhere(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    assert private_uses(path.read_text(encoding="utf-8"), rel, PRIVATES) == []


PLANTED_PRIVATES = {
    "bot/service/game_service.py": {"_cache", "_locks", "_apply"},
    "bot/service/overdue.py": {"_secret_default"},
}


@pytest.mark.parametrize(
    ("rel", "source", "needle"),
    [
        ("bot/tools/bench.py", "service._cache.clear()\n", "private service._cache"),
        ("tests/t.py", "h.bot.service._apply(1)\n", "private h.bot.service._apply"),
        (
            "bot/service/gm.py",
            "async def f(self):\n    async with self.service._locks(1): ...\n",
            "private self.service._locks",
        ),
        ("tests/t.py", "from bot.service.overdue import _secret_default\n", "imports"),
        ("tests/t.py", "from bot.service import _hidden\n", "imports the service's private"),
        ("tests/t.py", "monkeypatch.setattr(GameService, '_apply', f)\n", "'_apply'"),
        ("tests/t.py", "getattr(service, '_cache')\n", "'_cache'"),
        (
            "tests/t.py",
            "monkeypatch.setattr('bot.service.overdue._secret_default', f)\n",
            "bot.service.overdue._secret_default",
        ),
    ],
)
def test_private_checker_catches(rel: str, source: str, needle: str) -> None:
    problems = private_uses(source, rel, PLANTED_PRIVATES)
    assert any(needle in p for p in problems), problems


@pytest.mark.parametrize(
    ("rel", "source"),
    [
        ("bot/service/game_service.py", "def f(self, other):\n    other._cache.clear()\n"),
        ("bot/service/gm.py", "def f(self):\n    self._log()\n"),
        ("tests/t.py", "storage._rows('SELECT 1')\n"),  # not a name of the service
        ("tests/t.py", "from bot.service.overdue import secret_default\n"),
        ("tests/t.py", "monkeypatch.setattr('bot.service.overdue.secret_default', f)\n"),
        ("tests/t.py", "service.__class__\n"),
    ],
)
def test_private_checker_allows(rel: str, source: str) -> None:
    assert private_uses(source, rel, PLANTED_PRIVATES) == []


def test_defined_privates() -> None:
    source = (
        "_A = 1\n_b: int = 2\ndef _f(): ...\nclass _C:\n    _k = 3\n"
        "    def _m(self):\n        self._x = 1\n        _local = 2\n"
        "def g():\n    _inner = 1\n__all__ = []\n"
    )
    assert defined_privates(source) == {"_A", "_b", "_f", "_C", "_k", "_m", "_x"}


# --------------------------------------------------------------------- the one write path
# The move writer (bot/service/move_writer.py) is the only code that writes a game's state:
# its start, its moves, an undo, its end, and a game master's pause or seat change.

WRITER = "bot/service/move_writer.py"
#: the storage calls that write a game's state
STATE_WRITES = frozenset({"start_game", "save_move", "truncate_after", "abandon_game"})
#: what `Storage.log_gm` may change besides keeping the log entry and its notices
GM_WRITES = frozenset({"settings", "paused", "shift", "shift_keys", "seat"})


def state_writes(source: str, rel: str) -> list[str]:
    """Where a file other than the move writer writes a game's state through storage."""
    if rel == WRITER or rel.startswith("db/"):
        return []
    problems = []
    for node in ast.walk(ast.parse(source, filename=rel)):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)):
            continue
        name = node.func.attr
        if name in STATE_WRITES:
            problems.append(f"{rel}:{node.lineno} writes a game's state: {name}")
        elif name == "log_gm" and (
            {k.arg for k in node.keywords} & GM_WRITES or any(k.arg is None for k in node.keywords)
        ):
            problems.append(f"{rel}:{node.lineno} changes a game through log_gm")
    return problems


@pytest.mark.parametrize("path", python_files(), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_only_the_move_writer_writes_a_games_state(path: Path) -> None:
    rel = path.relative_to(ROOT).as_posix()
    assert state_writes(path.read_text(encoding="utf-8"), rel) == []


def test_the_move_writer_is_there() -> None:
    source = (ROOT / WRITER).read_text(encoding="utf-8")
    called = {
        n.func.attr
        for n in ast.walk(ast.parse(source))
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)
    }
    assert called >= STATE_WRITES | {"log_gm"}


@pytest.mark.parametrize(
    ("source", "needle"),
    [
        ("await self.storage.truncate_after(1, 2, expected_version=3)\n", "truncate_after"),
        ("await storage.save_move(1)\n", "save_move"),
        ("await s.storage.log_gm(1, 2, 'kick', '{}', 0.0, [], seat=change)\n", "log_gm"),
        ("await s.storage.log_gm(1, 2, 'pause', '{}', 0.0, **writes)\n", "log_gm"),
    ],
)
def test_state_writes_catches(source: str, needle: str) -> None:
    problems = state_writes(source, "bot/service/gm.py")
    assert any(needle in p for p in problems), problems


def test_state_writes_allows() -> None:
    source = "await storage.log_gm(1, None, 'computer_fallback', '{}', 0.0, [row])\n"
    assert state_writes(source, "bot/service/computers.py") == []
    assert state_writes("await storage.save_move(1)\n", WRITER) == []


# --------------------------------------------------------------------- module names
#: names that say when a module was written, not what it holds
VAGUE_NAME = re.compile(r"(^|_)(more|gaps|odds|misc|extra|leftovers)$")


def vaguely_named(rels: list[str]) -> list[str]:
    return [rel for rel in rels if VAGUE_NAME.search(Path(rel).stem)]


def test_modules_are_named_for_what_they_hold() -> None:
    rels = [p.relative_to(ROOT).as_posix() for p in python_files()]
    assert vaguely_named(rels) == []


def test_vague_names_are_caught() -> None:
    planted = ["bot/games/ror/messages/en_war_more.py", "bot/x/en_gaps.py", "cogs/odds.py"]
    assert vaguely_named([*planted, "bot/games/ror/messages/en_war_cards.py"]) == planted


# --------------------------------------------------------------------- Discord's limits
LIMITS = "bot/discord/limits.py"


def assigned_names(source: str) -> set[str]:
    """The module-level names a file assigns."""
    names: set[str] = set()
    for node in ast.parse(source).body:
        targets = node.targets if isinstance(node, ast.Assign) else []
        if isinstance(node, ast.AnnAssign):
            targets = [node.target]
        names |= {t.id for t in targets if isinstance(t, ast.Name)}
    return names


def limits_redefined(files: dict[str, str]) -> list[str]:
    """Where a file other than bot/discord/limits.py defines one of its limits again."""
    limits = assigned_names(files[LIMITS])
    return [
        f"{rel} defines {name}"
        for rel, source in files.items()
        if rel != LIMITS
        for name in sorted(assigned_names(source) & limits)
    ]


def test_discords_limits_are_defined_once() -> None:
    files = {p.relative_to(ROOT).as_posix(): p.read_text(encoding="utf-8") for p in python_files()}
    assert {"CONTENT_LIMIT", "FIELD_VALUE_LIMIT"} <= assigned_names(files[LIMITS])
    assert limits_redefined(files) == []


def test_a_limit_defined_twice_is_caught() -> None:
    files = {LIMITS: "CONTENT_LIMIT = 2000\n", "bot/narrate.py": "CONTENT_LIMIT: int = 2000\n"}
    assert limits_redefined(files) == ["bot/narrate.py defines CONTENT_LIMIT"]
