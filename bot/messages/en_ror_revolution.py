"""English texts of The Republic of Rome: the revolution part."""

MESSAGES: dict[str, str] = {}
