"""Russian texts of Sword of Rome: the alliances part."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.sor_board.alliances": "Союзы (15)",
    "ui.sor_board.alliance_line": "{first} и {second}",
    "cmd.sor.alliance": "Сообщить, что две державы теперь в союзе или больше не в союзе (15)",
    "cmd.sor_opt.other": "Другая держава",
    "cmd.sor_opt.allied": "Сейчас в союзе (false: союз расторгнут)",
    "action.sor_report_alliance": "{power} и {other}: сообщение о союзе",
    "event.sor_report_alliance": "{seat}: сообщено — {power} и {other}. [{rule}]",
    "illegal.sor_bad_alliance": (
        "Это не меняет ни одного союза: {power} и {other} должны быть двумя разными "
        "державами, а союз — ещё не таким. [{rule}]"
    ),
}
