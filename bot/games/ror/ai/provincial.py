"""Provincial Wars: the mix of provincial armies and fleets a governor's faction raises
with the province's local taxes [2.02]."""

from __future__ import annotations

import math
from typing import Any

from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.rules.cards import WAR_ATTACKS

#: how much a war that attacks the province weighs on its defence: an Imminent one turns
#: Active at the next Mortality Phase (a province under an Active war raises nothing,
#: and must fight it if Rome does not) [1.05.1, 2.02]
THREAT = {"imminent": 2.0, "inactive": 1.0}


def _raise_provincial_forces(seen: Seen, a: Any) -> float:
    """Units where the province will fight: fleets against a war that still has its fleet
    (its battle is at sea), armies against the others, counting half without a garrison
    Legion beside them; the square root spreads them over both arenas when both threaten.
    0 for every mix when no war on the board attacks first here: the even mix stands
    [2.02]."""
    province = next((p for p in seen.view.provinces if p.id == a.province), None)
    if province is None:
        return 0.0
    in_play = {p.id for p in seen.view.provinces}
    land = sea = 0.0
    for war in seen.threats():
        first = next((p for p in WAR_ATTACKS.get(war.id, []) if p in in_play), None)
        if first != province.id:
            continue
        if seen.naval_battle(war):
            sea += THREAT.get(war.status, 0.0)
        else:
            land += THREAT.get(war.status, 0.0)
    armies = int(province.armies) + int(a.armies)
    on_land = armies if province.garrison else -(-armies // 2)
    return land * math.sqrt(on_land) + sea * math.sqrt(int(province.fleets) + int(a.fleets))


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {"raise_provincial_forces": _raise_provincial_forces}
