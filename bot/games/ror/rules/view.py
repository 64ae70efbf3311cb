"""What one seat (or the public) may see: everything except other hands, other faction
treasuries and the RNG [1.04.9]."""

from __future__ import annotations

from collections import Counter

from pydantic import BaseModel

from bot.engine.engine import Outcome
from bot.games.ror.rules.cards import card_name
from bot.games.ror.rules.combat.battle import unlucky_numbers
from bot.games.ror.rules.combat.capture import ransom
from bot.games.ror.rules.combat.strength import enemy_strength
from bot.games.ror.rules.deck import cards_to_come
from bot.games.ror.rules.engine import pending
from bot.games.ror.rules.events_table import side_name
from bot.games.ror.rules.modifiers import no_recruitment
from bot.games.ror.rules.provincial.rebel_province import stays_in_province
from bot.games.ror.rules.senate.presiding import presiding_magistrate
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import (
    CIVIL_WAR,
    Force,
    LandBill,
    Persuasion,
    RorState,
    Senator,
    War,
)


class CardView(BaseModel):
    id: str
    name: str


class SenatorView(BaseModel):
    card: str
    name: str
    family: CardView | None
    faction: str | None
    leader: bool
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int
    knights: int
    talents: int
    office: str | None
    prior_consul: bool
    concessions: list[CardView]
    # revenue: the Corrupt marker and the corrupt bars showing [1.06.1, 1.06.12]
    corrupt: bool = False
    corrupt_concessions: list[CardView] = []
    rebel: bool = False  # revolution: in revolt [1.11.3]
    # combat: where he is away from Rome: a war commanded, a war holding him
    command: str | None = None  # [1.09.64, 1.10.8]
    captive: str | None = None  # [1.10.71]
    province: str | None = None  # [1.09.5]
    bodyguards: list[CardView] = []  # Open Bodyguards with him, in the open [1.09.72]
    priesthood: str | None = None  # "pontifex" or "priest" under option 2.01, in the open

    @property
    def in_rome(self) -> bool:
        """Attends the Senate, as `Senator.in_rome`: no governor, commander, captive or
        rebel [1.09.11]."""
        return not (self.province or self.command or self.captive or self.rebel)


class ForceView(BaseModel):
    """A force at a war (or a rebel's army): its commanders and units, Veteran legions
    counted by allegiance [1.10.5]."""

    war: str
    war_name: str
    commander: str | None
    master_of_horse: str | None
    legions: int
    veterans: dict[str, int]  # allegiance (senator card) -> veteran legions
    fleets: int
    victorious: bool


class CaptiveView(BaseModel):
    """A senator held for ransom by a war [1.10.71]."""

    senator: str
    name: str
    war: str
    war_name: str
    ransom: int


class FactionView(BaseModel):
    seat: str
    leader: str | None
    senators: list[str]
    hand_size: int
    hand: list[CardView] | None = None  # only in the faction's own view
    treasury: int | None = None  # only in the faction's own view


class WarView(BaseModel):
    id: str
    name: str
    status: str
    # the board: the enemy's strength on land and at sea now, matching wars and
    # leaders included [1.10.2]
    land: int = 0
    naval: int = 0
    naval_victory: bool = False  # its fleet beaten: the next battle is on land [1.10.6]
    # the natural rolls that give a Disaster or a Standoff, its leaders' too [1.10.3]
    disaster: list[int] = []
    standoff: list[int] = []


class EventView(BaseModel):
    """A random event in play [1.07.21]: its level and the name on the side showing."""

    id: str
    name: str
    level: int


class ProvinceView(BaseModel):
    """A province in play: in the Forum while it has no governor [1.09.5]."""

    id: str
    name: str
    developed: bool
    governor: str | None
    term: int
    garrison: int = 0  # legions stationed there [1.09.647]
    armies: int = 0  # provincial armies and fleets, under Provincial Wars [2.02]
    fleets: int = 0


class PendingView(BaseModel):
    seat: str
    kind: str


class RorView(BaseModel):
    seat: str | None
    turn: int
    phase: str
    step: str
    treasury: int
    unrest: int
    legions: int
    fleets: int
    deck_size: int
    senators: list[SenatorView]
    factions: list[FactionView]
    forum: list[CardView]
    wars: list[WarView]
    curia: list[CardView]
    discard: list[CardView]
    removed: list[CardView]
    pending: list[PendingView]
    outcome: Outcome | None
    # scenarios and cards
    era: str = "early"  # the events column and legion allegiance in use [3.04.1]
    laws: list[CardView] = []
    provinces: list[ProvinceView] = []
    cards_to_come: int = 0  # this deck and the decks that follow it [3.04.1]
    events: list[EventView] = []  # random events in play [1.07.21]
    no_recruitment: bool = False  # 1.08 NR this turn
    # senate: who presides while it sits [1.09.11, 1.09.144]
    presiding: str | None = None
    # governors and other business: the Land Bills in effect [1.09.62]
    land_bills: list[LandBill] = []
    # forum: the initiative being played and the persuasion bid on [1.07.2, 1.07.4]
    initiative: int = 0
    initiative_seat: str | None = None
    era_ends: bool = False  # the game ends with this Forum phase [1.07.35]
    # the Consul for Life, who wins if alive at the end of a Revolution Phase [1.09.82]
    consul_for_life: str | None = None
    persuasion: Persuasion | None = None
    # revolution: the Primary Rebel's army marching on Rome [1.11.3]
    rebel_army: ForceView | None = None
    # 2.03: he is a governor staying in his province, who cannot win by battle
    rebel_stays: bool = False
    # combat: every force at a war, veteran legions in Rome by allegiance,
    # captives and the wars holding them, senators in revolt [1.10, 1.11]
    forces: list[ForceView] = []
    veterans_in_rome: dict[str, int] = {}
    captives: list[CaptiveView] = []
    rebels: list[str] = []


