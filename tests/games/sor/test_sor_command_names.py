"""Every `/sor …` command, the group and each option has a Russian name Discord accepts
(lower case, 1–32 letters, digits, `-` or `_`), distinct among its siblings, and the
translator gives it to a Russian client."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

import discord
from discord import app_commands

from bot.discord.client import CatalogTranslator
from bot.messages import CATALOGUES
from bot.messages.catalogues import NAME_PREFIX
from cogs.sor import Sor

if TYPE_CHECKING:
    from bot.discord.client import PraetorBot

RU = CATALOGUES["ru"]


def _group() -> app_commands.Group:
    """The `/sor` group as the bot registers it (the cog keeps the bot, unused here)."""
    group = Sor(cast("PraetorBot", None)).app_command
    assert group is not None
    return group


def _commands() -> list[app_commands.Command[Any, ..., Any]]:
    return [c for c in _group().commands if isinstance(c, app_commands.Command)]


def _key(path: str) -> str:
    return NAME_PREFIX + path.replace(" ", ".")


def _valid(name: object) -> bool:
    return (
        isinstance(name, str)
        and 1 <= len(name) <= 32
        and name == name.lower()
        and all(ch.isalnum() or ch in "-_" for ch in name)
    )


def test_every_sor_command_group_and_option_has_a_russian_name() -> None:
    assert _valid(RU.get(_key(_group().qualified_name)))
    commands = {c.name: RU.get(_key(c.qualified_name)) for c in _commands()}
    assert len(commands) == len(_group().commands) > 20
    assert [c for c, name in commands.items() if not _valid(name)] == []
    assert len(set(commands.values())) == len(commands)
    for command in _commands():
        options = {
            p.name: RU.get(_key(f"{command.qualified_name} {p.name}")) for p in command.parameters
        }
        assert [o for o, name in options.items() if not _valid(name)] == [], command.name
        assert len(set(options.values())) == len(options), command.name


def test_no_russian_name_is_left_for_a_command_that_does_not_exist() -> None:
    paths = {_key("sor")} | {_key(c.qualified_name) for c in _commands()}
    paths |= {_key(f"{c.qualified_name} {p.name}") for c in _commands() for p in c.parameters}
    named = {k for k in RU if k.startswith(_key("sor"))}
    assert sorted(named - paths) == []


async def test_a_russian_client_sees_the_russian_names() -> None:
    translator = CatalogTranslator()
    where = app_commands.TranslationContextLocation
    activate = next(c for c in _commands() if c.name == "activate")
    card = next(p for p in activate.parameters if p.name == "card")
    ru = discord.Locale.russian
    group = await translator.translate(
        app_commands.locale_str("sor"),
        ru,
        app_commands.TranslationContext(where.group_name, _group()),
    )
    name = await translator.translate(
        app_commands.locale_str("activate"),
        ru,
        app_commands.TranslationContext(where.command_name, activate),
    )
    option = await translator.translate(
        app_commands.locale_str("card"),
        ru,
        app_commands.TranslationContext(where.parameter_name, card),
    )
    assert (group, name, option) == ("меч_рима", "активировать", "карта")


def test_every_fixed_choice_is_named_from_the_catalogue_in_english_and_russian() -> None:
    """A choice's name carries its catalogue key, which the translator gives a Russian
    client (`cmd.sor_choice.<option>.<value>`, the seats' names)."""
    keys = [
        choice._locale_name.extras.get("key") if choice._locale_name else None
        for command in _commands()
        for p in command.parameters
        for choice in p.choices
    ]
    assert len(keys) > 30
    assert [k for k in keys if k is None or k not in CATALOGUES["en"] or k not in RU] == []
