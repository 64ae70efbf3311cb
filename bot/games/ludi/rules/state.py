"""The state of a game of Ludi Romani: the aediles, the purse deck and the round."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from bot.engine.engine import GameState

GAME = "ludi"
#: the aediles, in seating order [1.1]
SEATS: tuple[str, ...] = ("aurelii", "claudii", "cornelii", "fabii")
MIN_SEATS = 2
MAX_SEATS = 4
#: the purse deck: three cards of each value from 1 to 10 [1.2]
DECK: tuple[int, ...] = tuple(value for value in range(1, 11) for _ in range(3))
HAND_SIZE = 4  # [1.2]
#: favour of an acclaimed sponsor and of each who acclaimed or jeered on the winning side [2.4]
ACCLAIMED_SPONSOR = 2
ON_THE_WINNING_SIDE = 1

Phase = Literal["bid", "vote", "over"]


class LudiOptions(BaseModel):
    """The options of a game [1.3]. `romani` is the only scenario there is."""

    model_config = ConfigDict(extra="forbid")

    scenario: Literal["romani"] = "romani"
    festival_days: Literal[4, 6, 8] = 6
    turn_limit: int | None = Field(default=None, ge=1)

    @property
    def last_round(self) -> int:
        return min(self.festival_days, self.turn_limit or self.festival_days)


class Aedile(BaseModel):
    """One seat: its hand and favour, and its bid and vote while they are sealed."""

    hand: list[int]
    favour: int = 0
    bid: int | None = None  # laid face down [2.2]
    vote: bool | None = None  # acclaim (True) or jeer, sealed [2.4]


class LudiState(GameState):
    game: str = GAME
    options: LudiOptions
    turn: int = 1  # the round
    phase: Phase = "bid"
    prize: int = 0  # [2.1]
    sponsor: str | None = None  # [2.3]
    aediles: dict[str, Aedile]
    deck: list[int]
    discard: list[int] = Field(default_factory=list)


def parse_options(data: Mapping[str, Any]) -> LudiOptions:
    return LudiOptions.model_validate(dict(data))


def load_state(text: str) -> LudiState:
    return LudiState.model_validate_json(text)


def cards_in_play(state: LudiState) -> Counter[int]:
    """Every purse card where it is: the deck, the discards, the hands and the bids."""
    found = Counter(state.deck) + Counter(state.discard)
    for aedile in state.aediles.values():
        found += Counter(aedile.hand)
        if aedile.bid is not None:
            found[aedile.bid] += 1
    return found
