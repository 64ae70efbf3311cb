"""The in-house L3 harness (TESTING.md §2.4): the real bot, tree and DynamicItem dispatch,
no network and no token. The doubles sit at discord.py's HTTP boundary:

- interaction responses and followups go through `RecordingAdapter`, discord.py's own
  `AsyncWebhookAdapter` (installed as `discord.webhook.async_.async_context`) with only its
  `request` answered here;
- outbox deliveries run the real `DiscordTransport` over discord.py's real channel, user and
  thread classes; `bot.http.request` is answered by `DiscordAPI` (tests/harness/discord_api.py),
  which records the JSON discord.py sent (DMs of `dm_closed` users answer 403 / 50007);
- slash commands and clicks are injected as INTERACTION_CREATE payloads; the harness then
  waits for every task they started and drains the outbox. An outbox row that fails for
  any reason but a closed DM or a transient error fails the drain, loudly.

Couples to discord.py internals (`_connection`, `parse_interaction_create`, the webhook
adapter's `request`, `HTTPClient.request`): pinned to discord.py 2.7."""

from __future__ import annotations

import asyncio
import logging
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import aiohttp
import discord
from discord.http import Route
from discord.webhook.async_ import AsyncWebhookAdapter, async_context

from bot.discord.client import PraetorBot, create_bot
from bot.discord.transport import DiscordTransport
from bot.settings import Settings
from tests.harness.discord_api import (
    DiscordAPI,
    Thread,
    UnknownRoute,
    attachments,
    forbidden,
    payload_json,
)
from tests.harness.fakes import (
    BOT_ID,
    CHANNEL_ID,
    Msg,
    Upload,
    command_data,
    interaction_payload,
    next_id,
    user_payload,
)
from tests.harness.limits import assert_suggestions_within_limits, assert_within_limits

#: what other modules (bot/tools/bench.py) reach through this one
__all__ = [
    "Harness",
    "Msg",
    "RecordingAdapter",
    "async_context",
    "command_data",
    "forbidden",
    "interaction_payload",
    "next_id",
]


def _busy() -> list[asyncio.Task[Any]]:
    """Tasks still working, other than the caller and the 15-minute timers discord.py
    starts for views sent ephemerally."""
    me = asyncio.current_task()
    return [
        t
        for t in asyncio.all_tasks()
        if t is not me
        and not t.done()
        and "timeout_task_impl" not in getattr(t.get_coro(), "__qualname__", "")
    ]


