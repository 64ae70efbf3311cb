"""Choosing a Faction Leader: at setup [3.05] and, for a faction that lost its leader, in
the Forum Phase [1.07.7, 1.05.3]."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.engine.errors import IllegalAction
from bot.games.ror.rules.actions import Action, ChooseLeader
from bot.games.ror.rules.procedures import PROCEDURES, ProcedureRules, finish_turn_of_seat, push
from bot.games.ror.rules.senators import default_leader, faction_senators, hrao_order
from bot.games.ror.rules.state import RorState


def legal_leader_choices(state: RorState, seat: str) -> list[Action]:
    return [ChooseLeader(senator=s.card) for s in faction_senators(state, seat)]


def apply_leader_choice(ctx: Ctx[RorState], seat: str, action: Action, rule: str) -> None:
    if not isinstance(action, ChooseLeader):
        raise IllegalAction("wrong_phase", rule)
    senator = ctx.state.senators.get(action.senator)
    if senator is None or senator.faction != seat:
        raise IllegalAction("leader_not_your_senator", rule)
    ctx.state.factions[seat].leader = action.senator
    ctx.emit("leader_chosen", rule, faction=seat, senator=action.senator, name_id=action.senator)
    finish_turn_of_seat(ctx.state, seat)


def prompt_leaderless(ctx: Ctx[RorState]) -> None:
    """1.07.7: every faction with senators but no leader names one, in HRAO order."""
    state = ctx.state
    seats = [
        seat
        for seat in hrao_order(state)
        if state.factions[seat].leader is None and faction_senators(state, seat)
    ]
    push(state, "choose_leader", "1.07.7", seats)


def leader_change_options(state: RorState, seat: str) -> list[Action]:
    """1.07.7: the marker may move to any other senator of the faction, in Rome or not."""
    leader = state.factions[seat].leader
    return [ChooseLeader(senator=s.card) for s in faction_senators(state, seat) if s.card != leader]


def change_leader(ctx: Ctx[RorState], seat: str, action: ChooseLeader) -> None:
    """1.07.7: the last step of an initiative."""
    senator = ctx.state.senators.get(action.senator)
    if senator is None or senator.faction != seat:
        raise IllegalAction("leader_not_your_senator", "1.07.7")
    ctx.state.factions[seat].leader = action.senator
    ctx.emit(
        "leader_changed", "1.07.7", faction=seat, senator=action.senator, name_id=action.senator
    )


def _default_leader(state: RorState, seat: str) -> Action:
    leader = default_leader(state, seat)
    assert leader is not None, "a leader choice is only opened for a faction with senators"
    return ChooseLeader(senator=leader)


PROCEDURES.register(
    "choose_leader",
    ProcedureRules(
        "choose_faction_leader", legal_leader_choices, apply_leader_choice, _default_leader
    ),
)
