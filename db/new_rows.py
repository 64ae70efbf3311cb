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
    #: its reminder already went out (a phase clock's row keeps it through the phase)
    reminded: bool = False


@dataclass(frozen=True, slots=True)
class NewSettings:
    """A game's settings to store if they are still at ``expected_version`` (0: none yet)."""

    expected_version: int
    settings_json: str


@dataclass(frozen=True, slots=True)
class GmEntry:
    """A game-master action for the GM log, written with what the action changes."""

    user_id: int | None
    action: str
    detail_json: str


@dataclass(frozen=True, slots=True)
class SeatChange:
    """Who holds ``seat`` after a game-master action (``user_id`` None and not a bot: empty)."""

    seat: str
    user_id: int | None
    is_bot: bool = False
    bot_level: str | None = None
