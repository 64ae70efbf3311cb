"""Population Phase [1.08]: Unrest from wars and droughts, then the HRAO's State of the
Republic speech on the Population Table (tables.json population_table)."""

from __future__ import annotations

from pydantic import BaseModel

from bot.engine.engine import Ctx
from bot.games.ror.rules.data import TABLES
from bot.games.ror.rules.event_effects import mob_in_rome
from bot.games.ror.rules.modifiers import drought_effects, evil_omens, unprosecuted_wars
from bot.games.ror.rules.random_events import place_event
from bot.games.ror.rules.senators import hrao
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.victory import republic_falls

MOB_CHITS = 6


class PopulationRow(BaseModel):
    low: int | None  # None: no lower bound
    high: int | None  # None: no upper bound
    unrest: int | None  # None: the People Revolt
    flags: tuple[str, ...]


def _bounds(total: int | str) -> tuple[int | None, int | None]:
    if isinstance(total, int):
        return total, total
    if total.startswith(">="):
        return int(total[2:]), None
    if total.startswith("<"):
        return None, int(total[1:]) - 1
    low, high = total.split("-")
    return int(low), int(high)


def _rows() -> tuple[PopulationRow, ...]:
    """Row 10 is +1 Unrest as on the VG board, LocoNeko and AH tables (RULES §15.1)."""
    rows = []
    for row in TABLES.population_table["rows"]:
        low, high = _bounds(row["modified_total"])
        rows.append(
            PopulationRow(
                low=low, high=high, unrest=row["unrest_change"], flags=tuple(row["flags"])
            )
        )
    return tuple(rows)


POPULATION_TABLE = _rows()


def population_row(total: int) -> PopulationRow:
    return next(
        r
        for r in POPULATION_TABLE
        if (r.low is None or total >= r.low) and (r.high is None or total <= r.high)
    )


def run_population(ctx: Ctx[RorState]) -> None:
    _unrest_from_wars_and_drought(ctx)
    _state_of_the_republic(ctx)


def _unrest_from_wars_and_drought(ctx: Ctx[RorState]) -> None:
    """1.08: +1 Unrest per Unprosecuted war and per drought effect (drought events, and
    drought wars even while Inactive)."""
    state = ctx.state
    unprosecuted, drought = unprosecuted_wars(state), drought_effects(state)
    if unprosecuted + drought:
        state.unrest += unprosecuted + drought
        ctx.emit(
            "unrest_from_wars",
            "1.08",
            unprosecuted=unprosecuted,
            drought=drought,
            unrest=state.unrest,
        )


def _state_of_the_republic(ctx: Ctx[RorState]) -> None:
    """1.08: the HRAO rolls 3d6 - Unrest + his Popularity - Evil Omens."""
    state = ctx.state
    speaker = hrao(state)
    popularity = speaker.popularity if speaker else 0
    seat = speaker.faction if speaker else None
    roll = sum(ctx.dice(3, purpose="state_of_the_republic", rule="1.08", seat=seat))
    omens = evil_omens(state)
    total = roll - state.unrest + popularity - omens
    ctx.emit(
        "state_of_the_republic",
        "1.08",
        senator=speaker.card if speaker else None,
        name_id=speaker.card if speaker else "nobody",
        roll=roll,
        unrest=state.unrest,
        popularity=popularity,
        omens=omens,
        total=total,
    )
    row = population_row(total)
    if row.unrest is None:
        # 1.08: People Revolt; a rebel in revolt wins instead [1.12.2 II]
        ctx.emit("people_revolt", "1.08", total=total)
        republic_falls(ctx, "defeat_people_revolt", "1.08")
        return
    state.unrest = max(0, state.unrest + row.unrest)  # 1.5: never below 0
    ctx.emit("unrest_changed", "1.08", change=f"{row.unrest:+d}", unrest=state.unrest)
    if "MS" in row.flags:
        place_event(ctx, "manpower_shortage", "1.08")
    if "NR" in row.flags:
        state.no_recruitment_turn = state.turn
        ctx.emit("no_recruitment", "1.08", turn=state.turn)
    if "MOB" in row.flags:
        ctx.emit("mob_attacks_senate", "1.08", chits=MOB_CHITS)
        mob_in_rome(ctx, MOB_CHITS, "1.08")
