"""What callers hand to storage when writing a move."""

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class NewAction:
    seat: str
    user_id: int | None
    action_json: str
    checkpoint: bool = False


@dataclass(frozen=True, slots=True)
class NewEvent:
    kind: str
    visibility: str
    seats_json: str
    event_json: str


@dataclass(frozen=True, slots=True)
class NewOutbox:
    """A message to deliver: to the game's channel (or ``channel_id``) or privately to ``seat``."""

    target: str
    payload_json: str
    seat: str | None = None
    channel_id: int | None = None
    #: a message edited in place: the key of the game's message (table messages)
    edit_key: str | None = None


@dataclass(frozen=True, slots=True)
class NewDeadline:
    decision_key: str
    seat: str
    due_at: float
    remind_at: float | None = None
    default_json: str | None = None
