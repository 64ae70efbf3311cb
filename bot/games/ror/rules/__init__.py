"""The Republic of Rome (Valley Games 2nd edition, Living Rules 1.07A): the rules engine.

The first slice plays the Early Republic setup, Mortality, Faction Leader choices and the
playing of Statesmen and Concessions; the other phases pass through (docs/RULES_COVERAGE.md).
"""

from bot.games.ror.rules.actions import Action, parse_action
from bot.games.ror.rules.describe import describe_action
from bot.games.ror.rules.engine import apply, apply_owned, legal_actions, outcome, pending
from bot.games.ror.rules.invariants import invariants, transition_problems
from bot.games.ror.rules.secrecy import private_choice
from bot.games.ror.rules.setup import setup, setup_step
from bot.games.ror.rules.state import (
    MAX_SEATS,
    MIN_SEATS,
    SEATS,
    RorOptions,
    RorState,
    load_state,
    parse_options,
)
from bot.games.ror.rules.tally import public_tally
from bot.games.ror.rules.view import RorView, view

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "SEATS",
    "Action",
    "RorOptions",
    "RorState",
    "RorView",
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
    "public_tally",
    "setup",
    "setup_step",
    "transition_problems",
    "view",
]
