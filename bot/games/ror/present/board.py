"""The Republic at a glance, from the public view only: the data behind the status board
(one message edited in place) and the picture of the Republic (`board_image`).

`board_data` takes the public view (`module.view(state, None)`, dumped to JSON) and keeps
what the board shows; nothing else reaches the board, so a hand or a faction treasury
cannot either. No Discord here.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any


def _by_card(view: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    return {str(s["card"]): s for s in view.get("senators", []) if isinstance(s, Mapping)}


def _senator(s: Mapping[str, Any]) -> dict[str, Any]:
    return {
        "name": str(s.get("name", "?")),
        "office": s.get("office"),
        "priesthood": s.get("priesthood"),
        "influence": int(s.get("influence", 0)),
        "popularity": int(s.get("popularity", 0)),
        "leader": bool(s.get("leader")),
        "away": bool(s.get("rebel")),
    }


def _order(s: Mapping[str, Any]) -> tuple[int, int, str]:
    """Leader first, then office holders, then by Influence."""
    return (
        0 if s.get("leader") else 1 if s.get("office") else 2,
        -int(s.get("influence", 0)),
        str(s.get("name")),
    )


def board_data(view: Mapping[str, Any]) -> dict[str, Any]:
    """What the board and the picture show, from the public view (a `RorView` dump)."""
    senators = _by_card(view)
    factions = []
    for f in view.get("factions", []):
        members = [senators[c] for c in f.get("senators", []) if c in senators]
        factions.append(
            {
                "seat": f["seat"],
                "cards": int(f.get("hand_size", 0)),
                "senators": [_senator(s) for s in sorted(members, key=_order)],
            }
        )
    forces: list[dict[str, Any]] = []
    for force in view.get("forces", []):
        commander = senators.get(str(force.get("commander")))
        forces.append(
            {
                "war": str(force.get("war")),
                "commander": str(commander["name"]) if commander else None,
                "legions": int(force.get("legions", 0)) + sum(force.get("veterans", {}).values()),
                "fleets": int(force.get("fleets", 0)),
            }
        )
    wars = {str(w["id"]): w for w in view.get("wars", [])}
    for force in forces:
        war = wars.get(force["war"])
        force["war"] = str(war["name"]) if war else force["war"]
    waiting = list(dict.fromkeys(str(p["seat"]) for p in view.get("pending", [])))
    outcome = view.get("outcome")
    return {
        "turn": view.get("turn", 0),
        "phase": view.get("phase", "?"),
        "treasury": view.get("treasury", 0),
        "unrest": view.get("unrest", 0),
        "legions": view.get("legions", 0),
        "fleets": view.get("fleets", 0),
        "wars": [
            {
                "name": str(w.get("name")),
                "status": str(w.get("status")),
                "land": int(w.get("land", 0)),
                "naval": int(w.get("naval", 0)),
            }
            for w in view.get("wars", [])
        ],
        "forces": forces,
        "factions": factions,
        "unaligned": sum(1 for s in senators.values() if s.get("faction") is None),
        "waiting": waiting,
        "finished": outcome is not None,
    }
