"""Discord's REST API as discord.py's `HTTPClient.request` reaches it (TESTING.md §2.4).

The double sits at the outermost boundary: everything above it (`Messageable.send`,
`User.create_dm`, `TextChannel.create_thread`, `Thread.add_user`, `PartialMessage.edit`,
`Client.fetch_channel`/`fetch_user`) is discord.py's own code, so a keyword discord.py
rejects fails here as it fails on Discord, and what gets recorded is the JSON discord.py
built. Routes the table does not know raise `UnknownRoute`: nothing succeeds silently.

Discord-side state kept here: the messages (shared with the interaction adapter), the
private threads, the users whose DMs are closed (a POST to their DM channel answers
403 / 50007, as Discord does), the messages and channels someone deleted (404), and the
files users attached to commands, on the CDN by URL: `Attachment.read` downloads through
`HTTPClient.get_from_cdn`, answered here too (route `GET {url}`; 404 for a URL the CDN
does not hold)."""

from __future__ import annotations

import dataclasses
import json
from collections import deque
from collections.abc import Awaitable, Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import discord
from discord.http import HTTPClient, Route

from tests.harness.fakes import (
    BOT_ID,
    CHANNEL_ID,
    GUILD_ID,
    TIMESTAMP,
    Msg,
    Upload,
    dm_channel_id,
    dm_channel_payload,
    guild_channel_payload,
    guild_payload,
    next_id,
    user_payload,
)
from tests.harness.limits import problems
from tests.parity import stands_in_for

if TYPE_CHECKING:
    from discord.state import ConnectionState

#: Discord's JSON error codes used here
UNKNOWN_CHANNEL, UNKNOWN_MESSAGE = 10003, 10008
MISSING_PERMISSIONS, CANNOT_DM, INVALID_FORM_BODY = 50013, 50007, 50035
#: the channel type of a public thread
PUBLIC_THREAD = 11
#: the route of a file on Discord's CDN (`HTTPClient.get_from_cdn`), its URL the parameter
CDN = "{url}"


class UnknownRoute(AssertionError):
    """The bot called an endpoint the double does not answer: add it to the table."""


class _Response:
    """What `discord.HTTPException` reads of an aiohttp response."""

    def __init__(self, status: int, reason: str) -> None:
        self.status = status
        self.reason = reason


def forbidden(code: int = CANNOT_DM) -> discord.Forbidden:
    return discord.Forbidden(
        _Response(403, "Forbidden"), {"code": code, "message": "Cannot send messages to this user"}
    )


def not_found(code: int) -> discord.NotFound:
    return discord.NotFound(_Response(404, "Not Found"), {"code": code, "message": "Unknown"})


def _refuse_beyond_limits(msg: Msg) -> None:
    """Discord answers 400 / 50035 to a message beyond its limits (or an empty one)."""
    bad = problems(msg)
    if bad:
        raise discord.HTTPException(
            _Response(400, "Bad Request"),
            {"code": INVALID_FORM_BODY, "message": f"Invalid Form Body: {bad}"},
        )


def http_error(status: int, message: str = "") -> discord.HTTPException:
    """The error discord.py raises once its own retries of a 429 or 5xx are spent."""
    cls = discord.DiscordServerError if status >= 500 else discord.HTTPException
    return cls(_Response(status, message), {"code": 0, "message": message})


@dataclass
class Thread:
    channel_id: int  # the parent channel
    name: str
    request: dict[str, Any]  # the JSON that created it
    members: list[int] = field(default_factory=list)

    @property
    def user_id(self) -> int | None:
        return self.members[0] if self.members else None

    @property
    def public(self) -> bool:
        """A public thread (type 11, a turn's), not a player's private one (12)."""
        return self.request.get("type") == PUBLIC_THREAD


@dataclass
class Request:
    method: str
    path: str  # the route's template, e.g. "/channels/{channel_id}/messages"
    params: dict[str, str]  # the template's values
    json: dict[str, Any] | None
    query: dict[str, Any] = field(default_factory=dict)
    files: Sequence[discord.File] = ()

    def id(self, name: str) -> int:
        return int(self.params[name])


