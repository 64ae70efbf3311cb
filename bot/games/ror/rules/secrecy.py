"""What a choice may tell [1.04.9]: only Faction Treasuries and each player's hand are
secret. A choice that names a card in a hand (a Seduction to persuade with, a Tribune to
veto with) is shown to its seat only; Faction Treasury amounts are named only by the
choices of decisions that are private as a whole (counter-bribes, redistribution). A
decision whose choices are what the Faction Treasury can pay (a ransom, a Gabinian
recruit) is opened whatever the treasury holds, and its choices go to the seat privately
(`secret_choices`): whom the game waits for and what the channel reads tell nothing of it."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from bot.games.ror.rules.actions import Action
from bot.games.ror.rules.state import RorState


def held_cards(state: RorState) -> set[str]:
    """Every card in some faction's hand."""
    return {card for faction in state.factions.values() for card in faction.hand}


def private_choice(state: RorState, seat: str, action: Action) -> bool:
    """Whether offering `action` to `seat` names a card in a hand [1.04.9]."""
    held = held_cards(state)
    return any(text in held for text in _texts(action.model_dump(mode="json")))


def _texts(value: Any) -> Iterator[str]:
    """Every string in an action's JSON, keys of its mappings included."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield str(key)
            yield from _texts(item)
    elif isinstance(value, list | tuple):
        for item in value:
            yield from _texts(item)
