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
    prov:sicilia       province (provinces.json id); kept aside until created
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict

from bot.games.ror.rules.data import (
    CONCESSIONS,
    EVENTS,
    INTRIGUE,
    LAWS,
    LEADERS,
    PROVINCES,
    SENATORS,
    STATESMEN,
    WARS,
    ConcessionData,
    Era,
    FamilyData,
    IntrigueData,
    LawData,
    LeaderData,
    ProvinceData,
    ProvinceSide,
    StatesmanData,
    WarData,
)
from bot.games.ror.rules.state import RorOptions

CardType = Literal[
    "family",
    "statesman",
    "war",
    "leader",
    "concession",
    "intrigue",
    "law",
    "event",
    "province",
]
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
    cards += [
        CardInfo(id=f"fam:{s.id}", type="family", name=s.name, deck=s.deck, faction_card=False)
        for s in SENATORS
    ]
    cards += [
        CardInfo(id=f"st:{s.id}", type="statesman", name=s.name, deck=s.deck, faction_card=True)
        for s in STATESMEN
    ]
    cards += [
        CardInfo(id=f"war:{w.id}", type="war", name=w.name, deck=w.deck, faction_card=False)
        for w in WARS
    ]
    cards += [
        CardInfo(
            id=f"ldr:{x.id}",
            type="leader",
            name=x.name,
            deck=x.deck,
            faction_card=x.card_class == "faction",
        )
        for x in LEADERS
    ]
    cards += [
        CardInfo(id=f"con:{c.id}", type="concession", name=c.name, deck="early", faction_card=True)
        for c in CONCESSIONS
    ]
    cards += [
        CardInfo(id=f"law:{x.id}", type="law", name=x.name, deck=x.deck, faction_card=True)
        for x in LAWS
    ]
    for ev in EVENTS.deck_events:
        deck: Era | None = next((e for e in ERAS if e == ev.deck), None)
        cards.append(
            CardInfo(id=f"evt:{ev.id}", type="event", name=ev.name, deck=deck, faction_card=False)
        )
    cards += [
        CardInfo(id=f"prov:{p.id}", type="province", name=p.name, deck=None, faction_card=False)
        for p in PROVINCES
    ]
    for intrigue in INTRIGUE:
        copy = 0
        for era in ERAS:
            for _ in range(intrigue.counts.get(era, 0)):
                copy += 1
                cards.append(
                    CardInfo(
                        id=f"int:{intrigue.id}#{copy}",
                        type="intrigue",
                        name=intrigue.name,
                        deck=era,
                        faction_card=True,
                    )
                )
    return {c.id: c for c in cards}


CARDS: dict[str, CardInfo] = _catalogue()
FAMILIES: dict[str, FamilyData] = {f"fam:{s.id}": s for s in SENATORS}
STATESMAN_DATA: dict[str, StatesmanData] = {f"st:{s.id}": s for s in STATESMEN}
CONCESSION_DATA: dict[str, ConcessionData] = {f"con:{c.id}": c for c in CONCESSIONS}
WAR_DATA: dict[str, WarData] = {f"war:{w.id}": w for w in WARS}
LEADER_DATA: dict[str, LeaderData] = {f"ldr:{x.id}": x for x in LEADERS}
LAW_DATA: dict[str, LawData] = {f"law:{x.id}": x for x in LAWS}
INTRIGUE_DATA: dict[str, IntrigueData] = {
    c: next(i for i in INTRIGUE if c.startswith(f"int:{i.id}#"))
    for c, info in CARDS.items()
    if info.type == "intrigue"
}
PROVINCE_DATA: dict[str, ProvinceData] = {f"prov:{p.id}": p for p in PROVINCES}
ERA_ENDS = "evt:era_ends"
FIRST_PUNIC_WAR = "war:punic_1"
GLADIATOR_REVOLT = "war:gladiator"
SICILIA = "prov:sicilia"
SHIP_BUILDING = "con:ship_building"
MITHRIDATIC_3 = "war:mithridatic_3"
POMPEY = "st:30A"


def _by_name(table: dict[str, str], text: str) -> str:
    """The card whose printed name starts the data text ("Illyricum (only once ...)")."""
    matches = [card for name, card in table.items() if text.startswith(name)]
    if len(matches) != 1:
        raise ValueError(f"data names no single card: {text!r}")
    return matches[0]


