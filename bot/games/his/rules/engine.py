"""The engine contract for the papal procedures: pending, legal_actions, apply, outcome.

The open procedure is data on the state (`phase`, `sack`, `bull` with their steps); each
step has one entry in `STEPS`: the decision it asks for and the seats asked, its legal
actions, how an action is applied and its default. Board updates are accepted from the seat
playing the power concerned whenever no card is being resolved."""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from bot.engine.clone import clone
from bot.engine.decisions import Decision
from bot.engine.engine import Ctx, Outcome, Step
from bot.engine.errors import IllegalAction
from bot.games.his.rules import actions as a
from bot.games.his.rules import bull, sack, turn
from bot.games.his.rules.board import apply_board
from bot.games.his.rules.data import PAPAL_BULL, SACK_OF_ROME, cards
from bot.games.his.rules.hand import PAPAL_HOME, check_hand_card, play_from_hand
from bot.games.his.rules.state import HisState


@dataclass(frozen=True, slots=True)
class StepRules:
    decision: str  # the Decision kind (`decision.<kind>` in the catalogue)
    rule: str
    seats: Callable[[HisState], list[str]]
    legal: Callable[[HisState, str], list[a.Action]]
    apply: Callable[[Ctx[HisState], str, a.Action], None]
    default: Callable[[HisState, str], a.Action]
    simultaneous: bool = False
    private: bool = False  # prompted by DM rather than in the channel
    secret_choices: bool = False  # its choices may name a card of the Papal hand


def _wrong(act: a.Action, rule: str) -> IllegalAction:
    return IllegalAction("his_not_now", rule, action=act.kind)


# -- the Papacy enters its hand -----------------------------------------------------------


def _papacy(state: HisState) -> list[str]:
    return [state.control["papacy"]]


def sample_hands(state: HisState, seat: str = "") -> list[a.Action]:
    """A few hands the Papacy might hold (its player enters any hand by command): drawn
    from the cards it may hold by a hash of the turn, so that offering them changes nothing."""
    pool = []
    for number in cards():
        if number in PAPAL_HOME:
            continue
        try:
            check_hand_card(state, number, "hand")
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
            check_hand_card(state, number, "hand")
        except IllegalAction:
            continue
        kept.append(number)
    return a.EnterPapalHand(cards=kept)


def _apply_hand(ctx: Ctx[HisState], seat: str, act: a.Action) -> None:
    if not isinstance(act, a.EnterPapalHand):
        raise _wrong(act, "hand")
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
        case a.SetWar() | a.SetAlliance():
            apply_board(ctx, seat, act)
        case _:
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
                raise IllegalAction("his_not_your_impulse", "action", seat=act.player)
            sack.play(ctx, act.player, act.owner, act.space)
        case a.PlayPapalBull() if power == "papacy":
            bull.play_bull(ctx)
        case a.PlayPapalCard() if power == "papacy":
            play_from_hand(ctx, act.card, "action")  # #95 too, for its CP
            turn.next_impulse(ctx, passed=False)
        case _:
            raise _wrong(act, "action")


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


STEPS: dict[str, StepRules] = {
    "hand": StepRules(
        "his_papal_hand",
        "hand",
        _papacy,
        sample_hands,
        _apply_hand,
        keep_hand,
        private=True,
    ),
    "diplomacy": StepRules(
        "his_diplomacy",
        "9",
        _diplomacy_seats,
        legal_diplomacy,
        _apply_diplomacy,
        _first(legal_diplomacy),
        simultaneous=True,
    ),
    "impulse": StepRules(
        "his_impulse", "action", _active, legal_impulse, _apply_impulse, _first(legal_impulse)
    ),
    "papal_impulse": StepRules(
        "his_papal_impulse",
        "action",
        _active,
        legal_impulse,
        _apply_impulse,
        _first(legal_impulse),
        secret_choices=True,
    ),
    "sack_cards": StepRules(
        "his_sack_cards",
        "#95.2",
        _window_seats,
        legal_window,
        _apply_window,
        _first(legal_window),
        simultaneous=True,
        secret_choices=True,
    ),
    "sack_odd": StepRules(
        "his_sack_odd_casualty", "#95.3", _owner, legal_odd, _apply_odd, _first(legal_odd)
    ),
    "sack_keep": StepRules(
        "his_sack_keep",
        "#95.6",
        _owner,
        legal_keep,
        _apply_keep,
        _first(legal_keep),
        private=True,
    ),
    "bull_option": StepRules(
        "his_bull_option", "#5", _papacy, legal_option, _apply_option, _last(legal_option)
    ),
    "bull_debate": StepRules(
        "his_bull_debate", "#5.A", _papacy, legal_debate, _apply_debate, _first(legal_debate)
    ),
    "bull_unrest": StepRules(
        "his_bull_unrest", "#5.B", _papacy, legal_unrest, _apply_unrest, _first(legal_unrest)
    ),
}

