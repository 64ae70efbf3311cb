"""English texts of Here I Stand: the variants an event is told with when a value it
carries would not read as words (`event.<kind>.<variant>`, `bot.narrate`)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.his_reformer_set.placed": "{reformer} is placed in {space}.",
    "event.his_reformer_set.off": "{reformer} is taken off the map.",
}
