"""What an outbox row says (design/ARCHITECTURE.md §3): one `OutboxPayload`, a union of
pydantic models discriminated on `kind`, built by the service and rendered by every
transport (Discord, the console, the tests' recorders), which dispatch on its type.

A row stores its payload as the JSON it always had (`encode`): the fields of each model in
the order the rows have always listed them. `decode` reads rows of every age: the
defaults below are what rows stored before a field existed mean (a hand or a picture from
before games were named, a start from before the options were shown)."""

from __future__ import annotations

from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter, model_validator

from bot.games import DEFAULT_GAME


class _Payload(BaseModel):
    model_config = ConfigDict(frozen=True)


class Narration(_Payload):
    """Public narration of events, or a notice to the channel, in words already."""

    kind: Literal["narration"] = "narration"
    content: str
    #: the turn whose thread holds it (the blow-by-blow); None: the channel (a notice)
    turn: int | None = None


class PrivateNarration(_Payload):
    """Narration of the events only one seat sees."""

    kind: Literal["private"] = "private"
    content: str


class PromptChoice(_Payload):
    """One choice of a prompt: its index among the seat's legal actions, its label and
    the fingerprint that keeps a click valid (`bot.service.prompts.digest_in`)."""

    index: int
    label: str
    digest: str


class PromptPayload(_Payload):
    """A seat's pending decision with its choices (`bot.service.prompts.Prompt`). A row
    leaves out each choice's index that is its place in the list (`encode`)."""

    @model_validator(mode="before")
    @classmethod
    def _indexed(cls, data: Any) -> Any:
        """Each choice stored without its index is the choice at its place."""
        choices = data.get("choices") if isinstance(data, dict) else None
        if isinstance(choices, list) and any(
            isinstance(c, dict) and "index" not in c for c in choices
        ):
            placed = [
                {"index": i, **c} if isinstance(c, dict) and "index" not in c else c
                for i, c in enumerate(choices)
            ]
            data = {**data, "choices": placed}
        return data

    kind: Literal["prompt"] = "prompt"
    game_id: int
    version: int
    seat: str
    decision: str
    rule: str
    #: the prompt goes to its seat only (`Prompt.public` is False)
    private: bool
    text: str
    choices: list[PromptChoice]
    #: the player was mentioned already in this phase: no second ping
    quiet: bool = False
    #: when the seat's time runs out (its countdown); None: no deadline, as rows before
    due_at: float | None = None
    #: the decision's key (`bot.service.prompts.prompt_key`): the sent message is kept
    #: under it, so that it is edited when the decision closes; "" in older rows
    key: str = ""


class PromptClosed(_Payload):
    """A prompt whose decision closed (a choice, a command, a default, the game master, the
    game's end, a decision that moved on): its message, kept under `key` when it was sent,
    is edited to say `outcome` and loses its components. Nothing is posted when no
    message was kept."""

    kind: Literal["prompt_closed"] = "prompt_closed"
    game_id: int
    seat: str
    key: str
    #: the prompt's text, as it was sent; "" (as the move writes it): the text kept with
    #: the prompt's message when it was sent (`Storage.set_message`)
    text: str = ""
    #: how it was decided, in words already
    outcome: str


class Deciding(_Payload):
    """The channel told who decides what, when the choices went to the seat privately."""

    kind: Literal["deciding"] = "deciding"
    game_id: int
    seat: str
    decision: str
    text: str
    quiet: bool = False
    #: the turn whose thread tells it (the blow-by-blow); None: the channel, as rows before
    turn: int | None = None


class Hand(_Payload):
    """A seat's private view, worded by its game's presenter."""

    kind: Literal["hand"] = "hand"
    game: str = DEFAULT_GAME  # rows from before games were named
    view: dict[str, Any]


class Started(_Payload):
    kind: Literal["started"] = "started"
    #: the game's options as shown (`GameService.option_values`); None in older rows
    options: dict[str, Any] | None = None


class Abandoned(_Payload):
    kind: Literal["abandoned"] = "abandoned"


class Finished(_Payload):
    kind: Literal["finished"] = "finished"


class DmClosed(_Payload):
    """The channel told (once) that a player's private messages go to the fallback."""

    kind: Literal["dm_closed"] = "dm_closed"
    user_id: int


class Reminder(_Payload):
    """A seat reminded of its decision before the deadline `due_at`."""

    kind: Literal["reminder"] = "reminder"
    game_id: int | None = None  # rows from before reminders named their game
    seat: str
    due_at: float | None = None


class Occupant(_Payload):
    """Who holds a seat: a user, a computer, or (no user, no computer) nobody."""

    user_id: int | None
    bot: bool


