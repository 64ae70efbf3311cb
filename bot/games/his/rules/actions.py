"""What a seat can do: the papal procedures' choices and the board updates the players
enter (each checked before it changes anything). `kind` tells them apart in JSON."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, Field, TypeAdapter

Label = tuple[str, dict[str, Any]]


class _Act(BaseModel):
    def describe(self) -> Label:
        data = self.model_dump(mode="json")
        kind = data.pop("kind")
        return f"act.his_{kind}", data


# -- the board, as the players enter it -------------------------------------------------


class SetUnits(_Act):
    kind: Literal["set_units"] = "set_units"
    power: str
    space: str
    regulars: int = Field(ge=0, le=40)
    mercenaries: int = Field(ge=0, le=40)


class SetLeader(_Act):
    """Place an army leader (`space`) or take him off the map (`space` None)."""

    kind: Literal["set_leader"] = "set_leader"
    power: str
    leader: str
    battle: int = Field(ge=0, le=6)
    space: str | None = None


class SetWar(_Act):
    kind: Literal["set_war"] = "set_war"
    power: str
    other: str
    at_war: bool


class SetAlliance(_Act):
    kind: Literal["set_alliance"] = "set_alliance"
    power: str
    other: str
    allied: bool


class SetRuler(_Act):
    kind: Literal["set_ruler"] = "set_ruler"
    power: str
    ruler: str


class SetUnrest(_Act):
    kind: Literal["set_unrest"] = "set_unrest"
    space: str
    unrest: bool


class SetReligion(_Act):
    kind: Literal["set_religion"] = "set_religion"
    space: str
    religion: Literal["catholic", "protestant"]


class SetPapalSpace(_Act):
    """Who controls a Papal home space (the Papacy itself: `power` "papacy")."""

    kind: Literal["set_papal_space"] = "set_papal_space"
    space: str
    power: str


class SetReformer(_Act):
    """A reformer comes onto the map at `space`, or leaves it (`space` None)."""

    kind: Literal["set_reformer"] = "set_reformer"
    reformer: str
    space: str | None = None


class CommitDebater(_Act):
    """A card needing this debater uncommitted commits him (refused if he is not)."""

    kind: Literal["commit_debater"] = "commit_debater"
    reformer: str
    card: int


class LutherDebates(_Act):
    """#7 Here I Stand brings an excommunicated Luther into a debate."""

    kind: Literal["luther_debates"] = "luther_debates"


class BuildStPeters(_Act):
    kind: Literal["build_st_peters"] = "build_st_peters"
    cp: int = Field(ge=1, le=10)


class EnterPapalHand(_Act):
    """The Papacy's whole hand but its home cards (which the bot knows)."""

    kind: Literal["enter_papal_hand"] = "enter_papal_hand"
    cards: list[int] = Field(max_length=20)


# -- the turn ----------------------------------------------------------------------------


class Done(_Act):
    kind: Literal["done"] = "done"


class Pass(_Act):
    kind: Literal["pass"] = "pass"


class PlayPapalCard(_Act):
    """The Papacy plays a card of its hand for CP or for an event the bot does not run."""

    kind: Literal["play_papal_card"] = "play_papal_card"
    card: int


class LiftExcommunication(_Act):
    kind: Literal["lift_excommunication"] = "lift_excommunication"
    power: str


class GiveCardToPapacy(_Act):
    kind: Literal["give_card"] = "give_card"
    power: str
    card: int


# -- Sack of Rome (#95) ------------------------------------------------------------------


class PlaySackOfRome(_Act):
    kind: Literal["play_sack"] = "play_sack"
    player: str
    owner: str
    space: str


class DeclareBattleCard(_Act):
    kind: Literal["battle_card"] = "battle_card"
    power: str
    card: int
    attacker_dice: int = Field(default=0, ge=0, le=10)
    defender_dice: int = Field(default=0, ge=0, le=10)


class OddCasualty(_Act):
    kind: Literal["odd_casualty"] = "odd_casualty"
    unit: Literal["mercenary", "regular"]


class KeepCard(_Act):
    kind: Literal["keep_card"] = "keep_card"
    card: int


# -- Papal Bull (#5) ---------------------------------------------------------------------


class PlayPapalBull(_Act):
    kind: Literal["play_bull"] = "play_bull"


class ExcommunicateReformer(_Act):
    kind: Literal["excommunicate_reformer"] = "excommunicate_reformer"
    reformer: str


class ExcommunicateRuler(_Act):
    kind: Literal["excommunicate_ruler"] = "excommunicate_ruler"
    power: str


class RespondCromwell(_Act):
    """A power answers the Papal Bull aimed at Cranmer with Thomas Cromwell (#115)."""

    kind: Literal["respond_cromwell"] = "respond_cromwell"
    power: str
    card: int = 115


class CallDebate(_Act):
    kind: Literal["call_debate"] = "call_debate"
    call: bool


class PlaceUnrest(_Act):
    kind: Literal["place_unrest"] = "place_unrest"
    space: str


Action = Annotated[
    SetUnits
    | SetLeader
    | SetWar
    | SetAlliance
    | SetRuler
    | SetUnrest
    | SetReligion
    | SetPapalSpace
    | SetReformer
    | CommitDebater
    | LutherDebates
    | BuildStPeters
    | EnterPapalHand
    | Done
    | Pass
    | PlayPapalCard
    | LiftExcommunication
    | GiveCardToPapacy
    | PlaySackOfRome
    | DeclareBattleCard
    | OddCasualty
    | KeepCard
    | PlayPapalBull
    | ExcommunicateReformer
    | ExcommunicateRuler
    | RespondCromwell
    | CallDebate
    | PlaceUnrest,
    Field(discriminator="kind"),
]
#: the players' entries of the board: accepted whenever no card is being resolved
BOARD = (
    SetUnits,
    SetLeader,
    SetWar,
    SetAlliance,
    SetRuler,
    SetUnrest,
    SetReligion,
    SetPapalSpace,
    SetReformer,
    CommitDebater,
    LutherDebates,
    BuildStPeters,
    EnterPapalHand,
)

_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Mapping[str, Any]) -> Action:
    return _ADAPTER.validate_python(dict(data))


def action_json(action: Action) -> dict[str, Any]:
    return action.model_dump(mode="json")
