"""Local taxes and provincial builds (2.02), after Debits: each producing province not
under attack collects its local taxes and must spend them at once on provincial armies
and fleets, 10T each, up to the card's maximum; whatever cannot be spent is lost. An
aligned governor's faction chooses the mix (a decision when there is a choice); an
unaligned governor raises half of each (the odd one an army). The talents never reach a
treasury, so no ledger move is made. Provincial units cost no upkeep (they are not
counted in Debits)."""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, RaiseProvincialForces
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.revenue_provinces import governor, producing, side
from bot.games.ror.rules.state import Province, RorState

RULE = "2.02"
UNIT_COST = 10  # talents per provincial army or fleet


def _rooms(state: RorState, province: Province) -> tuple[int, int, int]:
    """(units to raise, room for armies, room for fleets)."""
    printed = side(state, province)
    armies = max(printed.max_provincial_armies - province.armies, 0)
    fleets = max(printed.max_provincial_fleets - province.fleets, 0)
    return min(printed.local_taxes // UNIT_COST, armies + fleets), armies, fleets


def splits(state: RorState, province: Province) -> list[tuple[int, int]]:
    """Every (armies, fleets) mix that spends the taxes."""
    units, armies, fleets = _rooms(state, province)
    low = max(units - fleets, 0)
    return [(a, units - a) for a in range(low, min(units, armies) + 1)] if units else []


def even_mix(state: RorState, province: Province) -> tuple[int, int]:
    """2.02: an unaligned governor raises a 50/50 mix (the odd unit an army)."""
    units, armies, fleets = _rooms(state, province)
    a = min(-(-units // 2), armies)
    f = min(units - a, fleets)
    return a + min(units - a - f, armies - a), f


def local_taxes(ctx: Ctx[RorState]) -> None:
    """2.02: raise the units of provinces with no choice or an unaligned governor; ask the
    factions about the rest, in seat order, one province at a time."""
    state = ctx.state
    if not state.options.provincial_wars:
        return
    asked: list[tuple[str, str]] = []
    for province in producing(state):
        choices = splits(state, province)
        ruler = governor(state, province)
        if not choices or ruler is None:
            continue
        if ruler.faction is None or len(choices) == 1:
            armies, fleets = even_mix(state, province) if ruler.faction is None else choices[0]
            build(ctx, province, armies, fleets)
        else:
            asked.append((ruler.faction, province.card))
    asked.sort(key=lambda pair: (state.seats.index(pair[0]), pair[1]))
    builds = Builds(provinces=[card for _, card in asked])
    push(state, "raise_provincial_forces", RULE, [seat for seat, _ in asked], data=builds)


class Builds(ProcedureData):
    provinces: list[str]  # the provinces still to choose their new forces, in order


def build(ctx: Ctx[RorState], province: Province, armies: int, fleets: int) -> None:
    province.armies += armies
    province.fleets += fleets
    ctx.emit(
        "provincial_forces_raised",
        RULE,
        province=province.card,
        province_name_id=province.card,
        taxes=side(ctx.state, province).local_taxes,
        armies=armies,
        fleets=fleets,
        total_armies=province.armies,
        total_fleets=province.fleets,
    )


def _asked(state: RorState) -> Province:
    return state.provinces[state.procedures[-1].data_as(Builds).provinces[0]]


def legal_builds(state: RorState, seat: str) -> list[Action]:
    province = _asked(state)
    return [
        RaiseProvincialForces(province=province.card, armies=a, fleets=f)
        for a, f in splits(state, province)
    ]


def default_build(state: RorState, seat: str) -> Action:
    province = _asked(state)
    armies, fleets = even_mix(state, province)
    return RaiseProvincialForces(province=province.card, armies=armies, fleets=fleets)


def build_prompt(state: RorState, seat: str) -> dict[str, Any]:
    province = _asked(state)
    units, armies, fleets = _rooms(state, province)
    return {
        "province_id": province.card,
        "taxes": side(state, province).local_taxes,
        "units": units,
        "armies": armies,
        "fleets": fleets,
    }


def apply_build(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, RaiseProvincialForces):
        raise IllegalAction("wrong_phase", RULE)
    province = _asked(state)
    if action.province != province.card:
        raise IllegalAction("not_this_province", RULE, province_id=province.card)
    units, armies, fleets = _rooms(state, province)
    if (action.armies, action.fleets) not in splits(state, province):
        raise IllegalAction("bad_provincial_mix", RULE, units=units, armies=armies, fleets=fleets)
    state.procedures[-1].data_as(Builds).provinces.pop(0)
    finish_turn_of_seat(state, seat)
    build(ctx, province, action.armies, action.fleets)


PROCEDURES.register(
    "raise_provincial_forces",
    ProcedureRules(
        "raise_provincial_forces",
        legal_builds,
        apply_build,
        default_build,
        prompt=build_prompt,
        data=Builds,
    ),
)
