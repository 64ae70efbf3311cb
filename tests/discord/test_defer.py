"""Handlers that may be slow defer first (DISCORD.md): with a storage double
whose every read is slow and notes which interactions were still unanswered when it
began, no interaction has a read before its acknowledgement — so however slow real
reads are, Discord's 3-second window is kept. Every slash command the bot registers is
tried (its command tree enumerated), and a button, a select and a page button of a
prompt."""

from __future__ import annotations

import asyncio
import dataclasses
from typing import Any

import pytest
from discord import AppCommandOptionType, app_commands

from bot.discord.client import PraetorTree
from bot.games.ror.rules import procedures
from bot.games.ror.rules.actions import Action, ChooseLeader
from bot.games.ror.rules.state import RorState
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, Harness
from tests.harness.fakes import Member
from tests.parity import stands_in_for

#: seconds every read of the slow storage takes
SLOW = 0.02
#: commands tried last: after them the game is gone
LAST = ("game abandon",)


def _slow_storage(h: Harness, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    """Make every read slow; returns the set of interaction tokens that had a read begin
    before they were answered (filled as the test runs)."""
    storage = h.bot.storage
    read, rows = storage._read, storage._rows
    early: set[str] = set()

    def note() -> None:
        early.update(tok for tok in h.received_at if tok not in h.acked_at)

    @stands_in_for(read)
    async def slow_read(fn: Any, *, short: bool = False) -> Any:
        note()
        await asyncio.sleep(SLOW)
        return await read(fn, short=short)

    @stands_in_for(rows)
    async def slow_rows(sql: str, params: Any = (), *, short: bool = False) -> Any:
        note()
        await asyncio.sleep(SLOW)
        return await rows(sql, params, short=short)

    monkeypatch.setattr(storage, "_read", slow_read)
    monkeypatch.setattr(storage, "_rows", slow_rows)
    return early


def _late(h: Harness, since: int, early: set[str]) -> list[str]:
    """Interactions since the `since`-th that read before answering, or never answered."""
    tokens = list(h.received_at)[since:]
    return [tok for tok in tokens if tok in early or tok not in h.acked_at]


def _commands(h: Harness) -> list[app_commands.Command[Any, ..., Any]]:
    """Every slash command of the bot's tree (the leaves of its groups)."""
    leaves = [c for c in h.bot.tree.walk_commands() if isinstance(c, app_commands.Command)]
    return sorted(leaves, key=lambda c: (c.qualified_name in LAST, c.qualified_name))


def _value(param: app_commands.Parameter) -> Any:
    """A value the option accepts (the handler may still refuse it: that is answered too)."""
    if param.choices:
        return param.choices[0].value
    if param.type is AppCommandOptionType.user:
        return Member(BOB)
    if param.type is AppCommandOptionType.integer:
        return int(param.min_value or 1)
    if param.type is AppCommandOptionType.number:
        return float(param.min_value or 1.0)
    if param.type is AppCommandOptionType.boolean:
        return False
    return "x"


async def test_every_slash_command_is_acknowledged_before_its_first_read(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    await started_game(h)
    early = _slow_storage(h, monkeypatch)
    commands = _commands(h)
    since = len(h.received_at)
    for command in commands:
        options = {p.name: _value(p) for p in command.parameters if p.required}
        await h.slash(ALICE, *command.qualified_name.split(), **options)
    assert len(h.received_at) - since == len(commands)
    assert _late(h, since, early) == []
    names = {c.qualified_name for c in commands}
    for name in ("game status", "game board", "faction view", "why", "gm undo", "senate vote"):
        assert name in names
    assert len(names) > 50


@pytest.fixture
def many_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Faction Leader choice offers 50 extra (refused) choices: a paged select."""
    rules = procedures.PROCEDURES["choose_leader"]

    @stands_in_for(rules.legal)
    def padded(state: RorState, seat: str) -> list[Action]:
        extra: list[Action] = [ChooseLeader(senator=f"nobody{i}") for i in range(50)]
        return [*extra, *rules.legal(state, seat)]

    monkeypatch.setitem(
        procedures.PROCEDURES.rules, "choose_leader", dataclasses.replace(rules, legal=padded)
    )


async def test_a_button_click_is_acknowledged_first(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    assert prompt.components[0]["components"][0]["type"] == 2
    user = (await h.bot.service.info(game_id)).user_of(prompt_seat(prompt))
    assert user is not None
    version = (await h.bot.service.info(game_id)).version
    early = _slow_storage(h, monkeypatch)
    since = len(h.received_at)
    await h.click(user, prompt.custom_ids[0], on=prompt)
    assert len(h.received_at) - since == 1
    assert _late(h, since, early) == []
    assert (await h.bot.service.info(game_id)).version > version


async def test_a_select_and_its_pages_are_acknowledged_first(
    h: Harness, monkeypatch: pytest.MonkeyPatch, many_choices: None
) -> None:
    game_id = await started_game(h)
    [prompt] = open_prompts(h)
    select = prompt.components[0]["components"][0]
    assert select["type"] == 3
    user = (await h.bot.service.info(game_id)).user_of(prompt_seat(prompt))
    assert user is not None
    early = _slow_storage(h, monkeypatch)
    since = len(h.received_at)
    more = next(i for i in prompt.custom_ids if i.startswith("praetor:p:") and i.endswith(":1"))
    await h.click(user, more, on=prompt)
    assert "26" in (prompt.content or "")  # the second page is shown
    await h.click(user, select["custom_id"], value=select["options"][0]["value"], on=prompt)
    assert len(h.received_at) - since == 2
    assert _late(h, since, early) == []


async def test_the_check_can_fail(h: Harness, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without the tree's acknowledgement, `/game status` reads first and is late."""

    @stands_in_for(PraetorTree.interaction_check)
    async def no_ack(self: PraetorTree, interaction: Any) -> bool:
        return True

    monkeypatch.setattr(PraetorTree, "interaction_check", no_ack)
    await h.slash(ALICE, "game", "create", players=3)
    early = _slow_storage(h, monkeypatch)
    since = len(h.received_at)
    await h.slash(ALICE, "game", "status")
    assert len(_late(h, since, early)) == 1
