"""Persuasion [1.07.4]: a senator of the initiative's faction in Rome tries to win over an
unaligned senator in the Forum or another faction's senator in Rome.

The attempt is bid on in rounds: the other factions may counter-bribe from their Faction
Treasuries, clockwise, then the persuader adds a bribe (and the round repeats) or rolls.
Every talent offered goes straight to the target's treasury; the base number counts only
the talents he held before the attempt.
"""

from __future__ import annotations

from typing import Any

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules import ledger
from bot.games.ror.rules.actions import (
    Action,
    Bribe,
    CounterBribe,
    Pass,
    Persuade,
    RollPersuasion,
)
from bot.games.ror.rules.cards import statesman_opposes
from bot.games.ror.rules.forum.auction import default_pass
from bot.games.ror.rules.modifiers import evil_omens
from bot.games.ror.rules.popularity import change_popularity, popularity_change
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import clockwise_from, faction_senators
from bot.games.ror.rules.state import Persuasion, RorState, Senator

GRACCHI = ("st:25A", "st:25B")
GRACCHI_LOYALTY = 6  # a Gracchus's loyalty unless his brother persuades him
ALIGNED_PENALTY = 7  # the base number falls by 7 against an aligned target
UNOPPOSED_CARDS = ("seduction", "blackmail")
# the amounts offered as buttons; any other amount may be typed
AMOUNTS = (1, 2, 3, 5, 10)
OFFERED_BASE = 7  # the opening bribe offered brings the base number up to this


def amounts_up_to(most: int) -> list[int]:
    """The offered amounts a treasury of `most` talents can pay, and `most` itself."""
    return sorted({a for a in AMOUNTS if a <= most} | ({most} if most > 0 else set()))


# ---------------------------------------------------------------- who may persuade whom


def persuaders(state: RorState, seat: str) -> list[Senator]:
    return [s for s in faction_senators(state, seat) if s.in_rome]


def is_target(state: RorState, seat: str, card: str) -> bool:
    """An unaligned senator in the Forum (not a governor abroad), or another faction's
    senator in Rome who is not its Faction Leader [1.07.4]."""
    target = state.senators.get(card)
    if target is None or target.faction == seat or not target.in_rome:
        return False
    if target.faction is None:
        return True
    return state.factions[target.faction].leader != card


def targets(state: RorState, seat: str) -> list[str]:
    return sorted(c for c in state.senators if is_target(state, seat, c))


def unopposed_cards(state: RorState, seat: str) -> list[str]:
    """Seduction and Blackmail cards in the faction's hand (one of each kind offered)."""
    found: dict[str, str] = {}
    for card in state.factions[seat].hand:
        kind = card.removeprefix("int:").split("#")[0]
        if card.startswith("int:") and kind in UNOPPOSED_CARDS:
            found.setdefault(kind, card)
    return sorted(found.values())


def openings(state: RorState, seat: str) -> list[Action]:
    """Attempts by the faction's most persuasive senator in Rome on each target he could
    win over: unbribed, and with the bribe that brings the base number to 7 (or all he
    has); the same with each intrigue card held. Any other persuader, target or bribe may
    be typed."""
    mine = persuaders(state, seat)
    if not mine:
        return []
    best = max(mine, key=lambda s: (s.oratory + s.influence, s.talents))
    lowest = 2 + evil_omens(state)  # the lowest modified roll
    actions: list[Action] = []
    for target in targets(state, seat):
        base = opening_base(state, seat, best, state.senators[target])
        bribe = min(max(0, OFFERED_BASE - base), best.talents)
        bribes = [b for b in sorted({0, bribe}) if base + b >= lowest]
        actions += [
            Persuade(persuader=best.card, target=target, bribe=b, card=card)
            for card in [None, *unopposed_cards(state, seat)]
            for b in bribes
        ]
    return actions


# ---------------------------------------------------------------- the base number


def loyalty_against(state: RorState, target: Senator, seat: str) -> int:
    """The target's loyalty against `seat`'s persuader [1.07.4]: a Gracchus whose brother is
    also in play has 0 against his brother's faction and 6 otherwise; a statesman whose
    own faction holds a statesman he opposes has 0."""
    if target.card in GRACCHI:
        brother = state.senators.get(GRACCHI[1 - GRACCHI.index(target.card)])
        if brother is not None:
            return 0 if brother.faction == seat else GRACCHI_LOYALTY
    if target.faction is not None and target.card.startswith("st:"):
        for other in statesman_opposes(target.card, state.options):
            rival = state.senators.get(other)
            if rival is not None and rival.faction == target.faction:
                return 0
    return target.loyalty


