"""Papal Bull (#5), a Papal home card: option A excommunicates a reformer on the map,
option B a ruler against whom grounds exist (PAPAL.md §3, the seed's first two paragraphs)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.his.rules.data import (
    PAPAL_BULL,
    REFORMERS,
    RULER_TARGETS,
    THOMAS_CROMWELL,
    cards,
    home_spaces,
    spaces,
)
from bot.games.his.rules.data import reformer_starts as starts
from bot.games.his.rules.excommunication import may_excommunicate, place_marker
from bot.games.his.rules.hand import card_ref, play_from_hand
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


def space_param(space: str) -> dict[str, str]:
    """A space in a refusal's params: its id (`space_id`, read as its name in the reader's
    language) when the map has it, the text typed as it is (`space`) when not."""
    return {"space_id": space_ref(space)} if space in spaces() else {"space": space}


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
    committed (the seed, option A). Aimed at Cranmer, the bull first opens a window for a
    response card (PAPAL.md §3.1 point 6)."""
    state = ctx.state
    if reformer not in reformer_targets(state):
        raise IllegalAction("his_not_a_reformer_target", RULE_A, reformer=reformer)
    assert state.bull is not None
    if reformer == "cranmer" and cranmer_window(state):
        state.bull.step, state.bull.reformer = "cranmer", reformer
        ctx.emit("his_cranmer_window", RULE_A, reformer_id=reformer_ref(reformer))
        return
    _off_the_map(ctx, reformer)


def cranmer_window(state: HisState) -> bool:
    """Whether a power may hold Thomas Cromwell (#115), the response card that may answer a
    bull aimed at Cranmer: in the deck from its turn on (a public fact), and not known by
    every seat to be out of reach (played this turn or out of the game). The Papal hand
    holding it opens the window too: only the Papacy may know it cannot be answered."""
    enters = cards()[THOMAS_CROMWELL].turn_enters
    if isinstance(enters, int) and state.turn < enters:
        return False
    return state.places.get(THOMAS_CROMWELL) not in ("discard", "removed")


def cranmer_seats(state: HisState) -> list[str]:
    """The window asks every seat playing a power other than the Papacy, until it answers."""
    assert state.bull is not None
    return [
        s
        for s in state.seats
        if s not in state.bull.answered and any(p != "papacy" for p in state.powers_of(s))
    ]


def cromwell_playable(state: HisState, power: str) -> bool:
    """Whether `power` may hold #115 as far as the bot knows: not in the Papal hand, not
    discarded, out of the game or held by another power."""
    place = state.places.get(THOMAS_CROMWELL)
    return (
        power != "papacy"
        and THOMAS_CROMWELL not in state.papal_hand
        and place in (None, f"held:{power}")
    )


def cranmer_answered(ctx: Ctx[HisState], seat: str) -> None:
    """A seat lets the bull pass; when every seat has, Cranmer is excommunicated."""
    state = ctx.state
    assert state.bull is not None and state.bull.reformer is not None
    if seat not in state.bull.answered:
        state.bull.answered.append(seat)
    if not cranmer_seats(state):
        _off_the_map(ctx, state.bull.reformer)


def respond_cromwell(ctx: Ctx[HisState], seat: str, power: str, card: int) -> None:
    """Thomas Cromwell answers the bull: Cranmer is not excommunicated, the bull is spent
    (RULES_CHOICES.md, Papal Bull: Cranmer's response window)."""
    state = ctx.state
    rule = RULE_A
    if state.control.get(power) != seat or power == "papacy":
        raise IllegalAction("his_not_your_power", rule, seat=power)
    if card != THOMAS_CROMWELL or not cromwell_playable(state, power):
        raise IllegalAction("his_card_unavailable", rule, card=card)
    state.places[THOMAS_CROMWELL] = "discard"
    assert state.bull is not None
    ctx.emit(
        "his_cranmer_saved",
        rule,
        power=power,
        card_id=card_ref(THOMAS_CROMWELL),
        reformer_id=reformer_ref(state.bull.reformer or "cranmer"),
    )
    done(ctx)


def _off_the_map(ctx: Ctx[HisState], reformer: str) -> None:
    state = ctx.state
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
        raise IllegalAction("his_not_an_unrest_space", RULE_B, **space_param(space))
    state.unrest.append(space)
    ctx.emit("his_unrest_placed", RULE_B, power=bull.power, space_id=space_ref(space))
    bull.unrest_left -= 1
    if bull.unrest_left == 0 or not unrest_candidates(state, bull.power):
        done(ctx)


def done(ctx: Ctx[HisState]) -> None:
    """The bull is resolved."""
    ctx.emit("his_bull_done", RULE)
    ctx.state.bull = None
