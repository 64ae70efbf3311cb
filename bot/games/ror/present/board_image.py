"""The picture of the Republic (Pillow): treasury, unrest, wars with their strengths,
forces, and the factions with their senators and offices.

It draws `board.board_data`, which comes from the public view only, so the picture
can show nothing private. Same data, same bytes (no timestamps, no metadata). One PNG of
well under 1 MB, drawn in a few tens of milliseconds (tests/discord/test_discord_board.py).
"""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.fonts import Font, font
from bot.messages import has, t

WIDTH = 960
MARGIN = 20
COLUMNS = 3
LINE = 22
FILENAME = "republic.png"

PARCHMENT = (244, 236, 216)
INK = (40, 30, 20)
MUTED = (120, 105, 85)
PURPLE = (110, 30, 60)
WAR_COLOURS = {"active": (178, 34, 34), "imminent": (214, 120, 0), "inactive": (120, 120, 120)}
SEAT_COLOURS = (
    (128, 0, 32),
    (25, 80, 150),
    (30, 110, 60),
    (150, 90, 20),
    (90, 40, 120),
    (20, 110, 110),
)


def _label(key: str, fallback: str) -> str:
    return t(key) if has(key) else fallback


def _seat(seat: str) -> str:
    return _label(f"seat.{seat}", seat)


def _office(office: str | None) -> str:
    return _label(f"ui.board.office_short.{office}", office or "") if office else ""


def _fit(draw: ImageDraw.ImageDraw, text: str, font: Font, width: int) -> str:
    """`text`, shortened with an ellipsis until it fits `width` pixels."""
    if draw.textlength(text, font=font) <= width:
        return text
    while text and draw.textlength(text + "…", font=font) > width:
        text = text[:-1]
    return text + "…"


def _mark(draw: ImageDraw.ImageDraw, x: int, y: int, leader: bool, colour: tuple[int, ...]) -> None:
    """A senator's mark: a diamond for the Faction Leader, a dot for the others."""
    if leader:
        draw.polygon([(x, y - 6), (x + 6, y), (x, y + 6), (x - 6, y)], fill=colour)
    else:
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=MUTED)


def _faction_height(faction: Mapping[str, Any]) -> int:
    return 2 * LINE + 8 + LINE * max(1, len(faction.get("senators", [])))


def _height(data: Mapping[str, Any]) -> int:
    wars = max(1, len(data.get("wars", [])))
    forces = len(data.get("forces", []))
    factions = list(data.get("factions", []))
    rows = [factions[i : i + COLUMNS] for i in range(0, len(factions), COLUMNS)]
    grid = sum(max(_faction_height(f) for f in row) + 12 for row in rows)
    return (
        70
        + 50
        + (2 + wars) * LINE
        + (1 + forces) * LINE * (1 if forces else 0)
        + 20
        + grid
        + MARGIN
    )


