"""What the service reads of a game for its callers: its info, its state, the view and the
pending decisions of a seat (what the phase commands, `/faction view` and `/why` show), and
the board. Nothing here writes."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from bot import board as boards
from bot.errors import GameNotFound
from bot.games import get_presenter
from bot.messages import current_locale
from bot.service.deadlines import dues_of
from bot.service.game_info import GameInfo, info_of, module_of
from bot.service.outbox import StatusBoard
from bot.service.prompts import Prompt, prompt_for
from db import DeadlineRow, GameRow

if TYPE_CHECKING:
    from bot.service.game_service import GameService


#: the statuses of a game that holds its channel
OPEN = ("lobby", "active")


@dataclass(frozen=True, slots=True)
class Standing:
    """Where one user stands in a started game (see `GameService.standing`)."""

    info: GameInfo
    seat: str | None
    view: Any
    prompts: tuple[Prompt, ...]


async def load(
    service: GameService, game_id: int, *, deadlines: bool = False
) -> tuple[GameInfo, GameRow, list[DeadlineRow]]:
    """The game's info (its settings included), its row (state included) and, when asked
    (for a move), its open deadlines, read in one go."""
    row, seats, open_deadlines, (version, text) = await service.storage.load_game(
        game_id, deadlines=deadlines
    )
    if row is None:
        raise GameNotFound()
    _, settings = service.parsed_settings(game_id, version, text)
    return info_of(row, seats, settings), row, open_deadlines


async def game_row(service: GameService, game_id: int) -> GameRow:
    """The game's stored row (GameNotFound when there is none)."""
    row = await service.storage.get_game(game_id)
    if row is None:
        raise GameNotFound()
    return row


async def info(service: GameService, game_id: int) -> GameInfo:
    return (await load(service, game_id))[0]


async def game_in_channel(service: GameService, channel_id: int) -> GameInfo:
    """The game in the lobby or running in the channel (a channel has one at most: a game
    is created only in a channel without one). The game found last in the channel is read
    first: while it is still in the lobby or running there, it is the one."""
    known = service.channel_games.get(channel_id)
    if known is not None:
        try:
            info = await service.info(known)
        except GameNotFound:
            info = None
        if info is not None and info.channel_id == channel_id and info.status in OPEN:
            return info
    rows = await service.storage.games_in_channel(channel_id, OPEN)
    if not rows:
        service.channel_games.pop(channel_id, None)
        raise GameNotFound()
    info = await service.info(rows[0].id)
    service.channel_games[channel_id] = info.id
    return info


async def state(service: GameService, game_id: int) -> tuple[int, Any]:
    """The current version and state of a started game."""
    return service.writer.state_of(await game_row(service, game_id))


async def view(service: GameService, game_id: int, user_id: int | None) -> Any:
    """The view of the user's seat (or the public view for None / non-players)."""
    info, row, _ = await load(service, game_id)
    _, state = service.writer.state_of(row)
    seat = info.seat_of(user_id) if user_id is not None else None
    return module_of(info.game).view(state, seat)


async def prompts(service: GameService, game_id: int, seat: str | None = None) -> list[Prompt]:
    """Pending decisions with their choices (all seats, or one)."""
    info, row, clocks = await load(service, game_id, deadlines=True)
    version, state = service.writer.state_of(row)
    module = module_of(info.game)
    dues = dues_of(clocks)  # each seat's earliest deadline: its prompts' countdown
    legal = service.writer.legal_of(game_id, version, state)
    clicks = service.writer.clicks_of(game_id, version, state)
    return [
        prompt_for(
            info, module, state, version, d, due_at=dues.get(d.seat), legal=legal, clicks=clicks
        )
        for d in service.writer.pending_of(game_id, version, state, module)
        if seat is None or d.seat == seat
    ]


async def standing(service: GameService, game_id: int, user_id: int) -> Standing:
    """The caller's seat (None for a spectator), the view that seat may see (the public
    view for a spectator) and the seat's pending decisions with their choices."""
    info, row, _ = await load(service, game_id)
    version, state = service.writer.state_of(row)
    module = module_of(info.game)
    seat = info.seat_of(user_id)
    legal = service.writer.legal_of(game_id, version, state)
    clicks = service.writer.clicks_of(game_id, version, state)
    found = tuple(
        prompt_for(info, module, state, version, d, legal=legal, clicks=clicks)
        for d in service.writer.pending_of(game_id, version, state, module)
        if seat is not None and d.seat == seat
    )
    return Standing(info, seat, module.view(state, seat), found)


# -- outcomes: the status board edited in place, from the public view


async def board(service: GameService, game_id: int) -> dict[str, Any]:
    """What the board and the picture show now, from the public view (not to be changed:
    it is drawn once per version and language)."""
    info, row, _ = await load(service, game_id)
    return _status(service, info, row)[0].board


async def status_board(service: GameService, game_id: int) -> tuple[StatusBoard, float | None]:
    """The status board now (its outbox payload, as posted and edited in place) and the
    earliest deadline of the decisions it waits on: `/game status`."""
    info, row, clocks = await load(service, game_id, deadlines=True)
    payload, waiting = _status(service, info, row)
    dues = [d.due_at for d in clocks if d.seat in waiting]
    return payload, min(dues, default=None)


def _status(service: GameService, info: GameInfo, row: GameRow) -> tuple[StatusBoard, set[str]]:
    """The status board of the game as `row` has it, and the seats it waits on: drawn once
    per version, language and seating."""

    def draw(state: Any) -> tuple[StatusBoard, set[str]]:
        presenter = get_presenter(info.game)
        view = module_of(info.game).view(state, None).model_dump(mode="json")
        data = presenter.board(view)
        waiting = set(presenter.board_view(data).waiting)
        return boards.board_payload(info.id, data, info.seats, info.game), waiting

    return service.writer.drawn(row, ("status", current_locale(), info.seats), draw)
