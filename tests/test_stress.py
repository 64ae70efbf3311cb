"""`praetor stress` small: two processes on one database, one killed (SIGKILL) halfway and
restarted, then the counts of what the guarantees promise; on SQLite (one WAL file) and on
PostgreSQL. The checks themselves are shown to fail on a database that breaks them."""

from __future__ import annotations

import asyncio
import json
import shutil
import sqlite3
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest

from bot.tools.stress import Plan, Report, run, verify
from tests.postgres import Server

pytestmark = pytest.mark.timeout(120)


@pytest.fixture(scope="module", params=["sqlite", "postgresql"])
def small(
    request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[tuple[Plan, dict[str, Any]]]:
    where = tmp_path_factory.mktemp("stress")
    server: Server | None = None
    if request.param == "postgresql":
        server = request.getfixturevalue("pg_server")
        database = asyncio.run(server.create())
    else:
        database = str(where / "praetor.sqlite3")
    plan = Plan(
        database=database,
        processes=2,
        games=12,
        seconds=4.0,
        kill_one=True,
        deadline_s=1.5,
        workdir=str(where / "work"),
        lease_s=3.0,  # PostgreSQL: what the killed process claimed is taken over soon
    )
    yield plan, run(plan)
    if server is not None:
        asyncio.run(server.drop(database))


def test_a_process_is_killed_and_restarted_and_the_others_end_cleanly(
    small: tuple[Plan, dict[str, Any]],
) -> None:
    _, report = small
    figures = report["figures"]
    assert figures["killed"] == ["0-0"]
    assert figures["exit_codes"][0] == -9 and figures["exit_codes"][1:] == [0, 0]
    assert figures["workers_reported"] == 2  # the restarted one and the other


def test_every_acknowledged_move_is_kept_and_every_game_is_its_log_replayed(
    small: tuple[Plan, dict[str, Any]],
) -> None:
    figures = small[1]["figures"]
    assert figures["acknowledged_moves"] > 0
    assert figures["acknowledged_missing"] == 0
    assert figures["replay_differs"] == 0
    assert figures["games"] == 12


def test_deadlines_fire_once_and_none_is_left_behind(small: tuple[Plan, dict[str, Any]]) -> None:
    figures = small[1]["figures"]
    assert figures["deadline_defaults"] > 0
    assert figures["defaults_not_due"] == 0
    assert figures["deadlines_left_overdue"] == 0
    assert figures["decisions_without_deadline"] == 0


def test_every_message_is_delivered_and_none_left_behind(
    small: tuple[Plan, dict[str, Any]],
) -> None:
    figures = small[1]["figures"]
    assert figures["outbox_rows"] > 0
    assert figures["outbox_undelivered"] == 0
    assert figures["rows_never_posted"] == 0


def test_no_message_is_sent_twice_by_two_live_processes(
    small: tuple[Plan, dict[str, Any]],
) -> None:
    plan, report = small
    if not plan.database.startswith("postgresql://"):
        pytest.skip("SQLite is one process's database: it claims no row (README)")
    figures = report["figures"]
    assert figures["rows_sent_twice_by_live_processes"] == 0
    # a row sent twice was sent by the killed process, then again under the same nonce
    assert figures["rows_sent_twice"] == figures["rows_sent_again_after_the_kill"]


def test_the_checks_fail_on_a_database_that_lost_a_move_or_a_message(
    small: tuple[Plan, dict[str, Any]], tmp_path: Path
) -> None:
    plan, _ = small
    if plan.database.startswith("postgresql://"):
        pytest.skip("the checks are the same on both backends: broken once, on SQLite")
    broken = tmp_path / "broken.sqlite3"
    shutil.copy(plan.database, broken)
    work = Path(plan.workdir)
    acks = [
        line for log in sorted(work.glob("acks-*.log")) for line in log.read_text().splitlines()
    ]
    game_id, version = json.loads(acks[0])[:2]
    conn = sqlite3.connect(broken)
    with conn:
        conn.execute("DELETE FROM actions WHERE game_id = ? AND seq = ?", (game_id, version))
        last = "(SELECT MAX(id) FROM outbox)"
        conn.execute(f"UPDATE outbox SET delivered_at = NULL WHERE id = {last}")
    conn.close()
    again = replace(plan, database=str(broken))
    report = Report(plan={})
    verify(again, work, report, began=0.0, killed={"0-0": 0.0})
    figures = report.figures
    assert figures["acknowledged_missing"] >= 1
    assert figures["replay_differs"] >= 1  # its log now skips a version
    assert figures["outbox_undelivered"] == 1
    assert report.problems
