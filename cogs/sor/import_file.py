"""The text `/sor import` loads (bot/games/sor/IMPORT.md): an attached `.csv` or `.json`
file of at most `LIMIT` bytes in UTF-8, or the text pasted instead. A file that is none
of these is refused with a short message before anything is submitted, so it changes
nothing; the rules then check the text row by row and list every problem at once."""

from __future__ import annotations

from pathlib import PurePosixPath

import discord

from bot.engine import IllegalAction

#: the largest file read (a roster or map of our format is a few KB)
LIMIT = 256 * 1024
#: the format of each file extension
FORMATS = {".csv": "csv", ".json": "json"}
#: the media types besides `text/*` that Discord may give a .csv or .json file
TEXT_TYPES = frozenset({"application/json", "application/csv", "application/vnd.ms-excel"})


async def import_text(file: discord.Attachment | None, text: str | None) -> tuple[str, str]:
    """(format, text) of what the player gave: exactly one of a file and a pasted text."""
    if file is not None:
        if text is not None:
            raise IllegalAction("sor_import_both")
        return await read_file(file)
    if text is None:
        raise IllegalAction("sor_import_nothing")
    return ("json" if text.lstrip().startswith("{") else "csv"), text  # JSON is an object


async def read_file(file: discord.Attachment) -> tuple[str, str]:
    """(format, text) of an attached file: checked for its type and size before it is
    downloaded, then for its size and encoding."""
    fmt = FORMATS.get(PurePosixPath(file.filename.lower()).suffix)
    media = (file.content_type or "").split(";")[0].strip().lower()
    if fmt is None or (media and not media.startswith("text/") and media not in TEXT_TYPES):
        raise IllegalAction("sor_import_wrong_type", name=file.filename, type=media or "?")
    if file.size > LIMIT:
        raise _too_large(file.filename, file.size)
    try:
        data = await file.read()
    except discord.HTTPException:
        raise IllegalAction("sor_import_unreadable", name=file.filename) from None
    if len(data) > LIMIT:  # the size Discord gave was not the file's
        raise _too_large(file.filename, len(data))
    try:
        text = data.decode("utf-8-sig")  # a spreadsheet's UTF-8 starts with a BOM
    except UnicodeDecodeError as e:
        raise IllegalAction("sor_import_not_utf8", name=file.filename, at=e.start + 1) from None
    if "\0" in text:  # UTF-16 without its BOM decodes, but no text has a NUL
        raise IllegalAction("sor_import_not_utf8", name=file.filename, at=data.index(0) + 1)
    return fmt, text


def _too_large(name: str, size: int) -> IllegalAction:
    return IllegalAction("sor_import_too_large", name=name, size=_kb(size), limit=_kb(LIMIT))


def _kb(size: int) -> int:
    return -(-size // 1024)
