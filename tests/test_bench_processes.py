"""`praetor bench --processes-figures [--database ADDRESS]`: moves per second of several
processes at once on one database, each counted from the moves its players had
acknowledged. No timing is asserted: speed is what the bench measures."""

from __future__ import annotations

import asyncio
from pathlib import Path

import asyncpg
import pytest

from bot.tools import bench
from bot.tools.cli import build_parser
from db.open import open_storage
from tests.postgres import Server

pytestmark = pytest.mark.timeout(300)


def test_each_process_count_moves_on_the_one_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bench, "PROCESS_COUNTS", (1, 2))
    monkeypatch.setattr(bench, "PROCESS_SECONDS", {True: 1.0, False: 1.0})
    monkeypatch.setattr(bench, "PROCESS_GAMES", {True: 10, False: 10})
    database = tmp_path / "shared.sqlite3"
    figures = bench.bench_processes(str(database), True, tmp_path)
    rates = figures["moves_per_s_by_processes"]
    assert set(rates) == {"1", "2"}
    assert all(isinstance(r, float) and r > 0 for r in rates.values()), rates

    async def games() -> int:
        storage = await open_storage(database)
        try:
            return await storage.count_games()
        finally:
            await storage.close()

    assert asyncio.run(games()) == 20  # both runs on the database given, none elsewhere
    assert not list(tmp_path.glob("processes-*.sqlite3"))


def test_the_flags_reach_the_bench() -> None:
    args = build_parser().parse_args(
        ["bench", "--processes-figures", "--database", "postgresql://u@h/db"]
    )
    assert args.processes_figures is True
    assert args.database == "postgresql://u@h/db"
    plain = build_parser().parse_args(["bench"])
    assert plain.processes_figures is False and plain.database is None


def test_the_storage_figures_run_on_a_postgresql_server_in_databases_of_their_own(
    pg_server: Server,
) -> None:
    """`praetor bench --database postgresql://…`: the service, the interactions and the
    recovery run in fresh databases on that server (SQLite's bare commit has no twin there),
    and leave none behind."""

    async def databases() -> set[str]:
        conn = await asyncpg.connect(pg_server.url)
        try:
            return {r[0] for r in await conn.fetch("SELECT datname FROM pg_database")}
        finally:
            await conn.close()

    before = asyncio.run(databases())
    result = bench.run(quick=True, database=pg_server.url)
    assert result["database"] == "postgresql"
    assert result["errors"] == []
    assert result["service_actions"] > 0 and result["submit_us"] > 0
    assert result["persist_us"] > 0 and result["sqlite_commit_us"] is None
    assert result["db_bytes_per_action"] > 0
    assert result["finished_game_bytes"] is None or result["finished_game_bytes"] > 0
    assert result["interactions"] > 0 and result["interaction_errors"] == 0
    assert result["recovery_rows_delivered"] > 0 and result["rss_per_game_kb"] > 0
    assert asyncio.run(databases()) == before
