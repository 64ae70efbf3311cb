"""The data layer: every file validates at import; the decks have their printed contents."""

from __future__ import annotations

from collections import Counter

from bot.games.ror.rules.cards import CARDS, ERA_ENDS, era_deck
from bot.games.ror.rules.data import CHITS, PROVINCES, SENATORS, STATESMEN, WARS
from bot.games.ror.rules.mortality import CUP


def test_3_01_early_deck_has_65_cards() -> None:
    """RULES §2: 20 families, 5 statesmen, 8 wars, 4 leaders, 14 intrigue, 13 concessions,
    and Era Ends."""
    deck = [*era_deck("early"), ERA_ENDS]
    assert len(deck) == 65
    assert Counter(CARDS[c].type for c in deck) == {
        "family": 20,
        "statesman": 5,
        "war": 8,
        "leader": 4,
        "intrigue": 14,
        "concession": 13,
        "event": 1,
    }
    assert {c for c in deck if c.startswith("st:")} == {
        "st:1A",
        "st:2A",
        "st:18A",
        "st:19A",
        "st:22A",
    }
    assert sum(c.startswith("int:tribune#") for c in deck) == 9


def test_card_ids_are_unique_and_typed() -> None:
    assert len(CARDS) == len(set(CARDS))
    assert len([c for c in CARDS if c.startswith("fam:")]) == len(SENATORS) == 30
    assert len([c for c in CARDS if c.startswith("st:")]) == len(STATESMEN) == 19
    assert len([c for c in CARDS if c.startswith("war:")]) == len(WARS) == 31
    assert len(PROVINCES) == 15
    assert all(CARDS[c].faction_card for c in CARDS if c.split(":")[0] in ("st", "con", "int"))
    assert not any(CARDS[c].faction_card for c in CARDS if c.split(":")[0] in ("fam", "war"))


def test_1_05_mortality_cup_has_36_chits() -> None:
    """30 numbered, 4 blank, 2 Draw 2 (RULES §3.1)."""
    assert len(CHITS) == len(CUP) == 36
    assert Counter(c for c in CUP if not c[5:].isdigit()) == {"chit:blank": 4, "chit:draw2": 2}
