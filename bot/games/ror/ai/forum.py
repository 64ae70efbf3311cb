"""The Forum Phase: initiative bids, persuasion and its bribes, knights and Games
[1.07.2, 1.07.4, 1.07.5, 1.07.6]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.dice import persuasion_chance
from bot.games.ror.ai.guard import spares
from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.rules.forum.games import GAMES


def _persuade(seen: Seen, a: Any) -> float:
    persuader, target = seen.senator(a.persuader), seen.senator(a.target)
    if persuader is None or target is None:
        return -1.0
    aligned = 7 if target.faction is not None else 0
    base = (
        persuader.oratory
        + persuader.influence
        - target.loyalty
        - target.talents
        - aligned
        + a.bribe
    )
    chance = persuasion_chance(base)
    if chance < 0.5 or a.card is not None or not spares(seen, persuader, a.bribe):
        return -1.0
    return float(2.0 + 3.0 * chance + target.influence * 0.2 - a.bribe * 0.2)


def _attract_knight(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if s is None or s.talents - a.talents < 3 or not spares(seen, s, a.talents):
        return -1.0 if a.talents else 0.2
    return float(1.0 * (a.talents + 1) / 6 - 0.1 * a.talents)


def _sponsor_games(seen: Seen, a: Any) -> float:
    """Games lower Unrest (the State of the Republic roll subtracts it [1.08]): worth
    more than anything else in the Forum once the people stir."""
    unrest = seen.view.unrest
    if unrest < 1 or not spares(seen, seen.senator(a.senator), GAMES[a.games - 1]["cost"]):
        return -1.0
    lowered = min(a.games, unrest)
    return float(lowered * (1.0 + 1.5 * unrest) - 0.1 * a.games)


def _bid(seen: Seen, a: Any) -> float:
    return float(-0.1 * a.amount)


def _counter_bribe(seen: Seen, a: Any) -> float:
    data = seen.data
    target = next((s for s in seen.mine() if s.name == data.get("target")), None)
    base = data.get("base")
    if target is None or not isinstance(base, int):
        return -1.0
    saved = persuasion_chance(base) - persuasion_chance(base - a.amount)
    return float(saved * (3.0 + target.influence) - 0.3 * a.amount)


def _bribe(seen: Seen, a: Any) -> float:
    base = seen.data.get("base")
    persuader = seen.senator(seen.decision.data.get("persuader_id") if seen.decision else None)
    if not isinstance(base, int) or not spares(seen, persuader, a.amount):
        return -1.0
    gained = persuasion_chance(base + a.amount) - persuasion_chance(base)
    return float(gained * 6.0 - 0.2 * a.amount)


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "bid_initiative": _bid,
    "persuade": _persuade,
    "counter_bribe": _counter_bribe,
    "bribe": _bribe,
    "roll_persuasion": lambda seen, a: 0.0,
    "pressure_knights": lambda seen, a: -1.0,
    "attract_knight": _attract_knight,
    "sponsor_games": _sponsor_games,
}
