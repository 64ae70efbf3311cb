"""English texts of The Republic of Rome: the events and population part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ random events
    "event.random_event_rolled": "The {faction} roll a random event: **{name}**. [{rule}]",
    "event.rhodian_declined": (
        "{name}: no war needs fleets, so Rhodes stays home and the card is discarded. [{rule}]"
    ),
    "event.event_placed": "📜 **{name}** comes into play. [{rule}]",
    "event.event_flipped": "📜 It is already in play: it turns to **{name}**. [{rule}]",
    "event.event_intensified": "📜 **{name}** grows worse: level {level}. [{rule}]",
    "event.event_repeated": "📜 **{name}** strikes again. [{rule}]",
    "event.event_no_further_effect": "{name} is already in play: no further effect. [{rule}]",
    "event.event_expires": "{name} leaves play. [{rule}]",
    "event.state_paid": "The State pays {amount}T for {name} ({treasury}T left). [{rule}]",
    "event.event_already_paid": "The State has already paid for {name} this turn. [{rule}]",
    "event.state_cannot_pay": (
        "The State owes {amount}T for {name} but holds only {treasury}T. [{rule}]"
    ),
    "event.republic_falls": "🏚️ Rome has fallen: every player loses. [{rule}]",
    "event.concession_destroyed": (
        "🔥 {name} is destroyed ({senator_name} loses it) and goes to the Curia. [{rule}]"
    ),
    "event.concession_not_in_play": "{name} is not in play: nothing is destroyed. [{rule}]",
    "event.chits_drawn": "Mortality chits drawn ({count}): {chits}. [{rule}]",
    "event.chit_spared": "Mortality chit {number}: **{name}** is spared. [{rule}]",
    "event.mob_violence": (
        "The mob riots: {chits} chits, only senators in Rome with Popularity below "
        "{unrest} can die. [{rule}]"
    ),
    "event.fleets_lost": "🌊 The storm sinks {lost} fleets ({fleets} left). [{rule}]",
    # lasting effects, read by the phases they touch
    "event.lasting_ally_deserts": (
        "This turn, a battle with an even 3d6 total raises the war's strength. [{rule}]"
    ),
    "event.lasting_enemy_ally_deserts": (
        "This turn, a battle with an odd 3d6 total lowers the war's strength. [{rule}]"
    ),
    "event.lasting_allied_enthusiasm": (
        "The allies will send the State gold at the next Revenue phase. [{rule}]"
    ),
    "event.lasting_barbarian_raids": (
        "At the next Revenue phase, frontier governors must hold off the raiders. [{rule}]"
    ),
    "event.lasting_drought": (
        "Drought: each drought effect adds 1 Unrest in the Population phase. [{rule}]"
    ),
    "event.lasting_enemy_leader_dies": (
        "At the end of the Forum phase the HRAO removes an enemy leader. [{rule}]"
    ),
    "event.lasting_internal_disorder": (
        "At the next Revenue phase, undeveloped provinces yield nothing and may revolt. [{rule}]"
    ),
    "event.lasting_manpower_shortage": (
        "Manpower Shortage: each Legion or Fleet raised costs 10T more per level. [{rule}]"
    ),
    "event.lasting_new_alliance": (
        "At the end of the Senate phase the HRAO settles a war through the alliance. [{rule}]"
    ),
    "event.lasting_pretender_emerges": (
        "When the next war becomes Active, a province rises for the pretender. [{rule}]"
    ),
    "event.lasting_refuge": (
        "The next enemy leader a victory would remove finds refuge with a new war. [{rule}]"
    ),
    "event.lasting_rhodian_alliance": (
        "Rhodes lends the Republic its fleets until the naval war is won. [{rule}]"
    ),
    "event.rhodian_fleets_join": (
        "🚢 {fleets} Rhodian fleet(s) sail with {commander_name} against {name}. [{rule}]"
    ),
    "event.rhodian_fleets_leave": (
        "🚢 {war_name} is defeated: the {name} ends and Rhodes takes its fleets home. [{rule}]"
    ),
    "event.lasting_trial_of_verres": (
        "At the next Revenue phase provinces pay the State more and their governors less. [{rule}]"
    ),
    # ------------------------------------------------------------------ deck events
    "event.bequest_offered": "📜 **{name}** lies in the Forum, waiting to be claimed. [{rule}]",
    "event.bequest_void": "{name}: {province_name} already exists; the card is discarded. [{rule}]",
    "event.catiline_revealed": (
        "🗡️ **{name}**: {senator_name}, the HRAO, must name the faction it strikes. [{rule}]"
    ),
    "event.catiline_no_hrao": "{name}: there is no HRAO to name a faction. [{rule}]",
    "event.catiline_named": "The {faction} name the {target} as conspirators. [{rule}]",
    "event.popularity_lost": ("{name} loses {amount} Popularity (now {popularity}). [{rule}]"),
    "decision.name_catiline_faction": (
        "{seat}: name the faction the Catiline Conspiracy strikes. [{rule}]"
    ),
    "action.name_faction": "Name the {faction}",
    "illegal.catiline_other_faction": "Name another faction than your own [1.07.3]",
    # ------------------------------------------------------------------ population
    "event.unrest_from_wars": (
        "Unrest rises: {unprosecuted} unprosecuted war(s), {drought} drought effect(s). "
        "Unrest is {unrest}. [{rule}]"
    ),
    "event.state_of_the_republic": (
        "🏛️ {name} speaks on the State of the Republic: {roll} − Unrest {unrest} "
        "+ Popularity {popularity} − Evil Omens {omens} = **{total}**. [{rule}]"
    ),
    "event.unrest_changed": "Unrest {change}: it stands at **{unrest}**. [{rule}]",
    "event.no_recruitment": "No Recruitment: no forces may be raised this turn. [{rule}]",
    "event.mob_attacks_senate": (
        "The mob storms the Senate: {chits} chits, only senators in Rome can die. [{rule}]"
    ),
    "event.people_revolt": (
        "🔥 The people revolt (result {total}): the Republic is overthrown. [{rule}]"
    ),
}
