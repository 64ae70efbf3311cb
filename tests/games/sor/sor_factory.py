"""Small Sword of Rome boards for the rules tests: a few spaces and leaders, a game in the
action phase with one seat active, and forced dice."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.engine.engine import Step
from bot.games.sor import rules as game
from bot.games.sor.rules.board import LeaderDef, Link, MapDef, Roster, SpaceDef
from bot.games.sor.rules.procedures import push
from bot.games.sor.rules.setup import positions
from bot.games.sor.rules.state import SorState

FOUR = list(game.SEATS[:4])  # roman, etruscan_samnite, greek, gallic


def space(sid: str, **kw: Any) -> SpaceDef:
    return SpaceDef(id=sid, name=sid.title(), **kw)


def link(a: str, b: str, kind: str = "clear") -> Link:
    return Link(a=a, b=b, kind=kind)  # type: ignore[arg-type]


def leader(
    lid: str, power: str, kind: str = "named", i: int = 1, t: int = 3, **kw: Any
) -> LeaderDef:
    return LeaderDef(
        id=lid, name=lid.title(), power=power, kind=kind, initiative=i, tactics=t, **kw
    )  # type: ignore[arg-type]


def board(
    spaces: Sequence[SpaceDef],
    links: Sequence[Link],
    leaders: Sequence[LeaderDef],
    *,
    seats: Sequence[str] = FOUR,
    active: str | None = "roman",
    options: dict[str, Any] | None = None,
) -> SorState:
    """A game on this map and roster, in the action phase with `active` to play."""
    state = game.setup(7, list(seats), options or {})
    positions(
        state,
        MapDef(name="test", spaces=list(spaces), connections=list(links)),
        Roster(name="test", leaders=list(leaders)),
    )
    state.procedures = []
    state.phase = "action"
    if active is not None:
        state.active = active
        push(state, "sor_impulse", "5.4", [active])
    return state


def act(
    state: SorState, seat: str, dice: Sequence[int | str] = (), **action: Any
) -> Step[SorState]:
    """Apply an action given as its JSON fields, with these dice (or draws) forced."""
    state.rng.forced = list(dice)
    step = game.apply(state, seat, game.parse_action(action))
    assert step.state.rng.forced == [], "a forced die was not rolled"
    assert game.invariants(step.state) == []
    assert game.transition_problems(state, step) == []
    return step


def kinds(step: Step[SorState]) -> list[str]:
    return [e.kind for e in step.events]


def deciding(state: SorState) -> list[tuple[str, str]]:
    return [(d.seat, d.kind) for d in game.pending(state)]


def rolls(step: Step[SorState]) -> list[dict[str, Any]]:
    return [e.data for e in step.events if e.kind == "dice"]


def reinforcement_phase(state: SorState, vp: dict[str, int] | None = None) -> SorState:
    """Start the Reinforcement Phase on this board."""
    from bot.engine.engine import Ctx
    from bot.games.sor.rules import reinforcement
    from bot.games.sor.rules.turn import advance

    state.procedures = []
    state.vp.update(vp or {})
    ctx = Ctx(state)
    reinforcement.start(ctx)
    advance(ctx)
    return ctx.state


def pass_step(state: SorState) -> SorState:
    """Answer the open step of the Reinforcement Phase the plain way: the tie order as it
    stands, no CU, no minor leader moved."""
    d = game.pending(state)[0]
    if d.kind == "sor_tie_order":
        first = game.legal_actions(state, d.seat)[0]
        return act(state, d.seat, **first.model_dump(mode="json")).state
    assert d.kind in ("sor_reinforce", "sor_minor"), d.kind
    return act(state, d.seat, kind="sor_done").state


def skip_to(state: SorState, kind: str) -> SorState:
    """Pass the plain steps until a `kind` decision is open."""
    while (ds := game.pending(state)) and ds[0].kind != kind:
        state = pass_step(state)
    return state
