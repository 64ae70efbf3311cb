"""The turns' threads, the digest and the pinned orientation through `DiscordTransport`
over discord.py's own classes: the route-table double answers discord.py's
HTTP requests in Discord's JSON shapes (tests/harness/discord_api.py)."""

from __future__ import annotations

import discord
import pytest

from bot.discord.transport import turn_thread_key
from bot.messages import t
from bot.service.delivery import TransientError
from bot.service.outbox import Digest, Narration, Orientation, SummaryField
from tests.harness import CHANNEL_ID, Harness
from tests.harness.discord_api import PUBLIC_THREAD, http_error
from tests.parity import stands_in_for

USER = 7
THREADS = "/channels/{channel_id}/threads"
POSTS = "/channels/{channel_id}/messages"
PINS = "/channels/{channel_id}/messages/pins/{message_id}"
SAID = Narration(content="The Senate adjourns.", turn=2)


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


async def test_a_turn_opens_one_public_thread_that_holds_its_narration(
    h: Harness, game: int
) -> None:
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-2")
    [(thread_id, thread)] = h.threads.items()
    assert thread.request["type"] == PUBLIC_THREAD and thread.channel_id == CHANNEL_ID
    assert thread.name == t("ui.turn_thread", game_id=game, turn=2)
    assert [m.channel_id for m in h.turn_posts] == [thread_id, thread_id]
    assert h.channel_posts == []
    known = await h.bot.storage.get_message(game, turn_thread_key(2))
    assert known is not None and known.channel_id == thread_id
    await h.transport.send_turn(game, CHANNEL_ID, 3, SAID, nonce="praetor-3")
    assert len(h.threads) == 2


async def test_where_no_thread_may_be_opened_the_channel_gets_the_turn(
    h: Harness, game: int
) -> None:
    """Refused (403): posted in the channel, and Discord is not asked again that turn."""
    h.threads_allowed = False
    for n in (1, 2):
        await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce=f"praetor-{n}")
    assert [m.content for m in h.channel_posts] == [SAID.content] * 2
    assert len(h.api.sent("POST", THREADS)) == 1


async def test_a_deleted_turn_thread_leaves_the_rest_of_the_turn_to_the_channel(
    h: Harness, game: int
) -> None:
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    [thread_id] = h.threads
    h.api.gone.add(thread_id)
    for n in (2, 3):
        await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce=f"praetor-{n}")
    assert [m.content for m in h.channel_posts] == [SAID.content] * 2
    to_thread = [r for r in h.api.sent("POST", POSTS) if r.id("channel_id") == thread_id]
    assert len(to_thread) == 2  # the first post, and the one that found it gone


async def test_a_busy_discord_leaves_the_thread_to_the_retry(h: Harness, game: int) -> None:
    h.api.fail("POST", THREADS, http_error(503, "unavailable"))
    with pytest.raises(TransientError):
        await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    assert await h.bot.storage.get_message(game, turn_thread_key(2)) is None
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    assert len(h.turn_posts) == 1 and h.channel_posts == []


class Died(BaseException):
    """The process dies here."""


async def test_a_turn_thread_opened_before_a_crash_is_reused(
    h: Harness, game: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    @stands_in_for(h.bot.storage.set_message)
    async def die(
        game_id: int, key: str, channel_id: int, message_id: int, text: str | None = None
    ) -> None:
        raise Died()

    monkeypatch.setattr(h.bot.storage, "set_message", die)
    with pytest.raises(Died):
        await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    monkeypatch.undo()
    await h.restart()  # the thread is among the active ones the gateway gives
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    [thread_id] = h.threads
    assert [m.channel_id for m in h.turn_posts] == [thread_id]


async def test_find_sent_looks_in_the_turns_thread(h: Harness, game: int) -> None:
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    [post] = h.turn_posts
    at = discord.utils.snowflake_time(post.id).timestamp()
    assert await h.transport.find_sent(game, CHANNEL_ID, None, SAID, since=at)
    other = Narration(content="The Senate convenes.", turn=2)
    assert not await h.transport.find_sent(game, CHANNEL_ID, None, other, since=at)


async def test_the_digest_mentions_whom_the_game_waits_for_and_links_the_turn(
    h: Harness, game: int
) -> None:
    await h.transport.send_turn(game, CHANNEL_ID, 2, SAID, nonce="praetor-1")
    [thread_id] = h.threads
    digest = Digest(
        game_id=game,
        turn=2,
        title="Turn 2: Senate",
        fields=[SummaryField(name="Dice", value="🎲 6")],
        waiting=["populares", "optimates"],
    )
    await h.transport.send_channel(CHANNEL_ID, digest, nonce="praetor-2")
    [post] = h.channel_posts
    content = post.content or ""
    assert f"<@{USER}>" in content and f"<#{thread_id}>" in content
    assert content.count("<@") == 1  # the Optimates have no player to mention
    assert post.embeds[0]["title"] == "Turn 2: Senate"
    assert post.embeds[0]["fields"][0]["value"] == "🎲 6"


async def test_the_orientation_is_pinned_when_posted_and_edited_in_place(
    h: Harness, game: int
) -> None:
    """Pinned when first posted, edited in place later (no second pin); where the bot may
    not pin, posted all the same."""
    orientation = Orientation(game_id=game)
    first = await h.transport.upsert_channel(game, CHANNEL_ID, None, orientation, nonce="p-1")
    [pinned] = h.channel_posts
    assert pinned.id == first and pinned.pinned and "/turn pending" in (pinned.content or "")
    assert [r.id("message_id") for r in h.api.sent("PUT", PINS)] == [pinned.id]
    again = await h.transport.upsert_channel(game, CHANNEL_ID, first, orientation, nonce="p-2")
    assert again == first and pinned.edits == 1 and len(h.api.sent("PUT", PINS)) == 1
    h.api.pins_allowed = False
    await h.transport.upsert_channel(game, CHANNEL_ID, None, orientation, nonce="p-3")
    assert [m.pinned for m in h.channel_posts] == [True, False]