_PROVINCE_NAMES = {p.name.split(" (")[0]: f"prov:{p.id}" for p in PROVINCES}
_LEADER_NAMES = {x.name: f"ldr:{x.id}" for x in LEADERS}
# a war's links to other cards, resolved from the data's names at import
WAR_CREATES: dict[str, list[str]] = {
    c: [_by_name(_PROVINCE_NAMES, n) for n in w.creates_provinces] for c, w in WAR_DATA.items()
}
WAR_ATTACKS: dict[str, list[str]] = {
    c: [_by_name(_PROVINCE_NAMES, n) for n in w.attacks] for c, w in WAR_DATA.items()
}
WAR_LEADERS: dict[str, list[str]] = {
    c: [_by_name(_LEADER_NAMES, n) for n in w.leaders] for c, w in WAR_DATA.items()
}
# rules gaps: a province in revolt (Internal Disorder, Pretender Emerges) is an Active war, a
# Revolt, at its printed Undeveloped base land and naval strengths, with no Disaster or
# Standoff numbers and no spoils [1.07.21]; its province card stands for the war
PROVINCE_REVOLTS: dict[str, WarData] = {
    card: WarData(
        id=card,
        name=p.name,
        deck="early",
        land_strength=p.undeveloped.base_land_strength,
        fleet_support=0,
        naval_strength=p.undeveloped.base_naval_strength,
        disaster=[],
        standoff=[],
        spoils=0,
        drought=False,
        status_when_drawn="active",
        is_revolt=True,
    )
    for card, p in PROVINCE_DATA.items()
}
WAR_DATA.update(PROVINCE_REVOLTS)


def plain_name(name: str) -> str:
    """A card's name as other cards cite it, without its bracketed gloss ("Aegyptian
    (Egyptian) Grain", "Bithynia (Bithynia-Pontus when developed)")."""
    return re.sub(r"\s*\([^)]*\)", "", name)


def _named(cards: Mapping[str, ConcessionData] | Mapping[str, ProvinceData], name: str) -> str:
    return next(card for card, c in cards.items() if plain_name(c.name) == name)


#: the concessions each war destroys while it is Active (wars.json `destroys_concessions`)
WAR_DESTROYS: dict[str, list[str]] = {
    card: [_named(CONCESSION_DATA, n) for n in w.destroys_concessions]
    for card, w in WAR_DATA.items()
    if w.destroys_concessions
}


def _number(card: str) -> int:
    found = re.search(r"_(\d+)$", card)
    return int(found.group(1)) if found else 0


def _last_of_series() -> dict[str, str]:
    numbered: dict[str, list[str]] = {}
    for card, w in WAR_DATA.items():
        if w.series and _number(card):
            numbered.setdefault(w.series, []).append(card)
    found: dict[str, str] = {}
    for cards in numbered.values():
        last = max(cards, key=_number)
        found.update((card, last) for card in cards if card != last)
    return found


#: each earlier war of a numbered series (1st, 2nd ... Punic) -> the series' last war
LAST_OF_SERIES = _last_of_series()
#: the province whose existence makes a war a Revolt (wars.json `revolt_if_province`)
REVOLT_IF_PROVINCE: dict[str, str] = {
    card: _named(PROVINCE_DATA, w.revolt_if_province)
    for card, w in WAR_DATA.items()
    if w.revolt_if_province
}


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


# ---------------------------------------------------------------- where sources disagree
# (RULES §15; each choice is a game option, docs/RULES_CHOICES.md)


def war_series(card: str, options: RorOptions) -> str | None:
    """The Matching-War set a war belongs to [1.07.33]; the Gladiator Revolt joins the
    Sicilian Slave Revolts only with the VG reading (§15.4)."""
    if card == GLADIATOR_REVOLT and not options.gladiator_revolt_is_slave_revolt:
        return None
    return WAR_DATA[card].series


def matching_wars(card: str, options: RorOptions) -> list[str]:
    """The other wars of the same Matching-War set, in every deck [1.07.33]."""
    series = war_series(card, options)
    if series is None:
        return []
    return [c for c in WAR_DATA if c != card and war_series(c, options) == series]


def leader_wars(leader: str) -> list[str]:
    """The wars an enemy leader matches [1.07.34] (as the war cards name him)."""
    return [c for c, leaders in WAR_LEADERS.items() if leader in leaders]


def war_disaster(card: str, options: RorOptions) -> list[int]:
    """The war's Disaster numbers; the 3rd Mithridatic War's is disputed (§15.3)."""
    if card == MITHRIDATIC_3:
        return [options.mithridatic_3_disaster]
    return list(WAR_DATA[card].disaster)


def province_side(card: str, developed: bool, options: RorOptions) -> ProvinceSide:
    """The printed side of a province card in use; Sicilia's Developed State Income is
    disputed (§15.2)."""
    data = PROVINCE_DATA[card]
    side = data.developed if developed else data.undeveloped
    if card == SICILIA and developed:
        return side.model_copy(update={"state_income": options.sicilia_developed_income})
    return side


def concession_income(card: str, options: RorOptions) -> int:
    """Talents a concession yields per turn, legion or fleet; Ship Building's is disputed
    (§15.6)."""
    if card == SHIP_BUILDING:
        return options.ship_building_income
    return CONCESSION_DATA[card].income


def statesman_opposes(card: str, options: RorOptions) -> list[str]:
    """The statesmen this one opposes [1.07.312]; Pompey's is disputed (§15.5)."""
    if card == POMPEY:
        return [f"st:{options.pompey_opposes}"]
    return [f"st:{x}" for x in STATESMAN_DATA[card].opposes]
