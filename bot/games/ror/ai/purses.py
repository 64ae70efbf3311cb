"""Transfers a computer player may type in Redistribution, beyond those it is offered.

Redistribution offers a senator's whole purse into the Faction Treasury and the whole
Faction Treasury to one senator, a move or two at a time; any other transfer may be typed
[1.06.3]. Games are paid from one senator's purse [1.07.6]: once the people stir, a faction
gathers its senators' talents on the one who sponsors them, so that a Blood Fest or a
Gladiator Gala is paid for, not a Slice and Dice or nothing. Built from the seat's own
view: personal treasuries are public.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.ror.rules.actions import Transfer
from bot.games.ror.rules.ledger import senator as purse

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


def free(senator: Any) -> bool:
    """A senator whose purse may move: no captive, no rebel [1.06.3]."""
    return senator.captive is None and not senator.rebel


def purse_keeper(seen: Seen) -> Any:
    """The senator who persuades, buys votes and sponsors games: most Oratory and
    Influence among those in Rome, where a persuader must be and a voter sits [1.07.4,
    1.09.11] (any of ours while none is)."""
    home = [s for s in seen.mine() if s.in_rome]
    return max(home or seen.mine(), key=lambda s: (s.oratory + s.influence, s.card), default=None)


def gathering(view: Any, decision: Any, seat: str, sponsor: Any) -> list[Transfer]:
    """Each other free senator's whole purse to `sponsor` while Redistribution waits on
    the faction; [] otherwise."""
    if decision is None or decision.kind != "redistribute" or sponsor is None:
        return []
    if not free(sponsor):
        return []
    return [
        Transfer(source=purse(s.card), target=purse(sponsor.card), amount=int(s.talents))
        for s in view.senators
        if s.faction == seat and s.card != sponsor.card and free(s) and s.talents > 0
    ]
