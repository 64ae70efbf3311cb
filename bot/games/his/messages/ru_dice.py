"""Russian texts of Here I Stand: the dice part (what each roll is for)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "dice.his_sack_attack": "Разграбление Рима, атака: {power}",
    "dice.his_sack_defence": "Разграбление Рима, оборона папских регулярных войск",
}
