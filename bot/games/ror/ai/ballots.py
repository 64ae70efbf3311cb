"""Ballots a computer player may type, beyond those its ballot lists.

A ballot lists all yes, all no, abstaining, and all yes with a few votes bought; any
other ballot may be typed [1.09.13]. Against a rival's nomination for Consul for Life,
which wins him the game [1.12], a faction votes no and buys its part of the votes the
factions against him lack, a talent a vote, and none where the No votes carry without
them: he may be put forward again next turn, and every talent spent now is lost to that
vote. Built from the seat's own view: its senators' votes and treasuries are public.
"""

from __future__ import annotations

from typing import Any

from bot.games.ror.ai.guard import in_senate, own_votes
from bot.games.ror.rules.actions import Vote
from bot.games.ror.rules.senate.voting import BUY

#: the proposals whose No votes a faction buys
BOUGHT_AGAINST = ("consul_for_life",)
#: bought votes beyond its part of the count, against bought Yes votes it cannot foresee
SLACK = 2


def _lacking(view: Any, nominee: str) -> tuple[int, int]:
    """(the No votes the factions against the nominee lack to outvote him and his faction,
    which buys the most votes its ballot offers; the talents they hold in Rome)
    [1.09.13, 1.09.82]."""
    by_card = {s.card: s for s in view.senators}
    faction = by_card[nominee].faction if nominee in by_card else None
    yes = int(by_card[nominee].influence) if faction is not None else 0
    no = held = richest = 0
    for s in in_senate(view):
        if s.faction == faction:
            yes += own_votes(s)
            richest = max(richest, int(s.talents))
        else:
            no += own_votes(s)
            held += int(s.talents)
    return yes + min(richest, max(BUY)) - no + 1, held


def _bought(view: Any, seat: str, nominee: str, voters: list[str]) -> dict[str, int]:
    """The votes this faction's voters buy against the nominee: its share of what the
    factions against him lack, in proportion to its talents among theirs, plus SLACK; none
    when they lack nothing, or when he is ours."""
    if any(s.card == nominee and s.faction == seat for s in view.senators):
        return {}
    lacking, held = _lacking(view, nominee)
    talents = {s.card: int(s.talents) for s in view.senators if s.card in voters}
    mine = sum(talents.values())
    if lacking <= 0 or mine <= 0:
        return {}
    left = min(mine, -(-lacking * mine // held) + SLACK)
    bought = {}
    for card in sorted(talents, key=lambda c: (-talents[c], c)):
        n = min(talents[card], left)
        if n > 0:
            bought[card] = n
            left -= n
    return bought


def typed_ballots(view: Any, decision: Any, actions: list[Any]) -> list[Vote]:
    """The listed ballot against the proposal with the votes it needs bought, while the
    proposal is one in BOUGHT_AGAINST; [] otherwise."""
    if decision is None or decision.kind not in ("senate_ballot", "senate_vote"):
        return []
    nominee = decision.data.get("senator")
    if decision.data.get("proposal") not in BOUGHT_AGAINST or not isinstance(nominee, str):
        return []
    against = next((a for a in actions if isinstance(a, Vote) and a.no and not a.bought), None)
    if against is None:
        return []
    bought = _bought(view, decision.seat, nominee, list(against.no))
    if not bought:
        return []
    return [Vote(yes=list(against.yes), no=list(against.no), bought=bought)]
