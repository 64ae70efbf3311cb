"""Who decides for a non-player power [16.1]: the player with the fewest VP who is not the
Gallic player (for the Transalpine Gauls), the Roman player (for the Volsci) or, with fewer
than five players, the Greek player (for Carthage), nor that player's ally; ties by the tie
order [4.4]. The Roman player decides for Carthage while they are allied [18]."""

from __future__ import annotations

from bot.games.sor.rules.alliances import allied
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
    rome = state.owner("roman")
    if power == "carthaginian" and allied(state, "roman", power) and rome not in state.out:
        return rome  # 18: Rome allied with Carthage decides for it
    barred = EXCLUDED.get(power)

    def may(powers: list[Power]) -> bool:  # 16.1: not the barred player nor his ally
        return barred is None or not any(p == barred or allied(state, p, barred) for p in powers)

    seats = [
        seat for seat, powers in state.seat_powers.items() if seat not in state.out and may(powers)
    ]
    if not seats:
        seats = [seat for seat in state.seat_powers if seat not in state.out]
    if not seats:
        return None
    return min(
        seats,
        key=lambda s: (state.vp.get(s, 0), min(tie_rank(p) for p in state.seat_powers[s])),
    )
