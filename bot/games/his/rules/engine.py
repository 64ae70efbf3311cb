"""The engine contract for the papal procedures: pending, legal_actions, apply, outcome.

Where the game stands is data on the state (`phase`, and `sack` and `bull` with their
steps); the procedures are functions on it (`turn.py`, `sack.py`, `bull.py`). This module is
the thin layer putting them on the engine's stack (`bot.engine.procedures`): each kind of
decision is registered below with its legal actions, how an action is applied and its
default, and after every action `advance` opens the one decision the state calls for. The
contract's dispatch is the engine's. Board updates are accepted from the seat playing the
power concerned whenever no card is being resolved."""

from __future__ import annotations

import hashlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from bot.engine.clone import clone
from bot.engine.engine import Ctx, Outcome, Step
from bot.engine.errors import IllegalAction
from bot.engine.procedures import Dispatch
from bot.games.his.rules import actions as a
from bot.games.his.rules import bull, sack, turn
from bot.games.his.rules.board import apply_board
from bot.games.his.rules.data import PAPAL_BULL, SACK_OF_ROME, THOMAS_CROMWELL, cards
from bot.games.his.rules.hand import PAPAL_HOME, check_hand_card, play_from_hand
from bot.games.his.rules.procedures import PROCEDURES, ProcedureRules, push
from bot.games.his.rules.state import HisState


def _wrong(act: a.Action, rule: str | None) -> IllegalAction:
    return IllegalAction("his_not_now", rule, action=act.kind)


# -- the Papacy enters its hand -----------------------------------------------------------


def _papacy(state: HisState) -> list[str]:
    return [state.control["papacy"]]


def sample_hands(state: HisState, seat: str) -> list[a.Action]:
    """A few hands the Papacy might hold (its player enters any hand by command): drawn
    from the cards it may hold by a hash of the turn, so that offering them changes nothing."""
    pool = []
    for number in cards():
        if number in PAPAL_HOME:
            continue
        try:
            check_hand_card(state, number, None)
        except IllegalAction:
            continue
        pool.append(number)
    hands: list[a.Action] = [a.EnterPapalHand(cards=[])]
    for size in (1, 2, 4):
        digest = hashlib.blake2b(f"{state.rng.seed}:{state.turn}:{size}".encode()).digest()
        picked = sorted({pool[b % len(pool)] for b in digest[: size * 2]})[:size]
        hands.append(a.EnterPapalHand(cards=picked))
    return hands


def keep_hand(state: HisState, seat: str) -> a.Action:
    """When time runs out the Papacy keeps the cards it holds that it may still hold."""
    kept = []
    for number in state.papal_hand:
        if number in PAPAL_HOME:
            continue
        try:
            check_hand_card(state, number, None)
        except IllegalAction:
            continue
        kept.append(number)
    return a.EnterPapalHand(cards=kept)


def _apply_hand(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.EnterPapalHand):
        raise _wrong(act, None)
    apply_board(ctx, seat, act)
    turn.hand_entered(ctx)


# -- diplomacy ---------------------------------------------------------------------------


def _diplomacy_seats(state: HisState) -> list[str]:
    return [s for s in state.seats if s not in state.diplomacy_done]


def legal_diplomacy(state: HisState, seat: str) -> list[a.Action]:
    found: list[a.Action] = [a.Done()]
    mine = state.powers_of(seat)
    if "papacy" in mine:
        found += [a.LiftExcommunication(power=p) for p in sorted(state.excommunicated)]
    for power, other in state.wars:
        if "papacy" in (power, other) and (power in mine or other in mine):
            found.append(a.SetWar(power=power, other=other, at_war=False))
    for power in mine:
        if power not in ("papacy", "ottoman") and not state.at_war(power, "papacy"):
            found.append(a.SetWar(power=power, other="papacy", at_war=True))
        if power in ("france", "england", "hapsburg", "protestant"):
            allied = state.allied(power, "ottoman")
            found.append(a.SetAlliance(power=power, other="ottoman", allied=not allied))
    return found


