"""English texts of Sword of Rome: the narration's variants, one per value of an event's
code (the card's source, the connection, why a leader leaves, what is declared or
reported), so no code reaches the players (`bot.narrate`: `event.<kind>.<variant>`)."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.sor_activated.card": (
        "**{leader}** is activated for {seat} (Initiative {initiative}) with a card of "
        "{card}: {mp} MP, {cu} CU. [{rule}]"
    ),
    "event.sor_activated.desperate_times": (
        "**{leader}** is activated for {seat} (Initiative {initiative}) with Desperate "
        "Times, counting as {card}: {mp} MP, {cu} CU. [{rule}]"
    ),
    "event.sor_activated.neutral_power": (
        "**{leader}** is activated for {seat} (Initiative {initiative}) with Neutral "
        "Power Activates, counting as {card}: {mp} MP, {cu} CU. [{rule}]"
    ),
    "event.sor_activated.transalpine": (
        "**{leader}** is activated for the Transalpine Gauls by {seat} (Initiative "
        "{initiative}), counting as {card}: {mp} MP, {cu} CU. [{rule}]"
    ),
    "event.sor_moved.clear": (
        "{leader} marches to {space} ({cost} MP, {mp_left} left, {cu} CU). [{rule}]"
    ),
    "event.sor_moved.rough": (
        "{leader} marches to {space} over rough ground ({cost} MP, {mp_left} left, {cu} CU). "
        "[{rule}]"
    ),
    "event.sor_moved.strait": (
        "{leader} crosses the strait to {space} ({cost} MP, {mp_left} left, {cu} CU). [{rule}]"
    ),
    "event.sor_moved.naval": (
        "{leader} sails to {space} ({cost} MP, {mp_left} left, {cu} CU). [{rule}]"
    ),
    "event.sor_displaced.alone": (
        "**{leader}** is displaced from {space}: alone with enemy CU and no friendly walled "
        "city. [{rule}]"
    ),
    "event.sor_displaced.cu_lost": (
        "**{leader}** is displaced from {space}: all his CU are lost. [{rule}]"
    ),
    "event.sor_displaced.reported": (
        "**{leader}** is displaced from {space}, as the players report. [{rule}]"
    ),
    "event.sor_set_aside.alone": (
        "{leader}, a minor leader alone with enemy CU, is set aside from {space}. [{rule}]"
    ),
    "event.sor_set_aside.cu_lost": (
        "{leader}, a minor leader whose CU are all lost, is set aside from {space}. [{rule}]"
    ),
    "event.sor_set_aside.reported": (
        "{leader}, a minor leader, is set aside from {space}, as the players report. [{rule}]"
    ),
    "event.sor_declared.intercept": (
        "Interception declared for {seat}: {leader} from {origin} ({cu} CU). [{rule}]"
    ),
    "event.sor_declared.avoid": "Avoidance declared for {seat}: {leader} ({cu} CU). [{rule}]",
    "event.sor_declared.avoid_by_sea": (
        "Avoidance by sea declared for {seat}: {leader} ({cu} CU). [{rule}]"
    ),
    "event.sor_imported.roster": "📥 The roster **{name}** is loaded ({leaders} leaders).",
    "event.sor_imported.map": "📥 The map **{name}** is loaded ({spaces} spaces).",
    "event.sor_consul_unplaced.cup": (
        "{leader} has no space to go to and goes back to the consul cup; the table should "
        "check this. [{rule}]"
    ),
    "event.sor_consul_unplaced.displaced": (
        "{leader} has no space to go to and waits in the Displaced Leaders Box; the table "
        "should check this. [{rule}]"
    ),
    "event.sor_report_siege.begun": "Reported for {seat}: {space} besieged. [{rule}]",
    "event.sor_report_siege.lifted": "Reported for {seat}: the siege of {space} lifted. [{rule}]",
    "event.sor_report_control.nobody": "Reported for {seat}: {space} now controlled by no one.",
    "event.sor_report_cu.outside": "Reported for {seat}: {power} CU {delta:+d} at {space}.",
    "event.sor_report_cu.inside": (
        "Reported for {seat}: {power} CU {delta:+d} inside the walls of {space}."
    ),
    "event.sor_report_alliance.made": ("Reported for {seat}: {power} and {other} allied. [{rule}]"),
    "event.sor_report_alliance.ended": (
        "Reported for {seat}: {power} and {other} no longer allied. [{rule}]"
    ),
    "event.sor_battle_reported.no_retreat": (
        "Battle at {space} reported: attacker loses {attacker_losses}, defender "
        "{defender_losses}; no retreat. [{rule}]"
    ),
    "action.sor_activate.card": "Activate {leader} with a card of {card}",
    "action.sor_activate.desperate_times": "Activate {leader}: Desperate Times (as {card})",
    "action.sor_activate.neutral_power": ("Activate {leader}: Neutral Power Activates (as {card})"),
    "action.sor_activate.transalpine": "Activate {leader}: Transalpine (as {card})",
}
