"""The outbox delivery worker.

Rows written by the service in the same transaction as the move are carried here to a
`Transport` (Discord in production, a console in the demo, a recorder in tests). A row is
marked delivered only after the transport accepted it; failures are retried with back-off;
a restart resumes from the table, so no outcome is lost. Posts carry the outbox id as a
nonce so that a crash between sending and marking cannot post twice: Discord honours a
nonce only for a few minutes, so a row begun longer ago (`sending_at`, noted before the
first send) is looked for where it goes before it is sent again.

Private rows go to the seat's player by DM. When Discord refuses the DM (50007), the user
is remembered as "DMs closed" and the row goes to the fallback (a private thread in the
game channel), and the channel is told once, without any detail, that the fallback is used.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import math
import time
from collections.abc import Awaitable, Callable
from typing import Protocol

from bot.messages import current_locale, find_locale, using_locale
from bot.service.background import BackgroundLoop
from bot.service.game_settings import GameSettings
from bot.service.game_settings import parse as parse_settings
from bot.service.outbox import (
    BoardRef,
    DmClosed,
    OutboxPayload,
    PromptClosed,
    PromptPayload,
    StatusBoard,
    decode,
    thread_turn,
)
from db import OutboxRow, SeatRow, Store

log = logging.getLogger(__name__)

#: seconds between attempts: 5 s, 10 s, 20 s ... capped at 10 minutes
BACKOFF_BASE = 5.0
BACKOFF_CAP = 600.0
#: within this many seconds of the first send Discord's nonce stops a second post; after
#: it, a row that may have gone out is looked for first (`Transport.find_sent`)
NONCE_WINDOW = 120.0
#: the message id kept under an edit key while its first post is under way (posted, maybe,
#: but not recorded): the next edit looks for that post before it posts again
UNRECORDED = 0
#: the retry time of a row no payload reads: it is kept, with its error, but never retried
NEVER = math.inf


class DMClosed(Exception):
    """The user does not accept direct messages from the bot."""


class TransientError(Exception):
    """Try again later (rate limit, 5xx, network)."""


#: where a transport posted a message: its channel (a DM channel, a thread) and its id
Posted = tuple[int, int]


class Transport(Protocol):
    """Each send returns where it posted (None from a transport that cannot tell): a
    prompt's message is kept so that it is edited when its decision closes."""

    async def send_channel(
        self, channel_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None: ...

    async def send_dm(
        self, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None: ...

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> Posted | None: ...

    # optional: `send_turn(game_id, channel_id, turn, payload, *, nonce)`, a channel payload
    # posted in the thread of its turn under the channel (the blow-by-blow); a transport
    # without it posts it in the channel
    # optional: `find_sent(game_id, channel_id, user_id, payload, *, since) -> bool`, whether
    # the message was posted at or after `since` in the channel (`channel_id`) or to the
    # player (`user_id`: DMs or private thread); a transport without it sends again
    # optional: `close_prompt(channel_id, message_id, payload)`, the prompt's message
    # edited to say how its decision closed (`PromptClosed`), without its components


class Delivery(BackgroundLoop):
    name = "praetor-delivery"

    def __init__(
        self,
        storage: Store,
        transport: Transport,
        *,
        clock: Callable[[], float] = time.time,
        board: Callable[[int], Awaitable[StatusBoard]] | None = None,
    ) -> None:
        super().__init__()
        self.storage = storage
        self.transport = transport
        self.clock = clock
        self.board = board  # draws the status board of a game as it is now
        #: the settings of the games of the batch in hand (their language, where their
        #: private messages go)
        self._settings: dict[int, GameSettings] = {}
        #: the row last delivered (its id and when) whose mark is not written yet: it is
        #: written with the next row's `mark_sending`, in the same trip to the database, or
        #: alone before anything else is read, written or sent
        self._done: tuple[int, float] | None = None
        self._wakeup = asyncio.Event()

    def wake(self) -> None:
        self._wakeup.set()

    async def drain(self) -> int:
        """Deliver every row that is due now. Returns the number delivered."""
        delivered = 0
        while True:
            rows = await self.storage.due_outbox(self.clock(), limit=50)
            if not rows:
                return delivered
            progress = False
            # the games' languages, read once per batch, not once per row
            stored = await self.storage.settings_of([row.game_id for row in rows])
            self._settings = {game_id: parse_settings(text) for game_id, text in stored.items()}
            locales = {game_id: settings.locale for game_id, settings in self._settings.items()}
            default = parse_settings(None).locale
            try:
                for row in rows:
                    if await self._deliver(row, locales.get(row.game_id, default)):
                        delivered += 1
                        progress = True
            finally:
                await self._flush()
            if not progress:
                return delivered

    async def _deliver(self, row: OutboxRow, locale: str) -> bool:
        """One row, rendered in its game's language."""
        with using_locale(locale):
            return await self._deliver_row(row)

    async def _flush(self) -> None:
        """Write the mark of the row last delivered, if it is not written yet."""
        if self._done is not None:
            await self.storage.mark_delivered(*self._done)
            self._done = None

    def _delivered(self, row: OutboxRow) -> bool:
        """`row` was delivered now: its mark is written before the next read, write or send."""
        self._done = (row.id, self.clock())
        return True

    async def _deliver_row(self, row: OutboxRow) -> bool:
        try:
            payload = decode(row.payload_json)
        except ValueError as exc:  # broken JSON, an unknown kind, a missing field
            await self._flush()
            log.error(
                "outbox row %s of game %s is no payload this bot reads; kept, not retried: %s",
                row.id,
                row.game_id,
                exc,
            )
            await self.storage.mark_failed(row.id, f"undecodable payload: {exc}", NEVER)
            return False
        nonce = f"praetor-{row.id}"
        try:
            if row.sending_at is None and not isinstance(payload, PromptClosed):
                # the row before's mark and this one's in one trip (a row never sent before
                # was not sent before the nonce window either: `_sent_before`)
                mine = await self.storage.mark_sending(row.id, self.clock(), delivered=self._done)
                self._done = None
                if not mine:  # delivered meanwhile, or taken over by another process
                    return False
            else:
                await self._flush()
            if isinstance(payload, PromptClosed):
                await self._close_prompt(row, payload)
                return self._delivered(row)
            if await self._sent_before(row, payload):
                return self._delivered(row)
            if row.edit_key is not None:
                await self._deliver_edit(row, payload, nonce)
            elif row.target == "channel":
                assert row.channel_id is not None
                turn = thread_turn(payload)
                send_turn = getattr(self.transport, "send_turn", None)
                if turn is not None and send_turn is not None:
                    await send_turn(row.game_id, row.channel_id, turn, payload, nonce=nonce)
                else:
                    posted = await self.transport.send_channel(row.channel_id, payload, nonce=nonce)
                    await self._keep_prompt(row, payload, posted)
            else:
                posted = await self._deliver_private(row, payload, nonce)
                await self._keep_prompt(row, payload, posted)
        except TransientError as exc:
            delay = min(BACKOFF_CAP, BACKOFF_BASE * 2**row.attempts)
            await self.storage.mark_failed(row.id, str(exc), self.clock() + delay)
            return False
        except Exception as exc:  # a bug or a permanent refusal: keep it, log it, retry slowly
            log.exception("outbox row %s of game %s failed", row.id, row.game_id)
            await self.storage.mark_failed(row.id, repr(exc), self.clock() + BACKOFF_CAP)
            return False
        return self._delivered(row)

    async def _sent_before(self, row: OutboxRow, payload: OutboxPayload) -> bool:
        """Whether a row first sent longer ago than the nonce window (in flight at a crash,
        or its reply lost) reached Discord then: looked for, not sent twice."""
        if row.sending_at is None or self.clock() - row.sending_at <= NONCE_WINDOW:
            return False
        find = getattr(self.transport, "find_sent", None)
        edits = hasattr(self.transport, "upsert_channel")  # else an edit row is a plain post
        if find is None or (row.edit_key is not None and edits):  # an edit is never doubled
            return False
        if row.target == "channel":
            found = await find(row.game_id, row.channel_id, None, payload, since=row.sending_at)
            return bool(found)
        user_id = await self._player(row)
        if user_id is None:
            return False
        return bool(await find(row.game_id, None, user_id, payload, since=row.sending_at))

    async def _player(self, row: OutboxRow) -> int | None:
        """The player of the row's seat (None: a computer player or an empty seat)."""
        seat = await self._seat(row)
        return None if seat is None else seat.user_id

    async def _seat(self, row: OutboxRow) -> SeatRow | None:
        """The row's seat, when a user holds it."""
        seats = {s.seat: s for s in await self.storage.seats(row.game_id)}
        seat = seats.get(row.seat or "")
        if seat is None or seat.user_id is None or seat.is_bot:
            return None
        return seat

    @staticmethod
    def _locale_of(seat: SeatRow | None) -> str:
        """The language a row for `seat` is drawn in: its player's own when a catalogue has
        it, else the game's (the current one)."""
        return (find_locale(seat.locale) if seat is not None else None) or current_locale()

    async def _deliver_edit(self, row: OutboxRow, payload: OutboxPayload, nonce: str) -> None:
        """A message edited in place (the status board): skipped when a newer row
        of the same key waits (one edit per batch of moves), else edited, or posted when it
        was never posted or is gone."""
        assert row.channel_id is not None and row.edit_key is not None
        if await self.storage.superseded(row):
            return
        if isinstance(payload, BoardRef):
            if self.board is None:
                return  # a worker without a service has no game to draw the board from
            payload = await self.board(row.game_id)
        upsert = getattr(self.transport, "upsert_channel", None)
        if upsert is None:  # a transport that cannot edit (the console) posts every board
            await self.transport.send_channel(row.channel_id, payload, nonce=nonce)
            return
        old = await self.storage.get_message(row.game_id, row.edit_key)
        channel_id = old.channel_id if old is not None else row.channel_id
        known = old.message_id if old is not None else None
        if old is None:  # the intent first: a post whose id a crash loses is looked for
            await self.storage.set_message(row.game_id, row.edit_key, channel_id, UNRECORDED)
        elif known == UNRECORDED:
            find = getattr(self.transport, "find_upserted", None)
            known = await find(row.game_id, channel_id, payload) if find is not None else None
        message_id = await upsert(row.game_id, channel_id, known or None, payload, nonce=nonce)
        if old is None or (old.channel_id, old.message_id) != (channel_id, message_id):
            await self.storage.set_message(row.game_id, row.edit_key, channel_id, message_id)

    async def _keep_prompt(
        self, row: OutboxRow, payload: OutboxPayload, posted: Posted | None
    ) -> None:
        """A prompt's message kept under its key, to be edited when its decision closes."""
        if isinstance(payload, PromptPayload) and payload.key and posted is not None:
            await self.storage.set_message(row.game_id, payload.key, *posted, text=payload.text)

    async def _close_prompt(self, row: OutboxRow, payload: PromptClosed) -> None:
        """The kept message of a closed decision's prompt edited (nothing when none was
        kept: the prompt was never posted, or the transport cannot edit)."""
        close = getattr(self.transport, "close_prompt", None)
        if close is None:
            return
        kept = await self.storage.get_message(row.game_id, payload.key)
        if kept is None:
            return
        if not payload.text:  # the text it was sent with, kept with the message
            payload = payload.model_copy(update={"text": kept.text or ""})
        seat = await self._seat(row) if row.target == "seat" else None
        with using_locale(self._locale_of(seat)):
            await close(kept.channel_id, kept.message_id, payload)

    async def _deliver_private(
        self, row: OutboxRow, payload: OutboxPayload, nonce: str
    ) -> Posted | None:
        assert row.seat is not None
        seat = await self._seat(row)
        if seat is None or seat.user_id is None:
            return None  # nobody to tell: a computer player or an empty seat
        user_id = seat.user_id
        # what is drawn as it is sent (a hand, a reminder, the header of a DM) speaks the
        # player's own language when a catalogue has it; a notice to the channel, the game's
        mine = self._locale_of(seat)
        settings = self._settings.get(row.game_id)
        chose_thread = settings is not None and settings.place_of(user_id) == "thread"
        if not chose_thread and not await self.storage.dm_closed(user_id):
            try:
                with using_locale(mine):
                    return await self.transport.send_dm(user_id, payload, nonce=nonce)
            except DMClosed:
                await self.storage.set_dm_closed(user_id, True, self.clock())
                game = await self.storage.get_game(row.game_id)
                if game is not None:
                    await self.transport.send_channel(
                        game.channel_id,
                        DmClosed(user_id=user_id),
                        nonce=f"{nonce}-notice",
                    )
        game = await self.storage.get_game(row.game_id)
        channel_id = (
            row.channel_id
            if row.channel_id is not None
            else (game.channel_id if game is not None else 0)
        )
        with using_locale(mine):
            return await self.transport.send_fallback(
                row.game_id, channel_id, user_id, payload, nonce=nonce
            )

    # ------------------------------------------------------------ background loop

    async def run_once(self) -> None:
        await self.drain()

    async def pause(self) -> None:
        """Until woken by a new row, or the next due retry or deadline (30 s at most)."""
        # cleared before the look: a row queued while we look wakes the wait at once
        self._wakeup.clear()
        wakeup = await self.storage.next_wakeup()
        timeout = 30.0 if wakeup is None else max(0.0, min(30.0, wakeup - self.clock()))
        await self.idle(timeout)

    async def idle(self, timeout: float) -> None:
        """The worker's one wait: until `wake()` or `timeout` seconds, in this task (no
        helper task, unlike `wait_for` on 3.11), so a test may declare it as idle."""
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await self._wakeup.wait()
