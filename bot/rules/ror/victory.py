"""Victory [1.12]. The slice ends games by the house turn limit, judged as at Era Ends."""

from __future__ import annotations

from bot.rules.core.engine import Ctx, Outcome
from bot.rules.ror.senators import faction_senators
from bot.rules.ror.state import RorState


def standing(state: RorState, seat: str) -> tuple[int, int, int]:
    """1.12 condition 3: total Influence of the faction's non-rebel, non-captive senators,
    then its best single senator's Influence, then its votes (Oratory + knights)."""
    senators = [s for s in faction_senators(state, seat) if not (s.rebel or s.captive)]
    total = sum(s.influence for s in senators)
    best = max((s.influence for s in senators), default=0)
    votes = sum(s.oratory + s.knights for s in senators)
    return (total, best, votes)


def era_ends_winners(state: RorState) -> list[str]:
    scores = {seat: standing(state, seat) for seat in state.seats}
    top = max(scores.values())
    return [seat for seat in state.seats if scores[seat] == top]


def end_by_turn_limit(ctx: Ctx[RorState]) -> None:
    _end(ctx, "turn_limit")


def end_by_era_ends(ctx: Ctx[RorState]) -> None:
    """1.12 condition 3: the Forum Phase in which Era Ends was revealed is over. (A Consul
    for Life would win first; none can be elected yet.)"""
    _end(ctx, "era_ends")


def _end(ctx: Ctx[RorState], kind: str) -> None:
    state = ctx.state
    winners = era_ends_winners(state)
    scores = {
        seat: dict(zip(("influence", "best", "votes"), standing(state, seat), strict=True))
        for seat in state.seats
    }
    state.outcome = Outcome(kind=kind, rule="1.12", winners=winners,
                            data={"turn": state.turn, "scores": scores})  # fmt: skip
    state.phase = "ended"
    state.step = "over"
    ctx.emit("game_over", "1.12", ending=kind, winners=", ".join(winners),
             turn=state.turn)  # fmt: skip
