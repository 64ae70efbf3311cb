"""The pinned orientation is posted once even when the process dies between posting it
and recording it: the intent is recorded before the post, and the retry looks for the
post it may have made (and pins it) before it posts again."""

from __future__ import annotations

import pytest

from bot.messages import t
from bot.service.delivery import UNRECORDED
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg
from tests.parity import stands_in_for

KEY = "orientation"


class Died(BaseException):
    """The process dies here."""


async def _started_undelivered(h: Harness) -> int:
    """A game started by the service, its rows (the orientation among them) not yet
    delivered."""
    await h.slash(ALICE, "game", "create", players=3)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    game_id = (await h.bot.service.game_in_channel(CHANNEL_ID)).id
    await h.bot.service.start(game_id, ALICE)
    return game_id


def _orientations(h: Harness) -> list[Msg]:
    title = t("ui.orientation.title")
    return [m for m in h.channel_posts if (m.content or "").startswith(title)]


async def test_an_orientation_posted_before_a_crash_is_found_not_posted_again(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await _started_undelivered(h)
    storage = h.bot.storage
    real = storage.set_message

    @stands_in_for(real)
    async def die_after_posting(
        game_id: int, key: str, channel_id: int, message_id: int, text: str | None = None
    ) -> None:
        if key == KEY and message_id != UNRECORDED:
            raise Died()  # posted (and pinned), but its id never recorded
        await real(game_id, key, channel_id, message_id, text)

    monkeypatch.setattr(storage, "set_message", die_after_posting)
    with pytest.raises(Died):
        await h.drain()
    monkeypatch.undo()
    [posted] = _orientations(h)
    kept = await storage.get_message(game_id, KEY)
    assert kept is not None and kept.message_id == UNRECORDED  # the intent, recorded first
    await h.restart()
    await h.drain()
    assert _orientations(h) == [posted]  # found, edited in place, not posted again
    assert posted.pinned
    kept = await h.bot.storage.get_message(game_id, KEY)
    assert kept is not None and kept.message_id == posted.id
    h.assert_within_limits()


async def test_an_orientation_posted_but_not_pinned_before_a_crash_is_pinned(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await _started_undelivered(h)
    transport = h.transport

    @stands_in_for(transport._pin)
    async def die_before_pinning(channel_id: int, message_id: int) -> None:
        raise Died()

    monkeypatch.setattr(transport, "_pin", die_before_pinning)
    with pytest.raises(Died):
        await h.drain()
    monkeypatch.undo()
    [posted] = _orientations(h)
    assert not posted.pinned
    await h.restart()
    await h.drain()
    assert _orientations(h) == [posted] and posted.pinned
    kept = await h.bot.storage.get_message(game_id, KEY)
    assert kept is not None and kept.message_id == posted.id
