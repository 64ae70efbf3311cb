"""Battles as the `basic` player weighs them: the strength a war meets, the odds of a
force's battle and of its turn at the war, and what a battle is worth to Rome
[1.10.2, 1.10.3, 1.10.6, 1.10.9]."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.ror.ai.dice import battle_odds, unlucky
from bot.games.ror.ai.treasury import FOUR_WARS
from bot.games.ror.rules.cards import WAR_DATA

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


def land_units(force: Any) -> int:
    """A force's strength on land: its Legions, a Veteran Legion counting 2 [1.10.2]."""
    return int(force.legions) + 2 * int(sum(force.veterans.values()))


def enemy_when_attacked(seen: Seen, war: Any, naval: bool | None = None) -> int:
    """The strength the war's next battle (or the battle of the arena named) meets,
    matching wars and leaders included (the board shows it) [1.10.2]."""
    at_sea = seen.naval_battle(war) if naval is None else naval
    enemy = int(war.naval if at_sea else war.land)
    series = WAR_DATA[war.id].series
    if (
        war.status != "active"
        and series is not None
        and any(WAR_DATA[w.id].series == series for w in seen.threats() if w.status == "active")
    ):
        enemy *= 2  # attacked, it turns Active and doubles its matching wars [1.10.2]
    return enemy


def _odds(
    seen: Seen, war: Any, military: int, legions: int, fleets: int, naval: bool | None = None
) -> tuple[float, float]:
    """(P(victory), P(defeat)) of one battle of the war (the next one unless `naval` says
    which): the units of its arena plus the commander's Military (capped by the units)
    against its strength [1.10.2, 1.10.3]."""
    at_sea = seen.naval_battle(war) if naval is None else naval
    units = fleets if at_sea else legions
    margin = units + min(military, units) - enemy_when_attacked(seen, war, at_sea)
    return battle_odds(margin, unlucky(war))


def turn_odds(
    seen: Seen, war: Any, military: int, legions: int, fleets: int
) -> tuple[float, float, float]:
    """(P(the war ends this turn), P(a defeat), P(its fleet alone is beaten)): a war whose
    fleet is unbeaten ends only when the same force wins the naval battle and then the land
    battle, with Legions and its Fleet Support [1.10.6]."""
    if not seen.naval_battle(war):
        return (*_odds(seen, war, military, legions, fleets), 0.0)
    at_sea, sunk = _odds(seen, war, military, legions, fleets, naval=True)
    if not legions or fleets < WAR_DATA[war.id].fleet_support:
        return 0.0, sunk, at_sea
    on_land, beaten = _odds(seen, war, military, legions, fleets, naval=False)
    return at_sea * on_land, sunk + at_sea * beaten, at_sea * (1.0 - on_land)


def urgency_of(seen: Seen, war: Any) -> int:
    """2: an Active war whose matching war is Imminent (it turns Active next turn and
    doubles both [1.07.33, 1.10.2]); 1: another Active war; 0: the rest."""
    if war.status != "active":
        return 0
    series = WAR_DATA[war.id].series
    matched = series is not None and any(
        w.status == "imminent" and WAR_DATA[w.id].series == series for w in seen.threats()
    )
    return 2 if matched else 1


def lone_series(seen: Seen, war: Any) -> bool:
    """An Inactive war whose series has no other war on the board [1.10.2]."""
    series = WAR_DATA[war.id].series
    return (
        war.status == "inactive"
        and series is not None
        and not any(WAR_DATA[w.id].series == series for w in seen.threats() if w.id != war.id)
    )


#: what beating an Inactive war of a series before its matching war comes is worth
LONE_SERIES = 3.0
#: what beating an Active war before its Imminent matching war turns Active is worth
DOUBLING = 6.0
#: what beating an Active war's fleet (not the war) is worth
SEA_WON = 4.0
#: what a victory is worth beside when Rome would fall without one
RESCUE = 10.0
#: what a defeat costs when Rome would fall without a victory
FALLING_LOSS = 1.0


def fight_value(seen: Seen, war: Any, win: float, lose: float, sea: float = 0.0) -> float:
    """What a battle is worth: a victory ends the war, a defeat costs the army and stirs
    the people, a stalemate costs units but keeps the war prosecuted; an Active war left
    alone costs 20 talents and a point of Unrest a turn and counts toward four [1.10.3,
    1.10.4, 1.10.9]. `win`: the war ends; `sea`: only its fleet is beaten [1.10.6]."""
    if war.status == "active":
        # beaten before its matching war turns Active, it is not doubled [1.10.2]
        doubling = DOUBLING * win if urgency_of(seen, war) == 2 else 0.0
        # its fleet beaten alone: prosecuted, and next turn's battle is on land [1.10.6]
        stalled = 1.0 - win - lose - sea
        # facing four Active wars, a victory is what keeps Rome standing, and an army
        # kept home falls with Rome: any chance of a victory is worth a defeat [1.10.9]
        falling = seen.active_wars() >= FOUR_WARS
        rescue = RESCUE * win if falling else 0.0
        lost = (FALLING_LOSS if falling else 8.0) * lose
        value = 10.0 * win + SEA_WON * sea - lost - 2.0 * stalled + doubling + rescue
        return 1.5 + value
    # an Inactive war attacked turns Active unless beaten: fought only to win it, and
    # only while no Active war waits [1.10.2]
    lone = LONE_SERIES * win if lone_series(seen, war) else 0.0
    return 6.0 * win - 8.0 * (1.0 - win) - 2.0 * seen.active_wars() + lone
