"""A console `Transport`: the outbox printed as a game master's transcript.

Used by `praetor demo`. The public channel is printed as it would read in Discord:
narration as it comes, prompts as "⏳ …" lines, the start and the end. Private rows
(hands, private narration, private prompts) are printed only with `reveal=True`,
indented and marked as private, so that a plain transcript never shows a secret.
Discord's markdown emphasis is dropped: the console shows plain text.
"""

from __future__ import annotations

import sys
from collections.abc import Mapping
from typing import Any, TextIO, assert_never

from bot.messages import has, names, t
from bot.service.outbox import (
    Abandoned,
    BoardImage,
    BoardRef,
    Deciding,
    Digest,
    DmClosed,
    Finished,
    Hand,
    Narration,
    Orientation,
    OutboxPayload,
    PrivateNarration,
    PromptClosed,
    PromptPayload,
    Reminder,
    Started,
    StatusBoard,
    SummaryPage,
)

#: how a private row is marked when revealed
PRIVATE_MARK = "🔒"
#: the indent of revealed private rows
INDENT = "    "


def _seat_name(seat: str | None) -> str:
    if seat is None:
        return "?"
    key = f"seat.{seat}"
    return t(key) if has(key) else seat.capitalize()


def _ui(key: str, **params: Any) -> str:
    return t(f"ui.console.{key}", **params)


def _card_name(card: Any) -> str:
    """A card by its name in the catalogue (`card.<id>`), else the name the view gives."""
    ref = card.get("id") if isinstance(card, Mapping) else card
    for key in (f"card.{ref}", f"card.{str(ref).split('#')[0]}"):
        if isinstance(ref, str) and has(key):
            return t(key)
    if isinstance(card, Mapping):
        return str(card.get("name", card.get("id", card)))
    return str(card)


def _describe_hand(view: Any) -> str:
    """A one-line summary of a seat's private view: its hand and its treasury."""
    if not isinstance(view, Mapping):
        return str(view)
    seat = view.get("seat")
    factions = view.get("factions")
    own: Any = None
    if isinstance(factions, list):
        own = next((f for f in factions if isinstance(f, Mapping) and f.get("seat") == seat), None)
    elif isinstance(factions, Mapping):
        own = factions.get(seat)
    source = own if isinstance(own, Mapping) else view
    parts = []
    hand = source.get("hand")
    if isinstance(hand, list):
        cards = names(_card_name(c) for c in hand) or _ui("hand_empty")
        parts.append(_ui("hand", cards=cards))
    if own is not None and source.get("treasury") is not None:
        parts.append(_ui("treasury", talents=source["treasury"]))
    return "; ".join(parts) if parts else _ui("private_view")


def plain(text: str) -> str:
    """Discord's markdown emphasis removed, for a terminal."""
    return text.replace("**", "").replace("__", "")


class ConsoleTransport:
    """Prints outbox payloads to `stream`. Implements `bot.service.delivery.Transport`."""

    def __init__(self, stream: TextIO | None = None, *, reveal: bool = False) -> None:
        self.stream = stream if stream is not None else sys.stdout
        self.reveal = reveal
        self.lines = 0

    # ------------------------------------------------------------ Transport

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        for line in self.render_public(payload):
            self._print(line)

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        if self.reveal:
            self._private(f"user {user_id}", payload)

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        if self.reveal:
            self._private(f"user {user_id}", payload)

    # ------------------------------------------------------------ console only

    async def send_seat(self, seat: str, payload: OutboxPayload) -> None:
        """A private row addressed to a seat (a computer player's included)."""
        if self.reveal:
            self._private(_seat_name(seat), payload)

    def render_public(self, payload: OutboxPayload) -> list[str]:
        match payload:
            case Narration() | PrivateNarration():
                return payload.content.splitlines()
            case PromptPayload() | Deciding():  # the choices are not printed
                return f"⏳ {payload.text}".splitlines()
            case Started():
                return [_ui("started")]
            case Finished():
                return [_ui("finished")]
            case Abandoned():
                return [_ui("abandoned")]
            case DmClosed():
                return [_ui("dm_closed")]
            case Reminder():
                return [f"⏰ {_seat_name(payload.seat)}"]
            case StatusBoard() | BoardRef() | BoardImage() | PromptClosed():  # edits: not here
                return []
            case Digest():  # the phase in short, and who the game waits for now
                lines = [payload.title]
                for f in payload.fields:
                    lines += [f"  {f.name}", *(f"    {v}" for v in f.value.splitlines())]
                if payload.waiting:
                    who = names(_seat_name(seat) for seat in payload.waiting)
                    lines.append(_ui("waiting", who=who))
                return lines
            case Orientation():  # pinned in Discord; a transcript needs no guide
                return []
            case SummaryPage():
                lines = [payload.title]
                for f in payload.fields:
                    lines += [f"  {f.name}", *(f"    {v}" for v in f.value.splitlines())]
                return lines
            case Hand():
                return [f"[{payload.kind}]"]
            case _:
                assert_never(payload)

    def render_private(self, payload: OutboxPayload) -> list[str]:
        if isinstance(payload, Hand):
            return [_describe_hand(payload.view)]
        if isinstance(payload, PromptPayload):
            return f"⏳ {payload.text}".splitlines()
        return self.render_public(payload)

    def _private(self, who: str, payload: OutboxPayload) -> None:
        for line in self.render_private(payload):
            self._print(f"{INDENT}{PRIVATE_MARK} {who}: {line}")

    def _print(self, line: str) -> None:
        print(plain(line), file=self.stream)
        self.lines += 1
