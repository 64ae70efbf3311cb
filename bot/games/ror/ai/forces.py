"""Rome's forces in the Senate: units raised, forces sent, reinforced, recalled or given a
new commander, as the `basic` player values each proposal [1.09.63, 1.09.64, 1.09.644-646]."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.ror.ai.battles import (
    RESCUE,
    enemy_when_attacked,
    fight_value,
    land_units,
    turn_odds,
)
from bot.games.ror.ai.floor_options import FLOORS
from bot.games.ror.ai.guard import CROWNED, crowns
from bot.games.ror.ai.treasury import FOUR_WARS, IDLE_MARGIN, RICH, reserve
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.senate.proposals import SeenProposal
from bot.games.ror.rules.state import CIVIL_WAR

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


#: what a victory of one of our own commanders adds to a deployment [1.10.4]
GLORY = 2.0
#: what a Legion kept in Rome for another Active war is worth beside a deployment
SPARE = 0.4
#: strength above the enemy's beyond which more units add little to a battle but make
#: the victor a rebel to fear (3d6 + 9 loses only to a Disaster or Standoff number)
OVERKILL = 9
#: a force that wins less often than this waits for more units while Rome can raise them
GOOD_ODDS = 0.6


def raise_value(seen: Seen, legions: Any, fleets: Any) -> float:
    """Raise units while Rome is short of what its Active wars need, keeping a reserve
    against bankruptcy [1.09.63, 1.12.3]."""
    view = seen.view
    if not (isinstance(legions, int) and isinstance(fleets, int)) or not seen.threats():
        return -3.0
    cost = seen.unit_cost() * (legions + fleets)
    # with no Active war, only a rich State makes ready (units cost upkeep [1.06.53])
    kept = reserve(view, legions + fleets) + (0 if seen.active_wars() else IDLE_MARGIN)
    if view.treasury - cost < kept:
        return -3.0
    land_need = seen.land_need()
    if view.treasury - cost >= kept + RICH:  # a rich State keeps an army ready
        land_need = max(land_need, seen.standing_army())
    short_legions = max(0, land_need - view.legions)
    short_fleets = max(0, seen.fleet_need() - view.fleets)
    land, sea = min(legions, short_legions), min(fleets, short_fleets)
    wasted = legions + fleets - land - sea
    if not land + sea:
        return -1.0
    # a war's fleet is beaten before its army: Fleets first while a naval battle waits
    # [1.10.6]
    first = any(seen.naval_battle(w) for w in seen.pressing())
    # facing four Active wars, the units a victory needs come before any other business
    # [1.10.9]
    rescue = RESCUE if seen.active_wars() >= FOUR_WARS else 0.0
    return float(3.0 + land * 0.8 + sea * (0.9 if first else 0.8) - wasted * 0.5 + rescue)


def deploy_value(seen: Seen, proposal: SeenProposal) -> float:
    """Send a force that can win, once Rome has raised what it can, to a war no force
    fights yet (reinforcements go to the one there) [1.09.64]."""
    war = seen.war_named(proposal.get("war"))
    if war is None:
        return 1.0
    if any(f.war == war.id for f in seen.view.forces):
        return -1.0
    commander = seen.named(proposal.get("commander"))
    military = seen.military(commander)
    legions = (proposal.get("legions") or 0) + 2 * len(proposal.get("veterans") or [])
    if legions and _rebel_unopposed(seen):
        return -REBEL_FIRST
    win, lose, sea = turn_odds(seen, war, military, legions, proposal.get("fleets") or 0)
    if win < GOOD_ODDS and _proposing(seen) and _raising_helps(seen, war, proposal):
        return -1.0  # raise more first (a voter takes the force on the floor or none)
    # a victor gains Influence and Popularity: better one of ours [1.10.4]
    glory = GLORY * win if commander is not None and commander.faction == seen.seat else 0.0
    # a victor keeps his army and may march on Rome with it: no more than the war needs,
    # least of all under another faction's commander [1.11.3]
    units = legions if not seen.naval_battle(war) else (proposal.get("fleets") or 0)
    excess = max(0, units + min(military, units) - enemy_when_attacked(seen, war) - OVERKILL)
    mine = commander is not None and commander.faction == seen.seat
    glory -= (0.1 if mine else 1.0) * excess
    # the victor gains half the printed strength he beats in Influence [1.10.4]: a
    # victory that takes a rival's general to the 35 that make him Consul for Life at once
    # hands his faction the game [1.09.823]
    card = WAR_DATA.get(war.id)
    if card is not None:
        printed = card.naval_strength if seen.naval_battle(war) else card.land_strength
        glory -= win * CROWNED if crowns(seen, commander, -(-printed // 2)) else 0.0
    # units kept in Rome may go against another Active war this turn
    others = sum(1 for w in seen.pressing() if w.status == "active" and w.id != war.id)
    spare = SPARE * (seen.view.legions - (proposal.get("legions") or 0)) if others else 0.0
    value = fight_value(seen, war, win, lose, sea) + glory + spare
    if _proposing(seen) and _presides(seen, commander):
        # sending him ends the Senate as adjourning does: after all other business worth
        # doing, and before adjourning if the battle is worth fighting [1.09.64]
        return LAST_BUSINESS + value / 1000 if value > 0 else value - PRESIDING_LEAVES
    return value


#: what Legions sent to a war cost while another faction's rebel marches unopposed
REBEL_FIRST = 5.0


def _rebel_unopposed(seen: Seen) -> bool:
    """Another faction's rebel marches on Rome and no army goes against him yet: he wins
    at the end of the Combat Phase unless the Legions in Rome go against him first
    [1.11.35]. A rebel governor who stays in his province cannot win so (2.03)."""
    army = seen.view.rebel_army
    rebel = seen.senator(army.commander) if army is not None else None
    if rebel is None or rebel.faction == seen.seat or seen.view.rebel_stays:
        return False
    return not any(f.war == CIVIL_WAR for f in seen.view.forces)


#: what leaving the rest of the Senate's business undone costs a deployment
PRESIDING_LEAVES = 6.0
#: a worthwhile deployment of the Presiding Magistrate: just above adjourning
LAST_BUSINESS = 0.05


def _presides(seen: Seen, senator: Any) -> bool:
    """He presides over the Senate: sending him away ends it [1.09.64], whoever proposes
    it (a Tribune too)."""
    return senator is not None and senator.card == seen.view.presiding


def _raising_helps(seen: Seen, war: Any, proposal: SeenProposal) -> bool:
    """The campaign raises, this turn, units this force lacks: the force waits for them.
    A force the campaign does not raise for goes as it is [1.09.63]."""
    if not seen.can_raise():
        return False
    planned = next(((lg, fl) for w, lg, fl in seen.campaign() if w.id == war.id), None)
    if planned is None:
        return False
    view = seen.view
    fleets = proposal.get("fleets") or 0
    legions = (proposal.get("legions") or 0) + 2 * len(proposal.get("veterans") or [])
    in_rome = int(view.legions) + 2 * sum(view.veterans_in_rome.values())
    lacking = max(0, planned[0] - in_rome) + max(0, planned[1] - int(view.fleets))
    affordable = seen.affordable()
    waits = (planned[0] > legions and planned[0] > in_rome) or (
        planned[1] > fleets and planned[1] > int(view.fleets)
    )
    return waits and lacking <= affordable


def _proposing(seen: Seen) -> bool:
    return seen.decision is not None and seen.decision.kind in FLOORS


def _force_at(seen: Seen, commander: Any) -> tuple[Any, Any, int] | None:
    """The force a proconsul commands, its war and his Military."""
    senator = seen.named(commander)
    if senator is None:
        return None
    force = next((f for f in seen.view.forces if f.commander == senator.card), None)
    war = next((w for w in seen.view.wars if force and w.id == force.war), None)
    if force is None or war is None:
        return None
    return force, war, seen.force_military(force)


def _force_value(
    seen: Seen, found: tuple[Any, Any, int], legions: int = 0, fleets: int = 0
) -> float:
    force, war, military = found
    land = land_units(force) + legions
    return fight_value(seen, war, *turn_odds(seen, war, military, land, force.fleets + fleets))


def reinforce_value(seen: Seen, proposal: SeenProposal) -> float:
    """Units sent to a proconsul: worth what they add to his next battle [1.09.645]."""
    found = _force_at(seen, proposal.get("proconsul") or proposal.get("commander"))
    if found is None:
        return 0.0
    legions, fleets = proposal.get("legions") or 0, proposal.get("fleets") or 0
    gain = _force_value(seen, found, legions, fleets) - _force_value(seen, found)
    return gain - 0.1 * (legions + fleets)


def replace_value(seen: Seen, proposal: SeenProposal) -> float:
    """A new commander for a force at a war, with units from Rome: worth the battle he
    would fight [1.09.644]."""
    war = seen.war_named(proposal.get("war"))
    if war is None:
        return 0.0
    force = next((f for f in seen.view.forces if f.war == war.id), None)
    commander = seen.named(proposal.get("commander"))
    if force is None or commander is None:
        return 0.0
    legions = land_units(force) + (proposal.get("legions") or 0)
    fleets = force.fleets + (proposal.get("fleets") or 0)
    win, lose, sea = turn_odds(seen, war, seen.military(commander), legions, fleets)
    glory = GLORY * win if commander.faction == seen.seat else 0.0
    return fight_value(seen, war, win, lose, sea) + glory


def recall_value(seen: Seen, proposal: SeenProposal) -> float:
    """A proconsul brought home: only one who would lose his next battle [1.09.644]."""
    found = _force_at(seen, proposal.get("commander"))
    if found is None:
        return -3.0 if seen.active_wars() else 0.0
    return -_force_value(seen, found) - 1.0


def recall_commanderless_value(seen: Seen, proposal: SeenProposal) -> float:
    """A commanderless force that no commander in Rome would lead into a battle worth
    fighting comes home while another Active war waits unfought: its units may go there
    this turn [1.09.646]. One a commander would take over, or with nowhere else to go,
    stays."""
    war = seen.war_named(proposal.get("war"))
    force = next(
        (f for f in seen.view.forces if war and f.war == war.id and f.commander is None), None
    )
    if war is None or force is None:
        return 0.0
    elsewhere = any(w.status == "active" and w.id != war.id for w in seen.pressing())
    legions = land_units(force)
    taken_over = any(
        fight_value(seen, war, *turn_odds(seen, war, seen.military(c), legions, force.fleets)) > 0
        for c in seen.commanders()
    )
    return 1.0 if elsewhere and not taken_over else -1.0
