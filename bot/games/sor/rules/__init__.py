"""Sword of Rome's rules engine: the leaders (rules §8) and the procedures that read their
ratings — activation, movement, interception, avoidance, pursuit, battle leadership and the
Reinforcement Phase — on an owner-entered map and roster (docs/RULES_COVERAGE.md)."""

from __future__ import annotations

from bot.games.sor.rules.actions import SorAction, parse_action
from bot.games.sor.rules.describe import describe_action
from bot.games.sor.rules.engine import apply, apply_owned, legal_actions, outcome, pending
from bot.games.sor.rules.invariants import invariants, transition_problems
from bot.games.sor.rules.setup import setup, setup_step
from bot.games.sor.rules.state import (
    MAX_SEATS,
    MIN_SEATS,
    SEATS,
    SorOptions,
    SorState,
    load_state,
    parse_options,
)
from bot.games.sor.rules.view import SorView, view


def private_choice(state: SorState, seat: str, action: SorAction) -> bool:
    """Nothing the bot keeps is secret: the hands stay with the players."""
    return False


__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "SEATS",
    "SorAction",
    "SorOptions",
    "SorState",
    "SorView",
    "apply",
    "apply_owned",
    "describe_action",
    "invariants",
    "legal_actions",
    "load_state",
    "outcome",
    "parse_action",
    "parse_options",
    "pending",
    "private_choice",
    "setup",
    "setup_step",
    "transition_problems",
    "view",
]
