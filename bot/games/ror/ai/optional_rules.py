"""Choices of two advanced rules: the Pontifex Maximus elected, removed, and the
priesthood he grants (2.01); the Veterans a victorious commander disbands and the Senate
recalls (2.04)."""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.battles import land_units
from bot.games.ror.ai.civil_war import REBEL_WARS, senate_army
from bot.games.ror.ai.guard import CROWNED, crowned_by, crowning
from bot.games.ror.ai.seen import Scorer, Seen
from bot.games.ror.ai.treasury import reserve
from bot.games.ror.rules.priesthood import DISGRACE_INFLUENCE, OFFICE_INFLUENCE, PRIEST_INFLUENCE
from bot.games.ror.rules.senate.proposals import SeenProposal
from bot.games.ror.rules.senate.recall_legions import COST

#: what the office is worth to the Pontifex's faction: 5 Influence once, a die more of
#: income a turn, a free veto a Senate Phase, his votes doubled on battle votes [2.01]
PONTIFEX = 3.0
#: what a priesthood is worth to its Priest's faction: 1 Influence, and a vote more on a
#: battle vote [2.01]
PRIEST = 1.0
#: what a Veteran legion disbanded is worth to his faction: 1 Oratory and 1 Influence
#: [2.04]; and what one costs it when Rome's wars need it back, at 10 talents
DISBANDED = 1.0
NEEDED = 2.0


def pontifex_stance(seen: Seen, proposal: SeenProposal) -> float:
    """For one of ours; against the leading rival's, and against a rival's by what the
    office's Influence brings him nearer Consul for Life; the others' elections left to
    their factions (an abstention), so that the office is filled [2.01, 1.09.823]."""
    senator = seen.named(proposal.get("senator"))
    if senator is None:
        return 0.0
    if senator.faction == seen.seat:
        return PONTIFEX
    leading = 1.0 if seen.rival_of_leader(senator.card) else 0.0
    return -leading - crowning(seen, senator, OFFICE_INFLUENCE)


#: one of ours removed: the office and 5 Influence lost, worth a Tribune's veto [2.01]
REMOVED = -10.0


def removal_stance(seen: Seen, proposal: SeenProposal) -> float:
    """Against the removal of ours; for the leading rival's, and for a rival's by what his
    5 Influence lost take him away from Consul for Life; against the others' removal, else
    the office would change hands every Senate Phase [2.01, 1.09.823]."""
    senator = seen.named(proposal.get("senator"))
    if senator is None or senator.faction is None:
        return 0.0
    if senator.faction == seen.seat:
        return REMOVED
    relief = crowning(seen, senator, 0) - crowning(seen, senator, -DISGRACE_INFLUENCE)
    return (1.0 if seen.rival_of_leader(senator.card) else -0.5) + relief


def _grant_priesthood(seen: Seen, a: Any) -> float:
    """To a senator of ours, the most influential first; to a rival's only at the cost of
    the Influence it gives him, worse than granting none [2.01]."""
    senator = seen.senator(a.senator)
    if senator is None:
        return 0.0
    if senator.faction == seen.seat:
        return PRIEST + int(senator.influence) / 100
    return -PRIEST - crowning(seen, senator, PRIEST_INFLUENCE)


def _disband_veterans(seen: Seen, a: Any) -> float:
    """Those Rome's wars can spare, for his Oratory and Influence; every one that takes him
    to the 35 Influence of a Consul for Life; none while his army, Veterans counted twice,
    is a match for what the Senate could send against a revolt he may still declare
    [1.09.823, 1.11.3, 2.04]."""
    senator = seen.senator(a.senator)
    force = next((f for f in seen.view.forces if f.commander == a.senator), None)
    if senator is None or force is None:
        return -1.0
    count = int(a.count)
    if crowned_by(seen, senator, count):
        return CROWNED - count  # the game, if he lives; the fewest that crown him
    if seen.active_wars() < REBEL_WARS:
        army = land_units(force)
        if army + min(int(senator.military), army) >= senate_army(seen, senator.card, 0):
            return -1.0
    # the Legions Rome holds once his army is home, beyond what its wars need
    home = int(seen.view.legions) + int(force.legions) + int(sum(force.veterans.values()))
    spare = min(count, max(0, home - int(seen.standing_army())))
    return DISBANDED * spare - NEEDED * (count - spare)


def recall_stance(seen: Seen, proposal: SeenProposal) -> float:
    """Disbanded Veterans recalled at 10 talents each, 2 Legions' strength apiece: for
    those Rome's campaign lacks beyond the units in Rome, while the State keeps its
    reserve; the others cost the State their talents. Their senator loses the Oratory and
    Influence their disbanding gave: a cost to his faction, a relief against a rival near
    Consul for Life [2.04, 1.09.823]."""
    senator = seen.named(proposal.get("senator"))
    count = int(proposal.get("count") or 0)
    if senator is None or count < 1:
        return 0.0
    view = seen.view
    if int(view.treasury) - COST * count < reserve(view, count):
        return -NEEDED * count
    in_rome = int(view.legions) + 2 * int(sum(view.veterans_in_rome.values()))
    lacking = max(0, int(seen.land_need()) - in_rome)
    useful = min(count, -(-lacking // 2))
    rome = NEEDED * useful - DISBANDED / 2 * (count - useful)
    if senator.faction == seen.seat:
        return rome - DISBANDED * count
    return rome + crowning(seen, senator, 0) - crowning(seen, senator, -count)


#: the scorer of each action kind this module knows
SCORERS: dict[str, Scorer] = {
    "grant_priesthood": _grant_priesthood,
    "disband_veterans": _disband_veterans,
}
