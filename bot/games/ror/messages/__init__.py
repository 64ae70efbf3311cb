"""The Republic of Rome's texts, by area: one module per area and locale,
`<locale>_<area>.py` with a `MESSAGES` dict (`bot.messages.catalogues` finds them)."""
