"""Gateway payloads and recorded messages for the offline harness (TESTING.md §2.4).

These dicts follow Discord's API shapes as far as discord.py 2.7 reads them; an upgrade of
discord.py may need a field added here."""

from __future__ import annotations

import mimetypes
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

import discord

APP_ID = 900_000_000_000_000_001
BOT_ID = APP_ID
GUILD_ID = 910_000_000_000_000_001
CHANNEL_ID = 920_000_000_000_000_001
PERMISSIONS = str((1 << 51) - 1)
#: the largest file a user may attach (the interaction's `attachment_size_limit`)
ATTACHMENT_SIZE_LIMIT = 8 * 1024 * 1024
TIMESTAMP = "2026-01-01T00:00:00+00:00"

#: players of the stories in tests/discord (ALICE creates the games)
ALICE, BOB, CAROL = 1001, 1002, 1003
DAVE = 1004  # never takes a seat

_last_id = 0


def next_id() -> int:
    """A new snowflake, of now as Discord's are (so `history(after=...)` and
    `snowflake_time` read them as Discord's), increasing."""
    global _last_id
    _last_id = max(_last_id + 1, discord.utils.time_snowflake(datetime.now(UTC)))
    return _last_id


def dm_channel_id(user_id: int) -> int:
    """A stable fake DM channel id per user."""
    return 800_000_000_000_000_000 + user_id


def user_payload(user_id: int, *, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id),
        "username": f"user{user_id}",
        "discriminator": "0",
        "global_name": None,
        "avatar": None,
        "bot": bot,
    }


def guild_channel_payload(channel_id: int = CHANNEL_ID) -> dict[str, Any]:
    return {
        "id": str(channel_id),
        "type": 0,
        "guild_id": str(GUILD_ID),
        "name": "praetor",
        "position": 0,
        "permission_overwrites": [],
        "nsfw": False,
        "parent_id": None,
        "rate_limit_per_user": 0,
        "topic": None,
        "last_message_id": None,
        "flags": 0,
    }


def guild_payload(channels: list[dict[str, Any]]) -> dict[str, Any]:
    """GUILD_CREATE of the guild the stories play in (no members: no members intent)."""
    return {
        "id": str(GUILD_ID),
        "name": "Rome",
        "owner_id": str(ALICE),
        "roles": [],
        "emojis": [],
        "stickers": [],
        "features": [],
        "channels": channels,
        "threads": [],
        "members": [],
        "member_count": 4,
        "large": False,
        "unavailable": False,
        "preferred_locale": "en-US",
        "premium_tier": 0,
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "mfa_level": 0,
        "nsfw_level": 0,
        "system_channel_flags": 0,
    }


def dm_channel_payload(user_id: int) -> dict[str, Any]:
    return {
        "id": str(dm_channel_id(user_id)),
        "type": 1,
        "recipients": [user_payload(user_id)],
        "last_message_id": None,
        "flags": 0,
    }


def interaction_payload(
    *,
    kind: int,
    user_id: int,
    data: dict[str, Any],
    channel_id: int | None = CHANNEL_ID,
    in_guild: bool = True,
    message: dict[str, Any] | None = None,
    locale: str = "en-US",
    guild_locale: str = "en-US",
) -> dict[str, Any]:
    payload: dict[str, Any] = {
        "id": str(next_id()),
        "application_id": str(APP_ID),
        "type": kind,
        "token": f"token-{next_id()}",
        "version": 1,
        "data": data,
        "locale": locale,
        "entitlements": [],
        "authorizing_integration_owners": {},
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
        "app_permissions": PERMISSIONS,
    }
    if in_guild:
        payload["guild_id"] = str(GUILD_ID)
        payload["guild_locale"] = guild_locale
        payload["context"] = 0
        payload["channel_id"] = str(channel_id)
        payload["channel"] = guild_channel_payload(channel_id or CHANNEL_ID)
        payload["member"] = {
            "user": user_payload(user_id),
            "roles": [],
            "joined_at": TIMESTAMP,
            "deaf": False,
            "mute": False,
            "flags": 0,
            "permissions": PERMISSIONS,
        }
    else:
        payload["context"] = 1
        payload["channel_id"] = str(dm_channel_id(user_id))
        payload["channel"] = dm_channel_payload(user_id)
        payload["user"] = user_payload(user_id)
    if message is not None:
        payload["message"] = message
    return payload


class Member(int):
    """A user option's value (`/gm kick player:@bob`): `Member(BOB)`."""


