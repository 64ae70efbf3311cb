"""The battle roll [1.10.3]: Disaster and Standoff numbers on the natural 3d6, else the
Combat Results Table (tables.json combat_results_table)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from bot.games.ror.rules.cards import (
    LEADER_DATA,
    STATESMAN_DATA,
    WAR_DATA,
    war_disaster,
    war_series,
)
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.refuge import aiding
from bot.games.ror.rules.state import RorState, War

Result = Literal["defeat", "stalemate", "victory", "disaster", "standoff"]


class CrtRow(BaseModel):
    low: int | None  # None: no lower bound
    high: int | None  # None: no upper bound
    result: Result
    losses: int | None  # None: all units


def _bounds(total: int | str) -> tuple[int | None, int | None]:
    if isinstance(total, int):
        return total, total
    if total.startswith("<="):
        return None, int(total[2:])
    return int(total.removeprefix(">=")), None


def _rows() -> tuple[CrtRow, ...]:
    rows = []
    for row in TABLES.combat_results_table["rows"]:
        low, high = _bounds(row["modified_total"])
        losses = row["legion_losses"]
        rows.append(
            CrtRow(
                low=low,
                high=high,
                result=row["result"],
                losses=None if losses == "all" else int(losses),
            )
        )
    return tuple(rows)


CRT = _rows()
UNREST: dict[str, int] = dict(TABLES.combat_results_table["unrest"])


def crt_row(total: int) -> CrtRow:
    """1.10.3: the row for a modified total; totals past either end use the end rows."""
    return next(
        r for r in CRT if (r.low is None or total >= r.low) and (r.high is None or total <= r.high)
    )


def nullifies(commander: str | None, war: str, state: RorState) -> bool:
    """1.10.3: a statesman's `nullify_ds` ability names the wars (a series or a war's
    printed name) whose own D/S numbers he ignores."""
    data = STATESMAN_DATA.get(commander or "")
    if data is None:
        return False
    names = {WAR_DATA[war].name, war_series(war, state.options)}
    return any(a.code == "nullify_ds" and names & set(a.wars) for a in data.abilities)


def unlucky_numbers(
    state: RorState, war: War, commander: str | None = None
) -> tuple[list[int], list[int]]:
    """1.10.3: the war's Disaster and Standoff numbers and its leaders' (a refugee aiding
    it among them); a nullifying commander ignores the war's own, never a leader's."""
    own = not nullifies(commander, war.card, state)
    leaders = [*war.leaders, *aiding(state, war.card)]
    disaster = (war_disaster(war.card, state.options) if own else []) + [
        n for leader in leaders for n in LEADER_DATA[leader].disaster
    ]
    standoff = (list(WAR_DATA[war.card].standoff) if own else []) + [
        n for leader in leaders for n in LEADER_DATA[leader].standoff
    ]
    return disaster, standoff


def natural_result(
    state: RorState, war: War, commander: str | None, natural: int, used: set[int]
) -> Result | None:
    """1.10.3: a natural total equal to a Disaster number of the war or its leaders is a
    Disaster, else one equal to a Standoff number a Standoff; each number triggers once
    per war per turn (`used` collects them); a nullifying commander ignores the war's own
    numbers, never a leader's."""
    if natural in used:
        return None
    disaster, standoff = unlucky_numbers(state, war, commander)
    if natural in disaster:
        used.add(natural)
        return "disaster"
    if natural in standoff:
        used.add(natural)
        return "standoff"
    return None
