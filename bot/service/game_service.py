"""The rules service: load -> check the seat -> rules.apply -> save in one transaction ->
wake delivery (design/ARCHITECTURE.md §3).

The service knows no Discord. Cogs call it and render what it returns; the delivery
worker (`bot.service.delivery`) carries the outbox rows it writes to Discord, or to a console in
the demo. `GameService` is the one door to it; behind it, the move writer
(`bot.service.move_writer`) is the only write path of a game's state, the outbox rows are
built in `bot.service.outbox_rows`, and the lobby, the reads, the computer players and the
overdue decisions each have their module.
"""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator, Mapping
from contextvars import ContextVar
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any

from bot import errors as bot_errors  # a full disk
from bot.engine.clone import clone
from bot.engine.engine import AnyGame
from bot.errors import NotYourSeat, StaleState
from bot.games import DEFAULT_GAME
from bot.messages import using_locale
from bot.messages.catalogues import ENGLISH
from bot.service import computers, lobby, overdue, private_place, reads, ready
from bot.service import game_options as lobby_options  # set before the start
from bot.service import game_settings as settings_store  # async play
from bot.service.game_info import GameInfo, module_of
from bot.service.move_writer import MoveWriter, SubmitResult
from bot.service.outbox import StatusBoard
from bot.service.prompts import Prompt, digest_in, head_of, legal_actions
from bot.service.reads import Standing
from db import DeadlineRow, GameRow, Store

Clock = Callable[[], float]


Settings = tuple[int, settings_store.GameSettings]  # their version, and them


Loaded = tuple[GameInfo, GameRow, list[DeadlineRow]]  # a game with its open deadlines


@dataclass(slots=True)
class Locks:
    """One lock per game: held from a read of the game to the write that depends on it."""

    by_game: dict[int, asyncio.Lock] = field(default_factory=dict)
    #: the game's settings as stored now: read once as its lock is taken, what is written
    #: while the lock is held (outbox rows, notices) speaks the game's language
    settings_of: Callable[[int], Awaitable[Settings]] | None = None
    #: the game with its open deadlines and settings as stored now, in one read (`loading`)
    load_of: Callable[[int], Awaitable[tuple[Loaded, Settings]]] | None = None
    #: the settings read as each game's lock was taken, for the task that holds it
    held: ContextVar[dict[int, Settings]] = field(
        default_factory=lambda: ContextVar("praetor_held_settings")
    )

    def _lock(self, game_id: int) -> asyncio.Lock:
        lock = self.by_game.get(game_id)
        if lock is None:
            lock = self.by_game[game_id] = asyncio.Lock()
        return lock

    def __call__(self, game_id: int) -> contextlib.AbstractAsyncContextManager[None]:
        return _held(self._lock(game_id), game_id, self)

    def loading(self, game_id: int) -> contextlib.AbstractAsyncContextManager[Loaded]:
        """The lock, and the game as it stands once it is taken: the game, its deadlines and
        its settings in one trip to the database (a move's read)."""
        return _HeldLoaded(self._lock(game_id), game_id, self)

    def settings(self, game_id: int) -> Settings | None:
        """The settings read when this task took the game's lock (None: it holds none, or
        it is about to change them)."""
        return self.held.get({}).get(game_id)


@contextlib.asynccontextmanager
async def _held(lock: asyncio.Lock, game_id: int, locks: Locks) -> AsyncIterator[None]:
    async with lock:
        if locks.settings_of is None:
            yield
            return
        settings = await locks.settings_of(game_id)
        with _holding(locks, game_id, settings):
            yield


class _HeldLoaded:
    """`Locks.loading`: a class rather than a generator, as every move takes it."""

    __slots__ = ("_game_id", "_holding", "_lock", "_locks")

    def __init__(self, lock: asyncio.Lock, game_id: int, locks: Locks) -> None:
        self._lock = lock
        self._game_id = game_id
        self._locks = locks
        self._holding: contextlib.AbstractContextManager[None] | None = None

    async def __aenter__(self) -> Loaded:
        assert self._locks.load_of is not None
        await self._lock.acquire()
        try:
            loaded, settings = await self._locks.load_of(self._game_id)
            self._holding = _holding(self._locks, self._game_id, settings)
            self._holding.__enter__()
        except BaseException:
            self._lock.release()
            raise
        return loaded

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        try:
            assert self._holding is not None
            self._holding.__exit__(exc_type, exc, tb)
        finally:
            self._lock.release()


