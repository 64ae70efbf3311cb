"""Senators: printed stats, who belongs to whom, the HRAO and the order of play."""

from __future__ import annotations

from collections.abc import Collection

from bot.games.ror.rules.cards import FAMILIES, POMPEY, STATESMAN_DATA, id_order
from bot.games.ror.rules.priesthood import pontifex_in
from bot.games.ror.rules.state import OFFICE_RANK, RorState, Senator


def printed(card: str) -> Senator:
    """A senator as printed on his card: no money, knights, office or markers."""
    if card.startswith("fam:"):
        f = FAMILIES[card]
        return Senator(
            card=card,
            military=f.military,
            oratory=f.oratory,
            loyalty=f.loyalty,
            influence=f.influence,
            popularity=f.popularity,
            knights=f.knights,
            talents=f.talents,
        )
    s = STATESMAN_DATA[card]
    military = s.military if isinstance(s.military, int) else 0  # rolled before battle (30A)
    return Senator(
        card=card,
        military=military,
        oratory=s.oratory,
        loyalty=s.loyalty,
        influence=s.influence,
        popularity=s.popularity,
    )


#: Pompey's Military is rolled before each battle (1.10.2); outside battle, when a force's
#: strength is compared, he counts as 2 (RULES §7.6 consent, §9 rival revolts)
POMPEY_MILITARY = 2


def standing_military(state: RorState, card: str | None) -> int:
    """A commander's Military where no battle rolls it: Pompey's counts as 2."""
    senator = state.senators.get(card) if card else None
    if senator is None:
        return 0
    return POMPEY_MILITARY if senator.card == POMPEY else senator.military


def faction_senators(state: RorState, seat: str) -> list[Senator]:
    return sorted(
        (s for s in state.senators.values() if s.faction == seat), key=lambda s: id_order(s.card)
    )


def hrao(
    state: RorState, everyone_in_rome: bool = False, also: Collection[str] = ()
) -> Senator | None:
    """The Highest Ranking Available Official [1.09.11]: the highest office holder in Rome,
    else the aligned senator in Rome with the most Influence (ties: Oratory, then lowest
    ID). Governors, commanders, captives and rebels are away; with nobody in Rome, every
    aligned senator counts. `everyone_in_rome`: every aligned senator counts as in Rome
    (the order of declarations of civil war, 1.11.3); `also`: these senators do
    (victorious commanders for Proscription)."""
    everyone = [s for s in state.senators.values() if s.faction is not None]
    present = [s for s in everyone if s.in_rome or s.card in also]
    aligned = everyone if everyone_in_rome else present or everyone
    for office in OFFICE_RANK:
        for s in aligned:
            if s.office == office:
                return s
    if (top := pontifex_in(aligned, state)) is not None:  # 2.01: 6th
        return top
    if not aligned:
        return None
    return min(aligned, key=lambda s: (-s.influence, -s.oratory, id_order(s.card)))


def seats_in_play(state: RorState) -> list[str]:
    """The factions not eliminated [1.05.4], in seating order: only they are ever asked."""
    return [seat for seat in state.seats if seat not in state.eliminated]


def clockwise_from(state: RorState, first: str) -> list[str]:
    """`first`, then clockwise, skipping eliminated factions [1.05.4]."""
    i = state.seats.index(first)
    return [s for s in state.seats[i:] + state.seats[:i] if s == first or s not in state.eliminated]


def hrao_order(state: RorState, everyone_in_rome: bool = False) -> list[str]:
    """The HRAO's faction first, then clockwise [1.04.8]."""
    top = hrao(state, everyone_in_rome)
    return clockwise_from(state, top.faction if top and top.faction else state.seats[0])


def default_leader(state: RorState, seat: str) -> str | None:
    """The senator with the most Influence, ties to the lowest ID (the deadline default)."""
    mine = faction_senators(state, seat)
    if not mine:
        return None
    return min(mine, key=lambda s: (-s.influence, id_order(s.card))).card
