"""DiscordTransport over discord.py's own classes (L2): the bot is a real `PraetorBot` whose
`http.request` is the route-table double (tests/harness/discord_api.py), so every call the
transport makes runs discord.py's code down to the JSON it would send. DM refusals,
transient errors, the private-thread fallback, and the class of bug where the transport
passes discord.py a keyword it rejects."""

from __future__ import annotations

import json
import re

import aiohttp
import discord
import pytest

from bot.discord.render import Rendered, hand_embed
from bot.discord.transport import DiscordTransport
from bot.games import DEFAULT_GAME
from bot.messages import t
from bot.service.delivery import DMClosed, TransientError
from bot.service.outbox import Narration, PrivateNarration
from db import NewOutbox
from tests.harness import CAROL, CHANNEL_ID, Harness, forbidden
from tests.harness.discord_api import http_error
from tests.parity import stands_in_for

USER = 7
MESSAGES = "/channels/{channel_id}/messages"
NARRATION = PrivateNarration(content="Your hand: Mining, Tribune.")
PRIVATE = PrivateNarration(content="Your hand: Armaments.")
NEWCOMER = 8  # takes USER's seat


@pytest.fixture
async def game(h: Harness) -> int:
    storage = h.bot.storage
    game_id = await storage.create_game(
        game="ror",
        guild_id=1,
        channel_id=CHANNEL_ID,
        creator_id=USER,
        options_json="{}",
        seat_count=3,
        seats=["optimates", "populares", "equites"],
        seed=1,
        now=0.0,
    )
    await storage.set_seat_user(game_id, "populares", USER, now=0.0)
    return game_id


async def test_a_dm_opens_the_dm_channel_and_posts_the_json_discord_py_built(h: Harness) -> None:
    await h.transport.send_dm(USER, NARRATION, nonce="praetor-1")
    [opened] = h.api.sent("POST", "/users/@me/channels")
    assert opened.json == {"recipient_id": USER}
    [post] = h.api.sent("POST", MESSAGES)
    assert post.json is not None and post.json["content"] == NARRATION.content
    assert post.json["nonce"] == "praetor-1" and post.json["enforce_nonce"] is True
    [dm] = h.dms[USER]
    assert dm.content == NARRATION.content and dm.nonce == "praetor-1"


async def test_closed_dms_raise_dm_closed(h: Harness) -> None:
    """CAROL's DMs are closed: Discord answers the POST to her DM channel 403 / 50007."""
    with pytest.raises(DMClosed):
        await h.transport.send_dm(CAROL, NARRATION, nonce="praetor-1")
    assert h.dms[CAROL] == []


async def test_dms_refused_for_a_blocked_bot_raise_dm_closed(h: Harness) -> None:
    h.api.fail("POST", MESSAGES, forbidden(50278))
    with pytest.raises(DMClosed):
        await h.transport.send_dm(USER, NARRATION, nonce="praetor-1")


async def test_other_refusals_are_not_dm_closed(h: Harness) -> None:
    h.api.fail("POST", MESSAGES, forbidden(50013))
    with pytest.raises(discord.Forbidden):
        await h.transport.send_dm(USER, NARRATION, nonce="praetor-1")


@pytest.mark.parametrize(
    "error",
    [
        http_error(503, "unavailable"),
        http_error(429, "slow down"),
        aiohttp.ClientConnectionError("reset"),
        TimeoutError(),
    ],
)
async def test_rate_limits_server_and_network_errors_are_transient(
    h: Harness, error: Exception
) -> None:
    h.api.fail("POST", MESSAGES, error)
    with pytest.raises(TransientError):
        await h.transport.send_dm(USER, NARRATION, nonce="praetor-1")


async def test_channel_posts_carry_the_nonce(h: Harness) -> None:
    await h.transport.send_channel(CHANNEL_ID, Narration(content="hi"), nonce="p-9")
    [post] = h.channel_posts
    assert post.content == "hi" and post.nonce == "p-9"
    [sent] = h.api.sent("POST", MESSAGES)
    assert sent.params == {"channel_id": str(CHANNEL_ID)}
    assert h.api.sent("GET", "/channels/{channel_id}") == []  # cached, as from GUILD_CREATE


async def test_fallback_opens_one_private_thread_and_remembers_it(h: Harness, game: int) -> None:
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    [(thread_id, thread)] = h.threads.items()
    assert thread.channel_id == CHANNEL_ID and thread.members == [USER]
    assert thread.request["type"] == discord.ChannelType.private_thread.value
    assert thread.request["invitable"] is False
    assert await h.bot.storage.private_thread(game, USER) == thread_id
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-2")
    assert len(h.threads) == 1
    assert [m.content for m in h.thread_posts(USER)] == [NARRATION.content] * 2
    assert h.channel_posts == []  # nothing private in the channel


