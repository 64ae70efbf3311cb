"""Provincial spoils [1.06.12]: every faction with a governor decides, at the same time,
which of its governors take their province's spoils (default: none).

A governor who takes them rolls the spoils printed on the province's side in use and gets a
Corrupt marker. Evil Omens take 1 per level from the total; the Trial of Verres takes 3
(5 dark) with a floor of 0. A negative total is not his to pay: the State pays it in Debits.
Unaligned governors take no spoils.
"""

from __future__ import annotations

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger, modifiers
from bot.games.ror.rules.actions import Action, Done, TakeSpoils
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.revenue_provinces import governor, producing, roll_expression, side
from bot.games.ror.rules.state import Province, RorState

RULE = "1.06.12"


class Spoils(ProcedureData):
    decided: list[str] = Field(default_factory=list)  # provinces whose spoils are decided


def _choices(state: RorState, seat: str) -> list[Province]:
    """This faction's provinces whose spoils are still to be decided."""
    proc = current(state)
    decided = proc.data.decided if proc and isinstance(proc.data, Spoils) else []
    return [
        p
        for p in producing(state)
        if p.governor is not None
        and state.senators[p.governor].faction == seat
        and p.card not in decided
    ]


def open_spoils(state: RorState) -> None:
    """One simultaneous decision for every faction with a governor who may take spoils."""
    seats = [seat for seat in state.seats if _choices(state, seat)]
    push(state, "take_spoils", RULE, seats, simultaneous=True)


def legal_spoils(state: RorState, seat: str) -> list[Action]:
    actions: list[Action] = [TakeSpoils(province=p.card) for p in _choices(state, seat)]
    return [*actions, Done()]


def default_spoils(state: RorState, seat: str) -> Action:
    return Done()


def apply_spoils(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        for province in _choices(state, seat):
            ruler = state.senators[province.governor or ""]
            ctx.emit(
                "spoils_declined",
                RULE,
                senator=ruler.card,
                name_id=ruler.card,
                province=province.card,
                province_name_id=province.card,
            )
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, TakeSpoils):
        raise IllegalAction("wrong_phase", rule)
    chosen = next((p for p in _choices(state, seat) if p.card == action.province), None)
    if chosen is None:
        raise IllegalAction("no_spoils_here", RULE, province=action.province)
    _take(ctx, chosen)
    proc = current(state)
    assert proc is not None
    proc.data_as(Spoils).decided.append(chosen.card)
    if not _choices(state, seat):
        finish_turn_of_seat(state, seat)


def spoils_total(state: RorState, roll: int) -> int:
    """The spoils after Evil Omens and the Trial of Verres [1.06.12, 1.07.21]."""
    total = roll - modifiers.evil_omens(state)
    verres = modifiers.trial_of_verres(state)
    return max(total - verres, 0) if verres else total


def _take(ctx: Ctx[RorState], province: Province) -> None:
    state = ctx.state
    ruler = governor(state, province)
    assert ruler is not None
    expression = side(state, province).governor_spoils
    total = spoils_total(
        state,
        roll_expression(ctx, expression, purpose="spoils_of", rule=RULE, province_id=province.card),
    )
    ruler.corrupt = True
    if ruler.province != province.card:  # 1.13.1: ruled through a Legate from Rome
        ruler.plundered.append(province.card)
    ctx.emit(
        "spoils_taken",
        RULE,
        senator=ruler.card,
        name_id=ruler.card,
        province=province.card,
        province_name_id=province.card,
        amount=total,
    )
    if total > 0:
        ledger.move(ctx, ledger.BANK, ledger.senator(ruler.card), total, RULE, "spoils")
    elif total < 0:
        state.spoils_debt -= total  # 1.06.12: the State pays it in Debits
        ctx.emit(
            "spoils_owed_by_state",
            RULE,
            province=province.card,
            province_name_id=province.card,
            amount=-total,
        )


PROCEDURES.register(
    "take_spoils",
    ProcedureRules("take_spoils", legal_spoils, apply_spoils, default_spoils, data=Spoils),
)
