"""The status board of the papal procedures in words, from the public view only: St.
Peter's, the excommunications and their grounds, the reformers, the units in Italy, the
Sack under way, and each seat's powers with their rulers and card-draw modifiers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.present import BoardField, BoardView, SeatBoard
from bot.messages import has, t

#: what of the public view the board and the picture show
KEYS = (
    "turn",
    "turn_limit",
    "phase",
    "active",
    "waiting",
    "control",
    "rulers",
    "wars",
    "alliances",
    "units",
    "unrest",
    "reformers",
    "excommunicated",
    "draw_modifier",
    "st_peters_cp",
    "st_peters_vp",
    "papal_hand_size",
    "sack",
    "bull",
    "outcome",
)


def board_data(view: Mapping[str, Any]) -> dict[str, Any]:
    return {key: view.get(key) for key in KEYS}


def name(kind: str, ref: str | None) -> str:
    """A space, ruler or reformer by name (`card.his:<kind>:<id>`)."""
    if ref is None:
        return "—"
    key = f"card.his:{kind}:{ref}"
    return t(key) if has(key) else ref


def power(ref: str) -> str:
    return t(f"seat.{ref}") if has(f"seat.{ref}") else ref


def phase_label(phase: Any) -> str:
    key = f"ui.his.phase.{phase}"
    return t(key) if has(key) else str(phase)


def stack_line(space: str, owner: str, stack: Mapping[str, Any]) -> str:
    leaders = ", ".join(
        t("ui.his.board.leader", leader=name("ruler", str(leader["name"])), battle=leader["battle"])
        for leader in stack.get("leaders", [])
    )
    return t(
        "ui.his.board.stack",
        space=name("space", space),
        power=power(owner),
        regulars=stack.get("regulars", 0),
        mercenaries=stack.get("mercenaries", 0),
        leaders=f" ({leaders})" if leaders else "",
    )


def unit_lines(data: Mapping[str, Any]) -> tuple[str, ...]:
    units: Mapping[str, Mapping[str, Any]] = data.get("units") or {}
    return tuple(
        stack_line(space, owner, stack)
        for space, by_power in sorted(units.items())
        for owner, stack in sorted(by_power.items())
    )


def excommunication_lines(data: Mapping[str, Any]) -> tuple[str, ...]:
    marked: Mapping[str, Any] = data.get("excommunicated") or {}
    lines = [
        t(
            "ui.his.board.excommunicated",
            power=power(p),
            ruler=name("ruler", info.get("ruler")),
            turn=info.get("since_turn"),
        )
        for p, info in sorted(marked.items())
    ]
    reformers: Mapping[str, Any] = data.get("reformers") or {}
    lines += [
        t("ui.his.board.reformer_excommunicated", reformer=name("reformer", r))
        for r, info in sorted(reformers.items())
        if info.get("excommunicated_turn") is not None
    ]
    return tuple(lines)


def relation_lines(data: Mapping[str, Any]) -> tuple[str, ...]:
    wars = [
        t("ui.his.board.war", power=power(a), other=power(b)) for a, b in data.get("wars") or []
    ]
    allies = [
        t("ui.his.board.alliance", power=power(a), other=power(b))
        for a, b in data.get("alliances") or []
    ]
    return tuple(wars + allies)


def reformer_lines(data: Mapping[str, Any]) -> tuple[str, ...]:
    reformers: Mapping[str, Any] = data.get("reformers") or {}
    return tuple(
        t(
            "ui.his.board.reformer",
            reformer=name("reformer", r),
            space=name("space", info.get("space")),
            committed=t("ui.his.board.committed") if info.get("committed") else "",
        )
        for r, info in sorted(reformers.items())
        if info.get("space")
    )


def sack_lines(data: Mapping[str, Any]) -> tuple[str, ...]:
    sack = data.get("sack")
    if not sack:
        return ()
    formation = sack.get("formation", {})
    return (
        t(
            "ui.his.board.sack",
            owner=power(sack["owner"]),
            origin=name("space", sack["origin"]),
            regulars=formation.get("regulars", 0),
            mercenaries=formation.get("mercenaries", 0),
            attacker_dice=sack.get("attacker_dice", 0),
            defender_dice=sack.get("defender_dice", 0),
        ),
    )


def seat_lines(data: Mapping[str, Any], seat: str) -> tuple[str, ...]:
    control: Mapping[str, str] = data.get("control") or {}
    rulers: Mapping[str, str] = data.get("rulers") or {}
    modifiers: Mapping[str, int] = data.get("draw_modifier") or {}
    lines = []
    for p, holder in control.items():
        if holder != seat:
            continue
        lines.append(
            t(
                "ui.his.board.power",
                power=power(p),
                ruler=name("ruler", rulers.get(p)),
                modifier=t("ui.his.board.modifier", modifier=modifiers[p])
                if modifiers.get(p)
                else "",
            )
        )
        if p == "papacy":
            lines.append(t("ui.his.board.papal_hand", count=data.get("papal_hand_size", 0)))
    return tuple(lines) or (t("ui.his.board.no_power"),)


def board_view(data: Mapping[str, Any]) -> BoardView:
    st_peters = t(
        "ui.his.board.st_peters_line",
        vp=data.get("st_peters_vp", 0),
        cp=data.get("st_peters_cp", 0),
    )
    head = (
        BoardField(t("ui.his.board.st_peters"), (st_peters,), inline=True),
        BoardField(t("ui.his.board.impulse"), (power(str(data.get("active"))),), inline=True),
        BoardField(
            t("ui.his.board.excommunications"),
            excommunication_lines(data),
            empty=t("ui.his.board.none"),
        ),
        BoardField(t("ui.his.board.relations"), relation_lines(data), empty=t("ui.his.board.none")),
    )
    unrest = tuple(name("space", s) for s in data.get("unrest") or [])
    body = (
        BoardField(t("ui.his.board.sack_title"), sack_lines(data)),
        BoardField(t("ui.his.board.units"), unit_lines(data), empty=t("ui.his.board.none")),
        BoardField(t("ui.his.board.reformers"), reformer_lines(data), empty=t("ui.his.board.none")),
        BoardField(t("ui.his.board.unrest"), (", ".join(unrest),) if unrest else ()),
    )
    control: Mapping[str, str] = data.get("control") or {}
    seats = tuple(
        SeatBoard(seat=seat, key="ui.his.board.seat", lines=seat_lines(data, seat))
        for seat in dict.fromkeys(control.values())
    )
    return BoardView(
        turn=data.get("turn"),
        phase=phase_label(data.get("phase")),
        finished=data.get("outcome") is not None,
        head=head,
        body=body,
        seats=seats,
        waiting=tuple(data.get("waiting") or ()),
        footer=t("ui.his.board.footer", turn=data.get("turn"), limit=data.get("turn_limit")),
    )
