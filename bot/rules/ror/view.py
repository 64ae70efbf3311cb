"""What one seat (or the public) may see: everything except other hands, other faction
treasuries and the RNG [1.04.9]."""

from __future__ import annotations

from pydantic import BaseModel

from bot.rules.core.engine import Outcome
from bot.rules.ror.cards import card_name
from bot.rules.ror.engine import pending
from bot.rules.ror.senators import faction_senators
from bot.rules.ror.state import RorState, Senator


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


def _card(card: str) -> CardView:
    return CardView(id=card, name=card_name(card))


def _senator(state: RorState, s: Senator) -> SenatorView:
    leader = s.faction is not None and state.factions[s.faction].leader == s.card
    return SenatorView(
        card=s.card, name=card_name(s.card), family=_card(s.family) if s.family else None,
        faction=s.faction, leader=leader, military=s.military, oratory=s.oratory,
        loyalty=s.loyalty, influence=s.influence, popularity=s.popularity, knights=s.knights,
        talents=s.talents, office=s.office, prior_consul=s.prior_consul,
        concessions=[_card(c) for c in s.concessions],
    )  # fmt: skip


def view(state: RorState, seat: str | None) -> RorView:
    factions = []
    for f in state.factions.values():
        mine = f.seat == seat
        factions.append(FactionView(
            seat=f.seat, leader=f.leader,
            senators=[s.card for s in faction_senators(state, f.seat)], hand_size=len(f.hand),
            hand=[_card(c) for c in f.hand] if mine else None,
            treasury=f.treasury if mine else None,
        ))  # fmt: skip
    return RorView(
        seat=seat, turn=state.turn, phase=state.phase, step=state.step,
        treasury=state.treasury, unrest=state.unrest, legions=state.legions,
        fleets=state.fleets, deck_size=len(state.deck),
        senators=[_senator(state, s) for s in sorted(state.senators.values(),
                                                     key=lambda s: s.card)],
        factions=factions,
        forum=[_card(c) for c in state.forum],
        wars=[WarView(id=w.card, name=card_name(w.card), status=w.status) for w in state.wars],
        curia=[_card(c) for c in state.curia],
        discard=[_card(c) for c in state.discard],
        removed=[_card(c) for c in state.removed],
        pending=[PendingView(seat=d.seat, kind=d.kind) for d in pending(state)],
        outcome=state.outcome,
    )  # fmt: skip
