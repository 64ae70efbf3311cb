"""English texts of The Republic of Rome: the forum part."""

MESSAGES: dict[str, str] = {}
