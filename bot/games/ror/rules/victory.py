"""Victory [1.12]. The slice ends games by the house turn limit, judged as at Era Ends."""

from __future__ import annotations

from bot.engine.engine import Ctx, Outcome
from bot.engine.procedures import ProcedureData
from bot.games.ror.rules.procedures import push
from bot.games.ror.rules.senators import faction_senators
from bot.games.ror.rules.state import RorState


def standing(state: RorState, seat: str) -> tuple[int, int, int]:
    """1.12 condition 3: total Influence of the faction's non-rebel, non-captive senators,
    then its best single senator's Influence, then its votes (Oratory + knights)."""
    senators = [s for s in faction_senators(state, seat) if not (s.rebel or s.captive)]
    total = sum(s.influence for s in senators)
    best = max((s.influence for s in senators), default=0)
    votes = sum(s.oratory + s.knights for s in senators)
    return (total, best, votes)


def era_ends_winners(state: RorState) -> list[str]:
    playing = [seat for seat in state.seats if seat not in state.eliminated]  # [1.05.4]
    scores = {seat: standing(state, seat) for seat in playing or state.seats}
    top = max(scores.values())
    return [seat for seat in scores if scores[seat] == top]


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
    state.outcome = Outcome(
        kind=kind, rule="1.12", winners=winners, data={"turn": state.turn, "scores": scores}
    )
    state.phase = "ended"
    state.step = "over"
    ctx.emit("game_over", "1.12", ending=kind, winners=", ".join(winners), turn=state.turn)


# ---------------------------------------------------------------- revolution and victory
# [1.12]: defeats first, then the rebel's wins; checked again at the end of a turn


def active_wars(state: RorState) -> int:
    """Active wars, the civil war of a Primary Rebel included [1.11.3, 1.12.3]."""
    wars = sum(1 for w in state.wars if w.status == "active")
    return wars + (1 if state.rebel_army is not None else 0)


class EndGame(ProcedureData):
    """The rebel end game's data (`combat/rebel_end_game.py`) [1.12.4]."""

    condition: str  # the condition of his revolt, I or II
    seat: str  # his faction
    rebel: str  # the Primary Rebel


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
    with fewer than four other Active wars he wins at once; otherwise the rebel end game
    begins (`start_rebel_end_game`)."""
    state = ctx.state
    seat = rebel_seat(state)
    assert seat is not None and state.rebel_army is not None
    rebel = state.rebel_army.commander or ""
    if other_active_wars(state) >= FOUR_WARS:
        start_rebel_end_game(ctx, "I" if rule in REBEL_BATTLE_RULES else "II")
        return
    declare_rebel_winner(ctx, seat, rebel, rule)


def declare_rebel_winner(
    ctx: Ctx[RorState], seat: str, rebel: str, rule: str, end_game: str | None = None
) -> None:
    """The rebel wins; after the end game (1.12.4) the outcome keeps the condition, I or
    II, he met before it."""
    state = ctx.state
    data: dict[str, object] = {"turn": state.turn, "rebel": rebel}
    if end_game is not None:
        data["condition"] = end_game
    state.outcome = Outcome(kind="rebel_victory", rule=rule, winners=[seat], data=data)
    state.procedures = []
    state.phase = "ended"
    state.step = "over"
    ctx.emit("game_over", rule, ending="rebel_victory", winners=seat, turn=state.turn)


# ---------------------------------------------------------------- the rebel end game
# [1.12.4, RULES §12]: the battles are `combat.rebel_end_game`

FOUR_WARS = 4
REBEL_BATTLE_RULES = ("1.11.35", "1.11.373")  # condition I; the others are condition II


def other_active_wars(state: RorState) -> int:
    """Active wars but the civil war: it no longer counts once its rebel has met
    condition I or II [RULES §12]."""
    return sum(1 for w in state.wars if w.status == "active")


def start_rebel_end_game(ctx: Ctx[RorState], condition: str) -> None:
    """1.12.4: play goes straight to the Combat Phase; every force comes home, and the
    rebel takes every Legion in the Active Forces box and every Fleet (garrisons stay)
    to attack the Active wars one at a time, in the order he chooses."""
    state = ctx.state
    army = state.rebel_army
    seat = rebel_seat(state)
    assert army is not None and seat is not None
    for force in state.forces:
        for card in (force.commander, force.master_of_horse):
            senator = state.senators.get(card or "")
            if senator is not None and senator.command == force.war:
                senator.command = None
        state.legions += force.legions
        state.veterans += force.veterans
        state.fleets += force.fleets
    state.forces = []
    army.legions += state.legions
    army.veterans += state.veterans
    army.fleets += state.fleets
    state.legions, state.veterans, state.fleets = 0, [], 0
    state.procedures = []
    state.phase, state.step = "combat", "end_game"
    ctx.emit(
        "rebel_end_game",
        "1.12.4",
        senator=army.commander,
        name_id=army.commander or "",
        wars=other_active_wars(state),
        legions=army.legions + len(army.veterans),
        fleets=army.fleets,
    )
    rebel = army.commander or ""  # his faction is `seat`: he is a senator
    push(
        state,
        "rebel_end_game",
        "1.12.4",
        [seat],
        data=EndGame(condition=condition, seat=seat, rebel=rebel),
    )


def end_of_turn(ctx: Ctx[RorState]) -> bool:
    """1.12.4: Rome ringed by four Active wars at the end of a turn falls (checked before a
    Consul for Life's win, which the turn loop checks next). True when the game goes on."""
    if active_wars(ctx.state) >= FOUR_WARS:
        republic_falls(ctx, "defeat_four_wars", "1.12.4")
        return False
    return True
