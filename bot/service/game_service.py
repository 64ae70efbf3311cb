"""The rules service: load -> check the seat -> rules.apply -> save in one transaction ->
wake delivery (design/ARCHITECTURE.md §3).

The service knows no Discord. Cogs call it and render what it returns; the delivery
worker (`bot.service.delivery`) carries the outbox rows it writes to Discord, or to a console in
the demo.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from pydantic import ValidationError

from bot import board, narrate, summary
from bot import errors as bot_errors  # a full disk (issue 12)
from bot.engine import Decision, Event, IllegalAction, Outcome
from bot.engine.engine import GameModule
from bot.errors import GameNotFound, GamePaused, LobbyError, NotAllowed, NotYourSeat, StaleState
from bot.games import get_game
from bot.games.ror import ai
from bot.messages import CATALOGUES, LOCALES, t, using_locale
from bot.messages.catalogues import ENGLISH
from bot.service import deadlines as deadline_policy  # async play (issue 6)
from bot.service import game_options as lobby_options  # set before the start (issue 12)
from bot.service import game_settings as settings_store  # async play (issue 6)
from bot.service.absence import standing_order  # async play (issue 6)
from db import (
    DeadlineRow,
    GameRow,
    NewAction,
    NewDeadline,
    NewEvent,
    NewOutbox,
    SeatRow,
    StaleVersion,
    Storage,
)

log = logging.getLogger("praetor.service")
#: what a computer move that fails in the engine raises: refused, or a bug it hit
ENGINE_FAILURES = (IllegalAction, ValidationError, LookupError, ValueError, TypeError,
                   AssertionError, AttributeError)  # fmt: skip

Clock = Callable[[], float]


@dataclass(frozen=True, slots=True)
class SeatInfo:
    seat: str
    user_id: int | None
    is_bot: bool
    bot_level: str | None


@dataclass(frozen=True, slots=True)
class GameInfo:
    id: int
    game: str
    status: str
    channel_id: int
    guild_id: int | None
    creator_id: int
    options: dict[str, Any]
    seats: tuple[SeatInfo, ...]
    version: int
    paused: bool

    def seat_of(self, user_id: int) -> str | None:
        for s in self.seats:
            if s.user_id == user_id and not s.is_bot:
                return s.seat
        return None

    def user_of(self, seat: str) -> int | None:
        for s in self.seats:
            if s.seat == seat and not s.is_bot:
                return s.user_id
        return None

    @property
    def open_seats(self) -> list[str]:
        return [s.seat for s in self.seats if s.user_id is None and not s.is_bot]


def choice_digest(decision: Decision, action: Mapping[str, Any]) -> str:
    """A short fingerprint of one choice in one decision: a click on a prompt built at an
    older version is still honoured when the same decision still offers the same action."""
    text = json.dumps([decision.kind, decision.data, action], sort_keys=True)
    return hashlib.blake2b(text.encode(), digest_size=4).hexdigest()


@dataclass(frozen=True, slots=True)
class Choice:
    index: int
    label: str
    action: dict[str, Any]
    digest: str
    #: the choice names what only its seat may know (a card in hand)
    private: bool = False


@dataclass(frozen=True, slots=True)
class Prompt:
    """A pending decision of one seat with its choices, as of `version`."""

    game_id: int
    version: int
    seat: str
    decision: Decision
    text: str
    choices: tuple[Choice, ...]

    @property
    def public(self) -> bool:
        """Whether the prompt may be posted in the channel: a public prompt carries only
        public facts (docs/DESIGN.md). A private decision, one whose choices may name the
        seat's secrets, or (should a game fail to declare it) one offering a private
        choice now, goes to its seat only."""
        d = self.decision
        return not (d.private or d.secret_choices or any(c.private for c in self.choices))

    def notice(self) -> dict[str, Any] | None:
        """What the channel is told of a public decision whose choices went privately:
        who is deciding what, without the choices. None for a public prompt (the channel
        sees it whole) or a private decision (the channel sees nothing of it)."""
        if self.public or self.decision.private:
            return None
        return {
            "kind": "deciding",
            "game_id": self.game_id,
            "seat": self.seat,
            "decision": self.decision.kind,
            "text": self.text,
        }

    def payload(self) -> dict[str, Any]:
        return {
            "kind": "prompt",
            "game_id": self.game_id,
            "version": self.version,
            "seat": self.seat,
            "decision": self.decision.kind,
            "rule": self.decision.rule,
            "private": not self.public,
            "text": self.text,
            "choices": [
                {"index": c.index, "label": c.label, "digest": c.digest} for c in self.choices
            ],
        }


@dataclass(frozen=True, slots=True)
class SubmitResult:
    game: GameInfo
    seat: str
    version: int
    events: tuple[Event, ...]
    outcome: Outcome | None
    #: the acting seat's decisions that stay open after the move (not prompted again
    #: through the outbox; the caller shows them with fresh choices)
    continuing: tuple[Prompt, ...] = ()


@dataclass(frozen=True, slots=True)
class Standing:
    """Where one user stands in a started game (see `GameService.standing`)."""

    info: GameInfo
    seat: str | None
    view: Any
    prompts: tuple[Prompt, ...]


@dataclass(slots=True)
class _Loaded:
    version: int
    state: Any


@dataclass(slots=True)
class _Locks:
    by_game: dict[int, asyncio.Lock] = field(default_factory=dict)
    #: the game's locale: what is written while its lock is held (outbox rows, notices)
    #: speaks the game's language
    locale_of: Callable[[int], Awaitable[str]] | None = None

    def __call__(self, game_id: int) -> contextlib.AbstractAsyncContextManager[None]:
        lock = self.by_game.get(game_id)
        if lock is None:
            lock = self.by_game[game_id] = asyncio.Lock()
        return _held(lock, game_id, self.locale_of)


@contextlib.asynccontextmanager
async def _held(
    lock: asyncio.Lock, game_id: int, locale_of: Callable[[int], Awaitable[str]] | None
) -> AsyncIterator[None]:
    async with lock:
        if locale_of is None:
            yield
            return
        with using_locale(await locale_of(game_id)):
            yield


def _seat_info(row: SeatRow) -> SeatInfo:
    return SeatInfo(row.seat, row.user_id, row.is_bot, row.bot_level)


class GameService:
    """Lobby, moves, prompts and deadlines for every game, over one `Storage`."""

    def __init__(
        self,
        storage: Storage,
        *,
        clock: Clock = time.time,
        deadline_seconds: float | None = 86400.0,
        on_outbox: Callable[[], None] | None = None,
    ) -> None:
        self.storage = storage
        self.clock = clock
        self.deadline_seconds = deadline_seconds
        self._on_outbox = on_outbox
        self._locks = _Locks(locale_of=self.locale)
        self._cache: dict[int, _Loaded] = {}
        # -- async play (issue 6): each game's settings, parsed once per version (issue 12)
        self._settings: dict[int, tuple[int, settings_store.GameSettings]] = {}

    # ---------------------------------------------------------------- async play (issue 6)

    async def game_settings(self, game_id: int) -> settings_store.GameSettings:
        """The game's async-play settings (deadline policy, pause, absences), as stored
        now: another process may have changed them (issue 12). Not to be changed in
        place: see `settings_to_change`."""
        return (await self._settings_now(game_id))[1]

    async def settings_to_change(self, game_id: int) -> tuple[int, settings_store.GameSettings]:
        """A copy of the game's settings to change, and the version it was read at: the
        write (`settings_store.to_write`) fails if another came first. Hold the game's
        lock from this read to the write."""
        version, settings = await self._settings_now(game_id)
        return version, settings.model_copy(deep=True)

    async def _settings_now(self, game_id: int) -> tuple[int, settings_store.GameSettings]:
        version, text = await self.storage.game_settings(game_id)
        cached = self._settings.get(game_id)
        if cached is None or cached[0] != version:
            cached = self._settings[game_id] = (version, settings_store.parse(text))
        return cached

    async def locale(self, game_id: int) -> str:
        """The language the game speaks in its channel and DMs."""
        return (await self.game_settings(game_id)).locale

    def forget(self, game_id: int) -> None:
        """Drop what is cached of a game (after an undo or a seat change)."""
        self._cache.pop(game_id, None)

    # ---------------------------------------------------------------- lobby

    async def create_game(
        self,
        *,
        channel_id: int,
        guild_id: int | None,
        creator_id: int,
        players: int,
        options: Mapping[str, Any] | None = None,
        game: str = "ror",
        seed: int | None = None,
        locale: str = ENGLISH,
    ) -> GameInfo:
        module = self._module(game)
        if locale not in CATALOGUES:
            raise LobbyError("unknown_locale", locale=locale, valid=", ".join(LOCALES))
        if await self.storage.games_in_channel(channel_id):
            raise LobbyError("channel_busy")
        low, high = module.MIN_SEATS, module.MAX_SEATS
        if not low <= players <= high:
            raise LobbyError("player_count", low=low, high=high)
        given = dict(options or {})
        self._known_options(module, given)
        hours = {
            cls: lobby_options.check_hours(name, given.pop(name))
            for name, cls in lobby_options.DEADLINES.items()
            if given.get(name) is not None
        }
        for name in lobby_options.DEADLINES:
            given.pop(name, None)
        try:
            parsed = module.parse_options(given)
        except ValidationError as exc:
            raise LobbyError("bad_options", detail=_validation_text(exc)) from None
        settings = settings_store.GameSettings(deadline_hours=hours) if hours else None
        if locale != ENGLISH:
            settings = (settings or settings_store.GameSettings()).model_copy(
                update={"locale": locale}
            )
        now = self.clock()
        game_id = await self.storage.create_game(
            game=game,
            guild_id=guild_id,
            channel_id=channel_id,
            creator_id=creator_id,
            options_json=parsed.model_dump_json(),
            seat_count=players,
            seats=list(module.SEATS[:players]),
            seed=secrets.randbits(48) if seed is None else seed,
            now=now,
            settings_json=settings.model_dump_json() if settings is not None else None,
        )
        return await self.info(game_id)

    # ---------------------------------------------------------------- options (issue 12)

    @staticmethod
    def _known_options(module: GameModule, given: Mapping[str, Any]) -> None:
        """Refuse option names the game does not have, naming those it has."""
        known = lobby_options.specs(module)
        unknown = [name for name in given if name not in known]
        if unknown:
            raise LobbyError(
                "unknown_option", name=", ".join(map(str, unknown)), valid=tuple(known)
            )

    async def set_option(self, game_id: int, user_id: int, name: str, value: str) -> GameInfo:
        """The creator sets one option, typed as text, before the game starts."""
        async with self._locks(game_id):
            info = await self._lobby(game_id)
            self._require_creator(info, user_id)
            module = self._module(info.game)
            name = name.strip()
            self._known_options(module, {name: value})
            parsed = lobby_options.parse(lobby_options.specs(module)[name], value)
            if name in lobby_options.DEADLINES:
                cls = lobby_options.DEADLINES[name]
                version, settings = await self.settings_to_change(game_id)
                if parsed is None:
                    settings.deadline_hours.pop(cls, None)
                else:
                    settings.deadline_hours[cls] = parsed
                await self.storage.save_settings(
                    game_id, settings_store.to_write(version, settings), now=self.clock()
                )
            else:
                try:
                    options = module.parse_options({**info.options, name: parsed})
                except ValidationError as exc:
                    raise LobbyError("bad_options", detail=_validation_text(exc)) from None
                await self.storage.set_lobby_options(
                    game_id, options.model_dump_json(), now=self.clock()
                )
            return await self.info(game_id)

    def option_specs(self, info: GameInfo) -> dict[str, lobby_options.OptionSpec]:
        """The options of `info`'s game, by name."""
        return lobby_options.specs(self._module(info.game))

    async def option_values(self, info: GameInfo) -> dict[str, Any]:
        """Every option of the game with its value, the deadlines as the hours each class of
        decision waits (None: no deadline)."""
        settings = await self.game_settings(info.id)
        values = dict(info.options)
        for name, cls in lobby_options.DEADLINES.items():
            base = self.deadline_seconds
            default = None if base is None else base * deadline_policy.SHARE[cls] / 3600.0
            values[name] = settings.deadline_hours.get(cls, default)
        return values

    async def join(self, game_id: int, user_id: int, seat: str | None = None) -> GameInfo:
        async with self._locks(game_id):
            info = await self._lobby(game_id)
            if info.seat_of(user_id) is not None:
                raise LobbyError("already_joined", seat=info.seat_of(user_id))
            free = info.open_seats
            if not free:
                raise LobbyError("full")
            if seat is None:
                seat = secrets.choice(free)
            elif seat not in {s.seat for s in info.seats}:
                raise LobbyError("unknown_seat", seat=seat)
            elif seat not in free:
                raise LobbyError("seat_taken", seat=seat)
            await self.storage.set_seat_user(game_id, seat, user_id, now=self.clock())
            return await self.info(game_id)

    async def leave(self, game_id: int, user_id: int) -> GameInfo:
        async with self._locks(game_id):
            info = await self._lobby(game_id)
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            await self.storage.set_seat_user(game_id, seat, None, now=self.clock())
            return await self.info(game_id)

    async def add_bot(
        self, game_id: int, user_id: int, seat: str | None = None, level: str = "basic"
    ) -> GameInfo:
        """The creator seats a computer player."""
        if level not in ai.LEVELS:
            raise LobbyError("bad_level", level=level)
        async with self._locks(game_id):
            info = await self._lobby(game_id)
            self._require_creator(info, user_id)
            free = info.open_seats
            if not free:
                raise LobbyError("full")
            if seat is None:
                seat = free[0]
            elif seat not in free:
                raise LobbyError("seat_taken", seat=seat)
            await self.storage.set_seat_user(
                game_id, seat, None, is_bot=True, bot_level=level, now=self.clock()
            )
            return await self.info(game_id)

    async def start(self, game_id: int, user_id: int) -> GameInfo:
        async with self._locks(game_id):
            info = await self._lobby(game_id)
            self._require_creator(info, user_id)
            if info.open_seats:
                raise LobbyError("short", open=len(info.open_seats), total=len(info.seats))
            row = await self._row(game_id)
            module = self._module(info.game)
            seats = [s.seat for s in info.seats]
            first = module.setup_step(row.seed, seats, json.loads(row.options_json))
            state, events = first.state, first.events
            started = {"kind": "started", "options": await self.option_values(info)}
            outbox = [self._channel_row(info, started)]
            outbox += [self._hand_row(module, state, seat) for seat in seats]
            outbox += self._event_rows(info, events)
            after = module.pending(state)
            outbox += await self._outcome_rows(info, module, state, events, [], after, None)
            outbox += self._prompt_rows(info, module, state, 1, before=[], after=after)
            now = self.clock()
            await self.storage.start_game(
                game_id,
                state_json=state.model_dump_json(),
                events=[_new_event(e) for e in events],
                outbox=outbox,
                deadlines=self._deadlines(
                    module.pending(state), now, (), await self.game_settings(game_id)
                ),
                now=now,
            )
            self._cache[game_id] = _Loaded(1, state)
        self._wake()
        await self.play_bots(game_id)
        return await self.info(game_id)

    async def abandon(self, game_id: int, user_id: int) -> GameInfo:
        async with self._locks(game_id):
            info = await self.info(game_id)
            self._require_creator(info, user_id)
            if info.status not in ("lobby", "active"):
                raise LobbyError("not_running")
            # one transaction: the game never ends without its notice (issue 12)
            try:
                await self.storage.abandon_game(
                    game_id, [self._channel_row(info, {"kind": "abandoned"})], now=self.clock()
                )
            except StaleVersion:
                raise LobbyError("not_running") from None
            self._cache.pop(game_id, None)
        self._wake()
        return await self.info(game_id)

    # ---------------------------------------------------------------- reading

    async def info(self, game_id: int) -> GameInfo:
        return (await self._load(game_id))[0]

    async def _load(
        self, game_id: int, *, deadlines: bool = False
    ) -> tuple[GameInfo, GameRow, list[DeadlineRow]]:
        """The game's info, its row (state included) and, when asked (for a move), its open
        deadlines, read in one go."""
        row, seats, open_deadlines = await self.storage.load_game(game_id, deadlines=deadlines)
        if row is None:
            raise GameNotFound()
        info = GameInfo(
            id=row.id,
            game=row.game,
            status=row.status,
            channel_id=row.channel_id,
            guild_id=row.guild_id,
            creator_id=row.creator_id,
            options=json.loads(row.options_json),
            seats=tuple(_seat_info(s) for s in seats),
            version=row.version,
            paused=row.paused,
        )
        return info, row, open_deadlines

    async def game_in_channel(self, channel_id: int) -> GameInfo:
        rows = await self.storage.games_in_channel(channel_id)
        if not rows:
            raise GameNotFound()
        return await self.info(rows[0].id)

    async def state(self, game_id: int) -> tuple[int, Any]:
        """The current version and state of a started game."""
        return self._state_of(await self._row(game_id))

    def _state_of(self, row: GameRow) -> tuple[int, Any]:
        """The version and state of `row`'s game: the cached state while it is current."""
        loaded = self._cache.get(row.id)
        if loaded is not None and loaded.version == row.version:
            return loaded.version, loaded.state
        if row.state_json is None:
            raise LobbyError("not_started")
        state = self._module(row.game).load_state(row.state_json)
        self._cache[row.id] = _Loaded(row.version, state)
        return row.version, state

    async def view(self, game_id: int, user_id: int | None) -> Any:
        """The view of the user's seat (or the public view for None / non-players)."""
        info, row, _ = await self._load(game_id)
        _, state = self._state_of(row)
        seat = info.seat_of(user_id) if user_id is not None else None
        return self._module(info.game).view(state, seat)

    async def prompts(self, game_id: int, seat: str | None = None) -> list[Prompt]:
        """Pending decisions with their choices (all seats, or one)."""
        info, row, _ = await self._load(game_id)
        version, state = self._state_of(row)
        module = self._module(info.game)
        return [
            self._prompt(info, module, state, version, d)
            for d in module.pending(state)
            if seat is None or d.seat == seat
        ]

    # ---------------------------------------------------------------- commands (issue 6)
    # What the phase commands, `/faction view` and `/why` read: one load for the caller's
    # seat, its view and its pending decisions.

    async def standing(self, game_id: int, user_id: int) -> Standing:
        """The caller's seat (None for a spectator), the view that seat may see (the
        public view for a spectator) and the seat's pending decisions with their choices."""
        info, row, _ = await self._load(game_id)
        version, state = self._state_of(row)
        module = self._module(info.game)
        seat = info.seat_of(user_id)
        prompts = tuple(
            self._prompt(info, module, state, version, d)
            for d in module.pending(state)
            if seat is not None and d.seat == seat
        )
        return Standing(info, seat, module.view(state, seat), prompts)

    # ---------------------------------------------------------------- end of commands block

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
        async with self._locks(game_id):
            info, row, kept = await self._load(game_id, deadlines=True)
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            result = await self._apply(
                info,
                seat,
                user_id,
                action,
                expected_version,
                loaded=self._loaded(info, row),
                kept=kept,
            )
        self._wake()
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
        async with self._locks(game_id):
            info, row, kept = await self._load(game_id, deadlines=True)
            if seat is not None and info.seat_of(user_id) != seat:
                raise NotYourSeat("not_your_decision")
            seat = info.seat_of(user_id)
            if seat is None:
                raise NotYourSeat()
            current, state = self._state_of(row)
            module = self._module(info.game)
            actions = [a.model_dump(mode="json") for a in module.legal_actions(state, seat)]
            if digest is None:
                if version != current or not 0 <= index < len(actions):
                    raise StaleState()
                action = actions[index]
            else:
                mine = [d for d in module.pending(state) if d.seat == seat]
                same = [a for a in actions if any(choice_digest(d, a) == digest for d in mine)]
                if not same:
                    raise StaleState()
                action = same[0]
            result = await self._apply(
                info, seat, user_id, action, current, loaded=(current, state), kept=kept
            )
        self._wake()
        await self._after_move(info)
        return result

    async def _after_move(self, info: GameInfo) -> None:
        """Let the computer players, and the standing orders of absent factions, answer a
        player's move."""
        try:
            await self.play_bots(info.id)
        except bot_errors.StorageFull:  # the player's move is saved, the computers' are not
            raise bot_errors.StorageFull("storage_full_after") from None

    def _loaded(self, info: GameInfo, row: GameRow) -> tuple[int, Any] | None:
        """The version and state of a started game (None before the start: `_apply` refuses
        a game that is not running)."""
        return self._state_of(row) if info.status == "active" and not info.paused else None

    async def play_bots(self, game_id: int, *, limit: int = 100_000) -> int:
        """Let computer players make every decision that waits on them. Returns moves made."""
        moves = 0
        while moves < limit:
            async with self._locks(game_id):
                info, row, kept = await self._load(game_id, deadlines=True)
                if info.status != "active" or info.paused:
                    return moves
                bots = {s.seat: s for s in info.seats if s.is_bot}
                version, state = self._state_of(row)
                module = self._module(info.game)
                # -- async play (issue 6): absent factions act by their standing orders
                away = await self._away_orders(info, module, state, version)
                waiting = [d for d in module.pending(state) if d.seat in bots]
                if not waiting and not away:
                    return moves
                if waiting:
                    seat = waiting[0].seat
                    level = bots[seat].bot_level or "random"
                    player = ai.player_for(level, f"{game_id}:{version}")
                    try:
                        action = player.choose(module, state, seat).model_dump(mode="json")
                    except Exception as exc:  # a computer player's bug never stalls a game
                        action = await self.computer_failed(info, module, state, seat, None, exc)
                else:
                    seat, action = away[0]
                try:
                    await self._apply(
                        info, seat, None, action, version, loaded=(version, state), kept=kept
                    )
                except ENGINE_FAILURES as exc:
                    fallback = await self.computer_failed(info, module, state, seat, action, exc)
                    if fallback == action:
                        return moves  # the default itself fails: the GM is told, nothing to try
                    try:
                        await self._apply(
                            info, seat, None, fallback, version, loaded=(version, state), kept=kept
                        )
                    except ENGINE_FAILURES:
                        log.exception("game %s: the default for %s failed too", game_id, seat)
                        return moves  # the GM was told; the game waits for a human hand
            self._wake()
            moves += 1
        return moves

    async def computer_failed(
        self,
        info: GameInfo,
        module: GameModule,
        state: Any,
        seat: str,
        action: Mapping[str, Any] | None,
        error: Exception,
    ) -> dict[str, Any]:
        """A computer player's (or a standing order's) choice raised, or its action was
        refused: log it with the game and the action, tell the game master (GM log and a
        notice in the channel), and return the decision's default action instead."""
        decision = next((d for d in module.pending(state) if d.seat == seat), None)
        kind = decision.kind if decision is not None else "?"
        if decision is not None and decision.default is not None:
            fallback = dict(decision.default)
        else:
            legal = module.legal_actions(state, seat)
            fallback = dict(legal[0].model_dump(mode="json")) if legal else dict(action or {})
        log.error("game %s: the computer move of %s (%s) failed: %r; action %s; default %s",
                  info.id, seat, kind, error, action, fallback)  # fmt: skip
        text = t("ui.gm.computer_fallback", seat=t(f"seat.{seat}"))
        detail = {"seat": seat, "decision": kind, "error": f"{type(error).__name__}: {error}"}
        await self.storage.log_gm(
            info.id, None, "computer_fallback", json.dumps(detail, sort_keys=True),
            self.clock(), [self._channel_row(info, {"kind": "narration", "content": text})],
        )  # fmt: skip
        return fallback

    async def _apply(
        self,
        info: GameInfo,
        seat: str,
        user_id: int | None,
        action_data: Mapping[str, Any],
        expected_version: int | None,
        *,
        loaded: tuple[int, Any] | None = None,
        kept: Sequence[DeadlineRow] | None = None,
        notices: Sequence[NewOutbox] = (),
    ) -> SubmitResult:
        """Apply and save one move. `loaded` is the game's version and state, and `kept`
        its open deadlines, when the caller read them with `info` (so they are not read
        again). `notices` are queued with the move, in its transaction."""
        if info.status != "active":
            raise LobbyError("not_running")
        if info.paused:
            raise GamePaused()
        version, state = loaded if loaded is not None else await self.state(info.id)
        if expected_version is not None and expected_version != version:
            raise StaleState()
        module = self._module(info.game)
        policy = await self.game_settings(info.id)  # async play (issue 6)
        try:
            action = module.parse_action(dict(action_data))
        except ValidationError as exc:
            raise IllegalAction("malformed", detail=_validation_text(exc)) from None
        before = module.pending(state)
        step = module.apply(state, seat, action)
        new_state = step.state
        outcome = module.outcome(new_state)
        new_version = version + 1
        # a notice (why the move was made: time ran out) comes before what the move did
        outbox = [*notices, *self._event_rows(info, step.events)]
        after = module.pending(new_state)
        outbox += await self._outcome_rows(
            info, module, new_state, step.events, before, after, outcome
        )
        outbox += self._prompt_rows(
            info, module, new_state, new_version, before=before, after=after
        )
        if outcome is not None:
            outbox.append(self._channel_row(info, {"kind": "finished"}))
        now = self.clock()
        try:
            saved = await self.storage.save_move(
                info.id,
                expected_version=version,
                state_json=new_state.model_dump_json(),
                action=NewAction(
                    seat=seat,
                    user_id=user_id,
                    action_json=action.model_dump_json(),
                    checkpoint=step.checkpoint,
                ),
                events=[_new_event(e) for e in step.events],
                outbox=outbox,
                deadlines=self._deadlines(
                    after,
                    now,
                    kept if kept is not None else await self.storage.deadlines(info.id),
                    policy,
                ),
                status="finished" if outcome is not None else None,
                now=now,
            )
        except StaleVersion:
            self._cache.pop(info.id, None)
            raise StaleState() from None
        except sqlite3.OperationalError as exc:  # issue 12: nothing was saved
            if not bot_errors.is_storage_full(exc):
                raise
            self._cache.pop(info.id, None)
            raise bot_errors.StorageFull() from None
        self._cache[info.id] = _Loaded(saved, new_state)
        old = {_decision_id(d) for d in before}
        continuing = tuple(
            self._prompt(info, module, new_state, saved, d)
            for d in after
            if d.seat == seat and _decision_id(d) in old
        )
        return SubmitResult(info, seat, saved, tuple(step.events), outcome, continuing)

    # ---------------------------------------------------------------- deadlines

    async def run_due(self, now: float | None = None) -> int:
        """Send due reminders and apply the default action of every expired decision.
        Returns the number of defaults applied."""
        now = self.clock() if now is None else now
        for row in await self.storage.due_reminders(now):
            info = await self.info(row.game_id)
            payload = {
                "kind": "reminder",
                "game_id": row.game_id,
                "seat": row.seat,
                "due_at": row.due_at,
            }
            # the mark and the reminder in one transaction: never two, never none (issue 12)
            await self.storage.remind(
                row.game_id, row.decision_key, [self._seat_row(info, row.seat, payload)], now=now
            )
            self._wake()  # the reminder goes out now, not at the delivery loop's next look
        applied = 0
        for row in await self.storage.due_deadlines(now):
            if row.default_json is None:
                await self.storage.delete_deadline(row.game_id, row.decision_key)
                continue
            async with self._locks(row.game_id):
                info, game, kept = await self._load(row.game_id, deadlines=True)
                if info.status != "active" or info.paused:
                    continue
                try:
                    default = json.loads(row.default_json)
                    loaded = self._state_of(game)
                    # -- async play (issue 6): the channel is told what the deadline did
                    notice = self._default_notice(info, loaded[1], row.seat, default)
                    # saved with the move, in its transaction (issue 12)
                    await self._apply(
                        info, row.seat, None, default, None, loaded=loaded, kept=kept,
                        notices=[notice],
                    )  # fmt: skip
                except IllegalAction:
                    # the decision moved on by other means; the deadline is obsolete
                    await self.storage.delete_deadline(row.game_id, row.decision_key)
                    continue
            applied += 1
            self._wake()
            await self.play_bots(row.game_id)
        return applied

    # -- async play (issue 6): deadline policy, default notices, standing orders

    def _deadlines(
        self,
        pending: Iterable[Decision],
        now: float,
        kept: Sequence[DeadlineRow],
        policy: settings_store.GameSettings,
    ) -> list[NewDeadline]:
        """A deadline per pending decision, by the game's policy (`bot.service.deadlines`); one
        already open keeps its time."""
        if self.deadline_seconds is None:
            return []
        return deadline_policy.deadline_rows(
            pending, now, kept, self.deadline_seconds, policy.deadline_hours
        )

    def _default_notice(
        self, info: GameInfo, state: Any, seat: str, action: Mapping[str, Any]
    ) -> NewOutbox:
        module = self._module(info.game)
        if _secret_default(module, state, seat, action):  # a sealed ballot, a card in hand
            text = t("ui.deadline.defaulted_privately", seat=t(f"seat.{seat}"))
            return self._channel_row(info, {"kind": "narration", "content": text})
        try:
            key, params = module.describe_action(state, module.parse_action(dict(action)))
            label = t(key, **params)
        except (ValidationError, KeyError, ValueError, IllegalAction):
            label = str(action.get("kind", "?"))
        text = t("ui.deadline.defaulted", seat=t(f"seat.{seat}"), label=label)
        return self._channel_row(info, {"kind": "narration", "content": text})

    async def _away_orders(
        self, info: GameInfo, module: GameModule, state: Any, version: int
    ) -> list[tuple[str, dict[str, Any]]]:
        """The moves that absent factions' standing orders make now, in order."""
        settings = await self.game_settings(info.id)
        if not settings.away:
            return []
        now = self.clock()
        moves = []
        for d in module.pending(state):
            absence = settings.away.get(d.seat)
            if absence is None or not absence.active(now) or info.user_of(d.seat) is None:
                continue
            action = await standing_order(self, info, module, state, version, d, absence)
            if action is not None:
                moves.append((d.seat, action))
        return moves

    # ---------------------------------------------------------------- outbox rows

    def _event_rows(self, info: GameInfo, events: Sequence[Event]) -> list[NewOutbox]:
        rows: list[NewOutbox] = []
        public = [e for e in events if e.visibility == "public"]
        for text in narrate.narrate(public):
            rows.append(self._channel_row(info, {"kind": "narration", "content": text}))
        private: dict[str, list[Event]] = {}
        for e in events:
            if e.visibility == "seats":
                for seat in e.seats:
                    private.setdefault(seat, []).append(e)
        for seat, seat_events in private.items():
            for text in narrate.narrate(seat_events):
                rows.append(self._seat_row(info, seat, {"kind": "private", "content": text}))
        return rows

    def _prompt_rows(
        self,
        info: GameInfo,
        module: GameModule,
        state: Any,
        version: int,
        before: Sequence[Decision],
        after: Sequence[Decision],
    ) -> list[NewOutbox]:
        """A prompt for every decision pending `after` this move that was not `before` it."""
        old = {_decision_id(d) for d in before}
        rows = []
        for d in after:
            if _decision_id(d) in old:
                continue
            if info.user_of(d.seat) is None:
                continue  # a computer player needs no prompt
            prompt = self._prompt(info, module, state, version, d)
            if prompt.public:
                rows.append(self._channel_row(info, prompt.payload()))
                continue
            rows.append(self._seat_row(info, d.seat, prompt.payload()))
            notice = prompt.notice()
            if notice is not None:
                rows.append(self._channel_row(info, notice))
        return rows

    def _prompt(
        self, info: GameInfo, module: GameModule, state: Any, version: int, d: Decision
    ) -> Prompt:
        choices = []
        for i, action in enumerate(module.legal_actions(state, d.seat)):
            key, params = module.describe_action(state, action)
            data = action.model_dump(mode="json")
            private = module.private_choice(state, d.seat, action)
            choices.append(Choice(i, t(key, **params), data, choice_digest(d, data), private))
        params = {**d.data, "rule": d.rule, "seat": t(f"seat.{d.seat}")}
        text = t(f"decision.{d.kind}", **params)
        return Prompt(info.id, version, d.seat, d, text, tuple(choices))

    def _hand_row(self, module: GameModule, state: Any, seat: str) -> NewOutbox:
        return NewOutbox(
            target="seat",
            seat=seat,
            channel_id=None,
            payload_json=json.dumps(
                {"kind": "hand", "view": module.view(state, seat).model_dump(mode="json")}
            ),
        )

    @staticmethod
    def _channel_row(info: GameInfo, payload: dict[str, Any]) -> NewOutbox:
        return NewOutbox(
            target="channel",
            seat=None,
            channel_id=info.channel_id,
            payload_json=json.dumps(payload),
        )

    @staticmethod
    def _seat_row(info: GameInfo, seat: str, payload: dict[str, Any]) -> NewOutbox:
        return NewOutbox(
            target="seat",
            seat=seat,
            channel_id=info.channel_id,
            payload_json=json.dumps(payload),
        )

    # ---------------------------------------------------------------- outcomes (issue 6)
    # Phase summaries, the status board edited in place and the picture of the Republic,
    # all from public events and the public view (bot/summary.py, bot/board.py).

    async def board(self, game_id: int) -> dict[str, Any]:
        """What the board and the picture show now, from the public view."""
        info, row, _ = await self._load(game_id)
        _, state = self._state_of(row)
        return board.board_data(self._module(info.game).view(state, None).model_dump(mode="json"))

    async def status_board(self, game_id: int) -> tuple[dict[str, Any], float | None]:
        """The status board now (its outbox payload, as posted and edited in place) and
        the earliest deadline of the decisions it waits on: `/game status` (issue 6)."""
        info = await self.info(game_id)
        data = await self.board(game_id)
        waiting = set(data["waiting"])
        dues = [d.due_at for d in await self.storage.deadlines(game_id) if d.seat in waiting]
        return board.board_payload(game_id, data, info.seats), min(dues, default=None)

    async def _outcome_rows(
        self,
        info: GameInfo,
        module: GameModule,
        state: Any,
        events: Sequence[Event],
        before: Sequence[Decision],
        after: Sequence[Decision],
        outcome: Outcome | None,
    ) -> list[NewOutbox]:
        """The summaries of the phases this move ended, the picture when a turn starts, and
        the board when public things changed (one row; delivery keeps only the newest)."""
        public = [e for e in events if e.visibility == "public"]
        starts = [e for e in public if e.kind == "phase_start"]
        rows = []
        if starts or outcome is not None:
            view = module.view(state, None).model_dump(mode="json")
            earlier = [
                Event.model_validate_json(r.event_json)
                for r in await self.storage.events_of_phase(info.id)
            ]
            tally = getattr(module, "public_tally", None)
            final = tally(state) if outcome is not None and tally is not None else None
            known = {s["card"]: s["name"] for s in view.get("senators", [])}
            known |= {w["id"]: w["name"] for w in view.get("wars", [])}
            for page in summary.summary_payloads(earlier, public, final, known):
                rows.append(self._channel_row(info, page))
            if any(e.data.get("phase") == "mortality" for e in starts):
                data = board.board_data(view)
                rows.append(self._channel_row(info, board.image_payload(info.id, data)))
        if public or {d.seat for d in before} != {d.seat for d in after}:
            ref = self._channel_row(info, board.board_ref(info.id))
            rows.append(replace(ref, edit_key="board"))
        return rows

    async def board_message(self, game_id: int) -> dict[str, Any]:
        """The board as it is now, for delivery to post or edit in place."""
        return (await self.status_board(game_id))[0]

    # ---------------------------------------------------------------- helpers

    def _wake(self) -> None:
        if self._on_outbox is not None:
            self._on_outbox()

    @staticmethod
    def _module(game: str) -> Any:
        try:
            return get_game(game)
        except KeyError:
            raise LobbyError("unknown_game", game=game) from None

    async def _row(self, game_id: int) -> GameRow:
        row = await self.storage.get_game(game_id)
        if row is None:
            raise GameNotFound()
        return row

    async def _lobby(self, game_id: int) -> GameInfo:
        info = await self.info(game_id)
        if info.status != "lobby":
            raise LobbyError("already_started")
        return info

    @staticmethod
    def _require_creator(info: GameInfo, user_id: int) -> None:
        if user_id != info.creator_id:
            raise NotAllowed("creator_only")


def _decision_id(d: Decision) -> tuple[str, str, str]:
    return (d.seat, d.kind, json.dumps(d.data, sort_keys=True))


def _secret_default(module: GameModule, state: Any, seat: str, action: Mapping[str, Any]) -> bool:
    """Whether the default action a deadline applies for `seat` is its secret: the choice
    of a private decision (a sealed ballot before the reveal) or one naming a card in hand.
    The channel is then told only that time ran out (docs/DESIGN.md)."""
    if any(d.private for d in module.pending(state) if d.seat == seat):
        return True
    try:
        return module.private_choice(state, seat, module.parse_action(dict(action)))
    except (ValidationError, ValueError):
        return False


def _new_event(e: Event) -> NewEvent:
    return NewEvent(
        kind=e.kind,
        visibility=e.visibility,
        seats_json=json.dumps(e.seats),
        event_json=e.model_dump_json(),
    )


def _validation_text(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(p) for p in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])