def render_board(data: Mapping[str, Any]) -> bytes:
    """The PNG of the board data."""
    image = Image.new("RGB", (WIDTH, _height(data)), PARCHMENT)
    draw = ImageDraw.Draw(image)
    big, mid, small = font(26), font(18), font(15)
    # header
    draw.rectangle((0, 0, WIDTH, 56), fill=PURPLE)
    title = t(
        "ui.board.image_title",
        turn=data.get("turn", "?"),
        phase=_label(f"ui.board.phase.{data.get('phase')}", str(data.get("phase"))),
    )
    draw.text((MARGIN, 13), _fit(draw, title, big, WIDTH - 2 * MARGIN), font=big, fill=PARCHMENT)
    y = 70
    stats = [
        (t("ui.board.treasury"), t("ui.board.talents", talents=data.get("treasury", 0))),
        (t("ui.board.unrest"), str(data.get("unrest", 0))),
        (t("ui.board.legions"), str(data.get("legions", 0))),
        (t("ui.board.fleets"), str(data.get("fleets", 0))),
    ]
    cell = (WIDTH - 2 * MARGIN) // len(stats)
    for i, (label, value) in enumerate(stats):
        x = MARGIN + i * cell
        draw.rounded_rectangle((x, y, x + cell - 10, y + 40), radius=6, outline=INK, width=1)
        draw.text((x + 8, y + 3), label, font=small, fill=MUTED)
        draw.text((x + 8, y + 18), value, font=mid, fill=INK)
    y += 50
    # wars
    draw.text((MARGIN, y), t("ui.board.wars"), font=mid, fill=INK)
    y += LINE + 4
    wars = list(data.get("wars", []))
    if not wars:
        draw.text((MARGIN + 10, y), t("ui.board.no_wars"), font=small, fill=MUTED)
        y += LINE
    for w in wars:
        status = str(w.get("status"))
        colour = WAR_COLOURS.get(status, INK)
        draw.rectangle((MARGIN + 10, y + 3, MARGIN + 22, y + 15), fill=colour)
        line = t(
            "ui.board.image_war",
            name=w.get("name"),
            status=_label(f"ui.board.war.{status}", status),
            land=w.get("land", 0),
            naval=w.get("naval", 0),
        )
        draw.text((MARGIN + 30, y), _fit(draw, line, small, WIDTH - 60), font=small, fill=INK)
        y += LINE
    forces = list(data.get("forces", []))
    if forces:
        draw.text((MARGIN, y + 4), t("ui.board.forces"), font=mid, fill=INK)
        y += LINE + 4
        for f in forces:
            line = t(
                "ui.board.force_line",
                commander=f.get("commander") or t("ui.board.no_commander"),
                war=f.get("war"),
                legions=f.get("legions", 0),
                fleets=f.get("fleets", 0),
            )
            draw.text((MARGIN + 10, y), _fit(draw, line, small, WIDTH - 50), font=small, fill=INK)
            y += LINE
    y += 20
    # factions
    factions = list(data.get("factions", []))
    width = (WIDTH - 2 * MARGIN - (COLUMNS - 1) * 10) // COLUMNS
    for row_start in range(0, len(factions), COLUMNS):
        row = factions[row_start : row_start + COLUMNS]
        height = max(_faction_height(f) for f in row)
        for i, f in enumerate(row):
            x = MARGIN + i * (width + 10)
            colour = SEAT_COLOURS[(row_start + i) % len(SEAT_COLOURS)]
            draw.rounded_rectangle((x, y, x + width, y + height), radius=8, outline=colour, width=2)
            draw.rectangle((x + 2, y + 2, x + width - 2, y + LINE + 4), fill=colour)
            draw.text(
                (x + 8, y + 3),
                _fit(draw, _seat(str(f["seat"])), mid, width - 16),
                font=mid,
                fill=PARCHMENT,
            )
            cards = t("ui.board.cards", count=f.get("cards", 0))
            draw.text((x + 8, y + LINE + 8), cards, font=small, fill=MUTED)
            sy = y + 2 * LINE + 8
            senators = list(f.get("senators", []))
            if not senators:
                draw.text((x + 8, sy), t("ui.board.no_senators"), font=small, fill=MUTED)
            for s in senators:
                _mark(draw, x + 14, sy + 10, bool(s.get("leader")), colour)
                stats_text = t(
                    "ui.board.senator_stats",
                    influence=s.get("influence", 0),
                    popularity=s.get("popularity", 0),
                )
                office = " ".join(
                    o for o in (_office(s.get("office")), _office(s.get("priesthood"))) if o
                )
                right = f"{office}  {stats_text}" if office else stats_text
                right_width = int(draw.textlength(right, font=small))
                name = _fit(draw, str(s.get("name")), small, width - 40 - right_width)
                draw.text((x + 24, sy), name, font=small, fill=INK)
                draw.text(
                    (x + width - 8 - right_width, sy),
                    right,
                    font=small,
                    fill=INK if office else MUTED,
                )
                sy += LINE
        y += height + 12
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=False, compress_level=6)
    return out.getvalue()
