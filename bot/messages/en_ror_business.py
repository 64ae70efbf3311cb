"""English texts of The Republic of Rome: the business part."""

MESSAGES: dict[str, str] = {}
