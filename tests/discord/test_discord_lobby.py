"""The rest of `/game`, private prompts clicked in a DM, and the generic error path."""

from __future__ import annotations

import logging

import pytest

from bot.service.game_service import GameService
from bot.service.outbox import encode
from db import NewOutbox
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness
from tests.parity import stands_in_for


async def test_bot_seat_leave_and_abandon(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3, turn_limit=2)
    [joined] = await h.slash(BOB, "game", "join", faction="equites")
    assert "**Equites**" in (joined.content or "")
    [added] = await h.slash(ALICE, "game", "bot", faction="optimates")
    assert not added.ephemeral and "computer player" in (added.content or "")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info.options["turn_limit"] == 2
    # only the creator seats computer players
    [refused] = await h.slash(BOB, "game", "bot")
    assert refused.ephemeral and "creator" in (refused.content or "")
    [left] = await h.slash(BOB, "game", "leave")
    assert "leaves" in (left.content or "")
    assert (await h.bot.service.info(info.id)).seat_of(BOB) is None
    [status] = await h.slash(BOB, "game", "status")
    assert "waiting for players" in status.text and "computer" in status.text
    [gone] = await h.slash(ALICE, "game", "abandon")
    assert "abandoned" in (gone.content or "")
    assert (await h.bot.service.info(info.id)).status == "abandoned"
    assert any("abandoned" in (m.content or "") for m in h.channel_posts)
    h.assert_within_limits()


async def test_a_private_prompt_is_clicked_in_a_dm(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    seat = prompt_seat(prompt)
    info = await h.bot.service.info(game_id)
    user = info.user_of(seat)
    assert user is not None
    if user in h.dm_closed:
        h.dm_closed.discard(user)
        await h.bot.storage.set_dm_closed(user, False, 0.0)
    [current] = await h.bot.service.prompts(game_id, seat)
    row = NewOutbox(target="seat", seat=seat, payload_json=encode(current.payload()))
    await h.bot.storage.enqueue(game_id, [row], now=0.0)
    await h.drain()
    dm = h.dms[user][-1]
    assert dm.custom_ids == prompt.custom_ids and f"<@{user}>" not in (dm.content or "")
    version = info.version
    await h.click(user, dm.custom_ids[0], on=dm)
    assert (await h.bot.service.info(game_id)).version == version + 1
    assert dm.components == [] and "✅" in (dm.content or "")


async def test_an_unexpected_error_is_logged_and_answered_with_an_apology(
    h: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    await started_game(h)

    @stands_in_for(GameService.status_board)
    async def broken(self: GameService, game_id: int) -> tuple[dict[str, object], float | None]:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(GameService, "status_board", broken)
    with caplog.at_level(logging.ERROR, logger="bot.discord.errors"):
        [reply] = await h.slash(BOB, "game", "status")
    assert reply.ephemeral and (reply.content or "").startswith("Sorry, something went wrong")
    assert "disk on fire" not in (reply.content or "")
    [record] = caplog.records
    assert "game status" in record.getMessage() and "game 1" in record.getMessage()


async def test_each_player_gets_their_hand_once_at_the_start(h: Harness) -> None:
    """The hand is shown once, as the hand (embed), not again as the setup's narration."""
    await started_game(h)
    for user in (ALICE, BOB, CAROL):  # CAROL's DMs are closed: her thread
        told = [m.text for m in h.private_to(user)]
        hands = [text for text in told if "Your hand" in text]
        assert len(hands) == 1, told
        assert not any(text.startswith("Your hand:") for text in told)
