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

    def visible_to(self, seat: str | None) -> bool:
        """Whether a seat (None = the public) may read this event."""
        if self.visibility == "public":
            return True
        if self.visibility == "seats":
            return seat is not None and seat in self.seats
        return False
