"""The deadline policy of async play: how long each kind of decision waits,
when its reminder goes out, and the deadline rows of the pending decisions.

Automatic steps never wait: the engine resolves them itself (no decision is pending), so
only real choices get a deadline. A deadline runs from when its decision opened; a move
of another seat keeps it.

The game's pace (`PACES`, a game setting) says which clock a decision runs on: its own
(`decision`), its phase's (`phase`: every decision of a phase shares one clock, kept in one
row per seat waited on, so that a reminder goes out once per player per phase), or none."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from functools import cache
from typing import Any, Literal

from bot.engine import Decision
from bot.games import presenters
from db import DeadlineRow, NewDeadline

#: classes of decision: votes (each game's presenter names its kinds: `vote_kinds`) wait
#: longest, every other choice is quick
CLASSES = ("vote", "quick")
#: each class's share of the base deadline (the service's `deadline_seconds`, 24 h by
#: default: votes 24 h, quick choices 12 h), and the share of a phase's clock (12 h: a
#: turn of four phases with decisions in two days, docs/DESIGN.md "Pace")
SHARE = {"vote": 1.0, "quick": 0.5, "phase": 0.5}
#: the clock of a phase, set like a class's (`/gm deadline phase`, the option `phase_hours`)
PHASE = "phase"
#: the reminder goes out when this share of the time has run
REMIND_AT = 0.75
#: the longest a game master may set or extend a deadline by, in hours
MAX_HOURS = 24.0 * 14
#: the paces of a game: one clock per phase, one per decision, or no deadline at all
Pace = Literal["phase", "decision", "none"]
PACES: tuple[Pace, ...] = ("phase", "decision", "none")
#: the pace `/game create` sets unless told otherwise (docs/DESIGN.md, "Pace")
DEFAULT_PACE: Pace = "phase"
#: how a phase clock's row is keyed: `phase <phase> <seat>`
PHASE_ROW = "phase "


@cache
def vote_kinds() -> frozenset[str]:
    """The kinds of decision that are votes, of every game (read when first needed: the
    presenters import the games)."""
    return frozenset(kind for p in presenters() for kind in p.vote_kinds)


def class_of(kind: str) -> str:
    return "vote" if kind in vote_kinds() else "quick"


def decision_key(d: Decision) -> str:
    return f"{d.seat}:{d.kind}"


def phase_of(state: Any) -> str | None:
    """The phase `state` stands in, as the game names it: its `turn` and `phase` (the
    fields its view and status board show). None when the game names no phase: its
    decisions then run on their own clocks."""
    phase = getattr(state, "phase", None)
    if phase is None:
        return None
    turn = getattr(state, "turn", None)
    return f"{turn}:{phase}" if turn is not None else str(phase)


def phase_key(seat: str, phase: str) -> str:
    """The key of `seat`'s row of the clock of `phase`."""
    return f"{PHASE_ROW}{phase} {seat}"


def is_phase_row(row: DeadlineRow) -> bool:
    return row.decision_key.startswith(PHASE_ROW)


def phase_seconds(base: float, hours: Mapping[str, float]) -> float:
    """How long a phase's clock runs: the game's setting, else its share of `base`."""
    if PHASE in hours:
        return hours[PHASE] * 3600.0
    return base * SHARE[PHASE]


def seconds_for(kind: str, base: float, hours: Mapping[str, float]) -> float:
    """The time a decision of `kind` waits: the game's setting for its class, else the
    class's share of `base`."""
    cls = class_of(kind)
    if cls in hours:
        return hours[cls] * 3600.0
    return base * SHARE[cls]


def deadline_rows(
    pending: Iterable[Decision],
    now: float,
    kept: Sequence[DeadlineRow],
    base: float,
    hours: Mapping[str, float],
    *,
    pace: Pace = "decision",
    phase: str | None = None,
) -> list[NewDeadline]:
    """A deadline per pending decision; one already open keeps its time and reminder.
    Under the `phase` pace (and a game that names its phase), the phase's clock instead;
    under `none`, no deadline."""
    if pace == "none":
        return []
    if pace == "phase" and phase is not None:
        return phase_rows(pending, now, kept, phase_seconds(base, hours), phase)
    open_rows = {d.decision_key: d for d in kept}
    rows = []
    for d in pending:
        key = decision_key(d)
        old = open_rows.get(key)
        if old is None:
            wait = seconds_for(d.kind, base, hours)
            due = now + wait
            remind: float | None = now + wait * REMIND_AT
        else:
            due = old.due_at
            remind = None if old.reminded else old.remind_at
        rows.append(
            NewDeadline(
                decision_key=key,
                seat=d.seat,
                due_at=due,
                remind_at=remind,
                default_json=json.dumps(d.default) if d.default is not None else None,
            )
        )
    return rows


def dues_of(clocks: Iterable[NewDeadline | DeadlineRow]) -> dict[str, float]:
    """When time runs out for each seat: its earliest deadline (the countdown its prompts
    show)."""
    dues: dict[str, float] = {}
    for c in clocks:
        dues[c.seat] = min(c.due_at, dues.get(c.seat, c.due_at))
    return dues


def phase_rows(
    pending: Iterable[Decision], now: float, kept: Sequence[DeadlineRow], wait: float, phase: str
) -> list[NewDeadline]:
    """One row per seat waited on in `phase`, all on the phase's clock: it starts when the
    phase's first decision opens and every later one shares it. A seat keeps its row (and
    whether it was reminded) until the phase ends, even while it has nothing open, so a
    player is reminded once per phase: a reminder held back while the seat had nothing
    open (`Storage.hold_reminder`) comes back when it is waited on again."""
    ours = {r.seat: r for r in kept if r.decision_key == phase_key(r.seat, phase)}
    if ours:
        due = min(r.due_at for r in ours.values())
        reminds = [r.remind_at for r in ours.values() if r.remind_at is not None]
        remind = min(reminds, default=due - wait * (1 - REMIND_AT))
    else:
        due, remind = now + wait, now + wait * REMIND_AT
    waiting = [d.seat for d in pending]
    rows = []
    for seat in dict.fromkeys(waiting + list(ours)):
        old = ours.get(seat)
        if old is None:
            key = phase_key(seat, phase)
            rows.append(NewDeadline(decision_key=key, seat=seat, due_at=due, remind_at=remind))
            continue
        again = old.remind_at
        if old.reminded:
            again = None
        elif again is None and seat in waiting:
            again = remind
        rows.append(
            NewDeadline(
                decision_key=old.decision_key,
                seat=seat,
                due_at=old.due_at,
                remind_at=again,
                reminded=old.reminded,
            )
        )
    return rows
