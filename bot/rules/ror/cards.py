"""Card ids and the card catalogue.

Every physical card has one id, `<type>:<key>`:

    fam:12             family senator 12 (Quinctius)
    st:18A             statesman 18A (Flamininus)
    war:punic_1        war card (wars.json id)
    ldr:hannibal       enemy leader (enemy_leaders.json id; Cleopatra too)
    con:tax_farmer_1   concession (concessions.json id)
    int:tribune#3      intrigue card, copy 3; copies are numbered across the eras
                       (Early tribunes #1-#9, Middle #10-#16, Late #17-#20)
    law:calpurnian     law (laws.json id)
    evt:era_ends       deck event (events.json deck_events id)
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.rules.ror.data import (
    CONCESSIONS,
    EVENTS,
    INTRIGUE,
    LAWS,
    LEADERS,
    SENATORS,
    STATESMEN,
    WARS,
    ConcessionData,
    Era,
    FamilyData,
    StatesmanData,
    WarData,
)

CardType = Literal["family", "statesman", "war", "leader", "concession", "intrigue", "law", "event"]
ERAS: tuple[Era, ...] = ("early", "middle", "late")


class CardInfo(BaseModel):
    """What every card has: id, kind, printed name, era deck, and whether it is a Faction
    (red, kept in hand) or a Forum (black, placed face up) card [1.1]."""

    model_config = ConfigDict(frozen=True)

    id: str
    type: CardType
    name: str
    deck: Era | None
    faction_card: bool


def _catalogue() -> dict[str, CardInfo]:
    cards: list[CardInfo] = []
    cards += [CardInfo(id=f"fam:{s.id}", type="family", name=s.name, deck=s.deck,
                       faction_card=False) for s in SENATORS]  # fmt: skip
    cards += [CardInfo(id=f"st:{s.id}", type="statesman", name=s.name, deck=s.deck,
                       faction_card=True) for s in STATESMEN]  # fmt: skip
    cards += [CardInfo(id=f"war:{w.id}", type="war", name=w.name, deck=w.deck,
                       faction_card=False) for w in WARS]  # fmt: skip
    cards += [CardInfo(id=f"ldr:{x.id}", type="leader", name=x.name, deck=x.deck,
                       faction_card=x.card_class == "faction") for x in LEADERS]  # fmt: skip
    cards += [CardInfo(id=f"con:{c.id}", type="concession", name=c.name, deck="early",
                       faction_card=True) for c in CONCESSIONS]  # fmt: skip
    cards += [CardInfo(id=f"law:{x.id}", type="law", name=x.name, deck=x.deck,
                       faction_card=True) for x in LAWS]  # fmt: skip
    for ev in EVENTS.deck_events:
        deck: Era | None = next((e for e in ERAS if e == ev.deck), None)
        cards.append(CardInfo(id=f"evt:{ev.id}", type="event", name=ev.name, deck=deck,
                              faction_card=False))  # fmt: skip
    for intrigue in INTRIGUE:
        copy = 0
        for era in ERAS:
            for _ in range(intrigue.counts.get(era, 0)):
                copy += 1
                cards.append(CardInfo(id=f"int:{intrigue.id}#{copy}", type="intrigue",
                                      name=intrigue.name, deck=era, faction_card=True))  # fmt: skip
    return {c.id: c for c in cards}


CARDS: dict[str, CardInfo] = _catalogue()
FAMILIES: dict[str, FamilyData] = {f"fam:{s.id}": s for s in SENATORS}
STATESMAN_DATA: dict[str, StatesmanData] = {f"st:{s.id}": s for s in STATESMEN}
CONCESSION_DATA: dict[str, ConcessionData] = {f"con:{c.id}": c for c in CONCESSIONS}
WAR_DATA: dict[str, WarData] = {f"war:{w.id}": w for w in WARS}
ERA_ENDS = "evt:era_ends"
FIRST_PUNIC_WAR = "war:punic_1"


def card_name(card: str) -> str:
    return CARDS[card].name


def era_deck(era: Era) -> list[str]:
    """Every card printed for one era's deck, in catalogue order [3.01]."""
    return [c.id for c in CARDS.values() if c.deck == era and c.id != ERA_ENDS]


def senator_number(card: str) -> int:
    """The mortality-chit number of a senator card: 12 for fam:12, 18 for st:18A [1.2]."""
    if card.startswith("fam:"):
        return FAMILIES[card].id
    return STATESMAN_DATA[card].family_id


def id_order(card: str) -> tuple[int, str]:
    """Sort key for 'lowest ID' tie-breaks: number first, then the statesman letter."""
    if card.startswith("st:"):
        return (STATESMAN_DATA[card].family_id, STATESMAN_DATA[card].id)
    return (senator_number(card), "")
