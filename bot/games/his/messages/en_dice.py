"""What each die roll of Here I Stand's papal procedures is for."""

from __future__ import annotations

MESSAGES: dict[str, str] = {
    "dice.his_sack_attack": "Sack of Rome, {power}'s attack",
    "dice.his_sack_defence": "Sack of Rome, the Papal regulars' defence",
}
