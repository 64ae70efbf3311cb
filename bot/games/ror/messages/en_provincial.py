"""English texts of The Republic of Rome: provincial wars and rebel governors (2.02, 2.03)."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ local taxes [2.02]
    "event.provincial_forces_raised": (
        "🏛️ {province_name} spends its {taxes}T of local taxes: +{armies} provincial army(ies), "
        "+{fleets} provincial fleet(s) (now {total_armies} and {total_fleets}). [{rule}]"
    ),
    "decision.raise_provincial_forces": (
        "{seat}: {province} raises {units} provincial unit(s) from {taxes}T of local taxes "
        "(room for {armies} army(ies), {fleets} fleet(s)). Choose the mix. [{rule}]"
    ),
    "action.raise_provincial_forces": "{province}: {armies} army(ies), {fleets} fleet(s)",
    "illegal.not_this_province": "Raise the forces of {province} first [{rule}]",
    "illegal.bad_provincial_mix": (
        "Spend the taxes on exactly {units} unit(s): at most {armies} army(ies) and {fleets} "
        "fleet(s) [{rule}]"
    ),
    # ------------------------------------------------------------------ provincial battles [2.02]
    "event.provincial_battle": (
        "⚔️ {province_name} attacks {name} ({arena}): {strength} against {enemy}, rolled "
        "{roll} (omens −{omens}) → {modified}: {result}; {units_lost} provincial unit(s) and "
        "{legions_lost} legion(s) lost. [{rule}]"
    ),
    "event.province_allied_with_war": "🏴 {province_name} goes over to {name}. [{rule}]",
    "event.governor_killed_in_province": ("💀 {name} dies as {province_name} falls. [{rule}]"),
    "event.war_made_inactive": "🛡️ {name} is beaten back by a province and falls Inactive. [{rule}]",
    "event.war_shuffled_into_deck": (
        "🛡️ {name} is beaten back by a province and shuffled into the top {cards} cards of "
        "the deck. [{rule}]"
    ),
    "event.province_freed": (
        "🏛️ {province_name} returns to Rome now that {war_name} is gone. [{rule}]"
    ),
    # ------------------------------------------------------------------ rebel governors [2.03]
    "decision.governor_revolt": (
        "{seat}: your governors ({governors}) may revolt with their provinces. [{rule}]"
    ),
    "action.governor_marches_on_rome": "{senator} revolts and marches on Rome",
    "action.governor_stays": "{senator} revolts and holds his province",
    "illegal.not_a_governor_in_province": (
        "{senator} is not one of your governors in his province [{rule}]"
    ),
    "event.governor_revolts": (
        "🔥 {name} revolts in {province_name} with {legion_count}, {armies} provincial "
        "army(ies) and {fleets} fleet(s) (strength {strength}; marches on Rome: {marches}). "
        "[{rule}]"
    ),
    "event.governor_revolt_outweighed": (
        "{name} ({province_name}, strength {strength}) is outweighed by {other_name} "
        "(strength {other_strength}): his revolt is ignored. [{rule}]"
    ),
    "event.governor_revolt_replaces": (
        "{name} ({province_name}, strength {strength}) outweighs {other_name} "
        "(strength {other_strength}) and takes his place in revolt. [{rule}]"
    ),
    "event.legate_province_returns": (
        "{province_name}, ruled by a Legate of the rebel {name}, returns to the Forum. [{rule}]"
    ),
    "event.rebel_governor_revenue": (
        "💰 The rebel {name} takes {province_name}'s spoils {spoils}T, taxes {taxes}T and "
        "local taxes {local}T: {total}T. [{rule}]"
    ),
    "event.rebel_province_upkeep": (
        "The rebel {name} owes 2T on {points} point(s) of {province_name}: pays {paid}T, "
        "{disbanded} provincial unit(s) disbanded. [{rule}]"
    ),
}
