"""What `praetor simulate` counts in a game of the papal procedures: how each Sack of Rome
ended, the card grabs by the number of cards drawn, the excommunications by target and
their lifting by the way it came."""

from __future__ import annotations

from collections import Counter

from bot.engine import Event, Outcome
from bot.engine.present import Statistics

#: the event that tells each thing counted, and the counter and key it adds to
COUNTED = {
    "his_sack_repulsed": ("sacks", "repulsed"),
    "his_sack_removed": ("sacks", "sacked"),
    "his_grab_nothing": ("grabs", "none"),
    "his_grab_one": ("grabs", "one"),
    "his_grab_two": ("grabs", "two"),
    "his_reformer_excommunicated": ("excommunications", "reformer"),
    "his_ruler_excommunicated": ("excommunications", "ruler"),
    "his_excommunication_lifted": ("lifted", ""),
}


def lifted_how(event: Event) -> str:
    """How an excommunication was lifted: `peace`, `card` (9.5), `papacy` (9.1) or `ruler`
    (the option `marker_on_ruler`), from the event's `how_id` (`his:lift:<how>`)."""
    return str(event.data.get("how_id", "")).removeprefix("his:lift:")


class PapalStatistics(Statistics):
    def __init__(self) -> None:
        super().__init__()
        self.counts = {name: Counter() for name, _ in dict.fromkeys(COUNTED.values())}

    def see(self, event: Event) -> None:
        counted = COUNTED.get(event.kind)
        if counted is None:
            return
        name, key = counted
        self.counts[name][key or lifted_how(event)] += 1

    def condition(self, outcome: Outcome) -> str | None:
        return "the last turn played" if outcome.kind == "turn_limit" else None
