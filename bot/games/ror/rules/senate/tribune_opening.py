"""A Tribune taking the first proposal of the Senate Phase [1.09.15] (docs/SENATE.md,
"Proposing with a Tribune").

A claim is otherwise made in a ballot, so before the first vote of the phase nobody could
claim the floor. With the game option `tribune_opening` (default off: it costs every
faction one more prompt a Senate), when the Senate opens and some faction in play holds a
Tribune (a card or a statesman's free one), every faction in play is asked at once and
privately, as for the law window (1.07.36): claim the first proposal, or pass. Nobody
learns who holds one; the claims are played like any other (`tribune_floor.play_claims`)
when the first step waits for a proposal.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, ClaimFloor, Done
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    done,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senate.tribunes import check_tribune, tribune_ref, tribunes_of
from bot.games.ror.rules.senators import seats_in_play
from bot.games.ror.rules.state import RorState, TribuneClaim


def open_window(state: RorState) -> bool:
    """Ask every faction in play, when any of them holds a Tribune; True when asked."""
    seats = seats_in_play(state)
    if not state.options.tribune_opening or not any(tribunes_of(state, seat) for seat in seats):
        return False
    push(state, "tribune_opening", "1.09.15", seats, simultaneous=True)
    return True


def legal_opening(state: RorState, seat: str) -> list[Action]:
    held = tribunes_of(state, seat)
    return [Done(), *([ClaimFloor(tribune=held[0])] if held else [])]


def apply_opening(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, ClaimFloor):
        if action.after_adjournment:
            raise IllegalAction("tribune_claims_first_proposal", "1.09.15")
        check_tribune(state, seat, action.tribune)
        state.senate.claims[seat] = TribuneClaim(tribune=action.tribune)
        ctx.tell(
            seat, "floor_claimed", "1.09.15", faction=seat, name_id=tribune_ref(action.tribune)
        )
    elif not isinstance(action, Done):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)


# 1.09.15: a Tribune claiming the first proposal, asked as the Senate opens
PROCEDURES.register(
    "tribune_opening",
    ProcedureRules(
        "tribune_opening",
        legal_opening,
        apply_opening,
        done,
        private=True,
    ),
)
