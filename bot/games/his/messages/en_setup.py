"""The powers, scenarios, options and names of Here I Stand's cards, spaces, reformers and
rulers (names are facts from the card and map tables; the wording of the rest is ours)."""

from __future__ import annotations

from bot.games.his.rules.data import cards, reformer_starts, rulers, spaces

MESSAGES: dict[str, str] = {
    "game.his": "Here I Stand (the papal procedures)",
    "seat.ottoman": "Ottoman",
    "seat.hapsburg": "Hapsburg",
    "seat.england": "England",
    "seat.france": "France",
    "seat.papacy": "Papacy",
    "seat.protestant": "Protestant",
    "scenario.open_board": "Open board (the players enter the situation)",
    "scenario.random_italy": "A random Italian situation (practice)",
    "option.ground_papal_space": (
        "Papal Bull: a Papal home space held is a ground to excommunicate (one source)"
    ),
    "option.once_per_game": "Papal Bull: one excommunication a game per power or reformer",
    "option.unrest_catholic_only": (
        "Papal Bull: the unrest spaces must be Catholic (the seed; off: any religion)"
    ),
    "option.marker_on_ruler": (
        "Papal Bull: the −1 card marker follows a replaced ruler (off: stays on the power)"
    ),
    "option.peace_needs_card": (
        "Papal Bull: peace lifts excommunication only with a card given to the Papacy"
    ),
    "option.ragusa_italian": "Sack of Rome: Ragusa counts as Italian-speaking (sources differ)",
    "ui.his.phase.hand": "the Papacy enters its hand",
    "ui.his.phase.diplomacy": "Diplomacy Phase",
    "ui.his.phase.action": "Action Phase",
    "ui.his.phase.ended": "game over",
    "card.his:zone:german": "German",
    "card.his:zone:french": "French",
    "card.his:zone:english": "English",
}
MESSAGES |= {f"card.his:card:{n}": f"#{n} {c.name}" for n, c in cards().items()}
MESSAGES |= {f"card.his:space:{s.id}": s.name for s in spaces().values()}
MESSAGES |= {f"card.his:ruler:{r.id}": r.name for r in rulers().values()}
MESSAGES |= {f"card.his:reformer:{r}": r.capitalize() for r in reformer_starts()}
