"""English texts of The Republic of Rome: how a game ended (`Outcome.kind`), as the demo's last
line names it."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "outcome.consul_for_life": "a Consul for Life",
    "outcome.era_ends": "the Era Ends",
    "outcome.defeat_bankruptcy": "the State's bankruptcy",
    "outcome.defeat_people_revolt": "the People Revolt",
    "outcome.defeat_four_wars": "four active wars",
    "outcome.rebel_victory": "a rebel's victory",
}