class _Failures(logging.Handler):
    """The outbox rows the worker logged as failed (a bug or a permanent refusal)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def take(self) -> list[str]:
        out = [
            f"{r.getMessage()}: {r.exc_info[1]!r}" if r.exc_info else r.getMessage()
            for r in self.records
        ]
        self.records.clear()
        return out


class RecordingAdapter(AsyncWebhookAdapter):
    """discord.py's webhook adapter (interaction endpoints) with `request` answered here:
    every interaction method above it is discord.py's own."""

    def __init__(self, harness: Harness) -> None:
        super().__init__()
        self.h = harness

    async def request(
        self,
        route: Route,
        session: aiohttp.ClientSession,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        proxy: str | None = None,
        proxy_auth: aiohttp.BasicAuth | None = None,
        files: Sequence[discord.File] | None = None,
        reason: str | None = None,
        auth_token: str | None = None,
        params: dict[str, Any] | None = None,
    ) -> Any:
        token = str(route.webhook_token)
        if payload is None and multipart:
            payload = payload_json(multipart)
        match route.method, route.path:
            case "POST", "/interactions/{webhook_id}/{webhook_token}/callback":
                return self._respond(int(route.webhook_id or 0), token, payload or {}, files)
            case "POST", "/webhooks/{webhook_id}/{webhook_token}":
                return self._followup(token, payload or {}, files)
            case "PATCH", "/webhooks/{webhook_id}/{webhook_token}/messages/@original":
                _user_id, _channel_id, message_id = self.h.tokens[token]
                assert message_id is not None, "edit of a message the test did not see"
                return self.h.api.edit(message_id, payload or {}).payload()
            case "DELETE", "/webhooks/{webhook_id}/{webhook_token}/messages/@original":
                # the deferred "thinking…" reply goes: the next followup is a new message
                self.h.deferred.pop(token, None)
                return None
            case "GET", "/webhooks/{webhook_id}/{webhook_token}/messages/@original":
                _user_id, _channel_id, message_id = self.h.tokens[token]
                assert message_id is not None
                return self.h.messages[message_id].payload()
        raise UnknownRoute(f"no double for {route.method} {route.path} ({route.url})")

    def _respond(
        self,
        interaction_id: int,
        token: str,
        payload: dict[str, Any],
        files: Sequence[discord.File] | None,
    ) -> dict[str, Any]:
        kind = payload.get("type")
        data = payload.get("data") or {}
        ephemeral = bool((data.get("flags") or 0) & 64)
        user_id, channel_id, message_id = self.h.tokens[token]
        self.h.responses.append((token, kind, data))
        self.h.acked_at.setdefault(token, asyncio.get_running_loop().time())
        response_id = None
        if kind == 5:  # DEFERRED_CHANNEL_MESSAGE: the first followup replaces it
            self.h.deferred[token] = ephemeral
        if kind == 4:  # CHANNEL_MESSAGE_WITH_SOURCE
            msg = self.h.record(channel_id, "reply", data, user_id=user_id, ephemeral=ephemeral)
            msg.attachments = attachments(files)
            response_id = msg.id
        elif kind == 7 and message_id is not None:  # UPDATE_MESSAGE
            self.h.api.edit(message_id, data)
        return {
            "interaction": {
                "id": str(interaction_id),
                "type": 2,
                "response_message_id": str(response_id) if response_id else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": ephemeral,
            }
        }

    def _followup(
        self, token: str, payload: dict[str, Any], files: Sequence[discord.File] | None
    ) -> dict[str, Any]:
        self.h.acked_at.setdefault(token, asyncio.get_running_loop().time())
        files_sent = attachments(files)
        self.h.files.update(files_sent)
        user_id, channel_id, _message_id = self.h.tokens[token]
        ephemeral = bool((payload.get("flags") or 0) & 64)
        if token in self.h.deferred:  # as on Discord: it is the deferred reply, as deferred
            ephemeral = self.h.deferred.pop(token)
        msg = self.h.record(channel_id, "reply", payload, user_id=user_id, ephemeral=ephemeral)
        msg.attachments = files_sent
        return msg.payload()