async def test_a_deleted_private_thread_is_replaced(h: Harness, game: int) -> None:
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    [first] = h.threads
    h.api.gone.add(first)
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-2")
    second = await h.bot.storage.private_thread(game, USER)
    assert second is not None and second != first
    assert [m.channel_id for m in h.thread_posts(USER)] == [first, second]


async def test_without_threads_the_channel_gets_a_notice_and_no_content(
    h: Harness, game: int
) -> None:
    h.threads_allowed = False
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    [notice] = h.channel_posts
    assert notice.content is not None
    assert "<@7>" in notice.content and "/game hand" in notice.content
    assert "Mining" not in notice.content


# -- a thread opened once per player, a post made once across a late restart --------


class Died(BaseException):
    """The process dies here."""


THREAD_MEMBER = "/channels/{channel_id}/thread-members/{user_id}"


@pytest.mark.parametrize("where", ["adding the player", "recording the thread"])
async def test_a_thread_opened_by_an_attempt_that_failed_is_reused(
    h: Harness, game: int, monkeypatch: pytest.MonkeyPatch, where: str
) -> None:
    """The thread is made, then adding the player fails (a 503) or the process dies
    before the thread is recorded: the retry (after a restart, for the death) finds that
    thread instead of opening a second one for the same player."""
    if where == "adding the player":
        h.api.fail("PUT", THREAD_MEMBER, http_error(503, "unavailable"))
        with pytest.raises(TransientError):
            await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    else:

        @stands_in_for(h.bot.storage.set_private_thread)
        async def die(game_id: int, user_id: int, thread_id: int) -> None:
            raise Died()

        monkeypatch.setattr(h.bot.storage, "set_private_thread", die)
        with pytest.raises(Died):
            await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
        monkeypatch.undo()
        await h.restart()  # the thread is among the active ones the gateway gives
    assert len(h.threads) == 1
    assert await h.bot.storage.private_thread(game, USER) is None
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    [(thread_id, thread)] = h.threads.items()
    assert thread.members == [USER]
    assert await h.bot.storage.private_thread(game, USER) == thread_id
    [post] = h.thread_posts(USER)
    assert post.channel_id == thread_id and post.content == NARRATION.content
    assert h.channel_posts == []


async def test_a_thread_of_another_player_is_never_reused(h: Harness, game: int) -> None:
    """A substitute of the same seat with closed DMs gets a thread of their own: the one
    recorded for the player before them is theirs."""
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    await h.bot.storage.set_seat_user(game, "populares", NEWCOMER, now=1.0)
    await h.transport.send_fallback(game, CHANNEL_ID, NEWCOMER, NARRATION, nonce="praetor-2")
    (old_id, old), (new_id, new) = h.threads.items()
    assert old.name == new.name  # the seat's thread name: only the record tells them apart
    assert (old.members, new.members) == ([USER], [NEWCOMER])
    assert await h.bot.storage.private_thread(game, NEWCOMER) == new_id != old_id


async def test_find_sent_matches_the_bots_post_since_the_first_send(h: Harness) -> None:
    said = Narration(content="The Senate adjourns.")
    other = Narration(content="The Senate convenes.")
    await h.transport.send_channel(CHANNEL_ID, said, nonce="praetor-5")
    [post] = h.channel_posts
    at = discord.utils.snowflake_time(post.id).timestamp()  # Discord's clock when it posted
    assert await h.transport.find_sent(0, CHANNEL_ID, None, said, since=at)
    assert not await h.transport.find_sent(0, CHANNEL_ID, None, other, since=at)
    assert not await h.transport.find_sent(0, CHANNEL_ID, None, said, since=at + 100)  # before


async def test_find_sent_looks_in_the_players_dms_and_private_thread(h: Harness, game: int) -> None:
    """Without a channel, the player's DM channel and their private thread are read; what
    was posted to them is not found for another player."""
    await h.transport.send_dm(USER, NARRATION, nonce="praetor-1")
    await h.transport.send_fallback(game, CHANNEL_ID, USER, PRIVATE, nonce="praetor-2")
    dm, in_thread = h.private_to(USER)
    assert (dm.where, in_thread.where) == ("dm", "thread")
    at = discord.utils.snowflake_time(dm.id).timestamp()
    assert await h.transport.find_sent(game, None, USER, NARRATION, since=at)
    assert await h.transport.find_sent(game, None, USER, PRIVATE, since=at)
    assert not await h.transport.find_sent(
        game, None, USER, PrivateNarration(content="x"), since=at
    )
    assert not await h.transport.find_sent(game, None, NEWCOMER, NARRATION, since=at)
    assert not await h.transport.find_sent(game, None, NEWCOMER, PRIVATE, since=at)


