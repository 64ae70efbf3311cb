"""docker-compose.yml: PostgreSQL and bot processes that together connect every gateway
shard once, each on the shared database, each with settings the bot accepts."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from bot.settings import Settings, parse_shard_ids

COMPOSE = Path(__file__).resolve().parent.parent / "docker-compose.yml"


def _resolved(value: str, env: dict[str, str]) -> str:
    """Compose's interpolation of `${NAME:-default}` and `${NAME:?message}`."""

    def one(match: re.Match[str]) -> str:
        name, op, word = match.group(1), match.group(2), match.group(3)
        if env.get(name):
            return env[name]
        assert op == ":-", f"{name} is required: {word}"
        return word

    return re.sub(r"\$\{(\w+)(:-|:\?)([^}]*)\}", one, value)


def _bots(env: dict[str, str]) -> dict[str, dict[str, str]]:
    yaml = pytest.importorskip("yaml")
    services: dict[str, Any] = yaml.safe_load(COMPOSE.read_text(encoding="utf-8"))["services"]
    return {
        name: {key: _resolved(str(value), env) for key, value in spec["environment"].items()}
        for name, spec in services.items()
        if spec.get("image") == "praetor"
    }


@pytest.mark.parametrize(
    "env",
    [
        {"PRAETOR_TOKEN": "t"},
        {
            "PRAETOR_TOKEN": "t",
            "PRAETOR_SHARD_COUNT": "8",
            "PRAETOR_SHARD_IDS_0": "0-3",
            "PRAETOR_SHARD_IDS_1": "4-7",
        },
    ],
)
def test_the_processes_split_the_shards_over_one_postgresql(env: dict[str, str]) -> None:
    bots = _bots(env)
    assert len(bots) == 2
    shards: list[int] = []
    counts = set()
    for environment in bots.values():
        assert environment["PRAETOR_DATABASE"].startswith("postgresql://")
        assert environment["PRAETOR_DATABASE"].endswith("@db:5432/praetor")
        settings = Settings(
            shard_count=int(environment["PRAETOR_SHARD_COUNT"]),
            shard_ids=environment["PRAETOR_SHARD_IDS"],
        )
        counts.add(settings.shard_count)
        shards.extend(parse_shard_ids(environment["PRAETOR_SHARD_IDS"]))
    (count,) = counts
    assert sorted(shards) == list(range(count))  # every shard in exactly one process
