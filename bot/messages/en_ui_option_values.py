"""English texts of the option values as the options' line shows them
(`value.<option>.<value>`; what a player types in `/game option` stays the value)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.options.on": "on",
    "ui.options.none": "none",
    "ui.options.off": "off",
    "value.ballot.sealed": "sealed",
    "value.ballot.open": "open",
    "value.pace.phase": "phase",
    "value.pace.decision": "decision",
    "value.pace.none": "none",
}
