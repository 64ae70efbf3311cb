"""Random events [1.07.21, RULES.md §5.4] and the event cards found in the deck.

This module is the interface the Forum phase calls; the events helper fills it in.
"""

from __future__ import annotations

from bot.rules.core.engine import Ctx
from bot.rules.ror.state import RorState


def resolve_random_event(ctx: Ctx[RorState], seat: str) -> None:
    """An initiative rolled 7: roll 3d6 on the current era's Random Events table and put
    the event into play (light side, or dark if already in play) with its effects."""
    ctx.emit("event_pending", "1.07.21", faction=seat)


def resolve_deck_event(ctx: Ctx[RorState], card: str) -> None:
    """A Bequest or the Catiline Conspiracy drawn from the deck (Era Ends is the Forum's)."""
    ctx.state.discard.append(card)
    ctx.emit("deck_event_pending", "1.07.3", card=card)


def passage_of_time(ctx: Ctx[RorState]) -> None:
    """The start of the Forum phase: events that do not persist leave play [1.07.1]."""
