"""Prompts that end: whichever way a decision closes (a command, a deadline's default,
the game master's undo, the game abandoned), the message of its prompt is edited to say
how and loses its components; a private prompt names its game and links to its channel."""

from __future__ import annotations

from bot.messages import t
from tests.discord.story import answer, open_prompts, prompt_seat, started_game
from tests.harness import ALICE, CHANNEL_ID, GUILD_ID, Harness, Msg


def _closing(h: Harness, msg: Msg) -> str:
    """The message as it is now, which must have lost its components."""
    now = h.messages[msg.id]
    assert not now.components, now.content
    return now.content or ""


async def test_a_decision_made_by_command_closes_its_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    (prompt,) = await h.bot.service.prompts(game_id, "populares")
    [msg] = [m for m in open_prompts(h) if prompt_seat(m) == "populares"]
    choice = prompt.choices[0]
    [done] = await h.slash(ALICE, "turn", "act", choice=f"{prompt.version}:{choice.index}")
    assert done.ephemeral and done.text == t("ui.game.done_choice", label=choice.label)
    text = _closing(h, msg)
    assert t("ui.prompt.closed.chosen", label=choice.label) in text
    assert prompt.text in text  # the decision is still said, with how it was decided


async def test_a_prompt_kept_without_its_text_closes_saying_how(h: Harness) -> None:
    """A prompt sent before its text was kept with its message (migration 0006) still
    closes: its message says how it was decided and loses its components."""
    game_id = await started_game(h)
    (prompt,) = await h.bot.service.prompts(game_id, "populares")
    [msg] = [m for m in open_prompts(h) if prompt_seat(m) == "populares"]
    await h.bot.storage._rows("UPDATE messages SET text = NULL WHERE game_id = ?", (game_id,))
    choice = prompt.choices[0]
    await h.slash(ALICE, "turn", "act", choice=f"{prompt.version}:{choice.index}")
    text = _closing(h, msg)  # under the header naming its game, in a DM
    assert text.endswith(t("ui.prompt.closed.chosen", label=choice.label))
    assert prompt.text not in text


async def test_a_default_at_the_deadline_closes_its_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    before = open_prompts(h)
    assert before
    due = min(d.due_at for d in await h.bot.storage.deadlines(game_id))
    h.bot.service.clock = lambda: due + 1
    h.bot.delivery.clock = lambda: due + 1
    await h.bot.scheduler.run_once()
    await h.drain()
    defaulted = [m for m in before if not h.messages[m.id].components]
    assert defaulted
    said = t("ui.prompt.closed.default", label="\0").split("\0")[0]
    assert any(said in (h.messages[m.id].content or "") for m in defaulted)


async def test_abandoning_the_game_closes_every_open_prompt(h: Harness) -> None:
    await started_game(h)
    before = open_prompts(h)
    assert before
    await h.slash(ALICE, "game", "abandon")
    assert open_prompts(h) == []
    for msg in before:
        assert t("ui.prompt.closed.abandoned") in _closing(h, msg)


async def test_an_undo_closes_the_prompts_it_takes_back(h: Harness) -> None:
    game_id = await started_game(h)
    (prompt,) = await h.bot.service.prompts(game_id, "populares")
    await h.slash(ALICE, "turn", "act", choice=f"{prompt.version}:{prompt.choices[0].index}")
    taken_back = open_prompts(h)
    assert taken_back
    await h.slash(ALICE, "gm", "undo", moves=1)
    for msg in taken_back:
        assert t("ui.prompt.closed.undone") in _closing(h, msg)
    # asked again, with live buttons
    assert any(prompt_seat(m) == "populares" for m in open_prompts(h))


async def test_a_private_prompt_names_its_game_and_links_to_its_channel(h: Harness) -> None:
    game_id = await started_game(h)
    for _ in range(12):  # the Faction Leaders are chosen in public; then cards, privately
        await answer(h, open_prompts(h)[0])
    private: dict[str, list[dict[str, object]]] = {"dm": [], "thread": []}
    for r in h.api.sent("POST", "/channels/{channel_id}/messages"):
        channel, body = r.id("channel_id"), r.json or {}
        where = "dm" if channel in h.api.dm_channels else "thread" if channel in h.threads else ""
        if where and body.get("components"):
            private[where].append(body)
    assert private["dm"] and private["thread"]  # CAROL's DMs are closed
    for body in private["dm"] + private["thread"]:
        text = str(body.get("content") or "")
        assert f"**{t('game.ror')}** · game #{game_id}" in text
        assert "Rome › #praetor" in text  # the server and the channel, by name
        assert f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}" in text
    # a prompt posted in the channel needs no such header
    public = [
        r.json.get("content") or ""
        for r in h.api.sent("POST", "/channels/{channel_id}/messages")
        if r.id("channel_id") == CHANNEL_ID and r.json and r.json.get("components")
    ]
    assert public and all("discord.com/channels" not in text for text in public)
