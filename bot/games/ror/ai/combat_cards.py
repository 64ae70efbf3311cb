"""Cards played as the Combat Phase begins: Cleopatra VII before the Alexandrine War is
fought [1.10.2, enemy_leaders.json] and the Gabinian Law's recruits [1.10.1, laws.json]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.battles import fight_value, land_units, turn_odds
from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.ai.treasury import FOUR_WARS
from bot.games.ror.rules.cleopatra import ALEXANDRINE, MILITARY

#: what 10 talents out of the faction's purses are worth against a battle's value
#: (`fight_value`: 10 for a war ended)
TEN_TALENTS = 1.0
#: what Cleopatra's 50 talents and her 3 Military are worth in a rival commander's hands
RIVAL_GOLD = 2.0


def _force(seen: Seen, commander: str) -> Any:
    return next((f for f in seen.view.forces if f.commander == commander), None)


def _battle_value(seen: Seen, force: Any, military: int, legions: int, fleets: int) -> float:
    war = seen.war_named(force.war)
    if war is None:
        return 0.0
    return fight_value(seen, war, *turn_odds(seen, war, military, legions, fleets))


def _units(force: Any) -> tuple[int, int]:
    return land_units(force), int(force.fleets)


def _play_cleopatra(seen: Seen, a: Any) -> float:
    """On Rome's side when the commander against the war is ours: his 3 Military, her 50
    talents to him for 5 Popularity; with a rival's commander, only when her Military
    changes the battle more than her gold is worth to him, twice as readily while three
    wars are Active and one more would end the game. Never against Rome: the war counts
    toward the four that end it for every faction [1.10.2, 1.12.3]."""
    if not a.rome:
        return -5.0
    forces = [f for f in seen.view.forces if f.war == ALEXANDRINE and f.commander]
    if not forces:
        return -1.0
    force = forces[0]  # the first sent commands the war [cleopatra.py]
    if seen.is_mine(force.commander):
        return 5.0
    military = seen.force_military(force)
    legions, fleets = _units(force)
    gain = _battle_value(seen, force, military + MILITARY, legions, fleets)
    gain -= _battle_value(seen, force, military, legions, fleets)
    pressed = 2.0 if seen.active_wars() >= FOUR_WARS - 1 else 1.0
    return pressed * gain - RIVAL_GOLD


def _gabinian_recruit(seen: Seen, a: Any) -> float:
    """A Legion or a Fleet for 10 talents where it changes our commander's battle more
    than the talents are worth [1.10.1, 1.10.3]."""
    force = _force(seen, a.commander)
    if force is None or not seen.is_mine(a.commander):
        return -1.0
    military = seen.force_military(force)
    legions, fleets = _units(force)
    before = _battle_value(seen, force, military, legions, fleets)
    after = _battle_value(seen, force, military, legions + a.legions, fleets + a.fleets)
    return after - before - TEN_TALENTS * int(a.legions + a.fleets)


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "play_cleopatra": _play_cleopatra,
    "gabinian_recruit": _gabinian_recruit,
}
