"""Russian texts of Sword of Rome: the naval part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "decision.sor_sea_return": (
        "{seat}, ваша армия пришла морем: отступление назад — морское перемещение. "
        "Разыграйте его за столом (морской бой, «Шторм на море») и сообщите: армия уходит "
        "морем или должна сражаться? [{rule}]"
    ),
    "action.sor_sea_return": "Уходит морем",
    "action.sor_sea_return_forced": "Возврат или шторм: битва",
    "cmd.sor_opt.by_sea": "Морем (11.1.1): карта, которая перевозит армию (пусто: по суше)",
    "action.sor_avoid_by_sea.no_card": "Уклонение морем: {leader} ({cu} БЕ, без карты)",
    "action.sor_avoid_by_sea.card_1": "Уклонение морем: {leader} ({cu} БЕ, карта 1)",
    "action.sor_avoid_by_sea.card_2": "Уклонение морем: {leader} ({cu} БЕ, карта 2)",
    "action.sor_avoid_by_sea.card_3": "Уклонение морем: {leader} ({cu} БЕ, карта 3)",
    "action.sor_avoid_by_sea.naval_transports": (
        "Уклонение морем: {leader} ({cu} БЕ, «Морской транспорт»)"
    ),
    "action.sor_avoid_by_sea.duoviri_navales": (
        "Уклонение морем: {leader} ({cu} БЕ, карта 3, «Дуумвиры флота»)"
    ),
    "event.sor_sea_return_forced": (
        "{leader} не может уйти морем (результат «Возврат» или «Шторм на море»): битва "
        "состоится. [{rule}]"
    ),
}
