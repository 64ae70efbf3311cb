"""English texts of The Republic of Rome: the setup part (scenarios, decks, provinces)."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ the scenarios offered
    "scenario.early": "Early Republic",
    "scenario.middle": "Middle Republic",
    "scenario.late": "Late Republic",
    "scenario.extended": "Extended (Early to Late)",
    "scenario.alternative": "Alternative History (all decks)",
    # ------------------------------------------------------------------ events: scenarios
    "event.scenario": "📜 Scenario: **{name}**. [{rule}]",
    "event.scenario_ready": (
        "🏛️ The {era} begins: {factions} factions, {treasury}T in the treasury, "
        "{legions} legions, {provinces} provinces, {laws} laws in force, "
        "{deck} cards to draw. [{rule}]"
    ),
    "event.extra_cards_added": (
        "{count} unseen Faction cards of earlier decks join the deck ({deck} cards). [{rule}]"
    ),
    "event.law_in_play": "**{name}** is already in force. [{rule}]",
    "event.law_removed": "{name} is out of this game. [{rule}]",
    "event.decks_to_follow": "When the deck runs out, the next follows: {eras}. [{rule}]",
    "event.era_begins": (
        "📜 The **{name}** begins: its events column and legion allegiance "
        "({allegiance}+) apply now. [{rule}]"
    ),
    "event.province_dealt": "Province **{name}** is dealt to the {faction}. [{rule}]",
    "event.province_in_forum": "Province {name} waits in the Forum for a governor. [{rule}]",
    "event.governor_appointed": (
        "The {faction} send **{senator_name}** to govern {name} for {term} turn(s). [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions, actions
    "decision.assign_province": (
        "{seat}: choose a governor for {name} and his term (1-3 turns). [{rule}]"
    ),
    "action.assign_province": "{senator} governs {province} for {term} turn(s)",
    # ------------------------------------------------------------------ refusals
    "illegal.province_not_yours": "That province is not yours to assign now. [3.02.4]",
    "illegal.province_term": "A governor's first term is 1, 2 or 3 turns. [3.02.4]",
    "illegal.governor_not_available": (
        "Only one of your senators in Rome, without office or province, can govern. [3.02.4]"
    ),
}
