"""Rebel governors (2.03) in the Revenue and Combat phases: revenue and upkeep
(2.03.5, 1.11.33) and the rebel side's losses in a civil war battle."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.cards import province_side
from bot.games.ror.rules.combat.battle import Result
from bot.games.ror.rules.combat.losses import remove_legions, unit_losses
from bot.games.ror.rules.combat.strength import legion_count
from bot.games.ror.rules.provincial.rebel_province import rebel_governor
from bot.games.ror.rules.revenue_provinces import roll_expression
from bot.games.ror.rules.revolution.rebels import MAINTENANCE, rebel_maintenance, rebels
from bot.games.ror.rules.state import Force, RebelGovernor, RorState, Senator

RULE = "2.03"


def rebel_losses(ctx: Ctx[RorState], army: Force, result: Result, listed: int | None) -> int:
    """The rebel side's losses in a civil war battle: 2 provincial armies per loss,
    alternating with 1 Legion, for a rebel governor (2.02); Legions otherwise. Returns the
    Legions lost."""
    found = rebel_governor(ctx.state)
    if found is None:
        return len(remove_legions(ctx, army, unit_losses(result, listed, legion_count(army))))
    province = ctx.state.provinces[found.province]
    slots = -(-province.armies // 2) + legion_count(army)
    legions = 0
    for n in range(unit_losses(result, listed, slots)):
        if province.armies and (n % 2 == 0 or legion_count(army) == 0):
            province.armies -= min(2, province.armies)
        else:
            legions += len(remove_legions(ctx, army, 1))
    return legions


# ---------------------------------------------------------------- revenue [2.03.5]


def rebel_upkeep(ctx: Ctx[RorState]) -> None:
    """1.11.33 with 2.03: a rebel governor's revenue and province upkeep, then the rebel
    army's maintenance (1.06.2)."""
    state = ctx.state
    found = rebel_governor(state)
    rebel = state.senators.get(found.senator) if found else None
    if found is not None and rebel is not None and rebel.rebel:
        _province_revenue(ctx, found, rebel)
        _province_upkeep(ctx, found, rebel)
    rebel_maintenance(ctx)


def _province_revenue(ctx: Ctx[RorState], found: RebelGovernor, rebel: Senator) -> None:
    state = ctx.state
    province = state.provinces[found.province]
    if province.card in state.revenue_disrupted:
        return
    printed = province_side(province.card, province.developed, state.options)
    spoils = roll_expression(
        ctx, printed.governor_spoils, purpose="spoils_of", rule=RULE, province_id=province.card
    )
    taxes = roll_expression(
        ctx, printed.state_income, purpose="taxes_of", rule=RULE, province_id=province.card
    )
    total = max(spoils, 0) + max(taxes, 0) + printed.local_taxes
    ledger.move(
        ctx, ledger.BANK, ledger.senator(rebel.card), total, RULE, "rebel governor's revenue"
    )
    ctx.emit(
        "rebel_governor_revenue",
        RULE,
        name_id=rebel.card,
        province_name_id=province.card,
        spoils=max(spoils, 0),
        taxes=max(taxes, 0),
        local=printed.local_taxes,
        total=total,
    )


def _province_upkeep(ctx: Ctx[RorState], found: RebelGovernor, rebel: Senator) -> None:
    state = ctx.state
    province = state.provinces[found.province]
    base = province_side(province.card, province.developed, state.options).base_land_strength
    sources = [ledger.senator(s.card) for s in rebels(state) if s.card != rebel.card]
    sources = [ledger.senator(rebel.card), *sources]
    if rebel.faction is not None:
        sources.append(ledger.faction(rebel.faction))
    purse = sum(ledger.balance(state, a) for a in sources)
    points = base + province.armies + province.fleets
    paid = min(points, purse // MAINTENANCE)
    due = paid * MAINTENANCE
    for account in sources:
        part = min(due, ledger.balance(state, account))
        ledger.move(ctx, account, ledger.BANK, part, RULE, "rebel province upkeep")
        due -= part
    unpaid = points - paid
    fleets = min(unpaid, province.fleets)
    armies = min(unpaid - fleets, province.armies)
    province.fleets -= fleets
    province.armies -= armies
    ctx.emit(
        "rebel_province_upkeep",
        RULE,
        name_id=rebel.card,
        province_name_id=province.card,
        points=points,
        paid=paid * MAINTENANCE,
        disbanded=fleets + armies,
    )
