"""The engine contract for The Republic of Rome: pending, legal_actions, apply, outcome.

The contract's dispatch is the engine's (`bot.engine.procedures.Dispatch`) over the
Republic's procedure table; each phase module registers its procedures there, next to
their functions. The modules imported below are those phases: importing them registers
every kind before the first decision is asked.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.engine.engine import Outcome
from bot.engine.procedures import Dispatch
from bot.games.ror.rules import (  # noqa: F401  (register their procedures)
    cleopatra,
    combat,
    concession_income,
    deck_events,
    empty_faction,
    faction_phase,
    leaders,
    new_alliance,
    provinces_setup,
    redistribution,
    released_units,
    spoils,
    state_revenue,
)
from bot.games.ror.rules.actions import Action, action_json
from bot.games.ror.rules.combat import (  # noqa: F401
    capture,
    gabinian,
    proscription,
    rebel_end_game,
    veterans_back,
)
from bot.games.ror.rules.forum import (  # noqa: F401
    auction,
    initiatives,
    persuasion,
    rome_in_order,
)
from bot.games.ror.rules.procedures import PROCEDURES
from bot.games.ror.rules.provincial import governor_revolts, taxes_and_builds  # noqa: F401
from bot.games.ror.rules.revolution import (  # noqa: F401
    civil_war_declarations,
    disbandment,
    hand_limit,
    rebels,
    trading,
)
from bot.games.ror.rules.senate import (  # noqa: F401
    advocates,
    assassination,
    deployment,
    elections,
    floor,
    law_fines,
    laws,
    pontifex,
    tribune_floor,
    tribune_opening,
    tribune_reactions,
    voting,
)
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance


def _context(state: RorState) -> Mapping[str, Any]:
    return {"phase": state.phase, "turn": state.turn}


DISPATCH: Dispatch[RorState, Action] = Dispatch(
    PROCEDURES,
    advance=advance,
    encode=action_json,
    context=_context,
    game_over_rule="1.12",
    turn_rule="1.04.8",
)
pending = DISPATCH.pending
legal_actions = DISPATCH.legal_actions
apply = DISPATCH.apply
apply_owned = DISPATCH.apply_owned


def outcome(state: RorState) -> Outcome | None:
    return state.outcome
