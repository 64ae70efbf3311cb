"""Prompts, choice labels and refusals of Here I Stand's papal procedures."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    # prompts
    "decision.his_papal_hand": (
        "{seat}: enter the Papacy's hand (its home cards #5 and #6 are known), by card "
        "number [{rule}]."
    ),
    "decision.his_diplomacy": (
        "{seat}: Diplomacy Phase of turn {turn}: make peace, lift or buy off an "
        "excommunication, or say you are done [9]."
    ),
    "decision.his_impulse": "{seat}: your impulse. Play a card or pass [{rule}].",
    "decision.his_papal_impulse": "{seat}: the Papacy's impulse. Play a card or pass [{rule}].",
    "decision.his_sack_cards": (
        "{seat}: Sack of Rome, dice: attacker {attacker_dice}, defender {defender_dice}. "
        "Declare combat or response cards, then say you are done [{rule}]."
    ),
    "decision.his_sack_odd_casualty": (
        "{seat}: the odd casualty: a mercenary or a regular? [{rule}]"
    ),
    "decision.his_sack_keep": (
        "{seat}: keep one of the two cards drawn; the other is discarded [{rule}]."
    ),
    "decision.his_bull_option": (
        "{seat}: Papal Bull: excommunicate a reformer on the map, or a ruler with grounds [{rule}]."
    ),
    "decision.his_bull_debate": (
        "{seat}: call a theological debate in the excommunicated reformer's language zone? [{rule}]"
    ),
    "decision.his_bull_unrest": (
        "{seat}: choose a home space of the excommunicated power for unrest ({left} to place) "
        "[{rule}]."
    ),
    # choices
    "act.his_set_units": "{power} in {space}: {his_units}",
    "act.his_set_leader": "{power}'s {leader} (battle {battle}) to {space}",
    "act.his_set_war": "{power} and {other} go to war",
    "act.his_set_alliance": "{power} and {other} ally",
    "act.his_set_ruler": "{power}'s new ruler: {ruler}",
    "act.his_set_unrest": "Unrest in {space}",
    "act.his_set_religion": "{space} becomes {religion}",
    "act.his_set_papal_space": "{space} controlled by {power}",
    "act.his_set_reformer": "{reformer} to {space}",
    "act.his_commit_debater": "Commit {reformer}'s debater for {card}",
    "act.his_luther_debates": "Here I Stand: bring the excommunicated Luther into a debate",
    "act.his_build_st_peters": "Spend {cp} CP on St. Peter's",
    "act.his_enter_papal_hand": "The hand (besides #5 and #6): {cards}",
    "act.his_done": "Done",
    "act.his_pass": "Pass",
    "act.his_play_papal_card": "Play {card}",
    "act.his_lift_excommunication": "Lift {power}'s excommunication [9.1]",
    "act.his_give_card": "{power} gives {card} to the Papacy [9.5]",
    "act.his_play_sack": "Sack of Rome: {owner}'s formation in {space} [#95]",
    "act.his_battle_card": (
        "{power} plays {card}: dice +{attacker_dice} attacker, +{defender_dice} defender"
    ),
    "act.his_odd_casualty": "Lose a {unit}",
    "act.his_keep_card": "Keep {card}",
    "act.his_play_bull": "Papal Bull [#5]",
    "act.his_excommunicate_reformer": "Excommunicate {reformer} [#5.A]",
    "act.his_excommunicate_ruler": "Excommunicate {power}'s ruler [#5.B]",
    "act.his_call_debate": "Call a debate",
    "act.his_place_unrest": "Unrest in {space}",
    # refusals
    "illegal.his_game_over": "The game is over.",
    "illegal.his_not_your_turn": "Not your turn: the game waits for {waiting} [{rule}].",
    "illegal.his_not_seated": "That seat is not in this game.",
    "illegal.his_not_now": "That is not something to do now ({action}) [{rule}].",
    "illegal.his_bad_seats": "Here I Stand takes 3 to 6 players in the seat order.",
    "illegal.his_no_such_card": "There is no card #{card} in the deck [{rule}].",
    "illegal.his_other_home_card": "Card #{card} is another power's home card [{rule}].",
    "illegal.his_home_card_known": (
        "Card #{card} is a Papal home card: it is counted already [{rule}]."
    ),
    "illegal.his_card_twice": "A card is entered twice [{rule}].",
    "illegal.his_card_not_yet": "Card #{card} enters the deck only on turn {turn} [{rule}].",
    "illegal.his_card_unavailable": "Card #{card} cannot be played or held now [{rule}].",
    "illegal.his_not_in_hand": "Card #{card} is not in the Papal hand [{rule}].",
    "illegal.his_no_such_power": "There is no power {seat}.",
    "illegal.his_not_your_power": "You do not play {seat} [{rule}].",
    "illegal.his_no_such_space": "There is no space {space}.",
    "illegal.his_no_ottoman_mercenaries": "The Ottomans raise no mercenaries.",
    "illegal.his_bad_leader_name": "An army leader needs a name of at most 40 characters.",
    "illegal.his_leader_rating": "{leader} is {seat}'s leader with battle rating {battle}.",
    "illegal.his_two_powers": "Name two different powers.",
    "illegal.his_already_so": "The board shows that already.",
    "illegal.his_not_a_successor": "{ruler} does not follow {seat}'s present ruler.",
    "illegal.his_ruler_not_yet": "{ruler} cannot rule before turn {turn}.",
    "illegal.his_outside_the_reformation": "{space} takes no part in the Reformation.",
    "illegal.his_unrest_not_yours": (
        "Unrest in {space} is entered by the player of {seat}, whose space it is."
    ),
    "illegal.his_reformation_not_yours": (
        "Only the Protestant player makes {space} Protestant (a Reformation)."
    ),
    "illegal.his_counter_reformation_not_yours": (
        "Only the Papacy's player makes {space} Catholic again (a Counter-Reformation)."
    ),
    "illegal.his_papal_space_not_yours": (
        "Only the player of {seat} enters that {seat} controls {space}."
    ),
    "illegal.his_not_papal_space": "{space} is not a Papal home space.",
    "illegal.his_no_such_reformer": "There is no reformer {reformer}.",
    "illegal.his_reformer_excommunicated": (
        "{reformer} is excommunicated and off the map until the next turn [{rule}]."
    ),
    "illegal.his_debater_committed": "{reformer}'s debater is committed [{rule}].",
    "illegal.his_luther_not_excommunicated": (
        "Luther is not excommunicated: play Here I Stand as usual [{rule}]."
    ),
    "illegal.his_card_being_resolved": "Wait until the card being resolved is done [{rule}].",
    "illegal.his_not_your_impulse": "It is not {seat}'s impulse [{rule}].",
    "illegal.his_sack_card_unavailable": "{seat} cannot play Sack of Rome now [{rule}].",
    "illegal.his_sack_not_eligible": (
        "{seat}'s formation in {space} has {his_mercenaries}: it needs more mercenaries than "
        "the Papacy has regulars in Rome ({his_regulars}), in an Italian-speaking space [{rule}]."
    ),
    "illegal.his_not_a_battle_card": (
        "Card #{card} is not a card {seat} may play in this battle: both sides may play combat "
        "cards, any power response cards [{rule}]."
    ),
    "illegal.his_not_drawn": "Card #{card} is not one of the two cards drawn [{rule}].",
    "illegal.his_bull_no_target": (
        "Papal Bull needs a reformer on the map or a ruler with grounds [{rule}]."
    ),
    "illegal.his_not_a_reformer_target": (
        "{reformer} cannot be excommunicated: he must be on the map and not excommunicated "
        "[{rule}]."
    ),
    "illegal.his_no_grounds": "There are no grounds to excommunicate {seat}'s ruler [{rule}].",
    "illegal.his_not_an_unrest_space": (
        "{space} is no unoccupied Catholic home space of the power without unrest [{rule}]."
    ),
    "illegal.his_not_excommunicated": "{seat} is not excommunicated [{rule}].",
}
