"""What `praetor simulate` counts in a game of Sword of Rome: the leader procedures met
(interceptions, avoidances, refusals, pursuits, battles, displacements) and the Reinforcement
Phase's consul draws and Greek choices, and how the game ended."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from bot.engine import Event
from bot.engine.engine import Outcome
from bot.engine.present import Statistics

#: the events counted, by the name a report shows them under
PROCEDURES = {
    "sor_activated": "activations",
    "sor_intercepted": "interceptions",
    "sor_avoided": "avoidances",
    "sor_refused": "refusals",
    "sor_battle": "battles",
    "sor_displaced": "displaced",
    "sor_set_aside": "set_aside",
    "sor_consul_drawn": "consuls_drawn",
    "sor_greek_kept": "greek_kept",
    "sor_greek_removed": "greek_removed",
    "sor_power_out": "players_out",
}


class SorStatistics(Statistics):
    def __init__(self) -> None:
        super().__init__()
        self.procedures: Counter[str] = Counter()
        self.counts = {"procedures": self.procedures}

    def see(self, event: Event) -> None:
        name = PROCEDURES.get(event.kind)
        if name is not None:
            self.procedures[name] += 1

    def condition(self, outcome: Outcome) -> str | None:
        return "the most VP at the turn limit" if outcome.kind == "sor_vp" else outcome.kind

    def summary(self, events: Mapping[str, int]) -> dict[str, Any]:
        return {"procedures": {name: events.get(kind, 0) for kind, name in PROCEDURES.items()}}
