"""What the status board and the picture show, from the public view (`Presenter.board`),
and the board in words (`Presenter.board_view`)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.present import BoardField, BoardView, SeatBoard
from bot.messages import has, t


def board_data(view: Mapping[str, Any]) -> dict[str, Any]:
    """The board's data: plain JSON, names resolved from the group's roster and map."""
    roster = {d["id"]: d for d in view.get("roster", {}).get("leaders", [])}
    game_map = view.get("map", {})
    names = {s["id"]: s.get("name", s["id"]) for s in game_map.get("spaces", [])}
    leaders = view.get("leaders", {})
    spaces = []
    for s in game_map.get("spaces", []):
        state = view.get("spaces", {}).get(s["id"], {})
        here = [
            {
                "name": roster.get(lid, {}).get("name", lid),
                "power": roster.get(lid, {}).get("power"),
                "commander": ls.get("under") is None,
                "inside": ls.get("inside", False),
            }
            for lid, ls in leaders.items()
            if ls.get("status") == "map" and ls.get("space") == s["id"]
        ]
        spaces.append(
            {
                "id": s["id"],
                "name": s.get("name", s["id"]),
                "x": s.get("x"),
                "y": s.get("y"),
                "walled": s.get("walled", False),
                "control": state.get("control"),
                "loyalty": state.get("loyalty"),
                "outside": state.get("outside", {}),
                "inside": state.get("inside", {}),
                "leaders": here,
            }
        )
    off_map: dict[str, list[str]] = {}
    for lid, ls in leaders.items():
        if ls.get("status") in ("cup", "displaced", "set_aside"):
            off_map.setdefault(ls["status"], []).append(roster.get(lid, {}).get("name", lid))
    act = view.get("activation")
    battle = view.get("battle")
    return {
        "game": "sor",
        "turn": view.get("turn"),
        "round": view.get("round"),
        "phase": view.get("phase"),
        "finished": view.get("outcome") is not None,
        "active": view.get("active"),
        "vp": view.get("vp", {}),
        "alliances": [list(p) for p in view.get("alliances", [])],
        "out": view.get("out", []),
        "seat_powers": view.get("seat_powers", {}),
        "spaces": spaces,
        "links": game_map.get("connections", []),
        "off_map": off_map,
        "activation": None
        if act is None
        else {
            "leader": roster.get(act["force"][0], {}).get("name") if act.get("force") else None,
            "space": names.get(act.get("space"), act.get("space")),
            "mp_left": act.get("mp_left"),
            "cu": act.get("cu"),
        },
        "battle": None
        if battle is None
        else {
            "space": names.get(battle["space"], battle["space"]),
            "attacker": battle.get("attacker"),
            "defender": battle.get("defender"),
            "modifiers": battle.get("modifiers", {}),
        },
        "waiting": view.get("waiting", []),
        "map_name": game_map.get("name"),
        "roster_complete": view.get("roster", {}).get("complete", True),
    }


def power_name(power: Any) -> str:
    """A power by its name (`card.sor:power:<power>`)."""
    key = f"card.sor:power:{power}"
    return t(key) if has(key) else str(power)


def _units(outside: Mapping[str, int], inside: Mapping[str, int]) -> str:
    """Each power's CU in a space, those inside the walls apart."""
    shown = [t("ui.sor_board.units", power=power_name(p), cu=n) for p, n in sorted(outside.items())]
    shown += [
        t("ui.sor_board.units_inside", power=power_name(p), cu=n) for p, n in sorted(inside.items())
    ]
    return ", ".join(shown) or "0"


def _modifiers(modifiers: Mapping[str, int]) -> str:
    """A battle's modifiers, each by its reason (`card.sor:reason:<reason>`)."""
    return ", ".join(
        t("ui.sor_board.modifier", reason=t(f"card.sor:reason:{k}"), value=v)
        for k, v in modifiers.items()
    ) or t("card.sor:reason:none")


def _phase(phase: Any) -> str:
    key = f"ui.sor_board.phase.{phase}"
    return t(key) if has(key) else str(phase)


def _seat(data: Mapping[str, Any]) -> str:
    active = data.get("active")
    return t(f"seat.{active}") if active and has(f"seat.{active}") else str(active or "—")


def board_view(data: Mapping[str, Any]) -> BoardView:
    head = [
        BoardField(
            t("ui.sor_board.round"),
            (t("ui.sor_board.round_line", round=data.get("round"), active=_seat(data)),),
            inline=True,
        ),
    ]
    alliances = data.get("alliances", [])
    if alliances:
        head.append(
            BoardField(
                t("ui.sor_board.alliances"),
                tuple(
                    t("ui.sor_board.alliance_line", first=power_name(a), second=power_name(b))
                    for a, b in alliances
                ),
            )
        )
    act = data.get("activation")
    if act:
        head.append(
            BoardField(
                t("ui.sor_board.activation"),
                (t("ui.sor_board.activation_line", **{**act, "leader": act.get("leader") or "—"}),),
            )
        )
    battle = data.get("battle")
    if battle:
        sides = {
            "attacker": power_name(battle["attacker"]),
            "defender": power_name(battle["defender"]),
        }
        mods = _modifiers(battle["modifiers"])
        head.append(
            BoardField(
                t("ui.sor_board.battle"),
                (t("ui.sor_board.battle_line", **{**battle, **sides, "modifiers": mods}),),
            )
        )
    off = data.get("off_map", {})
    body = (
        BoardField(
            t("ui.sor_board.off_map"),
            tuple(
                t(f"ui.sor_board.status.{status}", names=", ".join(names))
                for status, names in sorted(off.items())
            ),
        ),
    )
    seats = []
    for seat, powers in data.get("seat_powers", {}).items():
        lines = []
        for s in data.get("spaces", []):
            mine = {p: n for p, n in s["outside"].items() if p in powers}
            inside = {p: n for p, n in s["inside"].items() if p in powers}
            leaders = [
                ("★" if ldr["commander"] else "·") + ldr["name"]
                for ldr in s["leaders"]
                if ldr["power"] in powers
            ]
            if mine or inside or leaders:
                lines.append(
                    t(
                        "ui.sor_board.space_line",
                        space=s["name"],
                        cu=_units(mine, inside),
                        leaders=" ".join(leaders) or "—",
                    )
                )
        seats.append(
            SeatBoard(
                seat=seat,
                key="ui.sor_board.seat",
                lines=tuple(lines) or (t("ui.sor_board.nothing"),),
                params={"vp": data.get("vp", {}).get(seat, 0)},
            )
        )
    footer = None if data.get("roster_complete", True) else t("ui.sor_board.partial_roster")
    return BoardView(
        turn=data.get("turn", "?"),
        phase=_phase(data.get("phase")),
        finished=bool(data.get("finished")),
        head=tuple(head),
        body=body,
        seats=tuple(seats),
        waiting=tuple(str(s) for s in data.get("waiting", [])),
        footer=footer,
    )
