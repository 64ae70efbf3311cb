"""A throwaway PostgreSQL server for the tests that run on both databases.

`PRAETOR_TEST_POSTGRES=postgresql://…` names a server to use (its user may create
databases); otherwise the test session starts its own from the distribution's binaries
(`initdb`, `pg_ctl`: on PATH or under /usr/lib/postgresql/*/bin), on a Unix socket in a
temporary directory, and stops it at the end. Run as root, the server runs as the
`postgres` user (initdb refuses root). No server and no binaries: the PostgreSQL tests
fail, saying so (CI installs the `postgresql` package).

The suites' tests share one database, emptied before each; a test that needs a database
of its own gets a copy of a template that holds the migrated schema.
"""

from __future__ import annotations

import asyncio
import glob
import itertools
import os
import pwd
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from urllib.parse import urlsplit, urlunsplit

import asyncpg

from db.postgres import PgStorage

TEMPLATE = "praetor_template"
_TABLES = (
    "games",
    "seats",
    "actions",
    "events",
    "outbox",
    "deadlines",
    "users",
    "private_threads",
    "messages",
    "game_settings",
    "gm_log",
)
_names = itertools.count(1)


@dataclass
class Server:
    """A running server: `url` of its maintenance database, `url_of(name)` of another."""

    url: str
    #: the database the suites' tests share, emptied before each (`emptied`)
    shared: str | None = None

    def url_of(self, database: str) -> str:
        parts = urlsplit(self.url)
        return urlunsplit(parts._replace(path=f"/{database}"))

    async def create(self) -> str:
        """A new database copied from the migrated template; its URL."""
        name = f"praetor_test_{os.getpid()}_{next(_names)}"
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(f'CREATE DATABASE "{name}" TEMPLATE {TEMPLATE}')
        finally:
            await conn.close()
        return self.url_of(name)

    async def emptied(self) -> str:
        """The session's shared database, every table emptied and its ids restarted (a
        fresh database costs ten times as much); its URL."""
        if self.shared is None:
            self.shared = await self.create()
        conn = await asyncpg.connect(self.shared)
        try:
            await conn.execute(f"TRUNCATE {', '.join(_TABLES)} RESTART IDENTITY CASCADE")
        finally:
            await conn.close()
        return self.shared

    async def drop(self, url: str) -> None:
        name = urlsplit(url).path.lstrip("/")
        conn = await asyncpg.connect(self.url)
        try:
            await conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
        finally:
            await conn.close()


def _binary(name: str) -> str:
    found = shutil.which(name) or next(
        iter(sorted(glob.glob(f"/usr/lib/postgresql/*/bin/{name}"), reverse=True)), None
    )
    if found is None:
        raise RuntimeError(
            f"PostgreSQL's {name} is not installed: install the server (Debian: apt-get "
            "install postgresql) or set PRAETOR_TEST_POSTGRES=postgresql://USER@HOST/DB"
        )
    return found


def _as_server_user(argv: list[str], home: str) -> list[str]:
    """The command run as the `postgres` user when we are root (initdb refuses root)."""
    if os.geteuid() != 0:
        return argv
    user = pwd.getpwnam("postgres")
    os.chown(home, user.pw_uid, user.pw_gid)
    return ["runuser", "-u", "postgres", "--", *argv]


@dataclass
class _Started:
    home: str
    data: str
    pg_ctl: str


def _start() -> tuple[Server, _Started]:
    home = tempfile.mkdtemp(prefix="praetor-pg-")
    os.chmod(home, 0o755)
    data = os.path.join(home, "data")
    initdb, pg_ctl = _binary("initdb"), _binary("pg_ctl")
    run = {"check": True, "stdout": subprocess.DEVNULL, "stderr": subprocess.PIPE}
    subprocess.run(
        _as_server_user(
            [initdb, "-D", data, "-A", "trust", "-U", "praetor", "-E", "UTF8", "--no-sync"],
            home,
        ),
        **run,  # type: ignore[call-overload]
    )
    options = (
        f"-k {home} -c listen_addresses='' -p 5432 -c fsync=off -c synchronous_commit=off"
        " -c full_page_writes=off -c max_connections=200"
    )
    subprocess.run(
        _as_server_user(
            [pg_ctl, "-D", data, "-l", os.path.join(home, "log"), "-w", "-o", options, "start"],
            home,
        ),
        **run,  # type: ignore[call-overload]
    )
    return Server(f"postgresql://praetor@/postgres?host={home}&port=5432"), _Started(
        home, data, pg_ctl
    )


def _stop(started: _Started) -> None:
    subprocess.run(
        _as_server_user(
            [started.pg_ctl, "-D", started.data, "-m", "immediate", "stop"], started.home
        ),
        check=False,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    shutil.rmtree(started.home, ignore_errors=True)


async def _make_template(server: Server) -> None:
    conn = await asyncpg.connect(server.url)
    try:
        await conn.execute(f"DROP DATABASE IF EXISTS {TEMPLATE} WITH (FORCE)")
        await conn.execute(f"CREATE DATABASE {TEMPLATE}")
    finally:
        await conn.close()
    storage = await PgStorage.open(server.url_of(TEMPLATE), pool_size=1)
    await storage.close()


def server_session() -> Iterator[Server]:
    """The server for the session (the given one, or one started here), with the template."""
    given = os.environ.get("PRAETOR_TEST_POSTGRES")
    if given:
        server, started = Server(given), None
    else:
        server, started = _start()
    try:
        # in a thread of its own: the session's first user may be inside an event loop
        with ThreadPoolExecutor(1) as pool:
            pool.submit(asyncio.run, _make_template(server)).result()
        yield server
    finally:
        if started is not None:
            _stop(started)
