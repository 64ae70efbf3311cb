"""The in-house L3 harness (TESTING.md §2.4): the real bot, tree and DynamicItem dispatch,
no network and no token.

- interaction responses and followups go through `RecordingAdapter`, installed as
  discord.py's webhook adapter (`discord.webhook.async_.async_context`);
- outbox deliveries go through `RecordingTransport`, the real `DiscordTransport` with its
  three Discord primitives replaced by recorders (DMs of `dm_closed` users raise 50007);
- slash commands and clicks are injected as INTERACTION_CREATE payloads; the harness then
  waits for every task they started and drains the outbox.

Couples to discord.py internals (`_connection`, `parse_interaction_create`, the webhook
adapter): pinned to discord.py 2.7."""

from __future__ import annotations

import asyncio
import json
from collections import defaultdict
from pathlib import Path
from typing import Any

import discord
from discord.webhook.async_ import async_context

from bot.client import PraetorBot, create_bot
from bot.discord_render import Rendered
from bot.discord_transport import DiscordTransport
from bot.settings import Settings
from tests.harness.fakes import (
    BOT_ID,
    CHANNEL_ID,
    Msg,
    command_data,
    dm_channel_id,
    interaction_payload,
    next_id,
    user_payload,
)
from tests.harness.limits import assert_suggestions_within_limits, assert_within_limits


class _Response:
    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


def forbidden(code: int = 50007) -> discord.Forbidden:
    return discord.Forbidden(
        _Response(403, "Forbidden"), {"code": code, "message": "Cannot send messages to this user"}
    )


def _dump(message: Rendered | dict[str, Any]) -> tuple[str | None, list[Any], list[Any]]:
    if isinstance(message, Rendered):
        embeds = [e.to_dict() for e in message.embeds]
        rows = message.view.to_components() if message.view is not None else []
        return message.content, embeds, rows
    return message.get("content"), message.get("embeds") or [], message.get("components") or []


def _files(files: Any) -> list[tuple[str, bytes]]:
    """(name, bytes) of the `discord.File`s an interaction response or followup carried."""
    out = []
    for f in files or []:
        f.fp.seek(0)
        out.append((f.filename, f.fp.read()))
    return out


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


class RecordingTransport(DiscordTransport):
    def __init__(self, harness: Harness) -> None:
        self.h = harness

    @property  # type: ignore[override]
    def bot(self) -> PraetorBot:
        return self.h.bot

    async def _post_channel(self, channel_id: int, message: Rendered, *, nonce: str) -> int:
        where = "thread" if channel_id in self.h.threads else "channel"
        user_id = self.h.threads[channel_id][1] if where == "thread" else None
        return self.h.record(channel_id, where, message, user_id=user_id, nonce=nonce).id

    async def _edit_channel(self, channel_id: int, message_id: int, message: Rendered) -> None:
        if message_id in self.h.deleted or message_id not in self.h.messages:
            raise discord.NotFound(_Response(404, "Not Found"), {"code": 10008, "message": "no"})
        content, embeds, _rows = _dump(message)
        self.h.edit(message_id, {"content": content, "embeds": embeds})

    async def _post_dm(self, user_id: int, message: Rendered, *, nonce: str) -> None:
        if user_id in self.h.dm_closed:
            raise forbidden()
        self.h.record(dm_channel_id(user_id), "dm", message, user_id=user_id, nonce=nonce)

    async def _open_thread(self, channel_id: int, user_id: int, name: str) -> int | None:
        if not self.h.threads_allowed:
            raise discord.Forbidden(_Response(403, "Forbidden"), {"code": 50013, "message": "no"})
        thread_id = next_id()
        self.h.threads[thread_id] = (channel_id, user_id, name)
        return thread_id