@dataclass(frozen=True)
class Upload:
    """An attachment option's value (`/sor import file:roster.csv`): a file the user
    attaches. Discord keeps it on its CDN and describes it in the interaction's
    `resolved.attachments`; the bot downloads it from `url` (`Attachment.read`), which the
    harness answers with `data` (tests/harness/discord_api.py)."""

    filename: str
    data: bytes
    #: the media type Discord gives; None: the one it guesses from the file's name (a
    #: text's with its charset, as Discord writes it)
    content_type: str | None = None
    id: int = field(default_factory=next_id)

    @property
    def url(self) -> str:
        return f"https://cdn.discordapp.com/{self._where}"

    @property
    def proxy_url(self) -> str:
        return f"https://media.discordapp.net/{self._where}"

    @property
    def _where(self) -> str:
        return f"ephemeral-attachments/{CHANNEL_ID}/{self.id}/{self.filename}"

    def payload(self) -> dict[str, Any]:
        """The attachment as `resolved.attachments` describes it."""
        data: dict[str, Any] = {
            "id": str(self.id),
            "filename": self.filename,
            "size": len(self.data),
            "url": self.url,
            "proxy_url": self.proxy_url,
            "ephemeral": True,
        }
        media = self.content_type or _guessed_type(self.filename)
        if media is not None:
            data["content_type"] = media
        return data


def _guessed_type(filename: str) -> str | None:
    media = mimetypes.guess_type(filename)[0]
    if media is not None and (media.startswith("text/") or media == "application/json"):
        return f"{media}; charset=utf-8"
    return media


def option_type(value: Any) -> int:
    if isinstance(value, Upload):
        return 11
    if isinstance(value, Member):
        return 6
    if isinstance(value, bool):
        return 5
    if isinstance(value, int):
        return 4
    if isinstance(value, float):
        return 10
    return 3


def command_data(path: tuple[str, ...], options: dict[str, Any]) -> dict[str, Any]:
    """`/game join faction:x` -> the nested options of a CHAT_INPUT interaction."""
    leaf = [
        {"name": k, "type": option_type(v), "value": _option_value(v)} for k, v in options.items()
    ]
    inner: list[dict[str, Any]] = leaf
    for name in reversed(path[1:]):
        inner = [{"name": name, "type": 1, "options": inner}]
    data = {"id": str(APP_ID + 1), "name": path[0], "type": 1, "options": inner}
    resolved: dict[str, Any] = {}
    users = {str(v): user_payload(v) for v in options.values() if isinstance(v, Member)}
    if users:
        resolved["users"] = users
    files = {str(v.id): v.payload() for v in options.values() if isinstance(v, Upload)}
    if files:
        resolved["attachments"] = files
    if resolved:
        data["resolved"] = resolved
    return data


def _option_value(value: Any) -> Any:
    """A user or an attachment is sent as its id (a string), described in `resolved`."""
    if isinstance(value, Upload):
        return str(value.id)
    if isinstance(value, Member):
        return str(value)
    return value


@dataclass
class Msg:
    """A message as the harness saw it go out."""

    id: int
    channel_id: int
    #: "channel", "dm", "thread" (private), "public_thread" (a turn's), "reply" (an
    #: interaction response/followup)
    where: str
    content: str | None
    embeds: list[dict[str, Any]] = field(default_factory=list)
    components: list[dict[str, Any]] = field(default_factory=list)
    user_id: int | None = None  # DM recipient, thread owner or the interaction's user
    ephemeral: bool = False
    nonce: str | None = None
    edits: int = 0
    #: attached files: (file name, bytes)
    attachments: list[tuple[str, bytes]] = field(default_factory=list)
    pinned: bool = False

    @property
    def custom_ids(self) -> list[str]:
        return [
            c["custom_id"]
            for row in self.components
            for c in row.get("components", [])
            if "custom_id" in c
        ]

    @property
    def labels(self) -> list[str]:
        out = []
        for row in self.components:
            for c in row.get("components", []):
                if c.get("type") == 2:
                    out.append(c.get("label", ""))
                else:
                    out += [o["label"] for o in c.get("options", [])]
        return out

    @property
    def choice_labels(self) -> list[str]:
        """The labels of a prompt's choices (its choice buttons, or the options of its
        choice select), without its other components (Ready, the vote's standing order)."""
        out = []
        for row in self.components:
            for c in row.get("components", []):
                custom_id = c.get("custom_id", "")
                if custom_id.startswith("praetor:c:"):
                    out.append(c.get("label", ""))
                elif custom_id.startswith("praetor:s:"):
                    out += [o["label"] for o in c.get("options", [])]
        return out

    @property
    def text(self) -> str:
        """Content plus the embeds' text, for assertions."""
        parts = [self.content or ""]
        for e in self.embeds:
            parts += [e.get("title", ""), e.get("description", "")]
            for f in e.get("fields", []):
                parts += [f["name"], f["value"]]
        return "\n".join(p for p in parts if p)

    def payload(self) -> dict[str, Any]:
        """The message as Discord would send it inside a component interaction."""
        return {
            "id": str(self.id),
            "channel_id": str(self.channel_id),
            "author": user_payload(BOT_ID, bot=True),
            "content": self.content or "",
            "timestamp": TIMESTAMP,
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": self.embeds,
            "pinned": self.pinned,
            "type": 0,
            "components": self.components,
            "flags": 64 if self.ephemeral else 0,
        }
