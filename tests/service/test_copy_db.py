"""`praetor copy-db`: a deployment moved to another database keeps every game, pending
message and note, with the same ids; the copy is checked by row counts and replays."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.service.game_service import GameService
from bot.tools.cli import main
from bot.tools.copy_db import copy_database
from db import NewOutbox, StorageError, Store
from db.copy import TABLES, count_rows
from db.open import open_storage
from tests.db.raw import execute
from tests.postgres import Server
from tests.service.conftest import CREATOR, Clock, waiting


@pytest.fixture(params=["sqlite", "postgresql"])
async def target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str]:
    """An empty database to copy into: a new SQLite file, or a new PostgreSQL database."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'copy.sqlite3'}"
        return
    server: Server = request.getfixturevalue("pg_server")
    url = await server.create()
    yield url
    await server.drop(url)


async def _deployment(service: GameService, storage: Store, started_game) -> dict[str, int]:
    """A database with something in every table: a finished game, a running one with its
    deadlines and pending messages, a lobby, users, threads, kept messages, a GM log."""
    info = await service.create_game(
        channel_id=9, guild_id=1, creator_id=CREATOR, players=4, options={"turn_limit": 2}, seed=3
    )
    for _ in range(4):
        await service.add_bot(info.id, CREATOR)
    await service.start(info.id, CREATOR)
    running = await started_game()
    user, _, version, action = await waiting(service, running)
    await service.submit(running, user, action, expected_version=version)
    lobby = await service.create_game(channel_id=10, guild_id=1, creator_id=CREATOR, players=3)
    for row in (await storage.due_outbox(now=service.clock(), limit=5))[:3]:
        await storage.mark_delivered(row.id, service.clock())
    await storage.set_dm_closed(101, True, 1.0)
    await storage.set_user_locale(102, "ru", 1.0)
    await storage.set_private_thread(running, 103, 777)
    await storage.set_message(running, "board", 555, 888, text="the board")
    await storage.log_gm(running, CREATOR, "note", "{}", 1.0, [NewOutbox("channel", "{}")])
    return {"finished": info.id, "running": running, "lobby": lobby.id}


async def test_everything_is_copied_and_every_game_replays_there(
    service: GameService, storage: Store, database: str, target: str, clock: Clock, started_game
) -> None:
    games = await _deployment(service, storage, started_game)
    pending = await storage.undelivered_count()

    report = await copy_database(database, target)

    assert report.ok, report.problems
    assert report.games_replayed == 2  # the finished game and the running one
    for table in TABLES:
        assert report.copied[table] == await count_rows(storage, table) > 0, table
    async with await open_storage(target) as copied:
        assert await copied.undelivered_count() == pending
        for game_id in games.values():
            assert await copied.get_game(game_id) == await storage.get_game(game_id)
            assert await copied.seats(game_id) == await storage.seats(game_id)
            assert await copied.deadlines(game_id) == await storage.deadlines(game_id)
        assert await copied.game_settings(games["running"]) == await storage.game_settings(
            games["running"]
        )
        assert await copied.gm_log(games["running"]) == await storage.gm_log(games["running"])
        assert await copied.user_locale(102) == "ru" and await copied.dm_closed(101)
        # the game goes on there, and a new game takes the next id
        there = GameService(copied, clock=clock)
        user, _, version, action = await waiting(there, games["running"])
        await there.submit(games["running"], user, action, expected_version=version)
        new = await there.create_game(channel_id=11, guild_id=1, creator_id=CREATOR, players=3)
        assert new.id == max(games.values()) + 1


async def test_a_game_whose_log_does_not_give_its_state_is_reported(
    service: GameService, storage: Store, database: str, target: str, started_game
) -> None:
    games = await _deployment(service, storage, started_game)
    await execute(
        storage, "UPDATE actions SET action_json = '{}' WHERE game_id = ?", (games["finished"],)
    )
    report = await copy_database(database, target)
    assert not report.ok
    assert [p.split(":")[0] for p in report.problems] == [f"game {games['finished']}"]


async def test_a_destination_with_games_is_refused_untouched(
    service: GameService, storage: Store, database: str, target: str, started_game
) -> None:
    await _deployment(service, storage, started_game)
    assert (await copy_database(database, target)).ok
    with pytest.raises(StorageError, match="already holds games"):
        await copy_database(database, target)
    async with await open_storage(target) as copied:
        assert await copied.count_games() == await storage.count_games()


def test_the_command_copies_and_says_what_it_checked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "from.sqlite3"
    assert main(["migrate", "--database", str(source)]) == 0
    capsys.readouterr()
    assert main(["copy-db", "--from", f"sqlite:///{source}", "--to", str(tmp_path / "to.db")]) == 0
    out = capsys.readouterr().out
    assert "Row counts checked for 11 tables; 0 games replayed" in out
    assert main(["copy-db", "--from", str(source), "--to", f"sqlite:///{source}"]) == 1
    assert "the same database" in capsys.readouterr().err
