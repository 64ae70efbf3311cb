"""The `reckless` level: a random player that spends the State's money.

It plays like `random` except that it always proposes raising forces or a Land Bill when
the floor offers one, and votes for every such proposal. It plays by the rules, but lets
the treasury run down under the upkeep of Legions, Fleets and Land Bills, so that games
with it in them also meet the State's bankruptcy [1.06.53, 1.12.3], which careful or
uniformly random players hardly ever reach.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame
from bot.games.ror.rules.senate.forces import RAISE
from bot.games.ror.rules.senate.land_bills import LAND_BILL

#: proposals that cost the State money [1.09.62, 1.09.63]
SPENDING = (RAISE.key, LAND_BILL.key)


class RecklessPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        spend = [a for a in actions if getattr(a, "proposal", None) in SPENDING]
        if spend:
            return self._rng.choice(spend)
        decision = next((d for d in game.pending(state) if d.seat == seat), None)
        if decision is not None and decision.data.get("proposal") in SPENDING:
            yes = [a for a in actions if getattr(a, "yes", None) and not getattr(a, "bought", 1)]
            if yes:
                return yes[0]
        return self._rng.choice(actions)
