"""The outbox payloads of a game at a glance: the status board (one message edited in
place) and the picture, both drawn from the data the game's presenter keeps of the public
view (`Presenter.board`). No Discord here.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from bot.service.game_info import SeatInfo

from bot.service.outbox import BoardImage, BoardRef, Occupant, StatusBoard


def occupants(seats: Sequence[SeatInfo]) -> dict[str, Occupant]:
    """Seat -> who holds it (`SeatInfo`s of the game service): a user id, a computer, or
    nobody."""
    return {s.seat: Occupant(user_id=s.user_id, bot=s.is_bot) for s in seats}


def board_payload(
    game_id: int, data: Mapping[str, Any], seats: Sequence[SeatInfo], game: str
) -> StatusBoard:
    """The outbox payload of the status board (edited in place, key "board")."""
    return StatusBoard(game_id=game_id, game=game, board=dict(data), seats=occupants(seats))


def board_ref(game_id: int) -> BoardRef:
    """An outbox row that only says "the board changed": delivery draws the board from the
    game as it is then, so a batch of moves costs one drawing and one edit."""
    return BoardRef(game_id=game_id)


def image_payload(game_id: int, data: Mapping[str, Any], game: str) -> BoardImage:
    """The outbox payload of the game's picture, drawn by its presenter when delivered."""
    return BoardImage(game_id=game_id, board=dict(data), game=game)
