"""English texts of The Republic of Rome: the events part."""

MESSAGES: dict[str, str] = {
    "event.event_pending": "The {faction} rolled a random event (not yet played). [{rule}]",
    "event.deck_event_pending": "{card} is drawn (its effect is not yet played). [{rule}]",
}
