"""Who decides for a non-player power [16.1]: the player with the fewest VP who is not the
Gallic player (for the Transalpine Gauls), the Roman player (for the Volsci) or, with fewer
than five players, the Greek player (for Carthage); ties by the tie order [4.4]."""

from __future__ import annotations

from bot.games.sor.rules.powers import Power, tie_rank
from bot.games.sor.rules.state import SorState

#: 16.1: the power whose player may not decide for a non-player power
EXCLUDED: dict[Power, Power] = {
    "transalpine": "gallic",
    "volsci": "roman",
    "carthaginian": "greek",
}


def controller(state: SorState, power: Power) -> str | None:
    owner = state.owner(power)
    if owner is not None:
        return None if owner in state.out else owner
    barred = EXCLUDED.get(power)
    seats = [
        seat
        for seat, powers in state.seat_powers.items()
        if seat not in state.out and (barred is None or barred not in powers)
    ]
    if not seats:
        seats = [seat for seat in state.seat_powers if seat not in state.out]
    if not seats:
        return None
    return min(
        seats,
        key=lambda s: (state.vp.get(s, 0), min(tie_rank(p) for p in state.seat_powers[s])),
    )
