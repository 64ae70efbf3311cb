"""The picture of the map's stacks: each space where the imported map puts it (`x`, `y` in
0–1000), or on a circle when it gives no coordinates; connections drawn by kind; each
space's CU by power and its leaders, commanders first."""

from __future__ import annotations

import io
import math
from collections.abc import Mapping
from typing import Any

from PIL import Image, ImageDraw

from bot.fonts import font as _font

FILENAME = "sword_of_rome.png"
SIZE = 900
MARGIN = 50
COLOURS = {
    "roman": (180, 30, 30),
    "gallic": (40, 120, 40),
    "etruscan": (150, 90, 20),
    "samnite": (120, 60, 140),
    "greek": (30, 80, 170),
    "carthaginian": (20, 130, 130),
    "volsci": (110, 110, 110),
    "transalpine": (90, 160, 60),
}
LINKS = {
    "clear": (90, 90, 90),
    "rough": (140, 100, 50),
    "strait": (40, 120, 200),
    "naval": (120, 170, 220),
}


def _positions(spaces: list[Mapping[str, Any]]) -> dict[str, tuple[int, int]]:
    span = SIZE - 2 * MARGIN
    found = {}
    for i, s in enumerate(spaces):
        if s.get("x") is not None and s.get("y") is not None:
            x, y = int(s["x"]), int(s["y"])
        else:
            angle = 2 * math.pi * i / max(1, len(spaces))
            x, y = int(500 + 420 * math.cos(angle)), int(500 + 420 * math.sin(angle))
        found[s["id"]] = (MARGIN + x * span // 1000, MARGIN + y * span // 1000)
    return found


def render(data: Mapping[str, Any]) -> bytes:
    spaces = list(data.get("spaces", []))
    where = _positions(spaces)
    image = Image.new("RGB", (SIZE, SIZE), (245, 238, 220))
    draw = ImageDraw.Draw(image)
    for link in data.get("links", []):
        a, b = where.get(link.get("a")), where.get(link.get("b"))
        if a and b:
            width = 1 if link.get("kind") == "naval" else 3
            draw.line([a, b], fill=LINKS.get(link.get("kind"), (0, 0, 0)), width=width)
    for s in spaces:
        x, y = where[s["id"]]
        colour = COLOURS.get(s.get("control") or "", (255, 255, 255))
        r = 14 if s.get("walled") else 10
        shape = draw.rectangle if s.get("walled") else draw.ellipse
        shape([x - r, y - r, x + r, y + r], fill=colour, outline=(0, 0, 0), width=2)
        draw.text((x + r + 3, y - r), s.get("name", s["id"]), font=_font(10), fill=(0, 0, 0))
        line = y + 2
        for side in ("outside", "inside"):
            for power, n in sorted(s.get(side, {}).items()):
                mark = "[" if side == "inside" else ""
                draw.text(
                    (x + r + 3, line),
                    f"{mark}{n}",
                    font=_font(10),
                    fill=COLOURS.get(power, (0, 0, 0)),
                )
                line += 11
        for ldr in sorted(s.get("leaders", []), key=lambda d: not d.get("commander")):
            star = "*" if ldr.get("commander") else "-"
            fill = COLOURS.get(ldr.get("power") or "", (0, 0, 0))
            draw.text((x + r + 3, line), f"{star}{ldr.get('name')}", font=_font(10), fill=fill)
            line += 11
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()