Handler = Callable[[Request], Awaitable[Any]]


def _params(route: Route) -> dict[str, str]:
    """The values of the route's `{name}` placeholders, read back from its URL."""
    template = route.path.strip("/").split("/")
    actual = route.url[len(Route.BASE) :].split("?")[0].strip("/").split("/")
    if len(template) != len(actual):
        raise UnknownRoute(f"{route.method} {route.url} does not fit {route.path}")
    return {t[1:-1]: a for t, a in zip(template, actual, strict=True) if t.startswith("{")}


def payload_json(form: Iterable[dict[str, Any]]) -> dict[str, Any] | None:
    """The JSON part of a multipart request (one that carries files)."""
    for part in form:
        if part["name"] == "payload_json":
            loaded: dict[str, Any] = json.loads(part["value"])
            return loaded
    return None


def _body(kwargs: dict[str, Any], form: Iterable[dict[str, Any]] | None) -> dict[str, Any] | None:
    """The JSON body: `json=` or, with files, the multipart's `payload_json`."""
    if "json" in kwargs:
        body = kwargs["json"]
        return None if body is None else dict(body)
    return payload_json(form or ())


def _apply(msg: Msg, data: dict[str, Any]) -> None:
    """An edit: the fields it carries replace the message's."""
    if "content" in data:
        msg.content = data["content"]
    if "embeds" in data:
        msg.embeds = data["embeds"] or []
    if "components" in data:
        msg.components = data["components"] or []


def attachments(files: Sequence[discord.File] | None) -> list[tuple[str, bytes]]:
    """(name, bytes) of the `discord.File`s a request carried."""
    out = []
    for f in files or ():
        f.reset()
        out.append((f.filename, f.fp.read()))
    return out


