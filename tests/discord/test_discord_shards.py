"""Shards: a process given `PRAETOR_SHARD_COUNT` and `PRAETOR_SHARD_IDS` is discord.py's
`AutoShardedBot`, identifies each of its shards to the gateway as `[id, count]` and serves
commands like the one-connection bot; a value it cannot use stops `praetor run` with one
clear line before anything connects or writes."""

from __future__ import annotations

import asyncio
from pathlib import Path

import discord
import pytest

from bot.discord.client import create_bot
from bot.settings import Settings
from bot.tools.cli import main
from tests.harness import ALICE, Harness
from tests.harness.gateway import Gateway


async def test_a_process_identifies_its_shard_and_serves_commands(tmp_path: Path) -> None:
    settings = Settings(token=None, shard_count=4, shard_ids="3")
    async with Harness(tmp_path / "praetor.sqlite3", settings=settings) as h:
        assert isinstance(h.bot, discord.AutoShardedClient)
        replies = await h.slash(ALICE, "game", "create", players=3)
        assert len(replies) == 1
        assert await h.bot.storage.count_games() == 1
        gateway = Gateway()
        gateway.install(h.bot)
        connecting = asyncio.create_task(h.bot.connect(reconnect=False))
        await gateway.identified.wait()
        # what Discord is told: shard 3 of 4, over the one connection this process opens
        assert [d["shard"] for d in gateway.identifies()] == [[3, 4]]
        assert len(gateway.sockets) == 1
        await h.bot.close()
        await connecting
    assert all(socket.closed for socket in gateway.sockets)


def test_ranges_reach_discord_py_as_shard_ids() -> None:
    bot = create_bot(Settings(token=None, shard_count=8, shard_ids="0-1, 4,6-7"))
    assert isinstance(bot, discord.AutoShardedClient)
    assert (bot.shard_count, bot.shard_ids) == (8, [0, 1, 4, 6, 7])


def test_a_count_alone_connects_every_shard_and_no_setting_none() -> None:
    every = create_bot(Settings(token=None, shard_count=2))
    assert isinstance(every, discord.AutoShardedClient)
    assert (every.shard_count, every.shard_ids) == (2, None)  # discord.py: all of range(2)
    single = create_bot(Settings(token=None))
    assert not isinstance(single, discord.AutoShardedClient)
    assert single.shard_count is None


@pytest.mark.parametrize(
    ("env", "said"),
    [
        ({"PRAETOR_SHARD_IDS": "0-1"}, "PRAETOR_SHARD_IDS needs PRAETOR_SHARD_COUNT"),
        ({"PRAETOR_SHARD_COUNT": "4", "PRAETOR_SHARD_IDS": "2-4"}, "shard 4 is not below"),
        ({"PRAETOR_SHARD_COUNT": "4", "PRAETOR_SHARD_IDS": "3-1"}, "'3-1' runs backwards"),
        ({"PRAETOR_SHARD_COUNT": "4", "PRAETOR_SHARD_IDS": "0,0-1"}, "shard 0 is named twice"),
        ({"PRAETOR_SHARD_COUNT": "4", "PRAETOR_SHARD_IDS": "one"}, "'one' is not a shard id"),
        ({"PRAETOR_SHARD_COUNT": "0"}, "PRAETOR_SHARD_COUNT must be 1 or more"),
        ({"PRAETOR_SHARD_COUNT": "four"}, "PRAETOR_SHARD_COUNT: Input should be a valid integer"),
    ],
)
def test_unusable_shard_settings_stop_run_with_one_line(
    env: dict[str, str],
    said: str,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    for name in ("PRAETOR_SHARD_COUNT", "PRAETOR_SHARD_IDS", "PRAETOR_DATABASE"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("PRAETOR_TOKEN", "a-token")
    for name, value in env.items():
        monkeypatch.setenv(name, value)
    assert main(["run"]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith("praetor run: ") and said in err[0], err
    assert list(tmp_path.iterdir()) == []  # no database made, nothing connected
