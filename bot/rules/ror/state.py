"""The game state: plain pydantic data that round-trips through JSON exactly.

Where the game stands is data too: `phase` and `step` name the point in the turn, and
`procedures` is the stack of open sequential procedures (the top one, last in the list,
says whose decision the game waits for). Nothing lives in the Python call stack.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field, model_validator

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


Scenario = Literal["early", "middle", "late", "extended", "alternative"]


class RorOptions(BaseModel):
    scenario: Scenario = "early"
    turn_limit: int | None = Field(default=None, ge=1)
    ballot: Literal["sealed", "open"] = "sealed"
    # scenarios and cards (issue 3): where sources disagree (RULES §15, docs/RULES_CHOICES.md)
    # the Extended scenario's first and last decks [3.04.1]
    first_era: Literal["early", "middle"] = "early"
    final_era: Literal["middle", "late"] = "late"
    sicilia_developed_income: Literal["1d6+2", "2d6+2"] = "1d6+2"  # §15.2
    ship_building_income: Literal[3, 2] = 3  # talents per fleet raised, §15.6
    mithridatic_3_disaster: Literal[14, 13] = 14  # §15.3
    gladiator_revolt_is_slave_revolt: bool = True  # matches the Sicilian slave revolts, §15.4
    pompey_opposes: Literal["29A", "29B"] = "29A"  # §15.5

    @model_validator(mode="after")
    def _extended_runs_forward(self) -> RorOptions:
        if self.scenario == "extended" and self.first_era == self.final_era:
            raise ValueError("the Extended scenario goes on into a later era")
        return self


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


class Force(BaseModel):
    """Roman units sent against a war, with their commander [1.09.64]; they fight in the
    Combat phase in dispatch order [1.10.1] and stay there under a proconsul [1.10.8]."""

    war: str  # the war card they face
    commander: str | None = None  # None: commanderless, waiting for the Senate
    master_of_horse: str | None = None  # goes with a Dictator [1.09.34]
    legions: int = 0  # regular legions
    veterans: list[str] = Field(default_factory=list)  # one entry per veteran legion: its
    # allegiance (a senator card) [1.10.5]
    fleets: int = 0
    order: int = 0  # dispatch order this turn [1.10.1]
    sent_turn: int = 0


class Province(BaseModel):
    """A province in play: in the Forum while it has no governor [1.09.5]."""

    card: str
    developed: bool = False
    governor: str | None = None
    term: int = 0  # turns left on the governor's dial [1.06.6]
    garrison: int = 0  # legions stationed there [1.09.647]


class LaterDeck(BaseModel):
    """A deck waiting to follow the draw pile (Extended scenario) [3.04.1]."""

    era: Era
    cards: list[str] = Field(default_factory=list)  # top first


class Persuasion(BaseModel):
    """A persuasion attempt being bid on [1.07.4]. The bribes and counter-bribes already
    sit in the target's treasury; the base number leaves them out of his own talents."""

    faction: str
    persuader: str
    target: str
    bribes: int = 0
    counter_bribes: int = 0
    card: str | None = None  # Seduction or Blackmail played for it [intrigue]
    countered: bool = False  # the last round of counter-bribes had one


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
    legions: int = 0  # regular legions in the Active Forces box (in Rome)
    fleets: int = 0
    veterans: list[str] = Field(default_factory=list)  # veteran legions in Rome: allegiance
    forces: list[Force] = Field(default_factory=list)  # units away against wars
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
    # events and population [1.07.21, 1.08]
    event_payments: dict[str, int] = Field(default_factory=dict)  # event -> turn the State paid
    no_recruitment_turn: int | None = None  # 1.08 NR: no forces may be raised this turn
    # revenue (issue 3) [1.06]: provinces overrun by Barbarian Raids or in Internal Disorder
    # this turn (no spoils, taxes or development), and negative spoils the State owes
    revenue_disrupted: list[str] = Field(default_factory=list)
    spoils_debt: int = 0  # paid in Debits [1.06.12, 1.06.53]
    # scenarios and cards (issue 3): the decks still to come [3.04.1], and the province
    # cards not yet created, kept aside so that every card is always somewhere
    later_decks: list[LaterDeck] = Field(default_factory=list)
    provinces_aside: list[str] = Field(default_factory=list)
    # forum phase [1.07]: the initiatives of this turn and the persuasion under way
    initiative: int = 0  # initiatives begun this turn [1.07.2]
    initiative_order: list[str] = Field(default_factory=list)  # the regular initiatives
    initiative_seat: str | None = None  # whose initiative is being played
    persuasion: Persuasion | None = None


def load_state(text: str) -> RorState:
    return RorState.model_validate_json(text)


def card_locations(state: RorState) -> list[str]:
    """Every card id in the game, once per place it is found (an invariant checks that
    each card appears exactly once)."""
    found = [*state.deck, *state.forum, *state.curia, *state.discard, *state.removed]
    for later in state.later_decks:
        found += later.cards
    found += [*state.provinces, *state.provinces_aside]
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
