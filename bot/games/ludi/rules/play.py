"""Setup, the decisions waited on and the moves of Ludi Romani [1–3]."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from bot.engine import Ctx, Decision, IllegalAction, Outcome, Rng, Step
from bot.engine.clone import clone
from bot.games.ludi.rules.actions import LudiBid, LudiVote
from bot.games.ludi.rules.state import (
    ACCLAIMED_SPONSOR,
    DECK,
    HAND_SIZE,
    MAX_SEATS,
    MIN_SEATS,
    ON_THE_WINNING_SIDE,
    SEATS,
    Aedile,
    LudiState,
    parse_options,
)


def setup_step(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> Step[LudiState]:
    chosen = parse_options(options)
    if not MIN_SEATS <= len(seats) <= MAX_SEATS or list(seats) != list(SEATS[: len(seats)]):
        raise ValueError(f"Ludi Romani is played by the first 2 to 4 of {', '.join(SEATS)}")
    deck = list(DECK)
    state = LudiState(
        seats=list(seats),
        rng=Rng(seed=seed),
        options=chosen,
        aediles={seat: Aedile(hand=[]) for seat in seats},
        deck=deck,
    )
    ctx = Ctx(state)
    ctx.shuffle(state.deck)  # 1.2
    for seat in seats:
        hand = [state.deck.pop() for _ in range(HAND_SIZE)]
        state.aediles[seat].hand = sorted(hand)
        ctx.tell(seat, "ludi_hand", "1.2", cards=sorted(hand))
    ctx.emit("ludi_dealt", "1.2", count=HAND_SIZE, rounds=chosen.last_round)
    _open_round(ctx)
    return ctx.step()


def setup(seed: int, seats: Sequence[str], options: Mapping[str, Any]) -> LudiState:
    return setup_step(seed, seats, options).state


def _open_round(ctx: Ctx[LudiState]) -> None:
    """The omen of a new round [2.1], then the sealed bids are awaited [2.2]."""
    state = ctx.state
    [omen] = ctx.dice(1, purpose="ludi_omen", rule="2.1", round=state.turn)
    state.prize = omen + 1
    state.phase = "bid"
    state.sponsor = None
    ctx.emit("ludi_round", "2.1", round=state.turn, prize=state.prize)


def pending(state: LudiState) -> list[Decision]:
    if state.outcome is not None:
        return []
    if state.phase == "bid":
        return [
            Decision(
                seat=seat,
                kind="ludi_bid",
                rule="2.2",
                simultaneous=True,
                secret_choices=True,  # the choices are the cards of a hidden hand
                default=LudiBid(card=min(aedile.hand)).model_dump(mode="json"),
                data={"round": state.turn, "prize": state.prize},
            )
            for seat, aedile in state.aediles.items()
            if aedile.bid is None
        ]
    if state.phase == "vote":
        return [
            Decision(
                seat=seat,
                kind="ludi_vote",
                rule="2.4",
                simultaneous=True,
                private=True,  # sealed: asked and answered where only the voter reads
                default=LudiVote(yes=False).model_dump(mode="json"),
                data={"round": state.turn, "sponsor": state.sponsor},
            )
            for seat in _voters(state)
            if state.aediles[seat].vote is None
        ]
    return []


def _voters(state: LudiState) -> list[str]:
    return [seat for seat in state.seats if seat != state.sponsor]  # 2.4


def legal_actions(state: LudiState, seat: str) -> list[LudiBid | LudiVote]:
    waiting = {d.seat: d.kind for d in pending(state)}
    if waiting.get(seat) == "ludi_bid":
        return [LudiBid(card=card) for card in sorted(set(state.aediles[seat].hand))]
    if waiting.get(seat) == "ludi_vote":
        return [LudiVote(yes=True), LudiVote(yes=False)]
    return []


def apply(state: LudiState, seat: str, action: LudiBid | LudiVote) -> Step[LudiState]:
    return apply_owned(clone(state), seat, action)


def apply_owned(state: LudiState, seat: str, action: LudiBid | LudiVote) -> Step[LudiState]:
    """`apply` on a state the caller gives up (changed in place)."""
    waiting = {d.seat: d.kind for d in pending(state)}
    if seat not in waiting:
        raise IllegalAction("ludi_not_waiting", None)
    ctx = Ctx(state)
    if isinstance(action, LudiBid):
        _bid(ctx, seat, action, waiting[seat])
    else:
        _vote(ctx, seat, action, waiting[seat])
    return ctx.step()


def _bid(ctx: Ctx[LudiState], seat: str, action: LudiBid, waiting: str) -> None:
    state = ctx.state
    aedile = state.aediles[seat]
    if waiting != "ludi_bid":
        raise IllegalAction("ludi_not_bidding", "2.2")
    if action.card not in aedile.hand:
        raise IllegalAction("ludi_card_not_in_hand", "2.2", card=action.card)
    aedile.hand.remove(action.card)
    aedile.bid = action.card
    ctx.tell(seat, "ludi_bid_laid", "2.2", card=action.card)
    ctx.emit("ludi_bid_sealed", "2.2", seat=seat)
    if all(a.bid is not None for a in state.aediles.values()):
        _reveal(ctx)


def _reveal(ctx: Ctx[LudiState]) -> None:
    """The cards are shown; the highest sponsors the games, equal highest roll off [2.3]."""
    state = ctx.state
    bids = {seat: a.bid for seat, a in state.aediles.items() if a.bid is not None}
    for seat, card in bids.items():
        ctx.emit("ludi_bid_shown", "2.3", seat=seat, card=card)
    best = max(bids.values())
    tied = [seat for seat, card in bids.items() if card == best]
    while len(tied) > 1:
        rolls = {seat: ctx.dice(1, purpose="ludi_tie", rule="2.3", seat=seat)[0] for seat in tied}
        top = max(rolls.values())
        tied = [seat for seat in tied if rolls[seat] == top]
    [sponsor] = tied
    state.sponsor = sponsor
    state.aediles[sponsor].favour += state.prize
    ctx.emit("ludi_sponsor", "2.3", seat=sponsor, card=best, prize=state.prize)
    state.phase = "vote"


def _vote(ctx: Ctx[LudiState], seat: str, action: LudiVote, waiting: str) -> None:
    state = ctx.state
    if waiting != "ludi_vote":
        raise IllegalAction("ludi_not_voting", "2.4")
    state.aediles[seat].vote = action.yes
    ctx.tell(seat, "ludi_you_acclaim" if action.yes else "ludi_you_jeer", "2.4")
    ctx.emit("ludi_vote_sealed", "2.4", seat=seat)
    if all(state.aediles[s].vote is not None for s in _voters(state)):
        _count(ctx)


def _count(ctx: Ctx[LudiState]) -> None:
    """The votes are shown and counted [2.4]; then the round ends [2.5]."""
    state = ctx.state
    assert state.sponsor is not None
    votes = {seat: state.aediles[seat].vote for seat in _voters(state)}
    ayes = [seat for seat, yes in votes.items() if yes]
    noes = [seat for seat, yes in votes.items() if not yes]
    acclaimed = len(ayes) > len(noes)
    if acclaimed:
        state.aediles[state.sponsor].favour += ACCLAIMED_SPONSOR
    for seat in ayes if acclaimed else noes:
        state.aediles[seat].favour += ON_THE_WINNING_SIDE
    for seat, yes in votes.items():
        ctx.emit("ludi_acclaims" if yes else "ludi_jeers", "2.4", seat=seat)
    ctx.emit(
        "ludi_acclaimed" if acclaimed else "ludi_jeered",
        "2.4",
        sponsor=state.sponsor,
        ayes=len(ayes),
        noes=len(noes),
    )
    _end_round(ctx)


def _end_round(ctx: Ctx[LudiState]) -> None:
    """Discard the laid cards and draw [2.5]; the next round, or the end [3.1]."""
    state = ctx.state
    for aedile in state.aediles.values():
        assert aedile.bid is not None
        state.discard.append(aedile.bid)
        aedile.bid = None
        aedile.vote = None
    for seat, aedile in state.aediles.items():
        if not state.deck:
            state.deck, state.discard = state.discard, []
            ctx.shuffle(state.deck)
            ctx.emit("ludi_reshuffled", "2.5", count=len(state.deck))
        card = state.deck.pop()
        aedile.hand = sorted([*aedile.hand, card])
        ctx.tell(seat, "ludi_drew", "2.5", card=card)
    if state.turn >= state.options.last_round:
        _finish(ctx)
        return
    state.turn += 1
    _open_round(ctx)


def _finish(ctx: Ctx[LudiState]) -> None:
    state = ctx.state
    best = max(a.favour for a in state.aediles.values())
    winners = [seat for seat in state.seats if state.aediles[seat].favour == best]
    state.phase = "over"
    state.sponsor = None
    state.outcome = Outcome(
        kind="most_favour",
        rule="3.1",
        winners=winners,
        data={"favour": {seat: a.favour for seat, a in state.aediles.items()}},
    )
    ctx.emit("ludi_game_over", "3.1", winners=winners, favour=best)


def outcome(state: LudiState) -> Outcome | None:
    return state.outcome
