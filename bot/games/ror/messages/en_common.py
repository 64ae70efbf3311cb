"""English texts of The Republic of Rome: the kernel, setup, leaders, turn and mortality
events, the first decisions, action labels and refusals.

Our own short wording; event templates are filled from the event's `data` plus `rule`.
"""

MESSAGES: dict[str, str] = {
    #: the game's title, as the tools and the lobby name it
    "game.ror": "The Republic of Rome",
    #: the heading of the State's part of a phase summary
    "ror.summary.republic": "🏛️ The Republic",
    #: the title of `/faction view` without a faction: the public view of the Republic
    "ui.faction.public_title": "The Republic — public view",
    "office.dictator": "Dictator",
    "office.rome_consul": "Rome Consul",
    "office.field_consul": "Field Consul",
    "office.censor": "Censor",
    "office.master_of_horse": "Master of Horse",
    "office.pontifex": "Pontifex Maximus",
    "office.priest": "Priest",
    # ------------------------------------------------------------------ events: setup
    "event.senator_dealt": "The {faction} receive **{name}**. [{rule}]",
    "event.war_in_forum": "**{name}** waits in the Forum, {status}. [{rule}]",
    "event.setup_forum_card": "{name} came up in the deal: set aside, replaced. [{rule}]",
    "event.hand_dealt": "Your hand: {cards}. [{rule}]",
    "event.hands_dealt": "Each faction is dealt {count} cards. [{rule}]",
    "event.era_ends_placed": "Era Ends lies among the last {bottom} of {deck} cards. [{rule}]",
    "event.temporary_consul": (
        "Chits drawn: {chits}. **{name}** ({faction}) is Temporary Rome Consul, "
        "+5 Influence and a Prior Consul marker. [{rule}]"
    ),
    # ------------------------------------------------------------------ events: leaders, cards
    "event.leader_chosen": "The {faction} follow **{name}** as Faction Leader. [{rule}]",
    "event.faction_done": "The {faction} are done. [{rule}]",
    "event.statesman_played": "The {faction} bring statesman **{name}** into play. [{rule}]",
    "event.statesman_on_family": (
        "The {faction} place statesman **{name}** on the {family_name} family "
        "(Influence {influence}). [{rule}]"
    ),
    "event.statesman_takes_family": (
        "The {faction} play statesman **{name}**, who takes the {family_name} family "
        "from the Forum. [{rule}]"
    ),
    "event.concession_played": "The {faction} grant **{name}** to {senator_name}. [{rule}]",
    # ------------------------------------------------------------------ events: turn
    "event.province_vacated": "{name} has no governor now and returns to the Forum. [{rule}]",
    "event.ledger": "{amount}T from {source} to {target}: {why}. [{rule}]",
    "event.phase_start": "— Turn {turn}: **{phase}** phase —",
    "event.turn_end": "— End of turn {turn} —",
    "event.game_over": "🏁 The game ends after turn {turn}. Winner: **{winners}**. [{rule}]",
    # ------------------------------------------------------------------ events: mortality
    "event.war_activated": "⚔️ **{name}** becomes Active. [{rule}]",
    "event.chit_draw_two": "Mortality chit: Draw 2. It goes back and two more are drawn. [{rule}]",
    "event.chit_blank": "Mortality chit: blank. Nobody dies. [{rule}]",
    "event.chit_no_senator": "Mortality chit {number}: no such senator in play. [{rule}]",
    "event.chit_drawn": "Mortality chit {number}: **{name}**. [{rule}]",
    "event.senator_died": "☠️ **{name}** dies. [{rule}]",
    "event.concession_to_forum": "{name} returns to the Forum. [{rule}]",
    "event.statesman_removed": "Statesman {name} leaves the game. [{rule}]",
    "event.faction_leaderless": (
        "The {faction} have lost their leader; they name a new one in the Forum phase. [{rule}]"
    ),
    "event.family_heir": (
        "A new head of the {name} family leads the {faction} (Influence {influence}). [{rule}]"
    ),
    "event.senator_to_curia": "The {name} family goes to the Curia. [{rule}]",
    "event.faction_empty": ("The {faction} have no senators and none waits in the Curia. [{rule}]"),
    "event.faction_repopulated": (
        "The {faction} take **{name}** from the Curia as their Faction Leader. [{rule}]"
    ),
    # ------------------------------------------------------------------ decisions
    "decision.choose_faction_leader": "{seat}: choose your Faction Leader. [{rule}]",
    "decision.play_cards": "{seat}: play Statesmen and Concessions, then Done. [{rule}]",
    # ------------------------------------------------------------------ action labels
    "action.choose_leader": "Lead with {senator}",
    "action.play_statesman": "Play {card}",
    "action.play_concession": "Give {card} to {senator}",
    "action.done": "Done",
    # ------------------------------------------------------------------ refusals
    "illegal.wrong_phase": "That action does not belong to this step of the game [{rule}]",
    "illegal.leader_not_your_senator": "Only your own senators can lead your faction [3.05]",
    "illegal.card_not_in_hand": "That card is not in your hand [1.11.1]",
    "illegal.not_a_statesman": "{card} is not a statesman [1.07.312]",
    "illegal.statesman_already_in_play": (
        "A statesman of that family is already in play, so {card} cannot enter [1.07.312]"
    ),
    "illegal.statesman_family_elsewhere": (
        "Another faction holds the family of {card}, so he cannot be played [1.07.312]"
    ),
    "illegal.not_a_concession": "{card} is not a concession [1.07.32]",
    "illegal.concession_not_your_senator": "Concessions go only to your own senators [1.07.32]",
    "illegal.concession_needs_land_bill": "{card} needs a Land Bill in effect [1.09.61]",
}
