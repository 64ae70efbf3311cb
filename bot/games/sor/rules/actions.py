"""Player actions: a pydantic union discriminated on `kind`. Each describes itself as a
catalogue key (`action.<kind>`) and its parameters, the ids and numbers it holds."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from bot.games.sor.rules.names import power_ref
from bot.games.sor.rules.powers import Power

Label = tuple[str, dict[str, Any]]


class _SorAction(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    #: a fact the players report and the bot does not adjudicate (the GM checks it)
    reported: ClassVar[bool] = False

    def describe(self) -> Label:
        data = self.model_dump(mode="json", exclude={"kind"})
        return f"action.{type(self).model_fields['kind'].default}", data


class StartGame(_SorAction):
    """Begin play on the map and roster loaded."""

    kind: Literal["sor_start"] = "sor_start"


class ImportData(_SorAction):
    """Load an owner-entered roster or map before play (LEADERS.md §0)."""

    kind: Literal["sor_import"] = "sor_import"
    what: Literal["roster", "map"]
    fmt: Literal["json", "csv"]
    text: str

    def describe(self) -> Label:
        return f"action.sor_import.{self.what}", {}


class Activate(_SorAction):
    """8.1: activate a leader with a card of `card` value (or a play counting as 3)."""

    kind: Literal["sor_activate"] = "sor_activate"
    leader: str
    card: int = Field(ge=1, le=3)
    source: Literal["card", "desperate_times", "neutral_power", "transalpine"] = "card"
    campaign: bool = False  # 9.5: a Campaign card, two activations

    def describe(self) -> Label:
        key = (
            "action.sor_activate_campaign"
            if self.campaign
            else f"action.sor_activate.{self.source}"
        )
        return key, {"leader": self.leader, "card": self.card, "source": self.source}


class PlayOther(_SorAction):
    """5.4: a card played for its event or otherwise: the table resolves it."""

    kind: Literal["sor_play_other"] = "sor_play_other"


class PlaceMinor(_SorAction):
    """8.3: place or move a minor leader to a space holding his power's CU, inside the
    walls of its city when his CU stand there (13.3 play note)."""

    kind: Literal["sor_place_minor"] = "sor_place_minor"
    leader: str
    space: str
    inside: bool = False

    def describe(self) -> Label:
        key = "action.sor_place_minor_inside" if self.inside else "action.sor_place_minor"
        return key, {"leader": self.leader, "space": self.space}


class MoveTo(_SorAction):
    """9.2: the activated army steps to an adjacent space."""

    kind: Literal["sor_move_to"] = "sor_move_to"
    space: str


class TakeCU(_SorAction):
    kind: Literal["sor_take_cu"] = "sor_take_cu"
    cu: int = Field(ge=1)


class DropCU(_SorAction):
    kind: Literal["sor_drop_cu"] = "sor_drop_cu"
    cu: int = Field(ge=1)


class TakeLeader(_SorAction):
    kind: Literal["sor_take_leader"] = "sor_take_leader"
    leader: str


class DropLeader(_SorAction):
    kind: Literal["sor_drop_leader"] = "sor_drop_leader"
    leader: str


class EndMove(_SorAction):
    kind: Literal["sor_end_move"] = "sor_end_move"


class Intercept(_SorAction):
    """10.3: declare an interception into the space just entered."""

    kind: Literal["sor_intercept"] = "sor_intercept"
    leader: str
    origin: str
    cu: int = Field(ge=1)


class Avoid(_SorAction):
    """11.1: declare an avoidance out of the space just entered; by sea (11.1.1) on the
    card named."""

    kind: Literal["sor_avoid"] = "sor_avoid"
    leader: str
    origin: str
    cu: int = Field(ge=1)
    by_sea: (
        Literal["no_card", "card_1", "card_2", "card_3", "naval_transports", "duoviri_navales"]
        | None
    ) = None

    def describe(self) -> Label:
        if self.by_sea is None:
            return "action.sor_avoid", {"leader": self.leader, "origin": self.origin, "cu": self.cu}
        return f"action.sor_avoid_by_sea.{self.by_sea}", {"leader": self.leader, "cu": self.cu}


class Withdraw(_SorAction):
    """9.3: put CU inside the walled city entered (at most 3 inside)."""

    kind: Literal["sor_withdraw"] = "sor_withdraw"
    power: Power
    cu: int = Field(ge=1)

    def describe(self) -> Label:
        return "action.sor_withdraw.power", {"power_id": power_ref(self.power), "cu": self.cu}


class DoneDeclaring(_SorAction):
    kind: Literal["sor_declared"] = "sor_declared"


class Consent(_SorAction):
    """11.1, 10.5.1: let the enemy avoid or refuse battle without a roll, or not."""

    kind: Literal["sor_consent"] = "sor_consent"
    consent: bool

    def describe(self) -> Label:
        return f"action.sor_consent_{'yes' if self.consent else 'no'}", {}


class AvoidTo(_SorAction):
    kind: Literal["sor_avoid_to"] = "sor_avoid_to"
    space: str


class RefuseBattle(_SorAction):
    """10.5.1: try to step back where the army came from, or fight."""

    kind: Literal["sor_refuse"] = "sor_refuse"
    refuse: bool

    def describe(self) -> Label:
        return f"action.sor_refuse_{'yes' if self.refuse else 'no'}", {}


class SeaReturn(_SorAction):
    """10.5.1: an army refusing battle after arriving by sea steps back by a naval move,
    which the table resolves: it sails back, or a "Return" result on the Naval Combat table
    or Storms at Sea forces the battle."""

    kind: Literal["sor_sea_return"] = "sor_sea_return"
    forced: bool

    def describe(self) -> Label:
        return f"action.sor_sea_return{'_forced' if self.forced else ''}", {}


class ReportBattle(_SorAction):
    """12.3, 12.4 (reported): the battle's losses and the loser's retreat."""

    kind: Literal["sor_report_battle"] = "sor_report_battle"
    attacker_losses: int = Field(ge=0)
    defender_losses: int = Field(ge=0)
    retreat: str | None = None


class GoNext(_SorAction):
    """5.10: the tie winner names who of the tied players goes next."""

    kind: Literal["sor_go_next"] = "sor_go_next"
    player: str

    def describe(self) -> Label:
        return f"action.sor_go_next.{self.player}", {}


class PlaceLeader(_SorAction):
    """5.10, 8.2.2, 8.4: a returning named leader or a drawn consul placed."""

    kind: Literal["sor_place_leader"] = "sor_place_leader"
    leader: str
    space: str


class Reinforce(_SorAction):
    """5.10.1 (reported): one CU of reinforcement placed."""

    kind: Literal["sor_reinforce"] = "sor_reinforce"
    space: str


class Done(_SorAction):
    kind: Literal["sor_done"] = "sor_done"


class KeepLeader(_SorAction):
    """8.2.3: keep a Greek named leader, paying his penalty from these cities."""

    kind: Literal["sor_keep_leader"] = "sor_keep_leader"
    leader: str
    pay: dict[str, int] = Field(default_factory=dict)
    sicily: bool = False

    def describe(self) -> Label:
        key = "action.sor_keep_leader_sicily" if self.sicily else "action.sor_keep_leader"
        return key, {"leader": self.leader, "pay": dict(self.pay)}


class RemoveLeader(_SorAction):
    """8.2.3: remove a Greek named leader for good."""

    kind: Literal["sor_remove_leader"] = "sor_remove_leader"
    leader: str


class ReportCU(_SorAction):
    """Reported: CU gained or lost outside the battles the bot opens (events, sieges,
    attrition, reinforcements by event)."""

    kind: Literal["sor_report_cu"] = "sor_report_cu"
    reported: ClassVar[bool] = True
    space: str
    power: Power
    inside: bool = False
    delta: int

    def describe(self) -> Label:
        key = f"action.sor_report_cu.{'inside' if self.inside else 'outside'}"
        return key, {"space": self.space, "power_id": power_ref(self.power), "delta": self.delta}


class ReportControl(_SorAction):
    kind: Literal["sor_report_control"] = "sor_report_control"
    reported: ClassVar[bool] = True
    space: str
    power: Power | None

    def describe(self) -> Label:
        if self.power is None:
            return "action.sor_report_control.nobody", {"space": self.space}
        return "action.sor_report_control", {"space": self.space, "power_id": power_ref(self.power)}


class ReportLoyalty(_SorAction):
    kind: Literal["sor_report_loyalty"] = "sor_report_loyalty"
    reported: ClassVar[bool] = True
    space: str
    loyalty: int = Field(ge=0)


class ReportVP(_SorAction):
    """Victory Points, which order the Reinforcement Phase [5.10]."""

    kind: Literal["sor_report_vp"] = "sor_report_vp"
    reported: ClassVar[bool] = True
    seat: str
    vp: int


class ReportSiege(_SorAction):
    kind: Literal["sor_report_siege"] = "sor_report_siege"
    reported: ClassVar[bool] = True
    space: str
    besieged: bool

    def describe(self) -> Label:
        key = f"action.sor_report_siege.{'begun' if self.besieged else 'lifted'}"
        return key, {"space": self.space}


class ReportAlliance(_SorAction):
    """15 (reported): two powers are allied now, or no longer."""

    kind: Literal["sor_report_alliance"] = "sor_report_alliance"
    reported: ClassVar[bool] = True
    power: Power
    other: Power
    allied: bool

    def describe(self) -> Label:
        key = f"action.sor_report_alliance.{'made' if self.allied else 'ended'}"
        return key, {"power_id": power_ref(self.power), "other_id": power_ref(self.other)}


class EventLeader(_SorAction):
    """8.2, 8.2.1 (reported): an event brings a named leader onto the map; `command`: he
    takes command of the stack he joins."""

    kind: Literal["sor_event_leader"] = "sor_event_leader"
    reported: ClassVar[bool] = True
    leader: str
    space: str
    command: bool = True


class ReportDisplaced(_SorAction):
    """8.4, 13.5, 14.4 (reported): a leader displaced by a siege, a looting or an event."""

    kind: Literal["sor_report_displaced"] = "sor_report_displaced"
    reported: ClassVar[bool] = True
    leader: str


SorAction = Annotated[
    StartGame
    | ImportData
    | Activate
    | PlayOther
    | PlaceMinor
    | MoveTo
    | TakeCU
    | DropCU
    | TakeLeader
    | DropLeader
    | EndMove
    | Intercept
    | Avoid
    | Withdraw
    | DoneDeclaring
    | Consent
    | AvoidTo
    | RefuseBattle
    | SeaReturn
    | ReportBattle
    | GoNext
    | PlaceLeader
    | Reinforce
    | Done
    | KeepLeader
    | RemoveLeader
    | ReportCU
    | ReportControl
    | ReportLoyalty
    | ReportVP
    | ReportSiege
    | ReportAlliance
    | EventLeader
    | ReportDisplaced,
    Field(discriminator="kind"),
]
REPORTS = (
    ReportCU,
    ReportControl,
    ReportLoyalty,
    ReportVP,
    ReportSiege,
    ReportAlliance,
    EventLeader,
    ReportDisplaced,
)

_ADAPTER: TypeAdapter[SorAction] = TypeAdapter(SorAction)


def parse_action(data: Mapping[str, Any]) -> SorAction:
    return _ADAPTER.validate_python(dict(data))


def action_json(action: _SorAction) -> dict[str, Any]:
    return action.model_dump(mode="json")
