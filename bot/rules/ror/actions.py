"""Player actions: a pydantic union discriminated on `kind`."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class _Action(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class ChooseLeader(_Action):
    """Put the Faction Leader marker on one of your senators [3.05, 1.07.7]."""

    kind: Literal["choose_leader"] = "choose_leader"
    senator: str


class PlayStatesman(_Action):
    """Play a statesman from your hand [1.07.312, 1.11.1]."""

    kind: Literal["play_statesman"] = "play_statesman"
    card: str


class PlayConcession(_Action):
    """Play a concession from your hand onto one of your senators [1.07.32, 1.11.1]."""

    kind: Literal["play_concession"] = "play_concession"
    card: str
    senator: str


class Done(_Action):
    """End your part of the current procedure."""

    kind: Literal["done"] = "done"


class NameFaction(_Action):
    """Name the faction the 2nd Catiline Conspiracy strikes [1.07.3, events.json]."""

    kind: Literal["name_faction"] = "name_faction"
    faction: str


# ---------------------------------------------------------------- revenue (issue 3)


class TakeSpoils(_Action):
    """A governor of yours takes his province's spoils [1.06.12]."""

    kind: Literal["take_spoils"] = "take_spoils"
    province: str


class Transfer(_Action):
    """Move talents between ledger accounts (`senator:<card>`, `faction:<seat>`) in
    Redistribution [1.06.3]."""

    kind: Literal["transfer"] = "transfer"
    source: str
    target: str
    amount: int


class Contribute(_Action):
    """A senator of yours gives talents to the State for Influence [1.06.52]."""

    kind: Literal["contribute"] = "contribute"
    senator: str
    amount: int


# ---------------------------------------------------------------- forum (issue 3)


class Pass(_Action):
    """Decline: no bid, no counter-bribe [1.07.22, 1.07.4]."""

    kind: Literal["pass"] = "pass"


class BidInitiative(_Action):
    """Bid for an auctioned initiative, paid by one senator in Rome [1.07.22]."""

    kind: Literal["bid_initiative"] = "bid_initiative"
    senator: str
    amount: int


class Persuade(_Action):
    """A senator of yours in Rome tries to persuade `target`, with an opening bribe and
    optionally a Seduction or Blackmail card [1.07.4]."""

    kind: Literal["persuade"] = "persuade"
    persuader: str
    target: str
    bribe: int = 0
    card: str | None = None


class CounterBribe(_Action):
    """Oppose the persuasion attempt from your Faction Treasury [1.07.4]."""

    kind: Literal["counter_bribe"] = "counter_bribe"
    amount: int


class Bribe(_Action):
    """The persuader adds a bribe from his own treasury [1.07.4]."""

    kind: Literal["bribe"] = "bribe"
    amount: int


class RollPersuasion(_Action):
    """The persuader rolls [1.07.4]."""

    kind: Literal["roll_persuasion"] = "roll_persuasion"


class AttractKnight(_Action):
    """A senator of yours in Rome spends talents and rolls for a knight [1.07.5]."""

    kind: Literal["attract_knight"] = "attract_knight"
    senator: str
    talents: int = 0


class PressureKnights(_Action):
    """Cash in `count` of a senator's knights for 1d6 talents each [1.07.51]."""

    kind: Literal["pressure_knights"] = "pressure_knights"
    senator: str
    count: int


class SponsorGames(_Action):
    """A senator of yours pays for games: 1 Slice and Dice, 2 Blood Fest, 3 Gladiator
    Gala [1.07.6]."""

    kind: Literal["sponsor_games"] = "sponsor_games"
    senator: str
    games: int


class DiscardEnemyLeader(_Action):
    """Enemy Leader Dies: the HRAO picks the leader discarded [1.07.8]."""

    kind: Literal["discard_enemy_leader"] = "discard_enemy_leader"
    card: str


class AssignProvince(_Action):
    """Give a province dealt at setup to one of your senators, for 1-3 turns [3.02.4]."""

    kind: Literal["assign_province"] = "assign_province"
    province: str
    senator: str
    term: int


Action = Annotated[
    ChooseLeader
    | PlayStatesman
    | PlayConcession
    | Done
    | NameFaction
    | TakeSpoils  # revenue (issue 3)
    | Transfer
    | Contribute
    | Pass  # forum (issue 3)
    | BidInitiative
    | Persuade
    | CounterBribe
    | Bribe
    | RollPersuasion
    | AttractKnight
    | PressureKnights
    | SponsorGames
    | DiscardEnemyLeader
    | AssignProvince,  # scenarios (issue 3)
    Field(discriminator="kind"),
]
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Mapping[str, Any]) -> Action:
    return _ADAPTER.validate_python(dict(data))


def action_json(action: Action) -> dict[str, Any]:
    return action.model_dump(mode="json")
