"""Issue 12: a prompt's button or select counts only in the game's channel, the player's
direct messages or the player's private thread; a custom_id copied anywhere else is
refused with a short message and changes nothing."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from bot.messages import t
from tests.discord.story import answer, open_prompts, prompt_seat, started_game
from tests.harness import CAROL, CHANNEL_ID, Harness, Msg, fakes
from tests.harness.fakes import dm_channel_id, next_id

#: a channel of the same server that has no game
OTHER_CHANNEL = 920_000_000_000_000_777
OTHER_GUILD = 910_000_000_000_000_777


async def _snapshot(h: Harness, game_id: int) -> tuple[Any, ...]:
    storage = h.bot.storage
    return (await storage.get_game(game_id), await storage.seats(game_id))


async def _owner(h: Harness, msg: Msg) -> int:
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    user = info.user_of(prompt_seat(msg))
    assert user is not None
    return user


def _copy(h: Harness, msg: Msg, channel_id: int, where: str = "channel") -> Msg:
    """`msg` with its components, as if posted in `channel_id`."""
    forged = replace(msg, id=next_id(), channel_id=channel_id, where=where, edits=0)
    h.messages[forged.id] = forged
    return forged


async def _refused(h: Harness, user: int, msg: Msg, game_id: int) -> None:
    before = await _snapshot(h, game_id)
    replies = await h.click(user, msg.custom_ids[0], on=msg)
    assert [m.ephemeral for m in replies] == [True]
    assert replies[0].content == t("error.wrong_channel")
    assert await _snapshot(h, game_id) == before
    assert msg.edits == 0


async def test_a_prompt_copied_to_another_channel_is_refused(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    await _refused(h, await _owner(h, prompt), _copy(h, prompt, OTHER_CHANNEL), game_id)
    assert prompt.edits == 0
    await answer(h, prompt)  # the genuine one still works
    assert (await h.bot.service.info(game_id)).version > 1


async def test_a_prompt_copied_to_another_server_is_refused(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    owner = await _owner(h, prompt)
    monkeypatch.setattr(fakes, "GUILD_ID", OTHER_GUILD)
    await _refused(h, owner, _copy(h, prompt, OTHER_CHANNEL), game_id)


async def test_a_page_button_copied_to_another_channel_is_refused(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    version = (await h.bot.service.info(game_id)).version
    page_id = f"praetor:p:{game_id}:{version}:{prompt_seat(prompt)}:1"
    button = {"type": 2, "style": 2, "label": "More", "custom_id": page_id}
    forged = _copy(h, prompt, OTHER_CHANNEL)
    forged.components = [{"type": 1, "components": [button]}]
    await _refused(h, await _owner(h, prompt), forged, game_id)


async def test_a_prompt_in_the_players_direct_messages_counts(h: Harness) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    owner = await _owner(h, prompt)
    version = (await h.bot.service.info(game_id)).version
    in_dm = _copy(h, prompt, dm_channel_id(owner), where="dm")
    await h.click(owner, in_dm.custom_ids[0], on=in_dm)
    assert (await h.bot.service.info(game_id)).version > version


async def test_only_the_players_own_private_thread_counts(h: Harness) -> None:
    """CAROL's direct messages are closed: her hand went to a private thread. Another
    player's prompt copied there is refused; her own counts."""
    game_id = await started_game(h)
    [thread] = [tid for tid, opened in h.threads.items() if opened.user_id == CAROL]
    for _ in range(3):  # the Faction Leaders are chosen in turn
        prompt = open_prompts(h)[-1]
        owner = await _owner(h, prompt)
        copied = _copy(h, prompt, thread, where="thread")
        if owner != CAROL:
            await _refused(h, owner, copied, game_id)
            await answer(h, prompt)
            continue
        version = (await h.bot.service.info(game_id)).version
        await h.click(CAROL, copied.custom_ids[0], on=copied)
        assert (await h.bot.service.info(game_id)).version > version
        return
    raise AssertionError("CAROL had no prompt")