_SACK_STEPS = {"cards": "sack_cards", "odd_casualty": "sack_odd", "keep": "sack_keep"}
_BULL_STEPS = {"option": "bull_option", "debate": "bull_debate", "unrest": "bull_unrest"}


def current(state: HisState) -> str | None:
    """The step the game waits at (a key of `STEPS`), None when it is over."""
    if state.outcome is not None or state.phase == "ended":
        return None
    if state.sack is not None:
        return _SACK_STEPS[state.sack.step]
    if state.bull is not None:
        return _BULL_STEPS[state.bull.step]
    if state.phase == "action":
        return "papal_impulse" if state.active == "papacy" else "impulse"
    return state.phase


def pending(state: HisState) -> list[Decision]:
    key = current(state)
    if key is None:
        return []
    rules = STEPS[key]
    seats = rules.seats(state)
    if not rules.simultaneous:
        seats = seats[:1]
    return [
        Decision(
            seat=seat,
            kind=rules.decision,
            rule=rules.rule,
            simultaneous=rules.simultaneous,
            private=rules.private,
            secret_choices=rules.secret_choices,
            default=a.action_json(rules.default(state, seat)),
            data=_prompt(state),
        )
        for seat in seats
    ]


def _prompt(state: HisState) -> dict[str, Any]:
    data: dict[str, Any] = {"turn": state.turn, "phase": state.phase, "power": state.active}
    if state.sack is not None:
        data |= {
            "owner": state.sack.owner,
            "attacker_dice": sack.attacker_dice(state),
            "defender_dice": sack.defender_dice(state),
        }
    if state.bull is not None and state.bull.power is not None:
        data |= {"target": state.bull.power, "left": state.bull.unrest_left}
    return data


def _acting(state: HisState, seat: str) -> bool:
    key = current(state)
    if key is None:
        return False
    rules = STEPS[key]
    seats = rules.seats(state)
    return seat in (seats if rules.simultaneous else seats[:1])


def legal_actions(state: HisState, seat: str) -> list[a.Action]:
    key = current(state)
    if key is None or not _acting(state, seat):
        return []
    return STEPS[key].legal(state, seat)


def apply(state: HisState, seat: str, action: a.Action) -> Step[HisState]:
    """A new state and its events; `state` itself is never changed."""
    _check(state, seat, action)
    return apply_owned(clone(state), seat, action)


def apply_owned(state: HisState, seat: str, action: a.Action) -> Step[HisState]:
    """`apply` on a state the caller gives up (changed in place; a refused action may
    leave it half changed, so only a replay of legal actions uses this)."""
    _check(state, seat, action)
    ctx = Ctx(state)
    key = current(state)
    assert key is not None
    resolving = state.sack is not None or state.bull is not None
    entering = key == "hand" and isinstance(action, a.EnterPapalHand) and _acting(state, seat)
    if isinstance(action, a.BOARD) and not entering:
        if resolving:
            raise IllegalAction("his_card_being_resolved", STEPS[key].rule)
        apply_board(ctx, seat, action)
        return ctx.step()
    STEPS[key].apply(ctx, seat, action)
    opened = isinstance(action, a.PlaySackOfRome | a.PlayPapalBull)
    if (resolving or opened) and state.sack is None and state.bull is None:
        turn.next_impulse(ctx, passed=False)  # the card is resolved: the next impulse
    return ctx.step()


def _check(state: HisState, seat: str, action: a.Action) -> None:
    if state.outcome is not None or current(state) is None:
        raise IllegalAction("his_game_over", "turn")
    if seat not in state.seats:
        raise IllegalAction("his_not_seated", "turn")
    if not isinstance(action, a.BOARD) and not _acting(state, seat):
        key = current(state)
        assert key is not None
        waiting = ", ".join(STEPS[key].seats(state))
        raise IllegalAction("his_not_your_turn", STEPS[key].rule, waiting=waiting)


def outcome(state: HisState) -> Outcome | None:
    return state.outcome