class Harness:
    """One bot over one SQLite file, with everything it sends recorded."""

    def __init__(
        self,
        path: Path | str,
        *,
        dm_closed: set[int] | None = None,
        settings: Settings | None = None,
    ) -> None:
        self.path = str(path)
        #: the bot's settings (its database is always `path`)
        self.settings = settings or Settings(token=None, deadline_hours=24)
        #: Discord's side: messages, private threads, closed DMs, deleted messages
        self.api = DiscordAPI(dm_closed=dm_closed or ())
        self.messages: dict[int, Msg] = self.api.messages
        self.threads: dict[int, Thread] = self.api.threads
        self.dm_closed: set[int] = self.api.dm_closed
        self.deleted: set[int] = self.api.deleted  # channel messages someone deleted
        self.tokens: dict[str, tuple[int, int, int | None]] = {}  # -> (user, channel, message)
        self.responses: list[tuple[str, int | None, dict[str, Any]]] = []
        #: per interaction token: when it was received and when it was first answered
        #: (loop time), to check Discord's 3-second window
        self.received_at: dict[str, float] = {}
        self.acked_at: dict[str, float] = {}
        #: tokens deferred with a "thinking…" reply not yet replaced: whether it is ephemeral
        self.deferred: dict[str, bool] = {}
        self.files: dict[str, bytes] = {}  # attachments sent in replies, by file name
        self.adapter = RecordingAdapter(self)
        self.failures = _Failures()
        self.bot: PraetorBot = None  # type: ignore[assignment]
        #: the server's preferred language, as every interaction in it says
        self.guild_locale = "en-US"
        #: each user's Discord language, when not "en-US" (a `locale` given to a call wins)
        self.locales: dict[int, str] = {}

    @property
    def threads_allowed(self) -> bool:
        """Whether the bot may open private threads in the game's channel."""
        return self.api.threads_allowed

    @threads_allowed.setter
    def threads_allowed(self, allowed: bool) -> None:
        self.api.threads_allowed = allowed

    @property
    def transport(self) -> DiscordTransport:
        """The bot's own transport (over `self.api`)."""
        transport = self.bot.delivery.transport
        assert isinstance(transport, DiscordTransport)
        return transport

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> Harness:
        settings = self.settings.model_copy(update={"database": self.path})
        bot = create_bot(settings, start_loops=False)
        self.api.install(bot)
        await bot.__aenter__()  # binds the loop; no login
        await bot.setup_hook()
        bot._connection.user = discord.ClientUser(
            state=bot._connection, data=user_payload(BOT_ID, bot=True)
        )
        bot._connection.application_id = BOT_ID
        logging.getLogger("bot.service.delivery").addHandler(self.failures)
        self.bot = bot
        return self

    async def close(self) -> None:
        logging.getLogger("bot.service.delivery").removeHandler(self.failures)
        if self.bot is not None:
            await self.bot.close()

    async def restart(self) -> None:
        """Stop the bot and build a new one on the same database; recordings are kept."""
        await self.close()
        await self.start()

    async def __aenter__(self) -> Harness:
        return await self.start()

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # ------------------------------------------------------------------ recording

    def record(
        self,
        channel_id: int,
        where: str,
        data: dict[str, Any],
        *,
        user_id: int | None = None,
        ephemeral: bool = False,
    ) -> Msg:
        """A message seen going out, made of the JSON that carried it."""
        return self.api.record(channel_id, where, data, user_id=user_id, ephemeral=ephemeral)

    # ------------------------------------------------------------------ driving

    async def slash(
        self,
        user_id: int,
        *path: str,
        channel_id: int = CHANNEL_ID,
        locale: str | None = None,
        **options: Any,
    ) -> list[Msg]:
        """Run `/path... option:value` as `user_id` (whose Discord language is `locale`);
        returns the replies it got. An `Upload` value is a file attached to the option."""
        for value in options.values():
            if isinstance(value, Upload):
                self.api.upload(value)
        data = command_data(path, {k: v for k, v in options.items() if v is not None})
        payload = interaction_payload(
            kind=2,
            user_id=user_id,
            data=data,
            channel_id=channel_id,
            locale=locale or self.locales.get(user_id, "en-US"),
            guild_locale=self.guild_locale,
        )
        return await self._inject(payload, user_id, channel_id, None)

    async def autocomplete(
        self, user_id: int, *path: str, focused: str, value: str = "", **filled: Any
    ) -> list[dict[str, Any]]:
        """The suggestions for option `focused` (typed so far: `value`), the command's
        other options being `filled`."""
        data = command_data(path, {**filled, focused: value})
        leaf = data
        while leaf.get("options") and leaf["options"][0].get("type") == 1:
            leaf = leaf["options"][0]
        for option in leaf["options"]:
            if option["name"] == focused:
                option["focused"] = True
        payload = interaction_payload(kind=4, user_id=user_id, data=data)
        await self._inject(payload, user_id, CHANNEL_ID, None)
        token = payload["token"]
        answers = [d for tok, kind, d in self.responses if tok == token and kind == 8]
        return answers[-1]["choices"] if answers else []

    async def click(
        self,
        user_id: int,
        custom_id: str,
        *,
        value: str | None = None,
        on: Msg | None = None,
        locale: str | None = None,
    ) -> list[Msg]:
        """Press the button (or pick `value` in the select) with `custom_id` on message
        `on` (by default the most recent message carrying it), as a user whose Discord
        language is `locale`."""
        msg = on or self.message_with(custom_id)
        component = next(
            c
            for row in msg.components
            for c in row["components"]
            if c.get("custom_id") == custom_id
        )
        data: dict[str, Any] = {"custom_id": custom_id, "component_type": component["type"]}
        if component["type"] != 2:
            data["values"] = [value if value is not None else component["options"][0]["value"]]
        in_guild = msg.where != "dm"
        payload = interaction_payload(
            kind=3,
            user_id=user_id,
            data=data,
            channel_id=msg.channel_id,
            in_guild=in_guild,
            message=msg.payload(),
            locale=locale or self.locales.get(user_id, "en-US"),
            guild_locale=self.guild_locale,
        )
        return await self._inject(payload, user_id, msg.channel_id, msg.id)

    async def _inject(
        self, payload: dict[str, Any], user_id: int, channel_id: int, message_id: int | None
    ) -> list[Msg]:
        self.tokens[payload["token"]] = (user_id, channel_id, message_id)
        self.received_at[payload["token"]] = asyncio.get_running_loop().time()
        before = set(self.messages)
        async_context.set(self.adapter)  # type: ignore[arg-type]
        self.bot._connection.parse_interaction_create(payload)
        await self.settle()
        await self.drain()
        return [m for i, m in self.messages.items() if i not in before and m.where == "reply"]

    async def settle(self, timeout: float = 10.0) -> None:
        """Wait until every task other than the caller's has finished."""
        for _ in range(1000):
            pending = _busy()
            if not pending:
                await asyncio.sleep(0)
                if not _busy():
                    return
                continue
            done, _ = await asyncio.wait(pending, timeout=timeout)
            if not done:
                raise AssertionError(f"tasks still running: {pending}")

    async def drain(self) -> int:
        """Deliver every due outbox row through the bot's transport; a row that failed
        for any reason but a closed DM or a transient error fails the test."""
        delivered = await self.bot.delivery.drain()
        failed = self.failures.take()
        if failed:
            raise AssertionError("outbox rows failed:\n" + "\n".join(failed))
        return delivered

    # ------------------------------------------------------------------ reading

    def message_with(self, custom_id: str) -> Msg:
        for msg in reversed(list(self.messages.values())):
            if custom_id in msg.custom_ids:
                return msg
        raise AssertionError(f"no message carries {custom_id}")

    @property
    def dms(self) -> dict[int, list[Msg]]:
        out: dict[int, list[Msg]] = defaultdict(list)
        for m in self.messages.values():
            if m.where == "dm" and m.user_id is not None:
                out[m.user_id].append(m)
        return out

    @property
    def channel_posts(self) -> list[Msg]:
        return [m for m in self.messages.values() if m.where == "channel"]

    @property
    def turn_posts(self) -> list[Msg]:
        """What went to the public threads of the turns (the blow-by-blow)."""
        return [m for m in self.messages.values() if m.where == "public_thread"]

    @property
    def public_posts(self) -> list[Msg]:
        """Everything every player can read: the channel and the turns' threads."""
        return [m for m in self.messages.values() if m.where in ("channel", "public_thread")]

    def thread_posts(self, user_id: int) -> list[Msg]:
        return [m for m in self.messages.values() if m.where == "thread" and m.user_id == user_id]

    def replies(self, user_id: int) -> list[Msg]:
        return [m for m in self.messages.values() if m.where == "reply" and m.user_id == user_id]

    def ephemeral_replies(self, user_id: int) -> list[Msg]:
        return [m for m in self.replies(user_id) if m.ephemeral]

    def private_to(self, user_id: int) -> list[Msg]:
        """Everything only this user can read: DMs and their private thread."""
        return [
            m
            for m in self.messages.values()
            if m.user_id == user_id and m.where in ("dm", "thread")
        ]

    def assert_within_limits(self) -> None:
        assert_within_limits(self.messages.values())
        suggested = [d.get("choices", []) for _tok, kind, d in self.responses if kind == 8]
        assert_suggestions_within_limits(suggested)
        nonces = [m.nonce for m in self.messages.values() if m.nonce]
        assert len(nonces) == len(set(nonces)), "an outbox row was delivered twice"
