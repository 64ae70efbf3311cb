"""The rules of Ludi Romani (the package docstring of `bot.games.ludi`): the engine
contract of `bot.engine.engine.GameModule`. Pure: the standard library and pydantic."""

from bot.games.ludi.rules.actions import Action, LudiBid, LudiVote, parse_action
from bot.games.ludi.rules.checks import invariants, transition_problems
from bot.games.ludi.rules.describe import describe_action, private_choice
from bot.games.ludi.rules.play import (
    apply,
    apply_owned,
    legal_actions,
    outcome,
    pending,
    setup,
    setup_step,
)
from bot.games.ludi.rules.state import (
    MAX_SEATS,
    MIN_SEATS,
    SEATS,
    LudiOptions,
    LudiState,
    load_state,
    parse_options,
)
from bot.games.ludi.rules.view import LudiView, view

__all__ = [
    "MAX_SEATS",
    "MIN_SEATS",
    "SEATS",
    "Action",
    "LudiBid",
    "LudiOptions",
    "LudiState",
    "LudiView",
    "LudiVote",
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
