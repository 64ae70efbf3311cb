"""The move writer: the only write path of a game's state (design/ARCHITECTURE.md §3). The
start, every move (a player's, a computer's, a standing order's, a deadline's default), a
game master's action (undo, a seat changed, a pause...) and the end of an abandoned game are
written here, each in one transaction with its outbox rows, events and deadlines,
and the writer keeps the state it last read or wrote of each game.

Callers hold the game's lock (`GameService.locks`) from their read to the write."""

from __future__ import annotations

import json
from collections.abc import Callable, Hashable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, TypeVar

from pydantic import ValidationError

from bot import errors as bot_errors  # a full disk
from bot.engine import Decision, Event, IllegalAction, Outcome
from bot.engine.engine import replay
from bot.errors import GamePaused, LobbyError, StaleState, validation_text
from bot.service import closed_prompts as closing
from bot.service import deadlines as deadline_policy  # async play
from bot.service import digest, reads
from bot.service import game_settings as settings_store  # async play
from bot.service.game_info import GameInfo, module_of
from bot.service.outbox import Finished, Started
from bot.service.outbox_rows import (
    channel_row,
    event_rows,
    hand_row,
    orientation_row,
    outcome_rows,
    prompt_rows,
    seat_prompt,
)
from bot.service.prompts import DecisionId, Prompt, with_ids
from db import (
    ActionRow,
    DeadlineRow,
    GameRow,
    GmEntry,
    NewAction,
    NewDeadline,
    NewEvent,
    NewOutbox,
    StaleVersion,
)

if TYPE_CHECKING:
    from bot.service.game_service import GameService

T = TypeVar("T")


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


@dataclass(slots=True)
class _Loaded:
    version: int
    state: Any
    #: the seats that moved in the phase under way as of `version`, once read or kept by
    #: the writer's own moves (None: not known, read from the moves when needed)
    acted: frozenset[str] | None = None
    #: the decisions the state waits on, each with its id (`prompts.with_ids`; None: not
    #: computed yet)
    asked: list[tuple[DecisionId, Decision]] | None = None
    #: what was drawn of the state (`MoveWriter.drawn`), by what it was drawn for
    drawn: dict[Hashable, Any] = field(default_factory=dict)
    #: the legal actions of the state by seat, once computed (`MoveWriter.legal_of`)
    legal: dict[str, Sequence[Any]] = field(default_factory=dict)
    #: the action of each choice of the prompts drawn of the state, by seat and digest
    #: (`MoveWriter.clicks_of`)
    clicks: dict[tuple[str, str], dict[str, Any]] = field(default_factory=dict)
    #: the public events of the phase under way, as stored (`Store.events_of_phase`), kept
    #: by the writer's own moves (None: not known, read when a phase's digest needs them)
    phase: list[str] | None = None


