"""A rebel governor's province and army (2.03): who he is, his strength, what he has
left. The rest of 2.03 is in `governor_revolts` (the Revolution Phase) and
`rebel_governors` (revenue, upkeep and the civil war's losses)."""

from __future__ import annotations

from bot.games.ror.rules.cards import province_side
from bot.games.ror.rules.provincial.forces import army_strength
from bot.games.ror.rules.state import Force, RebelGovernor, RorState


def rebel_governor(state: RorState) -> RebelGovernor | None:
    """The rebel governor when the Primary Rebel (declared or fixed) is one."""
    found = state.rebel_governor
    army = state.rebel_army
    if found is None or army is None or army.commander != found.senator:
        return None
    return found


def stays_in_province(state: RorState) -> bool:
    """2.03: a fixed rebel who stays in his province cannot win by battle."""
    found = rebel_governor(state)
    rebel = state.senators.get(found.senator) if found else None
    return found is not None and found.stays and rebel is not None and rebel.rebel


def strength(state: RorState, found: RebelGovernor, army: Force) -> int:
    province = state.provinces[found.province]
    senator = state.senators.get(found.senator)
    military = senator.military if senator is not None else 0
    legions = army.legions + len(army.veterans)
    units = legions + len(army.veterans) + army_strength(province.armies, legions)
    if found.stays:
        base = province_side(province.card, province.developed, state.options)
        return base.base_land_strength + units + military
    return units + min(military, units)


def units_left(state: RorState, army: Force) -> int:
    """Legions, and a rebel governor's provincial armies."""
    found = rebel_governor(state)
    armies = state.provinces[found.province].armies if found else 0
    return (army.legions + len(army.veterans)) + armies
