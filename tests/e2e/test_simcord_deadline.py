"""A deadline runs out through the real bot in SimCord (see conftest.py): nobody answers
the first prompt; the bot's deadline loop, woken by its own timer, reminds the player
by DM when the reminder is due, then plays the default when time runs out, and the channel
reads, in this order, that time ran out, what was done, and the next prompt. A click on
the expired prompt is told it is out of date."""

from __future__ import annotations

import logging
import time
from collections.abc import Callable

import pytest

from bot.messages import t
from tests.e2e.conftest import Table
from tests.e2e.test_simcord_game import Game, prompt_ids

pytestmark = pytest.mark.e2e

#: seconds the deadline loop sleeps between passes (`bot.service.scheduler.Scheduler.interval`)
SCHEDULER_INTERVAL = 30.0


class Clock:
    """The bot's wall clock (its service and outbox read it), moved by the test."""

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


async def test_the_default_is_played_when_time_runs_out(
    table: Table, logged_errors: Callable[[], list[logging.LogRecord]]
) -> None:
    env, channel, alice, bob, carol = table.env, table.channel, table.alice, table.bob, table.carol
    await alice.slash(channel, "game create", players=3, turn_limit=1, pace="decision")
    for member in (alice, bob, carol):
        await member.slash(channel, "game join")
    await alice.slash(channel, "game start")
    bot = table.bot
    info = await bot.service.game_in_channel(channel.id)
    game = Game(table, info.id, channel)
    clock = Clock(time.time())
    bot.service.clock = bot.delivery.clock = clock

    (prompt,) = await bot.service.prompts(info.id)
    member = game.members[info.user_of(prompt.seat) or 0]
    found = game.prompt_message(member, prompt.seat)
    assert found is not None and found[0] == "guild"
    default = next(c for c in prompt.choices if c.action == prompt.decision.default)
    (deadline,) = await bot.storage.deadlines(info.id)
    assert deadline.remind_at is not None

    # the reminder, by DM to the player whose decision it is
    dm = member.user.dm_channel
    last = dm.history()[-1].id
    clock.now = deadline.remind_at + 1
    await env.advance_time(SCHEDULER_INTERVAL + 1)
    said = [m.content for m in dm.history() if m.id > last]
    # headed by the game it comes from, with a link to its channel
    assert len(said) == 1 and "\n⏰" in said[0] and "discord.com/channels/" in said[0], said

    last = channel.history()[-1].id
    clock.now = deadline.due_at + 1
    await env.advance_time(SCHEDULER_INTERVAL + 1)

    said = [m.content for m in channel.history() if m.id > last and m.content]
    seat = t(f"seat.{prompt.seat}")
    notice = t("ui.deadline.defaulted", seat=seat, label=default.label)
    assert notice in said, said
    (now,) = await bot.service.prompts(info.id)
    assert now.seat != prompt.seat
    next_prompt = next(i for i, text in enumerate(said) if f"— {t(f'seat.{now.seat}')}:" in text)
    assert said.index(notice) == 0 < next_prompt, "time ran out, what was done, what is next"

    # the prompt says time ran out and what was done, and has no buttons left to click
    closed = game.message_now(member, *found)
    assert closed is not None and not prompt_ids(closed, info.id, prompt.seat)
    assert t("ui.prompt.closed.default", label=default.label) in closed.content
    assert logged_errors() == []
    table.assert_no_errors()
