"""Russian texts of The Republic of Rome: how a game ended (`Outcome.kind`), as the demo's last
line names it."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "outcome.consul_for_life": "пожизненный консул",
    "outcome.era_ends": "Конец эпохи",
    "outcome.defeat_bankruptcy": "банкротство государства",
    "outcome.defeat_people_revolt": "Народное восстание",
    "outcome.defeat_four_wars": "четыре активные войны",
    "outcome.rebel_victory": "победа мятежника",
}
