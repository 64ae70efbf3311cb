"""Provinces at setup: dealt to the factions, then given to governors [3.02.4, 3.03.4].

Province cards not yet created stay aside (`state.provinces_aside`); a province in play
is a `state.provinces` entry, in the Forum while it has no governor.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, AssignProvince
from bot.games.ror.rules.cards import PROVINCE_DATA, id_order
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import Province, RorState, Senator

TERMS = (1, 2, 3)  # the governor's term dial at setup [3.02.4]
# 3.02.4: the six provinces the Middle Republic starts with (Undeveloped)
MIDDLE_PROVINCES = (
    "prov:sicilia",
    "prov:illyricum",
    "prov:sardinia_et_corsica",
    "prov:hispania_citerior",
    "prov:hispania_ulterior",
    "prov:gallia_cisalpina",
)
# 3.03.4: the Late Republic adds these five (Undeveloped); the six above are Developed
LATE_PROVINCES = (
    "prov:gallia_narbonensis",
    "prov:cilicia_et_cyprus",
    "prov:macedonia",
    "prov:africa",
    "prov:asia",
)


def create_province(state: RorState, card: str, *, developed: bool = False) -> Province:
    """Bring a province card from aside into play, in the Forum without a governor."""
    state.provinces_aside.remove(card)
    province = Province(card=card, developed=developed)
    state.provinces[card] = province
    return province


def deal_provinces(ctx: Ctx[RorState], era: str, order: list[str]) -> dict[str, list[str]]:
    """Shuffle the scenario's provinces and deal one per faction in `order`, the rest to
    the Forum; the Late Republic deals its Developed and its Undeveloped provinces alike,
    and with six factions dice decide who gets no Undeveloped one [3.03.4]. Returns what
    each faction was dealt."""
    state = ctx.state
    state.provinces_aside = list(PROVINCE_DATA)
    dealt: dict[str, list[str]] = {seat: [] for seat in order}
    if era == "middle":
        _deal_batch(ctx, list(MIDDLE_PROVINCES), False, order, dealt, "3.02.4")
    elif era == "late":
        _deal_batch(ctx, list(MIDDLE_PROVINCES), True, order, dealt, "3.03.4")
        seats = order
        if len(order) > len(LATE_PROVINCES):
            left_out = _lowest_roll(ctx, order)
            seats = [s for s in order if s != left_out]
        _deal_batch(ctx, list(LATE_PROVINCES), False, seats, dealt, "3.03.4")
    return {seat: cards for seat, cards in dealt.items() if cards}


def _deal_batch(
    ctx: Ctx[RorState],
    cards: list[str],
    developed: bool,
    seats: list[str],
    dealt: dict[str, list[str]],
    rule: str,
) -> None:
    ctx.shuffle(cards)
    for i, card in enumerate(cards):
        create_province(ctx.state, card, developed=developed)
        if i < len(seats):
            dealt[seats[i]].append(card)
            ctx.emit(
                "province_dealt",
                rule,
                province=card,
                name_id=card,
                faction=seats[i],
                developed=developed,
            )
        else:
            ctx.emit("province_in_forum", rule, province=card, name_id=card)


def _lowest_roll(ctx: Ctx[RorState], seats: list[str]) -> str:
    """3.03.4 (1.04.8): each faction rolls two dice, the lowest receives no Undeveloped
    province; tied lowest roll again."""
    tied = list(seats)
    while len(tied) > 1:
        rolls = {
            s: sum(ctx.dice(2, purpose="no_governorship", rule="3.03.4", seat=s)) for s in tied
        }
        low = min(rolls.values())
        tied = [s for s in tied if rolls[s] == low]
    return tied[0]


class Dealt(ProcedureData):
    dealt: dict[str, list[str]]  # the province cards each faction still gives


def open_assignment(ctx: Ctx[RorState], dealt: dict[str, list[str]], order: list[str]) -> None:
    """Each faction gives its provinces to its senators, in `order` [3.02.4, 3.03.4]."""
    seats = [s for s in order if dealt.get(s)]
    rule = "3.03.4" if ctx.state.era == "late" else "3.02.4"
    push(ctx.state, "assign_province", rule, seats, data=Dealt(dealt={s: dealt[s] for s in seats}))


def _to_assign(state: RorState, seat: str) -> list[str]:
    return state.procedures[-1].data_as(Dealt).dealt[seat]


def _candidates(state: RorState, seat: str) -> list[Senator]:
    """Senators who may govern: in Rome, holding no office (the Temporary Rome Consul
    stays in Rome) and governing nothing yet."""
    return [s for s in faction_senators(state, seat) if s.in_rome and s.office is None]


def legal_assignments(state: RorState, seat: str) -> list[Action]:
    card = _to_assign(state, seat)[0]
    return [
        AssignProvince(province=card, senator=s.card, term=term)
        for s in _candidates(state, seat)
        for term in TERMS
    ]


def default_assignment(state: RorState, seat: str) -> Action:
    """The senator with the highest Military (ties: lowest ID), for three turns."""
    best = min(_candidates(state, seat), key=lambda s: (-s.military, id_order(s.card)))
    return AssignProvince(province=_to_assign(state, seat)[0], senator=best.card, term=3)


def apply_assignment(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, AssignProvince):
        raise IllegalAction("wrong_phase", rule)
    waiting = _to_assign(state, seat)
    if action.province not in waiting:
        raise IllegalAction("province_not_yours", rule)
    if action.term not in TERMS:
        raise IllegalAction("province_term", rule)
    if action.senator not in {s.card for s in _candidates(state, seat)}:
        raise IllegalAction("governor_not_available", rule)
    province = state.provinces[action.province]
    province.governor, province.term = action.senator, action.term
    state.senators[action.senator].province = action.province
    waiting.remove(action.province)
    ctx.emit(
        "governor_appointed",
        rule,
        faction=seat,
        province=action.province,
        name_id=action.province,
        senator=action.senator,
        senator_name_id=action.senator,
        term=action.term,
    )
    _skip_ungovernable(ctx, seat, waiting, rule)
    if not waiting:
        finish_turn_of_seat(state, seat)


def _skip_ungovernable(ctx: Ctx[RorState], seat: str, waiting: list[str], rule: str) -> None:
    """A province its faction has no free senator for stays in the Forum."""
    if waiting and not _candidates(ctx.state, seat):
        for card in waiting:
            ctx.emit("province_in_forum", rule, province=card, name_id=card)
        waiting.clear()


def province_prompt(state: RorState, seat: str) -> dict[str, Any]:
    card = _to_assign(state, seat)[0]
    return {"province": card, "name_id": card, "developed": state.provinces[card].developed}


PROCEDURES.register(
    "assign_province",
    ProcedureRules(
        "assign_province",
        legal_assignments,
        apply_assignment,
        default_assignment,
        prompt=province_prompt,
        data=Dealt,
    ),
)
