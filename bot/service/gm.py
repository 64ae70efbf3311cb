"""The game master's tools: pause and resume, deadline policy and extensions,
undo to the last checkpoint, replacing and kicking players, and the game's export.

The game master is the game's creator or a member of the server role named by
`Settings.gm_role` (the Discord layer says which: `has_role`). Every action is kept in
the game's GM log and posted in the game channel, in one transaction. A GM who also plays
cannot stall a game: a pause ends on its own after `MAX_PAUSE_HOURS` and an extension is
at most `MAX_EXTEND_HOURS`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

from bot import messages, narrate
from bot.engine import Event
from bot.errors import GamePaused, LobbyError, NotAllowed, NotYourSeat
from bot.messages import current_locale, find_locale, t, using_locale
from bot.service import game_settings as settings_store
from bot.service.closed_prompts import handed_over_rows
from bot.service.deadlines import (
    CLASSES,
    MAX_HOURS,
    PACES,
    PHASE,
    decision_key,
    is_phase_row,
)
from bot.service.export import export_game
from bot.service.game_info import GameInfo, module_of
from bot.service.game_service import GameService
from bot.service.outbox import Narration, PrivateNarration
from bot.service.outbox_rows import channel_row, hand_row, seat_row
from bot.service.prompts import prompt_for
from bot.service.reads import game_row
from db import GmEntry, NewOutbox, SeatChange, SeatTaken, StaleVersion

MAX_PAUSE_HOURS = 72.0
MAX_EXTEND_HOURS = 72.0
HISTORY_LIMIT = 1900


@dataclass(frozen=True, slots=True)
class Export:
    """The game's JSON record and its readable public history."""

    record_json: str
    history: str


def seat_text(seat: str | None) -> str:
    return t(f"seat.{seat}") if seat else "?"


def when(at: float | None) -> str:
    return t("ui.gm.until_back") if at is None else f"<t:{int(at)}:f>"


