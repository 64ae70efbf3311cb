"""DiscordTransport over hand-written fakes (L2): DM refusals, transient errors, the
private-thread fallback."""

from __future__ import annotations

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


class FakeThread:
    def __init__(self, thread_id: int) -> None:
        self.id = thread_id
        self.added: list[int] = []

    async def add_user(self, user: Any) -> None:
        self.added.append(user.id)


class FakeChannel(discord.TextChannel):
    """Passes the transport's isinstance checks without a gateway payload."""

    def __init__(self, channel_id: int, *, threads: bool = True) -> None:
        self._id = channel_id
        self.sent: list[dict[str, Any]] = []
        self.threads_made: list[FakeThread] = []
        self.threads_ok = threads

    @property
    def id(self) -> int:  # type: ignore[override]
        return self._id

    async def send(self, **kwargs: Any) -> None:  # type: ignore[override]
        self.sent.append(kwargs)

    async def create_thread(self, **kwargs: Any) -> FakeThread:  # type: ignore[override]
        if not self.threads_ok:
            raise discord.Forbidden(_Resp(403), {"code": 50001, "message": "Missing Access"})
        thread = FakeThread(5000 + len(self.threads_made))
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

    def get_channel(self, channel_id: int) -> Any:
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
    assert [s["content"] for s in bot.channels[thread.id].sent] == [NARRATION["content"]] * 2
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
