"""English texts of The Republic of Rome: the Forum's events and what they leave behind:
Barbarian Raids, New Alliance, Refuge, provinces in revolt [1.07.21, 1.10.71], Lucullus
recalled [statesmen.json]."""

MESSAGES: dict[str, str] = {
    # Barbarian Raids take a governor [1.07.21, 1.10.71]
    "event.governor_captured_by_raid": (
        "⛓️ Barbarians carry off {name}, governor of {province_name}: the province returns to "
        "the Forum; his ransom, {ransom}T, must be paid before the Forum Phase. [{rule}]"
    ),
    "event.raid_captives_killed": (
        "The barbarians of {province_name} put their unransomed captive to death. [{rule}]"
    ),
    # Lucullus (29B) [statesmen.json]
    "event.lucullus_recalled": (
        "{name} is recalled from the {war_name}, as his ability requires. [{rule}]"
    ),
    # New Alliance [1.07.21]
    "decision.new_alliance": (
        "{seat}: a New Alliance. As HRAO, name the war that makes peace ({wars}). [{rule}]"
    ),
    "action.make_peace": "Peace with the {war}",
    "event.new_alliance_returns_war": (
        "🤝 A New Alliance makes the {name} sue for peace: {spoils}T of spoils to the State "
        "(now {treasury}T), and the war goes back among the top six cards. [{rule}]"
    ),
    "event.new_alliance_ends_war": (
        "🤝 Another New Alliance ends the {name} for good: {spoils}T of spoils to the State "
        "(now {treasury}T). [{rule}]"
    ),
    "event.new_alliance_unused": "The New Alliance finds no war to end. [{rule}]",
    "illegal.no_alliance_against": "The New Alliance cannot end {war}. [1.07.21]",
    # Refuge [1.07.21]
    "event.leader_takes_refuge": (
        "🏃 Beaten, {name} escapes and finds refuge: he will aid the next war drawn. [{rule}]"
    ),
    "event.refugee_joins_war": "{name} comes out of refuge to aid the {war_name}. [{rule}]",
    "event.refugee_rises": "🔥 {name} rises from refuge and aids every war: {wars}. [{rule}]",
    "event.refugee_discarded": ("{name}, his last war lost, is gone for good. [{rule}]"),
    # provinces in revolt [1.07.21]
    "event.province_becomes_war": (
        "🔥 {name} is in open revolt: an Active war of land strength {land} and naval "
        "strength {naval}. [{rule}]"
    ),
    "event.province_regained": "{name} is pacified and returns to the Forum. [{rule}]",
    "event.pretender_emerges_in": (
        "👑 A pretender rises in {name} (governor: {governor}). [{rule}]"
    ),
    "event.pretender_battle": (
        "⚔️ {name} and the garrison of {province_name} ({roman}) face the pretender "
        "({enemy}): 3d6 {roll}, total {total}, {result}; {legions_lost} legion(s) lost. [{rule}]"
    ),
}
