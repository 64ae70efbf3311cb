"""English texts of The Republic of Rome: lasting concessions and cards: Open Bodyguards
[1.09.72], the Land Commissioner."""

MESSAGES: dict[str, str] = {
    # lasting concessions and cards
    "action.play_open_bodyguard": "Put your Open Bodyguard with {senator}",
    "event.open_bodyguard_played": (
        "🛡️ The {faction} put an Open Bodyguard with {name}: -2 to any attempt on his life. [{rule}]"
    ),
    "event.open_bodyguard_upkeep": (
        "{name} pays 1T and 1 Popularity for his bodyguard (Popularity {popularity}). [{rule}]"
    ),
    "event.open_bodyguard_dismissed": (
        "{name} cannot pay his bodyguard: the Open Bodyguard is discarded. [{rule}]"
    ),
    "illegal.no_open_bodyguard": "You hold no such Open Bodyguard [1.09.72]",
    "illegal.bodyguard_senator_in_rome": (
        "An Open Bodyguard goes with one of your senators in Rome [1.09.72]"
    ),
    "event.land_commissioner_returns": (
        "No Land Bill is in effect: {senator_name} gives the {name} back to the Forum. [{rule}]"
    ),
}
