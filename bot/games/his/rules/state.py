"""The state the papal procedures read and write: plain pydantic data that round-trips
through JSON. Where the game stands is data too: `phase`, and the open procedure of a
card being resolved (`sack`, `bull`), each with the step it waits at."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field

from bot.engine.procedures import Procedure, ProcedureState
from bot.games.his.rules.data import POWERS, Power, spaces

#: the seats in the order they are filled: with fewer than six players the last ones are
#: played by their partners below
SEATS: tuple[str, ...] = ("papacy", "protestant", "france", "ottoman", "hapsburg", "england")
MIN_SEATS = 3
MAX_SEATS = 6

#: who plays an unseated power, as Saito's engine pairs them (docs/RULES_CHOICES.md, "Here
#: I Stand": seats): five players, England with the Protestant; four, the Hapsburgs with the
#: Papacy too; three, the Ottomans with France too
PARTNERS: dict[int, dict[str, str]] = {
    6: {},
    5: {"england": "protestant"},
    4: {"england": "protestant", "hapsburg": "papacy"},
    3: {"england": "protestant", "hapsburg": "papacy", "ottoman": "france"},
}

Phase = Literal["hand", "diplomacy", "action", "ended"]
Religion = Literal["catholic", "protestant", "other"]
#: where a card is, when it is not in the Papal hand and the bot knows it: the discard
#: pile (`discard_secret`: discarded unseen, by the card grab), out of the game, being
#: played, a home card played this turn, or held by a power (`held:<power>`)
Place = str


class HisOptions(BaseModel):
    """Where the sources disagree (PAPAL.md §6), a choice; defaults follow the seed."""

    #: "open_board": the players enter the board; "random_italy": a random Italian situation (tests,
    #: simulations)
    scenario: Literal["open_board", "random_italy"] = "open_board"
    turn_limit: int = Field(default=9, ge=1, le=9)
    #: §6.1: JSENG's ground "controls a Papal home space" (off: SAITO and DJS)
    ground_papal_space: bool = False
    #: §6.2: SAITO's once per game for a power or reformer (off: only not while in force)
    once_per_game: bool = False
    #: §6.4: the unrest spaces must be Catholic (the seed); off: SAITO's, any religion
    unrest_catholic_only: bool = True
    #: §6.6: DJS's marker on the ruler (lifted when he leaves the throne); off: on the power
    marker_on_ruler: bool = False
    #: §6.5: the translator's other reading: peace lifts it only with a card given
    peace_needs_card: bool = False
    #: §6.9 / SOURCES.md: Ragusa in the Italian language zone (Saito); off: BGA's "other"
    ragusa_italian: bool = False


def parse_options(data: Mapping[str, Any]) -> HisOptions:
    return HisOptions.model_validate(dict(data))


class Leader(BaseModel):
    """An army leader and his battle rating."""

    name: str
    battle: int = Field(ge=0, le=6)


class Stack(BaseModel):
    """One power's units in one space."""

    regulars: int = Field(default=0, ge=0)
    mercenaries: int = Field(default=0, ge=0)
    leaders: list[Leader] = Field(default_factory=list)

    @property
    def empty(self) -> bool:
        return not (self.regulars or self.mercenaries or self.leaders)

    @property
    def units(self) -> int:
        return self.regulars + self.mercenaries


class ReformerState(BaseModel):
    """A reformer piece and his debater. `space` is where he stands (None: not on the map);
    `excommunicated_turn` the turn a Papal Bull took him off the map (option A)."""

    space: str | None = None
    home_space: str | None = None
    committed: bool = False
    excommunicated_turn: int | None = None


class Excommunication(BaseModel):
    """The "-1 card" marker on a power (option B), and the ruler it struck."""

    since_turn: int
    ruler: str


class BattleCard(BaseModel):
    """A combat or response card declared in the Sack's battle, with its effect as the card
    says it, entered by its player: extra dice for a side."""

    power: str
    card: int
    attacker_dice: int = 0
    defender_dice: int = 0


