"""The draw pile and the era it belongs to [3.04.1, 3.05.1].

`draw_card` is the one way to take the top card of the deck: when the deck runs out in
the Extended scenario the next era's deck takes its place, and the era (the event column
and the legion allegiance number) advances the moment its first card is drawn.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.ror.rules.data import scenario_data
from bot.games.ror.rules.state import Era, RorState

# 3.05.1: in the Alternative History scenario the era advances at the start of these turns
ALTERNATIVE_ERA_TURNS: tuple[tuple[int, Era], ...] = ((16, "late"), (8, "middle"))


def draw_card(ctx: Ctx[RorState]) -> str | None:
    """Take the top card of the draw pile, or None when every deck is exhausted."""
    state = ctx.state
    if not state.deck and state.later_decks:
        later = state.later_decks.pop(0)
        state.deck = later.cards
        _set_era(ctx, later.era, "3.04.1")  # the drawing player announces the new period
    if not state.deck:
        return None
    return state.deck.pop(0)


def start_turn(ctx: Ctx[RorState]) -> None:
    """3.05.1: Alternative History advances the era at the start of turns 8 and 16."""
    state = ctx.state
    if state.options.scenario != "alternative":
        return
    era: Era = next((e for turn, e in ALTERNATIVE_ERA_TURNS if state.turn >= turn), "early")
    if era != state.era:
        _set_era(ctx, era, "3.05.1")


def legion_allegiance(state: RorState) -> int:
    """The legion allegiance number of the current era [1.11.31]: 5+, 4+ or 3+."""
    return scenario_data(state.era).legion_allegiance


def cards_to_come(state: RorState) -> int:
    """Cards left to draw, this deck and the decks that follow it (public)."""
    return len(state.deck) + sum(len(d.cards) for d in state.later_decks)


def _set_era(ctx: Ctx[RorState], era: Era, rule: str) -> None:
    ctx.state.era = era
    ctx.emit(
        "era_begins",
        rule,
        era=era,
        name=era,
        allegiance=legion_allegiance(ctx.state),
        deck=len(ctx.state.deck),
    )
