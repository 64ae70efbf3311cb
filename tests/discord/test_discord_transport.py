"""DiscordTransport over hand-written fakes (L2): DM refusals, transient errors, the
private-thread fallback."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import aiohttp
import discord
import pytest

from bot.delivery import DMClosed, TransientError
from bot.discord_transport import DiscordTransport
from db import Storage
from tests.harness import forbidden


class _Resp:
    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "x"


BOT_ID = 42


class Posted:
    """A message as `history` gives it back: no nonce (Discord keeps none)."""

    def __init__(self, message_id: int, kwargs: dict[str, Any]) -> None:
        self.id = message_id
        self.author = discord.Object(id=BOT_ID)
        self.content = kwargs.get("content") or ""
        self.embeds = list(kwargs.get("embeds") or [])


class Postbox:
    """Posts of one channel or thread, stamped with the time they were made."""

    def __init__(self) -> None:
        self.sent: list[dict[str, Any]] = []
        self.posted: list[Posted] = []
        self.now = 1_800_000_000.0  # what the clock of Discord says

    async def send(self, **kwargs: Any) -> None:
        self.sent.append(kwargs)
        stamp = discord.utils.time_snowflake(datetime.fromtimestamp(self.now, UTC))
        self.posted.append(Posted(stamp + len(self.posted), kwargs))

    async def history(self, *, after: Any, limit: int) -> AsyncIterator[Posted]:
        for m in [m for m in self.posted if m.id > after.id][:limit]:
            yield m


class FakeThread(discord.Thread):
    def __init__(self, thread_id: int, name: str) -> None:
        self.id = thread_id
        self.name = name
        self.owner_id = BOT_ID
        self._type = discord.ChannelType.private_thread
        self.added: list[int] = []
        self.box = Postbox()
        self.fail_add: Exception | None = None

    async def send(self, **kwargs: Any) -> None:  # type: ignore[override]
        await self.box.send(**kwargs)

    @property
    def sent(self) -> list[dict[str, Any]]:
        return self.box.sent

    async def add_user(self, user: Any) -> None:  # type: ignore[override]
        if self.fail_add is not None:
            error, self.fail_add = self.fail_add, None
            raise error
        self.added.append(user.id)


class FakeChannel(discord.TextChannel):
    """Passes the transport's isinstance checks without a gateway payload."""

    def __init__(self, channel_id: int, *, threads: bool = True) -> None:
        self._id = channel_id
        self.box = Postbox()
        self.threads_made: list[FakeThread] = []
        self.threads_ok = threads
        #: the first new thread's add_user fails with this (after the thread is made)
        self.fail_add: Exception | None = None

    @property
    def id(self) -> int:  # type: ignore[override]
        return self._id

    @property
    def sent(self) -> list[dict[str, Any]]:
        return self.box.sent

    @property
    def threads(self) -> list[discord.Thread]:  # type: ignore[override]
        return list(self.threads_made)  # the active threads, as the gateway tells them

    async def send(self, **kwargs: Any) -> None:  # type: ignore[override]
        await self.box.send(**kwargs)

    def history(self, **kwargs: Any) -> AsyncIterator[Posted]:  # type: ignore[override]
        return self.box.history(**kwargs)

    async def create_thread(self, **kwargs: Any) -> FakeThread:  # type: ignore[override]
        if not self.threads_ok:
            raise discord.Forbidden(_Resp(403), {"code": 50001, "message": "Missing Access"})
        stamp = discord.utils.time_snowflake(datetime.fromtimestamp(self.box.now, UTC))
        thread = FakeThread(stamp + len(self.threads_made), kwargs["name"])
        thread.fail_add, self.fail_add = self.fail_add, None
        self.threads_made.append(thread)
        return thread


class FakeUser:
    def __init__(self, error: Exception | None = None) -> None:
        self.error = error
        self.sent: list[dict[str, Any]] = []

    async def send(self, **kwargs: Any) -> None:
        if self.error is not None:
            raise self.error
        self.sent.append(kwargs)


class FakeBot:
    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.channels: dict[int, Any] = {}
        self.users: dict[int, FakeUser] = {}
        self.user = discord.Object(id=BOT_ID)

    def get_channel(self, channel_id: int) -> Any:
        for channel in list(self.channels.values()):
            for thread in getattr(channel, "threads_made", []):
                if thread.id == channel_id:
                    return thread
        return self.channels.get(channel_id)

    async def fetch_channel(self, channel_id: int) -> Any:
        return self.channels.setdefault(channel_id, FakeChannel(channel_id))

    def get_user(self, user_id: int) -> FakeUser | None:
        return self.users.get(user_id)


@pytest.fixture
async def storage(tmp_path: Path) -> Any:
    s = await Storage.open(tmp_path / "t.sqlite3")
    yield s
    await s.close()


@pytest.fixture
async def game(storage: Storage) -> int:
    game_id = await storage.create_game(
        game="ror", guild_id=1, channel_id=10, creator_id=7, options_json="{}",
        seat_count=3, seats=["optimates", "populares", "equites"], seed=1, now=0.0,
    )  # fmt: skip
    await storage.set_seat_user(game_id, "populares", 7, now=0.0)
    return game_id


NARRATION = {"kind": "private", "content": "Your hand: Mining, Tribune."}


@pytest.mark.parametrize("code", [50007, 50278])
async def test_closed_dms_raise_dm_closed(storage: Storage, code: int) -> None:
    bot = FakeBot(storage)
    bot.users[7] = FakeUser(forbidden(code))
    with pytest.raises(DMClosed):
        await DiscordTransport(bot).send_dm(7, NARRATION, nonce="praetor-1")  # type: ignore[arg-type]


