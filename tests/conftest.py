"""The database backends the storage and service suites run on: each test that asks for
`backend` (through `database`, or the suites' `storage`) runs once on SQLite and once on
PostgreSQL, unless marked `sqlite_only` (it looks at SQLite's own file or pragmas)."""

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from tests.postgres import Server, server_session

BACKENDS = ("sqlite", "postgresql")


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "backend" in metafunc.fixturenames:
        only = metafunc.definition.get_closest_marker("sqlite_only") is not None
        metafunc.parametrize("backend", BACKENDS[:1] if only else BACKENDS, indirect=True)


@pytest.fixture
def backend(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[Server]:
    yield from server_session()


@pytest.fixture
async def database(
    backend: str, tmp_path: Path, request: pytest.FixtureRequest
) -> AsyncIterator[str]:
    """The address of an empty database of the test's backend (a SQLite file in the
    test's directory, or the session's PostgreSQL database emptied, schema in place)."""
    if backend == "sqlite":
        yield str(tmp_path / "praetor.sqlite3")
        return
    server: Server = request.getfixturevalue("pg_server")
    yield await server.emptied()
