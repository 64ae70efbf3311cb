"""The labels of the other half of Here I Stand's yes-or-no board entries, and the names of
religions, units and the ways an excommunication lifts (read from ids, as a space's name)."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "act.his_make_peace": "{power} and {other} make peace",
    "act.his_end_alliance": "{power} and {other} end their alliance",
    "act.his_clear_unrest": "No more unrest in {space}",
    "act.his_leader_off": "{power}'s {leader} leaves the map",
    "act.his_reformer_off": "{reformer} leaves the map",
    "act.his_no_debate": "No debate",
    "card.his:religion:catholic": "Catholic",
    "card.his:religion:protestant": "Protestant",
    "card.his:unit:mercenary": "mercenary",
    "card.his:unit:regular": "regular",
    "card.his:lift:peace": "peace with the Papacy",
    "card.his:lift:card": "a card given to the Papacy",
    "card.his:lift:papacy": "the Papacy lifts it",
    "card.his:lift:ruler": "a new ruler",
}