async def test_an_unknown_send_keyword_fails_as_on_real_discord(
    h: Harness, game: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The bug of `channel.send(..., enforce_nonce=True)` passed hand-written
    fakes and failed every post on Discord. Over discord.py's own `send` it fails here."""

    @stands_in_for(DiscordTransport._post_channel)
    async def post_with_a_stray_keyword(
        self: DiscordTransport, channel_id: int, message: Rendered, *, nonce: str
    ) -> int:
        channel = await self.bot.fetch_channel(channel_id)
        assert isinstance(channel, discord.TextChannel)
        sent = await channel.send(**message.kwargs(), nonce=nonce, enforce_nonce=True)  # type: ignore[call-overload]
        return sent.id

    monkeypatch.setattr(DiscordTransport, "_post_channel", post_with_a_stray_keyword)
    with pytest.raises(TypeError, match="enforce_nonce"):
        await h.transport.send_channel(CHANNEL_ID, Narration(content="hi"), nonce="n")

    # through the outbox: the row stays undelivered and the harness says why
    row = NewOutbox("channel", json.dumps({"kind": "narration", "content": "x"}))
    await h.bot.storage.enqueue(game, [row], now=0.0)
    with pytest.raises(AssertionError, match="enforce_nonce"):
        await h.drain()
    assert await h.bot.storage.undelivered_count() == 1
    assert h.channel_posts == [] and h.api.sent("POST", MESSAGES) == []


async def test_a_route_the_double_does_not_know_fails_loudly(h: Harness) -> None:
    with pytest.raises(AssertionError, match=re.escape("no double for POST /channels/{")):
        await h.bot.http.send_typing(CHANNEL_ID)


# ------------------------------------------------------------ the double answers as Discord


async def test_history_gives_the_posts_after_a_message_oldest_first(h: Harness) -> None:
    for n in range(3):
        said = Narration(content=f"{n}")
        await h.transport.send_channel(CHANNEL_ID, said, nonce=f"n{n}")
    first, *_ = h.channel_posts
    channel = h.bot.get_channel(CHANNEL_ID)
    assert isinstance(channel, discord.TextChannel)
    later = [m async for m in channel.history(after=discord.Object(id=first.id), limit=10)]
    assert [m.content for m in later] == ["1", "2"]
    assert all(m.author.id == h.bot.user.id for m in later)  # type: ignore[union-attr]
    newest = [m async for m in channel.history(limit=2)]
    assert [m.content for m in newest] == ["2", "1"]


async def test_a_new_thread_reaches_the_bots_cache_and_stays_across_a_restart(
    h: Harness, game: int
) -> None:
    await h.transport.send_fallback(game, CHANNEL_ID, USER, NARRATION, nonce="praetor-1")
    [thread_id] = h.threads
    channel = h.bot.get_channel(CHANNEL_ID)
    assert isinstance(channel, discord.TextChannel)
    assert [t.id for t in channel.threads] == [thread_id]
    await h.restart()
    channel = h.bot.get_channel(CHANNEL_ID)
    assert isinstance(channel, discord.TextChannel)
    [thread] = channel.threads
    assert thread.id == thread_id and thread.type is discord.ChannelType.private_thread


@pytest.mark.parametrize("content", ["x" * 2001, ""], ids=["too long", "empty"])
async def test_a_message_beyond_discords_limits_is_refused_with_400(
    h: Harness, content: str
) -> None:
    channel = h.bot.get_channel(CHANNEL_ID)
    assert isinstance(channel, discord.TextChannel)
    with pytest.raises(discord.HTTPException) as refused:
        await channel.send(content)
    assert (refused.value.status, refused.value.code) == (400, 50035)
    assert h.channel_posts == []


async def test_rows_stored_in_their_old_shapes_reach_discord(h: Harness, game: int) -> None:
    """A hand stored before games were named and a start before options were shown are
    delivered as they were then: the hand in the default game's words, the bare start."""
    view = {
        "seat": "populares",
        "factions": [{"seat": "populares", "hand": [{"id": "c1", "name": "Tribune"}]}],
    }
    rows = [
        NewOutbox("seat", json.dumps({"kind": "hand", "view": view}), seat="populares"),
        NewOutbox("channel", json.dumps({"kind": "started"}), channel_id=CHANNEL_ID),
    ]
    await h.bot.storage.enqueue(game, rows, now=0.0)
    await h.drain()
    assert await h.bot.storage.undelivered_count() == 0
    [hand] = h.private_to(USER)
    assert hand.embeds == [hand_embed(view, None, DEFAULT_GAME).to_dict()]
    [started] = h.channel_posts
    assert started.content == t("ui.started")
