"""Turns engine events into the text a game master would post. No Discord here."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from bot.engine import Event
from bot.messages import has, t

MESSAGE_LIMIT = 2000


def _display(key: str, value: Any) -> Any:
    """Seat ids read as faction names (lists of them as a list of names); office ids as
    the office's name."""
    if key == "office" and isinstance(value, str) and has(f"office.{value}"):
        return t(f"office.{value}")
    if isinstance(value, str) and has(f"seat.{value}"):
        return t(f"seat.{value}")
    if isinstance(value, list) and value and all(isinstance(v, str) for v in value):
        shown = [_display(key, v) for v in value]
        return ", ".join(shown) if shown != value else value
    return value


def event_line(event: Event) -> str:
    params = {k: _display(k, v) for k, v in event.data.items()}
    return t(f"event.{event.kind}", rule=event.rule or "", **params)


def chunk_lines(lines: Iterable[str], limit: int = MESSAGE_LIMIT) -> list[str]:
    """Join lines into messages of at most `limit` characters, never splitting a line
    unless the line alone is too long."""
    chunks: list[str] = []
    current = ""
    for line in lines:
        while len(line) > limit:
            if current:
                chunks.append(current)
                current = ""
            chunks.append(line[:limit])
            line = line[limit:]
        candidate = f"{current}\n{line}" if current else line
        if len(candidate) > limit:
            chunks.append(current)
            current = line
        else:
            current = candidate
    if current:
        chunks.append(current)
    return chunks


def narrate(events: Iterable[Event]) -> list[str]:
    """Messages (each within Discord's limit) narrating `events` in order."""
    return chunk_lines(event_line(e) for e in events)
