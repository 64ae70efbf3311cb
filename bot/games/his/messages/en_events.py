"""What the game master says when something happens in Here I Stand's papal procedures.
Rule references: `#95.n` is step n of Sack of Rome, `#5.A`/`#5.B` the Papal Bull's options,
`8.2`, `9.1` and `9.5` the rule sections the seed cites (unverified, PAPAL.md §0)."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "event.his_setup": "Here I Stand: the papal procedures begin.",
    "event.his_turn_ends": "Turn {turn} is over.",
    "event.his_card_draw": "Card Draw Phase of turn {turn}.",
    "event.his_card_draw_modifier": (
        "{power} is dealt one card fewer while it is excommunicated (the −1 card marker) [#5.B]."
    ),
    "event.his_hand_size": {
        "one": "{power} has entered its hand: {count} card.",
        "other": "{power} has entered its hand: {count} cards.",
    },
    "event.his_hand_entered": "Your hand as entered: {cards}.",
    "event.his_card_played": "{power} plays {card} [{rule}].",
    "event.his_card_given": "{power} gives a card to the Papacy [{rule}].",
    "event.his_card_given_seen": "{power} gave the Papacy {card} [{rule}].",
    # board updates
    "event.his_units_set": "{power} in {space}: {his_units}.",
    "event.his_leader_set": "{power}'s army leader {leader} (battle {battle}) is in {space}.",
    "event.his_leader_off": "{power}'s army leader {leader} leaves the map.",
    "event.his_war_declared": "{power} and {other} are at war.",
    "event.his_peace_made": "{power} and {other} make peace.",
    "event.his_alliance_made": "{power} and {other} are allied.",
    "event.his_alliance_ended": "{power} and {other} are no longer allied.",
    "event.his_ruler_changed": "{power} has a new ruler: {ruler}.",
    "event.his_unrest_set": "Unrest in {space}.",
    "event.his_unrest_set.off": "No more unrest in {space}.",
    "event.his_religion_set": "{space} is now {religion}.",
    "event.his_papal_space_set": "{space} is controlled by {power}.",
    "event.his_reformer_set": "{reformer} is placed: {space}.",
    "event.his_debater_committed": "{reformer}'s debater is committed for {card}.",
    "event.his_st_peters_built": (
        "The Papacy spends {cp} CP on St. Peter's: {vp} VP, {progress} CP toward the next."
    ),
    # Sack of Rome
    "event.his_sack_played": (
        "{power} plays Sack of Rome with {owner}'s formation in {space} [{rule}]."
    ),
    "event.his_sack_moves": (
        "{owner}'s formation leaves {space} for Rome: {his_formation} [{rule}]."
    ),
    "event.his_sack_window": (
        "Field battle in Rome: {owner} against the Papal regulars, dice {attacker_dice} "
        "against {defender_dice} (one extra die; ties go to the Papacy). Both sides may "
        "declare combat cards, any power response cards [{rule}]."
    ),
    "event.his_battle_card": (
        "{power} plays {card}: dice +{attacker_dice} attacker, +{defender_dice} defender [{rule}]."
    ),
    "event.his_sack_battle": (
        "The battle: {attacker_hits} hits against {defender_hits}; {winner} wins [{rule}]."
    ),
    "event.his_casualties": ("{power} loses {his_units} [{rule}]."),
    "event.his_sack_returns": ("{owner}'s survivors return to {space}: {his_units} [{rule}]."),
    "event.his_sack_repulsed": "Rome holds: {card} goes to the discard pile [{rule}].",
    "event.his_st_peters_loss": (
        "St. Peter's loses 5 CP: {before} → {after} ({vp} VP, {cp} CP toward the next) [{rule}]."
    ),
    "event.his_grab_nothing": (
        "The Papacy holds no card but its home cards: {owner} draws nothing [{rule}]."
    ),
    "event.his_grab_one": "{owner} takes the Papacy's only card besides its home cards [{rule}].",
    "event.his_grab_one_seen": "You take {card} from the Papal hand [{rule}].",
    "event.his_grab_two": (
        "{owner} draws two random cards from the Papal hand, will keep one and discard the "
        "other [{rule}]."
    ),
    "event.his_grab_two_seen": "You drew {cards} from the Papal hand: keep one [{rule}].",
    "event.his_grab_kept": "{owner} keeps one card and discards the other unseen [{rule}].",
    "event.his_grab_kept_seen": "You keep {kept} and discard {discarded} [{rule}].",
    "event.his_sack_removed": "Rome is sacked: {card} is removed from the game [{rule}].",
    # Papal Bull
    "event.his_reformer_excommunicated": (
        "{reformer} is excommunicated: he and his debater are off the map until the end of "
        "the turn, the debater committed [{rule}]."
    ),
    "event.his_debate_called": "The Papacy calls a debate in the {zone} language zone [{rule}].",
    "event.his_debate_declined": "The Papacy calls no debate in the {zone} language zone [{rule}].",
    "event.his_luther_debates": (
        "{card} brings the excommunicated Luther into a debate; he goes back off the map "
        "after it [{rule}]."
    ),
    "event.his_reformer_returns": (
        "{reformer} returns to {space}, his debater uncommitted [{rule}]."
    ),
    "event.his_ruler_excommunicated": (
        "{ruler} of {power} is excommunicated: the −1 card marker is on {power} [{rule}]."
    ),
    "event.his_unrest_placed": "The Papacy puts unrest in {space} ({power}) [{rule}].",
    "event.his_no_unrest_space": (
        "{power} has no unoccupied home space to put in unrest [{rule}]."
    ),
    "event.his_excommunication_lifted": ("{power}'s excommunication is lifted ({how}) [{rule}]."),
    "event.his_bull_done": "The Papal Bull is resolved [{rule}].",
}
