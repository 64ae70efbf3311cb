"""A rebel's army once he marches: the Veterans a loyal senator orders back to the Senate
[1.11.36], and the war a rebel who has won attacks while four others ring Rome [1.12.4]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.battles import land_units, turn_odds
from bot.games.ror.ai.seen import Scorer, Seen


def _order_veterans_back(seen: Seen, a: Any) -> float:
    """Veterans loyal to a senator of ours fight for the Senate against a rival's rebel,
    and stay with a rebel of our faction, whose victory is ours [1.11.36, 1.12.2]."""
    army = seen.view.rebel_army
    return -1.0 if army is None or seen.is_mine(army.commander) else 1.0


def _attack_war(seen: Seen, a: Any) -> float:
    """The war his whole army most likely ends in one attack, its fleet first where it has
    one: anything short of its end loses the game for every faction [1.12.4, 1.10.6]."""
    army = seen.view.rebel_army
    war = seen.war_named(a.war)
    if army is None or war is None:
        return 0.0
    military = seen.force_military(army)
    win, _, _ = turn_odds(seen, war, military, land_units(army), int(army.fleets))
    return win


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "order_veterans_back": _order_veterans_back,
    "attack_war": _attack_war,
}
