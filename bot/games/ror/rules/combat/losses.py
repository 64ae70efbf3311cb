"""Losses [1.10.3]: how many units each result costs, Fabius and Lucullus, which legions
are lost, and the commander's Popularity."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.combat.battle import Result
from bot.games.ror.rules.combat.strength import legion_count
from bot.games.ror.rules.popularity import change_popularity, popularity_change
from bot.games.ror.rules.state import Force, RorState

FABIUS = "st:2A"
LUCULLUS = "st:29B"
REGULAR = "legion"


def _up(n: int, d: int) -> int:
    return -(-n // d)


def unit_losses(result: Result, listed: int | None, units: int) -> int:
    """1.10.3: a Disaster costs half the units, a Standoff a quarter (rounded up); the
    table's number (or all) otherwise, each unit type counted apart."""
    if result == "disaster":
        return _up(units, 2)
    if result == "standoff":
        return _up(units, 4)
    return units if listed is None else min(listed, units)


def commander_losses(commander: str | None, result: Result, lost: int) -> int:
    """Fabius halves his losses, rounded up (not as Master of Horse); Lucullus takes none
    from a Disaster or Standoff [statesmen abilities]."""
    if commander == LUCULLUS and result in ("disaster", "standoff"):
        return 0
    if commander == FABIUS:
        return _up(lost, 2)
    return lost


def remove_legions(ctx: Ctx[RorState], force: Force, count: int) -> list[str]:
    """1.10.3: each legion lost is drawn at random among the regular and Veteran legions
    (a veteran named by its allegiance, `veteran:<card>`); returns what was lost."""
    lost = []
    for _ in range(min(count, legion_count(force))):
        units = [REGULAR] * force.legions + [f"veteran:{a}" for a in force.veterans]
        unit = units[ctx.pick(units)] if len(set(units)) > 1 else units[0]
        if unit == REGULAR:
            force.legions -= 1
        else:
            force.veterans.remove(unit.removeprefix("veteran:"))
        lost.append(unit)
    return lost


def lose_popularity(ctx: Ctx[RorState], card: str | None, legions_lost: int) -> None:
    """1.10.3: the commander loses 1 Popularity per 2 legions lost (rounded down)."""
    senator = ctx.state.senators.get(card) if card else None
    if senator is None or legions_lost < 2:
        return
    loss = popularity_change(senator.card, legions_lost // 2)  # Pompey's doubled
    change_popularity(senator, -(legions_lost // 2))
    ctx.emit(
        "commander_popularity_lost",
        "1.10.3",
        senator=senator.card,
        name_id=senator.card,
        loss=loss,
        popularity=senator.popularity,
    )
