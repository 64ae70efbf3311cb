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
        "Papal Bull: controlling a Papal home space is a ground to excommunicate a ruler "
        "(one source only)"
    ),
    "option.once_per_game": (
        "Papal Bull: a power or reformer may be excommunicated only once a game (sources differ)"
    ),
    "option.unrest_catholic_only": (
        "Papal Bull: the unrest spaces must be Catholic (the seed; off: any religion)"
    ),
    "option.marker_on_ruler": (
        "Papal Bull: the −1 card marker leaves with the ruler when he is replaced "
        "(off: it stays on the power)"
    ),
    "option.peace_needs_card": (
        "Papal Bull: peace lifts an excommunication only with a card given to the Papacy "
        "(the other reading of the seed)"
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
