"""Importing the owner-entered roster and map (LEADERS.md §0), as JSON or CSV.

Every row is checked and every problem listed at once; on any problem nothing is loaded.
The formats are documented with examples in `bot/games/sor/IMPORT.md`."""

from __future__ import annotations

import csv
import io
import json
from dataclasses import dataclass, field
from typing import Any

from bot.games.sor.rules.board import (
    MP_COST,
    LeaderDef,
    Link,
    MapDef,
    Roster,
    SpaceDef,
)
from bot.games.sor.rules.powers import POWERS

KINDS = ("consul", "dictator", "named", "minor")
REGIONS = ("italy", "sicily", "africa", "other")
TRUE = ("1", "true", "yes", "y", "x")
FALSE = ("", "0", "false", "no", "n")


@dataclass(frozen=True)
class Problem:
    """One problem of an imported file: the row (1 = the first data row), what it names,
    and a catalogue key (`import.<key>`) with its parameters."""

    row: int
    item: str
    key: str
    params: dict[str, Any] = field(default_factory=dict)

    def as_dict(self) -> dict[str, Any]:
        return {"row": self.row, "item": self.item, "key": self.key, **self.params}


class ImportFailed(Exception):
    def __init__(self, problems: list[Problem]) -> None:
        super().__init__(f"{len(problems)} problems")
        self.problems = problems


# ------------------------------------------------------------------------ reading


def _rows_json(text: str, key: str) -> tuple[dict[str, Any], list[Any]]:
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise ImportFailed([Problem(0, "", "sor_not_json", {"line": e.lineno})]) from None
    if not isinstance(data, dict) or not isinstance(data.get(key), list):
        raise ImportFailed([Problem(0, "", "sor_missing_list", {"list": key})])
    return data, list(data[key])


def _rows_csv(text: str) -> list[dict[str, str]]:
    reader = csv.DictReader(io.StringIO(text.strip()))
    return [{(k or "").strip(): (v or "").strip() for k, v in row.items()} for row in reader]


