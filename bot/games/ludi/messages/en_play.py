"""English texts of Ludi Romani's play: the aediles, the events of a round, the decisions,
the choices and the refusals. Our own wording; each cites its rule."""

from __future__ import annotations

from bot.messages.catalogues import Entry

MESSAGES: dict[str, Entry] = {
    "seat.aurelii": "Aurelii",
    "seat.claudii": "Claudii",
    "seat.cornelii": "Cornelii",
    "seat.fabii": "Fabii",
    "scenario.romani": "Ludi Romani",
    "option.festival_days": "Days of the festival, one round a day: 4, 6 or 8 [1.3]",
    "outcome.most_favour": "the most favour of the people",
    # ------------------------------------------------------------------ events
    "event.ludi_dealt": (
        "Each aedile is dealt {count} purse cards; the festival lasts {rounds} days. [{rule}]"
    ),
    "event.ludi_hand": "Your hand: {cards}. [{rule}]",
    "event.ludi_round": "— Day {round} of the games: the prize is **{prize}** favour — [{rule}]",
    "dice.ludi_omen": "the omen of day {round}",
    "dice.ludi_tie": "{seat} rolls against the tie",
    "event.ludi_bid_laid": "You laid {card} face down. [{rule}]",
    "event.ludi_bid_sealed": "{seat} lays a card face down. [{rule}]",
    "event.ludi_bid_shown": "{seat} laid **{card}**. [{rule}]",
    "event.ludi_sponsor": (
        "**{seat}** sponsor the games with {card} and win {prize} favour. [{rule}]"
    ),
    "event.ludi_you_acclaim": "You acclaim the games. [{rule}]",
    "event.ludi_you_jeer": "You jeer the games. [{rule}]",
    "event.ludi_vote_sealed": "{seat} have voted. [{rule}]",
    "event.ludi_acclaims": "{seat} acclaim. [{rule}]",
    "event.ludi_jeers": "{seat} jeer. [{rule}]",
    "event.ludi_acclaimed": (
        "The games of {sponsor} are acclaimed, {ayes} to {noes}: {sponsor} win 2 favour, "
        "each who acclaimed 1. [{rule}]"
    ),
    "event.ludi_jeered": (
        "The games of {sponsor} are jeered, {ayes} to {noes}: each who jeered wins 1 favour. "
        "[{rule}]"
    ),
    "event.ludi_reshuffled": "The {count} discards are shuffled into a new deck. [{rule}]",
    "event.ludi_drew": "You drew {card}. [{rule}]",
    "event.ludi_game_over": ("The festival is over: {winners} win with {favour} favour. [{rule}]"),
    # ------------------------------------------------------------------ decisions
    "decision.ludi_bid": (
        "{seat}: lay a card face down for day {round} (prize {prize} favour). [{rule}]"
    ),
    "decision.ludi_vote": "{seat}: acclaim or jeer the games of day {round}? [{rule}]",
    "action.ludi_bid": "Lay {card}",
    "action.ludi_acclaim": "Acclaim",
    "action.ludi_jeer": "Jeer",
    # ------------------------------------------------------------------ refusals
    "illegal.ludi_not_waiting": "The games are not waiting on you now.",
    "illegal.ludi_not_bidding": "This is not the time to lay a card. [{rule}]",
    "illegal.ludi_card_not_in_hand": "You hold no card {card}. [{rule}]",
    "illegal.ludi_not_voting": "This is not the time to vote. [{rule}]",
}