def _base(state: RorState, seat: str, persuader: Senator, target: Senator, held: int) -> int:
    aligned = ALIGNED_PENALTY if target.faction is not None else 0
    loyalty = loyalty_against(state, target, seat)
    return persuader.oratory + persuader.influence - loyalty - held - aligned


def opening_base(state: RorState, seat: str, persuader: Senator, target: Senator) -> int:
    """The base number before any bribe [1.07.4]."""
    return _base(state, seat, persuader, target, target.talents)


def base_number(state: RorState, attempt: Persuasion) -> int:
    """ORA + INF of the persuader − the target's loyalty − the talents he held before the
    attempt − 7 if aligned + bribes − counter-bribes [1.07.4]."""
    persuader = state.senators[attempt.persuader]
    target = state.senators[attempt.target]
    held = target.talents - attempt.bribes - attempt.counter_bribes
    base = _base(state, attempt.faction, persuader, target, held)
    return base + attempt.bribes - attempt.counter_bribes


def highest_success(state: RorState) -> int:
    """The highest unmodified roll that can succeed: 9, or 8 once Era Ends is out."""
    return 8 if state.era_ends else 9


def prompt_data(state: RorState, seat: str) -> dict[str, object]:
    attempt = state.persuasion
    if attempt is None:
        return {}
    return {
        "persuader_id": attempt.persuader,
        "target_id": attempt.target,
        "faction": attempt.faction,
        "base": base_number(state, attempt),
        "bribes": attempt.bribes,
        "counter_bribes": attempt.counter_bribes,
    }


# ---------------------------------------------------------------- opening the attempt


def start(ctx: Ctx[RorState], seat: str, action: Persuade) -> None:
    """Check and open an attempt (the initiative's step is already past persuasion)."""
    state = ctx.state
    persuader = state.senators.get(action.persuader)
    if persuader is None or persuader.faction != seat or not persuader.in_rome:
        raise IllegalAction("persuader_not_in_rome", "1.07.4")
    if not is_target(state, seat, action.target):
        raise IllegalAction("not_a_persuasion_target", "1.07.4")
    if not 0 <= action.bribe <= persuader.talents:
        raise IllegalAction("bribe_too_large", "1.07.4", most=persuader.talents)
    if action.card is not None and action.card not in unopposed_cards(state, seat):
        raise IllegalAction("card_not_in_hand", "1.11.1", card=action.card)
    attempt = Persuasion(
        faction=seat, persuader=action.persuader, target=action.target, card=action.card
    )
    state.persuasion = attempt
    target = state.senators[action.target]
    ctx.emit(
        "persuasion_attempt",
        "1.07.4",
        faction=seat,
        persuader=action.persuader,
        persuader_name_id=action.persuader,
        target=action.target,
        target_name_id=action.target,
        target_faction=target.faction or "forum",
        loyalty=loyalty_against(state, target, seat),
    )
    if action.card is not None:
        state.factions[seat].hand.remove(action.card)
        state.discard.append(action.card)
        ctx.emit("persuasion_card", "1.07.4", faction=seat, card=action.card, name_id=action.card)
    push(state, "persuasion_roll", "1.07.4", [seat])
    _bribe(ctx, action.bribe)
    if action.card is None:
        _open_counter_bribes(ctx)


def _bribe(ctx: Ctx[RorState], amount: int) -> None:
    attempt = ctx.state.persuasion
    assert attempt is not None
    if amount <= 0:
        return
    ledger.move(
        ctx,
        ledger.senator(attempt.persuader),
        ledger.senator(attempt.target),
        amount,
        "1.07.4",
        "bribe",
    )
    attempt.bribes += amount
    ctx.emit(
        "persuasion_bribe",
        "1.07.4",
        persuader=attempt.persuader,
        persuader_name_id=attempt.persuader,
        target_name_id=attempt.target,
        amount=amount,
        base=base_number(ctx.state, attempt),
    )


def _open_counter_bribes(ctx: Ctx[RorState]) -> None:
    """1.07.4: clockwise, each other faction may counter-bribe."""
    attempt = ctx.state.persuasion
    assert attempt is not None
    attempt.countered = False
    others = clockwise_from(ctx.state, attempt.faction)[1:]
    push(ctx.state, "counter_bribes", "1.07.4", others)


# ---------------------------------------------------------------- counter-bribes


def legal_counter_bribes(state: RorState, seat: str) -> list[Action]:
    amounts = amounts_up_to(state.factions[seat].treasury)
    return [*(CounterBribe(amount=a) for a in amounts), Pass()]


