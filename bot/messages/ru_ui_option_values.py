"""Russian texts of the option values as the options' line shows them
(`value.<option>.<value>`; what a player types in `/game option` stays the value)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.options.on": "вкл.",
    "ui.options.none": "нет",
    "ui.options.off": "выкл.",
    "value.ballot.sealed": "тайное",
    "value.ballot.open": "открытое",
    "value.pace.phase": "по фазам",
    "value.pace.decision": "по решениям",
    "value.pace.none": "без сроков",
}