class GameMaster:
    def __init__(self, service: GameService) -> None:
        self.service = service

    @property
    def storage(self) -> Any:
        return self.service.storage

    # ---------------------------------------------------------------- helpers

    async def _running(self, game_id: int, user_id: int, has_role: bool) -> GameInfo:
        info = await self.service.info(game_id)
        if user_id != info.creator_id and not has_role:
            raise NotAllowed("gm_only")
        if info.status != "active":
            raise LobbyError("not_running")
        return info

    async def _log(
        self,
        info: GameInfo,
        user_id: int | None,
        action: str,
        text: str,
        extra: list[NewOutbox] | None = None,
        *,
        writes: dict[str, Any] | None = None,
        **detail: Any,
    ) -> int:
        """Make the action's `writes` (`Storage.log_gm`: settings, pause, deadline shift,
        seat), keep it in the GM log and post it in the channel, all in one transaction,
        through the move writer. Returns how many deadlines moved."""
        notice = channel_row(info, Narration(content=text))
        try:
            moved = await self.service.writer.gm_write(
                info,
                user_id,
                action,
                json.dumps(detail, sort_keys=True),
                [notice, *(extra or [])],
                writes or {},
            )
        except StaleVersion:  # another process changed the settings since we read them
            raise NotAllowed("gm_busy") from None
        except SeatTaken:
            raise LobbyError("already_joined", seat="?") from None
        self.service.wake()
        return moved

    # ---------------------------------------------------------------- pause

    async def pause(
        self, game_id: int, user_id: int, has_role: bool, hours: float | None = None
    ) -> float:
        """Pause the game (deadlines frozen, moves refused); returns when the pause ends
        on its own."""
        hours = MAX_PAUSE_HOURS if hours is None else hours
        if not 0 < hours <= MAX_PAUSE_HOURS:
            raise NotAllowed("gm_pause_hours", limit=MAX_PAUSE_HOURS)
        async with self.service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            if info.paused:
                raise GamePaused()
            now = self.service.clock()
            version, settings = await self.service.settings_to_change(game_id)
            settings.paused_at, settings.pause_until = now, now + hours * 3600
            text = t("ui.gm.paused", user=f"<@{user_id}>", until=when(settings.pause_until))
            writes = {"settings": settings_store.to_write(version, settings), "paused": True}
            await self._log(info, user_id, "pause", text, writes=writes, hours=hours)
        return settings.pause_until

    async def resume(self, game_id: int, user_id: int | None, has_role: bool = False) -> float:
        """Resume a paused game; every open deadline moves by the time the game stood
        still. `user_id` None: the pause ran out. Returns the seconds shifted."""
        async with self.service.locks(game_id):
            info = await self.service.info(game_id)
            if user_id is not None:
                info = await self._running(game_id, user_id, has_role)
            if not info.paused:
                raise NotAllowed("gm_not_paused")
            now = self.service.clock()
            version, settings = await self.service.settings_to_change(game_id)
            shift = max(0.0, now - (settings.paused_at or now))
            settings.paused_at = settings.pause_until = None
            who = f"<@{user_id}>" if user_id is not None else t("ui.gm.the_clock")
            writes = {
                "settings": settings_store.to_write(version, settings),
                "paused": False,
                "shift": shift,
            }
            text = t("ui.gm.resumed", user=who)
            await self._log(info, user_id, "resume", text, writes=writes, shifted=shift)
        await self.service.play_bots(game_id)
        return shift

    async def expire_pauses(self, now: float | None = None) -> int:
        """Resume every game whose pause ran out (the scheduler calls this)."""
        now = self.service.clock() if now is None else now
        resumed = 0
        for row in await self.storage.games_with_status("active"):
            if not row.paused:
                continue
            until = (await self.service.game_settings(row.id)).pause_until
            if until is not None and until <= now:
                try:
                    await self.resume(row.id, None)
                except NotAllowed:  # resumed meanwhile (by the GM, or another process)
                    continue
                resumed += 1
        return resumed

    # ---------------------------------------------------------------- deadlines

    async def set_deadline(
        self, game_id: int, user_id: int, has_role: bool, cls: str, hours: float
    ) -> None:
        """How long decisions of class `cls` ("vote", "quick", "all") or a phase ("phase")
        wait from now on."""
        clocks = (*CLASSES, PHASE)
        classes = clocks if cls == "all" else (cls,)
        if any(c not in clocks for c in classes):
            raise NotAllowed("gm_deadline_class", classes=", ".join(clocks))
        if not 0 < hours <= MAX_HOURS:
            raise NotAllowed("gm_deadline_hours", limit=MAX_HOURS)
        async with self.service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            version, settings = await self.service.settings_to_change(game_id)
            for c in classes:
                settings.deadline_hours[c] = hours
            text = t(
                "ui.gm.deadline_set",
                user=f"<@{user_id}>",
                cls=t(f"ui.gm.class.{cls}"),
                hours=hours,
            )
            writes = {"settings": settings_store.to_write(version, settings)}
            await self._log(info, user_id, "deadline", text, writes=writes, cls=cls, hours=hours)

    async def set_pace(self, game_id: int, user_id: int, has_role: bool, pace: str) -> None:
        """Which clock the game's decisions run on from its next move (`PACES`): one per
        phase, one per decision, or none."""
        if pace not in PACES:
            raise NotAllowed("gm_pace", paces=", ".join(PACES))
        async with self.service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            version, settings = await self.service.settings_to_change(game_id)
            settings.pace = PACES[PACES.index(pace)]
            text = t("ui.gm.pace_set", user=f"<@{user_id}>", pace=t(f"ui.pace.{pace}"))
            writes = {"settings": settings_store.to_write(version, settings)}
            await self._log(info, user_id, "pace", text, writes=writes, pace=pace)

    async def set_language(self, game_id: int, user_id: int, has_role: bool, locale: str) -> None:
        """The language the game speaks from now on in its channel and DMs (one with a
        catalogue, `bot.messages.LOCALES`); in the lobby as in play."""
        if locale not in messages.CATALOGUES:
            raise LobbyError("unknown_locale", locale=locale, valid=", ".join(messages.LOCALES))
        async with self.service.locks(game_id):
            info = await self.service.info(game_id)
            if user_id != info.creator_id and not has_role:
                raise NotAllowed("gm_only")
            if info.status not in ("lobby", "active"):
                raise LobbyError("not_running")
            version, settings = await self.service.settings_to_change(game_id)
            settings.locale = locale
            text = t(
                "ui.gm.language_set",
                locale,
                user=f"<@{user_id}>",
                language=t("locale.name", locale),
            )
            writes = {"settings": settings_store.to_write(version, settings)}
            await self._log(info, user_id, "language", text, writes=writes, locale=locale)

    async def extend(
        self,
        game_id: int,
        user_id: int,
        has_role: bool,
        hours: float,
        seat: str | None = None,
    ) -> int:
        """Give the open decisions (of one faction, or all) `hours` more; returns how many
        deadlines moved."""
        if not 0 < hours <= MAX_EXTEND_HOURS:
            raise NotAllowed("gm_extend_hours", limit=MAX_EXTEND_HOURS)
        async with self.service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            _, state = await self.service.state(game_id)
            module = module_of(info.game)
            rows = await self.storage.deadlines(game_id)
            open_keys = {d.decision_key for d in rows}
            waiting = [d for d in module.pending(state) if seat in (None, d.seat)]
            keys = [decision_key(d) for d in waiting]
            keys = [k for k in keys if k in open_keys]
            # under the phase pace, the clock of each seat waited on
            seats = {d.seat for d in waiting}
            keys += [r.decision_key for r in rows if is_phase_row(r) and r.seat in seats]
            if not keys:
                raise NotAllowed("gm_nothing_to_extend")
            text = t(
                "ui.gm.extended",
                user=f"<@{user_id}>",
                who=seat_text(seat) if seat else t("ui.gm.everyone"),
                hours=hours,
            )
            writes = {"shift": hours * 3600, "shift_keys": keys}
            moved = await self._log(
                info, user_id, "extend", text, writes=writes, seat=seat, hours=hours
            )
        return moved

    # ---------------------------------------------------------------- undo

    async def undo(
        self, game_id: int, user_id: int, has_role: bool, moves: int | None = None
    ) -> int:
        """Take back the moves made since the last checkpoint (a die roll, a draw or a
        reveal), or only the last `moves` of them; never a checkpoint itself. The state is
        rebuilt by replaying the log, and the decisions open again are prompted anew.
        Returns the number of moves undone."""
        service = self.service
        async with service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            row = await game_row(service, game_id)
            actions = await self.storage.load_actions(game_id)
            barrier = max((a.seq for a in actions if a.checkpoint), default=1)
            after = [a for a in actions if a.seq > barrier]
            if not after:
                raise NotAllowed("gm_undo_checkpoint")
            count = len(after) if moves is None else moves
            if not 1 <= count <= len(after):
                raise NotAllowed("gm_undo_too_far", moves=len(after))
            keep = [a for a in actions if a.seq <= actions[-1].seq - count]
            target = keep[-1].seq if keep else 1
            text = t("ui.gm.undone", user=f"<@{user_id}>", moves=count)
            notice = channel_row(info, Narration(content=text))
            entry = GmEntry(user_id, "undo", json.dumps({"moves": count, "to": target}))
            try:  # the state rebuilt, its prompts and the log entry in one transaction
                await service.writer.rewind(info, row, keep, target, notice=notice, entry=entry)
            except StaleVersion:
                raise NotAllowed("gm_busy") from None
        service.wake()
        await service.play_bots(game_id)
        return count

    # ---------------------------------------------------------------- people

    async def replace(
        self, game_id: int, user_id: int, has_role: bool, old_user: int, new_user: int
    ) -> str:
        """`new_user` takes over `old_user`'s seat; the new player gets the seat's hand,
        its private history and its open prompts privately. Returns the seat."""
        service = self.service
        async with service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            seat = info.seat_of(old_user)
            if seat is None:
                raise NotYourSeat("gm_no_seat")
            if info.seat_of(new_user) is not None:
                raise LobbyError("already_joined", seat=info.seat_of(new_user))
            version, state = await service.state(game_id)
            rows = self._handed_over(info, state, seat, new_user)
            rows += await self._briefing(info, seat, version, state, new_user)
            text = t(
                "ui.gm.replaced",
                user=f"<@{user_id}>",
                old=f"<@{old_user}>",
                new=f"<@{new_user}>",
                seat=seat_text(seat),
            )
            writes = {"seat": SeatChange(seat, new_user)}
            await self._log(
                info,
                user_id,
                "replace",
                text,
                rows,
                writes=writes,
                seat=seat,
                old=old_user,
                new=new_user,
            )
        return seat

    async def seat(
        self, game_id: int, user_id: int, has_role: bool, new_user: int, seat: str
    ) -> str:
        """`new_user` takes `seat`, empty or held by a computer player, mid-game; like a
        substitute (`replace`) they get its hand, private history and open prompts."""
        service = self.service
        async with service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            held = next((s for s in info.seats if s.seat == seat), None)
            if held is None:
                raise NotAllowed("gm_seat_unknown", seat=seat)
            if held.user_id is not None:
                raise NotAllowed("gm_seat_held", seat=seat_text(seat), user=f"<@{held.user_id}>")
            if info.seat_of(new_user) is not None:
                raise LobbyError("already_joined", seat=seat_text(info.seat_of(new_user)))
            version, state = await service.state(game_id)
            rows = await self._briefing(info, seat, version, state, new_user)
            was = "computer" if held.is_bot else "empty"
            text = t(
                f"ui.gm.seated_{was}",
                user=f"<@{user_id}>",
                new=f"<@{new_user}>",
                seat=seat_text(seat),
            )
            writes = {"seat": SeatChange(seat, new_user)}
            await self._log(
                info, user_id, "seat", text, rows, writes=writes, seat=seat, new=new_user, was=was
            )
        return seat

    @staticmethod
    def _handed_over(
        info: GameInfo, state: Any, seat: str, new_user: int | None
    ) -> list[NewOutbox]:
        """The old holder's open prompts of `seat`, closed: the seat passes to `new_user`
        (None: a computer player)."""
        if new_user is None:
            said = t("ui.prompt.closed.to_computer")
        else:
            said = t("ui.prompt.closed.handed_over", user=f"<@{new_user}>")
        return handed_over_rows(info, module_of(info.game), state, seat, said)

    async def _briefing(
        self, info: GameInfo, seat: str, version: int, state: Any, player: int
    ) -> list[NewOutbox]:
        """A seat's hand, private history and open prompts, for its new `player`, in their
        own language when it is known."""
        own = find_locale(await self.storage.user_locale(player))
        with using_locale(own or current_locale()):
            return await self._briefing_rows(info, seat, version, state)

    async def _briefing_rows(
        self, info: GameInfo, seat: str, version: int, state: Any
    ) -> list[NewOutbox]:
        module = module_of(info.game)
        mine = [
            Event.model_validate_json(e.event_json)
            for e in await self.storage.load_events(info.id)
            if e.visibility == "seats" and seat in json.loads(e.seats_json)
        ]
        rows = [hand_row(info, module, state, seat)]
        lines = [t("ui.gm.history_head", seat=seat_text(seat))]
        lines += [narrate.event_line(e) for e in mine] or [t("ui.gm.history_none")]
        for text in narrate.chunk_lines(lines, HISTORY_LIMIT):
            rows.append(seat_row(info, seat, PrivateNarration(content=text)))
        for d in module.pending(state):
            if d.seat == seat:
                payload = prompt_for(info, module, state, version, d).payload()
                rows.append(seat_row(info, seat, payload))
        return rows

    async def kick(self, game_id: int, user_id: int, has_role: bool, target: int) -> str:
        """A computer player takes `target`'s seat. Returns the seat."""
        async with self.service.locks(game_id):
            info = await self._running(game_id, user_id, has_role)
            change = self._to_computer(info, target)
            seat = change.seat
            text = t(
                "ui.gm.kicked", user=f"<@{user_id}>", target=f"<@{target}>", seat=seat_text(seat)
            )
            _, state = await self.service.state(game_id)
            rows = self._handed_over(info, state, seat, None)
            await self._log(
                info, user_id, "kick", text, rows, writes={"seat": change}, seat=seat, target=target
            )
        await self.service.play_bots(game_id)
        return seat

    async def leave(self, game_id: int, user_id: int) -> str:
        """A player leaves a running game: a computer player holds the seat."""
        async with self.service.locks(game_id):
            info = await self.service.info(game_id)
            if info.status != "active":
                raise LobbyError("not_running")
            change = self._to_computer(info, user_id)
            seat = change.seat
            text = t("ui.gm.left", user=f"<@{user_id}>", seat=seat_text(seat))
            _, state = await self.service.state(game_id)
            rows = self._handed_over(info, state, seat, None)
            await self._log(info, user_id, "leave", text, rows, writes={"seat": change}, seat=seat)
        await self.service.play_bots(game_id)
        return seat

    @staticmethod
    def _to_computer(info: GameInfo, user_id: int) -> SeatChange:
        """A computer player takes `user_id`'s seat (written with the GM log entry)."""
        seat = info.seat_of(user_id)
        if seat is None:
            raise NotYourSeat("gm_no_seat")
        return SeatChange(seat, None, is_bot=True, bot_level="basic")

    # ---------------------------------------------------------------- export

    async def export(self, game_id: int, user_id: int, has_role: bool) -> Export:
        """The public record (`praetor export` without --full, so that a GM who plays
        learns nothing hidden) with the GM log, and the readable public history."""
        info = await self.service.info(game_id)
        if user_id != info.creator_id and not has_role:
            raise NotAllowed("gm_only")
        record = await export_game(self.storage, game_id, full=False)
        record["gm_log"] = [
            {"at": at, "user_id": uid, "action": action, **json.loads(detail)}
            for at, uid, action, detail in await self.storage.gm_log(game_id)
        ]
        lines = [t("ui.gm.history_title", game=t(f"game.{info.game}"), game_id=game_id)]
        turn_events: list[Event] = []
        for e in await self.storage.load_events(game_id):
            if e.visibility == "public":
                turn_events.append(Event.model_validate_json(e.event_json))
        lines += narrate.narrate(turn_events)
        stamp = datetime.fromtimestamp(self.service.clock(), UTC).isoformat(timespec="seconds")
        lines.append(t("ui.gm.history_end", at=stamp))
        await self._log(info, user_id, "export", t("ui.gm.exported", user=f"<@{user_id}>"))
        return Export(json.dumps(record, indent=2, sort_keys=True), "\n\n".join(lines))
