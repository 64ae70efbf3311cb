"""Where a non-player power's armies may go [16.3]: with fewer than five players the
Carthaginians never enter Italy; the Volsci end a move only on Antium, their home space, or
a Roman home space; the Transalpine Gauls only in a Gallic home space. The limits hold for
every move of such an army the bot plays: an activation by Neutral Power Activates (16.1.1)
or a Transalpine activation (9.2.3), and an interception (10.2), which ends where it
enters."""

from __future__ import annotations

from bot.games.sor.rules.board import MP_COST
from bot.games.sor.rules.powers import Power
from bot.games.sor.rules.state import SorState


def may_enter(state: SorState, power: Power, space: str) -> bool:
    """16.3: a non-player Carthaginian army never enters Italy."""
    if power != "carthaginian" or power not in state.non_player:
        return True
    return state.map.space(space).region != "italy"


def may_end(state: SorState, power: Power, space: str) -> bool:
    """16.3: where a non-player Volscian or Transalpine army may end a move."""
    if power not in state.non_player:
        return True
    home = state.map.space(space).home
    if power == "volsci":
        return home in ("volsci", "roman")
    if power == "transalpine":
        return home == "gallic"
    return True


def may_stop(state: SorState, power: Power, space: str) -> bool:
    """16.3: a move into `space` that ends there (an interception, a battle)."""
    return may_enter(state, power, space) and may_end(state, power, space)


def end_within(state: SorState, power: Power, start: str, mp: int) -> bool:
    """16.3: whether an army of `power` at `start` with `mp` MP left can still end its move
    where it may (staying put included), stepping only where it may enter."""
    best = {start: mp}
    frontier = [start]
    while frontier:
        here = frontier.pop()
        if may_end(state, power, here):
            return True
        for other, kind in state.map.neighbours(here):
            left = best[here] - MP_COST[kind]
            if left < 0 or best.get(other, -1) >= left or not may_enter(state, power, other):
                continue
            best[other] = left
            frontier.append(other)
    return False
