"""Run scenario fixtures: `python -m bot.tools.scenario FILE...` (docs/SCENARIOS.md).

Prints one PASS/FAIL line per fixture, then for each failure the facts that differed.
Returns 1 when any fixture fails.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from bot.games.ror.fixtures import FixtureResult, run_fixture


def run_file(path: Path) -> list[FixtureResult]:
    """A file holds one fixture (an object) or several (a list)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    return [run_fixture(item) for item in (data if isinstance(data, list) else [data])]


def main(paths: list[str]) -> int:
    failed = 0
    for path in paths:
        try:
            results = run_file(Path(path))
        except (OSError, ValueError) as err:
            print(f"FAIL {path}: {err}")
            failed += 1
            continue
        for result in results:
            print(f"{'PASS' if result.passed else 'FAIL'} {result.name}")
            for failure in result.failures:
                print(f"    {failure}")
            failed += not result.passed
    total = "all passed" if not failed else f"{failed} failed"
    print(f"{total}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
