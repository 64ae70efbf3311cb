"""English texts of The Republic of Rome: the events part."""

MESSAGES: dict[str, str] = {}
