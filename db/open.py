"""Open the storage a database address names.

An address is a SQLite file (a plain path, or ``sqlite:///path`` — three slashes, then the
path: ``sqlite:////srv/praetor.sqlite3`` is absolute, ``sqlite:///:memory:`` a database in
memory) or a PostgreSQL server (``postgresql://user:password@host:port/name``, or
``postgres://…``). A plain path stays the default and opens exactly as before.
"""

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Literal

from db.errors import StorageError
from db.storage import Storage
from db.store import Store

if TYPE_CHECKING:
    from db.postgres import PgStorage

_SQLITE = "sqlite:///"
_POSTGRES = ("postgresql://", "postgres://")


@dataclass(frozen=True, slots=True)
class Address:
    """What a database address names: a SQLite file (``target`` its path) or a PostgreSQL
    server (``target`` the connection URL)."""

    kind: Literal["sqlite", "postgresql"]
    target: str

    @property
    def path(self) -> Path | None:
        """The SQLite file (None for PostgreSQL and for a database in memory)."""
        if self.kind != "sqlite" or self.target == ":memory:":
            return None
        return Path(self.target)

    def __str__(self) -> str:
        return self.target if self.kind == "sqlite" else _without_password(self.target)


def parse_address(address: str | Path) -> Address:
    """The address's kind and target; StorageError for a URL of another database."""
    if isinstance(address, Path):
        return Address("sqlite", str(address))
    text = address.strip()
    if text.startswith(_SQLITE):
        path = text[len(_SQLITE) :]
        if not path:
            raise StorageError(f"{address!r} names no file: sqlite:///FILE")
        return Address("sqlite", path)
    if text.startswith(_POSTGRES):
        return Address("postgresql", text)
    scheme, sep, _ = text.partition("://")
    if sep and scheme.isidentifier():
        raise StorageError(
            f"{scheme}:// is no database Praetor knows: give a file path, sqlite:///FILE "
            "or postgresql://USER@HOST/NAME"
        )
    return Address("sqlite", address)


async def open_storage(address: str | Path) -> Store:
    """Connect to the database at ``address`` and apply pending migrations."""
    where = parse_address(address)
    if where.kind == "postgresql":
        return await _postgres().open(where.target)
    return await Storage.open(address if isinstance(address, Path) else where.target)


async def open_storage_readonly(address: str | Path) -> Store:
    """Connect without writing or migrating anything; a database at another schema version
    than this release's is refused (NewerDatabase, OlderDatabase)."""
    where = parse_address(address)
    if where.kind == "postgresql":
        return await _postgres().open_readonly(where.target)
    return await Storage.open_readonly(address if isinstance(address, Path) else where.target)


def _postgres() -> "type[PgStorage]":
    """The PostgreSQL backend, imported only when asked for (its driver is an extra)."""
    try:
        from db.postgres import PgStorage
    except ImportError as exc:
        raise StorageError(
            f"PostgreSQL needs its driver ({exc.name}): pip install 'praetor[postgres]'"
        ) from exc
    return PgStorage


def _without_password(url: str) -> str:
    """The URL as it may be logged: any password replaced by ***."""
    scheme, sep, rest = url.partition("://")
    credentials, at, host = rest.rpartition("@")
    if not at or ":" not in credentials:
        return url
    user = credentials.split(":", 1)[0]
    return f"{scheme}{sep}{user}:***@{host}"
