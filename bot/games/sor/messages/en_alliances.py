"""English texts of Sword of Rome: alliances as the players report them (15)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "ui.sor_board.alliances": "Alliances (15)",
    "ui.sor_board.alliance_line": "{first} and {second}",
    "cmd.sor.alliance": "Report two powers allied now, or no longer (15)",
    "cmd.sor_opt.other": "The other power",
    "cmd.sor_opt.allied": "Allied now (false: the alliance is over)",
    "action.sor_report_alliance": "{power} and {other}: an alliance reported",
    "event.sor_report_alliance": "Reported for {seat}: {power} and {other}. [{rule}]",
    "illegal.sor_bad_alliance": (
        "That changes no alliance: {power} and {other} are two powers, allied or not "
        "already. [{rule}]"
    ),
}
