"""English texts of The Republic of Rome: the combat part."""

MESSAGES: dict[str, str] = {}
