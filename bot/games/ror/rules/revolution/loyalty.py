"""Loyalty to the commander [1.11.31]: before declaring, a commander considering revolt
may roll 1d6 for each Legion under his command; it follows him on a roll at least the
era's allegiance number (Early 5, Middle 4, Late 3). Veteran Legions loyal to him follow
without a roll; other Veterans roll. He may first spend 1T per rolled Legion (at most one
each) from his own treasury or his Master of Horse's (same faction: his consent is
assumed) for +1 on its roll. The talents are spent whatever he decides."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.games.ror.rules import ledger
from bot.games.ror.rules.deck import legion_allegiance
from bot.games.ror.rules.state import Force, RorState

RULE = "1.11.31"
SPEND_CHOICES = (0, 1, 2, 3, 5, 10)


def rolled_units(force: Force) -> list[str]:
    """The units that must roll, veterans of another allegiance first (they are worth
    most and take the talents first): "" for a regular Legion, else the allegiance."""
    others = [v for v in force.veterans if v != force.commander]
    return others + [""] * force.legions


def purses(state: RorState, force: Force) -> list[str]:
    """Whose talents may buy +1: the commander, then a Master of Horse of his faction."""
    assert force.commander is not None
    found = [force.commander]
    moh = state.senators.get(force.master_of_horse or "")
    if moh is not None and moh.faction == state.senators[force.commander].faction:
        found.append(moh.card)
    return found


def max_spend(state: RorState, force: Force) -> int:
    money = sum(state.senators[c].talents for c in purses(state, force))
    return min(money, len(rolled_units(force)))


def spend_choices(state: RorState, force: Force) -> list[int]:
    top = max_spend(state, force)
    return sorted({n for n in SPEND_CHOICES if n <= top} | {top})


def roll_loyalty(ctx: Ctx[RorState], force: Force, talents: int) -> dict[str, Any]:
    """Roll for the army; returns who follows: {"legions": n, "veterans": [...]}."""
    state = ctx.state
    assert force.commander is not None
    left = talents
    for payer in purses(state, force):
        paid = min(left, state.senators[payer].talents)
        ledger.move(ctx, ledger.senator(payer), ledger.BANK, paid, RULE, "loyalty bought")
        left -= paid
    loyal = [v for v in force.veterans if v == force.commander]
    units = rolled_units(force)
    need = legion_allegiance(state)
    rolls = (
        ctx.dice(
            len(units),
            purpose="legion_loyalty",
            rule=RULE,
            seat=state.senators[force.commander].faction,
        )
        if units
        else []
    )
    legions = 0
    veterans = list(loyal)
    for i, (unit, roll) in enumerate(zip(units, rolls, strict=True)):
        if roll + (1 if i < talents else 0) >= need:
            if unit:
                veterans.append(unit)
            else:
                legions += 1
    ctx.emit(
        "loyalty_tested",
        RULE,
        senator=force.commander,
        name_id=force.commander,
        rolls=", ".join(map(str, rolls)) or "-",
        needed=need,
        talents=talents,
        legions=legions,
        veterans=len(veterans),
        of_legions=force.legions,
        of_veterans=len(force.veterans),
    )
    return {"legions": legions, "veterans": veterans}
