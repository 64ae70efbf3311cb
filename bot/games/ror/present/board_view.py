"""The status board of the Republic in words (`Presenter.board_view`): the title's phase,
the State's treasury, unrest and forces in Rome, the wars and the forces in the field,
and each faction's senators, leader first. The Discord layer fits it to an embed."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.present import BoardField, BoardView, SeatBoard
from bot.messages import has, t


def phase_label(phase: Any) -> str:
    key = f"ui.board.phase.{phase}"
    return t(key) if has(key) else str(phase)


def _war_label(status: Any) -> str:
    key = f"ui.board.war.{status}"
    return t(key) if has(key) else str(status)


def _senator_line(s: Mapping[str, Any]) -> str:
    held = [o for o in (s.get("office"), s.get("priesthood")) if o]
    names = ", ".join(t(f"office.{o}") if has(f"office.{o}") else str(o) for o in held)
    office_text = t("ui.board.senator_office", office=names) if held else ""
    return t(
        "ui.board.senator",
        mark="⭐" if s.get("leader") else "•",
        name=s.get("name"),
        office=office_text,
        influence=s.get("influence", 0),
        popularity=s.get("popularity", 0),
    )


def board_view(data: Mapping[str, Any]) -> BoardView:
    """The board of `board_data`'s output."""
    treasury = t("ui.board.talents", talents=data.get("treasury", 0))
    units = t("ui.board.units", legions=data.get("legions", 0), fleets=data.get("fleets", 0))
    wars = tuple(
        t(
            "ui.board.war_line",
            name=w.get("name"),
            status=_war_label(w.get("status")),
            land=w.get("land", 0),
            naval=w.get("naval", 0),
        )
        for w in data.get("wars", [])
    )
    forces = tuple(
        t(
            "ui.board.force_line",
            commander=f.get("commander") or t("ui.board.no_commander"),
            war=f.get("war"),
            legions=f.get("legions", 0),
            fleets=f.get("fleets", 0),
        )
        for f in data.get("forces", [])
    )
    seats = tuple(
        SeatBoard(
            seat=str(f.get("seat")),
            key="ui.board.faction",
            lines=tuple(_senator_line(s) for s in f.get("senators", []))
            or (t("ui.board.no_senators"),),
            params={"cards": f.get("cards", 0)},
        )
        for f in data.get("factions", [])
    )
    unaligned = data.get("unaligned")
    return BoardView(
        turn=data.get("turn", "?"),
        phase=phase_label(data.get("phase")),
        finished=bool(data.get("finished")),
        head=(
            BoardField(t("ui.board.treasury"), (treasury,), inline=True),
            BoardField(t("ui.board.unrest"), (str(data.get("unrest", 0)),), inline=True),
            BoardField(t("ui.board.legions"), (units,), inline=True),
        ),
        body=(
            BoardField(t("ui.board.wars"), wars, empty=t("ui.board.no_wars")),
            BoardField(t("ui.board.forces"), forces),
        ),
        seats=seats,
        waiting=tuple(str(s) for s in data.get("waiting", [])),
        footer=t("ui.board.unaligned", count=unaligned) if unaligned else None,
    )
