"""Ballots a computer player may type, beyond those its ballot lists.

A ballot lists all yes, all no, abstaining, and all yes with a few votes bought; any
other ballot may be typed [1.09.13]. Against a rival's nomination for Consul for Life,
which wins him the game [1.12], a faction votes no with every talent of its voters spent
on bought votes. Built from the seat's own view: its senators' treasuries are public.
"""

from __future__ import annotations

from typing import Any

from bot.games.ror.rules.actions import Vote

#: the proposals worth every talent of a faction's voters against them
ALL_IN = ("consul_for_life",)


def typed_ballots(view: Any, decision: Any, actions: list[Any]) -> list[Vote]:
    """The listed ballot against the proposal, with every talent of its voters bought,
    while the proposal is one in ALL_IN; [] otherwise."""
    if decision is None or decision.kind != "senate_ballot":
        return []
    if decision.data.get("proposal") not in ALL_IN:
        return []
    against = next((a for a in actions if isinstance(a, Vote) and a.no and not a.bought), None)
    if against is None:
        return []
    talents = {s.card: int(s.talents) for s in view.senators}
    bought = {c: talents[c] for c in against.no if talents.get(c, 0) > 0}
    if not bought:
        return []
    return [Vote(yes=list(against.yes), no=list(against.no), bought=bought)]
