"""Phase summaries: one readable digest per phase, built from the public events only.

A summary has the dice rolled (purpose, values, rule), what happened (the outcome lines
of the phase, each with its rule number) and who gained and lost what, found by comparing
the public tallies stamped on the phase's `phase_start` and on the event that ends it
(the next `phase_start`, a `turn_end`, or the final state). No hand and no faction
treasury is ever in a tally or a public event, so nothing private can reach a summary.

The output is a list of pages, each one Discord message holding one embed within the
limits (25 fields, 1024 characters per field, 6000 in all): long phases take several
messages. No Discord here: pages are plain dicts rendered by `bot.discord.render`.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from bot.discord.limits import (
    EMBED_TITLE_LIMIT,
    FIELD_NAME_LIMIT,
    FIELD_VALUE_LIMIT,
    FIELDS_PER_EMBED,
)
from bot.engine import Event
from bot.games.ror.present.names import card_label
from bot.messages import has, t
from bot.narrate import event_line, resolved

#: characters of one summary embed (Discord allows 6000 per message; a margin is kept)
EMBED_BUDGET = 5500

#: events whose lines are procedure, not outcome: left out of the "what happened" list
QUIET_KINDS = frozenset(
    {
        "dice",
        "phase_start",
        "turn_end",
        "ledger",
        "faction_done",
        "initiative_begins",
        "initiative_done",
        "senate_step_done",
        "senate_opens",
        "vote_tally",
        "card_to_hand",
        "contributions_done",
        "redistribution_done",
    }
)
QUIET_SUFFIXES = ("_pass", "_done", "_forgone")
QUIET_PREFIXES = ("ballot",)
#: proposal results are outcomes
LOUD_KINDS = frozenset({"proposal_passed", "proposal_failed", "proposal_vetoed"})

# the positions in a tally's senator entry (bot/games/ror/rules/tally.py)
FACTION, INFLUENCE, POPULARITY, KNIGHTS, TALENTS, OFFICE = range(6)


@dataclass(frozen=True, slots=True)
class Phase:
    """The public events of one phase, with the tallies at its start and end (None when
    unknown: the setup has no starting tally)."""

    turn: int
    phase: str
    events: tuple[Event, ...]
    start: Mapping[str, Any] | None
    end: Mapping[str, Any] | None


def split_phases(
    events: Sequence[Event], final: Mapping[str, Any] | None, since: int = 0
) -> list[Phase]:
    """Cut public events into the phases they belong to and return the phases that an
    event at index `since` or later completes: a phase is complete when another
    `phase_start` follows it, or when the game ended (`final` is then the last tally).
    Events before the first `phase_start` (the setup) and the still open phase are left
    out."""
    phases: list[Phase] = []
    opened: Event | None = None
    body: list[Event] = []
    end: Mapping[str, Any] | None = None
    for i, e in enumerate(events):
        if e.kind == "turn_end" and opened is not None and end is None:
            end = e.data.get("tally")
        if e.kind == "phase_start":
            if opened is not None and i >= since:
                phases.append(_phase(opened, body, end or e.data.get("tally")))
            opened, body, end = e, [], None
        elif opened is not None and e.visibility == "public":
            body.append(e)
    if opened is not None and final is not None:
        phases.append(_phase(opened, body, end or final))
    return phases


def _phase(opened: Event, body: list[Event], end: Mapping[str, Any] | None) -> Phase:
    return Phase(
        turn=int(opened.data.get("turn", 0)),
        phase=str(opened.data.get("phase", "?")),
        events=tuple(body),
        start=opened.data.get("tally"),
        end=end,
    )


def quiet(kind: str) -> bool:
    if kind in LOUD_KINDS:
        return False
    return (
        kind in QUIET_KINDS
        or kind.endswith(QUIET_SUFFIXES)
        or kind.startswith(QUIET_PREFIXES)
        or not has(f"event.{kind}")
    )


def phase_name(phase: str) -> str:
    key = f"ui.board.phase.{phase}"
    return t(key) if has(key) else phase


def seat_label(seat: str | None) -> str:
    if seat is None:
        return t("ui.summary.unaligned")
    return t(f"seat.{seat}") if has(f"seat.{seat}") else seat


def office_label(office: str | None) -> str:
    if office is None:
        return t("ui.summary.no_office")
    return t(f"office.{office}") if has(f"office.{office}") else office


#: the params `names_from` reads, as `resolved` gives them: each is shown from the params
#: it begins (`senator` from `senator_id`, `war` from `war_id` and `war_name`)
_NAMING = ("senator", "leader", "commander", "war", "name")


def names_from(events: Iterable[Event], known: Mapping[str, str]) -> dict[str, str]:
    """Card id -> display name: from the events (`senator` with `name`) and `known`."""
    names = dict(known)
    for e in events:
        # the names as shown (events store card ids), of the params read here only
        naming = {k: v for k, v in e.data.items() if k.startswith(_NAMING)}
        if not naming:
            continue
        data = resolved(naming)
        pairs = [(data.get("senator"), data.get("name"))]
        others = {"senator", "leader", "commander"} & set(data)
        pairs.append((data.get("war"), data.get("war_name", None if others else data.get("name"))))
        for card, name in pairs:
            if isinstance(card, str) and isinstance(name, str):
                names.setdefault(card, name)
    return names


def _named(names: Mapping[str, str], card: str) -> str:
    """A card's name: as the events and the view named it, else the catalogue's."""
    return names.get(card) or str(card_label(card, card))


# ---------------------------------------------------------------------- gains and losses


def _signed(n: int) -> str:
    return f"+{n}" if n > 0 else f"−{-n}" if n < 0 else "0"


def _change(label: str, before: int, after: int) -> str | None:
    if before == after:
        return None
    return t(
        "ui.summary.change", what=label, before=before, after=after, delta=_signed(after - before)
    )


def state_lines(
    start: Mapping[str, Any], end: Mapping[str, Any], names: Mapping[str, str]
) -> list[str]:
    """The Republic's own numbers: treasury, unrest, units, wars."""
    lines = []
    for key in ("treasury", "unrest", "legions", "veterans", "fleets"):
        line = _change(t(f"ui.summary.{key}"), int(start.get(key, 0)), int(end.get(key, 0)))
        if line:
            lines.append(line)
    away_before = _away(start)
    away_after = _away(end)
    for war in sorted(set(away_before) | set(away_after)):
        before, after = away_before.get(war, (0, 0)), away_after.get(war, (0, 0))
        if before != after:
            lines.append(
                t(
                    "ui.summary.away",
                    war=_named(names, war),
                    legions=after[0],
                    fleets=after[1],
                    was_legions=before[0],
                    was_fleets=before[1],
                )
            )
    wars_before: Mapping[str, str] = start.get("wars", {})
    wars_after: Mapping[str, str] = end.get("wars", {})
    for war in sorted(set(wars_before) | set(wars_after)):
        was, now = wars_before.get(war), wars_after.get(war)
        if was == now:
            continue
        name = _named(names, war)
        if was is None:
            lines.append(t("ui.summary.war_new", war=name, status=t(f"ui.board.war.{now}")))
        elif now is None:
            lines.append(t("ui.summary.war_gone", war=name))
        else:
            lines.append(
                t(
                    "ui.summary.war_status",
                    war=name,
                    before=t(f"ui.board.war.{was}"),
                    after=t(f"ui.board.war.{now}"),
                )
            )
    return lines


