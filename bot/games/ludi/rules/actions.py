"""The actions of Ludi Romani: a sealed bid [2.2] and a sealed vote [2.4]."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter


class LudiBid(BaseModel):
    """Lay `card` of one's hand face down [2.2]."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["bid"] = "bid"
    card: int


class LudiVote(BaseModel):
    """Acclaim (`yes`) or jeer the games [2.4]."""

    model_config = ConfigDict(extra="forbid")

    kind: Literal["vote"] = "vote"
    yes: bool


Action = Annotated[LudiBid | LudiVote, Field(discriminator="kind")]
_ACTION: TypeAdapter[LudiBid | LudiVote] = TypeAdapter(Action)


def parse_action(data: Mapping[str, Any]) -> LudiBid | LudiVote:
    return _ACTION.validate_python(dict(data))
