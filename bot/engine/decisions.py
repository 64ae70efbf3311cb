"""Decisions: who must act now, on what, under which rule."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Decision(BaseModel):
    """A decision the game waits for.

    `kind` names the prompt (`decision.<kind>` in the message catalogue). `simultaneous`
    decisions are collected from several seats at once (sealed); `private` ones are
    prompted by DM rather than in the channel. A decision with `secret_choices` is itself
    public, but its choices may name what only its seat knows (a card in hand): they go to
    the seat privately and the channel is told only that the seat is deciding. It is a
    mark of the decision's kind, never of what the seat holds now, so where a prompt goes
    tells nobody anything. `default` is the action (as JSON) the service applies when the
    deadline passes.
    """

    seat: str
    kind: str
    rule: str
    simultaneous: bool = False
    private: bool = False
    secret_choices: bool = False
    default: dict[str, Any] | None = None
    data: dict[str, Any] = Field(default_factory=dict)
