"""Russian texts of Ludi Romani: the board part."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    #: the game's title, as the tools and the lobby name it
    "game.ludi": "Римские игры",
    "ludi.phase.bid": "тайные ставки",
    "ludi.phase.vote": "одобрение",
    "ludi.phase.over": "празднество окончено",
    "ludi.board.round": "день {round} из {rounds}",
    "ludi.board.games": "Игры",
    "ludi.board.prize": "Награда: +{prize} к благосклонности [2.1]",
    "ludi.board.sponsor": "Устроитель: {seat} [2.3]",
    "ludi.board.deck": {
        "one": "{count} карта в колоде",
        "few": "{count} карты в колоде",
        "many": "{count} карт в колоде",
        "other": "{count} карты в колоде",
    },
    "ludi.board.seat": "{faction} — {occupant}",
    "ludi.board.favour": "благосклонность: {favour}",
    "ludi.board.cards": {
        "one": "{count} карта на руке",
        "few": "{count} карты на руке",
        "many": "{count} карт на руке",
        "other": "{count} карты на руке",
    },
    "ludi.board.winners": "Победители: {seats} [3.1]",
    "ludi.hand.cards": "Карты кошелька",
    "ludi.hand.standing": "Положение",
    "ludi.hand.favour": "благосклонность: {favour}",
    "ludi.hand.bid": "Выложена рубашкой вверх: {card} [2.2]",
    "ludi.hand.acclaimed": "Вы рукоплескали играм [2.4]",
    "ludi.hand.jeered": "Вы освистали игры [2.4]",
    "ludi.summary.title": "Празднество окончено [3.1]",
}
