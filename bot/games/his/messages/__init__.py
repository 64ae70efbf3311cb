"""Here I Stand's texts, one module per area and locale (`en_<area>.py`)."""
