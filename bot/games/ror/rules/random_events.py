"""Random events [1.07.21, RULES.md §5.4] and the event cards found in the deck.

The Forum phase calls these three functions. An event in play is `state.active_events`:
id -> level (1 light side, 2 dark side; Drought, Evil Omens and Manpower Shortage count
up). What each event does at once is in `event_effects`; the lasting effects are read
through `modifiers` by the phases they touch.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.bequests import create_bequest_provinces
from bot.games.ror.rules.cards import WAR_DATA
from bot.games.ror.rules.deck_events import expire_deck_events, resolve_deck_card
from bot.games.ror.rules.event_effects import IMMEDIATE
from bot.games.ror.rules.events_table import (
    ACCUMULATE,
    PERSIST,
    REPEAT_DARK,
    side_key,
    table_event,
)
from bot.games.ror.rules.state import RorState


def resolve_random_event(ctx: Ctx[RorState], seat: str) -> None:
    """An initiative rolled 7: roll 3d6 on the current era's Random Events table (never
    modified by Evil Omens) and put the event into play with its effects [1.07.21]."""
    state = ctx.state
    roll = sum(ctx.dice(3, purpose="random_event", rule="1.07.21", seat=seat))
    event = table_event(state.era, roll)
    ctx.emit(
        "random_event_rolled",
        "1.07.21",
        faction=seat,
        roll=roll,
        era=state.era,
        event=event,
        name=side_key(event, 1),
    )
    if event == "rhodian_alliance" and not _war_needs_fleets(state):
        # events.json: discarded at once if no current war needs fleets
        ctx.emit("rhodian_declined", "1.07.21", event=event, name=side_key(event, 1))
        return
    place_event(ctx, event, "1.07.21")


def place_event(ctx: Ctx[RorState], event: str, rule: str) -> None:
    """Light side; already in play: dark side; already dark: one more level for the events
    that accumulate, the dark effect again for those that repeat, else nothing [1.07.21]."""
    state = ctx.state
    before = state.active_events.get(event, 0)
    if before >= 2 and event not in ACCUMULATE:
        if event not in REPEAT_DARK:
            ctx.emit("event_no_further_effect", rule, event=event, name=side_key(event, 2))
            return
        level = before
    else:
        level = before + 1
    state.active_events[event] = level
    if event == "rhodian_alliance":
        state.rhodian_turn = state.turn  # the Senate may reject it this turn (events.json)
    if level == 1:
        kind = "event_placed"
    elif before == 1:
        kind = "event_flipped"
    else:
        kind = "event_intensified" if level > before else "event_repeated"
    ctx.emit(kind, rule, event=event, name=side_key(event, level), level=level)
    effect = IMMEDIATE.get(event)
    if effect is not None:
        effect(ctx, level)
    else:
        ctx.emit(f"lasting_{event}", rule, event=event, name=side_key(event, level), level=level)


def _war_needs_fleets(state: RorState) -> bool:
    return any(
        WAR_DATA[w.card].fleet_support or WAR_DATA[w.card].naval_strength for w in state.wars
    )


def resolve_deck_event(ctx: Ctx[RorState], card: str) -> None:
    """A Bequest or the Catiline Conspiracy drawn from the deck (Era Ends is the Forum's)."""
    resolve_deck_card(ctx, card)


def passage_of_time(ctx: Ctx[RorState]) -> None:
    """The start of the Forum phase: events that do not persist leave play [1.07.1]."""
    state = ctx.state
    for event in [e for e in state.active_events if e not in PERSIST]:
        level = state.active_events.pop(event)
        ctx.emit("event_expires", "1.07.1", event=event, name=side_key(event, level))
    expire_deck_events(ctx)
    create_bequest_provinces(ctx)  # a Bequest collected last turn [events.json]