def _apply_diplomacy(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    match act:
        case a.Done():
            turn.diplomacy_done(ctx, seat)
        case a.LiftExcommunication():
            turn.papacy_lifts(ctx, seat, act.power)
        case a.GiveCardToPapacy():
            turn.give_card(ctx, seat, act.power, act.card)
        case _:  # war, peace and alliances are board entries (`apply_owned`)
            raise _wrong(act, "9")


# -- the Action Phase --------------------------------------------------------------------


def _active(state: HisState) -> list[str]:
    return [state.control[state.active]]


def known_to_hold_sack(state: HisState, power: str) -> bool:
    """Whether the bot knows `power` holds #95: in the Papal hand for the Papacy, taken in a
    card grab for another power. Any other power plays it by command (`/his sack`): offering
    it only where the Papal hand lacks it would tell that power what the Papal hand holds."""
    if power == "papacy":
        return SACK_OF_ROME in state.papal_hand
    return state.places.get(SACK_OF_ROME) == f"held:{power}"


def legal_impulse(state: HisState, seat: str) -> list[a.Action]:
    power = state.active
    found: list[a.Action] = [a.Pass()]
    if known_to_hold_sack(state, power):
        found += [
            a.PlaySackOfRome(player=power, owner=owner, space=space)
            for owner, space in sack.formations(state)
        ]
    if power == "papacy":
        if PAPAL_BULL in state.papal_hand and (
            bull.reformer_targets(state) or bull.ruler_targets(state)
        ):
            found.append(a.PlayPapalBull())
        found += [a.PlayPapalCard(card=c) for c in state.papal_hand if c != PAPAL_BULL]
    return found


def _apply_impulse(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    state = ctx.state
    power = state.active
    match act:
        case a.Pass():
            turn.next_impulse(ctx, passed=True)
        case a.PlaySackOfRome():
            if act.player != power:
                raise IllegalAction("his_not_your_impulse", None, seat=act.player)
            sack.play(ctx, act.player, act.owner, act.space)
            state.resolving = True
        case a.PlayPapalBull() if power == "papacy":
            bull.play_bull(ctx)
            state.resolving = True
        case a.PlayPapalCard() if power == "papacy":
            play_from_hand(ctx, act.card, None)  # #95 too, for its CP
            turn.next_impulse(ctx, passed=False)
        case _:
            raise _wrong(act, None)


# -- Sack of Rome ------------------------------------------------------------------------


def _window_seats(state: HisState) -> list[str]:
    assert state.sack is not None
    return [s for s in state.seats if s not in state.sack.done]


def legal_window(state: HisState, seat: str) -> list[a.Action]:
    """Done, or a combat or response card of the Papal hand (with its effect, one or two
    dice for the defender). Other powers declare their cards by command: listing the cards
    they might hold would tell what the Papal hand does not."""
    found: list[a.Action] = [a.Done()]
    if state.control["papacy"] == seat:
        for card in sack.legal_battle_cards(state, "papacy"):
            found += [
                a.DeclareBattleCard(power="papacy", card=card, defender_dice=dice)
                for dice in (1, 2)
            ]
    return found


def _apply_window(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    match act:
        case a.Done():
            sack.window_done(ctx, seat)
        case a.DeclareBattleCard():
            sack.declare_card(ctx, seat, act.power, act.card, act.attacker_dice, act.defender_dice)
        case _:
            raise _wrong(act, "#95.2")


def _owner(state: HisState) -> list[str]:
    assert state.sack is not None
    return [state.control[state.sack.owner]]


def legal_odd(state: HisState, seat: str) -> list[a.Action]:
    return [a.OddCasualty(unit="mercenary"), a.OddCasualty(unit="regular")]


def _apply_odd(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.OddCasualty):
        raise _wrong(act, "#95.3")
    sack.take_odd_casualty(ctx, act.unit)


def legal_keep(state: HisState, seat: str) -> list[a.Action]:
    assert state.sack is not None
    return [a.KeepCard(card=c) for c in state.sack.drawn]


def _apply_keep(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.KeepCard):
        raise _wrong(act, "#95.6")
    sack.keep(ctx, act.card)


# -- Papal Bull --------------------------------------------------------------------------


def legal_option(state: HisState, seat: str) -> list[a.Action]:
    found: list[a.Action] = [
        a.ExcommunicateReformer(reformer=r) for r in bull.reformer_targets(state)
    ]
    return found + [a.ExcommunicateRuler(power=p) for p in bull.ruler_targets(state)]


def _apply_option(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    match act:
        case a.ExcommunicateReformer():
            bull.excommunicate_reformer(ctx, act.reformer)
        case a.ExcommunicateRuler():
            bull.excommunicate_ruler(ctx, act.power)
        case _:
            raise _wrong(act, "#5")


def legal_cranmer(state: HisState, seat: str) -> list[a.Action]:
    """Let the bull pass, or answer it with Thomas Cromwell where the seat is known to hold
    it (taken in a card grab). Any other power answers by command (`/his cromwell`):
    offering the card where the Papal hand lacks it would tell what the Papal hand holds."""
    found: list[a.Action] = [a.Done()]
    return found + [
        a.RespondCromwell(power=p)
        for p in state.powers_of(seat)
        if state.places.get(THOMAS_CROMWELL) == f"held:{p}" and bull.cromwell_playable(state, p)
    ]


def _apply_cranmer(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    match act:
        case a.Done():
            bull.cranmer_answered(ctx, seat)
        case a.RespondCromwell():
            bull.respond_cromwell(ctx, seat, act.power, act.card)
        case _:
            raise _wrong(act, "#5.A")


def legal_debate(state: HisState, seat: str) -> list[a.Action]:
    return [a.CallDebate(call=True), a.CallDebate(call=False)]


def _apply_debate(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.CallDebate):
        raise _wrong(act, "#5.A")
    bull.call_debate(ctx, act.call)


def legal_unrest(state: HisState, seat: str) -> list[a.Action]:
    assert state.bull is not None and state.bull.power is not None
    return [a.PlaceUnrest(space=s) for s in bull.unrest_candidates(state, state.bull.power)]


def _apply_unrest(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.PlaceUnrest):
        raise _wrong(act, "#5.B")
    bull.place_unrest(ctx, act.space)


def _first(legal: Callable[[HisState, str], list[a.Action]]) -> Callable[[HisState, str], a.Action]:
    return lambda state, seat: legal(state, seat)[0]


def _last(legal: Callable[[HisState, str], list[a.Action]]) -> Callable[[HisState, str], a.Action]:
    return lambda state, seat: legal(state, seat)[-1]


def _prompt(state: HisState, seat: str) -> dict[str, Any]:
    data: dict[str, Any] = {"power": state.active}
    if state.sack is not None:
        data |= {
            "owner": state.sack.owner,
            "attacker_dice": sack.attacker_dice(state),
            "defender_dice": sack.defender_dice(state),
        }
    if state.bull is not None and state.bull.power is not None:
        data |= {"target": state.bull.power, "left": state.bull.unrest_left}
    return data


@dataclass(frozen=True, slots=True)
class Opening:
    """When a kind of decision is open: its rule and the seats it asks."""

    rule: str
    seats: Callable[[HisState], list[str]]
    simultaneous: bool = False


OPENINGS: dict[str, Opening] = {}


def register(
    kind: str,
    opening: Opening,
    decision: str,
    legal: Callable[[HisState, str], list[a.Action]],
    applied: Callable[[Ctx[HisState], str, a.Action], None],
    default: Callable[[HisState, str], a.Action],
    *,
    private: bool = False,
    secret_choices: bool = False,
) -> None:
    OPENINGS[kind] = opening

    def apply_step(ctx: Ctx[HisState], seat: str, act: a.Action, rule: str) -> None:
        applied(ctx, seat, act)

    PROCEDURES.register(
        kind,
        ProcedureRules(
            decision,
            legal,
            apply_step,
            default,
            private=private,
            secret_choices=secret_choices,
            prompt=_prompt,
        ),
    )


register(
    "papal_hand",
    Opening("", _papacy),
    "his_papal_hand",
    sample_hands,
    _apply_hand,
    keep_hand,
    private=True,
)
register(
    "diplomacy",
    Opening("9", _diplomacy_seats, simultaneous=True),
    "his_diplomacy",
    legal_diplomacy,
    _apply_diplomacy,
    _first(legal_diplomacy),
)
register(
    "impulse",
    Opening("", _active),
    "his_impulse",
    legal_impulse,
    _apply_impulse,
    _first(legal_impulse),
)
# the Papacy's impulse: its choices name the cards of its hand
register(
    "papal_impulse",
    Opening("", _active),
    "his_papal_impulse",
    legal_impulse,
    _apply_impulse,
    _first(legal_impulse),
    secret_choices=True,
)
register(
    "sack_cards",
    Opening("#95.2", _window_seats, simultaneous=True),
    "his_sack_cards",
    legal_window,
    _apply_window,
    _first(legal_window),
    secret_choices=True,
)
register(
    "sack_odd",
    Opening("#95.3", _owner),
    "his_sack_odd_casualty",
    legal_odd,
    _apply_odd,
    _first(legal_odd),
)
register(
    "sack_keep",
    Opening("#95.6", _owner),
    "his_sack_keep",
    legal_keep,
    _apply_keep,
    _first(legal_keep),
    private=True,
)
register(
    "bull_option",
    Opening("#5", _papacy),
    "his_bull_option",
    legal_option,
    _apply_option,
    _last(legal_option),
)
register(
    "bull_cranmer",
    Opening("#5.A", bull.cranmer_seats, simultaneous=True),
    "his_bull_cranmer",
    legal_cranmer,
    _apply_cranmer,
    _first(legal_cranmer),
    secret_choices=True,
)
register(
    "bull_debate",
    Opening("#5.A", _papacy),
    "his_bull_debate",
    legal_debate,
    _apply_debate,
    _first(legal_debate),
)
register(
    "bull_unrest",
    Opening("#5.B", _papacy),
    "his_bull_unrest",
    legal_unrest,
    _apply_unrest,
    _first(legal_unrest),
)

_SACK_STEPS = {"cards": "sack_cards", "odd_casualty": "sack_odd", "keep": "sack_keep"}
_BULL_STEPS = {
    "option": "bull_option",
    "cranmer": "bull_cranmer",
    "debate": "bull_debate",
    "unrest": "bull_unrest",
}


def called_for(state: HisState) -> str | None:
    """The kind of decision the state calls for, None when the game is over."""
    if state.outcome is not None or state.phase == "ended":
        return None
    if state.sack is not None:
        return _SACK_STEPS[state.sack.step]
    if state.bull is not None:
        return _BULL_STEPS[state.bull.step]
    if state.phase == "action":
        return "papal_impulse" if state.active == "papacy" else "impulse"
    return "papal_hand" if state.phase == "hand" else state.phase


def open_called_for(state: HisState) -> None:
    """The stack holds the one decision the state calls for, with the seats still to act."""
    state.procedures.clear()
    kind = called_for(state)
    if kind is not None:
        opening = OPENINGS[kind]
        seats = opening.seats(state)
        push(state, kind, opening.rule, seats, simultaneous=opening.simultaneous)


def advance(ctx: Ctx[HisState]) -> None:
    """After an action: a card played at an impulse and now resolved passes the impulse
    on; then the decision the state calls for is opened."""
    state = ctx.state
    if state.resolving and state.sack is None and state.bull is None:
        state.resolving = False
        turn.next_impulse(ctx, passed=False)
    open_called_for(state)


def _context(state: HisState) -> Mapping[str, Any]:
    return {"turn": state.turn, "phase": state.phase}


DISPATCH: Dispatch[HisState, a.Action] = Dispatch(
    PROCEDURES,
    advance=advance,
    encode=a.action_json,
    context=_context,
    game_over_rule="",
    turn_rule="",
)
pending = DISPATCH.pending
legal_actions = DISPATCH.legal_actions


def apply(state: HisState, seat: str, action: a.Action) -> Step[HisState]:
    """A new state and its events; `state` itself is never changed."""
    _check(state, seat, action)
    return apply_owned(clone(state), seat, action)


def apply_owned(state: HisState, seat: str, action: a.Action) -> Step[HisState]:
    """`apply` on a state the caller gives up (changed in place; a refused action may
    leave it half changed, so only a replay of legal actions uses this)."""
    _check(state, seat, action)
    if not _board_entry(state, seat, action):
        return DISPATCH.apply_owned(state, seat, action)
    if state.sack is not None or state.bull is not None:
        raise IllegalAction("his_card_being_resolved", state.procedures[-1].rule)
    ctx = Ctx(state)
    apply_board(ctx, seat, action)
    open_called_for(state)
    return ctx.step()


def _board_entry(state: HisState, seat: str, action: a.Action) -> bool:
    """A board update (the Papal hand entered as its decision is not one)."""
    deciding = state.procedures[-1].kind == "papal_hand" and _acting(state, seat)
    return isinstance(action, a.BOARD) and not (deciding and isinstance(action, a.EnterPapalHand))


def _acting(state: HisState, seat: str) -> bool:
    return bool(state.procedures) and seat in state.procedures[-1].acting


def _check(state: HisState, seat: str, action: a.Action) -> None:
    if state.outcome is not None or not state.procedures:
        raise IllegalAction("his_game_over", None)
    if seat not in state.seats:
        raise IllegalAction("his_not_seated", None)
    if not isinstance(action, a.BOARD) and not _acting(state, seat):
        proc = state.procedures[-1]
        raise IllegalAction("his_not_your_turn", proc.rule, waiting=", ".join(proc.acting))


def outcome(state: HisState) -> Outcome | None:
    return state.outcome