def _away(tally: Mapping[str, Any]) -> dict[str, tuple[int, int]]:
    out: dict[str, tuple[int, int]] = {}
    for war, legions, fleets in tally.get("away", []):
        old = out.get(war, (0, 0))
        out[war] = (old[0] + int(legions), old[1] + int(fleets))
    return out


def senator_lines(
    start: Mapping[str, Any], end: Mapping[str, Any], names: Mapping[str, str]
) -> dict[str | None, list[str]]:
    """Per faction (None: unaligned), one line per senator whose public numbers moved."""
    before: Mapping[str, list[Any]] = start.get("senators", {})
    after: Mapping[str, list[Any]] = end.get("senators", {})
    out: dict[str | None, list[str]] = {}
    for card in sorted(set(before) | set(after), key=lambda c: names.get(c, c)):
        was, now = before.get(card), after.get(card)
        name = _named(names, card)
        if now is None:
            assert was is not None
            out.setdefault(was[FACTION], []).append(t("ui.summary.senator_gone", name=name))
            continue
        parts = []
        if was is None:
            parts.append(t("ui.summary.senator_new"))
            was = [now[FACTION], 0, 0, 0, 0, None]
        elif was[FACTION] != now[FACTION]:
            parts.append(
                t(
                    "ui.summary.senator_moved",
                    before=seat_label(was[FACTION]),
                    after=seat_label(now[FACTION]),
                )
            )
        for index, label in (
            (INFLUENCE, "influence"),
            (POPULARITY, "popularity"),
            (KNIGHTS, "knights"),
            (TALENTS, "talents"),
        ):
            if was[index] != now[index]:
                parts.append(
                    t(
                        f"ui.summary.{label}",
                        delta=_signed(int(now[index]) - int(was[index])),
                        now=now[index],
                    )
                )
        if was[OFFICE] != now[OFFICE]:
            parts.append(
                t(
                    "ui.summary.office",
                    before=office_label(was[OFFICE]),
                    after=office_label(now[OFFICE]),
                )
            )
        if parts:
            line = t("ui.summary.senator", name=name, changes="; ".join(parts))
            out.setdefault(now[FACTION], []).append(line)
    return out


