"""What outlasts a Senate Phase: the Land Commissioner goes back to the Forum when no Land
Bill is in effect at adjournment [1.09.61; RULES §7.3 step 9 and §15 item 7: the rules'
timing, the end of the Senate Phase, is taken over the card summary's end of the Forum
Phase]."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import CONCESSION_DATA
from bot.games.ror.rules.senate import proposals
from bot.games.ror.rules.senate.land_bills import in_effect
from bot.games.ror.rules.state import RorState


def needs_land_bill(card: str) -> bool:
    return card.startswith("con:") and CONCESSION_DATA[card].requires_land_bill


def land_commissioner_returns(ctx: Ctx[RorState]) -> None:
    """1.09.61: after adjournment, with no Land Bill in effect, the Land Commissioner held
    by a senator returns to the Forum."""
    state = ctx.state
    if in_effect(state):
        return
    for senator in sorted(state.senators.values(), key=lambda s: s.card):
        for card in [c for c in senator.concessions if needs_land_bill(c)]:
            senator.concessions.remove(card)
            if card in senator.corrupt_concessions:
                senator.corrupt_concessions.remove(card)
            state.forum.append(card)
            ctx.emit(
                "land_commissioner_returns",
                "1.09.61",
                card=card,
                name_id=card,
                senator=senator.card,
                senator_name_id=senator.card,
            )


proposals.after_adjournment(land_commissioner_returns)