class StatusBoard(_Payload):
    """The status board, edited in place: the game presenter's board data and the seats'
    occupants (`bot.board.board_payload`)."""

    kind: Literal["board"] = "board"
    game_id: int
    game: str = DEFAULT_GAME
    board: dict[str, Any]
    seats: dict[str, Occupant] = Field(default_factory=dict)


class BoardRef(_Payload):
    """ "The board changed": delivery draws the board from the game as it is then."""

    kind: Literal["board_ref"] = "board_ref"
    game_id: int


class BoardImage(_Payload):
    """The game's picture, drawn by its presenter from the board data when delivered."""

    kind: Literal["board_image"] = "board_image"
    game_id: int
    board: dict[str, Any]
    game: str = DEFAULT_GAME  # rows from before games were named


class SummaryField(_Payload):
    name: str
    value: str


class SummaryPage(_Payload):
    """One page of a phase summary (a game presenter's `summaries`): one embed. Its fields
    come first, as the presenters have always written the page."""

    fields: list[SummaryField]
    kind: Literal["summary"] = "summary"
    title: str


class Digest(_Payload):
    """The digest of one phase in the game's channel (`bot.service.digest`): its summary
    (the game presenter's first page, or the phase's dice) and the seats the game waits
    for after it, mentioned when delivered."""

    kind: Literal["digest"] = "digest"
    game_id: int
    turn: int
    title: str
    fields: list[SummaryField]
    #: the seats waited for once the phase is over, each player mentioned (one ping)
    waiting: list[str]


class Orientation(_Payload):
    """The pinned message of a game: how decisions arrive, the commands that help, and
    the next deadline (read when delivered)."""

    kind: Literal["orientation"] = "orientation"
    game_id: int


OutboxPayload = Annotated[
    Narration
    | PrivateNarration
    | PromptPayload
    | PromptClosed
    | Deciding
    | Hand
    | Started
    | Abandoned
    | Finished
    | DmClosed
    | Reminder
    | StatusBoard
    | BoardRef
    | BoardImage
    | SummaryPage
    | Digest
    | Orientation,
    Field(discriminator="kind"),
]

_ADAPTER: TypeAdapter[OutboxPayload] = TypeAdapter(OutboxPayload)


#: fields added to existing kinds, written only when they differ from their default, so a
#: row without them keeps the JSON its kind always had
LATER_FIELDS: dict[str, object] = {"turn": None, "quiet": False, "key": ""}
#: the later fields each kind has, with their defaults (`_later_fields`)
_LATER_OF: dict[type, tuple[tuple[str, object], ...]] = {}


def _later_fields(kind: type[BaseModel]) -> tuple[tuple[str, object], ...]:
    """The `LATER_FIELDS` the payload model `kind` has, with their defaults (found once)."""
    found = _LATER_OF.get(kind)
    if found is None:
        found = _LATER_OF[kind] = tuple(
            (name, default) for name, default in LATER_FIELDS.items() if name in kind.model_fields
        )
    return found


def encode(payload: OutboxPayload) -> str:
    """The row's JSON: the payload's fields in order, compact and in UTF-8 (a Russian text
    is not escaped letter by letter), written by pydantic in one pass; `decode` reads rows
    written with spaces and escapes as well."""
    leave: dict[str, Any] = {}
    if not isinstance(payload, Digest):
        for name, default in _later_fields(type(payload)):
            if getattr(payload, name) == default:
                leave[name] = True
    if isinstance(payload, PromptPayload):
        if payload.due_at is None:
            leave["due_at"] = True  # a prompt without a countdown, as rows before
        choices = payload.choices
        if all(c.index == k for k, c in enumerate(choices)):  # most prompts: one rule for all
            placed: dict[Any, set[str]] = {"__all__": {"index"}} if choices else {}
        else:
            placed = {k: {"index"} for k, c in enumerate(choices) if c.index == k}
        if placed:
            leave["choices"] = placed  # read back as its place
    if isinstance(payload, PromptClosed) and not payload.text:
        leave["text"] = True  # the text is the one kept with the message
    return payload.model_dump_json(exclude=leave or None)


def thread_turn(payload: OutboxPayload) -> int | None:
    """The turn whose thread a channel payload goes to (None: the channel itself)."""
    if isinstance(payload, Narration | Deciding):
        return payload.turn
    return None


def decode(text: str) -> OutboxPayload:
    """The payload of a stored row. Raises `pydantic.ValidationError` for a row no
    payload reads (an unknown kind, a missing field) and `ValueError` for broken JSON."""
    return _ADAPTER.validate_json(text)


def parse(data: object) -> OutboxPayload:
    """A payload from its JSON data (a presenter's summary page, a test's literal)."""
    return _ADAPTER.validate_python(data)
