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


Action = Annotated[
    ChooseLeader | PlayStatesman | PlayConcession | Done, Field(discriminator="kind")
]
_ADAPTER: TypeAdapter[Action] = TypeAdapter(Action)


def parse_action(data: Mapping[str, Any]) -> Action:
    return _ADAPTER.validate_python(dict(data))


def action_json(action: Action) -> dict[str, Any]:
    return action.model_dump(mode="json")
