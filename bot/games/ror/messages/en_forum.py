"""English texts of The Republic of Rome: the forum part."""

MESSAGES: dict[str, str] = {
    # ------------------------------------------------------------------ initiatives
    "event.initiative_auction": "Initiative {number} is auctioned. [{rule}]",
    "event.initiative_bid": (
        "The {faction} bid {amount}T for the initiative ({name} pays). [{rule}]"
    ),
    "event.initiative_pass": "The {faction} do not bid. [{rule}]",
    "event.initiative_won": (
        "The {faction} win initiative {number}: {name} pays {amount}T to the Bank. [{rule}]"
    ),
    "event.initiative_unclaimed": (
        "Nobody bids: initiative {number} goes to the HRAO's faction, the {faction}. [{rule}]"
    ),
    "event.initiative_begins": "🏛️ Initiative {number}: the {faction}. [{rule}]",
    "event.initiative_done": "The {faction} end initiative {number}. [{rule}]",
    # ------------------------------------------------------------------ drawn cards
    "event.deck_empty": "The deck is empty: the {faction} draw nothing. [{rule}]",
    "event.card_to_hand": "The {faction} draw a card into their hand. [{rule}]",
    "event.card_drawn": "You drew **{name}**. [{rule}]",
    "event.forum_card_drawn": "The {faction} draw **{name}**, a Forum card. [{rule}]",
    "event.senator_to_forum": "**{name}** enters the Forum, unaligned. [{rule}]",
    "event.family_joins_statesman": (
        "The {name} family card goes beneath its statesman {statesman_name}. [{rule}]"
    ),
    "event.war_drawn": "⚔️ **{name}** enters the Forum, {status}. [{rule}]",
    "event.war_imminent": (
        "⚔️ **{name}** matches a war already in play: it waits as Imminent. [{rule}]"
    ),
    "event.leader_to_curia": "{name} finds no war of his and waits in the Curia. [{rule}]",
    "event.leader_joins_war": "{name} takes command of the {war_name}. [{rule}]",
    "event.leader_leaves_curia": "{name} leaves the Curia to lead the {war_name}. [{rule}]",
    "event.era_ends_revealed": (
        "⌛ **Era Ends**: the game ends with this Forum phase; persuasion now fails on a "
        "roll of 9 or more. [{rule}]"
    ),
    # ------------------------------------------------------------------ persuasion
    "event.persuasion_attempt": (
        "🗣️ The {faction}: {persuader_name} tries to persuade {target_name} "
        "({target_faction}, loyalty {loyalty}). [{rule}]"
    ),
    "event.persuasion_card": "The {faction} play {name}: no counter-bribes. [{rule}]",
    "event.persuasion_bribe": (
        "{persuader_name} offers {target_name} {amount}T (base number {base}). [{rule}]"
    ),
    "event.counter_bribe": (
        "The {faction} counter-bribe {target_name} with {amount}T (base number {base}). [{rule}]"
    ),
    "event.counter_bribe_pass": "The {faction} do not counter-bribe. [{rule}]",
    "event.persuasion_succeeded": (
        "✅ {target_name} joins the {faction}: rolled {modified} (dice {roll}) against "
        "base {base}. [{rule}]"
    ),
    "event.persuasion_failed": (
        "❌ {target_name} refuses {persuader_name}: rolled {modified} (dice {roll}) against "
        "base {base}; dice above {limit} always fail. [{rule}]"
    ),
    "event.blackmail_backfires": (
        "Blackmail backfires: {name} loses {influence} Influence and {popularity} "
        "Popularity. [{rule}]"
    ),
    # ------------------------------------------------------------------ knights, games, leader
    "event.knight_attracted": (
        "🐎 {name} attracts a knight: die {die} + {talents}T + {modifier} = {total} "
        "({knights} knights). [{rule}]"
    ),
    "event.knight_not_attracted": (
        "{name} attracts no knight: die {die} + {talents}T + {modifier} = {total}, "
        "6 needed. [{rule}]"
    ),
    "event.knights_pressured": ("{name} pressures {count} knight(s) for {talents}T. [{rule}]"),
    "event.games_sponsored": (
        "🎭 {name} sponsors {games} for {cost}T: Popularity {popularity}, Unrest {unrest}. [{rule}]"
    ),
    "event.leader_changed": "The {faction} now follow **{name}** as Faction Leader. [{rule}]",
    # ------------------------------------------------------------------ putting Rome in order
    "event.rome_in_order": "The six initiatives are over: Rome is put in order. [{rule}]",
    "event.no_enemy_leader": "Enemy Leader Dies: no enemy leader is in play. [{rule}]",
    "event.enemy_leader_died": "☠️ Enemy leader {name} dies and is discarded. [{rule}]",
    "event.enemy_sues_for_peace": (
        "The {name} sues for peace: the State takes {spoils}T and the war returns to the "
        "top of the deck. [{rule}]"
    ),
    "event.major_marker": "{name} holds a Major Office this turn (Major marker). [{rule}]",
    "event.curia_stays": "{name} stays in the Curia ({total}). [{rule}]",
    "event.curia_returns": "{name} returns from the Curia to the Forum ({total}). [{rule}]",
    "event.curia_leader_dies": "Enemy leader {name} dies in the Curia ({total}). [{rule}]",
    # ------------------------------------------------------------------ decisions
    "decision.initiative_auction": "{seat}: bid for the next initiative, or pass. [{rule}]",
    "decision.initiative_actions": (
        "{seat}: initiative {number}: persuade, knights, games, Faction Leader, or Done. [{rule}]"
    ),
    "decision.counter_bribe": (
        "{seat}: {persuader} is persuading {target} (base {base}). Counter-bribe? [{rule}]"
    ),
    "decision.persuasion_roll": (
        "{seat}: persuading {target}, base number {base}: roll, or bribe more. [{rule}]"
    ),
    "decision.discard_enemy_leader": "{seat}: choose the enemy leader who dies. [{rule}]",
    # ------------------------------------------------------------------ action labels
    "action.pass": "Pass",
    "action.bid_initiative": "Bid {amount}T ({senator} pays)",
    "action.persuade": "{persuader} persuades {target}",
    "action.persuade_bribe": "{persuader} persuades {target}, bribe {bribe}T",
    "action.persuade_card": "{card}: {persuader} persuades {target}",
    "action.counter_bribe": "Counter-bribe {amount}T",
    "action.bribe": "Bribe {amount}T more",
    "action.roll_persuasion": "Roll",
    "action.attract_knight": "{senator}: attract a knight ({talents}T)",
    "action.pressure_knights": "{senator}: pressure {count} knight(s)",
    "action.sponsor_games": "{senator}: {games} ({cost}T)",
    "action.discard_enemy_leader": "{card} dies",
    # ------------------------------------------------------------------ refusals
    "illegal.persuader_not_in_rome": "The persuader must be your senator in Rome [1.07.4]",
    "illegal.not_a_persuasion_target": (
        "Persuade an unaligned senator in the Forum, or another faction's senator in Rome "
        "who is not its leader [1.07.4]"
    ),
    "illegal.bribe_too_large": "A bribe must be paid from the persuader's {most}T [1.07.4]",
    "illegal.counter_bribe_unaffordable": (
        "A counter-bribe is at least 1T from your Faction Treasury [1.07.4]"
    ),
    "illegal.not_your_senator": "That is not one of your senators [{rule}]",
    "illegal.senator_not_in_rome": "Only a senator in Rome can do that [{rule}]",
    "illegal.treasury_frozen": (
        "His treasury is frozen: a captive pays only his ransom, a rebel only his army [{rule}]"
    ),
    "illegal.not_enough_talents": "He has only {most}T [{rule}]",
    "illegal.not_enough_knights": "He has only {most} knight(s) [1.07.51]",
    "illegal.no_such_games": "Games are 1, 2 or 3 (Slice and Dice to Gladiator Gala) [1.07.6]",
    "illegal.bidder_not_in_rome": "Bids come from one of your senators in Rome [1.07.22]",
    "illegal.bad_bid": "Bid more than {high}T, at most the senator's {most}T [1.07.22]",
    "illegal.initiative_step_over": "That step of the initiative is over [1.07.3]",
    "illegal.not_an_enemy_leader": "Choose an enemy leader in play [1.07.8]",
}
