"""State revenue [1.06.5]: the annual 100T, provincial taxes, contributions and debits.

Contributions [1.06.52] are one simultaneous decision for every faction with a senator
who could give 10T or more (default: none). Debits [1.06.53] are paid at once; if the
State cannot pay them it is bankrupt and every player loses [1.12] (while a senator is in
revolt he wins instead [1.12.2 II]).
"""

from __future__ import annotations

from typing import Any

from pydantic import Field

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules import ledger, modifiers
from bot.games.ror.rules.actions import Action, Contribute, Done
from bot.games.ror.rules.bequests import pay_bequests
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.procedures import (
    PROCEDURES,
    ProcedureRules,
    current,
    finish_turn_of_seat,
    push,
)
from bot.games.ror.rules.revenue_provinces import producing, roll_expression, side
from bot.games.ror.rules.senate.land_bills import clear_paid, land_bill_debits
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState, Senator
from bot.games.ror.rules.units import lent_fleets, senate_fleets, senate_legions
from bot.games.ror.rules.victory import active_wars, republic_falls

ANNUAL = int(TABLES.income["state_annual"])  # 1.06.51
PER_WAR = int(TABLES.income["debits"]["per_active_war"])  # 1.06.53
PER_UNIT = int(TABLES.income["debits"]["per_legion_or_fleet"])  # 1.06.53
# 1.06.52: the least contribution for each Influence gain, largest first
CONTRIBUTIONS: tuple[tuple[int, int], ...] = tuple(
    sorted(
        ((int(c["talents_min"]), int(c["influence"])) for c in TABLES.contributions), reverse=True
    )
)
OFFERED = tuple(sorted(least for least, _ in CONTRIBUTIONS))  # 10, 25, 50
LOW_TREASURY = 70  # RULES.md 4.5: a Natural Disaster and Evil Omens could then bankrupt Rome


def state_income(ctx: Ctx[RorState]) -> None:
    """1.06.51: +100T, Allied Enthusiasm's 50T or 75T, then each governed province's
    State Income (may be negative): Evil Omens -1 per level, Trial of Verres +3 or +5."""
    state = ctx.state
    ledger.move(ctx, ledger.BANK, ledger.TREASURY, ANNUAL, "1.06.51", "annual revenue")
    ctx.emit("state_annual_revenue", "1.06.51", amount=ANNUAL, treasury=state.treasury)
    allies = modifiers.allied_enthusiasm(state)
    if allies:
        ledger.move(ctx, ledger.BANK, ledger.TREASURY, allies, "1.07.21", "Allied Enthusiasm")
        ctx.emit("allied_enthusiasm_paid", "1.07.21", amount=allies, treasury=state.treasury)
    pay_bequests(ctx)  # a Bequest collected last turn [events.json]
    for province in producing(state):
        roll = roll_expression(
            ctx,
            side(state, province).state_income,
            purpose="taxes_of",
            rule="1.06.51",
            province_id=province.card,
        )
        amount = roll - modifiers.evil_omens(state) + modifiers.trial_of_verres(state)
        ledger.move(
            ctx,
            ledger.BANK,
            ledger.TREASURY,
            amount,
            "1.06.51",
            "taxes_of",
            province_id=province.card,
        )
        ctx.emit(
            "province_taxes",
            "1.06.51",
            province=province.card,
            province_name_id=province.card,
            amount=amount,
            treasury=state.treasury,
        )


# ---------------------------------------------------------------- contributions [1.06.52]


def contribution_influence(amount: int) -> int:
    """10T gives +1 INF, 25T +3, 50T or more +7; less than 10T gives nothing."""
    return next((gain for least, gain in CONTRIBUTIONS if amount >= least), 0)


class Contributions(ProcedureData):
    given: list[str] = Field(default_factory=list)  # senators who contributed this turn


