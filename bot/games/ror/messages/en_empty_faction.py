"""English texts of The Republic of Rome: a faction left with no senators [1.05.4]."""

MESSAGES: dict[str, str] = {
    # a faction with no senators [1.05.4]
    "decision.empty_faction": (
        "{seat}: your faction has no senators. Take {senator} from the Curia as your Faction "
        "Leader (or wait for one), or quit the game? [{rule}]"
    ),
    "action.quit_game": "Quit the game",
    "event.faction_quits": (
        "The {faction} quit the game: their hand is discarded, their treasury lost. [{rule}]"
    ),
    "event.faction_waits": "The {faction} wait for a senator to enter the Curia. [{rule}]",
    "illegal.last_faction_cannot_quit": "The last faction in the game cannot quit. [1.05.4]",
    "illegal.not_the_top_curia_senator": (
        "Only {senator}, the top eligible senator in the Curia, can be taken. [1.05.4]"
    ),
    "illegal.curia_senator_waiting": ("A senator waits in the Curia: take him or quit. [1.05.4]"),
}
