"""Refuge [1.07.21, events.json]: the next enemy Leader a Victory would remove (to the Curia
or out of the game) is instead given refuge, held aside (`RorState.refugee`), by the next
war drawn: he aids it (adds his strength, activates it if Inactive) and is discarded when
it is defeated. The event stays in play until used.

Rise from Refuge (the dark side): the refugee activates and aids every war in play at that
moment (not later ones), and is discarded with the last of them.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.cards import LEADER_DATA
from bot.games.ror.rules.events_table import side_key
from bot.games.ror.rules.modifiers import event_level
from bot.games.ror.rules.state import RorState

RULE = "1.07.21"
EVENT = "refuge"


def take_refuge(ctx: Ctx[RorState], leader: str) -> bool:
    """A Victory would remove `leader`: with Refuge in play and nobody in refuge yet, he
    takes refuge instead (True)."""
    state = ctx.state
    if not event_level(state, EVENT) or state.refugee is not None:
        return False
    state.refugee = leader
    state.refuge_wars = []
    ctx.emit("leader_takes_refuge", RULE, leader=leader, name_id=leader)
    if event_level(state, EVENT) >= 2:
        rise_from_refuge(ctx)
    return True


def refuge_placed(ctx: Ctx[RorState], level: int) -> None:
    """The event comes into play (narrated as the other lasting events); the dark side
    raises a waiting refugee at once."""
    state = ctx.state
    ctx.emit("lasting_refuge", RULE, event=EVENT, name=side_key(EVENT, level), level=level)
    if level >= 2 and state.refugee is not None and not state.refuge_wars:
        rise_from_refuge(ctx)


def rise_from_refuge(ctx: Ctx[RorState]) -> None:
    """He aids every war in play (an Inactive one becomes Active); none: he waits."""
    state = ctx.state
    if state.refugee is None or not state.wars:
        return
    for war in state.wars:
        if war.status == "inactive":
            war.status = "active"
    state.refuge_wars = [w.card for w in state.wars]
    state.active_events.pop(EVENT, None)
    ctx.emit(
        "refugee_rises",
        RULE,
        leader=state.refugee,
        name_id=state.refugee,
        wars_ids=list(state.refuge_wars),
    )


def refugee_joins(ctx: Ctx[RorState], card: str) -> None:
    """The next war drawn gives the waiting refugee refuge: he aids it."""
    state = ctx.state
    if state.refugee is None or state.refuge_wars:
        return
    state.refuge_wars = [card]
    state.active_events.pop(EVENT, None)
    war = next(w for w in state.wars if w.card == card)
    if war.status == "inactive":
        war.status = "active"
    ctx.emit(
        "refugee_joins_war",
        RULE,
        leader=state.refugee,
        name_id=state.refugee,
        war=card,
        war_name_id=card,
    )


def aiding(state: RorState, war: str) -> list[str]:
    """The refugee, when he aids the war: he brings it his strength [1.10.2] and his
    Disaster and Standoff numbers [1.10.3], as any leader with it."""
    if state.refugee is None or war not in state.refuge_wars:
        return []
    return [state.refugee]


def refuge_strength(state: RorState, war: str) -> int:
    """The refugee's strength, added to each war he aids [1.10.2]."""
    return sum(LEADER_DATA[leader].strength for leader in aiding(state, war))


def refuge_ends(ctx: Ctx[RorState]) -> None:
    """A war he aided has left play: with the last of them gone, he is discarded."""
    state = ctx.state
    if state.refugee is None or not state.refuge_wars:
        return
    in_play = {w.card for w in state.wars}
    state.refuge_wars = [c for c in state.refuge_wars if c in in_play]
    if state.refuge_wars:
        return
    ctx.emit("refugee_discarded", RULE, leader=state.refugee, name_id=state.refugee)
    state.discard.append(state.refugee)
    state.refugee = None
