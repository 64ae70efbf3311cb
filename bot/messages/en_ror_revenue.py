"""English texts of The Republic of Rome: the revenue part."""

MESSAGES: dict[str, str] = {}