class RecordingAdapter:
    """Stands in for discord.py's `AsyncWebhookAdapter` (interaction endpoints)."""

    def __init__(self, harness: Harness) -> None:
        self.h = harness

    async def create_interaction_response(
        self, interaction_id: int, token: str, *, params: Any, **_: Any
    ) -> dict[str, Any]:
        payload = params.payload or {}
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
            msg.attachments = _files(params.files)
            response_id = msg.id
        elif kind == 7 and message_id is not None:  # UPDATE_MESSAGE
            self.h.edit(message_id, data)
        return {
            "interaction": {
                "id": str(interaction_id),
                "type": 2,
                "response_message_id": str(response_id) if response_id else None,
                "response_message_loading": kind == 5,
                "response_message_ephemeral": ephemeral,
            }
        }

    async def execute_webhook(
        self,
        webhook_id: int,
        token: str,
        *,
        payload: dict[str, Any] | None = None,
        multipart: list[dict[str, Any]] | None = None,
        files: list[discord.File] | None = None,
        **_: Any,
    ) -> dict[str, Any]:
        if payload is None and multipart:
            payload = json.loads(multipart[0]["value"])
        payload = payload or {}
        self.h.acked_at.setdefault(token, asyncio.get_running_loop().time())
        for f in files or []:
            f.fp.seek(0)
            self.h.files[f.filename] = f.fp.read()
        user_id, channel_id, _message_id = self.h.tokens[token]
        ephemeral = bool((payload.get("flags") or 0) & 64)
        if token in self.h.deferred:  # as on Discord: it is the deferred reply, as deferred
            ephemeral = self.h.deferred.pop(token)
        msg = self.h.record(channel_id, "reply", payload, user_id=user_id, ephemeral=ephemeral)
        msg.attachments = _files(files)
        return msg.payload()

    async def edit_original_interaction_response(
        self, application_id: int, token: str, *, payload: dict[str, Any] | None = None, **_: Any
    ) -> dict[str, Any]:
        _user_id, _channel_id, message_id = self.h.tokens[token]
        assert message_id is not None, "edit_original_response of a message the test did not see"
        return self.h.edit(message_id, payload or {}).payload()

    async def delete_original_interaction_response(
        self, application_id: int, token: str, **_: Any
    ) -> None:
        """The deferred "thinking…" reply goes: the next followup is a new message."""
        self.h.deferred.pop(token, None)

    async def get_original_interaction_response(
        self, application_id: int, token: str, **_: Any
    ) -> dict[str, Any]:
        _user_id, _channel_id, message_id = self.h.tokens[token]
        assert message_id is not None
        return self.h.messages[message_id].payload()


class Harness:
    """One bot over one SQLite file, with everything it sends recorded."""

    def __init__(self, path: Path | str, *, dm_closed: set[int] | None = None) -> None:
        self.path = str(path)
        self.dm_closed: set[int] = set(dm_closed or ())
        self.threads_allowed = True
        self.threads: dict[int, tuple[int, int, str]] = {}  # id -> (channel, user, name)
        self.messages: dict[int, Msg] = {}
        self.tokens: dict[str, tuple[int, int, int | None]] = {}  # -> (user, channel, message)
        self.responses: list[tuple[str, int | None, dict[str, Any]]] = []
        #: per interaction token: when it was received and when it was first answered
        #: (loop time), to check Discord's 3-second window
        self.received_at: dict[str, float] = {}
        self.acked_at: dict[str, float] = {}
        #: tokens deferred with a "thinking…" reply not yet replaced: whether it is ephemeral
        self.deferred: dict[str, bool] = {}
        self.files: dict[str, bytes] = {}  # attachments sent in replies, by file name
        self.deleted: set[int] = set()  # channel messages someone deleted (edits fail)
        self.transport = RecordingTransport(self)
        self.adapter = RecordingAdapter(self)
        self.bot: PraetorBot = None  # type: ignore[assignment]

    # ------------------------------------------------------------------ lifecycle

    async def start(self) -> Harness:
        settings = Settings(token=None, database=Path(self.path), deadline_hours=24)
        bot = create_bot(settings, transport=self.transport, start_loops=False)
        await bot.__aenter__()  # binds the loop; no login
        await bot.setup_hook()
        bot._connection.user = discord.ClientUser(
            state=bot._connection, data=user_payload(BOT_ID, bot=True)
        )
        bot._connection.application_id = BOT_ID
        self.bot = bot
        return self

    async def close(self) -> None:
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
        message: Rendered | dict[str, Any],
        *,
        user_id: int | None = None,
        ephemeral: bool = False,
        nonce: str | None = None,
    ) -> Msg:
        content, embeds, rows = _dump(message)
        msg = Msg(next_id(), channel_id, where, content, embeds, rows, user_id, ephemeral, nonce)
        if isinstance(message, Rendered):
            msg.attachments = list(message.files)
        self.messages[msg.id] = msg
        return msg

    def edit(self, message_id: int, data: dict[str, Any]) -> Msg:
        msg = self.messages[message_id]
        if "content" in data:
            msg.content = data["content"]
        if "embeds" in data:
            msg.embeds = data["embeds"] or []
        if "components" in data:
            msg.components = data["components"] or []
        msg.edits += 1
        return msg

    # ------------------------------------------------------------------ driving

    async def slash(
        self, user_id: int, *path: str, channel_id: int = CHANNEL_ID, **options: Any
    ) -> list[Msg]:
        """Run `/path... option:value` as `user_id`; returns the replies it got."""
        data = command_data(path, {k: v for k, v in options.items() if v is not None})
        payload = interaction_payload(kind=2, user_id=user_id, data=data, channel_id=channel_id)
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
        self, user_id: int, custom_id: str, *, value: str | None = None, on: Msg | None = None
    ) -> list[Msg]:
        """Press the button (or pick `value` in the select) with `custom_id` on message
        `on` (by default the most recent message carrying it)."""
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
        """Deliver every due outbox row through the recording transport."""
        return await self.bot.delivery.drain()

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
