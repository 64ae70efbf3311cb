"""What a seat (or the public) may see: the whole board. Sword of Rome's hidden information
is the players' hands, which the bot does not keep."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

from bot.engine.engine import Outcome
from bot.games.sor.rules.board import MapDef, Roster
from bot.games.sor.rules.engine import pending
from bot.games.sor.rules.state import (
    Activation,
    Battle,
    LeaderState,
    Reinforcement,
    SorState,
    SpaceState,
)


class SorView(BaseModel):
    seat: str | None
    phase: str
    turn: int
    round: int
    rounds: int
    turns: int
    active: str | None
    seat_powers: dict[str, list[str]]
    non_player: list[str]
    vp: dict[str, int]
    alliances: list[tuple[str, str]]
    out: list[str]
    map: MapDef
    roster: Roster
    spaces: dict[str, SpaceState]
    leaders: dict[str, LeaderState]
    activation: Activation | None
    battle: Battle | None
    reinforcement: Reinforcement | None
    waiting: list[str]
    decisions: list[dict[str, Any]]
    outcome: Outcome | None


def view(state: SorState, seat: str | None) -> SorView:
    decisions = pending(state)
    return SorView(
        seat=seat,
        phase=state.phase,
        turn=state.turn,
        round=state.round,
        rounds=state.options.rounds,
        turns=state.options.turn_limit,
        active=state.active,
        seat_powers={s: list(p) for s, p in state.seat_powers.items()},
        non_player=list(state.non_player),
        vp=dict(state.vp),
        alliances=[(a, b) for a, b in state.alliances],
        out=list(state.out),
        map=state.map,
        roster=state.roster,
        spaces=state.spaces,
        leaders=state.leaders,
        activation=state.activation,
        battle=state.battle,
        reinforcement=state.reinforcement,
        waiting=[d.seat for d in decisions],
        decisions=[{"seat": d.seat, "kind": d.kind, "rule": d.rule} for d in decisions],
        outcome=state.outcome,
    )
