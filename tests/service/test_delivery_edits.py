"""Messages edited in place: an outbox row with an edit key edits the game's
message of that key, or posts it; a newer row of the same key supersedes older ones."""

from __future__ import annotations

from typing import Any

from bot.board import board_ref
from bot.service.delivery import Delivery
from bot.service.outbox import OutboxPayload, StatusBoard, encode
from db import NewOutbox, Storage


class Editor:
    """A transport that can edit: message ids from 500 on."""

    def __init__(self) -> None:
        self.posts: list[OutboxPayload] = []
        self.edits: list[tuple[int, OutboxPayload]] = []
        self.gone: set[int] = set()

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        self.posts.append(payload)

    async def send_dm(self, user_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        pass  # the hands: not what these tests look at

    async def send_fallback(
        self, game_id: int, channel_id: int, user_id: int, payload: OutboxPayload, *, nonce: str
    ) -> None:
        pass

    async def upsert_channel(
        self,
        game_id: int,
        channel_id: int,
        message_id: int | None,
        payload: OutboxPayload,
        *,
        nonce: str,
    ) -> int:
        if message_id is not None and message_id not in self.gone:
            self.edits.append((message_id, payload))
            return message_id
        self.posts.append(payload)
        return 500 + len(self.posts)


async def draw(game_id: int) -> StatusBoard:
    """The board as the service would draw it at delivery time."""
    return StatusBoard(game_id=game_id, board={"n": 0})


def board(n: int) -> NewOutbox:
    payload = encode(StatusBoard(game_id=1, board={"n": n}))
    return NewOutbox(target="channel", payload_json=payload, edit_key="board")


def n_of(payload: OutboxPayload) -> int:
    assert isinstance(payload, StatusBoard)
    return int(payload.board["n"])


async def test_a_batch_of_board_rows_makes_one_post_then_one_edit_per_batch(
    storage: Storage, clock: Any, started_game: Any
) -> None:
    game_id = await started_game()
    await Delivery(storage, Editor(), clock=clock, board=draw).drain()  # the start's own rows
    editor = Editor()
    delivery = Delivery(storage, editor, clock=clock, board=draw)
    await storage.enqueue(game_id, [board(1), board(2), board(3)], now=clock())
    await delivery.drain()
    assert editor.edits and n_of(editor.edits[-1][1]) == 3 and len(editor.edits) == 1
    message = await storage.get_message(game_id, "board")
    assert message is not None and editor.edits[0][0] == message.message_id
    await storage.enqueue(game_id, [board(4)], now=clock())
    await storage.enqueue(game_id, [board(5)], now=clock())
    await delivery.drain()
    assert [n_of(p) for _, p in editor.edits] == [3, 5]
    assert await storage.undelivered_count() == 0


async def test_a_board_whose_message_is_gone_is_posted_and_remembered(
    storage: Storage, clock: Any, started_game: Any
) -> None:
    game_id = await started_game()
    editor = Editor()
    delivery = Delivery(storage, editor, clock=clock, board=draw)
    await delivery.drain()
    first = await storage.get_message(game_id, "board")
    assert first is not None
    editor.gone.add(first.message_id)
    await storage.enqueue(game_id, [board(9)], now=clock())
    await delivery.drain()
    second = await storage.get_message(game_id, "board")
    assert second is not None and second.message_id != first.message_id
    assert n_of(editor.posts[-1]) == 9


async def test_a_transport_that_cannot_edit_posts_the_board(
    storage: Storage, clock: Any, started_game: Any
) -> None:
    game_id = await started_game()

    class Poster(Editor):
        upsert_channel = None  # type: ignore[assignment]

    poster = Poster()
    await Delivery(storage, poster, clock=clock, board=draw).drain()
    assert any(isinstance(p, StatusBoard) for p in poster.posts)
    assert await storage.get_message(game_id, "board") is None


async def test_a_board_reference_is_drawn_when_delivered(
    storage: Storage, clock: Any, started_game: Any
) -> None:
    game_id = await started_game()
    editor = Editor()
    drawn: list[int] = []

    async def draw_now(gid: int) -> StatusBoard:
        drawn.append(gid)
        return StatusBoard(game_id=gid, board={"n": len(drawn)})

    delivery = Delivery(storage, editor, clock=clock, board=draw_now)
    await delivery.drain()  # the start's rows hold a reference to the board
    ref = encode(board_ref(game_id))
    rows = [NewOutbox(target="channel", payload_json=ref, edit_key="board")] * 3
    await storage.enqueue(game_id, rows, now=clock())
    await delivery.drain()
    assert drawn == [game_id, game_id]  # once for the start, once for the batch of three
    assert [n_of(p) for _, p in editor.edits] == [2]
