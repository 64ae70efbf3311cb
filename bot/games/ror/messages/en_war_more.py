"""English texts of The Republic of Rome: the rebel end game, veterans deserting back,
Cleopatra VII, special wars, legionary disbandment (issue 5 leftovers)."""

MESSAGES: dict[str, str] = {
    # the rebel end game [1.12.4]
    "event.rebel_end_game": (
        "🔥 {name} has won, but {wars} wars ring Rome: with {legions} legion(s) and "
        "{fleets} fleet(s) he must beat them one by one until fewer than four are left. [{rule}]"
    ),
    "event.rebel_attacks_war": "⚔️ {name} marches against the {war_name}. [{rule}]",
    "event.rebel_end_game_died": (
        "☠️ {name} fell winning the last battle: his revolt has failed. [{rule}]"
    ),
    "decision.rebel_end_game": (
        "{seat}: {wars} wars ring Rome; beat {to_beat} more. Which war does your rebel attack? "
        "[{rule}]"
    ),
    "action.attack_war": "Attack the {war}",
    "illegal.not_an_active_war": "{war} is not an Active war. [1.12.4]",
    # veterans deserting back [1.11.36]
    "event.veterans_desert_back": (
        "{legions} veteran legion(s) loyal to {name} leave the rebel for the Senate's army "
        "({to}). [{rule}]"
    ),
    "decision.order_veterans_back": (
        "{seat}: order veteran legions of {senators} back from the rebel army? [{rule}]"
    ),
    "action.order_veterans_back": "Order {senator}'s veterans back",
    "illegal.no_veterans_with_the_rebel": (
        "{senator} is no loyal senator of yours with veterans in the rebel army. [1.11.36]"
    ),
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
        "{seat}: the Senate has won the civil war. Play Proscription? [{rule}]"
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
    # legionary disbandment and recall [2.04]
    "event.veterans_disbanded": (
        "{name} disbands {legions} veteran legion(s) loyal to him: Oratory {oratory}, "
        "Influence {influence}. [{rule}]"
    ),
    "event.disbanded_legions_to_pool": (
        "The legions {name} disbanded rejoin the pool as regular legions. [{rule}]"
    ),
    "event.disbanded_legions_recalled": (
        "🛡️ {legions} legion(s) disbanded by {name} are recalled for {cost}T; the Treasury "
        "holds {treasury}T. [{rule}]"
    ),
    "decision.disband_veterans": (
        "{seat}: disband veteran legions loyal to your victorious commander? [{rule}]"
    ),
    "action.disband_veterans": "{senator} disbands {count} veteran legion(s)",
    "action.propose_recall_legions": "Recall {count} legion(s) of {senator} ({cost}T)",
    "event.proposal_recall_legions": (
        "{presiding_name} proposes recalling the {count} legion(s) {senator} disbanded, for "
        "{cost}T. [{rule}]"
    ),
    "illegal.no_veterans_to_disband": (
        "{senator} has not that many veteran legions loyal to him to disband. [2.04]"
    ),
    "illegal.legion_disbandment_off": "This game does not use legionary disbandment. [2.04]",
    "illegal.no_disbanded_legions": "That senator has not that many disbanded legions. [2.04]",
    "illegal.recall_needs_consul": "Only a presiding Consul or Dictator may recall them. [2.04]",
    "illegal.recall_unaffordable": "The recall costs {cost}T, more than the Treasury holds. [2.04]",
}
