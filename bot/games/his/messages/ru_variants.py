"""Russian texts of Here I Stand: the variants part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.his_reformer_set.placed": "{reformer}: поставлен в область {space}.",
    "event.his_reformer_set.off": "{reformer}: убран с карты.",
}
