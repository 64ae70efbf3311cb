"""The outbox rows a change of a game queues for delivery (design/ARCHITECTURE.md §3): a
payload for the game's channel or for one seat, the narration of events, the prompts of
newly pending decisions, a seat's hand, and the digests, picture and board of what a move
changed. Written with the change, in its transaction."""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Iterator, Mapping, MutableMapping, Sequence
from dataclasses import replace
from typing import Any

from pydantic import TypeAdapter

from bot import board, narrate
from bot.engine import Decision, Event, Outcome
from bot.engine.engine import AnyGame
from bot.games import get_presenter
from bot.messages import current_locale, using_locale
from bot.service import digest
from bot.service.game_info import GameInfo
from bot.service.outbox import (
    Hand,
    Narration,
    Orientation,
    OutboxPayload,
    PrivateNarration,
    encode,
)
from bot.service.prompts import DecisionId, Prompt, prompt_for
from db import NewOutbox, Store


def channel_row(info: GameInfo, payload: OutboxPayload) -> NewOutbox:
    return NewOutbox(
        target="channel",
        seat=None,
        channel_id=info.channel_id,
        payload_json=encode(payload),
    )


def seat_row(info: GameInfo, seat: str, payload: OutboxPayload) -> NewOutbox:
    return NewOutbox(
        target="seat",
        seat=seat,
        channel_id=info.channel_id,
        payload_json=encode(payload),
    )


def own_locale(info: GameInfo, seat: str) -> str | None:
    """The language of the seat's player when it is not the current one (the game's): what
    a row for one seat says is read by that player alone, in their own Discord language
    when a catalogue has it. None: the current one."""
    locale = info.locale_of(seat)
    return None if locale == current_locale() else locale


def to_seat(info: GameInfo, seat: str) -> contextlib.AbstractContextManager[None]:
    """Texts rendered inside speak the seat's player's language (`own_locale`)."""
    locale = own_locale(info, seat)
    return contextlib.nullcontext() if locale is None else using_locale(locale)


def seat_prompt(
    info: GameInfo,
    module: AnyGame,
    state: Any,
    version: int,
    d: Decision,
    *,
    due_at: float | None = None,
    legal: MutableMapping[str, Sequence[Any]] | None = None,
    clicks: MutableMapping[tuple[str, str], dict[str, Any]] | None = None,
) -> Prompt:
    """The prompt of `d` as it is shown: a public one in the game's language, one sent to
    its seat alone in its player's (`own_locale`). `legal`, `clicks`: as `prompt_for`'s."""
    prompt = prompt_for(info, module, state, version, d, due_at=due_at, legal=legal, clicks=clicks)
    if prompt.public or own_locale(info, d.seat) is None:
        return prompt
    with to_seat(info, d.seat):
        return prompt_for(info, module, state, version, d, due_at=due_at, legal=legal)


def orientation_row(info: GameInfo) -> NewOutbox:
    """The game's pinned orientation, edited in place with the next deadline."""
    return replace(channel_row(info, Orientation(game_id=info.id)), edit_key="orientation")


def hand_row(info: GameInfo, module: AnyGame, state: Any, seat: str) -> NewOutbox:
    """A seat's private view, naming its game so that game's presenter words it."""
    view = module.view(state, seat).model_dump(mode="json")
    return NewOutbox(
        target="seat",
        seat=seat,
        channel_id=None,
        payload_json=encode(Hand(game=info.game, view=view)),
    )


def event_rows(info: GameInfo, events: Sequence[Event], turn: int | None = None) -> list[NewOutbox]:
    """The narration of `events`: the public ones in the thread of their turn (`turn`: the
    turn before them; None: in the channel), the others to their seats."""
    rows: list[NewOutbox] = []
    public = [e for e in events if e.visibility == "public"]
    for their_turn, some in digest.turns_of(public, turn) if turn is not None else [(None, public)]:
        for text in narrate.narrate(some):
            rows.append(channel_row(info, Narration(content=text, turn=their_turn)))
    private: dict[str, list[Event]] = {}
    for e in events:
        if e.visibility == "seats":
            for seat in e.seats:
                private.setdefault(seat, []).append(e)
    for seat, seat_events in private.items():
        with to_seat(info, seat):
            texts = narrate.narrate(seat_events)
        rows.extend(seat_row(info, seat, PrivateNarration(content=text)) for text in texts)
    return rows