class DiscordAPI:
    """The route table; `install(bot)` puts it under a client."""

    def __init__(self, *, dm_closed: Iterable[int] = ()) -> None:
        self.messages: dict[int, Msg] = {}
        self.threads: dict[int, Thread] = {}
        self.dm_channels: dict[int, int] = {}  # DM channel id -> user
        self.dm_closed: set[int] = set(dm_closed)
        self.deleted: set[int] = set()  # messages someone deleted
        self.gone: set[int] = set()  # channels and threads someone deleted
        self.threads_allowed = True
        self.pins_allowed = True
        self.requests: list[Request] = []
        #: errors to raise instead of answering, per (method, route template), in order
        self.failures: dict[tuple[str, str], deque[Exception]] = {}
        self.state: ConnectionState[Any] | None = None  # the client's gateway cache
        self.cdn: dict[str, bytes] = {}  # files users attached, by URL
        self.routes: dict[tuple[str, str], Handler] = {
            ("GET", "/channels/{channel_id}"): self._get_channel,
            ("GET", "/channels/{channel_id}/messages"): self._history,
            ("GET", "/users/{user_id}"): self._get_user,
            ("POST", "/users/@me/channels"): self._open_dm,
            ("POST", "/channels/{channel_id}/messages"): self._post_message,
            ("PATCH", "/channels/{channel_id}/messages/{message_id}"): self._edit_message,
            ("POST", "/channels/{channel_id}/threads"): self._create_thread,
            ("PUT", "/channels/{channel_id}/thread-members/{user_id}"): self._add_thread_member,
            ("PUT", "/channels/{channel_id}/messages/pins/{message_id}"): self._pin,
            ("GET", CDN): self._cdn_file,
        }

    def install(self, client: discord.Client) -> None:
        """Answer every request of `client` (and of its ConnectionState) from here, and
        give it the guild as the gateway would: the game's channel and the private threads
        still open (GUILD_CREATE), then THREAD_CREATE for each thread the bot opens."""
        client.http.request = self.request  # type: ignore[method-assign]
        client.http.get_from_cdn = self.get_from_cdn  # type: ignore[method-assign]
        self.state = client._connection
        threads = [self._thread_payload(t) for t in self.threads if t not in self.gone]
        guild = guild_payload([guild_channel_payload(CHANNEL_ID)])
        guild["threads"] = threads
        self.state._add_guild_from_data(guild)  # type: ignore[arg-type]

    def fail(self, method: str, path: str, *errors: Exception) -> None:
        """The next calls of the route raise `errors`, one each, as discord.py would."""
        if (method, path) not in self.routes:
            raise UnknownRoute(f"{method} {path}")
        self.failures.setdefault((method, path), deque()).extend(errors)

    async def request(
        self,
        route: Route,
        *,
        files: Sequence[discord.File] | None = None,
        form: Iterable[dict[str, Any]] | None = None,
        **kwargs: Any,
    ) -> Any:
        """`HTTPClient.request`, answered from the route table."""
        key = (route.method, route.path)
        handler = self.routes.get(key)
        if handler is None:
            raise UnknownRoute(f"no double for {route.method} {route.path} ({route.url})")
        query = dict(kwargs.get("params") or {})
        request = Request(route.method, route.path, _params(route), _body(kwargs, form), query)
        request.files = files or ()
        return await self._answer(request, handler)

    @stands_in_for(HTTPClient.get_from_cdn)
    async def get_from_cdn(self, url: str) -> bytes:
        """`HTTPClient.get_from_cdn` (what `Attachment.read` calls), answered from the
        route table."""
        request = Request("GET", CDN, {"url": url}, None)
        answer: bytes = await self._answer(request, self.routes[("GET", CDN)])
        return answer

    async def _answer(self, request: Request, handler: Handler) -> Any:
        self.requests.append(request)
        pending = self.failures.get((request.method, request.path))
        if pending:
            raise pending.popleft()
        return await handler(request)

    def upload(self, file: Upload) -> None:
        """A user attached `file`: the CDN holds it at its URL and its proxy's."""
        self.cdn[file.url] = self.cdn[file.proxy_url] = file.data

    def sent(self, method: str, path: str) -> list[Request]:
        return [r for r in self.requests if (r.method, r.path) == (method, path)]

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
        """Records a message made of the JSON discord.py sent."""
        msg = self.message(channel_id, where, data, user_id=user_id, ephemeral=ephemeral)
        self.messages[msg.id] = msg
        return msg

    def message(
        self,
        channel_id: int,
        where: str,
        data: dict[str, Any],
        *,
        user_id: int | None = None,
        ephemeral: bool = False,
    ) -> Msg:
        """A message made of the JSON discord.py sent (not recorded yet)."""
        return Msg(
            id=next_id(),
            channel_id=channel_id,
            where=where,
            content=data.get("content"),
            embeds=list(data.get("embeds") or []),
            components=list(data.get("components") or []),
            user_id=user_id,
            ephemeral=ephemeral,
            nonce=data.get("nonce"),
        )

    def edit(self, message_id: int, data: dict[str, Any]) -> Msg:
        msg = self.messages[message_id]
        _apply(msg, data)
        msg.edits += 1
        return msg

    # ------------------------------------------------------------------ routes

    def _channel(self, channel_id: int) -> dict[str, Any]:
        if channel_id in self.gone:
            raise not_found(UNKNOWN_CHANNEL)
        if channel_id in self.threads:
            return self._thread_payload(channel_id)
        if channel_id in self.dm_channels:
            return dm_channel_payload(self.dm_channels[channel_id])
        return guild_channel_payload(channel_id)  # any other id: a text channel of the guild

    async def _get_channel(self, r: Request) -> dict[str, Any]:
        return self._channel(r.id("channel_id"))

    async def _get_user(self, r: Request) -> dict[str, Any]:
        return user_payload(r.id("user_id"))

    async def _open_dm(self, r: Request) -> dict[str, Any]:
        assert r.json is not None
        user_id = int(r.json["recipient_id"])
        self.dm_channels[dm_channel_id(user_id)] = user_id
        return dm_channel_payload(user_id)

    async def _history(self, r: Request) -> list[dict[str, Any]]:
        """The channel's messages, newest first, as `Messageable.history` reads them
        (Discord keeps no nonce on a stored message)."""
        channel_id = r.id("channel_id")
        self._channel(channel_id)
        after, before = int(r.query.get("after", 0)), int(r.query.get("before", 1 << 63))
        found = [
            m
            for m in self.messages.values()
            if m.channel_id == channel_id and not m.ephemeral and after < m.id < before
        ]
        found.sort(key=lambda m: m.id, reverse=True)
        if "after" in r.query:  # the oldest `limit` after it, still newest first
            found = found[-int(r.query["limit"]) :]
        return [m.payload() for m in found[: int(r.query["limit"])]]

    async def _post_message(self, r: Request) -> dict[str, Any]:
        channel_id = r.id("channel_id")
        self._channel(channel_id)  # 404 for a channel that is gone
        if channel_id in self.dm_channels:
            where, user_id = "dm", self.dm_channels[channel_id]
            if user_id in self.dm_closed:
                raise forbidden(CANNOT_DM)
        elif channel_id in self.threads and self.threads[channel_id].public:
            where, user_id = "public_thread", None
        elif channel_id in self.threads:
            where, user_id = "thread", self.threads[channel_id].user_id
        else:
            where, user_id = "channel", None
        msg = self.message(channel_id, where, r.json or {}, user_id=user_id)
        msg.attachments = attachments(r.files)
        _refuse_beyond_limits(msg)
        self.messages[msg.id] = msg
        return msg.payload()

    async def _edit_message(self, r: Request) -> dict[str, Any]:
        message_id = r.id("message_id")
        if message_id in self.deleted or message_id not in self.messages:
            raise not_found(UNKNOWN_MESSAGE)
        edited = dataclasses.replace(self.messages[message_id])
        _apply(edited, r.json or {})
        _refuse_beyond_limits(edited)
        return self.edit(message_id, r.json or {}).payload()

    async def _create_thread(self, r: Request) -> dict[str, Any]:
        if not self.threads_allowed:
            raise discord.Forbidden(
                _Response(403, "Forbidden"), {"code": MISSING_PERMISSIONS, "message": "no"}
            )
        assert r.json is not None
        thread_id = next_id()
        self.threads[thread_id] = Thread(r.id("channel_id"), r.json["name"], r.json)
        payload = self._thread_payload(thread_id)
        if self.state is not None:  # the gateway tells the bot of its new thread
            self.state.parse_thread_create({**payload, "newly_created": True})  # type: ignore[typeddict-unknown-key]
        return payload

    async def _pin(self, r: Request) -> None:
        """Pin Messages: 204, or 403 / 50013 where the bot may not pin, 404 for a message
        that is not in the channel."""
        if not self.pins_allowed:
            raise discord.Forbidden(
                _Response(403, "Forbidden"), {"code": MISSING_PERMISSIONS, "message": "no"}
            )
        msg = self.messages.get(r.id("message_id"))
        if msg is None or msg.channel_id != r.id("channel_id") or msg.id in self.deleted:
            raise not_found(UNKNOWN_MESSAGE)
        msg.pinned = True

    async def _cdn_file(self, r: Request) -> bytes:
        data = self.cdn.get(r.params["url"])
        if data is None:
            raise not_found(0)
        return data

    async def _add_thread_member(self, r: Request) -> None:
        thread_id = r.id("channel_id")
        self._channel(thread_id)  # 404 for a thread that is gone
        thread = self.threads.get(thread_id)
        if thread is None:
            raise not_found(UNKNOWN_CHANNEL)
        if r.id("user_id") not in thread.members:  # a member already: 204 all the same
            thread.members.append(r.id("user_id"))

    def _thread_payload(self, thread_id: int) -> dict[str, Any]:
        thread = self.threads[thread_id]
        return {
            "id": str(thread_id),
            "type": thread.request.get("type", 12),
            "guild_id": str(GUILD_ID),
            "parent_id": str(thread.channel_id),
            "owner_id": str(BOT_ID),
            "name": thread.name,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "message_count": 0,
            "member_count": len(thread.members),
            "flags": 0,
            "thread_metadata": {
                "archived": False,
                "auto_archive_duration": thread.request.get("auto_archive_duration", 4320),
                "archive_timestamp": TIMESTAMP,
                "locked": False,
                "invitable": thread.request.get("invitable", True),
            },
        }
