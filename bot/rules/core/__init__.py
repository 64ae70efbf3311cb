"""The kernel shared by every game: randomness, events, decisions, errors, the engine contract."""

from bot.rules.core.decisions import Decision
from bot.rules.core.engine import Ctx, GameModule, Outcome, Step, replay
from bot.rules.core.errors import IllegalAction
from bot.rules.core.events import Event, Visibility
from bot.rules.core.rng import ForcedMismatch, Rng

__all__ = [
    "Ctx",
    "Decision",
    "Event",
    "ForcedMismatch",
    "GameModule",
    "IllegalAction",
    "Outcome",
    "Rng",
    "Step",
    "Visibility",
    "replay",
]
