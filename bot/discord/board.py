"""Outcome payloads -> Discord messages: the status board embed, the phase summary
embeds and the picture of the Republic as a PNG attachment (issue 6)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import discord

from bot.discord.render import Rendered, clip, fit_lines, mention, seat_name
from bot.games import DEFAULT_GAME, get_presenter
from bot.messages import has, t

FIELD_LIMIT = 1024
TITLE_LIMIT = 256
#: characters of the board embed (Discord allows 6000); the factions share what is left
BOARD_BUDGET = 5600


def _phase(phase: Any) -> str:
    key = f"ui.board.phase.{phase}"
    return t(key) if has(key) else str(phase)


def _lines(lines: Sequence[str], limit: int) -> str:
    return fit_lines(lines, limit) or "—"


def _occupant(seats: Mapping[str, Any], seat: str) -> str:
    who = seats.get(seat) or {}
    if who.get("bot"):
        return t("ui.board.computer")
    if who.get("user_id") is None:
        return t("ui.board.open_seat")
    return mention(who["user_id"])


def board_message(payload: Mapping[str, Any], due_at: float | None = None) -> Rendered:
    """The status board: one embed within Discord's limits. `due_at` is the earliest
    deadline of the decisions waited on (read when the board is delivered)."""
    data: Mapping[str, Any] = payload.get("board") or {}
    seats: Mapping[str, Any] = payload.get("seats") or {}
    title = t(
        "ui.board.title",
        game_id=payload.get("game_id", "?"),
        turn=data.get("turn", "?"),
        phase=_phase(data.get("phase")),
    )
    embed = discord.Embed(title=clip(title, TITLE_LIMIT))
    if data.get("finished"):
        embed.description = t("ui.board.finished")
    embed.add_field(
        name=t("ui.board.treasury"), value=t("ui.board.talents", talents=data.get("treasury", 0))
    )
    embed.add_field(name=t("ui.board.unrest"), value=str(data.get("unrest", 0)))
    embed.add_field(
        name=t("ui.board.legions"),
        value=t("ui.board.units", legions=data.get("legions", 0), fleets=data.get("fleets", 0)),
    )
    waiting = ", ".join(seat_name(s) for s in data.get("waiting", [])) or t("ui.board.nobody")
    if due_at is not None and data.get("waiting"):
        waiting = t("ui.board.waiting_until", seats=waiting, due=f"<t:{int(due_at)}:R>")
    embed.add_field(name=t("ui.board.waiting"), value=clip(waiting, FIELD_LIMIT), inline=False)
    wars = [
        t(
            "ui.board.war_line",
            name=w.get("name"),
            status=_label_war(w.get("status")),
            land=w.get("land", 0),
            naval=w.get("naval", 0),
        )
        for w in data.get("wars", [])
    ]
    embed.add_field(
        name=t("ui.board.wars"),
        value=_lines(wars, FIELD_LIMIT) if wars else t("ui.board.no_wars"),
        inline=False,
    )
    forces = [
        t(
            "ui.board.force_line",
            commander=f.get("commander") or t("ui.board.no_commander"),
            war=f.get("war"),
            legions=f.get("legions", 0),
            fleets=f.get("fleets", 0),
        )
        for f in data.get("forces", [])
    ]
    if forces:
        embed.add_field(name=t("ui.board.forces"), value=_lines(forces, FIELD_LIMIT), inline=False)
    factions = list(data.get("factions", []))[:18]
    used = len(embed.title or "") + len(embed.description or "")
    used += sum(len(f.name or "") + len(f.value or "") for f in embed.fields)
    budget = min(FIELD_LIMIT, max(60, (BOARD_BUDGET - used) // max(1, len(factions)) - 80))
    for f in factions:
        lines = [_senator_line(s) for s in f.get("senators", [])] or [t("ui.board.no_senators")]
        head = t(
            "ui.board.faction",
            faction=seat_name(f.get("seat")),
            occupant=_occupant(seats, str(f.get("seat"))),
            cards=f.get("cards", 0),
        )
        embed.add_field(name=clip(head, 256), value=_lines(lines, budget), inline=False)
    if data.get("unaligned"):
        embed.set_footer(text=t("ui.board.unaligned", count=data["unaligned"]))
    return Rendered(embeds=[embed])


def _label_war(status: Any) -> str:
    key = f"ui.board.war.{status}"
    return t(key) if has(key) else str(status)


def _senator_line(s: Mapping[str, Any]) -> str:
    office = s.get("office")
    office_text = (
        t(
            "ui.board.senator_office",
            office=t(f"office.{office}") if has(f"office.{office}") else office,
        )
        if office
        else ""
    )
    return t(
        "ui.board.senator",
        mark="⭐" if s.get("leader") else "•",
        name=s.get("name"),
        office=office_text,
        influence=s.get("influence", 0),
        popularity=s.get("popularity", 0),
    )


def summary_message(payload: Mapping[str, Any]) -> Rendered:
    """One page of a phase summary (a game presenter's `summaries`): one embed."""
    embed = discord.Embed(title=clip(str(payload.get("title", "")), TITLE_LIMIT))
    for f in payload.get("fields", []):
        embed.add_field(
            name=clip(str(f["name"]), 256), value=clip(str(f["value"]), FIELD_LIMIT), inline=False
        )
    return Rendered(embeds=[embed])


def image_message(data: Mapping[str, Any], caption: str, game: str) -> Rendered:
    """The picture `game`'s presenter draws of its board data as an attachment, with a
    one-line caption."""
    return Rendered(content=caption, files=[get_presenter(game).picture(data)])


def image_caption(data: Mapping[str, Any], *, requested: bool) -> str:
    if requested:
        return t(
            "ui.board.image_request", turn=data.get("turn", "?"), phase=_phase(data.get("phase"))
        )
    return t("ui.board.image_caption", turn=data.get("turn", "?"))


def outbox_message(payload: Mapping[str, Any], due_at: float | None = None) -> Rendered:
    kind = payload.get("kind")
    if kind == "board":
        return board_message(payload, due_at)
    if kind == "summary":
        return summary_message(payload)
    data = payload.get("board") or {}
    game = str(payload.get("game", DEFAULT_GAME))  # rows stored before games were named
    return image_message(data, image_caption(data, requested=False), game)
