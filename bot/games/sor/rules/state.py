"""The state Praetor keeps of a game of Sword of Rome: the map and roster in play, each
space's combat units (CU) inside and outside its walled city, control and Greek loyalty,
each leader's status and stack, the turn, the active player, the activation under way, and
the open procedures (who must decide what now)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, Field

from bot.engine.procedures import Procedure, ProcedureData, ProcedureState
from bot.games.sor.rules.board import MapDef, Roster
from bot.games.sor.rules.powers import MAX_SEATS, MIN_SEATS, SEATS, Power

__all__ = ["MAX_SEATS", "MIN_SEATS", "SEATS"]

LeaderStatus = Literal["offboard", "map", "cup", "displaced", "set_aside", "removed"]
Phase = Literal["setup", "action", "reinforcement", "over"]


class SorOptions(BaseModel):
    """The options a group chooses (docs/RULES_CHOICES.md, "Sword of Rome")."""

    roster: Literal["demo", "rulebook"] = "demo"  # the roster before any import
    turn_limit: int = Field(default=2, ge=1, le=20)  # the game ends after this many turns
    rounds: Literal[1, 2, 3, 4, 5, 6, 7, 8] = 4  # card plays per player in a turn [5.4]
    # 11.3: a pursuit that succeeds lets the army move on; "rough_strait" forbids its next
    # step across a rough connection or a strait, "free" reads 11.4 only for the roll
    pursuit_crossing: Literal["rough_strait", "free"] = "rough_strait"
    # 5.10 [?]: a consul drawn with no space to go back to the cup, or wait displaced
    unplaced_consul: Literal["cup", "displaced"] = "cup"
    # 8.2.3 [?]: the loyalty a Greek city must keep when the penalty is paid
    greek_loyalty_floor: Literal[0, 1] = 0


def parse_options(data: Mapping[str, Any]) -> SorOptions:
    return SorOptions.model_validate(dict(data))


class SpaceState(BaseModel):
    control: Power | None = None
    loyalty: int | None = None  # Greek walled cities [8.2.3]
    outside: dict[Power, int] = Field(default_factory=dict)
    inside: dict[Power, int] = Field(default_factory=dict)  # inside the walled city
    besieged: bool = False


class LeaderState(BaseModel):
    """Where a leader is. On the map he stands in `space` (inside its walled city or out);
    `under` names his commander when he is a subordinate [8.2.1]."""

    id: str
    status: LeaderStatus
    space: str | None = None
    inside: bool = False
    under: str | None = None


class Declaration(BaseModel):
    """One reaction declared before any die is rolled [9.3]: an interception into the
    entered space [10.3] or an avoidance out of it [11.1]."""

    kind: Literal["intercept", "avoid"]
    seat: str
    power: Power
    leader: str  # who leads the attempt (the commander, or a subordinate detaching)
    origin: str  # the space the army stands in
    cu: int
    outcome: Literal["pending", "success", "failure"] = "pending"
    consent: bool | None = None  # 11.1: the mover's answer when asked
    by_sea: str | None = None  # 11.1.1: an avoidance by sea, on the card named
    settled: bool = False  # a successful avoidance has reached its destination


class Batch(BaseModel):
    """CU moving together in a Campaign's activation [9.5]: how many, and the MP the army
    may have spent in this activation while they are with it (each CU's 4 MP in the
    action, 5 for the Gauls, less what it spent before)."""

    cu: int
    cap: int


class Activation(BaseModel):
    """The activation under way [8.1, 9.1]: its card, the moving force and its MP."""

    seat: str
    power: Power
    card: int  # the value it counts as
    source: str  # "card", "desperate_times", "neutral_power", "campaign_flank", "transalpine"
    mp: int  # 9.2
    mp_left: int
    force: list[str]  # its leaders, the commander first
    cu: int = 0  # the CU moving with it (≤ 10) [9.1.1]
    space: str
    came_from: str | None = None  # the space before the last step (refusing battle) [10.5.1]
    last_connection: str | None = None
    intercepted_by: list[str] = Field(default_factory=list)  # armies that tried, this action
    reactions: list[Declaration] = Field(default_factory=list)
    declared: list[str] = Field(default_factory=list)  # seats done declaring
    interceptor: Power | None = None  # the power whose interception succeeded [10.4]
    avoid_failed: bool = False  # 11.1: the defender fights at −1
    pursuit_only: bool = False  # 11.3: after a pursuit, no rough or strait on the next step
    moved: bool = False
    # where the action stands: "move", "declare", "consent", "avoid_to", "refuse",
    # "refuse_consent", "battle"
    stage: str = "move"
    pursuit_failed: bool = False  # 11.3: the move ends after the reactions
    refuse_asked: bool = False  # 10.5.1
    left: list[str] = Field(default_factory=list)  # leaders dropped on the way
    batches: list[Batch] = Field(default_factory=list)  # 9.5: in a Campaign only


class Campaign(BaseModel):
    """A Campaign card under way [9.5]: two activations with one card; the leaders who
    moved in the first may not move again in the second."""

    card: int
    moved: list[str] = Field(default_factory=list)
    second: bool = False
    # 9.5: CU the first activation moved, where they stand: (power, space, CU, MP spent)
    spent: list[tuple[Power, str, int, int]] = Field(default_factory=list)


class Battle(BaseModel):
    """A battle to be fought at the table: its sides and the modifiers the leader rules
    give, carried to the players' report [12.2]."""

    space: str
    attacker: Power
    defender: Power
    attacker_leader: str | None
    defender_leader: str | None
    modifiers: dict[str, int] = Field(default_factory=dict)  # "attacker.leadership": 1 ...