def _flag(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    text = str(value or "").strip().lower()
    if text in TRUE:
        return True
    if text in FALSE:
        return False
    return None


def _int(value: Any) -> int | None:
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    text = str(value).strip()
    if text.lstrip("-").isdigit():
        return int(text)
    return None


def _blank(value: Any) -> bool:
    return value is None or (isinstance(value, str) and not value.strip())


def _units(value: Any) -> dict[str, Any] | None:
    """CU by power: a JSON object, or `roman:3;greek:2` in CSV."""
    if _blank(value):
        return {}
    if isinstance(value, dict):
        return value
    out: dict[str, Any] = {}
    for part in str(value).split(";"):
        if ":" not in part:
            return None
        power, n = part.split(":", 1)
        out[power.strip()] = n.strip()
    return out


# ------------------------------------------------------------------------ the roster


def _leader(row: int, raw: Any, spaces: set[str], problems: list[Problem]) -> LeaderDef | None:
    if not isinstance(raw, dict):
        problems.append(Problem(row, "", "sor_row_not_object"))
        return None
    lid = str(raw.get("id") or "").strip()
    before = len(problems)

    def bad(key: str, **params: Any) -> None:
        problems.append(Problem(row, lid, key, params))

    if not lid:
        bad("sor_missing", field="id")
    power = str(raw.get("power") or "").strip()
    if power not in POWERS:
        bad("sor_unknown_power", value=power)
    kind = str(raw.get("kind") or "").strip()
    if kind not in KINDS:
        bad("sor_unknown_kind", value=kind)
    initiative = _int(raw.get("initiative"))
    if initiative is None or not 1 <= initiative <= 3:
        bad("sor_initiative_range", value=raw.get("initiative"))
    tactics = _int(raw.get("tactics"))
    if tactics is None or not 0 <= tactics <= 6:
        bad("sor_tactics_range", value=raw.get("tactics"))
    penalty_raw = raw.get("loyalty_penalty")
    penalty = None if _blank(penalty_raw) else _int(penalty_raw)
    greek_named = power == "greek" and kind in KINDS and kind != "minor"
    if not _blank(penalty_raw) and (penalty is None or penalty < 0):
        bad("sor_penalty_number", value=penalty_raw)
    elif penalty is not None and not greek_named:
        bad("sor_penalty_only_greek")  # 8.2.3
    elif penalty is None and greek_named:
        bad("sor_penalty_missing")  # 8.2.3
    if kind in ("consul", "dictator") and power and power != "roman":
        bad("sor_roman_only_kind", kind=kind)  # 8.2.2
    africa = _flag(raw.get("africa_only", False))
    if africa is None:
        bad("sor_not_flag", field="africa_only", value=raw.get("africa_only"))
    start = None if _blank(raw.get("start")) else str(raw.get("start")).strip()
    if start is not None and start not in spaces:
        bad("sor_unknown_space", field="start", value=start)
    if len(problems) > before:
        return None
    assert initiative is not None and tactics is not None
    return LeaderDef(
        id=lid,
        name=str(raw.get("name") or lid).strip(),
        power=power,
        kind=kind,
        initiative=initiative,
        tactics=tactics,
        loyalty_penalty=penalty,
        africa_only=bool(africa),
        start=start,
        partial=bool(_flag(raw.get("partial", False))),
        cite=str(raw.get("cite") or ""),
    )


def read_roster(text: str, fmt: str, game_map: MapDef) -> Roster:
    """The roster in `text`; raises ImportFailed with every problem."""
    if fmt == "json":
        data, rows = _rows_json(text, "leaders")
        name = str(data.get("name") or "imported roster")
        complete = _flag(data.get("complete", True)) is not False
    else:
        rows, name, complete = list(_rows_csv(text)), "imported roster", True
    spaces = {s.id for s in game_map.spaces}
    problems: list[Problem] = []
    leaders: list[LeaderDef] = []
    seen: set[str] = set()
    for i, raw in enumerate(rows, start=1):
        d = _leader(i, raw, spaces, problems)
        if d is None:
            continue
        if d.id in seen:
            problems.append(Problem(i, d.id, "sor_duplicate_id"))
        seen.add(d.id)
        leaders.append(d)
    if not rows:
        problems.append(Problem(0, "", "sor_empty"))
    if problems:
        raise ImportFailed(problems)
    return Roster(name=name, leaders=leaders, complete=complete)


# ------------------------------------------------------------------------ the map


def _space(row: int, raw: dict[str, Any], problems: list[Problem]) -> SpaceDef | None:
    sid = str(raw.get("id") or "").strip()
    before = len(problems)

    def bad(key: str, **params: Any) -> None:
        problems.append(Problem(row, sid, key, params))

    if not sid:
        bad("sor_missing", field="id")
    flags: dict[str, bool] = {}
    for name in ("walled", "port", "reinforcement", "tribe"):
        value = _flag(raw.get(name, False))
        if value is None:
            bad("sor_not_flag", field=name, value=raw.get(name))
        flags[name] = bool(value)
    home = None if _blank(raw.get("home")) else str(raw.get("home")).strip()
    if home is not None and home not in POWERS:
        bad("sor_unknown_power", value=home)
    if flags["reinforcement"] and home is None:
        bad("sor_reinforcement_needs_home")  # 5.10
    region = str(raw.get("region") or "italy").strip()
    if region not in REGIONS:
        bad("sor_unknown_region", value=region)
    control = None if _blank(raw.get("control")) else str(raw.get("control")).strip()
    if control is not None and control not in POWERS:
        bad("sor_unknown_power", value=control)
    loyalty = None if _blank(raw.get("loyalty")) else _int(raw.get("loyalty"))
    if not _blank(raw.get("loyalty")) and (loyalty is None or loyalty < 0):
        bad("sor_loyalty_number", value=raw.get("loyalty"))
    elif loyalty is not None and not flags["walled"]:
        bad("sor_loyalty_needs_walls")  # 8.2.3: loyalty of walled cities
    coords: dict[str, int | None] = {}
    for axis in ("x", "y"):
        number = None if _blank(raw.get(axis)) else _int(raw.get(axis))
        if not _blank(raw.get(axis)) and (number is None or not 0 <= number <= 1000):
            bad("sor_coordinate", field=axis, value=raw.get(axis))
        coords[axis] = number
    units: dict[str, dict[str, int]] = {}
    for name in ("cu", "cu_inside"):
        parsed = _units(raw.get(name))
        units[name] = {}
        if parsed is None:
            bad("sor_units_format", field=name, value=raw.get(name))
            continue
        for power, n in parsed.items():
            count = _int(n)
            if power not in POWERS:
                bad("sor_unknown_power", value=power)
            elif count is None or count < 0:
                bad("sor_units_format", field=name, value=n)
            elif count:
                units[name][power] = count
    if units["cu_inside"] and not flags["walled"]:
        bad("sor_inside_needs_walls")
    if len(problems) > before:
        return None
    return SpaceDef(
        id=sid,
        name=str(raw.get("name") or sid).strip(),
        walled=flags["walled"],
        port=flags["port"],
        home=home,
        reinforcement=flags["reinforcement"],
        region=region,
        tribe=flags["tribe"],
        x=coords["x"],
        y=coords["y"],
        control=control,
        loyalty=loyalty,
        cu=units["cu"],
        cu_inside=units["cu_inside"],
    )


def read_map(text: str, fmt: str) -> MapDef:
    """The map in `text`; raises ImportFailed with every problem. In JSON the spaces and
    connections are two lists; in CSV one table whose `type` column says which a row is."""
    if fmt == "json":
        data, space_rows = _rows_json(text, "spaces")
        conn_rows = data.get("connections")
        if not isinstance(conn_rows, list):
            raise ImportFailed([Problem(0, "", "sor_missing_list", {"list": "connections"})])
        name = str(data.get("name") or "imported map")
        rows = [("space", r) for r in space_rows] + [("connection", r) for r in conn_rows]
    else:
        name = "imported map"
        rows = [(r.get("type", ""), r) for r in _rows_csv(text)]
    problems: list[Problem] = []
    spaces: list[SpaceDef] = []
    connections: list[Link] = []
    ids: set[str] = set()
    for i, (kind, raw) in enumerate(rows, start=1):
        if not isinstance(raw, dict):
            problems.append(Problem(i, "", "sor_row_not_object"))
        elif kind == "space":
            s = _space(i, raw, problems)
            sid = str(raw.get("id") or "").strip()
            if sid and sid in ids:
                problems.append(Problem(i, sid, "sor_duplicate_id"))
            ids.add(sid)
            if s is not None:
                spaces.append(s)
        elif kind != "connection":
            problems.append(Problem(i, "", "sor_unknown_row_type", {"value": kind}))
    pairs: set[frozenset[str]] = set()
    for i, (kind, raw) in enumerate(rows, start=1):
        if kind != "connection" or not isinstance(raw, dict):
            continue
        a, b = str(raw.get("a") or "").strip(), str(raw.get("b") or "").strip()
        ck = str(raw.get("kind") or "").strip()
        item = f"{a}-{b}"
        before = len(problems)
        for end in (a, b):
            if end not in ids:
                problems.append(
                    Problem(i, item, "sor_unknown_space", {"field": "a/b", "value": end})
                )
        if a == b:
            problems.append(Problem(i, item, "sor_connection_loop"))
        if ck not in MP_COST:
            problems.append(Problem(i, item, "sor_connection_kind", {"value": ck}))
        if frozenset((a, b)) in pairs:
            problems.append(Problem(i, item, "sor_duplicate_connection"))
        pairs.add(frozenset((a, b)))
        if len(problems) == before:
            connections.append(Link(a=a, b=b, kind=ck))
    if not spaces:
        problems.append(Problem(0, "", "sor_empty"))
    if problems:
        raise ImportFailed(sorted(problems, key=lambda p: p.row))
    return MapDef(name=name, spaces=spaces, connections=connections)


def check_roster_on_map(roster: Roster, game_map: MapDef) -> list[Problem]:
    """A roster's start spaces that a new map lacks."""
    ids = {s.id for s in game_map.spaces}
    return [
        Problem(i, d.id, "sor_unknown_space", {"field": "start", "value": d.start})
        for i, d in enumerate(roster.leaders, start=1)
        if d.start is not None and d.start not in ids
    ]
