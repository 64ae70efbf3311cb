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
    "event.sor_sea_return_forced": (
        "{leader} не может уйти морем (результат «Возврат» или «Шторм на море»): битва "
        "состоится. [{rule}]"
    ),
}
