"""The engine contract for The Republic of Rome: pending, legal_actions, apply, outcome."""

from __future__ import annotations

from bot.rules.core.decisions import Decision
from bot.rules.core.engine import Ctx, Outcome, Step
from bot.rules.core.errors import IllegalAction
from bot.rules.ror.actions import Action, ChooseLeader, Done, action_json
from bot.rules.ror.faction_phase import apply_card_play, legal_card_plays
from bot.rules.ror.leaders import apply_leader_choice, legal_leader_choices
from bot.rules.ror.procedures import current
from bot.rules.ror.senators import default_leader
from bot.rules.ror.state import Procedure, RorState
from bot.rules.ror.turn import advance

DECISION_KIND = {"choose_leader": "choose_faction_leader", "play_cards": "play_cards"}


def _default(state: RorState, proc: Procedure) -> Action:
    seat = proc.seats[0]
    if proc.kind == "choose_leader":
        leader = default_leader(state, seat)
        assert leader is not None, "a leader choice is only opened for a faction with senators"
        return ChooseLeader(senator=leader)
    return Done()


def pending(state: RorState) -> list[Decision]:
    proc = current(state)
    if proc is None or state.outcome is not None:
        return []
    return [
        Decision(seat=proc.seats[0], kind=DECISION_KIND[proc.kind], rule=proc.rule,
                 default=action_json(_default(state, proc)), data={"phase": state.phase})
    ]  # fmt: skip


def legal_actions(state: RorState, seat: str) -> list[Action]:
    proc = current(state)
    if proc is None or state.outcome is not None or proc.seats[0] != seat:
        return []
    if proc.kind == "choose_leader":
        return legal_leader_choices(state, seat)
    return legal_card_plays(state, seat)


def apply(state: RorState, seat: str, action: Action) -> Step[RorState]:
    """A new state and its events; `state` itself is never changed."""
    if state.outcome is not None:
        raise IllegalAction("game_over", "1.12")
    proc = current(state)
    if proc is None or proc.seats[0] != seat:
        waiting = proc.seats[0] if proc else "-"
        raise IllegalAction("not_your_turn", "1.04.8", waiting=waiting)
    ctx = Ctx(state.model_copy(deep=True))
    if proc.kind == "choose_leader":
        apply_leader_choice(ctx, seat, action, proc.rule)
    else:
        apply_card_play(ctx, seat, action, proc.rule)
    advance(ctx)
    return ctx.step()


def outcome(state: RorState) -> Outcome | None:
    return state.outcome
