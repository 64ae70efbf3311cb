"""Every hand-written double in tests/ has the signature of what it stands in for
(tests/parity.py); doubles defined inside a test use `@stands_in_for` at their definition.
Issue 12: a `send(**kwargs)` fake let `enforce_nonce=True` through, and Discord refused it."""

from __future__ import annotations

import inspect
import sqlite3
from collections.abc import Callable
from typing import Any

import aiohttp
import pytest
from discord.http import HTTPClient
from discord.webhook.async_ import AsyncWebhookAdapter

from bot.discord.client import PraetorBot, create_bot
from bot.discord.transport import DiscordTransport
from bot.service.delivery import Transport
from tests.harness.discord_api import DiscordAPI
from tests.harness.gateway import Gateway, GatewaySocket
from tests.harness.harness import RecordingAdapter
from tests.parity import class_mismatches, mismatch, stands_in_for
from tests.service import test_delivery_once
from tests.service.crash import CrashingConnection
from tests.service.test_delivery import Recorder
from tests.service.test_delivery_edits import Editor
from tests.test_cli import FakeBot

#: (double, real class): what tests/ puts in place of a real class
CLASSES: list[tuple[type, type]] = [
    (RecordingAdapter, AsyncWebhookAdapter),  # interaction responses and followups
    (Recorder, DiscordTransport),  # the outbox worker's transport, tests/service
    (Editor, DiscordTransport),
    (test_delivery_once.DiscordTransport, DiscordTransport),  # posts over a model of Discord
    (CrashingConnection, sqlite3.Connection),  # a process dying mid-transaction
    (FakeBot, PraetorBot),  # the command line's Discord client, tests/test_cli.py
    (GatewaySocket, aiohttp.ClientWebSocketResponse),  # a gateway connection (shards)
]

#: (double, real callable)
CALLABLES: list[tuple[Callable[..., Any], Callable[..., Any]]] = [
    (DiscordAPI.request, HTTPClient.request),  # installed as `bot.http.request`
    (Gateway.ws_connect, HTTPClient.ws_connect),  # installed as `bot.http.ws_connect`
    (
        FakeBot,
        create_bot,
    ),  # tests/test_cli.py patches `bot.discord.client.create_bot` with the class
]


@pytest.mark.parametrize(
    ("fake", "real"), CLASSES, ids=lambda c: f"{c.__module__}.{c.__qualname__}"
)
def test_a_fake_class_has_the_signatures_of_the_real_one(fake: type, real: type) -> None:
    assert class_mismatches(fake, real) == []


@pytest.mark.parametrize(("fake", "real"), CALLABLES, ids=lambda c: c.__qualname__)
def test_a_fake_callable_has_the_signature_of_the_real_one(
    fake: Callable[..., Any], real: Callable[..., Any]
) -> None:
    assert mismatch(fake, real) is None


def test_the_transport_contract_is_the_discord_transports() -> None:
    """The fakes of tests/service follow `Transport`; so does the real transport."""
    assert class_mismatches(Transport, DiscordTransport) == []


def test_the_adapter_answers_requests_only() -> None:
    """Every interaction endpoint the bot calls is discord.py's own method."""
    overridden = {
        name
        for name, attr in vars(RecordingAdapter).items()
        if callable(attr) and hasattr(AsyncWebhookAdapter, name)
    }
    assert overridden == {"__init__", "request"}


# ----------------------------------------------------------------- the check itself


class _Channel:
    async def send(self, content: str | None = None, *, nonce: str | None = None) -> None: ...


class _LooseChannel:
    async def send(self, **kwargs: Any) -> None: ...


class _StrayChannel:
    async def send(
        self, content: str | None = None, *, nonce: str | None = None, enforce_nonce: bool = False
    ) -> None: ...


class _ShortChannel:
    async def send(self, content: str | None = None) -> None: ...


class _SyncChannel:
    def send(self, content: str | None = None, *, nonce: str | None = None) -> None: ...


class _ExtraChannel(_Channel):
    async def typing(self) -> None: ...


@pytest.mark.parametrize(
    "fake",
    [_LooseChannel, _StrayChannel, _ShortChannel, _SyncChannel, _ExtraChannel],
    ids=lambda c: c.__name__,
)
def test_the_check_fails_a_fake_that_differs(fake: type) -> None:
    """`**kwargs`, an extra or a missing keyword, a sync method for an async one, a method
    the real class lacks: each is reported."""
    assert class_mismatches(fake, _Channel) != []


def test_the_decorator_fails_at_definition() -> None:
    async def real(sql: str, params: tuple[Any, ...] = ()) -> None: ...

    with pytest.raises(AssertionError, match="accepts"):

        @stands_in_for(real)
        async def fake(sql: str, params: tuple[Any, ...] = (), extra: int = 0) -> None: ...

    @stands_in_for(real)
    async def same(sql: str, params: tuple[Any, ...] = ()) -> None: ...

    assert inspect.iscoroutinefunction(same)


class _Execute:
    def execute(self, sql: str, parameters: Any = (), /) -> None: ...


class _ExecuteWithoutDefault:
    def execute(self, sql: str, parameters: Any, /) -> None: ...


class _ExecuteArgs:
    def execute(self, *args: Any) -> None: ...


def test_a_default_python_cannot_spell_matches_any_default() -> None:
    """sqlite3's `execute(sql, parameters=<unrepresentable>, /)` has no signature
    `inspect` reads: its text signature is read, and any default of the double matches."""
    assert class_mismatches(_Execute, sqlite3.Connection) == []
    assert class_mismatches(_ExecuteWithoutDefault, sqlite3.Connection) != []
    assert class_mismatches(_ExecuteArgs, sqlite3.Connection) != []
