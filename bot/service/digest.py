"""A channel one can catch up on: one digest per phase in the game's channel, the
blow-by-blow in a thread per turn.

A phase is what runs from one `phase_start` event to the next (the engine's convention;
a game that marks no phase has one, the whole game, digested when it ends). When a move
ends phases, each gets one `Digest`: what its game's presenter says of it (the first page
of `Presenter.summaries` for that phase; its further pages follow as `SummaryPage`s), or,
for a game that says nothing of it, the phase's dice. The last digest of a move names the
seats the game now waits for; their players are mentioned there, once, and not again by
their prompts of the same phase (`pinged`).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.discord.limits import FIELD_VALUE_LIMIT
from bot.engine import Event
from bot.engine.present import Presenter
from bot.messages import has, t
from bot.narrate import chunk_lines, event_line
from bot.service.outbox import Digest, OutboxPayload, SummaryField, SummaryPage

#: the turn of a game whose state counts none: one thread for the whole game
FIRST_TURN = 1


def turn_of(state: Any) -> int:
    """The turn `state` is in (`state.turn`, which every game here keeps), else the first."""
    turn = getattr(state, "turn", None)
    return turn if isinstance(turn, int) and not isinstance(turn, bool) else FIRST_TURN


def turns_of(events: Sequence[Event], turn: int) -> list[tuple[int, list[Event]]]:
    """`events` cut where a `phase_start` opens another turn: (turn, events) in order,
    `turn` being the turn before the first of them."""
    out: list[tuple[int, list[Event]]] = []
    for e in events:
        if e.kind == "phase_start":
            turn = int(e.data.get("turn", turn))
        if not out or out[-1][0] != turn:
            out.append((turn, []))
        out[-1][1].append(e)
    return out


@dataclass(frozen=True, slots=True)
class Phase:
    """One phase a move ended: the `phase_start` that opened it (None: a game without
    phases), its public events before the move and those of the move (with the
    `phase_start` that closed it)."""

    start: Event | None
    earlier: list[Event]
    moved: list[Event]

    @property
    def events(self) -> list[Event]:
        return [*self.earlier, *self.moved]


def ended_phases(earlier: Sequence[Event], public: Sequence[Event], finished: bool) -> list[Phase]:
    """The phases the move's `public` events end (`earlier`: the public events of the
    phase under way before the move, from its `phase_start`): each one that a later
    `phase_start` of the move closes, and the last one when the game is `finished`."""
    seen = [e for e in earlier if e.visibility == "public"]
    every = [*seen, *(e for e in public if e.visibility == "public")]
    since = len(seen)
    out: list[Phase] = []
    opened: int | None = None
    for i, e in enumerate(every):
        if e.kind != "phase_start":
            continue
        if opened is not None and i >= since:
            out.append(_phase(every, opened, i + 1, since))
        opened = i
    if finished:
        out.append(_phase(every, opened if opened is not None else 0, len(every), since))
    return out


def _phase(every: list[Event], begin: int, end: int, since: int) -> Phase:
    start = every[begin] if every and every[begin].kind == "phase_start" else None
    return Phase(start, every[begin : min(end, since)], every[max(begin, since) : end])


def digests(
    game_id: int,
    presenter: Presenter,
    phases: Sequence[Phase],
    state: Any,
    view: Mapping[str, Any],
    finished: bool,
    waiting: Sequence[str],
) -> list[OutboxPayload]:
    """The digest of each of `phases` (then its further pages), in order; the last one
    names the seats `waiting`."""
    out: list[OutboxPayload] = []
    for i, phase in enumerate(phases):
        last = i == len(phases) - 1
        pages = [
            SummaryPage.model_validate(page)
            for page in presenter.summaries(
                phase.earlier, phase.moved, state, view, finished and last
            )
        ]
        turn = _turn(phase, state)
        title, fields = (pages[0].title, pages[0].fields) if pages else _own_words(phase, turn)
        who = list(waiting) if last else []
        out.append(Digest(game_id=game_id, turn=turn, title=title, fields=fields, waiting=who))
        out += pages[1:]
    return out


def _turn(phase: Phase, state: Any) -> int:
    if phase.start is None:
        return turn_of(state)
    return int(phase.start.data.get("turn", turn_of(state)))


def _own_words(phase: Phase, turn: int) -> tuple[str, list[SummaryField]]:
    """The digest of a phase its game says nothing of: its name and its dice."""
    name = str(phase.start.data.get("phase", "")) if phase.start is not None else ""
    key = f"ui.board.phase.{name}"
    title = t("ui.digest.title", turn=turn, phase=t(key) if has(key) else name or "—")
    dice = [event_line(e) for e in phase.events if e.kind == "dice"]
    if dice:
        value = chunk_lines(dice, FIELD_VALUE_LIMIT)[0]  # the first dice when there are many
        return title, [SummaryField(name=t("ui.digest.dice"), value=value)]
    return title, [SummaryField(name=t("ui.digest.happened"), value=t("ui.digest.quiet"))]


def pinged(
    started_phase: bool,
    waiting: Collection[str],
    acted: Collection[str],
    mover: str | None,
) -> frozenset[str]:
    """The seats whose prompts of this move mention nobody: every seat waited for when
    the move opened a phase (its digest mentions them), else the seats that acted in the
    phase already (they were mentioned when they were first asked) and the mover."""
    if started_phase:
        return frozenset(waiting)
    return frozenset(acted) | ({mover} if mover is not None else frozenset())
