"""The Calpurnian Law and the Acilian Law [1.07.36, laws.json]: once a turn in the Senate
Phase, the Censor (under the Acilian Law: the faction with the most knights) may fine one
corrupt governor who came back to Rome this turn 1d6 talents. It is no prosecution (no
appeal, no veto). He pays the Bank from his own treasury, the shortfall from his Faction
Treasury, and what is still missing as an equal loss of Popularity and Influence.

It is offered at the end of the prosecutions step, before the Corrupt markers are removed
(1.09.45): the governors liable are noted in the decision's data.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import Action, NameSenator
from bot.games.ror.rules.popularity import change_popularity
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.senate.governors import this_turn
from bot.games.ror.rules.senate.laws import law_in_effect
from bot.games.ror.rules.senators import faction_senators, hrao_order
from bot.games.ror.rules.state import RorState

CALPURNIAN = "law:calpurnian"
ACILIAN = "law:acilian"


def liable(state: RorState) -> list[str]:
    """Corrupt governors in Rome who came back this turn."""
    back = this_turn(state).came_back
    return sorted(c for c in back if (s := state.senators.get(c)) and s.corrupt and s.in_rome)


def _knights(state: RorState, seat: str) -> int:
    return sum(s.knights for s in faction_senators(state, seat))


def _fining_faction(ctx: Ctx[RorState]) -> str | None:
    """The Censor's faction; under the Acilian Law the faction with the most knights (a
    die roll for each tied faction breaks ties, then the HRAO's order)."""
    state = ctx.state
    if law_in_effect(state, ACILIAN):
        most = max(_knights(state, seat) for seat in state.seats)
        tied = [seat for seat in hrao_order(state) if _knights(state, seat) == most]
        if len(tied) == 1:
            return tied[0]
        rolls = [
            ctx.dice(1, purpose="acilian_law_tie", rule="1.07.36", seat=seat)[0] for seat in tied
        ]
        return tied[rolls.index(max(rolls))]
    censor = next((s for s in state.senators.values() if s.office == "censor" and s.in_rome), None)
    return censor.faction if censor is not None else None


class Liable(ProcedureData):
    liable: list[str]  # the corrupt governors back this turn who may be fined


def offer_fine(ctx: Ctx[RorState]) -> None:
    """Once a turn, while a corrupt governor who came back this turn is in Rome."""
    state = ctx.state
    if not law_in_effect(state, CALPURNIAN) or state.calpurnian_turn == state.turn:
        return
    targets = liable(state)
    if not targets:
        return
    seat = _fining_faction(ctx)
    if seat is None:
        return
    push(state, "calpurnian_fine", "1.07.36", [seat], data=Liable(liable=targets))


def legal_fines(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    assert proc is not None
    alive = [c for c in proc.data_as(Liable).liable if c in state.senators]
    return [*(NameSenator(senator=c) for c in alive), NameSenator()]


def default_fine(state: RorState, seat: str) -> Action:
    return NameSenator()


def apply_fine(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, NameSenator):
        raise IllegalAction("wrong_phase", rule)
    if action.senator is not None and action not in legal_fines(state, seat):
        raise IllegalAction("not_fineable", "1.07.36", senator=action.senator)
    finish_turn_of_seat(state, seat)
    if action.senator is None:
        return
    state.calpurnian_turn = state.turn
    fine(ctx, action.senator, seat)


def fine(ctx: Ctx[RorState], card: str, by: str) -> None:
    state = ctx.state
    s = state.senators[card]
    amount = ctx.dice(1, purpose="calpurnian_fine", rule="1.07.36", senator_id=card)[0]
    own = min(amount, s.talents)
    ledger.move(ctx, ledger.senator(card), ledger.BANK, own, "1.07.36", "Calpurnian fine")
    seat = s.faction
    rest = amount - own
    if seat is not None and rest:
        paid = min(rest, state.factions[seat].treasury)
        ledger.move(ctx, ledger.faction(seat), ledger.BANK, paid, "1.07.36", "Calpurnian fine")
        rest -= paid
    s.influence = max(0, s.influence - rest)
    change_popularity(s, -rest)  # Pompey's doubled
    ctx.emit(
        "calpurnian_fine",
        "1.07.36",
        senator=card,
        name_id=card,
        faction=by,
        amount=amount,
        unpaid=rest,
    )


# the Calpurnian and Acilian Laws [1.07.36]: fining a corrupt governor back this turn
PROCEDURES.register(
    "calpurnian_fine",
    ProcedureRules("calpurnian_fine", legal_fines, apply_fine, default_fine, data=Liable),
)
