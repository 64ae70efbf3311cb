"""The outbox rows a change of a game queues for delivery (design/ARCHITECTURE.md §3): a
payload for the game's channel or for one seat, the narration of events, the prompts of
newly pending decisions, a seat's hand, and the summaries, picture and board of what a move
changed. Written with the change, in its transaction."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from bot import board, narrate, summary
from bot.engine import Decision, Event, Outcome
from bot.engine.engine import GameModule
from bot.service.game_info import GameInfo
from bot.service.prompts import decision_id, prompt_for
from db import NewOutbox, Storage


def channel_row(info: GameInfo, payload: dict[str, Any]) -> NewOutbox:
    return NewOutbox(
        target="channel",
        seat=None,
        channel_id=info.channel_id,
        payload_json=json.dumps(payload),
    )


def seat_row(info: GameInfo, seat: str, payload: dict[str, Any]) -> NewOutbox:
    return NewOutbox(
        target="seat",
        seat=seat,
        channel_id=info.channel_id,
        payload_json=json.dumps(payload),
    )


def hand_row(module: GameModule, state: Any, seat: str) -> NewOutbox:
    return NewOutbox(
        target="seat",
        seat=seat,
        channel_id=None,
        payload_json=json.dumps(
            {"kind": "hand", "view": module.view(state, seat).model_dump(mode="json")}
        ),
    )


def event_rows(info: GameInfo, events: Sequence[Event]) -> list[NewOutbox]:
    rows: list[NewOutbox] = []
    public = [e for e in events if e.visibility == "public"]
    for text in narrate.narrate(public):
        rows.append(channel_row(info, {"kind": "narration", "content": text}))
    private: dict[str, list[Event]] = {}
    for e in events:
        if e.visibility == "seats":
            for seat in e.seats:
                private.setdefault(seat, []).append(e)
    for seat, seat_events in private.items():
        for text in narrate.narrate(seat_events):
            rows.append(seat_row(info, seat, {"kind": "private", "content": text}))
    return rows


def prompt_rows(
    info: GameInfo,
    module: GameModule,
    state: Any,
    version: int,
    before: Sequence[Decision],
    after: Sequence[Decision],
) -> list[NewOutbox]:
    """A prompt for every decision pending `after` this move that was not `before` it."""
    old = {decision_id(d) for d in before}
    rows = []
    for d in after:
        if decision_id(d) in old:
            continue
        if info.user_of(d.seat) is None:
            continue  # a computer player needs no prompt
        prompt = prompt_for(info, module, state, version, d)
        if prompt.public:
            rows.append(channel_row(info, prompt.payload()))
            continue
        rows.append(seat_row(info, d.seat, prompt.payload()))
        notice = prompt.notice()
        if notice is not None:
            rows.append(channel_row(info, notice))
    return rows


# -- outcomes (issue 6): phase summaries, the status board edited in place and the picture
# of the Republic, all from public events and the public view (bot/summary.py, bot/board.py).


async def outcome_rows(
    storage: Storage,
    info: GameInfo,
    module: GameModule,
    state: Any,
    events: Sequence[Event],
    before: Sequence[Decision],
    after: Sequence[Decision],
    outcome: Outcome | None,
) -> list[NewOutbox]:
    """The summaries of the phases this move ended, the picture when a turn starts, and
    the board when public things changed (one row; delivery keeps only the newest)."""
    public = [e for e in events if e.visibility == "public"]
    starts = [e for e in public if e.kind == "phase_start"]
    rows = []
    if starts or outcome is not None:
        view = module.view(state, None).model_dump(mode="json")
        earlier = [
            Event.model_validate_json(r.event_json) for r in await storage.events_of_phase(info.id)
        ]
        tally = getattr(module, "public_tally", None)
        final = tally(state) if outcome is not None and tally is not None else None
        known = {s["card"]: s["name"] for s in view.get("senators", [])}
        known |= {w["id"]: w["name"] for w in view.get("wars", [])}
        for page in summary.summary_payloads(earlier, public, final, known):
            rows.append(channel_row(info, page))
        if any(e.data.get("phase") == "mortality" for e in starts):
            data = board.board_data(view)
            rows.append(channel_row(info, board.image_payload(info.id, data)))
    if public or {d.seat for d in before} != {d.seat for d in after}:
        ref = channel_row(info, board.board_ref(info.id))
        rows.append(replace(ref, edit_key="board"))
    return rows
