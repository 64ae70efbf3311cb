"""Every slash command and prompt component takes the bot's `Interaction`
(`bot.discord.client`: `discord.Interaction[PraetorBot]`), so `mypy --strict` checks what
each reads of `interaction.client` (its service, storage, settings)."""

from __future__ import annotations

import inspect
import sys
import types
from collections.abc import Callable
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord.client import Interaction
from bot.discord.render import DYNAMIC_ITEMS
from tests.harness import Harness


def _takes(callback: Callable[..., Any]) -> object:
    """What the callback's interaction parameter is annotated with, resolved in its module
    (whose own names come first; `Interaction` is imported there only for type checking)."""
    parameters = [p for p in inspect.signature(callback).parameters.values() if p.name != "self"]
    annotation = parameters[0].annotation
    if not isinstance(annotation, str):
        return annotation
    names = {"Interaction": Interaction, **vars(sys.modules[callback.__module__])}
    return eval(annotation, names)


def _wrong(callbacks: list[Callable[..., Any]]) -> list[str]:
    return [c.__qualname__ for c in callbacks if _takes(c) != Interaction]


async def test_every_slash_command_takes_the_bots_interaction(h: Harness) -> None:
    commands = [c for c in h.bot.tree.walk_commands() if isinstance(c, app_commands.Command)]
    assert len(commands) > 20
    assert _wrong([c.callback for c in commands]) == []


def test_every_prompt_component_takes_the_bots_interaction() -> None:
    assert _wrong([item.callback for item in DYNAMIC_ITEMS]) == []


async def _any_client(self: object, interaction: discord.Interaction[Any]) -> None: ...


#: a cog that names its own, untyped, `Interaction`
OWN_ALIAS = """
from __future__ import annotations
from typing import Any
import discord
import pytest
Interaction = discord.Interaction[Any]
async def ping(interaction: Interaction) -> None: ...
"""


def test_a_callback_for_any_client_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    cog = types.ModuleType("cog_with_its_own_alias")
    exec(OWN_ALIAS, vars(cog))
    monkeypatch.setitem(sys.modules, cog.__name__, cog)
    assert _wrong([_any_client, cog.ping]) == ["_any_client", "ping"]
