"""The Revenue Phase: spoils, Redistribution and contributions [1.06.1, 1.06.3, 1.06.5]."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.civil_war import our_revolt
from bot.games.ror.ai.guard import PRESSED, spares
from bot.games.ror.ai.purses import purse_keeper
from bot.games.ror.ai.seen import MAX_UNITS, Scorer, Seen
from bot.games.ror.ai.treasury import SAFE_MARGIN, debits_lacking, reserve
from bot.games.ror.ai.unrest import CALM, STIRRING, unrest_at_speech
from bot.games.ror.rules.ledger import senator as purse


def _contribute(seen: Seen, a: Any) -> float:
    """Contributions buy Influence, and talents for a State short of its next debits
    [1.06.5, 1.12.3]."""
    s = seen.senator(a.senator)
    if s is None:
        return -1.0
    influence = 7 if a.amount >= 50 else 3 if a.amount >= 25 else 1 if a.amount >= 10 else 0
    lacking = debits_lacking(seen.view)
    if lacking and not any(mine.rebel for mine in seen.mine()):
        # Rome is bankrupt at its debits, next, unless its senators close the gap; only
        # a faction in revolt wins by that [1.06.53, 1.12.2 II]
        return float(influence + BANKRUPTCY * min(a.amount, lacking) / lacking)
    short = max(0, war_chest(seen) - int(seen.view.treasury))
    # once the people stir, a senator keeps the price of a Gladiator Gala [1.07.6, 1.08]
    kept = GALA if seen.view.unrest >= STIRRING else 0 if short >= a.amount else 5
    # the talents kept against a rival's Consul for Life go to a State short of them at war
    pressed = short > 0 and seen.active_wars() >= PRESSED
    if s.talents - a.amount < kept or not (pressed or spares(seen, s, a.amount)):
        return -1.0
    return float(influence - 0.5 + CHEST_WORTH * min(a.amount, short))


#: what closing the whole of the State's gap at its debits is worth to a faction
BANKRUPTCY = 20.0
#: the talents of the costliest Games, lowering Unrest by 3 [1.07.6]
GALA = 18
#: what each talent the State lacks for its wars is worth given by a senator
CHEST_WORTH = 0.15


def war_chest(seen: Seen) -> int:
    """What the State needs in hand this turn: its reserve and the margin against events,
    and the price of the Legions and Fleets its pressing wars still lack [1.09.63]."""
    view = seen.view
    plan = seen.campaign(budget=MAX_UNITS)
    short = max(0, sum(legions for _, legions, _ in plan) - int(view.legions)) + max(
        0, sum(fleets for _, _, fleets in plan) - int(view.fleets)
    )
    return reserve(view) + SAFE_MARGIN + seen.unit_cost() * short


def _take_spoils(seen: Seen, a: Any) -> float:
    return 0.5


def _transfer(seen: Seen, a: Any) -> float:
    """Talents in the faction treasury do nothing; put them on the senator who persuades
    and sponsors games [1.06.3]. Once the people stir, the other senators' purses go to
    him too: one purse pays for games, and a Gladiator Gala lowers Unrest three times as
    much as a Slice and Dice [1.07.6, 1.08]. While one of ours is in revolt, every purse
    goes to the Faction Treasury, which pays his army's next upkeep [1.06.2, 1.11.33]."""
    if our_revolt(seen):
        to_army = a.target == f"faction:{seen.seat}" and str(a.source).startswith("senator:")
        return 1.5 if to_army else -0.5
    keeper = purse_keeper(seen)
    if keeper is None or a.target != purse(keeper.card):
        return -0.5
    if a.source == f"faction:{seen.seat}":
        return 1.0
    stirring = unrest_at_speech(seen) >= CALM
    return 0.8 if stirring and str(a.source).startswith("senator:") else -0.5


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "take_spoils": _take_spoils,
    "transfer": _transfer,
    "contribute": _contribute,
}