class SackProcedure(BaseModel):
    """Sack of Rome (#95) under way: who played it, whose formation, where it came from,
    and the step it waits at."""

    step: Literal["cards", "odd_casualty", "keep"] = "cards"
    player: str
    owner: str
    origin: str
    #: the formation, in Rome while the sack lasts
    formation: Stack = Field(default_factory=Stack)
    cards: list[BattleCard] = Field(default_factory=list)
    done: list[str] = Field(default_factory=list)  # seats through with the card window
    attacker_hits: int = 0
    defender_hits: int = 0
    #: the attacker's losses still to take (the odd one, chosen by the owner)
    odd_casualty: int = 0
    #: the two cards drawn from the Papal hand, seen only by the owner's seat
    drawn: list[int] = Field(default_factory=list)


class BullProcedure(BaseModel):
    """Papal Bull (#5) under way."""

    step: Literal["option", "cranmer", "debate", "unrest"]
    reformer: str | None = None
    #: the seats through with the response window before Cranmer's excommunication
    answered: list[str] = Field(default_factory=list)
    power: str | None = None
    unrest_left: int = 0


class HisState(ProcedureState):
    game: str = "his"
    options: HisOptions = Field(default_factory=HisOptions)
    turn: int = 1
    phase: Phase = "hand"
    #: which seat plays each power
    control: dict[str, str]
    rulers: dict[str, str]
    #: pairs of powers at war, and allied (each pair sorted)
    wars: list[tuple[str, str]] = Field(default_factory=list)
    alliances: list[tuple[str, str]] = Field(default_factory=list)
    #: units by space, then power
    units: dict[str, dict[str, Stack]] = Field(default_factory=dict)
    unrest: list[str] = Field(default_factory=list)
    #: home spaces whose religion differs from the map's start
    religion: dict[str, Religion] = Field(default_factory=dict)
    #: who controls each Papal home space, where not the Papacy
    papal_space_control: dict[str, str] = Field(default_factory=dict)
    reformers: dict[str, ReformerState] = Field(default_factory=dict)
    excommunicated: dict[str, Excommunication] = Field(default_factory=dict)
    ever_excommunicated: list[str] = Field(default_factory=list)
    #: cards fewer (negative) or more each Card Draw Phase, per power
    draw_modifier: dict[str, int] = Field(default_factory=lambda: {str(p): 0 for p in POWERS})
    #: St. Peter's: CP toward the next VP (0-4) and VP earned
    st_peters_cp: int = 0
    st_peters_vp: int = 0
    #: the Papacy's hand: secret from every seat but the Papacy's
    papal_hand: list[int] = Field(default_factory=list)
    #: cards the bot knows the place of, outside the Papal hand
    places: dict[int, Place] = Field(default_factory=dict)
    #: whose impulse it is, and how many powers have passed in a row
    active: str = "ottoman"
    passes: int = 0
    #: seats through with the Diplomacy Phase
    diplomacy_done: list[str] = Field(default_factory=list)
    sack: SackProcedure | None = None
    bull: BullProcedure | None = None
    #: a card played at this impulse is being resolved: its end passes the impulse on
    resolving: bool = False
    #: the decision open now, on the engine's stack (the one the state above calls for)
    procedures: list[Procedure] = Field(default_factory=list)

    def seat_of(self, power: str) -> str:
        return self.control[power]

    def powers_of(self, seat: str) -> list[str]:
        return [p for p in POWERS if self.control.get(p) == seat]

    def stack(self, space: str, power: str) -> Stack:
        return self.units.get(space, {}).get(power, Stack())

    def at_war(self, a: str, b: str) -> bool:
        return pair(a, b) in self.wars

    def allied(self, a: str, b: str) -> bool:
        return pair(a, b) in self.alliances

    def religion_of(self, space: str) -> Religion:
        start = spaces()[space].initial_religion
        return self.religion.get(space, "catholic" if start == "catholic" else "other")

    def occupied(self, space: str) -> bool:
        return any(not s.empty for s in self.units.get(space, {}).values())


def pair(a: str, b: str) -> tuple[str, str]:
    first, second = sorted((a, b))
    return (first, second)


def set_stack(state: HisState, space: str, power: Power | str, stack: Stack) -> None:
    """Put `stack` in place of `power`'s units in `space` (an empty one is dropped)."""
    here = state.units.setdefault(space, {})
    if stack.empty:
        here.pop(power, None)
    else:
        here[power] = stack
    if not here:
        del state.units[space]


def load_state(text: str) -> HisState:
    return HisState.model_validate_json(text)
