"""The typeface the games' pictures are drawn in: one with Cyrillic (and Latin, Greek), so a
board drawn in Russian reads as it does in English.

DejaVu Sans is looked for where the systems put it (Debian's `fonts-dejavu-core`, which
the Docker image installs, Fedora, Arch, macOS with Homebrew), or at the path the
`PRAETOR_FONT` environment variable names. A machine without it draws with Pillow's own
font (Latin only: Cyrillic shows as boxes), and says so once in the log.
"""

from __future__ import annotations

import logging
import os
from functools import cache
from pathlib import Path

from PIL import ImageFont

log = logging.getLogger(__name__)

#: the environment variable naming a TrueType font to draw with instead
FONT_ENV = "PRAETOR_FONT"
#: where DejaVu Sans is found on the systems we know, regular then bold
_DIRS = (
    "/usr/share/fonts/truetype/dejavu",  # Debian, Ubuntu (fonts-dejavu-core)
    "/usr/share/fonts/dejavu",  # Fedora, Alpine
    "/usr/share/fonts/TTF",  # Arch
    "/opt/homebrew/share/fonts",
    "/usr/local/share/fonts",
)
_FILES = {False: "DejaVuSans.ttf", True: "DejaVuSans-Bold.ttf"}

Font = ImageFont.FreeTypeFont | ImageFont.ImageFont


def font_path(bold: bool = False) -> Path | None:
    """The TrueType file pictures are drawn with (None: none was found)."""
    named = os.environ.get(FONT_ENV)
    if named and Path(named).is_file():
        return Path(named)
    for folder in _DIRS:
        for name in (_FILES[bold], _FILES[False]):
            path = Path(folder) / name
            if path.is_file():
                return path
    return None


@cache
def font(size: int, bold: bool = False) -> Font:
    """The picture font at `size` pixels; Pillow's own (no Cyrillic) when none is installed."""
    path = font_path(bold)
    if path is not None:
        return ImageFont.truetype(str(path), size)
    log.warning(
        "no DejaVu Sans font (fonts-dejavu-core, or %s=<a .ttf>): pictures draw Latin only",
        FONT_ENV,
    )
    return ImageFont.load_default(size=size)