class MoveWriter:
    """Writes the games of `service`: its storage, clock, deadline and settings."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self._cache: dict[int, _Loaded] = {}

    # ---------------------------------------------------------------- the state

    def state_of(self, row: GameRow) -> tuple[int, Any]:
        """The version and state of `row`'s game: the cached state while it is current."""
        loaded = self._cache.get(row.id)
        if loaded is not None and loaded.version == row.version:
            return loaded.version, loaded.state
        if row.state_json is None:
            raise LobbyError("not_started")
        state = module_of(row.game).load_state(row.state_json)
        self._cache[row.id] = _Loaded(row.version, state)
        return row.version, state

    def drawn(self, row: GameRow, key: Hashable, draw: Callable[[Any], T]) -> T:
        """What `draw` makes of the state of `row`'s game, drawn once per version and `key`
        (the status board in one language, for one set of seats): `/game status` and the
        board's edits after a batch of moves draw it again only when the game moved."""
        self.state_of(row)
        loaded = self._cache[row.id]
        if key not in loaded.drawn:
            loaded.drawn[key] = draw(loaded.state)
        found: T = loaded.drawn[key]
        return found

    def _acted_known(self, game_id: int, version: int) -> frozenset[str] | None:
        """The seats that moved in the phase under way as of `version`, when the writer kept
        them with the cached state (its own moves keep them; None: not known)."""
        loaded = self._cache.get(game_id)
        return loaded.acted if loaded is not None and loaded.version == version else None

    def phase_of(self, game_id: int, version: int) -> list[str] | None:
        """The public events of the phase under way as of `version` (their JSON), when the
        writer kept them with the cached state (None: not known)."""
        loaded = self._cache.get(game_id)
        return loaded.phase if loaded is not None and loaded.version == version else None

    def pending_of(self, game_id: int, version: int, state: Any, module: Any) -> list[Decision]:
        """The decisions `state` (the game's at `version`) waits on (`asked_of`)."""
        return [d for _, d in self.asked_of(game_id, version, state, module)]

    def asked_of(
        self, game_id: int, version: int, state: Any, module: Any
    ) -> list[tuple[DecisionId, Decision]]:
        """The decisions `state` (the game's at `version`) waits on, with their ids: kept
        with the cached state by the move that made it, or computed once for it."""
        loaded = self._cache.get(game_id)
        if loaded is None or loaded.version != version or loaded.state is not state:
            return with_ids(module.pending(state))
        if loaded.asked is None:
            loaded.asked = with_ids(module.pending(state))
        return loaded.asked

    def legal_of(self, game_id: int, version: int, state: Any) -> dict[str, Sequence[Any]] | None:
        """Where the legal actions of `state` (the game's at `version`) are kept by seat
        (`prompts.legal_actions`): with the cached state, while it is the one the move that
        made it saved or a reader loaded (None: `state` is not the cached one)."""
        loaded = self._cache.get(game_id)
        if loaded is None or loaded.version != version or loaded.state is not state:
            return None
        return loaded.legal

    def clicks_of(
        self, game_id: int, version: int, state: Any
    ) -> dict[tuple[str, str], dict[str, Any]] | None:
        """Where the actions of the choices of the prompts drawn of `state` (the game's at
        `version`) are kept by seat and digest (`prompts.prompt_for`), as `legal_of`."""
        loaded = self._cache.get(game_id)
        if loaded is None or loaded.version != version or loaded.state is not state:
            return None
        return loaded.clicks

    def forget(self, game_id: int) -> None:
        """Drop what is cached of a game."""
        self._cache.pop(game_id, None)

    # ---------------------------------------------------------------- the start

    async def start(self, info: GameInfo, row: GameRow, started: Started) -> None:
        """Set the lobby game of `info` up and save it as started, with the `started` notice,
        every seat's hand, the setup's events and the first prompts."""
        service = self.service
        module = module_of(info.game)
        seats = [s.seat for s in info.seats]
        first = module.setup_step(row.seed, seats, json.loads(row.options_json))
        state, events = first.state, first.events
        turn = digest.turn_of(state)
        outbox = [channel_row(info, started), orientation_row(info)]
        outbox += [hand_row(info, module, state, seat) for seat in seats]
        # each seat's hand shows its whole private view: the setup's private events (the
        # cards dealt) would only say it twice
        outbox += event_rows(info, [e for e in events if e.visibility == "public"], turn)
        after = module.pending(state)
        outbox += await outcome_rows(service.storage, info, module, state, events, [], after, None)
        now = service.clock()
        clocks = self._deadlines(after, now, (), await service.game_settings(info.id), state)
        dues = deadline_policy.dues_of(clocks)
        legal: dict[str, Sequence[Any]] = {}
        clicks: dict[tuple[str, str], dict[str, Any]] = {}
        outbox += prompt_rows(
            info,
            module,
            state,
            1,
            with_ids(after),
            turn=turn,
            dues=dues,
            legal=legal,
            clicks=clicks,
        )
        await service.storage.start_game(
            info.id,
            state_json=state.model_dump_json(),
            events=[_new_event(e) for e in events],
            outbox=outbox,
            deadlines=clocks,
            now=now,
        )
        self._cache[info.id] = _Loaded(1, state, legal=legal, clicks=clicks)

    # ---------------------------------------------------------------- moves

    async def move(
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
        service = self.service
        if info.status != "active":
            raise LobbyError("not_running")
        if info.paused:
            raise GamePaused()
        version, state = loaded if loaded is not None else await reads.state(service, info.id)
        if expected_version is not None and expected_version != version:
            raise StaleState()
        module = module_of(info.game)
        policy = await service.game_settings(info.id)  # async play
        try:
            action = module.parse_action(dict(action_data))
        except ValidationError as exc:
            raise IllegalAction("malformed", detail=validation_text(exc)) from None
        # a decision may hold parts of the state the move changes in place: what tells the
        # decisions apart is taken before it (`with_ids`), and only their seats after it
        asked = self.asked_of(info.id, version, state, module)
        before = [d for _, d in asked]
        old = {key for key, _ in asked}
        turn = digest.turn_of(state)
        how = (
            closing.CHOSEN
            if user_id is not None
            else closing.DEFAULT
            if notices
            else closing.STANDING
        )
        try:  # drawn before the move, which changes the state in place
            own = closing.own_closings(info, module, state, asked, seat, action, how)
        except Exception:
            # an action the rules refuse may not even be drawn: they say why (on a copy)
            module.apply(state, seat, action)
            raise
        acted_before = self._acted_known(info.id, version)
        phase_before = self.phase_of(info.id, version)
        # the move changes the cached state in place: while it is not saved, a reader
        # reads the game again, and a move refused or not saved leaves nothing cached
        self.forget(info.id)
        step = module.apply_owned(state, seat, action)
        new_state = step.state
        outcome = module.outcome(new_state)
        new_version = version + 1
        # a notice (why the move was made: time ran out) comes before what the move did
        outbox = [*notices, *event_rows(info, step.events, turn)]
        new_events = [_new_event(e) for e in step.events]
        new_phase = any(e.kind == "phase_start" for e in step.events)
        after = with_ids(module.pending(new_state))
        pending = [d for _, d in after]
        waiting = _waiting(info, pending)
        outbox += await outcome_rows(
            service.storage,
            info,
            module,
            new_state,
            step.events,
            before,
            pending,
            outcome,
            waiting,
            phase_before,
        )
        ended = "ended" if outcome is not None else "moved_on"
        outbox += closing.closed_rows(
            info, asked, {key for key, _ in after}, outcome=ended, own=own
        )
        opened = any(e.kind == "phase_start" and e.visibility == "public" for e in step.events)
        # who acted in the phase matters only to the prompts of decisions new to a player
        prompted = any(key not in old and info.user_of(d.seat) is not None for key, d in after)
        if acted_before is None and prompted and not opened:
            acted_before = frozenset(await service.storage.seats_acted_in_phase(info.id))
        acted = acted_before if prompted and not opened and acted_before else frozenset()
        # kept with the new state; the move opening a phase belongs to the phase before it
        acted_after = (
            frozenset() if new_phase else None if acted_before is None else acted_before | {seat}
        )
        now = service.clock()
        if kept is None:
            kept = await service.storage.deadlines(info.id)
        clocks = self._deadlines(pending, now, kept, policy, new_state)
        dues = deadline_policy.dues_of(clocks)
        legal: dict[str, Sequence[Any]] = {}  # the new state's, kept with it
        clicks: dict[tuple[str, str], dict[str, Any]] = {}  # likewise
        outbox += prompt_rows(
            info,
            module,
            new_state,
            new_version,
            after,
            old=old,
            pinged=digest.pinged(opened, waiting, acted, seat),
            turn=digest.turn_of(new_state),
            dues=dues,
            legal=legal,
            clicks=clicks,
        )
        if opened and outcome is None:  # the pinned orientation shows the new deadline
            outbox.append(orientation_row(info))
        if outcome is not None:
            outbox.append(channel_row(info, Finished()))
        try:
            saved = await service.storage.save_move(
                info.id,
                expected_version=version,
                state_json=new_state.model_dump_json(),
                action=NewAction(
                    seat=seat,
                    user_id=user_id,
                    action_json=action.model_dump_json(),
                    checkpoint=step.checkpoint,
                ),
                events=new_events,
                outbox=outbox,
                # the deadlines as they stand are left alone (a phase's clock, most moves)
                deadlines=None if _same_deadlines(kept, clocks) else clocks,
                status="finished" if outcome is not None else None,
                now=now,
            )
        except StaleVersion:
            self.forget(info.id)
            raise StaleState() from None
        except Exception as exc:  # nothing was saved
            if not bot_errors.is_storage_full(exc):
                raise
            self.forget(info.id)
            raise bot_errors.StorageFull() from None
        # the phase's public events as `Store.events_of_phase` reads them: from the last move
        # with a `phase_start` on (the list kept before is the writer's alone: it was dropped)
        public = [n.event_json for n in new_events if n.visibility == "public"]
        phase_after = public if new_phase else phase_before
        if phase_after is not None and not new_phase:
            phase_after += public
        self._cache[info.id] = _Loaded(
            saved, new_state, acted_after, after, legal=legal, clicks=clicks, phase=phase_after
        )
        continuing = tuple(
            seat_prompt(
                info,
                module,
                new_state,
                saved,
                d,
                due_at=dues.get(d.seat),
                legal=legal,
                clicks=clicks,
            )
            for key, d in after
            if d.seat == seat and key in old
        )
        return SubmitResult(info, seat, saved, tuple(step.events), outcome, continuing)

    # ---------------------------------------------------------------- the game master

    async def rewind(
        self,
        info: GameInfo,
        row: GameRow,
        keep: Sequence[ActionRow],
        target: int,
        *,
        notice: NewOutbox,
        entry: GmEntry,
    ) -> None:
        """Take the game back to its move `target` (a game master's undo): the state is
        rebuilt by replaying the moves `keep`, and saved with the `notice`, the prompts of
        the decisions open again, their deadlines and the GM log `entry`. StaleVersion when
        the game moved since `row` was read."""
        service = self.service
        module = module_of(info.game)
        seats = [s.seat for s in info.seats]
        state = replay(
            module,
            row.seed,
            seats,
            json.loads(row.options_json),
            [(a.seat, json.loads(a.action_json)) for a in keep],
        )
        now = service.clock()
        settings = await service.game_settings(info.id)
        version = row.version + 1
        _, old_state = self.state_of(row)
        closed = closing.closed_rows(
            info, with_ids(module.pending(old_state)), (), outcome="undone"
        )
        pending = module.pending(state)
        clocks = self._deadlines(pending, now, (), settings, state)
        prompts = prompt_rows(
            info, module, state, version, with_ids(pending), dues=deadline_policy.dues_of(clocks)
        )
        try:
            await service.storage.truncate_after(
                info.id,
                target,
                expected_version=row.version,
                state_json=state.model_dump_json(),
                deadlines=clocks,
                outbox=[notice, *closed, *prompts],
                gm=entry,  # logged in the undo's transaction
                now=now,
            )
        finally:
            self.forget(info.id)

    async def gm_write(
        self,
        info: GameInfo,
        user_id: int | None,
        action: str,
        detail_json: str,
        outbox: Sequence[NewOutbox],
        writes: Mapping[str, Any],
    ) -> int:
        """A game master's action kept in the GM log with what it `writes` (`Storage.log_gm`:
        settings, pause, deadline shift, seat) and its `outbox` rows, in one transaction.
        Returns how many deadlines moved."""
        service = self.service
        moved: int = await service.storage.log_gm(
            info.id, user_id, action, detail_json, service.clock(), outbox, **writes
        )
        if "seat" in writes:
            self.forget(info.id)
        return moved

    # ---------------------------------------------------------------- the end

    async def abandon(self, info: GameInfo, outbox: Sequence[NewOutbox]) -> None:
        """End the game as abandoned, with its `outbox` notice (StaleVersion when it is not
        running any more)."""
        row = await self.service.storage.get_game(info.id)
        if row is not None and row.state_json is not None:  # a running game's open prompts
            _, state = self.state_of(row)
            module = module_of(info.game)
            pending = module.pending(state)
            ended = closing.closed_rows(info, with_ids(pending), (), outcome="abandoned")
            outbox = [*outbox, *ended]
        await self.service.storage.abandon_game(info.id, outbox, now=self.service.clock())
        self.forget(info.id)

    # -- async play: deadline policy

    def _deadlines(
        self,
        pending: Iterable[Decision],
        now: float,
        kept: Sequence[DeadlineRow],
        policy: settings_store.GameSettings,
        state: Any,
    ) -> list[NewDeadline]:
        """A deadline per pending decision, or the clock of `state`'s phase, by the game's
        policy and pace (`bot.service.deadlines`); one already open keeps its time."""
        base = self.service.deadline_seconds
        if base is None:
            return []
        return deadline_policy.deadline_rows(
            pending,
            now,
            kept,
            base,
            policy.deadline_hours,
            pace=policy.pace,
            phase=deadline_policy.phase_of(state),
        )


def _same_deadlines(kept: Sequence[DeadlineRow], clocks: Sequence[NewDeadline]) -> bool:
    """Whether the deadlines stored (`kept`, read with the game under its lock) are the ones
    the move would write."""
    return {
        k.decision_key: (k.seat, k.due_at, k.remind_at, k.default_json, bool(k.reminded))
        for k in kept
    } == {
        c.decision_key: (c.seat, c.due_at, c.remind_at, c.default_json, c.reminded) for c in clocks
    }


def _waiting(info: GameInfo, pending: Sequence[Decision]) -> list[str]:
    """The seats with a player that `pending` waits for, each once, in order."""
    seats = [d.seat for d in pending if info.user_of(d.seat) is not None]
    return list(dict.fromkeys(seats))


def _new_event(e: Event) -> NewEvent:
    return NewEvent(
        kind=e.kind,
        visibility=e.visibility,
        seats_json=json.dumps(e.seats) if e.seats else "[]",  # most events are public
        event_json=e.model_dump_json(),
    )