def _givers(state: RorState, seat: str) -> list[Senator]:
    """Senators of this faction who may still contribute this turn: no rebels, captives."""
    proc = current(state)
    given = proc.data.given if proc and isinstance(proc.data, Contributions) else []
    return [
        s
        for s in faction_senators(state, seat)
        if not s.rebel and s.captive is None and s.card not in given and s.talents >= OFFERED[0]
    ]


def open_contributions(state: RorState) -> None:
    seats = [seat for seat in state.seats if _givers(state, seat)]
    push(state, "contribute", "1.06.52", seats, simultaneous=True)


def legal_contributions(state: RorState, seat: str) -> list[Action]:
    actions: list[Action] = [
        Contribute(senator=s.card, amount=amount)
        for s in _givers(state, seat)
        for amount in OFFERED
        if amount <= s.talents
    ]
    return [*actions, Done()]


def default_contribution(state: RorState, seat: str) -> Action:
    return Done()


def apply_contribution(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if isinstance(action, Done):
        ctx.emit("contributions_done", "1.06.52", faction=seat)
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, Contribute):
        raise IllegalAction("wrong_phase", rule)
    giver = state.senators.get(action.senator)
    if giver is None or giver.faction != seat or giver.rebel or giver.captive is not None:
        raise IllegalAction("cannot_contribute", "1.06.52")
    proc = current(state)
    assert proc is not None
    given = proc.data_as(Contributions).given
    if giver.card in given:
        raise IllegalAction("contributed_already", "1.06.52")
    if not 0 < action.amount <= giver.talents:
        raise IllegalAction("bad_contribution_amount", "1.06.52", most=giver.talents)
    gain = contribution_influence(action.amount)
    ledger.move(
        ctx, ledger.senator(giver.card), ledger.TREASURY, action.amount, "1.06.52", "contribution"
    )
    giver.influence += gain
    given.append(giver.card)
    ctx.emit(
        "contribution",
        "1.06.52",
        senator=giver.card,
        name_id=giver.card,
        amount=action.amount,
        influence=gain,
        treasury=state.treasury,
    )
    if not _givers(state, seat):
        finish_turn_of_seat(state, seat)


# ---------------------------------------------------------------- debits [1.06.53]


def pay_debits(ctx: Ctx[RorState]) -> None:
    """1.06.53: 20T per Active war (unprosecuted ones too), the Land Bills, 2T per Legion
    and Fleet, and the negative spoils. If the State cannot pay, Rome is bankrupt."""
    state = ctx.state
    wars = PER_WAR * active_wars(state)  # a civil war too [1.11.3]
    # 2T for every Legion and Fleet the Senate keeps, at home, at war or in garrison, and
    # for the Rhodian Fleets lent to it ("maintenance only", events.json)
    forces = PER_UNIT * (senate_legions(state) + senate_fleets(state) + lent_fleets(state))
    land = land_bill_debits(state)
    spoils = state.spoils_debt
    total = wars + forces + land + spoils
    data: dict[str, Any] = {
        "wars": wars,
        "forces": forces,
        "land_bills": land,
        "spoils": spoils,
        "total": total,
    }
    if state.treasury < total:
        ctx.emit("state_bankrupt", "1.06.53", **data, treasury=state.treasury)
        republic_falls(ctx, "defeat_bankruptcy", "1.06.53")
        return
    ledger.move(ctx, ledger.TREASURY, ledger.BANK, total, "1.06.53", "debits")
    state.spoils_debt = 0
    clear_paid(state)  # 1.09.62: a Type I Land Bill is paid once
    ctx.emit("state_debits", "1.06.53", **data, treasury=state.treasury)
    if state.treasury < LOW_TREASURY:
        ctx.emit("treasury_low", "1.06.53", treasury=state.treasury, warning=LOW_TREASURY)


PROCEDURES.register(
    "contribute",
    ProcedureRules(
        "contribute",
        legal_contributions,
        apply_contribution,
        default_contribution,
        data=Contributions,
    ),
)
