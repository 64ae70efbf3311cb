"""The picture of the papal procedures (Pillow): the board's lines on parchment. It draws
the board data, which comes from the public view only. Same data, same bytes."""

from __future__ import annotations

import io
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.fonts import font as _font
from bot.games.his.present.board import (
    excommunication_lines,
    phase_label,
    reformer_lines,
    relation_lines,
    sack_lines,
    unit_lines,
)
from bot.messages import t

FILENAME = "here_i_stand.png"
WIDTH = 900
MARGIN = 20
LINE = 22
PARCHMENT = (244, 236, 216)
INK = (40, 30, 20)
PAPAL = (150, 120, 20)


def sections(data: Mapping[str, Any]) -> list[tuple[str, tuple[str, ...]]]:
    st_peters = t(
        "ui.his.board.st_peters_line",
        vp=data.get("st_peters_vp", 0),
        cp=data.get("st_peters_cp", 0),
    )
    return [
        (t("ui.his.board.st_peters"), (st_peters,)),
        (t("ui.his.board.excommunications"), excommunication_lines(data)),
        (t("ui.his.board.relations"), relation_lines(data)),
        (t("ui.his.board.sack_title"), sack_lines(data)),
        (t("ui.his.board.units"), unit_lines(data)),
        (t("ui.his.board.reformers"), reformer_lines(data)),
    ]


def render(data: Mapping[str, Any]) -> bytes:
    parts = [(head, lines) for head, lines in sections(data) if lines]
    height = 70 + sum((len(lines) + 1) * LINE + 8 for _, lines in parts) + MARGIN
    image = Image.new("RGB", (WIDTH, height), PARCHMENT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, 56), fill=PAPAL)
    title = t(
        "ui.his.board.image_title", turn=data.get("turn", "?"), phase=phase_label(data.get("phase"))
    )
    draw.text((MARGIN, 14), title, fill=PARCHMENT, font=_font(26))
    y = 70
    for head, lines in parts:
        draw.text((MARGIN, y), head, fill=PAPAL, font=_font(18))
        y += LINE
        for line in lines:
            draw.text((MARGIN + 12, y), line, fill=INK, font=_font(15))
            y += LINE
        y += 8
    out = io.BytesIO()
    image.save(out, format="PNG", optimize=True)
    return out.getvalue()
