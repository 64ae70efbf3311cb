"""English texts of The Republic of Rome: special wars [wars.json], Cleopatra VII [1.10.2]
and Proscription [intrigue.json]."""

MESSAGES: dict[str, str] = {
    # special wars [wars.json]
    "event.province_developed_by_war": (
        "The {war_name} leaves {name} Developed (no Influence for it). [{rule}]"
    ),
    # Cleopatra VII [1.10.2, enemy_leaders.json]
    "event.cleopatra_joins_rome": (
        "👑 Cleopatra VII sides with Rome: {name} gains {talents}T and 3 Military against the "
        "Alexandrine War, and his Popularity falls to {popularity}. [{rule}]"
    ),
    "event.cleopatra_joins_enemy": (
        "👑 Cleopatra VII leads the {war_name} against Rome (+3). [{rule}]"
    ),
    "decision.play_cleopatra": "{seat}: play Cleopatra VII before the Alexandrine War? [{rule}]",
    "action.play_cleopatra_rome": "Cleopatra sides with Rome",
    "action.play_cleopatra_enemy": "Cleopatra leads the enemy",
    "illegal.cleopatra_not_playable": (
        "Cleopatra VII can be played from your hand only while the Alexandrine War is Active. "
        "[1.10.2]"
    ),
    "illegal.cleopatra_needs_a_commander": (
        "No Roman commander faces the Alexandrine War for Cleopatra to join. [1.10.2]"
    ),
    # Proscription [intrigue.json]
    "decision.play_proscription": (
        "{seat}: the Senate has won the civil war. Play Proscription? {senator}, as HRAO, "
        "would then choose whether to eliminate all {knights} knights and take 1d6 talents "
        "for each. [{rule}]"
    ),
    "action.play_proscription": "Play Proscription",
    "decision.proscription_choice": (
        "{seat}: Proscription is played. Should {senator}, as HRAO, eliminate all {knights} "
        "knights and take 1d6 talents for each? [{rule}]"
    ),
    "event.proscription_played": (
        "📜 The {faction} play Proscription: {hrao_name}, as HRAO, may proscribe the knights. "
        "[{rule}]"
    ),
    "event.proscription_declined": (
        "{faction} decline the Proscription: the card is discarded. [{rule}]"
    ),
    "event.knights_proscribed": (
        "⚔️ Proscription: all {knights} knights are eliminated and {name} takes {talents}T. "
        "The {faction} may attract no more knights; everyone else gets +1 on knight rolls. "
        "[{rule}]"
    ),
    "illegal.proscription_not_held": "You hold no such Proscription card. [1.11.371]",
    "illegal.proscriber_attracts_no_knights": (
        "Your faction proscribed the knights: it may attract no more. [1.07.5]"
    ),
}
