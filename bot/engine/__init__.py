"""The kernel shared by every game: randomness, events, decisions, errors, the engine contract."""

from bot.engine.decisions import Decision
from bot.engine.engine import Ctx, GameModule, Outcome, Step, replay
from bot.engine.errors import IllegalAction
from bot.engine.events import Event, Visibility
from bot.engine.rng import ForcedMismatch, Rng

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
