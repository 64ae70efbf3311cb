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


def consul_for_life_seat(state: RorState) -> str | None:
    """1.12: the faction of a living Consul for Life (a captive too), who wins."""
    card = state.consul_for_life
    senator = state.senators.get(card) if card else None
    return senator.faction if senator is not None else None


def end_by_consul_for_life(ctx: Ctx[RorState]) -> bool:
    """1.12 condition 4: the Consul for Life is alive at the end of a Revolution Phase."""
    if consul_for_life_seat(ctx.state) is None:
        return False
    _end(ctx, "consul_for_life")
    return True


def end_by_turn_limit(ctx: Ctx[RorState]) -> None:
    _end(ctx, "turn_limit")


def end_by_era_ends(ctx: Ctx[RorState]) -> None:
    """1.12 condition 3: the Forum Phase in which Era Ends was revealed is over; a living
    Consul for Life wins first."""
    _end(ctx, "era_ends")


def _end(ctx: Ctx[RorState], kind: str) -> None:
    state = ctx.state
    consul = consul_for_life_seat(state)
    winners = [consul] if consul is not None else era_ends_winners(state)
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


# ---------------------------------------------------------------- revolution and victory
# (issue 5) [1.12]: defeats first, then the rebel's wins; checked again at the end of a turn


def active_wars(state: RorState) -> int:
    """Active wars, the civil war of a Primary Rebel included [1.11.3, 1.12.3]."""
    wars = sum(1 for w in state.wars if w.status == "active")
    return wars + (1 if state.rebel_army is not None else 0)


def rebel_seat(state: RorState) -> str | None:
    """The faction of the Primary Rebel in revolt, if any."""
    army = state.rebel_army
    rebel = state.senators.get(army.commander or "") if army else None
    return rebel.faction if rebel is not None and rebel.rebel else None


def republic_falls(ctx: Ctx[RorState], kind: str, rule: str) -> None:
    """1.12.3: every player loses and the game is over, except that a bankruptcy or a
    People Revolt while a senator is in revolt makes the rebel win instead (1.12.2 II)."""
    if kind in ("defeat_people_revolt", "defeat_bankruptcy") and rebel_seat(ctx.state):
        rebel_victory(ctx, rule)
        return
    state = ctx.state
    state.outcome = Outcome(kind=kind, rule=rule, winners=[], data={"turn": state.turn})
    state.procedures = []
    state.phase = "ended"
    state.step = "over"
    ctx.emit("republic_falls", rule, ending=kind, turn=state.turn)


def rebel_victory(ctx: Ctx[RorState], rule: str) -> None:
    """1.12.2 I-II: the Primary Rebel has beaten the Senate's army, the Senate sent none
    against him, or Rome went bankrupt or revolted while he was in revolt. 1.12.3/1.12.4:
    with fewer than four other Active wars he wins at once; otherwise he would have to beat
    them one by one, which is not played: Rome falls with him."""
    state = ctx.state
    seat = rebel_seat(state)
    assert seat is not None and state.rebel_army is not None
    others = active_wars(state) - 1
    if others >= 4:
        ctx.emit("rebel_end_game_lost", "1.12.4", senator=state.rebel_army.commander, wars=others)
        republic_falls(ctx, "defeat_four_wars", "1.12.4")
        return
    rebel = state.rebel_army.commander
    state.outcome = Outcome(kind="rebel_victory", rule=rule, winners=[seat],
                            data={"turn": state.turn, "rebel": rebel})  # fmt: skip
    state.procedures = []
    state.phase = "ended"
    state.step = "over"
    ctx.emit("game_over", rule, ending="rebel_victory", winners=seat, turn=state.turn)


def end_of_turn(ctx: Ctx[RorState]) -> bool:
    """1.12.4: Rome ringed by four Active wars at the end of a turn falls (checked before a
    Consul for Life's win, which the turn loop checks next). True when the game goes on."""
    if active_wars(ctx.state) >= 4:
        republic_falls(ctx, "defeat_four_wars", "1.12.4")
        return False
    return True