@contextlib.contextmanager
def _holding(locks: Locks, game_id: int, settings: Settings) -> Iterator[None]:
    token = locks.held.set({**locks.held.get({}), game_id: settings})
    try:
        with using_locale(settings[1].locale):
            yield
    finally:
        locks.held.reset(token)


class GameService:
    """Lobby, moves, prompts and deadlines for every game, over one `Storage`."""

    def __init__(
        self,
        storage: Store,
        *,
        clock: Clock = time.time,
        deadline_seconds: float | None = 86400.0,
        on_outbox: Callable[[], None] | None = None,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self.deadline_seconds = deadline_seconds
        self._on_outbox = on_outbox
        self.locks = Locks(settings_of=self._settings_now, load_of=self._load_now)
        self.writer = MoveWriter(self)
        # -- async play: each game's settings, parsed once per version
        self._settings: dict[int, tuple[int, settings_store.GameSettings]] = {}
        #: each user's Discord language as stored (written only when it changes)
        self._user_locales: dict[int, str | None] = {}
        #: the game found last in each channel (`reads.game_in_channel` checks it is still there)
        self.channel_games: dict[int, int] = {}

    # ---------------------------------------------------------------- async play

    async def game_settings(self, game_id: int) -> settings_store.GameSettings:
        """The game's async-play settings (deadline policy, pause, absences), as stored
        now: another process may have changed them. Not to be changed in
        place: see `settings_to_change`. Under the game's lock, those read as it was taken."""
        held = self.locks.settings(game_id)
        if held is not None:
            return held[1]
        return (await self._settings_now(game_id))[1]

    async def settings_to_change(self, game_id: int) -> tuple[int, settings_store.GameSettings]:
        """A copy of the game's settings to change, and the version it was read at: the
        write (`settings_store.to_write`) fails if another came first. Hold the game's
        lock from this read to the write."""
        self.locks.held.get({}).pop(game_id, None)  # read again after the write
        version, settings = await self._settings_now(game_id)
        return version, settings.model_copy(deep=True)

    async def _settings_now(self, game_id: int) -> tuple[int, settings_store.GameSettings]:
        version, text = await self.storage.game_settings(game_id)
        return self.parsed_settings(game_id, version, text)

    def parsed_settings(
        self, game_id: int, version: int, text: str | None
    ) -> tuple[int, settings_store.GameSettings]:
        """The game's settings stored as `text` at `version`, parsed once per version."""
        cached = self._settings.get(game_id)
        if cached is None or cached[0] != version:
            cached = self._settings[game_id] = (version, settings_store.parse(text))
        return cached

    async def _load_now(self, game_id: int) -> tuple[Loaded, Settings]:
        info, row, kept = await reads.load(self, game_id, deadlines=True)
        assert info.settings is not None
        return (info, row, kept), self._settings[game_id]

    async def locale(self, game_id: int) -> str:
        """The language the game speaks in its channel and DMs."""
        return (await self.game_settings(game_id)).locale

    async def note_locale(self, user_id: int, locale: str) -> None:
        """Remember the user's Discord language (`locale`, as an interaction says it), in
        which what is sent to them alone is written: a write only when it changed."""
        if user_id not in self._user_locales:
            self._user_locales[user_id] = await self.storage.user_locale(user_id)
        if self._user_locales[user_id] != locale:
            await self.storage.set_user_locale(user_id, locale, self.clock())
            self._user_locales[user_id] = locale

    def forget(self, game_id: int) -> None:
        """Drop what is cached of a game (the move writer does after its own writes)."""
        self.writer.forget(game_id)

    def wake(self) -> None:
        """Tell delivery that the outbox has new rows."""
        if self._on_outbox is not None:
            self._on_outbox()

    # ---------------------------------------------------------------- lobby (bot.service.lobby)

    async def create_game(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        creator_id: int,
        players: int,
        options: Mapping[str, Any] | None = None,
        game: str = DEFAULT_GAME,
        seed: int | None = None,
        locale: str = ENGLISH,
    ) -> GameInfo:
        return await lobby.create_game(
            self,
            channel_id=channel_id,
            guild_id=guild_id,
            creator_id=creator_id,
            players=players,
            options=options,
            game=game,
            seed=seed,
            locale=locale,
        )

    async def set_option(self, game_id: int, user_id: int, name: str, value: str) -> GameInfo:
        """The creator sets one option, typed as text, before the game starts."""
        return await lobby.set_option(self, game_id, user_id, name, value)

    def option_specs(self, info: GameInfo) -> dict[str, lobby_options.OptionSpec]:
        """The options of `info`'s game, by name."""
        return lobby.option_specs(info)

    async def option_values(self, info: GameInfo) -> dict[str, Any]:
        """Every option of the game with its value, the deadlines as the hours each class of
        decision waits (None: no deadline)."""
        return await lobby.option_values(self, info)

    async def join(self, game_id: int, user_id: int, seat: str | None = None) -> GameInfo:
        return await lobby.join(self, game_id, user_id, seat)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        return await lobby.leave(self, game_id, user_id)

    async def add_bot(
        self, game_id: int, user_id: int, seat: str | None = None, level: str | None = None
    ) -> GameInfo:
        """The creator seats a computer player of `level` (default: the game's strongest)."""
        return await lobby.add_bot(self, game_id, user_id, seat, level)

    async def start(self, game_id: int, user_id: int) -> GameInfo:
        return await lobby.start(self, game_id, user_id)

    async def abandon(self, game_id: int, user_id: int) -> GameInfo:
        return await lobby.abandon(self, game_id, user_id)

    async def set_private_place(
        self, game_id: int, user_id: int, place: str, *, whole_game: bool, has_role: bool = False
    ) -> str:
        """Where private messages go from now on: the player's, or the whole game's
        (`bot.service.private_place`)."""
        return await private_place.set_place(
            self, game_id, user_id, place, whole_game=whole_game, has_role=has_role
        )

    # ---------------------------------------------------------------- reading (bot.service.reads)

    async def info(self, game_id: int) -> GameInfo:
        return await reads.info(self, game_id)

    async def game_in_channel(self, channel_id: int) -> GameInfo:
        return await reads.game_in_channel(self, channel_id)

    async def state(self, game_id: int) -> tuple[int, Any]:
        """The current version and state of a started game: a copy, the caller's to keep
        (the service's own is changed in place by the next move)."""
        version, state = await reads.state(self, game_id)
        return version, clone(state)

    async def view(self, game_id: int, user_id: int | None) -> Any:
        """The view of the user's seat (or the public view for None / non-players)."""
        return await reads.view(self, game_id, user_id)

    async def prompts(self, game_id: int, seat: str | None = None) -> list[Prompt]:
        """Pending decisions with their choices (all seats, or one)."""
        return await reads.prompts(self, game_id, seat)

    async def standing(self, game_id: int, user_id: int) -> Standing:
        """The caller's seat (None for a spectator), the view that seat may see (the
        public view for a spectator) and the seat's pending decisions with their choices:
        what the phase commands, `/faction view` and `/why` read."""
        return await reads.standing(self, game_id, user_id)

    async def board(self, game_id: int) -> dict[str, Any]:
        """What the board and the picture show now, from the public view."""
        return await reads.board(self, game_id)

    async def status_board(self, game_id: int) -> tuple[StatusBoard, float | None]:
        """The status board now (its outbox payload, as posted and edited in place) and
        the earliest deadline of the decisions it waits on: `/game status`."""
        return await reads.status_board(self, game_id)

    async def board_message(self, game_id: int) -> StatusBoard:
        """The board as it is now, for delivery to post or edit in place."""
        return (await self.status_board(game_id))[0]

    # ---------------------------------------------------------------- moves

    async def submit(
        self,
        game_id: int,
        user_id: int,
        action: Mapping[str, Any],
        expected_version: int | None = None,
    ) -> SubmitResult:
        """Apply one player's action. Raises StaleState when `expected_version` is not
        current, NotYourSeat, GamePaused, or the engine's IllegalAction."""
        async with self.locks.loading(game_id) as (info, row, kept):
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            result = await self.writer.move(
                info,
                seat,
                user_id,
                action,
                expected_version,
                loaded=self._loaded(info, row),
                kept=kept,
            )
            unasked = computers.moves_unasked(info, await self.game_settings(game_id))
        self.wake()
        if unasked:
            await self._after_move(info)
        return result

    async def choose(
        self,
        game_id: int,
        user_id: int,
        version: int,
        index: int,
        *,
        seat: str | None = None,
        digest: str | None = None,
    ) -> SubmitResult:
        """A click on a prompt built at `version`: the index-th legal action of the seat.
        `seat` is the seat the prompt was for; another player's click is refused. With the
        choice's `digest`, a click on an older prompt still counts while the same decision
        still offers the same action (others moved meanwhile, as in a sealed vote, or the
        player acted once already in an open decision); otherwise an old prompt is stale."""
        async with self.locks.loading(game_id) as (info, row, kept):
            if seat is not None and info.seat_of(user_id) != seat:
                raise NotYourSeat("not_your_decision")
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            current, state = self.writer.state_of(row)
            module = module_of(info.game)
            legal = self.writer.legal_of(game_id, current, state)
            offered = legal_actions(module, state, seat, legal)
            clicks = self.writer.clicks_of(game_id, current, state) or {}
            if digest is None:
                if version != current or not 0 <= index < len(offered):
                    raise StaleState()
                action = offered[index].model_dump(mode="json")
            elif (seat, digest) in clicks:  # a choice of a prompt drawn of the state as it is
                action = clicks[(seat, digest)]
            else:
                asked = self.writer.asked_of(game_id, current, state, module)
                heads = [head_of(key) for key, d in asked if d.seat == seat]
                # the choice at its place first (the prompt is current), then up to the one
                # clicked: the same digest is the same action
                at = [offered[index]] if 0 <= index < len(offered) else []
                actions = (a.model_dump(mode="json") for a in (*at, *offered))
                same = (a for a in actions if any(digest_in(h, a) == digest for h in heads))
                found = next(same, None)
                if found is None:
                    raise StaleState()
                action = found
            result = await self.writer.move(
                info, seat, user_id, action, current, loaded=(current, state), kept=kept
            )
            unasked = computers.moves_unasked(info, await self.game_settings(game_id))
        self.wake()
        if unasked:
            await self._after_move(info)
        return result

    async def ready(self, game_id: int, user_id: int, in_phase: str | None = None) -> list[str]:
        """ "Ready" (done for this phase): the caller's open decisions of the phase each take
        their default or standing order (`bot.service.ready`); returns what was played."""
        return await ready.ready(self, game_id, user_id, in_phase)

    async def _after_move(self, info: GameInfo) -> None:
        """Let the computer players, and the standing orders of absent factions, answer a
        player's move."""
        try:
            await self.play_bots(info.id)
        except bot_errors.StorageFull:  # the player's move is saved, the computers' are not
            raise bot_errors.StorageFull("storage_full_after") from None

    def _loaded(self, info: GameInfo, row: GameRow) -> tuple[int, Any] | None:
        """The version and state of a started game (None before the start: the writer
        refuses a game that is not running)."""
        return self.writer.state_of(row) if info.status == "active" and not info.paused else None

    # ---------------------------------------------------------------- computers and deadlines

    async def play_bots(self, game_id: int, *, limit: int = 100_000) -> int:
        """Let computer players make every decision that waits on them. Returns moves made."""
        return await computers.play_bots(self, game_id, limit=limit)

    async def computer_failed(
        self,
        info: GameInfo,
        module: AnyGame,
        state: Any,
        seat: str,
        action: Mapping[str, Any] | None,
        error: Exception,
    ) -> dict[str, Any]:
        """A computer player's (or a standing order's) choice raised, or its action was
        refused: log it, tell the game master and return the decision's default action
        instead (`bot.service.computers`)."""
        return await computers.computer_failed(self, info, module, state, seat, action, error)

    async def run_due(self, now: float | None = None) -> int:
        """Send due reminders and apply the default action of every expired decision.
        Returns the number of defaults applied."""
        return await overdue.run_due(self, now)
