"""Repopulating Rome [1.09.81]: while fewer than 8 aligned senators are in Rome during the
Senate, the faction with the fewest senators takes the top senator of the Curia (then of
the Forum once the Curia is empty)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import id_order
from bot.games.ror.rules.senators import printed, seats_in_play
from bot.games.ror.rules.state import RorState

QUORUM = 8  # 1.09.81


def in_rome(state: RorState) -> int:
    return sum(1 for s in state.senators.values() if s.faction is not None and s.in_rome)


def receiving_faction(ctx: Ctx[RorState]) -> str:
    """The faction with the fewest senators; ties: the least Influence in Rome, then a
    die for each tied faction (lowest roll; rolled again while tied)."""
    state = ctx.state

    def size(seat: str) -> tuple[int, int]:
        mine = [s for s in state.senators.values() if s.faction == seat]
        return len(mine), sum(s.influence for s in mine if s.in_rome)

    seats = seats_in_play(state)  # 1.05.4: an eliminated faction takes nobody
    least = min(size(seat) for seat in seats)
    tied = [seat for seat in seats if size(seat) == least]
    while len(tied) > 1:
        rolls = {
            seat: ctx.dice(1, purpose="repopulating_rome", rule="1.09.81", seat=seat)[0]
            for seat in tied
        }
        low = min(rolls.values())
        tied = [seat for seat in tied if rolls[seat] == low]
    return tied[0]


def _next_senator(state: RorState) -> str | None:
    """The top family senator of the Curia; else the Forum's unaligned senator with the
    most Influence (the receiving player's choice is simplified to this)."""
    curia = [c for c in state.curia if c.startswith("fam:")]
    if curia:
        return curia[0]
    forum = [s for s in state.senators.values() if s.faction is None and s.in_rome]
    if not forum:
        return None
    return min(forum, key=lambda s: (-s.influence, id_order(s.card))).card


def repopulate(ctx: Ctx[RorState]) -> None:
    state = ctx.state
    while in_rome(state) < QUORUM:
        card = _next_senator(state)
        if card is None:
            return
        seat = receiving_faction(ctx)
        if card in state.curia:
            state.curia.remove(card)
            state.senators[card] = printed(card).model_copy(update={"faction": seat})
        else:
            state.senators[card].faction = seat
        ctx.emit("rome_repopulated", "1.09.81", faction=seat, senator=card, name_id=card)
