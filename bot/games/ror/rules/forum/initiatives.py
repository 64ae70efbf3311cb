"""Initiatives [1.07.2, 1.07.22, 1.07.3]: six a turn; each rolls 2d6 (7: a random event,
otherwise a card), then its faction may, in this order, persuade, attract or pressure
knights, sponsor games and change its Faction Leader.

The `initiative` procedure keeps in its `Stage` the earliest step still open; an action
of a later step closes the earlier ones.
"""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.actions import (
    Action,
    AttractKnight,
    ChooseLeader,
    Done,
    Persuade,
    PressureKnights,
    SponsorGames,
)
from bot.games.ror.rules.forum import games, knights, persuasion
from bot.games.ror.rules.forum.auction import open_auction
from bot.games.ror.rules.forum.draw import draw_for
from bot.games.ror.rules.leaders import change_leader, leader_change_options
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, current, done, push
from bot.games.ror.rules.random_events import resolve_random_event
from bot.games.ror.rules.state import RorState

INITIATIVES = 6  # 1.07.2
RANDOM_EVENT_ROLL = 7  # 1.07.3
# the steps of an initiative, in order; "pressure" is knights after a first pressure
STAGES = ("persuasion", "knights", "pressure", "games", "leader")


def begin_next(ctx: Ctx[RorState]) -> bool:
    """Start the next initiative: its faction by turn order, or by auction [1.07.22].
    False when all six have been played."""
    state = ctx.state
    if state.initiative >= INITIATIVES:
        return False
    state.initiative += 1
    if state.initiative <= len(state.initiative_order):
        state.initiative_seat = state.initiative_order[state.initiative - 1]
        return True
    open_auction(ctx)
    return True


def roll(ctx: Ctx[RorState]) -> None:
    """1.07.3: 2d6, never modified; 7 is a random event, anything else draws a card."""
    state = ctx.state
    seat = state.initiative_seat
    assert seat is not None
    ctx.emit("initiative_begins", "1.07.2", faction=seat, number=state.initiative)
    dice = ctx.dice(2, purpose="initiative", rule="1.07.3", seat=seat, number=state.initiative)
    if sum(dice) == RANDOM_EVENT_ROLL:
        resolve_random_event(ctx, seat)
    else:
        draw_for(ctx, seat)


class Stage(ProcedureData):
    stage: str  # the earliest step of the initiative still open (`STAGES`)


def open_actions(ctx: Ctx[RorState]) -> None:
    """The faction's optional steps, skipped when it can do nothing but finish."""
    state = ctx.state
    seat = state.initiative_seat
    assert seat is not None
    push(state, "initiative", "1.07.2", [seat], data=Stage(stage=STAGES[0]))
    _close_if_idle(ctx, seat)


def _stage(state: RorState) -> int:
    proc = current(state)
    assert proc is not None
    return STAGES.index(proc.data_as(Stage).stage)


def legal_initiative_actions(state: RorState, seat: str) -> list[Action]:
    stage = _stage(state)
    actions: list[Action] = []
    if stage <= STAGES.index("persuasion"):
        actions += persuasion.openings(state, seat)
    if stage <= STAGES.index("knights"):
        actions += knights.attract_options(state, seat)
    if stage <= STAGES.index("pressure"):
        actions += knights.pressure_options(state, seat)
    if stage <= STAGES.index("games"):
        actions += games.games_options(state, seat)
    actions += leader_change_options(state, seat)
    return [*actions, Done()]


def _advance_to(state: RorState, action: Action, latest: str, then: str) -> None:
    """The action belongs to steps up to `latest`; afterwards the initiative is at `then`."""
    if _stage(state) > STAGES.index(latest):
        raise IllegalAction("initiative_step_over", "1.07.3", step=latest)
    proc = current(state)
    assert proc is not None
    proc.data_as(Stage).stage = then


def apply_initiative_action(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    state = ctx.state
    proc = current(state)
    assert proc is not None
    if isinstance(action, Done):
        _end(ctx, seat)
        return
    if isinstance(action, Persuade):
        _advance_to(state, action, "persuasion", "knights")
        persuasion.start(ctx, seat, action)  # its bidding runs above this procedure
        return
    if isinstance(action, AttractKnight):
        _advance_to(state, action, "knights", "games")
        knights.attract(ctx, seat, action)
    elif isinstance(action, PressureKnights):
        _advance_to(state, action, "pressure", "pressure")
        knights.pressure(ctx, seat, action)
    elif isinstance(action, SponsorGames):
        _advance_to(state, action, "games", "leader")
        games.sponsor(ctx, seat, action)
    elif isinstance(action, ChooseLeader):
        change_leader(ctx, seat, action)
        _end(ctx, seat)
        return
    else:
        raise IllegalAction("wrong_phase", rule)
    _close_if_idle(ctx, seat)


def _close_if_idle(ctx: Ctx[RorState], seat: str) -> None:
    proc = current(ctx.state)
    if proc is None or proc.kind != "initiative":
        return
    if legal_initiative_actions(ctx.state, seat) == [Done()]:
        _end(ctx, seat)


def _end(ctx: Ctx[RorState], seat: str) -> None:
    proc = ctx.state.procedures.pop()
    assert proc.kind == "initiative"
    ctx.emit("initiative_done", "1.07.2", faction=seat, number=ctx.state.initiative)


def prompt_data(state: RorState, seat: str) -> dict[str, object]:
    proc = current(state)
    stage = proc.data.stage if proc and isinstance(proc.data, Stage) else ""
    return {"number": state.initiative, "stage": stage}


PROCEDURES.register(
    "initiative",
    ProcedureRules(
        "initiative_actions",
        legal_initiative_actions,
        apply_initiative_action,
        done,
        secret_choices=True,  # persuasion with a Seduction or Blackmail card [1.07.4]
        prompt=prompt_data,
        data=Stage,
    ),
)
