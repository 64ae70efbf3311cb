"""Which database an address names, and opening it through `open_storage`."""

import sys
from pathlib import Path

import pytest

from db import Storage, StorageError
from db.open import open_storage, parse_address


@pytest.mark.parametrize(
    ("text", "kind", "target"),
    [
        ("praetor.sqlite3", "sqlite", "praetor.sqlite3"),
        ("/srv/games.db", "sqlite", "/srv/games.db"),
        ("sqlite:///games.db", "sqlite", "games.db"),
        ("sqlite:////srv/games.db", "sqlite", "/srv/games.db"),
        ("sqlite:///:memory:", "sqlite", ":memory:"),
        (
            "postgresql://bot:pw@db:5432/praetor",
            "postgresql",
            "postgresql://bot:pw@db:5432/praetor",
        ),
        ("postgres://db/praetor", "postgresql", "postgres://db/praetor"),
    ],
)
def test_an_address_names_a_sqlite_file_or_a_postgresql_server(
    text: str, kind: str, target: str
) -> None:
    address = parse_address(text)
    assert (address.kind, address.target) == (kind, target)


def test_a_path_is_a_sqlite_file(tmp_path: Path) -> None:
    address = parse_address(tmp_path / "x.db")
    assert address.kind == "sqlite" and address.path == tmp_path / "x.db"


def test_the_password_of_a_server_is_never_shown() -> None:
    shown = str(parse_address("postgresql://bot:secret@db:5432/praetor"))
    assert "secret" not in shown and shown == "postgresql://bot:***@db:5432/praetor"


@pytest.mark.parametrize("text", ["mysql://db/praetor", "sqlite:///"])
def test_an_address_of_no_known_database_is_refused(text: str) -> None:
    with pytest.raises(StorageError):
        parse_address(text)


async def test_a_sqlite_url_opens_the_same_file_as_its_path(tmp_path: Path) -> None:
    path = tmp_path / "games.sqlite3"
    async with await open_storage(f"sqlite:///{path}") as storage:
        assert isinstance(storage, Storage)
        game_id = await storage.create_game(
            game="ror",
            guild_id=1,
            channel_id=5,
            creator_id=10,
            options_json="{}",
            seat_count=1,
            seats=["P1"],
            seed=1,
            now=1.0,
        )
    async with await open_storage(path) as storage:
        row = await storage.get_game(game_id)
        assert row is not None and row.channel_id == 5


async def test_postgresql_without_its_driver_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delitem(sys.modules, "db.postgres", raising=False)
    monkeypatch.setitem(sys.modules, "asyncpg", None)  # not installed
    with pytest.raises(StorageError, match=r"pip install 'praetor\[postgres\]'"):
        await open_storage("postgresql://bot@db/praetor")
