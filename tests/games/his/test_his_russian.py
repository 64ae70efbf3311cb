"""Here I Stand in Russian: every command, group and option of `/his` and `/his_board` has a
Russian name Discord accepts, and the game's texts render in Russian."""

from __future__ import annotations

import unicodedata
from collections.abc import AsyncIterator
from pathlib import Path

import discord
import pytest
from discord import app_commands
from his_factory import game, impulse, put, step

import bot.games.his.present  # noqa: F401  (the game's names in the catalogues)
from bot.discord.client import CatalogTranslator
from bot.discord.errors import error_text
from bot.engine.errors import IllegalAction
from bot.games.his.commands import GROUPS
from bot.games.his.rules import actions as a
from bot.messages import CATALOGUES, t, using_locale
from tests.harness import Harness


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


def discord_name(name: str) -> bool:
    """Discord's rule for a localized name: ^[-_\\p{L}\\p{N}]{1,32}$, in lower case."""
    return (
        1 <= len(name) <= 32
        and name == name.lower()
        and all(c in "-_" or unicodedata.category(c)[0] in "LN" for c in name)
    )


def test_discord_name_rule_refuses_what_discord_refuses() -> None:
    assert discord_name("снять_отлучение") and discord_name("ок")
    assert not discord_name("Рука") and not discord_name("две карты") and not discord_name("")
    assert not discord_name("а" * 33)


async def test_every_his_command_group_option_and_choice_has_a_russian_name(h: Harness) -> None:
    translator = CatalogTranslator()
    where = app_commands.TranslationContextLocation
    russian = discord.Locale.russian
    checked = 0
    for group in GROUPS:
        top = h.bot.tree.get_command(group)
        assert isinstance(top, app_commands.Group)
        name = await translator.translate(
            app_commands.locale_str(group),
            russian,
            app_commands.TranslationContext(where.group_name, top),
        )
        assert name is not None and discord_name(name), group
        siblings: set[str] = set()
        for command in top.commands:
            assert isinstance(command, app_commands.Command)
            name = await translator.translate(
                app_commands.locale_str(command.name),
                russian,
                app_commands.TranslationContext(where.command_name, command),
            )
            assert name is not None and discord_name(name), command.qualified_name
            assert name not in siblings, name
            siblings.add(name)
            options: set[str] = set()
            for parameter in command.parameters:
                option = await translator.translate(
                    app_commands.locale_str(parameter.name),
                    russian,
                    app_commands.TranslationContext(where.parameter_name, parameter),
                )
                assert option is not None and discord_name(option), parameter.name
                assert option not in options, option
                options.add(option)
                for choice in parameter.choices:
                    shown = await translator.translate(
                        choice._locale_name or app_commands.locale_str(choice.name),
                        russian,
                        app_commands.TranslationContext(where.choice_name, choice),
                    )
                    assert shown and not any("a" <= c <= "z" for c in shown), choice.value
                    checked += 1
                checked += 1
            checked += 1
    assert checked > 50


def test_the_names_of_cards_spaces_and_rulers_are_russian() -> None:
    ru = CATALOGUES["ru"]
    assert ru["card.his:space:rome"] == "Рим"
    assert ru["card.his:card:95"] == "#95 Разграбление Рима"
    assert t("card.his:ruler:henry_viii", "ru") == "Генрих VIII"
    names = [v for k, v in ru.items() if k.startswith("card.his:") and isinstance(v, str)]
    latin = [
        n
        for n in names
        if any(
            "a" <= c.lower() <= "z" for c in n.replace("I", "").replace("V", "").replace("X", "")
        )
    ]
    assert latin == []


async def test_spaces_are_suggested_by_their_name_in_the_callers_language() -> None:
    from cogs.his.commands import suggest_space

    with using_locale("ru"):
        russian = await suggest_space(None, "фло")  # type: ignore[arg-type]
        by_english = await suggest_space(None, "flo")  # type: ignore[arg-type]
    english = await suggest_space(None, "flo")  # type: ignore[arg-type]
    assert [(c.name, c.value) for c in russian] == [("Флоренция", "florence")]
    assert [(c.name, c.value) for c in by_english] == [("Флоренция", "florence")]
    assert [(c.name, c.value) for c in english] == [("Florence", "florence")]


def test_refusals_name_spaces_in_the_readers_language() -> None:
    """A refusal about a space names it as the map does in the reader's language, never by
    its id; a space the map lacks is quoted as typed."""
    state = impulse(game(), "hapsburg")
    put(state, "florence", "hapsburg", mercenaries=3)
    put(state, "rome", "papacy", regulars=3)
    tried = [
        ("hapsburg", a.PlaySackOfRome(player="hapsburg", owner="hapsburg", space="florence")),
        ("protestant", a.SetReligion(space="athens", religion="protestant")),
        ("france", a.SetPapalSpace(space="paris", power="france")),
        ("france", a.SetPapalSpace(space="atlantis", power="france")),
    ]
    texts = []
    for seat, action in tried:
        with pytest.raises(IllegalAction) as refused:
            step(state, seat, action)
        with using_locale("ru"):
            texts.append(error_text(refused.value) or "")
    assert ["Флоренция" in texts[0], "Афины" in texts[1], "Париж" in texts[2]] == [True] * 3
    assert not any(word in " ".join(texts) for word in ("florence", "athens", "paris", "his:"))
    assert "atlantis" in texts[3]
