"""The hand limit [1.11.2]: starting with the HRAO and going clockwise, a faction holding
more than five Faction cards discards down to five (cards were already traded and played).
With the advanced laws option (2.06, its hand-limit part) a Law card may be discarded only
when the hand holds nothing but laws."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, DiscardCard
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import hrao_order
from bot.games.ror.rules.state import RorState

RULE = "1.11.2"
HAND_LIMIT = 5


def open_hand_limit(state: RorState) -> None:
    over = [s for s in hrao_order(state) if len(state.factions[s].hand) > HAND_LIMIT]
    push(state, "discard_cards", RULE, over)


def discardable(state: RorState, seat: str) -> list[str]:
    hand = state.factions[seat].hand
    if not state.options.laws_kept_at_hand_limit:
        return list(hand)
    others = [c for c in hand if not c.startswith("law:")]  # 2.06
    return others or list(hand)


def legal_discards(state: RorState, seat: str) -> list[Action]:
    return [DiscardCard(card=c) for c in discardable(state, seat)]


def default_discard(state: RorState, seat: str) -> Action:
    return DiscardCard(card=discardable(state, seat)[-1])


def apply_discard(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    if not isinstance(action, DiscardCard):
        raise IllegalAction("wrong_phase", RULE)
    hand = state.factions[seat].hand
    if action.card not in hand:
        raise IllegalAction("card_not_in_hand", RULE, card=action.card)
    if action.card not in discardable(state, seat):
        raise IllegalAction("law_kept_at_hand_limit", "2.06", card_id=action.card)
    hand.remove(action.card)
    state.discard.append(action.card)
    ctx.emit(
        "card_discarded", RULE, faction=seat, card=action.card, name_id=action.card, left=len(hand)
    )
    if len(hand) <= HAND_LIMIT:
        finish_turn_of_seat(state, seat)


PROCEDURES.register(
    "discard_cards",
    ProcedureRules(
        "discard_cards",
        legal_discards,
        apply_discard,
        default_discard,
        private=True,
    ),
)
