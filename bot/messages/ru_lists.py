"""Russian texts of how a list of names is joined: the CLDR list style (Babel) the language's
players read («А, Б и В»)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "list.style": "standard",
}