def apply_counter_bribe(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    attempt = state.persuasion
    assert attempt is not None
    if isinstance(action, Pass):
        ctx.emit("counter_bribe_pass", rule, faction=seat)
        finish_turn_of_seat(state, seat)
        return
    if not isinstance(action, CounterBribe):
        raise IllegalAction("wrong_phase", rule)
    if not 1 <= action.amount <= state.factions[seat].treasury:
        raise IllegalAction("counter_bribe_unaffordable", "1.07.4")
    ledger.move(
        ctx,
        ledger.faction(seat),
        ledger.senator(attempt.target),
        action.amount,
        "1.07.4",
        "counter-bribe",
    )
    attempt.counter_bribes += action.amount
    attempt.countered = True
    ctx.emit(
        "counter_bribe",
        "1.07.4",
        faction=seat,
        amount=action.amount,
        target_name_id=attempt.target,
        base=base_number(state, attempt),
    )
    finish_turn_of_seat(state, seat)


# ---------------------------------------------------------------- the persuader's turn


def legal_persuader_moves(state: RorState, seat: str) -> list[Action]:
    attempt = state.persuasion
    assert attempt is not None
    if not attempt.countered:
        return [RollPersuasion()]  # a raise may still be typed
    amounts = amounts_up_to(state.senators[attempt.persuader].talents)
    return [RollPersuasion(), *(Bribe(amount=a) for a in amounts)]


def apply_persuader_move(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    attempt = state.persuasion
    assert attempt is not None
    if isinstance(action, Bribe):
        if not 1 <= action.amount <= state.senators[attempt.persuader].talents:
            raise IllegalAction(
                "bribe_too_large", "1.07.4", most=state.senators[attempt.persuader].talents
            )
        _bribe(ctx, action.amount)
        if attempt.card is None:
            _open_counter_bribes(ctx)  # 1.07.4: a raise opens another round
        return
    if not isinstance(action, RollPersuasion):
        raise IllegalAction("wrong_phase", rule)
    finish_turn_of_seat(state, seat)
    resolve(ctx, attempt)
    state.persuasion = None


def resolve(ctx: Ctx[RorState], attempt: Persuasion) -> None:
    """1.07.4: 2d6 + Evil Omens ≤ base number, and the dice themselves at most 9 (8 after
    Era Ends). The target keeps every talent offered."""
    state = ctx.state
    base = base_number(state, attempt)
    dice = ctx.dice(2, purpose="persuasion", rule="1.07.4", seat=attempt.faction)
    roll = sum(dice)
    modified = roll + evil_omens(state)
    success = modified <= base and roll <= highest_success(state)
    target = state.senators[attempt.target]
    data: dict[str, Any] = dict(
        faction=attempt.faction,
        persuader=attempt.persuader,
        persuader_name_id=attempt.persuader,
        target=attempt.target,
        target_name_id=attempt.target,
        roll=roll,
        modified=modified,
        base=base,
        limit=highest_success(state),
    )
    if success:
        target.faction = attempt.faction
        ctx.emit("persuasion_succeeded", "1.07.4", **data)
        return
    ctx.emit("persuasion_failed", "1.07.4", **data)
    if attempt.card is not None and attempt.card.startswith("int:blackmail"):
        _blackmail_failed(ctx, target)


def _blackmail_failed(ctx: Ctx[RorState], target: Senator) -> None:
    """Blackmail: a failed attempt costs the target 2d6 Influence and 2d6 Popularity."""
    influence = sum(ctx.dice(2, purpose="blackmail_influence", rule="1.07.4"))
    popularity = sum(ctx.dice(2, purpose="blackmail_popularity", rule="1.07.4"))
    target.influence = max(0, target.influence - influence)
    change_popularity(target, -popularity)  # Pompey's doubled
    popularity = popularity_change(target.card, popularity)
    ctx.emit(
        "blackmail_backfires",
        "1.07.4",
        senator=target.card,
        name_id=target.card,
        influence=influence,
        popularity=popularity,
    )


def default_roll(state: RorState, seat: str) -> Action:
    return RollPersuasion()


PROCEDURES.register(
    "counter_bribes",
    ProcedureRules(
        "counter_bribe",
        legal_counter_bribes,
        apply_counter_bribe,
        default_pass,
        private=True,
        prompt=prompt_data,
    ),
)


PROCEDURES.register(
    "persuasion_roll",
    ProcedureRules(
        "persuasion_roll",
        legal_persuader_moves,
        apply_persuader_move,
        default_roll,
        prompt=prompt_data,
    ),
)
