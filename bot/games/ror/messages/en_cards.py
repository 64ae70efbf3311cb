"""Card names, by card id: events carry ids (`name_id="fam:12"`) and are rendered with
these names when shown (`card.<id>`)."""

from __future__ import annotations

from bot.games.ror.rules.cards import CARDS
from bot.games.ror.rules.state import CIVIL_WAR

MESSAGES: dict[str, str] = {f"card.{card}": info.name for card, info in CARDS.items()}
# an intrigue card by its kind, when which copy it is stays private ("int:tribune")
MESSAGES |= {f"card.{card.split('#')[0]}": info.name for card, info in CARDS.items() if "#" in card}
# what events name where a card's name would stand: the war a rebel fights, the places
# a thing may go instead of a senator or a war, nobody
MESSAGES |= {
    f"card.{CIVIL_WAR}": "civil war",
    "card.forum": "the Forum",
    "card.rome": "Rome",
    "card.nobody": "Nobody",
    "refs.pair": "{first} to {second}",  # a senator to a province, a concession to a senator
}
