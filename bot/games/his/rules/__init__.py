"""Here I Stand (GMT, 3-6 players): the rules engine of the Papacy's weapons, the Sack of
Rome (#95) and the Papal Bull (#5), with the board state they read and write."""

from bot.games.his.rules.actions import Action, parse_action
from bot.games.his.rules.describe import describe_action
from bot.games.his.rules.engine import apply, apply_owned, legal_actions, outcome, pending
from bot.games.his.rules.invariants import invariants, transition_problems
from bot.games.his.rules.secrecy import private_choice
from bot.games.his.rules.setup import setup, setup_step
from bot.games.his.rules.state import (
    MAX_SEATS,
    MIN_SEATS,
    SEATS,
    HisOptions,
    HisState,
    load_state,
    parse_options,
)
from bot.games.his.rules.view import HisView, view

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "SEATS",
    "Action",
    "HisOptions",
    "HisState",
    "HisView",
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
