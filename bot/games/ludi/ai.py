"""Computer players of Ludi Romani. `random` picks uniformly among the legal actions (for
fuzzing); `sensible` bids its highest card for a rich prize and its lowest for a poor one
[2.2], and acclaims the games unless their sponsor is ahead of it [2.4]. It reads only its
seat's view. The last level is the strongest."""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame
from bot.games.ludi.rules import LudiBid, LudiView, LudiVote

LEVELS = ("random", "sensible")
#: a prize at least this rich is worth the highest card [2.1]
RICH_PRIZE = 5


class RandomPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        return self._rng.choice(game.legal_actions(state, seat))


class SensiblePlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        legal = game.legal_actions(state, seat)
        seen = game.view(state, seat)
        assert isinstance(seen, LudiView)
        bids = sorted((a for a in legal if isinstance(a, LudiBid)), key=lambda a: a.card)
        if bids:
            return bids[-1] if seen.prize >= RICH_PRIZE else bids[0]
        favour = {a.seat: a.favour for a in seen.aediles}
        ahead = seen.sponsor is not None and favour[seen.sponsor] > favour[seat]
        wanted = LudiVote(yes=not ahead)
        return wanted if wanted in legal else self._rng.choice(legal)


def player_for(level: str, seed: int | str) -> RandomPlayer | SensiblePlayer:
    if level == "sensible":
        return SensiblePlayer(seed)
    if level == "random":
        return RandomPlayer(seed)
    raise ValueError(f"unknown computer player level {level!r}")
