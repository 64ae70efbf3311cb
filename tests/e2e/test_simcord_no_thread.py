"""A game in a channel where the bot may not open private threads, through the real bot in
SimCord (see conftest.py): CAROL's DMs are closed, so her private messages have nowhere to
go. She is told so once in the channel, not once per message, and nothing private of
hers is posted there; she plays by asking `/turn pending` and clicking the prompts it
shows her alone. The game ends with no error."""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord
import pytest

from bot.discord.render import hand_embed
from bot.messages import t
from tests.e2e.conftest import Table
from tests.e2e.test_simcord_game import Game, pick, texts

pytestmark = pytest.mark.e2e

MAX_STEPS = 300


async def test_without_private_threads_closed_dms_are_told_once(
    table: Table, logged_errors: Callable[[], list[logging.LogRecord]]
) -> None:
    alice, bob, carol = table.alice, table.bob, table.carol
    no_threads = discord.PermissionOverwrite(create_private_threads=False)
    channel = table.guild.create_text_channel("forum", overwrites={table.bot.user: no_threads})
    table.close_dms(carol)
    await alice.slash(channel, "game create", players=3, turn_limit=1)
    for member in (alice, bob, carol):
        await member.slash(channel, "game join")
    await alice.slash(channel, "game start")
    service = table.bot.service
    info = await service.game_in_channel(channel.id)
    game = Game(table, info.id, channel)
    seat = info.seat_of(carol.id)
    view = await service.view(info.id, carol.id)
    hand = hand_embed(view.model_dump(mode="json"), seat).fields[0].value

    pending = 0
    for _ in range(MAX_STEPS):
        info = await service.info(game.game_id)
        if info.status != "active":
            break
        prompt = (await service.prompts(game.game_id))[0]
        user = info.user_of(prompt.seat)
        assert user is not None
        member = game.members[user]
        _version, state = await service.state(game.game_id)
        index = pick(prompt, state)
        found = game.prompt_message(member, prompt.seat)
        if found is None:  # a private prompt of CAROL's: only she sees it, when she asks
            assert member is carol
            asked = await carol.slash(channel, "turn pending")
            shown = asked.response
            assert asked.ephemeral and shown is not None and shown.ephemeral
            found = ("guild", shown.message)
            pending += 1
        assert await game.click(member, *found, index) is not None
    else:
        pytest.fail("the game did not end")

    assert info.status == "finished" and pending > 2
    assert table.threads(channel, private=True) == [] and carol.user.dm_channel.history() == []
    said = [m.content for m in channel.history()]
    assert said.count(t("ui.fallback_unavailable", user=carol.mention)) == 1
    public = "\n".join(texts(m) for m in table.public_history(channel))
    assert hand and hand not in public
    assert logged_errors() == []
    table.assert_no_errors()