def _card(card: str) -> CardView:
    return CardView(id=card, name=card_name(card))


def _senator(state: RorState, s: Senator) -> SenatorView:
    leader = s.faction is not None and state.factions[s.faction].leader == s.card
    return SenatorView(
        card=s.card,
        name=card_name(s.card),
        family=_card(s.family) if s.family else None,
        faction=s.faction,
        leader=leader,
        military=s.military,
        oratory=s.oratory,
        loyalty=s.loyalty,
        influence=s.influence,
        popularity=s.popularity,
        knights=s.knights,
        talents=s.talents,
        office=s.office,
        prior_consul=s.prior_consul,
        concessions=[_card(c) for c in s.concessions],
        corrupt=s.corrupt,
        corrupt_concessions=[_card(c) for c in s.corrupt_concessions],
        rebel=s.rebel,
        command=s.command,
        captive=s.captive,
        province=s.province,
        bodyguards=[_card(c) for c in s.bodyguards],
        priesthood=_priesthood(state, s.card),
    )


def _priesthood(state: RorState, card: str) -> str | None:
    """The Pontifex Maximus or a Priest [2.01]."""
    if not state.options.pontifex:
        return None
    return "pontifex" if state.pontifex == card else "priest" if card in state.priests else None


def _allegiances(veterans: list[str]) -> dict[str, int]:
    return dict(sorted(Counter(veterans).items()))


def _war(state: RorState, w: War) -> WarView:
    disaster, standoff = unlucky_numbers(state, w)
    return WarView(
        id=w.card,
        name=card_name(w.card),
        status=w.status,
        land=enemy_strength(state, w, naval=False),
        naval=enemy_strength(state, w, naval=True),
        naval_victory=w.naval_victory,
        disaster=disaster,
        standoff=standoff,
    )


def _force(f: Force) -> ForceView:
    name = "civil war" if f.war == CIVIL_WAR else card_name(f.war)
    return ForceView(
        war=f.war,
        war_name=name,
        commander=f.commander,
        master_of_horse=f.master_of_horse,
        legions=f.legions,
        veterans=_allegiances(f.veterans),
        fleets=f.fleets,
        victorious=f.victorious,
    )


def _captives(state: RorState) -> list[CaptiveView]:
    return [
        CaptiveView(
            senator=s.card,
            name=card_name(s.card),
            war=s.captive,
            war_name=card_name(s.captive),
            ransom=ransom(s),
        )
        for s in sorted(state.senators.values(), key=lambda s: s.card)
        if s.captive
    ]


def _presiding(state: RorState) -> str | None:
    if state.phase != "senate" or state.step == "adjourned":
        return None
    pm = presiding_magistrate(state)
    return pm.card if pm is not None else None


def view(state: RorState, seat: str | None) -> RorView:
    factions = []
    for f in state.factions.values():
        mine = f.seat == seat
        factions.append(
            FactionView(
                seat=f.seat,
                leader=f.leader,
                senators=[s.card for s in faction_senators(state, f.seat)],
                hand_size=len(f.hand),
                hand=[_card(c) for c in f.hand] if mine else None,
                treasury=f.treasury if mine else None,
            )
        )
    return RorView(
        seat=seat,
        turn=state.turn,
        phase=state.phase,
        step=state.step,
        treasury=state.treasury,
        unrest=state.unrest,
        legions=state.legions,
        fleets=state.fleets,
        deck_size=len(state.deck),
        senators=[
            _senator(state, s) for s in sorted(state.senators.values(), key=lambda s: s.card)
        ],
        factions=factions,
        forum=[_card(c) for c in state.forum],
        wars=[_war(state, w) for w in state.wars],
        curia=[_card(c) for c in state.curia],
        discard=[_card(c) for c in state.discard],
        removed=[_card(c) for c in state.removed],
        pending=[PendingView(seat=d.seat, kind=d.kind) for d in pending(state)],
        outcome=state.outcome,
        era=state.era,
        laws=[_card(c) for c in state.laws],
        provinces=[
            ProvinceView(
                id=p.card,
                name=card_name(p.card),
                developed=p.developed,
                governor=p.governor,
                term=p.term,
                garrison=p.garrison,
                armies=p.armies,
                fleets=p.fleets,
            )
            for p in state.provinces.values()
        ],
        cards_to_come=cards_to_come(state),
        events=[
            EventView(id=e, name=side_name(e, n), level=n) for e, n in state.active_events.items()
        ],
        no_recruitment=no_recruitment(state),
        initiative=state.initiative,
        initiative_seat=state.initiative_seat,
        era_ends=state.era_ends,
        consul_for_life=state.consul_for_life,
        persuasion=state.persuasion,
        rebel_army=_force(state.rebel_army) if state.rebel_army else None,
        rebel_stays=stays_in_province(state),
        presiding=_presiding(state),
        land_bills=list(state.land_bills),
        forces=[_force(f) for f in state.forces],
        veterans_in_rome=_allegiances(state.veterans),
        captives=_captives(state),
        rebels=sorted(s.card for s in state.senators.values() if s.rebel),
    )
