"""Discord's message limits (design/DISCORD.md §B3) as assertions over recorded messages."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from tests.harness.fakes import Msg

#: the smallest upload limit a server may have (the interaction's attachment_size_limit)
ATTACHMENT_LIMIT = 8 * 1024 * 1024


def embed_problems(embed: dict[str, Any]) -> list[str]:
    bad = []
    if len(embed.get("title", "")) > 256:
        bad.append("embed title > 256")
    if len(embed.get("description", "")) > 4096:
        bad.append("embed description > 4096")
    fields = embed.get("fields", [])
    if len(fields) > 25:
        bad.append("more than 25 embed fields")
    for f in fields:
        if not f["name"] or not f["value"]:
            bad.append("empty embed field name/value")
        if len(f["name"]) > 256:
            bad.append("embed field name > 256")
        if len(f["value"]) > 1024:
            bad.append("embed field value > 1024")
    if len(embed.get("footer", {}).get("text", "")) > 2048:
        bad.append("embed footer > 2048")
    return bad


def embed_size(embed: dict[str, Any]) -> int:
    size = len(embed.get("title", "")) + len(embed.get("description", ""))
    size += len(embed.get("footer", {}).get("text", ""))
    size += len(embed.get("author", {}).get("name", ""))
    return size + sum(len(f["name"]) + len(f["value"]) for f in embed.get("fields", []))


def component_problems(rows: list[dict[str, Any]]) -> list[str]:
    bad = []
    if len(rows) > 5:
        bad.append("more than 5 action rows")
    for row in rows:
        items = row.get("components", [])
        selects = [c for c in items if c.get("type") != 2]
        if len(items) > 5:
            bad.append("more than 5 components in a row")
        if selects and len(items) > 1:
            bad.append("a select shares its row")
        for c in items:
            if len(c.get("custom_id", "")) > 100:
                bad.append(f"custom_id > 100: {c['custom_id']}")
            if c.get("type") == 2 and len(c.get("label", "")) > 80:
                bad.append("button label > 80")
            options = c.get("options", [])
            if len(options) > 25:
                bad.append("more than 25 select options")
            for o in options:
                if len(o["label"]) > 100 or len(o["value"]) > 100:
                    bad.append("select option label/value > 100")
                if len(o.get("description") or "") > 100:
                    bad.append("select option description > 100")
            if options and not 1 <= c.get("min_values", 1) <= c.get("max_values", 1) <= 25:
                bad.append("select min/max values outside 1-25")
            if len(c.get("placeholder", "")) > 150:
                bad.append("placeholder > 150")
    return bad


def problems(msg: Msg) -> list[str]:
    bad = []
    if msg.content is not None and len(msg.content) > 2000:
        bad.append("content > 2000")
    if len(msg.embeds) > 10:
        bad.append("more than 10 embeds")
    if sum(embed_size(e) for e in msg.embeds) > 6000:
        bad.append("embeds > 6000 characters")
    for e in msg.embeds:
        bad += embed_problems(e)
    bad += component_problems(msg.components)
    if len(msg.attachments) > 10:
        bad.append("more than 10 attachments")
    if sum(len(data) for _name, data in msg.attachments) > ATTACHMENT_LIMIT:
        bad.append("attachments > 8 MiB")
    if not (msg.content or msg.embeds or msg.components or msg.attachments):
        bad.append("empty message")
    return bad


def assert_within_limits(messages: Iterable[Msg]) -> None:
    found = {m.id: problems(m) for m in messages}
    found = {k: v for k, v in found.items() if v}
    assert not found, f"messages beyond Discord's limits: {found}"


def suggestion_problems(choices: list[dict[str, Any]]) -> list[str]:
    """An autocomplete answer: at most 25 choices, names 1-100 characters, string values
    at most 100 (application-commands.mdx)."""
    bad = []
    if len(choices) > 25:
        bad.append("more than 25 autocomplete choices")
    for c in choices:
        if not 1 <= len(c["name"]) <= 100:
            bad.append(f"autocomplete name of {len(c['name'])} characters")
        if isinstance(c["value"], str) and len(c["value"]) > 100:
            bad.append("autocomplete value > 100")
    return bad


def assert_suggestions_within_limits(answers: Iterable[list[dict[str, Any]]]) -> None:
    found = [p for choices in answers for p in suggestion_problems(choices)]
    assert not found, f"autocomplete beyond Discord's limits: {found}"
