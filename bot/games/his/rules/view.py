"""What one seat (or the public) may see: the board, the procedures under way, and of the
cards only what that seat may know. The Papal hand is shown to the Papacy's seat alone
(the public sees its size); the two cards of a grab to the sacking formation's owner alone;
a card held or discarded unseen to its holder alone."""

from __future__ import annotations

from pydantic import BaseModel

from bot.engine.engine import Outcome
from bot.games.his.rules.engine import pending
from bot.games.his.rules.sack import attacker_dice, defender_dice
from bot.games.his.rules.state import (
    BattleCard,
    Excommunication,
    HisState,
    ReformerState,
    Stack,
)

#: places of a card every seat may know
PUBLIC_PLACES = ("discard", "removed", "in_play", "home_played")


class SackView(BaseModel):
    step: str
    player: str
    owner: str
    origin: str
    formation: Stack
    cards: list[BattleCard]
    attacker_dice: int
    defender_dice: int
    attacker_hits: int
    defender_hits: int
    drawn: list[int] | None = None  # the owner's seat only


class BullView(BaseModel):
    step: str
    reformer: str | None
    power: str | None
    unrest_left: int


class HisView(BaseModel):
    seat: str | None
    turn: int
    turn_limit: int
    phase: str
    active: str
    waiting: list[str]
    control: dict[str, str]
    rulers: dict[str, str]
    wars: list[tuple[str, str]]
    alliances: list[tuple[str, str]]
    units: dict[str, dict[str, Stack]]
    unrest: list[str]
    religion: dict[str, str]
    papal_space_control: dict[str, str]
    reformers: dict[str, ReformerState]
    excommunicated: dict[str, Excommunication]
    draw_modifier: dict[str, int]
    st_peters_cp: int
    st_peters_vp: int
    papal_hand_size: int
    papal_hand: list[int] | None
    #: cards the seat may know the place of
    places: dict[int, str]
    sack: SackView | None
    bull: BullView | None
    outcome: Outcome | None


def view(state: HisState, seat: str | None) -> HisView:
    mine = state.powers_of(seat) if seat is not None else []
    places = {
        card: place
        for card, place in state.places.items()
        if place in PUBLIC_PLACES
        or (place.startswith("held:") and place.removeprefix("held:") in mine)
    }
    sack = None
    if state.sack is not None:
        s = state.sack
        sack = SackView(
            step=s.step,
            player=s.player,
            owner=s.owner,
            origin=s.origin,
            formation=s.formation,
            cards=s.cards,
            attacker_dice=attacker_dice(state),
            defender_dice=defender_dice(state),
            attacker_hits=s.attacker_hits,
            defender_hits=s.defender_hits,
            drawn=list(s.drawn) if s.owner in mine and s.drawn else None,
        )
    bull = None
    if state.bull is not None:
        b = state.bull
        bull = BullView(step=b.step, reformer=b.reformer, power=b.power, unrest_left=b.unrest_left)
    return HisView(
        seat=seat,
        turn=state.turn,
        turn_limit=state.options.turn_limit,
        phase=state.phase,
        active=state.active,
        waiting=sorted({d.seat for d in pending(state)}),
        control=dict(state.control),
        rulers=dict(state.rulers),
        wars=list(state.wars),
        alliances=list(state.alliances),
        units={space: dict(by_power) for space, by_power in state.units.items()},
        unrest=list(state.unrest),
        religion=dict(state.religion),
        papal_space_control=dict(state.papal_space_control),
        reformers=dict(state.reformers),
        excommunicated=dict(state.excommunicated),
        draw_modifier=dict(state.draw_modifier),
        st_peters_cp=state.st_peters_cp,
        st_peters_vp=state.st_peters_vp,
        papal_hand_size=len(state.papal_hand),
        papal_hand=list(state.papal_hand) if "papacy" in mine else None,
        places=places,
        sack=sack,
        bull=bull,
        outcome=state.outcome,
    )
