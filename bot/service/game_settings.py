"""A game's async-play settings, kept beside the game in storage: the deadline
policy set by the game master, the pause, the players' absences with their standing
orders and the orders they left for the rest of a phase. Plain pydantic data, read and
written whole, each write naming the version it changes."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from bot.service.deadlines import DEFAULT_PACE, Pace
from db import NewSettings

#: what an absent faction does with a decision: the engine's default (abstain, pass,
#: done), a computer player's choice, or (votes only) the ballot of another faction
Order = Literal["default", "computer"] | str


class Absence(BaseModel):
    """A faction away until `until` (epoch seconds; None: until it says it is back)."""

    user_id: int
    until: float | None = None
    #: by class of decision (`deadlines.CLASSES`): "default", "computer" or "with:<seat>"
    orders: dict[str, str] = Field(default_factory=dict)

    def active(self, now: float) -> bool:
        return self.until is None or now < self.until


#: how long orders left ahead last: the rest of the phase, or of the turn
Until = Literal["phase", "turn"]


class PhaseOrders(BaseModel):
    """Orders a player left for the rest of a phase or turn (answering ahead): by class of
    decision or vote topic (`bot.service.absence`), kept while the game stands in `phase`
    (`deadlines.phase_of`), or in `turn` (its state's `turn`; a game without turns keeps
    them for the phase), and `user_id` holds the seat."""

    user_id: int
    phase: str | None = None
    turn: int | None = None
    until: Until = "phase"
    orders: dict[str, str] = Field(default_factory=dict)

    def holds(self, phase: str | None, turn: int | None) -> bool:
        """Whether the orders still stand when the game is in `phase` of `turn`."""
        if self.until == "turn" and self.turn is not None:
            return turn == self.turn
        return phase == self.phase


#: where a player's private messages go: direct messages, or a private thread of theirs
#: in the game's channel (the closed-DM fallback, chosen)
Place = Literal["dm", "thread"]


class GameSettings(BaseModel):
    #: hours per class of decision, overriding the defaults (`bot.service.deadlines`)
    deadline_hours: dict[str, float] = Field(default_factory=dict)
    #: when the game was paused, and when the pause ends on its own
    paused_at: float | None = None
    pause_until: float | None = None
    away: dict[str, Absence] = Field(default_factory=dict)
    #: by seat: the orders its player left for the rest of the phase
    orders: dict[str, PhaseOrders] = Field(default_factory=dict)
    #: the language of the game's channel and DMs (a locale with a catalogue,
    #: `bot.messages.LOCALES`), set at creation, changed by the game master
    locale: str = "en"
    #: which clock decisions run on (`bot.service.deadlines.PACES`); a game whose settings
    #: were stored before there was a pace runs on the default from its next move
    pace: Pace = DEFAULT_PACE
    #: where private messages go, for the whole game and for a player (by user id)
    private_place: Place = "dm"
    private_places: dict[str, Place] = Field(default_factory=dict)

    def place_of(self, user_id: int) -> Place:
        return self.private_places.get(str(user_id), self.private_place)


def parse(text: str | None) -> GameSettings:
    """The settings stored as `text` (None: never set, the defaults)."""
    return GameSettings() if text is None else GameSettings.model_validate_json(text)


def to_write(version: int, settings: GameSettings) -> NewSettings:
    """`settings` to store in place of those read at `version` (written like a
    move, refused when another writer came first)."""
    return NewSettings(version, settings.model_dump_json())
