"""Russian texts of the events every game's engine emits: the events part."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.dice": "🎲 {purpose}: {values} = **{total}** [{rule}]",
}
