"""The `basic` level: plays legal moves with some sense. It activates its best leader with
the lowest card that does, marches towards the nearest space another power holds, declares
every interception and avoidance offered, never consents, reports an even battle, keeps
Greek leaders while loyalty lasts and places reinforcements once then stops."""

from __future__ import annotations

import random
from collections import deque
from typing import Any

from bot.engine.engine import AnyGame
from bot.games.sor.rules.state import SorState

#: what the player picks first when it is offered, best first
PREFERRED = (
    "sor_start",
    "sor_intercept",
    "sor_avoid",
    "sor_declared",
    "sor_keep_leader",
    "sor_place_leader",
    "sor_avoid_to",
)


class BasicPlayer:
    def __init__(self, seed: int | str) -> None:
        self._rng = random.Random(str(seed))

    def choose(self, game: AnyGame, state: Any, seat: str) -> Any:
        actions = game.legal_actions(state, seat)
        by_kind: dict[str, list[Any]] = {}
        for a in actions:
            by_kind.setdefault(a.kind, []).append(a)
        assert isinstance(state, SorState)
        if "sor_activate" in by_kind:
            return self._activation(state, by_kind["sor_activate"])
        if "sor_move_to" in by_kind or "sor_end_move" in by_kind:
            return self._step(state, by_kind)
        for kind in ("sor_consent", "sor_refuse"):
            if kind in by_kind:
                return next(a for a in by_kind[kind] if not getattr(a, kind.split("_")[1], True))
        if "sor_report_battle" in by_kind:
            fights = by_kind["sor_report_battle"]
            return next(
                (a for a in fights if a.attacker_losses == a.defender_losses == 1), fights[0]
            )
        for kind in PREFERRED:
            if kind in by_kind:
                return by_kind[kind][0]
        if "sor_reinforce" in by_kind and self._rng.random() < 0.5:
            return self._rng.choice(by_kind["sor_reinforce"])
        for kind in ("sor_done", "sor_play_other"):
            if kind in by_kind:
                return by_kind[kind][0]
        return self._rng.choice(actions)

    def _activation(self, state: SorState, acts: list[Any]) -> Any:
        def worth(a: Any) -> tuple[int, int, int]:
            d = state.roster.leader(a.leader)
            ls = state.leaders[a.leader]
            power_cu = 0
            if ls.space is not None:
                power_cu = state.spaces[ls.space].outside.get(d.power, 0)
            return (power_cu, d.tactics, -a.card)

        armies = [a for a in acts if a.source == "card" and worth(a)[0] > 0]
        return max(armies or acts, key=worth)

    def _step(self, state: SorState, by_kind: dict[str, list[Any]]) -> Any:
        act = state.activation
        assert act is not None
        moves = by_kind.get("sor_move_to", [])
        if not moves or act.cu == 0:
            return by_kind.get("sor_end_move", moves)[0]
        target = self._nearest_enemy(state, act.space, act.power)
        best = [m for m in moves if m.space == target]
        return best[0] if best else by_kind.get("sor_end_move", moves)[0]

    def _nearest_enemy(self, state: SorState, start: str, power: str) -> str | None:
        """The first step towards the nearest space held by another power."""
        seen = {start: start}
        todo = deque([start])
        while todo:
            here = todo.popleft()
            ss = state.spaces[here]
            if here != start and ss.control not in (None, power):
                step = here
                while seen[step] != start:
                    step = seen[step]
                return step
            for other, kind in state.map.neighbours(here):
                if other not in seen and kind != "naval":
                    seen[other] = here
                    todo.append(other)
        return None
