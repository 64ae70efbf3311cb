"""What `praetor simulate` counts in a game of the Republic: the random events rolled
[1.10.8], the types of cards met, the victory or defeat condition that ended it [1.12] and,
over a run, the kinds of Senate business [1.09]."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from typing import Any

from bot.engine import Event
from bot.engine.engine import Outcome
from bot.engine.present import Statistics
from bot.games.ror.rules.combat.rebel_end_game import RULE as END_GAME_RULE
from bot.games.ror.rules.senate.proposals import KINDS as PROPOSAL_KINDS
from bot.games.ror.rules.victory import REBEL_BATTLE_RULES
from bot.narrate import JOINED_SUFFIX, PAIRS_SUFFIX, REF_SUFFIX

#: card id prefixes (docs/SCENARIOS.md) and the card types they name
CARD_TYPES = {
    "fam": "family",
    "st": "statesman",
    "war": "war",
    "ldr": "leader",
    "con": "concession",
    "int": "intrigue",
    "law": "law",
    "evt": "deck_event",
    "prov": "province",
}
CARD_ID = re.compile(rf"^({'|'.join(CARD_TYPES)}):[A-Za-z0-9_#]+$")

#: 1.12.2 victory conditions I–V and 1.12.3 defeats I–III, by outcome kind (the rebel's
#: and the Consul for Life's split by the rule that gave them, `condition_of`)
CONDITIONS = {
    "defeat_four_wars": "defeat I: four active wars",
    "defeat_people_revolt": "defeat II: a People Revolt",
    "defeat_bankruptcy": "defeat III: bankruptcy",
    "era_ends": "victory V: Era Ends, the most influence",
    "turn_limit": "turn limit (a game option)",
}


class RorStatistics(Statistics):
    def __init__(self) -> None:
        super().__init__()
        self.random_events: Counter[str] = Counter()
        self.cards: Counter[str] = Counter()
        self.counts = {"random_events": self.random_events, "cards": self.cards}
        self.appointed_by: str | None = None  # the rule of the Consul for Life's appointment

    def see(self, event: Event) -> None:
        """Count the random events rolled and the types of cards met."""
        if event.kind == "consul_for_life":
            self.appointed_by = event.rule
        if event.kind == "random_event_rolled":
            self.random_events[str(event.data["event"])] += 1
        for key, value in event.data.items():
            if key.endswith((REF_SUFFIX, JOINED_SUFFIX, PAIRS_SUFFIX)):  # named, not met
                continue
            match = CARD_ID.match(value) if isinstance(value, str) else None
            if match:
                self.cards[CARD_TYPES[match[1]]] += 1

    def condition(self, outcome: Outcome) -> str | None:
        end_game = outcome.data.get("condition")
        return condition_of(outcome.kind, outcome.rule, self.appointed_by, end_game)

    def summary(self, events: Mapping[str, int]) -> dict[str, Any]:
        return {"senate_business": senate_business(events)}


def condition_of(
    kind: str, rule: str, appointed_by: str | None, end_game: str | None = None
) -> str:
    """The condition of 1.12 that ended a game. A rebel who won the end game against four
    wars (1.12.4) is counted under the condition, I or II, that began it."""
    if kind == "rebel_victory":
        battle = end_game == "I" if rule == END_GAME_RULE else rule in REBEL_BATTLE_RULES
        won = (
            "victory I: a rebel beats the Senate"
            if battle
            else "victory II: a rebel wins by bankruptcy or a People Revolt"
        )
        return won + (", then the end game against four wars" if rule == END_GAME_RULE else "")
    if kind == "consul_for_life":
        if appointed_by == "1.09.823":
            return "victory III: 35 influence, appointed Consul for Life"
        return "victory IV: elected Consul for Life"
    return CONDITIONS.get(kind, kind)


def senate_business(events: Mapping[str, int]) -> dict[str, Any]:
    """How often each kind of Senate proposal was made (every registered kind, so a kind
    never seen shows 0), with vetoes and proposals made through a Tribune [1.09]."""
    kinds = {kind: events.get(f"proposal_{kind}", 0) for kind in sorted(PROPOSAL_KINDS)}
    return {
        "proposals": kinds,
        "never": [kind for kind, n in kinds.items() if n == 0],
        "vetoes": events.get("proposal_vetoed", 0),
        "tribunes_used": events.get("tribune_used", 0),
        "reopened": events.get("senate_reopened", 0),
        "passed": events.get("proposal_passed", 0),
        "failed": events.get("proposal_failed", 0),
    }
