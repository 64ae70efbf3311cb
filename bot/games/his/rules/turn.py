"""The turn around the papal procedures: the Card Draw Phase (the −1 card marker stated),
the Papacy's hand entered, the Diplomacy Phase (where an excommunication is lifted by a
card given, 9.5, or by the Papacy, 9.1), the Action Phase's impulses, and the turn's end,
after which an excommunicated reformer returns (8.2)."""

from __future__ import annotations

from bot.engine.engine import Ctx, Outcome
from bot.engine.errors import IllegalAction
from bot.games.his.rules.bull import reformer_ref, space_ref
from bot.games.his.rules.data import IMPULSE_ORDER
from bot.games.his.rules.excommunication import draw_announcement, lift
from bot.games.his.rules.hand import card_ref, check_hand_card, known_card, new_turn_places
from bot.games.his.rules.state import HisState, pair


def start_turn(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    ctx.emit("phase_start", None, phase="draw", turn=state.turn)
    if state.turn > 1:
        reformers_return(ctx)
        new_turn_places(state)
    draw_announcement(ctx, None)
    state.phase = "hand"


def reformers_return(ctx: Ctx[HisState]) -> None:
    """8.2 (the seed): an excommunicated reformer comes back at the start of the next turn,
    to his space, his debater uncommitted; every debater is uncommitted again."""
    for reformer, info in ctx.state.reformers.items():
        if info.excommunicated_turn is not None:
            info.space, info.home_space = info.home_space, None
            info.excommunicated_turn = None
            ctx.emit(
                "his_reformer_returns",
                "8.2",
                reformer_id=reformer_ref(reformer),
                space_id=space_ref(info.space) if info.space else None,
            )
        info.committed = False


def hand_entered(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    if state.phase == "hand":
        state.phase = "diplomacy"
        state.diplomacy_done = []
        ctx.emit("phase_start", "9", phase="diplomacy", turn=state.turn)


def diplomacy_done(ctx: Ctx[HisState], seat: str) -> None:
    state = ctx.state
    if seat not in state.diplomacy_done:
        state.diplomacy_done.append(seat)
    if set(state.diplomacy_done) >= set(state.seats):
        state.phase = "action"
        state.active, state.passes = IMPULSE_ORDER[0], 0
        ctx.emit("phase_start", None, phase="action", turn=state.turn)


def papacy_lifts(ctx: Ctx[HisState], seat: str, power: str) -> None:
    """9.1: the Papacy lifts an excommunication."""
    state = ctx.state
    if state.control["papacy"] != seat:
        raise IllegalAction("his_not_your_power", "9.1", seat="papacy")
    if power not in state.excommunicated:
        raise IllegalAction("his_not_excommunicated", "9.1", seat=power)
    lift(ctx, power, "papacy", "9.1")


def give_card(ctx: Ctx[HisState], seat: str, power: str, number: int) -> None:
    """9.5: the excommunicated power gives the Papacy a card (not a home card); the card is
    named to the two of them only. With the option `peace_needs_card` it also ends their war
    (the translator's other reading of the seed)."""
    state = ctx.state
    rule = "9.5"
    if state.control.get(power) != seat:
        raise IllegalAction("his_not_your_power", rule, seat=power)
    if power not in state.excommunicated:
        raise IllegalAction("his_not_excommunicated", rule, seat=power)
    card = known_card(number, rule)
    if card.is_home or number in state.papal_hand:
        raise IllegalAction("his_card_unavailable", rule, card=number)
    check_hand_card(state, number, rule)
    state.papal_hand = sorted([*state.papal_hand, number])
    ctx.emit("his_card_given", rule, power=power)
    for reader in {seat, state.control["papacy"]}:
        ctx.tell(reader, "his_card_given_seen", rule, power=power, card_id=card_ref(number))
    if state.options.peace_needs_card and pair(power, "papacy") in state.wars:
        state.wars.remove(pair(power, "papacy"))
        ctx.emit("his_peace_made", rule, power=power, other="papacy")
    lift(ctx, power, "card", rule)


def next_impulse(ctx: Ctx[HisState], passed: bool) -> None:
    """The next power acts; when every power has passed in a row the turn ends."""
    state = ctx.state
    state.passes = state.passes + 1 if passed else 0
    if state.passes >= len(IMPULSE_ORDER):
        end_turn(ctx)
        return
    at = IMPULSE_ORDER.index(state.active)
    state.active = IMPULSE_ORDER[(at + 1) % len(IMPULSE_ORDER)]


def end_turn(ctx: Ctx[HisState]) -> None:
    state = ctx.state
    ctx.emit("his_turn_ends", None, turn=state.turn)
    if state.turn >= state.options.turn_limit:
        state.phase = "ended"
        state.outcome = Outcome(kind="turn_limit", rule="", data={"turn": state.turn})
        return
    state.turn += 1
    start_turn(ctx)
