"""The deadline policy of async play: how long each kind of decision waits,
when its reminder goes out, and the deadline rows of the pending decisions.

Automatic steps never wait: the engine resolves them itself (no decision is pending), so
only real choices get a deadline. A deadline runs from when its decision opened; a move
of another seat keeps it."""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence

from bot.engine import Decision
from bot.games import presenters
from db import DeadlineRow, NewDeadline

#: classes of decision: votes (each game's presenter names its kinds) wait longest, every
#: other choice is quick
VOTE_KINDS = frozenset(kind for p in presenters() for kind in p.vote_kinds)
CLASSES = ("vote", "quick")
#: each class's share of the base deadline (the service's `deadline_seconds`, 24 h by
#: default: votes 24 h, quick choices 12 h)
SHARE = {"vote": 1.0, "quick": 0.5}
#: the reminder goes out when this share of the time has run
REMIND_AT = 0.75
#: the longest a game master may set or extend a deadline by, in hours
MAX_HOURS = 24.0 * 14


def class_of(kind: str) -> str:
    return "vote" if kind in VOTE_KINDS else "quick"


def decision_key(d: Decision) -> str:
    return f"{d.seat}:{d.kind}"


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
) -> list[NewDeadline]:
    """A deadline per pending decision; one already open keeps its time and reminder."""
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
