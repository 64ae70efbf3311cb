"""English texts of The Republic of Rome: the rules gaps filled after issues 3-5 (empty
factions, raids and revolts, the Combat and Senate events, revenue choices)."""

MESSAGES: dict[str, str] = {
    # a faction with no senators [1.05.4]
    "decision.empty_faction": (
        "{seat}: your faction has no senators. Take {senator} from the Curia as your Faction "
        "Leader (or wait for one), or quit the game? [{rule}]"
    ),
    "action.quit_game": "Quit the game",
    "event.faction_quits": (
        "The {faction} quit the game: their hand is discarded, their treasury lost. [{rule}]"
    ),
    "event.faction_waits": "The {faction} wait for a senator to enter the Curia. [{rule}]",
    "illegal.last_faction_cannot_quit": "The last faction in the game cannot quit. [1.05.4]",
    "illegal.not_the_top_curia_senator": (
        "Only {senator}, the top eligible senator in the Curia, can be taken. [1.05.4]"
    ),
    "illegal.curia_senator_waiting": ("A senator waits in the Curia: take him or quit. [1.05.4]"),
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
    # concession income choices [1.06.1]
    "decision.concession_income": (
        "{seat}: concession income from {concessions}. Decline any, or (Drought: {drought}) "
        "take a grain concession's bonus? Done takes the rest as usual. [{rule}]"
    ),
    "action.concession_income_decline": "Decline {card}'s income",
    "action.concession_income_drought": "Drought bonus on {card}",
    "event.concession_income_declined": (
        "{senator_name} declines the income of {name}: its corrupt bar stays hidden. [{rule}]"
    ),
    "event.grain_drought_bonus": (
        "🌾 {senator_name} sells {name}'s grain dear in the drought: {income}T, and "
        "{loss} Popularity lost (now {popularity}). [{rule}]"
    ),
    "illegal.not_your_earning_concession": (
        "{card} is no concession of yours earning this turn, or you chose for it already. [1.06.1]"
    ),
    "illegal.no_drought_bonus": "{card} earns no Drought bonus now. [1.06.1]",
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
    # units a rebel could not pay for [1.06.2]
    "decision.released_units": (
        "{seat}: the rebel released {legions} legion(s) he could not pay. As HRAO, keep them "
        "(the State pays their upkeep) or eliminate them? [{rule}]"
    ),
    "action.eliminate_released": "Eliminate them",
    "event.released_units_eliminated": (
        "The HRAO refuses their upkeep: {legions} released legion(s) are disbanded. [{rule}]"
    ),
}
