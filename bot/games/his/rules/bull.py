"""Papal Bull (#5), a Papal home card: option A excommunicates a reformer on the map,
option B a ruler against whom grounds exist (PAPAL.md §3, the seed's first two paragraphs)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.his.rules.data import PAPAL_BULL, REFORMERS, RULER_TARGETS, home_spaces
from bot.games.his.rules.data import reformer_starts as starts
from bot.games.his.rules.excommunication import may_excommunicate, place_marker
from bot.games.his.rules.hand import play_from_hand
from bot.games.his.rules.state import BullProcedure, HisState

RULE = "#5"
RULE_A = "#5.A"  # excommunicating a reformer
RULE_B = "#5.B"  # excommunicating a ruler
UNREST_SPACES = 2


def reformer_ref(reformer: str) -> str:
    return f"his:reformer:{reformer}"


def zone_ref(zone: str) -> str:
    """A language zone's id in events (`card.his:zone:<zone>` names it)."""
    return f"his:zone:{zone}"


def space_ref(space: str) -> str:
    return f"his:space:{space}"


def reformer_targets(state: HisState) -> list[str]:
    """Option A: a reformer on the map, not excommunicated now (nor ever, with the option
    `once_per_game`, PAPAL.md §6.2)."""
    return [
        r
        for r in REFORMERS
        if (info := state.reformers.get(r)) is not None
        and info.space is not None
        and info.excommunicated_turn is None
        and not (state.options.once_per_game and r in state.ever_excommunicated)
    ]


def ruler_targets(state: HisState) -> list[str]:
    """Option B: offered only against a power with grounds (PAPAL.md §3.0)."""
    return [p for p in RULER_TARGETS if may_excommunicate(state, p)]


def play_bull(ctx: Ctx[HisState]) -> None:
    """The Papacy plays #5 as its event at its impulse."""
    state = ctx.state
    if not reformer_targets(state) and not ruler_targets(state):
        raise IllegalAction("his_bull_no_target", RULE)
    play_from_hand(ctx, PAPAL_BULL, RULE)
    state.bull = BullProcedure(step="option")


# -- option A --------------------------------------------------------------------------


def excommunicate_reformer(ctx: Ctx[HisState], reformer: str) -> None:
    """The reformer and his debater leave play until the end of the turn; the debater is
    committed (the seed, option A)."""
    state = ctx.state
    if reformer not in reformer_targets(state):
        raise IllegalAction("his_not_a_reformer_target", RULE_A, reformer=reformer)
    info = state.reformers[reformer]
    info.home_space, info.space = info.space, None
    info.committed = True
    info.excommunicated_turn = state.turn
    if reformer not in state.ever_excommunicated:
        state.ever_excommunicated.append(reformer)
    zone = starts()[reformer][1]
    ctx.emit(
        "his_reformer_excommunicated",
        RULE_A,
        reformer_id=reformer_ref(reformer),
        zone_id=zone_ref(zone),
    )
    assert state.bull is not None
    state.bull.step, state.bull.reformer = "debate", reformer


def call_debate(ctx: Ctx[HisState], call: bool) -> None:
    """Once he is off the map the Papacy may call a debate in his language zone."""
    state = ctx.state
    assert state.bull is not None and state.bull.reformer is not None
    zone = starts()[state.bull.reformer][1]
    ctx.emit("his_debate_called" if call else "his_debate_declined", RULE_A, zone_id=zone_ref(zone))
    done(ctx)


# -- option B --------------------------------------------------------------------------


def unrest_candidates(state: HisState, power: str) -> list[str]:
    """Home spaces of the power, unoccupied, not in unrest, and Catholic (the seed; the
    option `unrest_catholic_only` off: of any religion, as SAITO)."""
    return [
        s
        for s in home_spaces(power)
        if not state.occupied(s)
        and s not in state.unrest
        and (not state.options.unrest_catholic_only or state.religion_of(s) == "catholic")
    ]


def excommunicate_ruler(ctx: Ctx[HisState], power: str) -> None:
    """The −1 card marker goes on the power; the Papacy then picks its unrest spaces."""
    state = ctx.state
    if power not in ruler_targets(state):
        raise IllegalAction("his_no_grounds", RULE_B, seat=power)
    place_marker(ctx, power, RULE_B)
    left = min(UNREST_SPACES, len(unrest_candidates(state, power)))
    assert state.bull is not None
    state.bull.power = power
    if left == 0:
        ctx.emit("his_no_unrest_space", RULE_B, power=power)
        done(ctx)
        return
    state.bull.step, state.bull.unrest_left = "unrest", left


def place_unrest(ctx: Ctx[HisState], space: str) -> None:
    state = ctx.state
    bull = state.bull
    assert bull is not None and bull.power is not None
    if space not in unrest_candidates(state, bull.power):
        raise IllegalAction("his_not_an_unrest_space", RULE_B, space=space)
    state.unrest.append(space)
    ctx.emit("his_unrest_placed", RULE_B, power=bull.power, space_id=space_ref(space))
    bull.unrest_left -= 1
    if bull.unrest_left == 0 or not unrest_candidates(state, bull.power):
        done(ctx)


def done(ctx: Ctx[HisState]) -> None:
    """The bull is resolved."""
    ctx.emit("his_bull_done", RULE)
    ctx.state.bull = None
