"""What a seat, or the public, may see of a game of Ludi Romani: every hand and every
sealed bid or vote only by its owner [1.2, 2.2, 2.4]."""

from __future__ import annotations

from pydantic import BaseModel

from bot.engine import Outcome
from bot.games.ludi.rules.state import LudiState, Phase


class AedileView(BaseModel):
    seat: str
    favour: int
    cards: int  # how many cards in hand
    bid_laid: bool  # a sealed bid lies face down [2.2]
    voted: bool  # a sealed vote is cast [2.4]


class LudiView(BaseModel):
    seat: str | None  # whose view; None: the public
    round: int
    rounds: int
    phase: Phase
    prize: int
    sponsor: str | None
    aediles: list[AedileView]
    deck: int
    discard: list[int]  # face up [2.5]
    hand: list[int] | None = None  # the seat's own
    bid: int | None = None  # the seat's own sealed bid
    vote: bool | None = None  # the seat's own sealed vote
    outcome: Outcome | None = None


def view(state: LudiState, seat: str | None) -> LudiView:
    own = state.aediles.get(seat) if seat is not None else None
    return LudiView(
        seat=seat,
        round=state.turn,
        rounds=state.options.last_round,
        phase=state.phase,
        prize=state.prize,
        sponsor=state.sponsor,
        aediles=[
            AedileView(
                seat=s,
                favour=a.favour,
                cards=len(a.hand),
                bid_laid=a.bid is not None,
                voted=a.vote is not None,
            )
            for s, a in state.aediles.items()
        ],
        deck=len(state.deck),
        discard=sorted(state.discard),
        hand=list(own.hand) if own is not None else None,
        bid=own.bid if own is not None else None,
        vote=own.vote if own is not None else None,
        outcome=state.outcome,
    )
