"""A gateway double at discord.py's outermost websocket boundary (`HTTPClient.ws_connect`):
each connection says HELLO, records what the bot sends (IDENTIFY carries the shard as
`[id, count]`) and then stays silent until closed. Nothing of discord.py's gateway code is
replaced: `DiscordWebSocket`, the shards and their keep-alive run as they do on Discord."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp

#: a heartbeat interval (ms) far longer than any test: the keep-alive thread never beats
SILENT_HEARTBEAT_MS = 3_600_000


class GatewaySocket:
    """One websocket connection as aiohttp's client gives it to discord.py."""

    def __init__(self, sent: list[dict[str, Any]], identified: asyncio.Event) -> None:
        self._incoming: asyncio.Queue[aiohttp.WSMessage] = asyncio.Queue()
        self._sent = sent
        self._identified = identified
        self.close_code: int | None = None
        self.closed = False
        hello = {"op": 10, "d": {"heartbeat_interval": SILENT_HEARTBEAT_MS}}
        text = aiohttp.WSMessage(aiohttp.WSMsgType.TEXT, json.dumps(hello), None)
        self._incoming.put_nowait(text)

    async def receive(self, timeout: float | None = None) -> aiohttp.WSMessage:
        return await self._incoming.get()

    async def send_str(self, data: str, compress: int | None = None) -> None:
        payload = json.loads(data)
        self._sent.append(payload)
        if payload.get("op") == 2:  # IDENTIFY
            self._identified.set()

    async def close(self, *, code: int = aiohttp.WSCloseCode.OK, message: bytes = b"") -> bool:
        if not self.closed:
            self.closed, self.close_code = True, code
            self._incoming.put_nowait(aiohttp.WSMessage(aiohttp.WSMsgType.CLOSED, None, None))
        return True


class Gateway:
    """Every connection the bot opened, and every payload it sent over any of them."""

    def __init__(self) -> None:
        self.sockets: list[GatewaySocket] = []
        self.sent: list[dict[str, Any]] = []
        self.identified = asyncio.Event()

    def install(self, bot: Any) -> None:
        bot.http.ws_connect = self.ws_connect

    async def ws_connect(self, url: str, *, compress: int = 0) -> GatewaySocket:
        """Stands in for `HTTPClient.ws_connect`: a new connection."""
        socket = GatewaySocket(self.sent, self.identified)
        self.sockets.append(socket)
        return socket

    def identifies(self) -> list[dict[str, Any]]:
        return [p["d"] for p in self.sent if p.get("op") == 2]
