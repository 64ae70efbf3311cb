"""The phase digest and the pinned orientation message as Discord messages
(`bot.service.digest`): the players the game waits for are mentioned in the message's
text (a mention inside an embed pings nobody), the phase's summary is the embed."""

from __future__ import annotations

from collections.abc import Mapping

import discord

from bot.discord.limits import (
    CONTENT_LIMIT,
    EMBED_TITLE_LIMIT,
    FIELD_NAME_LIMIT,
    FIELD_VALUE_LIMIT,
)
from bot.discord.render import Rendered, clip, mention, seat_name
from bot.messages import names, t
from bot.service.outbox import Digest


def digest_message(
    payload: Digest,
    users: Mapping[str, int | None] | None = None,
    thread_id: int | None = None,
) -> Rendered:
    """A phase's digest: who the game waits for (`users`: their players, mentioned), where
    its turn's blow-by-blow is (`thread_id`), and the summary of the phase."""
    embed = discord.Embed(title=clip(payload.title, EMBED_TITLE_LIMIT))
    for f in payload.fields:
        embed.add_field(
            name=clip(f.name, FIELD_NAME_LIMIT),
            value=clip(f.value, FIELD_VALUE_LIMIT),
            inline=False,
        )
    lines = []
    if payload.waiting:
        who = names(_waited(seat, (users or {}).get(seat)) for seat in payload.waiting)
        lines.append(t("ui.digest.waiting", who=who))
    if thread_id is not None:
        lines.append(t("ui.digest.thread", thread=f"<#{thread_id}>"))
    content = clip("\n".join(lines), CONTENT_LIMIT) if lines else None
    return Rendered(content=content, embeds=[embed])


def _waited(seat: str, user_id: int | None) -> str:
    if user_id is None:
        return f"**{seat_name(seat)}**"
    return t("ui.digest.seat", mention=mention(user_id), seat=seat_name(seat))


def orientation_message(due_at: float | None, phase: bool = False) -> Rendered:
    """The game's pinned message: how decisions arrive, the commands that help, the pace
    and the next deadline (`due_at`, read when it is posted; `phase`: it is the clock of
    the phase under way, shared by all its decisions)."""
    lines = [t("ui.orientation.title"), t("ui.orientation.decisions"), t("ui.orientation.commands")]
    if due_at is not None and phase:
        lines.append(t("ui.orientation.phase", due=f"<t:{int(due_at)}:R>"))
    elif due_at is not None:
        lines.append(t("ui.orientation.next", due=f"<t:{int(due_at)}:R>"))
    else:
        lines.append(t("ui.orientation.no_deadline"))
    return Rendered(content=clip("\n".join(lines), CONTENT_LIMIT))
