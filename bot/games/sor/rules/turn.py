"""The turn as far as the leaders need it [5]: rounds in which each player in turn is the
active player and makes one card play (5.4), then the Reinforcement Phase (5.10)."""

from __future__ import annotations

from bot.engine.engine import Ctx
from bot.games.sor.rules import reaction, reinforcement
from bot.games.sor.rules.procedures import current, push
from bot.games.sor.rules.state import SorState


def playing(state: SorState) -> list[str]:
    return [s for s in state.seats if s not in state.out]


def start_play(ctx: Ctx[SorState]) -> None:
    state = ctx.state
    state.phase = "action"
    ctx.emit("sor_turn_started", "5.1", turn=state.turn)


def impulse_over(ctx: Ctx[SorState]) -> None:
    """The active player's card play is done: the next player, round or phase."""
    state = ctx.state
    if state.active is not None and state.active not in state.played:
        state.played.append(state.active)
    state.active, state.acted = None, False
    state.neutral_activated = []


def advance(ctx: Ctx[SorState]) -> None:
    """Carry the game on until someone must decide or it is over."""
    state = ctx.state
    while current(state) is None and state.outcome is None:
        if state.phase == "action":
            act = state.activation
            if act is not None:
                if act.stage == "move":
                    push(state, "sor_move", "9.2", [act.seat])
                else:
                    reaction.next_stage(ctx)
                continue
            if state.acted:
                assert state.active is not None
                # 16.1.1: after a Neutral Power Activates play, that power's minor leaders
                # (the player's own are moved before his card play, RULES_CHOICES.md)
                npa = reinforcement.movable_minors(state, state.neutral_activated)
                if state.active not in state.out and npa:
                    push(state, "sor_impulse_end", "16.1.1", [state.active])
                    continue
                impulse_over(ctx)
            if state.active is None:
                waiting = [s for s in playing(state) if s not in state.played]
                if not waiting:
                    if state.round >= state.options.rounds:
                        reinforcement.start(ctx)
                        continue
                    state.round += 1
                    state.played = []
                    ctx.emit("sor_round_started", "5.4", turn=state.turn, round=state.round)
                    continue
                state.active = waiting[0]
            push(state, "sor_impulse", "5.4", [state.active])
        elif state.phase == "reinforcement":
            reinforcement.run(ctx)
        else:
            return
