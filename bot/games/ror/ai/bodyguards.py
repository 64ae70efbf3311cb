"""The Open Bodyguard a faction puts beside one of its senators in Redistribution (RULES
§4.1, §7.9): it costs him a talent and a Popularity each Revenue Phase, and takes 2 off
every assassination attempt on him [1.09.72]. A faction guards the senator a rival's knife
waits for: one who may be nominated Consul for Life, whose election wins the game and whom
a faction that cannot outvote him may only kill [1.09.7, 1.09.82]. Built from the seat's
own view: its hand, and the bodyguards with each senator, in the open."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.rules.actions import PlayOpenBodyguard
from bot.games.ror.rules.open_bodyguard import OPEN_BODYGUARD
from bot.games.ror.rules.senate.consul_for_life import ELECTION_MIN


def bodyguard_options(view: Any, decision: Any, seat: str) -> list[PlayOpenBodyguard]:
    """The first Open Bodyguard in the faction's hand beside each of its unguarded senators
    in Rome, while Redistribution waits on the faction (the decision offers the first
    senator; any other may be typed); [] otherwise."""
    if decision is None or decision.kind != "redistribute":
        return []
    mine = next((f for f in view.factions if f.seat == seat), None)
    cards = [c.id for c in (mine.hand or [])] if mine is not None else []
    card = next((c for c in cards if c.startswith(OPEN_BODYGUARD)), None)
    if card is None:
        return []
    return [
        PlayOpenBodyguard(card=card, senator=s.card)
        for s in view.senators
        if s.faction == seat and s.in_rome and not s.bodyguards
    ]


def _play_open_bodyguard(seen: Seen, a: Any) -> float:
    """Beside the most influential of those who may be nominated Consul for Life; kept in
    hand while none may, for its upkeep buys nothing [1.09.72, 1.09.82]."""
    senator = seen.senator(a.senator)
    if senator is None or int(senator.influence) < ELECTION_MIN:
        return -0.5
    return 1.0 + int(senator.influence) / 100


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {"play_open_bodyguard": _play_open_bodyguard}
