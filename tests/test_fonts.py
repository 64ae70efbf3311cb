"""The pictures' font draws Cyrillic: a Russian letter is a glyph of its own, not the box a
font draws for a character it lacks (its `.notdef`). Pillow's own font lacks Cyrillic,
which shows the check failing; without DejaVu the pictures still draw, with Pillow's."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from pathlib import Path

import pytest
from PIL import ImageFont

from bot import fonts
from bot.fonts import Font

#: a private-use character no font draws: its mask is the font's `.notdef` box
MISSING = "\ue000"


def _mask(font: Font, text: str) -> tuple[tuple[int, int, int, int], bytes]:
    mask = font.getmask(text)
    return mask.getbbox() or (0, 0, 0, 0), bytes(mask)


def draws(font: Font, char: str) -> bool:
    """Whether `font` has a glyph of its own for `char` (not its missing-glyph box)."""
    return _mask(font, char) != _mask(font, MISSING)


@pytest.fixture
def fresh() -> Iterator[None]:
    fonts.font.cache_clear()
    yield
    fonts.font.cache_clear()


def test_the_picture_font_draws_russian_letters(fresh: None) -> None:
    font = fonts.font(18)
    assert fonts.font_path() is not None, "DejaVu Sans is installed here (fonts-dejavu-core)"
    for char in "ЯЖЩыё":
        assert draws(font, char), char
    assert draws(fonts.font(18, bold=True), "Я")


def test_pillows_own_font_has_no_cyrillic_so_the_check_can_fail() -> None:
    own = ImageFont.load_default(size=18)
    assert draws(own, "A")
    assert not draws(own, "Я")


def test_without_dejavu_the_pictures_draw_with_pillows_font_and_say_so(
    fresh: None, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    monkeypatch.setattr(fonts, "_DIRS", ())
    monkeypatch.delenv(fonts.FONT_ENV, raising=False)
    with caplog.at_level(logging.WARNING, logger="bot.fonts"):
        font = fonts.font(18)
    assert fonts.font_path() is None
    assert draws(font, "A") and not draws(font, "Я")
    assert "fonts-dejavu-core" in caplog.text


def test_a_font_named_in_the_environment_is_used(
    fresh: None, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = fonts.font_path()
    assert found is not None
    serif = found.with_name("DejaVuSerif.ttf")
    monkeypatch.setenv(fonts.FONT_ENV, str(serif))
    assert fonts.font_path() == serif
    font = fonts.font(18)
    assert isinstance(font, ImageFont.FreeTypeFont) and Path(str(font.path)) == serif
