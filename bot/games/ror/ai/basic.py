"""The `basic` level: a heuristic scorer over the legal actions of The Republic of Rome.

It sees only what its seat may see: `view(state, seat)` (its own hand and treasury, the
public board), the decision waiting for it and its legal actions. Each action kind has a
small scoring function (`SCORERS`, gathered from one module per phase: `revenue`, `forum`,
`senate` with `forces`, `garrisons` and `land_bills`, `alliance`, `civil_war`,
`rebel_army`, `combat_cards`, `provincial`, `optional_rules`, `bodyguards`,
`proscription`; `seen` holds what the seat knows and the campaign it plans); the best
score wins, the decision's default action wins ties at zero, and equal scores are broken
by the seeded random generator. An action kind it does not know scores None: when
nothing is known it plays at random, so a new engine action never crashes it.
"""

from __future__ import annotations

import random
from typing import Any

from bot.engine.engine import AnyGame
from bot.games.ror.ai import (
    alliance,
    bodyguards,
    civil_war,
    combat_cards,
    forum,
    optional_rules,
    proscription,
    provincial,
    rebel_army,
    revenue,
    senate,
)
from bot.games.ror.ai.assassins import attempt_on_nominee
from bot.games.ror.ai.ballots import typed_ballots
from bot.games.ror.ai.floor_options import floor_options
from bot.games.ror.ai.purses import gathering, purse_keeper
from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.rules.state import RorState

# ---------------------------------------------------------------- setup and cards


def _choose_leader(seen: Seen, a: Any) -> float:
    s = seen.senator(a.senator)
    if seen.decision is not None and seen.decision.kind != "choose_faction_leader":
        return -1.0  # during the Forum: keep the leader
    return float(s.influence + s.oratory) / 10 if s is not None else 0.0


def _card_value(card: str) -> float:
    """How useful a card in hand is: statesmen and concessions are played for good."""
    for prefix, value in (("st:", 10.0), ("con:", 8.0), ("law:", 3.0), ("int:", 2.0)):
        if card.startswith(prefix):
            return value
    return 1.0


def _discard(seen: Seen, a: Any) -> float:
    return -_card_value(a.card)


def _offer_card(seen: Seen, a: Any) -> float:
    return -5.0


def _answer_offer(seen: Seen, a: Any) -> float:
    return 1.0 if a.accept else 0.0


def _assign_province(seen: Seen, a: Any) -> float:
    # the least influential senator governs (the others stay in Rome to vote), for long
    s = seen.senator(a.senator)
    return float(a.term * 0.5 - (s.influence if s is not None else 0) * 0.1)


SCORERS: dict[str, Scorer] = {
    "choose_leader": _choose_leader,
    "play_statesman": lambda seen, a: 10.0,
    "play_concession": lambda seen, a: 8.0,
    "play_law": lambda seen, a: 1.0,
    "offer_card": _offer_card,
    "answer_offer": _answer_offer,
    "discard_card": _discard,
    "assign_province": _assign_province,
    "done": lambda seen, a: 0.0,
    "pass": lambda seen, a: 0.0,
    "adjourn": lambda seen, a: 0.0,
    "discard_enemy_leader": lambda seen, a: 0.0,
    "pay_ransom": lambda seen, a: 5.0,
    **revenue.SCORERS,
    **forum.SCORERS,
    **senate.SCORERS,
    **civil_war.SCORERS,
    **alliance.SCORERS,
    **rebel_army.SCORERS,
    **combat_cards.SCORERS,
    **provincial.SCORERS,
    **optional_rules.SCORERS,
    **bodyguards.SCORERS,
    **proscription.SCORERS,
}
#: the decision's default action wins a tie with another action scoring the same
DEFAULT_BONUS = 0.01


def _dump(action: Any) -> Any:
    return action.model_dump(mode="json") if hasattr(action, "model_dump") else action


class BasicPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        if isinstance(state, RorState):  # the proposals a Presiding Magistrate may type
            actions += [a for a in floor_options(state, seat) if a not in actions]
        decision = next((d for d in game.pending(state) if d.seat == seat), None)
        seen = Seen(seat=seat, view=game.view(state, seat), decision=decision)
        if isinstance(state, RorState):  # the ballots, transfers, attempts, guards it may type
            actions += typed_ballots(seen.view, decision, actions)
            actions += gathering(seen.view, decision, seat, purse_keeper(seen))
            typed: list[Any] = attempt_on_nominee(state, seen.view, decision)
            typed += bodyguards.bodyguard_options(seen.view, decision, seat)
            actions += [a for a in typed if a not in actions]
        scores = [self.score(seen, a) for a in actions]
        if all(s is None for s in scores):
            return self._rng.choice(actions)
        default = decision.default if decision is not None else None
        ranked = [
            (s if s is not None else 0.0) + (DEFAULT_BONUS if _dump(a) == default else 0.0)
            for a, s in zip(actions, scores, strict=True)
        ]
        best = max(ranked)
        return self._rng.choice([a for a, s in zip(actions, ranked, strict=True) if s == best])

    @staticmethod
    def score(seen: Seen, action: Any) -> float | None:
        scorer = SCORERS.get(str(getattr(action, "kind", "")))
        if scorer is None:
            return None
        try:
            return scorer(seen, action)
        except (AttributeError, KeyError, TypeError, ValueError):
            return None  # an action shaped unlike the one the scorer knows
