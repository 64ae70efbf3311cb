"""Two alliances of the events table [1.07.21]: the New Alliance, whose war the HRAO names
to make peace as the Senate adjourns, and the Rhodian Maritime Alliance, which the Senate
may reject in the turn it comes."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.ai.treasury import reserve
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.senate.proposals import SeenProposal

#: what makes a war first to go, before its strength: an Active war no force fights counts
#: toward the four that end Rome at the end of this Combat Phase whatever happens; one a
#: force fights may still be won; an Imminent one turns Active at the next Mortality Phase
#: [1.05.1, 1.10.9, 1.12.3]
FIRST = {"unfought": 300.0, "active": 200.0, "imminent": 100.0}


def _make_peace(seen: Seen, a: Any) -> float:
    """The war Rome can least afford this turn: an Active war no force fights first, then
    one fought, then an Imminent one, each by the strength it takes off Rome's enemies,
    its own and what it adds to the Active wars of its series [1.10.2]."""
    war = seen.war_named(a.war)
    if war is None:
        return 0.0
    strength = max(int(war.land), int(war.naval))
    if war.status != "active":
        return FIRST.get(war.status, 0.0) + strength
    series = WAR_DATA[war.id].series if war.id in WAR_DATA else None
    matches = [
        w
        for w in seen.threats()
        if series is not None
        and w.status == "active"
        and w.id != war.id
        and WAR_DATA[w.id].series == series
    ]
    # an Active war's printed strength is multiplied by the Active wars of its series: one
    # fewer takes that share off each of the others [1.10.2]
    relief = sum(max(int(w.land), int(w.naval)) // (len(matches) + 1) for w in matches)
    fought = any(f.war == war.id for f in seen.view.forces)
    return FIRST["active" if fought else "unfought"] + strength + relief


def rhodian_stance(seen: Seen, proposal: SeenProposal) -> float:
    """Rhodes lends 8 Fleets (12 dark) that sail with Rome's first force to fight at sea;
    the State pays their upkeep, 2 talents each a turn. Rejected only when that upkeep
    leaves the treasury short of its reserve and no battle at sea is in this turn's
    campaign [1.07.21, 1.12.3]."""
    view = seen.view
    at_sea = any(seen.naval_battle(war) for war, _, _ in seen.campaign())
    return 1.0 if int(view.treasury) < reserve(view) and not at_sea else -1.0


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {"make_peace": _make_peace}
