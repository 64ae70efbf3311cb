"""Provincial forces (2.02): the provinces a war attacks, a province's strength in battle,
its losses, and provinces allied with a war."""

from __future__ import annotations

from bot.games.ror.rules.cards import WAR_ATTACKS, province_side
from bot.games.ror.rules.state import Province, RorState, War


def _up(n: int, d: int) -> int:
    return -(-n // d)


def attacked_by(state: RorState, war: str) -> list[str]:
    """2.02: the Roman provinces listed under the war's "Attacks", in printed order (a
    province gone over to a war is no longer Roman)."""
    return [
        p
        for p in WAR_ATTACKS.get(war, [])
        if p in state.provinces
        and state.provinces[p].allied_with is None
        and not _rebel_held(state, state.provinces[p])
    ]


def _rebel_held(state: RorState, province: Province) -> bool:
    """A province whose governor is in revolt is no longer Roman (2.03)."""
    ruler = state.senators.get(province.governor or "")
    return ruler is not None and ruler.rebel


def under_attack(state: RorState) -> set[str]:
    """2.02: provinces listed under an Active war yield no spoils or taxes and may not
    build (empty without the option)."""
    if not state.options.provincial_wars:
        return set()
    return {p for w in state.wars if w.status == "active" for p in attacked_by(state, w.card)}


def army_strength(armies: int, legions: int) -> int:
    """2.02: provincial armies count half (rounded up) unless a Roman Legion is with them."""
    return armies if legions else _up(armies, 2)


def governor_military(state: RorState, province: Province) -> int:
    """2.02: the governor's Military; 1.13.1 with 2.02: none when he is not in the
    province (he governs through a Legate)."""
    ruler = state.senators.get(province.governor or "")
    return ruler.military if ruler is not None and ruler.province == province.card else 0


def province_strength(state: RorState, province: Province, *, naval: bool) -> int:
    """2.02: base strength + garrison + provincial units + the governor's Military; at
    sea the base naval strength and the provincial fleets (garrisons are Legions)."""
    side = province_side(province.card, province.developed, state.options)
    if naval:
        units = side.base_naval_strength + province.fleets
    else:
        units = side.base_land_strength + province.garrison
        units += army_strength(province.armies, province.garrison)
    return units + governor_military(state, province)


def lose_units(province: Province, losses: int, *, naval: bool) -> tuple[int, int]:
    """2.02: each loss costs 2 provincial units, alternating with 1 garrison Legion
    (provincial units first); at sea 2 provincial fleets a loss. Returns (provincial
    units, legions) lost."""
    units = legions = 0
    for n in range(losses):
        if naval:
            take = min(2, province.fleets)
            province.fleets -= take
            units += take
            continue
        armies_turn = n % 2 == 0 or province.garrison == 0
        if armies_turn and province.armies:
            take = min(2, province.armies)
            province.armies -= take
            units += take
        elif province.garrison:
            province.garrison -= 1
            legions += 1
        elif province.armies:
            take = min(2, province.armies)
            province.armies -= take
            units += take
    return units, legions


def allied_strength(state: RorState, war: War, naval: bool) -> int:
    """2.02: a province that went over to the war adds its base strength to it."""
    total = 0
    for province in state.provinces.values():
        if province.allied_with == war.card:
            side = province_side(province.card, province.developed, state.options)
            total += side.base_naval_strength if naval else side.base_land_strength
    return total
