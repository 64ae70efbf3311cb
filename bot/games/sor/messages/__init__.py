"""Sword of Rome's message catalogue: one module per area and locale (`en_<area>.py`)."""
