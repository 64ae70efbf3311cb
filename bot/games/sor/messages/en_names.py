"""English texts of Sword of Rome: the powers and the battle modifiers' reasons by name
(events hold them as `sor:power:<power>`, `sor:reason:<reason>`), the variants that keep
`None`, `True` and codes out of the narration and the labels, and the board's units."""

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "card.sor:power:roman": "Rome",
    "card.sor:power:gallic": "the Gauls",
    "card.sor:power:etruscan": "the Etruscans",
    "card.sor:power:samnite": "the Samnites",
    "card.sor:power:greek": "the Greeks",
    "card.sor:power:carthaginian": "Carthage",
    "card.sor:power:volsci": "the Volsci",
    "card.sor:power:transalpine": "the Transalpine Gauls",
    "card.sor:reason:attacker_leadership": "the attacker's better leader",
    "card.sor:reason:defender_leadership": "the defender's better leader",
    "card.sor:reason:defender_intercepted": "the defender intercepted",
    "card.sor:reason:defender_failed_avoid": "the defender failed to avoid battle",
    "card.sor:reason:attacker_crossing": "the attacker crossed rough ground or a strait",
    "card.sor:reason:attacker_friendly_space": "the attacker's own space",
    "card.sor:reason:defender_friendly_space": "the defender's own space",
    "card.sor:reason:none": "no leader rule applies",
    "event.sor_battle.leaders": (
        "⚔️ Battle at {space}: {attacker} under {attacker_leader} against {defender} under "
        "{defender_leader}. The leader rules give the attacker {attacker_modifier:+d} and the "
        "defender {defender_modifier:+d} ({reasons}). Fight it at the table. [{rule}]"
    ),
    "event.sor_battle.no_defender_leader": (
        "⚔️ Battle at {space}: {attacker} under {attacker_leader} against {defender}, "
        "without a leader. The leader rules give the attacker {attacker_modifier:+d} and the "
        "defender {defender_modifier:+d} ({reasons}). Fight it at the table. [{rule}]"
    ),
    "event.sor_battle.no_attacker_leader": (
        "⚔️ Battle at {space}: {attacker}, without a leader, against {defender} under "
        "{defender_leader}. The leader rules give the attacker {attacker_modifier:+d} and the "
        "defender {defender_modifier:+d} ({reasons}). Fight it at the table. [{rule}]"
    ),
    "event.sor_battle.no_leaders": (
        "⚔️ Battle at {space}: {attacker} against {defender}, neither with a leader. The "
        "leader rules give the attacker {attacker_modifier:+d} and the defender "
        "{defender_modifier:+d} ({reasons}). Fight it at the table. [{rule}]"
    ),
    "event.sor_battle_changed.leaders": (
        "⚔️ The battle at {space} changes: {attacker} now under {attacker_leader}, {defender} "
        "under {defender_leader}. The leader rules now give the attacker "
        "{attacker_modifier:+d} and the defender {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_defender_leader": (
        "⚔️ The battle at {space} changes: {attacker} now under {attacker_leader}, {defender} "
        "without a leader. The leader rules now give the attacker {attacker_modifier:+d} and "
        "the defender {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_attacker_leader": (
        "⚔️ The battle at {space} changes: {attacker} now without a leader, {defender} under "
        "{defender_leader}. The leader rules now give the attacker {attacker_modifier:+d} and "
        "the defender {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_changed.no_leaders": (
        "⚔️ The battle at {space} changes: {attacker} and {defender} now fight without "
        "leaders. The leader rules now give the attacker {attacker_modifier:+d} and the "
        "defender {defender_modifier:+d} ({reasons}). [{rule}]"
    ),
    "event.sor_battle_reported.retreat": (
        "Battle at {space} reported: attacker loses {attacker_losses}, defender "
        "{defender_losses}; the loser retreats to {retreat}. [{rule}]"
    ),
    "event.sor_move_ended.leaderless": "The army's move ends at {space}. [{rule}]",
    "action.sor_import.roster": "Import the roster",
    "action.sor_import.map": "Import the map",
    "action.sor_report_siege.begun": "{space} besieged",
    "action.sor_report_siege.lifted": "The siege of {space} lifted",
    "action.sor_report_alliance.made": "{power} and {other} allied",
    "action.sor_report_alliance.ended": "{power} and {other} no longer allied",
    "action.sor_report_cu.outside": "{power}: {delta:+d} CU at {space}",
    "action.sor_report_cu.inside": "{power}: {delta:+d} CU inside the walls of {space}",
    "action.sor_report_control.nobody": "{space} controlled by no one",
    "action.sor_withdraw.power": "{power}: {cu} CU inside the walls",
    "ui.sor_board.units": "{power} {cu}",
    "ui.sor_board.units_inside": "{power} {cu} inside the walls",
    "ui.sor_board.modifier": "{reason} {value:+d}",
}
