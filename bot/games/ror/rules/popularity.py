"""Popularity [1.02]: from -9 to +9; Pompey (30A) doubles all his gains and losses
(statesmen.json `double_popularity`), wherever they come from: battles, Land Bills,
prosecutions, games, fines, the Murder of a Tribune."""

from __future__ import annotations

from bot.games.ror.rules.cards import POMPEY
from bot.games.ror.rules.state import Senator

LOWEST = -9
HIGHEST = 9


def popularity_change(card: str, change: int) -> int:
    """The change a senator's Popularity undergoes: Pompey's is doubled [30A]."""
    return 2 * change if card == POMPEY else change


def change_popularity(senator: Senator, change: int) -> int:
    """Apply `change` (doubled for Pompey) within -9..+9; returns the change made."""
    before = senator.popularity
    after = before + popularity_change(senator.card, change)
    senator.popularity = max(LOWEST, min(HIGHEST, after))
    return senator.popularity - before