async def test_other_refusals_are_not_dm_closed(storage: Storage) -> None:
    bot = FakeBot(storage)
    bot.users[7] = FakeUser(forbidden(50013))
    with pytest.raises(discord.Forbidden):
        await DiscordTransport(bot).send_dm(7, NARRATION, nonce="praetor-1")  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "error",
    [
        discord.HTTPException(_Resp(503), "unavailable"),
        discord.HTTPException(_Resp(429), "slow down"),
        aiohttp.ClientConnectionError("reset"),
        TimeoutError(),
    ],
)
async def test_rate_limits_server_and_network_errors_are_transient(
    storage: Storage, error: Exception
) -> None:
    bot = FakeBot(storage)
    bot.users[7] = FakeUser(error)
    with pytest.raises(TransientError):
        await DiscordTransport(bot).send_dm(7, NARRATION, nonce="praetor-1")  # type: ignore[arg-type]


async def test_channel_posts_carry_the_nonce(storage: Storage) -> None:
    bot = FakeBot(storage)
    bot.channels[10] = FakeChannel(10)
    transport = DiscordTransport(bot)  # type: ignore[arg-type]
    await transport.send_channel(10, {"kind": "narration", "content": "hi"}, nonce="praetor-9")
    [sent] = bot.channels[10].sent
    assert sent["content"] == "hi" and sent["nonce"] == "praetor-9"


async def test_fallback_opens_one_private_thread_and_remembers_it(
    storage: Storage, game: int
) -> None:
    bot = FakeBot(storage)
    channel = bot.channels[10] = FakeChannel(10)
    transport = DiscordTransport(bot)  # type: ignore[arg-type]
    await transport.send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")
    [thread] = channel.threads_made
    assert thread.added == [7]
    assert await storage.private_thread(game, 7) == thread.id
    await transport.send_fallback(game, 10, 7, NARRATION, nonce="praetor-2")
    assert len(channel.threads_made) == 1
    assert [s["content"] for s in thread.sent] == [NARRATION["content"]] * 2
    assert channel.sent == []  # nothing private in the channel


async def test_without_threads_the_channel_gets_a_notice_and_no_content(
    storage: Storage, game: int
) -> None:
    bot = FakeBot(storage)
    channel = bot.channels[10] = FakeChannel(10, threads=False)
    await DiscordTransport(bot).send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")  # type: ignore[arg-type]
    [notice] = channel.sent
    assert "<@7>" in notice["content"] and "/game hand" in notice["content"]
    assert "Mining" not in notice["content"]


# -- issue 12: a thread opened once per player, a post made once across a late restart --------


class Died(BaseException):
    """The process dies here."""


@pytest.mark.parametrize("where", ["adding the player", "recording the thread"])
async def test_a_thread_opened_by_an_attempt_that_failed_is_reused(
    storage: Storage, game: int, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """The thread is made, then adding the player fails (a 503) or the process dies
    before the thread is recorded: the retry finds that thread instead of opening a
    second one for the same player."""
    bot = FakeBot(storage)
    channel = bot.channels[10] = FakeChannel(10)
    first = DiscordTransport(bot)  # type: ignore[arg-type]
    if where == "adding the player":
        channel.fail_add = discord.HTTPException(_Resp(503), "unavailable")
        with pytest.raises(TransientError):
            await first.send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")
    else:

        async def die(*_: Any) -> None:
            raise Died()

        monkeypatch.setattr(storage, "set_private_thread", die)
        with pytest.raises(Died):
            await first.send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")
        monkeypatch.undo()
    assert await storage.private_thread(game, 7) is None
    await DiscordTransport(bot).send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")  # type: ignore[arg-type]
    [thread] = channel.threads_made
    assert thread.added[-1:] == [7]
    assert await storage.private_thread(game, 7) == thread.id
    assert [s["content"] for s in thread.sent] == [NARRATION["content"]]


async def test_a_thread_of_another_player_is_never_reused(storage: Storage, game: int) -> None:
    """A substitute of the same seat with closed DMs gets a thread of their own: the one
    recorded for the player before them is theirs."""
    bot = FakeBot(storage)
    channel = bot.channels[10] = FakeChannel(10)
    transport = DiscordTransport(bot)  # type: ignore[arg-type]
    await transport.send_fallback(game, 10, 7, NARRATION, nonce="praetor-1")
    await storage.set_seat_user(game, "populares", 8, now=1.0)
    await transport.send_fallback(game, 10, 8, NARRATION, nonce="praetor-2")
    old, new = channel.threads_made
    assert (old.added, new.added) == ([7], [8])
    assert await storage.private_thread(game, 8) == new.id


async def test_find_sent_matches_the_bots_post_since_the_first_send(storage: Storage) -> None:
    bot = FakeBot(storage)
    channel = bot.channels[10] = FakeChannel(10)
    transport = DiscordTransport(bot)  # type: ignore[arg-type]
    said = {"kind": "narration", "content": "The Senate adjourns."}
    other = {"kind": "narration", "content": "The Senate convenes."}
    await transport.send_channel(10, said, nonce="praetor-5")
    at = channel.box.now
    assert await transport.find_sent(0, 10, None, said, since=at)
    assert not await transport.find_sent(0, 10, None, other, since=at)
    assert not await transport.find_sent(0, 10, None, said, since=at + 100)  # posted before
