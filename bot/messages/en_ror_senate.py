"""English texts of The Republic of Rome: the senate part."""

MESSAGES: dict[str, str] = {}
