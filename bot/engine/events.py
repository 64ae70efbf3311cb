"""Events: what happened, the rule behind it, and who may see it."""

from __future__ import annotations

from typing import Any, Literal

from pydantic import BaseModel, Field

Visibility = Literal["public", "seats", "gm"]


class Event(BaseModel):
    """One thing that happened. `kind` names a message template (`event.<kind>`);
    `data` fills it. `seats` lists the readers when `visibility` is "seats"."""

    kind: str
    rule: str | None = None
    data: dict[str, Any] = Field(default_factory=dict)
    visibility: Visibility = "public"
    seats: list[str] = Field(default_factory=list)
