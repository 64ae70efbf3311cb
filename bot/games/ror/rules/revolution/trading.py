"""Card trading in the Revolution Phase [1.11.1, RULES §9 step 1].

In its turn of the card play (HRAO first, then clockwise) each faction may offer Faction
cards from its hand to other factions; the receiver takes or turns down each offer (both
in private: third parties learn only that a card changed hands). A trade is two gifts.
Each card may be offered once a phase, so trading always ends.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import Action, AnswerOffer, OfferCard
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.state import RorState

RULE = "1.11.1"


def _partners(state: RorState, seat: str) -> list[str]:
    return [s for s in state.seats if s != seat and s not in state.eliminated]


def legal_offers(state: RorState, seat: str) -> list[Action]:
    return [
        OfferCard(card=card, to=to)
        for card in state.factions[seat].hand
        if card not in state.traded
        for to in _partners(state, seat)
    ]


def apply_offer(ctx: Ctx[RorState], seat: str, action: OfferCard) -> None:
    state = ctx.state
    if action.card not in state.factions[seat].hand:
        raise IllegalAction("card_not_in_hand", RULE, card=action.card)
    if action.to not in _partners(state, seat):
        raise IllegalAction("no_such_partner", RULE, faction=action.to)
    if action.card in state.traded:
        raise IllegalAction("card_already_offered", RULE, card_id=action.card)
    state.traded.append(action.card)
    ctx.emit("card_offered", RULE, faction=seat, to=action.to)
    ctx.tell(
        seat, "card_offered_private", RULE, to=action.to, card=action.card, name_id=action.card
    )
    push(state, "answer_offer", RULE, [action.to], data=Offer(giver=seat, card=action.card))


class Offer(ProcedureData):
    giver: str  # the faction offering
    card: str  # the card offered, secret but to the two factions


def legal_answers(state: RorState, seat: str) -> list[Action]:
    return [AnswerOffer(accept=True), AnswerOffer(accept=False)]


def decline(state: RorState, seat: str) -> Action:
    return AnswerOffer(accept=False)


def answer_prompt(state: RorState, seat: str) -> dict[str, Any]:
    data = state.procedures[-1].data_as(Offer)
    return {"giver": data.giver, "card_id": data.card}


def apply_answer(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, AnswerOffer):
        raise IllegalAction("wrong_phase", RULE)
    data = state.procedures[-1].data_as(Offer)
    giver, card = data.giver, data.card
    finish_turn_of_seat(state, seat)
    if not action.accept or card not in state.factions[giver].hand:
        ctx.emit("card_declined", RULE, faction=seat, giver=giver)
        return
    state.factions[giver].hand.remove(card)
    state.factions[seat].hand.append(card)
    ctx.emit("card_given", RULE, faction=giver, to=seat)
    for who in (giver, seat):
        ctx.tell(who, "card_given_private", RULE, faction=giver, to=seat, card=card, name_id=card)


PROCEDURES.register(
    "answer_offer",
    ProcedureRules(
        "answer_offer",
        legal_answers,
        apply_answer,
        decline,
        private=True,
        prompt=answer_prompt,
        data=Offer,
    ),
)