def prompt_rows(
    info: GameInfo,
    module: AnyGame,
    state: Any,
    version: int,
    after: Sequence[tuple[DecisionId, Decision]],
    old: Collection[DecisionId] = (),
    pinged: Collection[str] = (),
    turn: int | None = None,
    dues: Mapping[str, float] | None = None,
    legal: MutableMapping[str, Sequence[Any]] | None = None,
    clicks: MutableMapping[tuple[str, str], dict[str, Any]] | None = None,
) -> list[NewOutbox]:
    """A prompt for every decision pending `after` this move (with its id:
    `prompts.with_ids`) whose id is not one of the `old` ones pending before it, without a
    mention for the seats `pinged` in this phase already, with the time its seat's deadline
    runs out (`dues`, by seat) as its countdown; the channel is told of one whose choices
    went privately in the thread of `turn`. `legal`, `clicks`: as `prompt_for`'s."""
    rows = []
    for key, d in after:
        if key in old:
            continue
        if info.user_of(d.seat) is None:
            continue  # a computer player needs no prompt
        due_at = (dues or {}).get(d.seat)
        prompt = prompt_for(
            info, module, state, version, d, due_at=due_at, legal=legal, found=key, clicks=clicks
        )
        quiet = d.seat in pinged
        if prompt.public:
            rows.append(channel_row(info, prompt.payload(quiet=quiet)))
            continue
        notice = prompt.notice()  # the channel's, in the game's language
        if own_locale(info, d.seat) is not None:  # the seat's copy, in its player's language
            with to_seat(info, d.seat):
                prompt = prompt_for(
                    info, module, state, version, d, due_at=due_at, legal=legal, found=key
                )
        rows.append(seat_row(info, d.seat, prompt.payload()))
        if notice is not None:
            rows.append(channel_row(info, notice.model_copy(update={"quiet": quiet, "turn": turn})))
    return rows


# -- outcomes: phase summaries, the status board edited in place and the picture
# of the game, all from public events and the public view (the game's presenter, bot/board.py).


async def outcome_rows(
    storage: Store,
    info: GameInfo,
    module: AnyGame,
    state: Any,
    events: Sequence[Event],
    before: Sequence[Decision],
    after: Sequence[Decision],
    outcome: Outcome | None,
    waiting: Sequence[str] = (),
    phase: Sequence[str] | None = None,
) -> list[NewOutbox]:
    """The digests of the phases this move ended (the last naming the seats `waiting`),
    the picture when a turn starts, and the board when public things changed (one row;
    delivery keeps only the newest). `phase`: the public events of the phase under way
    before the move, as stored (their JSON), when the caller kept them (None: they are
    read, `Store.events_of_phase`)."""
    public = [e for e in events if e.visibility == "public"]
    starts = [e for e in public if e.kind == "phase_start"]
    rows = []
    if starts or outcome is not None:
        view = _PublicView(module, state)
        if phase is None:
            phase = await storage.events_of_phase(info.id)
        earlier = _EVENTS.validate_json(f"[{','.join(phase)}]")  # in one call
        presenter = get_presenter(info.game)
        finished = outcome is not None
        phases = digest.ended_phases(earlier, public, finished)
        for payload in digest.digests(info.id, presenter, phases, state, view, finished, waiting):
            rows.append(channel_row(info, payload))
        if presenter.picture_due(starts):
            data = presenter.board(view.drawn())
            rows.append(channel_row(info, board.image_payload(info.id, data, info.game)))
    if public or {d.seat for d in before} != {d.seat for d in after}:
        ref = encode(board.board_ref(info.id))
        rows.append(NewOutbox("channel", ref, channel_id=info.channel_id, edit_key="board"))
    return rows


_EVENTS: TypeAdapter[list[Event]] = TypeAdapter(list[Event])


class _PublicView(Mapping[str, Any]):
    """The public view of `state` (dumped), drawn when first read: most digests need none
    of it, and drawing it costs about as much as the rest of a phase's digest."""

    def __init__(self, module: AnyGame, state: Any) -> None:
        self._module = module
        self._state = state
        self._data: dict[str, Any] | None = None

    def drawn(self) -> dict[str, Any]:
        if self._data is None:
            self._data = self._module.view(self._state, None).model_dump(mode="json")
        return self._data

    def __getitem__(self, key: str) -> Any:
        return self.drawn()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self.drawn())

    def __len__(self) -> int:
        return len(self.drawn())
