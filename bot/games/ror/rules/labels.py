"""What an action's button label is made of: a catalogue key and its parameters, with
card ids turned into names."""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.cards import CARDS, card_name

#: a catalogue key and its parameters
Label = tuple[str, dict[str, Any]]

NAME_LENGTH = 22  # long statesmen's names are cut at a word so a label fits 80 characters


def name(card: str) -> str:
    """A card's name, or the text itself when it names no card."""
    return card_name(card) if card in CARDS else card


def short(card: str) -> str:
    """A card's name cut at a word to fit a button (the Forum's labels)."""
    words = name(card).split()
    while len(words) > 1 and len(" ".join(words)) > NAME_LENGTH:
        words.pop()
    return " ".join(words)[: NAME_LENGTH + 8]