class Tie(BaseModel):
    """Players tied on VP whose order the tie winner decides [5.10, 4.4]."""

    winner: str
    left: list[str]  # still to be ordered
    chosen: list[str] = Field(default_factory=list)


class Reinforcement(BaseModel):
    """The Reinforcement Phase under way [5.10]: the powers in order and the step of the
    current one."""

    order: list[Power]
    seats: list[str] = Field(default_factory=list)  # the players, in their order
    ties: list[Tie] = Field(default_factory=list)  # ties still to order
    index: int = 0
    step: str = "start"
    drawn: list[str] = Field(default_factory=list)  # 8.2.2: consuls drawn, to place
    drew: bool = False
    decided: list[str] = Field(default_factory=list)  # 8.2.3: Greek leaders kept or removed
    stayed: list[str] = Field(default_factory=list)  # displaced leaders with nowhere to go
    sicily_used: bool = False  # 8.2.3: the five-player reduction is for one leader


class Subject(ProcedureData):
    """What a procedure's prompt is about: a leader, or a declaration by its index."""

    subject: str = ""


class SorState(ProcedureState):
    options: SorOptions = Field(default_factory=SorOptions)
    map: MapDef
    roster: Roster
    seat_powers: dict[str, list[Power]]
    non_player: list[Power]
    phase: Phase = "setup"
    turn: int = 1
    round: int = 1
    active: str | None = None  # the active player [5.4]
    played: list[str] = Field(default_factory=list)  # seats that played this round
    acted: bool = False  # the active player has made his card play [5.4]
    # 16.1.1: non-player powers the active player activated by Neutral Power Activates in
    # this impulse; he may adjust their minor leaders too
    neutral_activated: list[Power] = Field(default_factory=list)
    vp: dict[str, int] = Field(default_factory=dict)
    alliances: list[tuple[Power, Power]] = Field(default_factory=list)  # 15, reported
    out: list[str] = Field(default_factory=list)  # seats out of the game [5.10.3]
    spaces: dict[str, SpaceState]
    leaders: dict[str, LeaderState]
    activation: Activation | None = None
    battle: Battle | None = None
    campaign: Campaign | None = None
    reinforcement: Reinforcement | None = None
    procedures: list[Procedure] = Field(default_factory=list)

    def owner(self, power: Power) -> str | None:
        """The seat playing `power`, or None for a non-player power."""
        for seat, powers in self.seat_powers.items():
            if power in powers:
                return seat
        return None


def load_state(text: str) -> SorState:
    return SorState.model_validate_json(text)
