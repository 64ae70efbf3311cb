"""The texts of Ludi Romani, one module per area and locale (`bot.messages.catalogues`)."""
