"""`praetor copy-db --from ADDRESS --to ADDRESS`: a deployment moved to another database
(SQLite to PostgreSQL, or either to either) with everything in it: games, seats, action
logs, events, pending messages, deadlines, settings, users, threads, kept messages, the
game-master log.

The source is read without being written (its schema must be this release's: `praetor
migrate` it first); the destination is migrated and must hold no game. The copy is one
transaction at the destination. Then it is checked: every table has as many rows at the
destination as at the source, and every game's stored state equals a replay of its action
log from its setup, read back from the destination. Run it with the bot stopped.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from bot.engine.engine import replay
from bot.games import GAMES
from db import Store
from db.copy import TABLES, copy_rows, count_rows
from db.open import open_storage, open_storage_readonly, parse_address


@dataclass
class CopyReport:
    """What was copied, and what the checks found wrong (nothing: `ok`)."""

    copied: dict[str, int] = field(default_factory=dict)
    games_replayed: int = 0
    problems: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.problems


async def copy_database(source: str, target: str) -> CopyReport:
    """Copy `source` into `target` and check the copy (StorageError when it cannot start:
    the same database, a destination with games, a source of another schema version)."""
    if parse_address(source) == parse_address(target):
        from db import StorageError

        raise StorageError("--from and --to name the same database")
    report = CopyReport()
    src = await open_storage_readonly(source)
    try:
        dst = await open_storage(target)
        try:
            report.copied = await copy_rows(src, dst)
            for table in TABLES:
                have, want = await count_rows(dst, table), await count_rows(src, table)
                if have != want:
                    report.problems.append(f"{table}: {have} rows copied of {want}")
            await _check_replays(dst, report)
        finally:
            await dst.close()
    finally:
        await src.close()
    return report


async def _check_replays(store: Store, report: CopyReport) -> None:
    """Each started game's stored state, as the destination holds it, equals the replay
    of its action log from its setup there."""
    for status in ("active", "finished", "abandoned"):
        for row in await store.games_with_status(status):
            if row.state_json is None:
                continue  # abandoned in its lobby: nothing was played
            module = GAMES.get(row.game)
            if module is None:
                report.problems.append(f"game {row.id}: no game {row.game!r} installed")
                continue
            seats = [s.seat for s in await store.seats(row.id)]
            actions = [
                (a.seat, json.loads(a.action_json)) for a in await store.load_actions(row.id)
            ]
            try:
                again = replay(module, row.seed, seats, json.loads(row.options_json), actions)
                same = again == module.load_state(row.state_json)
            except Exception as exc:  # a log that no longer replays is what we look for
                report.problems.append(f"game {row.id}: its log does not replay ({exc!r})")
                continue
            if not same:
                report.problems.append(f"game {row.id}: a replay of its log differs from its state")
            report.games_replayed += 1


def text_report(source: str, target: str, report: CopyReport) -> str:
    """The lines `praetor copy-db` prints."""
    counts = ", ".join(f"{table} {n}" for table, n in report.copied.items())
    lines = [
        f"Copied {parse_address(source)} to {parse_address(target)}: {counts}.",
        f"Row counts checked for {len(report.copied)} tables; "
        f"{report.games_replayed} games replayed from their logs.",
    ]
    if report.ok:
        lines.append("The copy is complete and every game replays to its stored state.")
    else:
        lines += [f"PROBLEM: {p}" for p in report.problems]
    return "\n".join(lines)
