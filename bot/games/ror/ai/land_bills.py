"""Land Bills and their repeal, as the `basic` player values them: Unrest lowered
against the State's talents, and the sponsor who gives the next speech [1.09.62]."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from bot.games.ror.ai.floor_options import SPEAKERS
from bot.games.ror.ai.treasury import LAND_BILL_COST, reserve
from bot.games.ror.ai.unrest import CALM, STIRRING, speech_harm, unrest_at_speech
from bot.games.ror.rules.popularity import HIGHEST, popularity_change
from bot.games.ror.rules.senate.land_bills import PASSAGE
from bot.games.ror.rules.senate.proposals import SeenProposal

if TYPE_CHECKING:
    from bot.games.ror.ai.seen import Seen


#: Unrest a Land Bill lowers [1.09.62]
LAND_BILL_UNREST = {"I": 1, "II": 2, "III": 3}


def land_bill_value(seen: Seen, proposal: SeenProposal) -> float:
    """Land Bills lower Unrest and make their sponsors popular (the HRAO's Popularity
    helps the State of the Republic [1.08]): worth their cost once the people stir."""
    unrest, treasury = int(seen.view.unrest), int(seen.view.treasury)
    kind = proposal.get("type")
    lowered = LAND_BILL_UNREST.get(kind, 1) if isinstance(kind, str) else 1
    cost = LAND_BILL_COST.get(kind, 10) if isinstance(kind, str) else 10
    # the State's reserve gives way once the people stir: a People Revolt loses as surely
    # as bankruptcy [1.08, 1.12.3]
    kept = reserve(seen.view) if unrest < STIRRING else 0
    if unrest < CALM or treasury - cost < kept:
        return -0.5
    sponsor = 1.5 if seen.is_mine(proposal.get("sponsor")) else 0.0
    heeded = _sponsors_heeded(seen, proposal, kind, lowered)
    return 1.0 + min(lowered, unrest) * (0.5 + 0.5 * unrest) + sponsor + heeded


def repeal_value(seen: Seen) -> float:
    """A repeal saves the State a bill's 5 or 10 talents a turn and raises Unrest by 2 or
    3 [1.09.62]: worth it only while the treasury lacks what it keeps for next turn's
    debits and the people are calm."""
    view = seen.view
    short = int(view.treasury) < reserve(view)
    return 1.0 if short and int(view.unrest) < STIRRING else -2.0


def _sponsors_heeded(seen: Seen, proposal: SeenProposal, kind: Any, lowered: int) -> float:
    """A sponsor who gives the next State of the Republic speech gains Popularity, which
    the roll adds: what it takes off the speech's expected cost, Unrest then lowered by the
    bill [1.08, 1.09.62]."""
    if not isinstance(kind, str):
        return 0.0
    unrest = max(0, unrest_at_speech(seen) - lowered)
    gained = 0.0
    for role in ("sponsor", "cosponsor"):
        s = seen.senator(proposal.get(role))
        if s is not None and s.office in SPEAKERS:
            popularity = int(s.popularity)
            gain = popularity_change(str(proposal.get(role)), PASSAGE[f"{role}_pop"].get(kind, 0))
            risen = min(HIGHEST, popularity + gain)
            gained += speech_harm(unrest, popularity) - speech_harm(unrest, risen)
    return gained
