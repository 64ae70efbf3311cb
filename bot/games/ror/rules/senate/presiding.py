"""Who presides over the Senate [1.09.11, 1.09.144]: the HRAO in Rome, unless the step
names another presider (the Censor over prosecutions) or he has stepped down."""

from __future__ import annotations

from bot.games.ror.rules.cards import id_order
from bot.games.ror.rules.priesthood import pontifex_in
from bot.games.ror.rules.senate.proposals import BUSINESS
from bot.games.ror.rules.senators import clockwise_from
from bot.games.ror.rules.state import OFFICE_RANK, RorState, Senator


def in_rome(state: RorState) -> list[Senator]:
    """Aligned senators attending the Senate [1.09.11]."""
    return [s for s in state.senators.values() if s.faction is not None and s.in_rome]


def hrao_in_rome(state: RorState, skip: list[str] | None = None) -> Senator | None:
    """1.09.11: the highest official in Rome, else the aligned senator in Rome with the most
    Influence (ties: Oratory, then lowest ID); `skip` lists senators passed over."""
    present = [s for s in in_rome(state) if s.card not in (skip or [])]
    for office in OFFICE_RANK:
        for s in present:
            if s.office == office:
                return s
    if (top := pontifex_in(present, state)) is not None:  # 2.01: 6th
        return top
    if not present:
        return None
    return min(present, key=lambda s: (-s.influence, -s.oratory, id_order(s.card)))


def presiding_magistrate(state: RorState) -> Senator | None:
    """The senator presiding now: the step's own presider if he is in Rome and has not
    stepped down, else the HRAO in Rome who has not stepped down [1.09.144]."""
    skip = state.senate.stepped_down
    business = BUSINESS.get(state.step)
    if business is not None and business.presiding is not None:
        card = business.presiding(state)
        s = state.senators.get(card) if card else None
        if s is not None and s.faction is not None and s.in_rome and card not in skip:
            return s
    return hrao_in_rome(state, skip)


def voting_order(state: RorState) -> list[str]:
    """The Presiding Magistrate's faction first, then clockwise [1.09.12, 1.04.8]."""
    pm = presiding_magistrate(state)
    first = pm.faction if pm is not None and pm.faction else state.seats[0]
    return clockwise_from(state, first)
