"""`bot.service.delivery.Transport` over Discord: channel posts, DMs and the private-thread
fallback for players whose DMs are closed.

The public methods render and route; the `_post_*`, `_edit_channel`, `_open_thread`,
`_find_thread`, `_add_member` and `_posted_since` primitives are the only places that
talk to Discord, through discord.py's own objects (tests answer its HTTP requests:
tests/harness/discord_api.py)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, Final

import aiohttp
import discord

from bot.discord import board as discord_board
from bot.discord import context
from bot.discord import digest as discord_digest
from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import Rendered, clip, mention, outbox_message, seat_name
from bot.messages import t
from bot.service.deadlines import is_phase_row
from bot.service.delivery import DMClosed, Posted, TransientError
from bot.service.outbox import (
    BoardImage,
    Deciding,
    Digest,
    Orientation,
    OutboxPayload,
    PromptClosed,
    PromptPayload,
    Reminder,
    StatusBoard,
    thread_turn,
)

if TYPE_CHECKING:
    from bot.discord.client import PraetorBot

log = logging.getLogger(__name__)

#: Discord error codes meaning "this user takes no DMs from the bot"
DM_CLOSED_CODES = frozenset({50007, 50278})
THREAD_NAME_LIMIT = 100
#: the private thread "id" of a player told that no thread could be opened for them
NO_THREAD = 0
#: "Maximum number of edits to messages older than 1 hour reached": the board is posted anew
TOO_MANY_EDITS = 30046
#: a turn's thread archives after a week without messages (Discord's longest)
TURN_THREAD_ARCHIVE: Final = 10080


def turn_thread_key(turn: int) -> str:
    """The key under which a game remembers its thread of `turn` (`Storage.set_message`:
    the thread's id, or the channel's with message `NO_THREAD` when none could be opened)."""
    return f"turn_thread.{turn}"


@asynccontextmanager
async def _transient() -> AsyncIterator[None]:
    """Map rate limits, server errors and network failures to `TransientError`."""
    try:
        yield
    except discord.HTTPException as exc:
        if exc.status == 429 or exc.status >= 500:
            raise TransientError(f"{exc.status} {exc.text}") from exc
        raise
    except (aiohttp.ClientError, OSError, TimeoutError) as exc:
        raise TransientError(repr(exc)) from exc


class DiscordTransport:
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        #: each game's kind, server and channel, fixed at its creation: read once
        self._places: dict[int, tuple[str, int | None, int]] = {}

    # ------------------------------------------------------------------ Transport

    async def send_channel(
        self, channel_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None:
        message = await self._render(payload, private=False)
        async with _transient():
            return channel_id, await self._post_channel(channel_id, message, nonce=nonce)

    async def send_turn(
        self, game_id: int, channel_id: int, turn: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        """A step of the game in the public thread of its turn under the channel, opened on
        the turn's first message; in the channel itself when no thread can be opened there
        (the bot lacks the permission, or the channel holds no threads)."""
        message = await self._render(payload, private=False)
        async with _transient():
            thread_id = await self._turn_thread(game_id, channel_id, turn)
            if thread_id is not None:
                try:
                    await self._post_channel(thread_id, message, nonce=nonce)
                    return
                except discord.NotFound:  # someone deleted it: the channel has the rest
                    log.info("turn thread %s of game %s is gone", thread_id, game_id)
                    key = turn_thread_key(turn)
                    await self.bot.storage.set_message(game_id, key, channel_id, NO_THREAD)
            await self._post_channel(channel_id, message, nonce=nonce)

    async def _turn_thread(self, game_id: int, channel_id: int, turn: int) -> int | None:
        """The thread of `turn`, opened (and remembered) when it has none yet; None when
        none could be opened (remembered too: Discord is not asked again for that turn)."""
        storage = self.bot.storage
        key = turn_thread_key(turn)
        known = await storage.get_message(game_id, key)
        if known is not None:
            return None if known.message_id == NO_THREAD else known.channel_id
        name = clip(t("ui.turn_thread", game_id=game_id, turn=turn), THREAD_NAME_LIMIT)
        try:
            # opened by an attempt that died before it was remembered
            thread_id = await self._find_turn_thread(game_id, channel_id, name)
            if thread_id is None:
                thread_id = await self._open_turn_thread(channel_id, name)
        except discord.HTTPException as exc:
            if exc.status == 429 or exc.status >= 500:
                raise
            log.warning("no turn thread in channel %s: %s", channel_id, exc)
            thread_id = None
        if thread_id is None:
            await storage.set_message(game_id, key, channel_id, NO_THREAD)
            return None
        await storage.set_message(game_id, key, thread_id, thread_id)
        return thread_id

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> Posted | None:
        message = await self._render(payload, private=True, user_id=user_id)
        async with _transient():
            try:
                return await self._post_dm(user_id, message, nonce=nonce)
            except discord.Forbidden as exc:
                if exc.code in DM_CLOSED_CODES:
                    raise DMClosed(str(user_id)) from exc
                raise

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None:
        message = await self._render(payload, private=True, user_id=user_id)
        storage = self.bot.storage
        async with _transient():
            thread_id = await storage.private_thread(game_id, user_id)
            told = thread_id == NO_THREAD
            if thread_id is not None and not told:
                try:
                    return thread_id, await self._post_channel(thread_id, message, nonce=nonce)
                except discord.NotFound:
                    log.info("private thread %s of game %s is gone", thread_id, game_id)
            seat = await self._seat_of(game_id, user_id)
            name = clip(t("ui.thread_name", seat=seat_name(seat)), THREAD_NAME_LIMIT)
            try:
                # opened by an attempt that died or failed before it was recorded
                thread_id = await self._find_thread(game_id, channel_id, name)
                if thread_id is not None:
                    await self._add_member(thread_id, user_id)
                else:
                    thread_id = await self._open_thread(channel_id, user_id, name)
            except discord.HTTPException as exc:
                if exc.status == 429 or exc.status >= 500:
                    raise
                log.warning("no private thread in channel %s: %s", channel_id, exc)
                thread_id = None
            if thread_id is None:
                if not told:  # once: later rows try the thread again, quietly
                    notice = Rendered(content=t("ui.fallback_unavailable", user=mention(user_id)))
                    await self._post_channel(channel_id, notice, nonce=f"{nonce}-nt")
                    await storage.set_private_thread(game_id, user_id, NO_THREAD)
                return None
            await storage.set_private_thread(game_id, user_id, thread_id)
            return thread_id, await self._post_channel(thread_id, message, nonce=nonce)

    async def close_prompt(self, channel_id: int, message_id: int, payload: PromptClosed) -> None:
        """The message of a prompt whose decision closed, edited to say how, without its
        components; one deleted meanwhile is left alone."""
        text = await self._with_context(payload.game_id, payload.text, private=True)
        content = clip(t("ui.prompt.closed", text=text, outcome=payload.outcome), CONTENT_LIMIT)
        async with _transient():
            try:
                await self._close_message(channel_id, message_id, content)
            except (discord.NotFound, discord.Forbidden) as exc:
                log.info("prompt %s of game %s not edited: %s", message_id, payload.game_id, exc)

    async def find_sent(
        self,
        game_id: int,
        channel_id: int | None,
        user_id: int | None,
        payload: OutboxPayload,
        *,
        since: float,
    ) -> bool:
        """Whether the bot posted `payload` at or after `since` in the channel, or (no
        channel) to the player: by DM or in their private thread. Discord keeps no nonce
        on a stored message, so the message is matched by what it says. A place that
        cannot be read counts as not sent (a second post beats a lost one)."""
        message = await self._render(payload, private=channel_id is None, user_id=user_id)
        places: list[int | discord.abc.Messageable] = []
        turn = thread_turn(payload)
        if channel_id is not None and turn is not None:  # posted in its turn's thread
            known = await self.bot.storage.get_message(game_id, turn_thread_key(turn))
            if known is not None and known.message_id != NO_THREAD:
                places.append(known.channel_id)
        if channel_id is not None:
            places.append(channel_id)
        elif user_id is not None:
            thread_id = await self.bot.storage.private_thread(game_id, user_id)
            if thread_id not in (None, NO_THREAD):
                places.append(thread_id)
            async with _transient():
                user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
                places.append(user.dm_channel or await user.create_dm())
        for place in places:
            async with _transient():
                try:
                    if await self._posted_since(place, message, since):
                        return True
                except (discord.Forbidden, discord.NotFound) as exc:
                    log.info("cannot look for a post in %s: %s", place, exc)
        return False

    async def upsert_channel(
        self,
        game_id: int,
        channel_id: int,
        message_id: int | None,
        payload: OutboxPayload,
        *,
        nonce: str,
    ) -> int:
        """Edit the message `message_id` in place (the status board, the orientation), or
        post it when there is none yet or it was deleted (the orientation is pinned then);
        returns the id of the message now showing it."""
        message = await self._render_outcome(game_id, payload)
        async with _transient():
            if message_id is not None:
                try:
                    await self._edit_channel(channel_id, message_id, message)
                    return message_id
                except discord.NotFound:
                    log.info("message %s of game %s is gone; posting anew", message_id, game_id)
                except discord.HTTPException as exc:
                    if exc.code != TOO_MANY_EDITS:
                        raise
                    log.info(
                        "message %s of game %s: too many edits; posting anew", message_id, game_id
                    )
            posted = await self._post_channel(channel_id, message, nonce=nonce)
            if isinstance(payload, Orientation):
                await self._pin(channel_id, posted)
            return posted

    async def find_upserted(
        self, game_id: int, channel_id: int, payload: OutboxPayload
    ) -> int | None:
        """The bot's post of the message edited in place that `payload` updates (the
        orientation, the status board), made during this game but never recorded (a crash
        came between the post and its record): the newest of the bot's messages in the
        channel since the game was created that opens as `payload` does (its first line,
        or its first embed's title). An orientation found is pinned if it was not. None:
        there is none, or the channel cannot be read (a second post beats a lost one)."""
        game = await self.bot.storage.get_game(game_id)
        me = self.bot.user.id if self.bot.user is not None else None
        if game is None or me is None:
            return None
        wanted = _opening(await self._render_outcome(game_id, payload))
        start = discord.utils.time_snowflake(datetime.fromtimestamp(game.created_at - 1, UTC))
        found: discord.Message | None = None
        async with _transient():
            try:
                channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(
                    channel_id
                )
                if not isinstance(channel, discord.abc.Messageable):
                    return None
                async for old in channel.history(after=discord.Object(id=start), limit=200):
                    if old.author.id == me and _opening_of(old) == wanted:
                        found = old  # oldest first: the last match is the newest
            except (discord.Forbidden, discord.NotFound) as exc:
                log.info("cannot look for message of game %s: %s", game_id, exc)
                return None
        if found is None:
            return None
        if isinstance(payload, Orientation) and not found.pinned:
            await self._pin(channel_id, found.id)
        return found.id

    async def _render_outcome(self, game_id: int, payload: OutboxPayload) -> Rendered:
        """The board with the deadline of the decisions it waits on, read now (any other
        payload edited in place as it is)."""
        if not isinstance(payload, StatusBoard):
            return await self._render(payload, private=False)
        waiting = set(discord_board.board_view(payload).waiting)
        dues = [d.due_at for d in await self.bot.storage.deadlines(game_id) if d.seat in waiting]
        return discord_board.board_message(payload, min(dues) if dues else None)

    # ------------------------------------------------------------------ rendering

    async def _render(
        self, payload: OutboxPayload, *, private: bool, user_id: int | None = None
    ) -> Rendered:
        seat_user = None
        if isinstance(payload, PromptPayload | Reminder | Deciding) and payload.game_id is not None:
            seat_user = await self._user_of(payload.game_id, payload.seat)
        if private and isinstance(payload, PromptPayload):
            seat_user = None  # no need to mention the reader of a private message
        if isinstance(payload, BoardImage):  # drawn off the event loop
            return await asyncio.to_thread(outbox_message, payload)
        if isinstance(payload, Digest):
            users = {seat: await self._user_of(payload.game_id, seat) for seat in payload.waiting}
            known = await self.bot.storage.get_message(
                payload.game_id, turn_thread_key(payload.turn)
            )
            thread_id = known.channel_id if known and known.message_id != NO_THREAD else None
            return discord_digest.digest_message(payload, users, thread_id)
        if isinstance(payload, Orientation):
            rows = await self.bot.storage.deadlines(payload.game_id)
            phase = [d.due_at for d in rows if is_phase_row(d)]  # the phase's one clock
            dues = phase or [d.due_at for d in rows]
            return discord_digest.orientation_message(min(dues) if dues else None, bool(phase))
        message = outbox_message(payload, user_id=user_id, seat_user=seat_user)
        if private and isinstance(payload, PromptPayload | Reminder) and payload.game_id:
            text = message.content or ""
            message.content = await self._with_context(payload.game_id, text, private=True)
        return message

    async def _with_context(self, game_id: int, text: str, *, private: bool) -> str:
        """`text` headed by what a private message is about: the game, its id, the server
        and channel and a link to the channel (`bot.discord.context`)."""
        place = await self._place_of(game_id) if private else None
        if place is None:
            return text
        kind, guild_id, channel_id = place
        guild = self.bot.get_guild(guild_id) if guild_id is not None else None
        channel = self.bot.get_channel(channel_id)
        header = context.header(
            kind,
            game_id,
            guild_id,
            channel_id,
            guild.name if guild is not None else None,
            getattr(channel, "name", None),
        )
        return clip(f"{header}\n{text}", CONTENT_LIMIT)

    async def _place_of(self, game_id: int) -> tuple[str, int | None, int] | None:
        """The game's kind, server and channel (None: no such game), read from its row
        once: a DM's header needs them, and the row holds the whole state besides."""
        place = self._places.get(game_id)
        if place is None:
            game = await self.bot.storage.get_game(game_id)
            if game is None:
                return None
            place = self._places[game_id] = (game.game, game.guild_id, game.channel_id)
        return place

    async def _user_of(self, game_id: int, seat: str) -> int | None:
        for s in await self.bot.storage.seats(game_id):
            if s.seat == seat and not s.is_bot:
                return s.user_id
        return None

    async def _seat_of(self, game_id: int, user_id: int) -> str | None:
        for s in await self.bot.storage.seats(game_id):
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None

    # ------------------------------------------------------------------ Discord primitives

    async def _post_channel(self, channel_id: int, message: Rendered, *, nonce: str) -> int:
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.abc.Messageable):
            raise RuntimeError(f"channel {channel_id} cannot receive messages")
        sent = await channel.send(**message.kwargs(), nonce=nonce[:25])
        return sent.id

    async def _edit_channel(self, channel_id: int, message_id: int, message: Rendered) -> None:
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.TextChannel | discord.Thread | discord.DMChannel):
            raise RuntimeError(f"channel {channel_id} holds no messages to edit")
        await channel.get_partial_message(message_id).edit(
            content=message.content, embeds=message.embeds
        )

    async def _post_dm(self, user_id: int, message: Rendered, *, nonce: str) -> Posted:
        user = self.bot.get_user(user_id) or await self.bot.fetch_user(user_id)
        sent = await user.send(**message.kwargs(), nonce=nonce[:25])
        return sent.channel.id, sent.id

    async def _close_message(self, channel_id: int, message_id: int, content: str) -> None:
        """A message's text replaced and its components removed (in a channel, a thread
        or a DM: a partial messageable needs no fetch)."""
        channel = self.bot.get_partial_messageable(channel_id)
        await channel.get_partial_message(message_id).edit(content=content, view=None)

    async def _posted_since(
        self, place: int | discord.abc.Messageable, message: Rendered, since: float
    ) -> bool:
        """Whether the bot's messages in `place` (a channel id, or a DM channel) since
        `since` include `message` (same text and embeds)."""
        channel: Any = place
        if isinstance(place, int):
            channel = self.bot.get_channel(place) or await self.bot.fetch_channel(place)
        if not isinstance(channel, discord.abc.Messageable):
            return False
        start = discord.utils.time_snowflake(datetime.fromtimestamp(since - 1, UTC))
        me = self.bot.user.id if self.bot.user is not None else None
        wanted = _text_of(message.content, message.embeds)
        async for old in channel.history(after=discord.Object(id=start), limit=100):
            if old.author.id == me and _text_of(old.content, old.embeds) == wanted:
                return True
        return False

    async def _find_thread(self, game_id: int, channel_id: int, name: str) -> int | None:
        """A private thread named `name` that the bot opened in `channel_id` during this
        game and that no player of the game has: one whose opening was never recorded.
        Active threads only (as the gateway gives them); an archived one is not reused."""
        channel = self.bot.get_channel(channel_id)
        game = await self.bot.storage.get_game(game_id)
        if not isinstance(channel, discord.TextChannel) or game is None or self.bot.user is None:
            return None
        recorded = await self.bot.storage.game_threads(game_id)
        opened = datetime.fromtimestamp(game.created_at, UTC)
        for thread in channel.threads:
            if (
                thread.type == discord.ChannelType.private_thread
                and thread.owner_id == self.bot.user.id
                and thread.name == name
                and thread.id not in recorded
                and discord.utils.snowflake_time(thread.id) >= opened
            ):
                return thread.id
        return None

    async def _find_turn_thread(self, game_id: int, channel_id: int, name: str) -> int | None:
        """A public thread named `name` that the bot opened in `channel_id` during this
        game (the names of a game's turn threads are its own). Active threads only."""
        channel = self.bot.get_channel(channel_id)
        game = await self.bot.storage.get_game(game_id)
        if not isinstance(channel, discord.TextChannel) or game is None or self.bot.user is None:
            return None
        opened = datetime.fromtimestamp(game.created_at, UTC)
        for thread in channel.threads:
            if (
                thread.type == discord.ChannelType.public_thread
                and thread.owner_id == self.bot.user.id
                and thread.name == name
                and discord.utils.snowflake_time(thread.id) >= opened
            ):
                return thread.id
        return None

    async def _open_turn_thread(self, channel_id: int, name: str) -> int | None:
        """A public thread in `channel_id`; None when the channel cannot hold one."""
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None
        thread = await channel.create_thread(
            name=name,
            type=discord.ChannelType.public_thread,
            auto_archive_duration=TURN_THREAD_ARCHIVE,
        )
        return thread.id

    async def _pin(self, channel_id: int, message_id: int) -> None:
        """Pin a message posted already: a refusal (no permission, 250 pins already, or
        Discord busy) leaves it unpinned rather than post it again."""
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.TextChannel | discord.Thread):
            return
        try:
            await channel.get_partial_message(message_id).pin()
        except discord.HTTPException as exc:
            log.warning("message %s not pinned in channel %s: %s", message_id, channel_id, exc)

    async def _add_member(self, thread_id: int, user_id: int) -> None:
        thread = self.bot.get_channel(thread_id) or await self.bot.fetch_channel(thread_id)
        if isinstance(thread, discord.Thread):
            await thread.add_user(discord.Object(id=user_id))

    async def _open_thread(self, channel_id: int, user_id: int, name: str) -> int | None:
        """A private thread in `channel_id` with `user_id` added; None when the channel
        cannot hold one."""
        channel = self.bot.get_channel(channel_id) or await self.bot.fetch_channel(channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None
        thread = await channel.create_thread(
            name=name, type=discord.ChannelType.private_thread, invitable=False
        )
        await thread.add_user(discord.Object(id=user_id))
        return thread.id


def _text_of(content: str | None, embeds: list[discord.Embed]) -> tuple[str, list[Any]]:
    """What a message says: its text and its embeds' titles and descriptions."""
    return content or "", [(e.title, e.description) for e in embeds]


def _opening(message: Rendered) -> str:
    """How a message edited in place is known again: its first line, or its first
    embed's title."""
    if message.content:
        return message.content.split("\n", 1)[0]
    return (message.embeds[0].title or "") if message.embeds else ""


def _opening_of(message: discord.Message) -> str:
    if message.content:
        return message.content.split("\n", 1)[0]
    return (message.embeds[0].title or "") if message.embeds else ""
