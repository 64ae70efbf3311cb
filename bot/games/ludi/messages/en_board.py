"""English texts of Ludi Romani's status board, hand and final summary."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    #: the game's title, as the tools and the lobby name it
    "game.ludi": "Ludi Romani",
    "ludi.phase.bid": "sealed bids",
    "ludi.phase.vote": "acclamation",
    "ludi.phase.over": "the festival is over",
    "ludi.board.round": "day {round} of {rounds}",
    "ludi.board.games": "The games",
    "ludi.board.prize": "Prize: {prize} favour [2.1]",
    "ludi.board.sponsor": "Sponsor: {seat} [2.3]",
    "ludi.board.deck": {
        "one": "{count} card in the deck",
        "other": "{count} cards in the deck",
    },
    "ludi.board.seat": "{faction} — {occupant}",
    "ludi.board.favour": "{favour} favour",
    "ludi.board.cards": {"one": "{count} card in hand", "other": "{count} cards in hand"},
    "ludi.board.winners": "Winners: {seats} [3.1]",
    "ludi.hand.cards": "Purse cards",
    "ludi.hand.standing": "Standing",
    "ludi.hand.favour": "{favour} favour",
    "ludi.hand.bid": "Laid face down: {card} [2.2]",
    "ludi.hand.acclaimed": "You acclaimed the games [2.4]",
    "ludi.hand.jeered": "You jeered the games [2.4]",
    "ludi.summary.title": "The festival is over [3.1]",
}
