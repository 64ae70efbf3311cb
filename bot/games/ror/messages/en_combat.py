"""English texts of The Republic of Rome: the combat part."""

MESSAGES: dict[str, str] = {
    # combat [1.10]
    "event.combat_order": "⚔️ Order of battle: {wars}. [{rule}]",
    "event.battle": (
        "⚔️ {arena} battle against {name} led by {commander_name}: Rome {roman} vs {enemy}, "
        "roll {roll} (Evil Omens -{omens}) → {modified}: **{result}**; lost {legions_lost} "
        "legion(s), {fleets_lost} fleet(s). [{rule}]"
    ),
    "event.battle_not_fought": "No battle against {name}: {reason}. [{rule}]",
    "event.commander_popularity_lost": "{name} loses {loss} Popularity ({popularity}). [{rule}]",
    "event.commander_killed": "☠️ {name} falls in battle. [{rule}]",
    "event.commander_captured": (
        "⛓️ {name} is captured by the {war_name}; ransom {ransom}T. [{rule}]"
    ),
    "event.captive_killed": "☠️ {name}, held by the {war_name}, is put to death. [{rule}]",
    "event.ransom_paid": "{name} is ransomed for {amount}T and returns to Rome. [{rule}]",
    "event.master_of_horse_returns": "{name}, Master of Horse, returns to Rome. [{rule}]",
    "event.force_commanderless": ("In the field without a commander: {forces}. [{rule}]"),
    "event.naval_victory": "⚓ Naval victory over the {name}. [{rule}]",
    "event.war_defeated": "🏆 The {name} is won. [{rule}]",
    "event.commander_glory": (
        "{name} gains {gain} Influence and Popularity ({influence} / {popularity}). [{rule}]"
    ),
    "event.spoils_of_war": "Spoils of the {name}: {amount}T to the State ({treasury}T). [{rule}]",
    "event.province_created": "New province: {name}, in the Forum. [{rule}]",
    "event.leader_moves": "{name} goes to: {to}. [{rule}]",
    "event.veterans_created": "{count} legion(s) become veterans loyal to {name}. [{rule}]",
    "event.proconsul": "{name} stays in the field as proconsul. [{rule}]",
    "event.war_unprosecuted": "The {name} is unprosecuted. [{rule}]",
    "event.four_wars": "Rome faces {wars} wars at the end of Combat. [{rule}]",
    # civil war [1.11.35-1.11.373]
    "event.civil_war_battle": (
        "⚔️ Civil war: {commander_name} ({senate}) attacks {rebel_name} ({rebel_strength}), "
        "roll {roll} (Evil Omens -{omens}) → {modified}: **{result}**; Senate loses "
        "{legions_lost}, rebel {rebel_lost} legion(s). [{rule}]"
    ),
    "event.civil_war_continues": "The civil war goes on. [{rule}]",
    "event.rebel_killed": "☠️ The rebel {name} dies. [{rule}]",
    "event.rebel_unopposed": "No army marches against {name}. [{rule}]",
    # ransom [1.10.71]
    "decision.pay_ransom": "{seat}: ransom your captives ({captives})? [{rule}]",
    "action.pay_ransom": "Ransom {senator}",
    "illegal.not_a_ransom_action": "Pay a ransom or finish. [1.10.71]",
    "illegal.not_your_captive": "{senator} is not a captive of your faction. [1.10.71]",
    "illegal.ransom_unaffordable": "The ransom of {amount}T is more than you can pay. [1.10.71]",
}
