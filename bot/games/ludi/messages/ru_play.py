"""Russian texts of Ludi Romani: the play part."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "seat.aurelii": "Аврелии",
    "seat.claudii": "Клавдии",
    "seat.cornelii": "Корнелии",
    "seat.fabii": "Фабии",
    "scenario.romani": "Римские игры",
    "option.festival_days": "Дни празднества, по раунду в день: 4, 6 или 8 [1.3]",
    "outcome.most_favour": "наибольшая благосклонность народа",
    # ------------------------------------------------------------------ events
    "event.ludi_dealt": (
        "Каждый эдил получает карты кошелька ({count}); празднество длится дней: {rounds}. [{rule}]"
    ),
    "event.ludi_hand": "Ваша рука: {cards}. [{rule}]",
    "event.ludi_round": ("— День игр {round}: награда — **+{prize}** к благосклонности — [{rule}]"),
    "dice.ludi_omen": "знамение дня {round}",
    "dice.ludi_tie": "{seat}: бросок при ничьей",
    "event.ludi_bid_laid": "Вы выложили {card} рубашкой вверх. [{rule}]",
    "event.ludi_bid_sealed": "{seat}: карта выложена рубашкой вверх. [{rule}]",
    "event.ludi_bid_shown": "{seat}: выложена карта **{card}**. [{rule}]",
    "event.ludi_sponsor": (
        "Устроитель игр — **{seat}** (карта {card}): +{prize} к благосклонности. [{rule}]"
    ),
    "event.ludi_you_acclaim": "Вы рукоплещете играм. [{rule}]",
    "event.ludi_you_jeer": "Вы освистываете игры. [{rule}]",
    "event.ludi_vote_sealed": "{seat}: голос подан. [{rule}]",
    "event.ludi_acclaims": "{seat}: рукоплещут. [{rule}]",
    "event.ludi_jeers": "{seat}: освистывают. [{rule}]",
    "event.ludi_acclaimed": (
        "Игры устроителя {sponsor} встречены рукоплесканиями, {ayes} против {noes}: "
        "{sponsor} получают +2 к благосклонности, каждый рукоплескавший +1. [{rule}]"
    ),
    "event.ludi_jeered": (
        "Игры устроителя {sponsor} освистаны, {ayes} против {noes}: каждый освиставший "
        "получает +1 к благосклонности. [{rule}]"
    ),
    "event.ludi_reshuffled": "Сброс (карт: {count}) перемешан в новую колоду. [{rule}]",
    "event.ludi_drew": "Вы взяли карту {card}. [{rule}]",
    "event.ludi_game_over": (
        "Празднество окончено. Победители: {winners}, благосклонность: {favour}. [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions
    "decision.ludi_bid": (
        "{seat}: выложите карту рубашкой вверх на день {round} (награда +{prize} к "
        "благосклонности). [{rule}]"
    ),
    "decision.ludi_vote": "{seat}: рукоплескать играм дня {round} или освистать их? [{rule}]",
    "action.ludi_bid": "Выложить {card}",
    "action.ludi_acclaim": "Рукоплескать",
    "action.ludi_jeer": "Освистать",
    # ------------------------------------------------------------------ refusals
    "illegal.ludi_not_waiting": "Сейчас игры ждут не вас.",
    "illegal.ludi_not_bidding": "Сейчас не время выкладывать карту. [{rule}]",
    "illegal.ludi_card_not_in_hand": "У вас нет карты {card}. [{rule}]",
    "illegal.ludi_not_voting": "Сейчас не время голосовать. [{rule}]",
}