# ---------------------------------------------------------------------- pages


def summary_sections(
    phase: Phase, names: Mapping[str, str]
) -> tuple[str, list[tuple[str, list[str]]]]:
    """The title and the (heading, lines) sections of one phase's summary."""
    title = t("ui.summary.title", turn=phase.turn, phase=phase_name(phase.phase))
    sections: list[tuple[str, list[str]]] = []
    dice = [event_line(e) for e in phase.events if e.kind == "dice"]
    if dice:
        sections.append((t("ui.summary.dice"), dice))
    happened = [event_line(e) for e in phase.events if not quiet(e.kind)]
    if happened:
        sections.append((t("ui.summary.happened"), happened))
    if phase.start is not None and phase.end is not None:
        republic = state_lines(phase.start, phase.end, names)
        if republic:
            sections.append((t("ror.summary.republic"), republic))
        by_faction = senator_lines(phase.start, phase.end, names)
        for seat in sorted(by_faction, key=lambda s: (s is None, s or "")):
            sections.append((t("ui.summary.faction", faction=seat_label(seat)), by_faction[seat]))
    if not sections:
        sections.append((t("ui.summary.happened"), [t("ui.summary.quiet")]))
    return title, sections


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _fields(sections: Sequence[tuple[str, list[str]]]) -> list[dict[str, str]]:
    """Each section as fields of at most 1024 characters, never splitting a line (a line
    longer than a field is clipped); the continuations repeat the heading."""
    fields: list[dict[str, str]] = []
    for heading, lines in sections:
        name = _clip(heading, FIELD_NAME_LIMIT)
        current = ""
        for raw in lines:
            line = _clip(raw, FIELD_VALUE_LIMIT)
            candidate = f"{current}\n{line}" if current else line
            if len(candidate) > FIELD_VALUE_LIMIT:
                fields.append({"name": name, "value": current})
                name = _clip(t("ui.summary.continued", heading=heading), FIELD_NAME_LIMIT)
                current = line
            else:
                current = candidate
        if current:
            fields.append({"name": name, "value": current})
    return fields


def pages(title: str, sections: Sequence[tuple[str, list[str]]]) -> list[dict[str, Any]]:
    """Outbox payloads of kind "summary", one embed each, every one within Discord's
    limits; the title of a continuation says which page it is."""
    out: list[dict[str, Any]] = []
    current: list[dict[str, str]] = []
    size = 0
    title = _clip(title, EMBED_TITLE_LIMIT - 12)
    for f in _fields(sections):
        cost = len(f["name"]) + len(f["value"])
        if current and (
            len(current) >= FIELDS_PER_EMBED or size + cost + EMBED_TITLE_LIMIT > EMBED_BUDGET
        ):
            out.append({"fields": current})
            current, size = [], 0
        current.append(f)
        size += cost
    if current:
        out.append({"fields": current})
    total = len(out)
    for i, page in enumerate(out, 1):
        page["kind"] = "summary"
        page["title"] = title if total == 1 else f"{title} ({i}/{total})"
    return out


def summary_payloads(
    earlier: Sequence[Event],
    events: Sequence[Event],
    final: Mapping[str, Any] | None,
    known_names: Mapping[str, str],
) -> list[dict[str, Any]]:
    """Every page of every phase that the move's `events` complete, its start being in
    `earlier` (the events from the last `phase_start` before the move) or in `events`."""
    every = [*earlier, *events]
    names = names_from(every, known_names)
    out: list[dict[str, Any]] = []
    for phase in split_phases(every, final, since=len(earlier)):
        title, sections = summary_sections(phase, names)
        out += pages(title, sections)
    return out
