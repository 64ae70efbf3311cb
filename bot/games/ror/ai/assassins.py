"""The assassination a computer player may type on a rival's nominee for Consul for Life.

A ballot offers an attempt only to a faction holding an Assassin card; any other may be
typed [1.09.7]. A rival elected Consul for Life has won the game, and a nominee killed
during the vote voids his nomination [1.09.73, 1.09.82]: a faction whose No votes cannot
stop him tries the knife, with its senator in Rome it can best spare. Built from the
seat's own view (who is in Rome, their votes, talents and Influence; its own hand) and
from the rules' list of the attempts still open this turn (which are public).
"""

from __future__ import annotations

from typing import Any

from bot.engine.decisions import Decision
from bot.games.ror.ai.guard import in_senate, own_votes
from bot.games.ror.rules.actions import Assassinate
from bot.games.ror.rules.senate.assassination import ASSASSIN, attempts
from bot.games.ror.rules.state import RorState


def carried(view: Any, nominee: str) -> bool:
    """The nominee's faction, his Influence added to its votes, outvotes the factions in
    Rome against him even with every talent of theirs spent on bought votes (a talent a
    vote), as may it with its own [1.09.13, 1.09.82]."""
    by_card = {s.card: s for s in view.senators}
    if nominee not in by_card or by_card[nominee].faction is None:
        return False
    faction = by_card[nominee].faction
    yes, no = by_card[nominee].influence, 0
    for s in in_senate(view):
        if s.faction == faction:
            yes += own_votes(s) + s.talents
        else:
            no += own_votes(s) + s.talents
    return bool(yes > no)


def _spared(view: Any, seat: str, leader: str | None) -> Any:
    """The senator in Rome whose capture costs least: not the Faction Leader (caught, he
    is executed and the mob's chits drawn [1.09.74]), then the least Influence."""
    mine = [s for s in view.senators if s.faction == seat and s.in_rome]
    return min(mine, key=lambda s: (s.card == leader, s.influence, s.card), default=None)


def attempt_on_nominee(state: RorState, view: Any, decision: Decision | None) -> list[Assassinate]:
    """While its ballot on a rival's nomination for Consul for Life waits on the faction,
    an attempt on the nominee with every Assassin card it holds; [] otherwise."""
    if decision is None or decision.kind not in ("senate_vote", "senate_ballot"):
        return []
    if decision.data.get("proposal") != "consul_for_life":
        return []
    seat, nominee = decision.seat, decision.data.get("senator")
    if not isinstance(nominee, str) or nominee not in {t for _, t in attempts(state, seat)}:
        return []
    faction = next(f for f in view.factions if f.seat == seat)
    assassin = _spared(view, seat, faction.leader)
    if assassin is None:
        return []
    cards = tuple(c.id for c in faction.hand or [] if c.id.startswith(ASSASSIN))
    return [Assassinate(assassin=assassin.card, target=nominee, cards=cards)]
