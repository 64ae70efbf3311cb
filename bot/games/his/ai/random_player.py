"""A computer player choosing at random among its legal actions, passing and declaring no
card more often than not, so that games reach their end. At another power's impulse it may
also play Sack of Rome as a player holding it would by command (`/his sack`), whenever the
card is neither in the Papal hand nor out of reach; and answer a Papal Bull aimed at Cranmer
with Thomas Cromwell on the same terms."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame
from bot.games.his.rules import actions as a
from bot.games.his.rules.bull import cromwell_playable
from bot.games.his.rules.data import THOMAS_CROMWELL
from bot.games.his.rules.engine import pending as rules_pending
from bot.games.his.rules.sack import formations, playable_by
from bot.games.his.rules.state import HisState

#: how often it takes a step other than passing or being done
ACTING = 0.35


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self.rng = random.Random(f"his:{seed}")

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        legal = [*game.legal_actions(state, seat), *claims(state, seat)]
        quiet = [action for action in legal if action.kind in ("pass", "done")]
        busy = [action for action in legal if action.kind not in ("pass", "done")]
        if busy and (not quiet or self.rng.random() < ACTING):
            return self.rng.choice(busy)
        return self.rng.choice(quiet)


def claims(state: HisState, seat: str) -> list[a.Action]:
    """Sack of Rome played by command at the impulse of a power this seat plays; Thomas
    Cromwell answering a bull aimed at Cranmer, by command, for a power that may hold it."""
    deciding = {d.kind for d in rules_pending(state) if d.seat == seat}
    if "his_bull_cranmer" in deciding:
        return [
            a.RespondCromwell(power=p)
            for p in state.powers_of(seat)
            if cromwell_playable(state, p) and state.places.get(THOMAS_CROMWELL) is None
        ]
    impulse = "his_impulse" in deciding
    power = state.active
    if not impulse or power == "papacy" or not playable_by(state, power):
        return []
    return [
        a.PlaySackOfRome(player=power, owner=owner, space=space)
        for owner, space in formations(state)
    ]
