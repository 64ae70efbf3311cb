"""Issue 12: on a full disk the player is told their move was not saved because the
server's storage is full (not "something went wrong"), the host's log has an error
without a traceback (an operational condition, not a bug), and nothing changed; with
room again the same click counts. The database is made full for real."""

from __future__ import annotations

import logging
import sqlite3

import pytest

from bot.discord.errors import error_text
from bot.errors import is_storage_full
from bot.messages import t
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import CHANNEL_ID, Harness
from tests.service.test_storage_full import fill, make_room


async def test_a_click_on_a_full_disk_says_so_and_changes_nothing(
    h: Harness, caplog: pytest.LogCaptureFixture
) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    owner = info.user_of(prompt_seat(prompt))
    assert owner is not None
    limit = await fill(h.bot.storage)
    with caplog.at_level(logging.INFO):
        replies = await h.click(owner, prompt.custom_ids[0], on=prompt)
    assert [(m.ephemeral, m.content) for m in replies] == [(True, t("error.storage_full"))]
    assert (await h.bot.service.info(game_id)).version == info.version
    assert prompt.edits == 0
    errors = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert [r.getMessage() for r in errors] == [
        f"the server's storage is full: game {game_id}, command {prompt.custom_ids[0]}, "
        f"user {owner}: storage_full"
    ]
    assert errors[0].exc_info is None
    await make_room(h.bot.storage, limit)
    await h.click(owner, prompt.custom_ids[0], on=prompt)
    assert (await h.bot.service.info(game_id)).version > info.version


def test_a_full_disk_anywhere_else_reads_the_same() -> None:
    """SQLite's own SQLITE_FULL, outside a move (the service names a move's), is not a
    bug: it gets its own short text."""
    conn = sqlite3.connect(":memory:")
    conn.execute("PRAGMA max_page_count = 1")
    with pytest.raises(sqlite3.OperationalError) as full:
        conn.execute("CREATE TABLE t (x)")
    conn.close()
    assert is_storage_full(full.value)
    assert error_text(full.value) == t("error.storage_full_other")
    assert not is_storage_full(sqlite3.OperationalError("database is locked"))
    assert error_text(sqlite3.OperationalError("database is locked")) is None
