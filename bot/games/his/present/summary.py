"""A summary of each papal procedure once it is resolved — the Sack of Rome from its play
to the card's discard or removal, the Papal Bull from its play to its end — with every die
rolled and the rule of each line. Public events only, so nothing secret reaches it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine import Event
from bot.messages import t
from bot.narrate import event_line

#: (the title key, the event opening the procedure, the events closing it)
PROCEDURES = (
    (
        "ui.his.summary.sack",
        "his_sack_played",
        frozenset({"his_sack_repulsed", "his_sack_removed"}),
    ),
    ("ui.his.summary.bull", "his_bull_played", frozenset({"his_bull_done"})),
)
FIELD_LIMIT = 1024


def _opens(event: Event, kind: str) -> bool:
    if kind == "his_bull_played":
        return event.kind == "his_card_played" and event.data.get("card_id") == "his:card:5"
    return event.kind == kind


def summary_payloads(earlier: Sequence[Event], public: Sequence[Event]) -> list[dict[str, Any]]:
    every = [*earlier, *public]
    since = len(earlier)
    pages = []
    for title, opening, closing in PROCEDURES:
        start = None
        for i, event in enumerate(every):
            if _opens(event, opening):
                start = i
            elif event.kind in closing and start is not None:
                if i >= since:
                    pages.append(_page(t(title), every[start : i + 1]))
                start = None
    return pages


def _clip(lines: list[str]) -> str:
    text = "\n".join(lines)
    return text if len(text) <= FIELD_LIMIT else text[: FIELD_LIMIT - 1] + "…"


def _page(title: str, events: Sequence[Event]) -> dict[str, Any]:
    dice = [event_line(e) for e in events if e.kind == "dice"]
    lines = [event_line(e) for e in events if e.kind not in ("dice", "phase_start")]
    fields = [{"name": t("ui.his.summary.what"), "value": _clip(lines)}]
    if dice:
        fields.insert(0, {"name": t("ui.his.summary.dice"), "value": _clip(dice)})
    return {"kind": "summary", "title": title, "fields": fields}
