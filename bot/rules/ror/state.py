"""The game state: plain pydantic data that round-trips through JSON exactly.

Where the game stands is data too: `phase` and `step` name the point in the turn, and
`procedures` is the stack of open sequential procedures (the top one, last in the list,
says whose decision the game waits for). Nothing lives in the Python call stack.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field

from bot.rules.core.engine import GameState

SEATS: tuple[str, ...] = (
    "optimates",
    "populares",
    "equites",
    "plebeians",
    "patricians",
    "publicani",
)
MIN_SEATS = 3
MAX_SEATS = 6

Phase = Literal[
    "setup", "mortality", "revenue", "forum", "population", "senate", "combat", "revolution",
    "ended",
]  # fmt: skip
TURN_PHASES: tuple[Phase, ...] = (
    "mortality", "revenue", "forum", "population", "senate", "combat", "revolution",
)  # fmt: skip
Era = Literal["early", "middle", "late"]
Office = Literal["dictator", "rome_consul", "field_consul", "censor", "master_of_horse"]
# 1.09.11: the order in which officials preside
OFFICE_RANK: tuple[Office, ...] = (
    "dictator", "rome_consul", "field_consul", "censor", "master_of_horse",
)  # fmt: skip
WarStatus = Literal["active", "inactive", "imminent"]


class RorOptions(BaseModel):
    scenario: Literal["early"] = "early"
    turn_limit: int | None = Field(default=None, ge=1)
    ballot: Literal["sealed", "open"] = "sealed"


def parse_options(data: Mapping[str, Any]) -> RorOptions:
    return RorOptions.model_validate(dict(data))


class Senator(BaseModel):
    """A senator in play, keyed by its top card (a statesman sits on his family card)."""

    card: str
    family: str | None = None  # the family card beneath a statesman
    faction: str | None = None  # None: unaligned, in the Forum
    military: int
    oratory: int
    loyalty: int
    influence: int
    popularity: int = 0
    knights: int = 0
    talents: int = 0
    office: Office | None = None
    prior_consul: bool = False
    concessions: list[str] = Field(default_factory=list)
    corrupt_concessions: list[str] = Field(default_factory=list)  # corrupt bar showing [1.06.1]
    corrupt: bool = False  # took provincial spoils [1.06.12]
    major: bool = False  # held a Major Office this turn [1.07.8]
    # away from Rome (1.09.11): governing a province, commanding against a war, captive, rebel
    province: str | None = None
    command: str | None = None
    captive: str | None = None  # the war card holding him [1.10.71]
    rebel: bool = False

    @property
    def in_rome(self) -> bool:
        return not (self.province or self.command or self.captive or self.rebel)


class Faction(BaseModel):
    seat: str
    leader: str | None = None
    treasury: int = 0
    hand: list[str] = Field(default_factory=list)


class War(BaseModel):
    card: str
    status: WarStatus
    unprosecuted: bool = False  # [1.10.9]
    leaders: list[str] = Field(default_factory=list)  # enemy leader cards with this war
    naval_victory: bool = False  # [1.10.6]


class Province(BaseModel):
    """A province in play: in the Forum while it has no governor [1.09.5]."""

    card: str
    developed: bool = False
    governor: str | None = None
    term: int = 0  # turns left on the governor's dial [1.06.6]
    garrison: int = 0  # legions stationed there [1.09.647]


class Procedure(BaseModel):
    """An open procedure with the `seats` still to act: the first one acts now, or, when
    `simultaneous`, all of them at once (in any order). `kind` names its entry in
    `engine.PROCEDURES`."""

    kind: str
    rule: str
    seats: list[str]
    simultaneous: bool = False
    data: dict[str, Any] = Field(default_factory=dict)  # the procedure's own working data

    @property
    def acting(self) -> list[str]:
        return list(self.seats) if self.simultaneous else self.seats[:1]


class RorState(GameState):
    game: str = "ror"
    options: RorOptions
    turn: int = 1
    phase: Phase = "setup"
    step: str = "start"
    procedures: list[Procedure] = Field(default_factory=list)
    treasury: int = 100
    unrest: int = 0
    legions: int = 0
    fleets: int = 0
    factions: dict[str, Faction]
    senators: dict[str, Senator] = Field(default_factory=dict)
    deck: list[str] = Field(default_factory=list)  # top first
    forum: list[str] = Field(default_factory=list)  # cards in the Forum other than senators, wars
    wars: list[War] = Field(default_factory=list)
    curia: list[str] = Field(default_factory=list)  # top first
    discard: list[str] = Field(default_factory=list)
    removed: list[str] = Field(default_factory=list)  # out of the game (dead statesmen)
    era: Era = "early"
    provinces: dict[str, Province] = Field(default_factory=dict)
    # random events in play [1.07.21]: event id -> level (1 light side, 2 dark side; a few
    # events such as Manpower Shortage count up)
    active_events: dict[str, int] = Field(default_factory=dict)
    laws: list[str] = Field(default_factory=list)  # laws in play
    era_ends: bool = False  # Era Ends was revealed [1.07.35]


def load_state(text: str) -> RorState:
    return RorState.model_validate_json(text)


def card_locations(state: RorState) -> list[str]:
    """Every card id in the game, once per place it is found (an invariant checks that
    each card appears exactly once)."""
    found = [*state.deck, *state.forum, *state.curia, *state.discard, *state.removed]
    for war in state.wars:
        found += [war.card, *war.leaders]
    found += state.laws
    for faction in state.factions.values():
        found += faction.hand
    for senator in state.senators.values():
        found.append(senator.card)
        if senator.family:
            found.append(senator.family)
        found += senator.concessions
    return found
