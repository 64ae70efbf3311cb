"""The real bot in SimCord, a Discord simulator we do not write (simcord on PyPI): it
replaces discord.py's `HTTPClient.request` with an in-memory Discord and injects gateway
events, so discord.py runs unmodified from the gateway to the REST calls.

`table` is a guild with the game channel and three members, ALICE, BOB and CAROL; the bot
runs over a fresh SQLite file with its delivery and deadline loops started as in
production, and its slash commands synced as `praetor sync --guild` does.
`Table.close_dms(member)` makes Discord refuse the bot's DMs to a member, and
`Table.restart()` replaces the bot by a new one on the same database.

Two adapters to the simulator, both in the test:
- the two background loops' waits, the outbox worker's idle wait (`Delivery.idle`) and
  the deadline loop's sleep (`Scheduler.pause`), are declared to SimCord as external
  waits. SimCord settles the loop after each user action by waiting for every task the
  bot owns, and cannot tell an idle worker waiting for work from a stuck one; and a
  declared wait's timer runs on SimCord's virtual clock only (`env.advance_time`), where
  an undeclared sleep also fires after as many real seconds, racing the test's action;
- closed DMs: SimCord refuses DMs to bot accounts only, so every message to the member's
  DM channel is refused with Discord's 403/50007 (`env.inject_error`).
"""

from __future__ import annotations

import contextlib
import logging
import os
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
import simcord

import bot.service.lobby
from bot.discord.client import PraetorBot, create_bot, sync_commands
from bot.service.delivery import Delivery
from bot.service.scheduler import Scheduler
from bot.settings import Settings

#: the seed of every game (`lobby.secrets` is fixed); PRAETOR_E2E_SEED tries another
SEED = int(os.environ.get("PRAETOR_E2E_SEED", "7"))
#: the loggers of our code; an ERROR from any of them fails the test
OUR_LOGGERS = ("bot", "cogs", "db", "discord")


class Table:
    """One guild, one game channel, three members and the bot (again after a restart)."""

    def __init__(self, env: simcord.Env, database: Path, refusals: list[BaseException]) -> None:
        self.env = env
        self.refusals = refusals
        self.database = database
        self.guild = env.create_guild("Senate House")
        self.channel = self.guild.create_text_channel("rome")
        self.alice = self.guild.add_member(env.create_user("alice"))
        self.bob = self.guild.add_member(env.create_user("bob"))
        self.carol = self.guild.add_member(env.create_user("carol"))
        self.bots: list[PraetorBot] = [self.bot]

    @property
    def bot(self) -> PraetorBot:
        bot = self.env.bot
        assert isinstance(bot, PraetorBot)
        return bot

    def threads(self, channel: simcord.ChannelHandle, *, private: bool) -> list[Any]:
        """The players' private threads under `channel`, or (`private` False) the public
        threads of its turns, told apart by their type as the bot's gateway cache has it."""
        wanted = (
            discord.ChannelType.private_thread if private else discord.ChannelType.public_thread
        )
        return [
            thread
            for thread in channel.threads
            if getattr(self.bot.get_channel(thread.id), "type", None) == wanted
        ]

    def public_history(self, channel: simcord.ChannelHandle) -> list[discord.Message]:
        """What every player can read: the channel and the threads of its turns."""
        places = [channel, *self.threads(channel, private=False)]
        return sorted((m for place in places for m in place.history()), key=lambda m: m.id)

    def close_dms(self, member: simcord.MemberActor) -> None:
        """The member takes no direct messages from the bot: Discord answers 403/50007."""
        self.env.inject_error(
            "POST",
            f"/channels/{member.user.dm_channel.id}/messages",
            status=403,
            code=50007,
            message="Cannot send messages to this user",
            times=None,
        )

    @contextlib.contextmanager
    def refused(self, error: type[Exception]) -> Iterator[None]:
        """The user's action in the block is refused with `error`. SimCord captures the
        errors a command raises even when the bot's error handler answers them; this one
        was expected."""
        cursor = self.env.error_cursor
        yield
        caught = self.env.errors_since(cursor)
        assert [type(getattr(e, "original", e)) for e in caught] == [error]
        self.refusals.extend(caught)

    def assert_no_errors(self) -> None:
        assert_no_errors(self.env, self.refusals)

    async def restart(self) -> None:
        """The bot process stops and a new one starts on the same database."""
        old = self.bot
        new = new_bot(self.database)
        await self.env.restart_bot(new)
        await old.close()  # SimCord detaches the old bot; its database handle is ours to close
        self.bots.append(new)


def new_bot(database: Path) -> PraetorBot:
    settings = Settings(token=None, database=database, deadline_hours=24)
    return create_bot(settings)


@pytest.fixture
def database(tmp_path: Path) -> Path:
    return tmp_path / "praetor.sqlite3"


def assert_no_errors(env: simcord.Env, refusals: list[BaseException]) -> None:
    """Nothing the bot raised, even when it swallowed it, but the refusals expected."""
    unexpected = [e for e in env.errors_since(0) if not any(e is r for r in refusals)]
    if unexpected:
        raise ExceptionGroup(f"the bot raised {len(unexpected)} error(s)", unexpected)


@pytest.fixture
def refusals() -> list[BaseException]:
    return []


@pytest.fixture
async def env(
    database: Path, monkeypatch: pytest.MonkeyPatch, refusals: list[BaseException]
) -> AsyncIterator[simcord.Env]:
    """SimCord around the bot, with `check_errors`: anything the bot raised, even when it
    swallowed it, fails the test at teardown (but the refusals the test expected)."""
    fixed = SimpleNamespace(randbits=lambda bits: SEED, choice=lambda seq: seq[0])
    monkeypatch.setattr(bot.service.lobby, "secrets", fixed)
    idle, pause = Delivery.idle, Scheduler.pause

    async def idle_declared(self: Delivery, timeout: float) -> None:
        reason = "the outbox worker waits for a new row"
        await env.external_wait(idle(self, timeout), reason=reason)

    async def pause_declared(self: Scheduler) -> None:
        reason = "the deadline loop sleeps between passes"
        await env.external_wait(pause(self), reason=reason)

    monkeypatch.setattr(Delivery, "idle", idle_declared)
    monkeypatch.setattr(Scheduler, "pause", pause_declared)
    env = simcord.Env(new_bot(database), check_errors=True)
    await env.start()
    try:
        yield env
    finally:
        await env.shutdown()
        assert_no_errors(env, refusals)


@pytest.fixture
def logged_errors(caplog: pytest.LogCaptureFixture) -> Callable[[], list[logging.LogRecord]]:
    """The ERROR records our loggers (and discord.py's) wrote so far in the test."""
    caplog.set_level(logging.INFO)

    def errors() -> list[logging.LogRecord]:
        records = caplog.get_records("setup") + caplog.get_records("call")
        return [
            r for r in records if r.levelno >= logging.ERROR and r.name.split(".")[0] in OUR_LOGGERS
        ]

    return errors


@pytest.fixture
async def table(
    env: simcord.Env, database: Path, refusals: list[BaseException]
) -> AsyncIterator[Table]:
    table = Table(env, database, refusals)
    await sync_commands(table.bot, table.guild.id)
    try:
        yield table
    finally:
        for one in table.bots:
            await one.close()
