"""Russian texts of Here I Stand: the labels part (yes-or-no entries, religions, units)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "act.his_make_peace": "{power} и {other}: мир",
    "act.his_end_alliance": "{power} и {other}: конец союза",
    "act.his_clear_unrest": "Снять беспорядки: {space}",
    "act.his_leader_off": "{power}: {leader} покидает карту",
    "act.his_reformer_off": "{reformer} покидает карту",
    "act.his_no_debate": "Без диспута",
    "card.his:religion:catholic": "католическая",
    "card.his:religion:protestant": "протестантская",
    "card.his:unit:mercenary": "наёмник",
    "card.his:unit:regular": "регулярный отряд",
    "card.his:lift:peace": "мир с Папством",
    "card.his:lift:card": "карта отдана Папству",
    "card.his:lift:papacy": "Папство снимает его",
    "card.his:lift:ruler": "новый правитель",
}
