"""The status board, the picture, the hand and the summaries of Here I Stand."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.his.board.st_peters": "St. Peter's",
    "ui.his.board.st_peters_line": "{vp} VP, {cp} CP toward the next",
    "ui.his.board.impulse": "Impulse",
    "ui.his.board.excommunications": "Excommunicated",
    "ui.his.board.excommunicated": "{power} ({ruler}), −1 card each draw since turn {turn}",
    "ui.his.board.reformer_excommunicated": "{reformer}, off the map until the next turn",
    "ui.his.board.relations": "Wars and alliances",
    "ui.his.board.war": "⚔️ {power} – {other}",
    "ui.his.board.alliance": "🤝 {power} – {other}",
    "ui.his.board.units": "Units",
    "ui.his.board.stack": ("{space}: {power} {his_units}{leaders}"),
    "ui.his.board.leader": "{leader} {battle}",
    "ui.his.board.reformers": "Reformers on the map",
    "ui.his.board.reformer": "{reformer} in {space}{committed}",
    "ui.his.board.committed": " (debater committed)",
    "ui.his.board.unrest": "Unrest",
    "ui.his.board.sack_title": "Sack of Rome under way",
    "ui.his.board.sack": (
        "{owner}'s formation from {origin} in Rome: {his_units}; dice {attacker_dice} "
        "against {defender_dice}"
    ),
    "ui.his.board.seat": "{faction} — {occupant}",
    "ui.his.board.power": "{power}: {ruler}{modifier}",
    "ui.his.board.modifier": " · draws {modifier}",
    "ui.his.board.papal_hand": {
        "one": "Papal hand: {count} card",
        "other": "Papal hand: {count} cards",
    },
    "ui.his.board.no_power": "No power",
    "ui.his.board.none": "None",
    "ui.his.board.footer": "Turn {turn} of {limit} · Here I Stand, the papal procedures",
    "ui.his.board.image_title": "Here I Stand · Turn {turn} · {phase}",
    "ui.his.hand.papal": "The Papal hand",
    "ui.his.hand.held": "Cards you took",
    "ui.his.hand.drawn": "The two cards drawn: keep one",
    "ui.his.hand.nothing": "Cards",
    "ui.his.hand.empty": "No cards",
    "ui.his.summary.sack": "Sack of Rome (#95)",
    "ui.his.summary.bull": "Papal Bull (#5)",
    "ui.his.summary.dice": "Dice",
    "ui.his.summary.what": "What happened",
}
