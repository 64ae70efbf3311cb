"""English texts of the events every game's engine emits (`bot.engine.engine.Ctx`): a die
roll, its purpose a phrase of the game's (`dice.<purpose>`)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.dice": "🎲 {purpose}: {values} = **{total}** [{rule}]",
}
