"""English texts of The Republic of Rome: the setup part."""

MESSAGES: dict[str, str] = {}
