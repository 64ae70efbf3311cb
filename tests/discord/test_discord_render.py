"""Rendering stays within Discord's limits however large the input, every catalogue key
the Discord layer uses exists, and commands are described from the catalogue."""

from __future__ import annotations

import json
import re
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord import render
from bot.discord.client import CatalogTranslator
from bot.discord.render import (
    ChoiceButton,
    chosen_message,
    hand_embed,
    lobby_embed,
    outbox_message,
    prompt_message,
)
from bot.games import DEFAULT_GAME, get_presenter
from bot.messages import CATALOG, has
from bot.service.outbox import Hand, PromptPayload, decode, parse
from tests.harness import Harness, Msg, assert_within_limits

ROOT = Path(__file__).resolve().parents[2]
SEATS = ("optimates", "populares", "equites", "plebeians", "patricians", "publicani")
BIG_ID = 2**53


def _msg(rendered: Any) -> Msg:
    rows = rendered.view.to_components() if rendered.view is not None else []
    embeds = [e.to_dict() for e in rendered.embeds]
    return Msg(1, 1, "channel", rendered.content, embeds, rows)


def _prompt(n: int, label: str = "Give Tax Farmer 5 to Julius") -> PromptPayload:
    return PromptPayload.model_validate(
        {
            "kind": "prompt",
            "game_id": BIG_ID,
            "version": BIG_ID,
            "seat": "plebeians",
            "decision": "play_cards",
            "rule": "1.11.1",
            "private": False,
            "text": "x" * 3000,
            "choices": [
                {"index": i, "label": f"{label} {'y' * 200} {i}", "digest": f"{i:08x}"}
                for i in range(n)
            ],
        }
    )


@pytest.mark.parametrize("n", [0, 1, 5, 6, 25, 60])
def test_prompts_fit_whatever_the_number_of_choices(n: int) -> None:
    rendered = prompt_message(_prompt(n), user_id=BIG_ID)
    msg = _msg(rendered)
    assert_within_limits([msg])
    # buttons up to 5; a select up to 25; beyond, a select and the "more" page button
    assert len(msg.custom_ids) == (n if n <= 5 else 1 if n <= 25 else 2)
    after = chosen_message(rendered.content or "", BIG_ID, "z" * 100, [_prompt(n)])
    assert_within_limits([_msg(after)])


def test_custom_id_round_trips_through_the_template() -> None:
    button = ChoiceButton(BIG_ID, BIG_ID, "patricians", 24, "0a1b2c3d", "Done")
    custom_id = button.item.custom_id
    assert custom_id is not None and len(custom_id) <= 100
    match = re.fullmatch(ChoiceButton.__discord_ui_compiled_template__, custom_id)
    assert match is not None
    assert (
        int(match["game"]),
        int(match["version"]),
        match["seat"],
        int(match["index"]),
        match["digest"],
    ) == (BIG_ID, BIG_ID, "patricians", 24, "0a1b2c3d")


def _big_view() -> dict[str, Any]:
    senators = [
        {
            "card": f"s{i}",
            "name": f"Senator {'n' * 60} {i}",
            "faction": SEATS[i % 6],
            "influence": i,
            "leader": i < 6,
        }
        for i in range(120)
    ]
    factions = [
        {
            "seat": s,
            "leader": f"s{i}",
            "senators": [],
            "hand_size": 40,
            "hand": [{"id": f"c{j}", "name": f"Card {'c' * 80} {j}"} for j in range(40)],
            "treasury": 99,
        }
        for i, s in enumerate(SEATS)
    ]
    return {
        "seat": "optimates",
        "turn": 12,
        "phase": "senate",
        "treasury": 5,
        "unrest": 3,
        "senators": senators,
        "factions": factions,
    }


def test_hand_and_lobby_fit_with_a_huge_position() -> None:
    view = _big_view()
    seats = tuple(SimpleNamespace(seat=s, user_id=BIG_ID, is_bot=False) for s in SEATS)
    info = SimpleNamespace(id=BIG_ID, status="lobby", seats=seats)
    options = {f"option_{'o' * 40}_{i}": "x" * 60 for i in range(40)}
    embeds = [lobby_embed(info, options), hand_embed(view, "optimates")]
    for embed in embeds:
        assert_within_limits([_msg(SimpleNamespace(content=None, embeds=[embed], view=None))])
    assert "… and" in embeds[1].fields[0].value


@pytest.mark.parametrize(
    "payload",
    [
        {"kind": "narration", "content": "n" * 5000},
        {"kind": "private", "content": "p"},
        {"kind": "started"},
        {"kind": "abandoned"},
        {"kind": "finished"},
        {"kind": "dm_closed", "user_id": BIG_ID},
        {"kind": "reminder", "seat": "equites", "due_at": 1_900_000_000.0},
        {"kind": "hand", "view": _big_view()},
    ],
)
def test_every_outbox_kind_renders_within_limits(payload: dict[str, Any]) -> None:
    msg = _msg(outbox_message(parse(payload), user_id=BIG_ID, seat_user=BIG_ID))
    assert_within_limits([msg])
    assert not re.search(r"\b(ui|error|seat)\.[a-z_.]+\b", msg.text), msg.text


def test_a_hand_is_worded_by_its_games_presenter_and_old_rows_by_the_default_games(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []

    def presenter_of(key: str) -> Any:
        asked.append(key)
        return get_presenter(key)

    monkeypatch.setattr(render, "get_presenter", presenter_of)
    view = _big_view()
    outbox_message(decode(json.dumps({"kind": "hand", "game": DEFAULT_GAME, "view": view})))
    outbox_message(decode(json.dumps({"kind": "hand", "view": view})))  # stored before games
    assert asked == [DEFAULT_GAME, DEFAULT_GAME]
    with pytest.raises(KeyError):
        outbox_message(Hand(game="no_such_game", view=view))


def test_every_catalogue_key_of_the_discord_layer_exists() -> None:
    files = [*ROOT.glob("cogs/**/*.py"), *ROOT.glob("bot/discord/*.py")]
    keys = set()
    for path in files:
        keys |= set(
            re.findall(r"""["']((?:ui|error|cmd|scenario)\.[a-z_.]+)["']""", path.read_text())
        )
    assert keys, "no keys found"
    assert sorted(k for k in keys if not has(k)) == []
    for seat in SEATS:
        assert has(f"seat.{seat}")


async def test_commands_are_described_from_the_catalogue(h: Harness) -> None:
    commands = {c.qualified_name: c for c in h.bot.tree.walk_commands()}
    assert {"game create", "game join", "game start", "game hand", "turn act"} <= set(commands)
    for name, command in commands.items():
        if isinstance(command, app_commands.Command):
            key = "cmd." + name.replace(" ", ".")
            assert command.description == CATALOG[key], name
    assert h.bot.tree.translator is not None
    english = await h.bot.tree.translator.translate(
        app_commands.locale_str("x", key="cmd.game"),
        discord.Locale.american_english,
        app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None),
    )
    assert english is None  # English is the catalogue itself
    translator = CatalogTranslator({"en": CATALOG, "ru": {"cmd.game": "Игра"}})
    text = await translator.translate(
        app_commands.locale_str("x", key="cmd.game"),
        discord.Locale.russian,
        app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None),
    )
    assert text == "Игра"
    missing = await translator.translate(
        app_commands.locale_str("x", key="cmd.game.join"),
        discord.Locale.russian,
        app_commands.TranslationContext(app_commands.TranslationContextLocation.other, None),
    )
    assert missing is None  # Discord shows the English default


async def test_the_translator_names_commands_and_options_of_every_catalogue_locale(
    h: Harness,
) -> None:
    """Names have no key of their own: the translator looks them up by the command's path
    (`cmd.name.game.create`, `cmd.name.game.create.players`), in any locale with a
    catalogue, and leaves English and unknown names to Discord."""
    create = next(c for c in h.bot.tree.walk_commands() if c.qualified_name == "game create")
    assert isinstance(create, app_commands.Command)
    players = next(p for p in create.parameters if p.name == "players")
    ru = {"cmd.name.game.create": "создать", "cmd.name.game.create.players": "игроки"}
    translator = CatalogTranslator({"en": CATALOG, "ru": ru})
    where = app_commands.TranslationContextLocation
    name = await translator.translate(
        app_commands.locale_str("create"),
        discord.Locale.russian,
        app_commands.TranslationContext(where.command_name, create),
    )
    option = await translator.translate(
        app_commands.locale_str("players"),
        discord.Locale.russian,
        app_commands.TranslationContext(where.parameter_name, players),
    )
    assert (name, option) == ("создать", "игроки")
    english = await translator.translate(
        app_commands.locale_str("create"),
        discord.Locale.british_english,
        app_commands.TranslationContext(where.command_name, create),
    )
    german = await translator.translate(
        app_commands.locale_str("create"),
        discord.Locale.german,
        app_commands.TranslationContext(where.command_name, create),
    )
    assert english is None and german is None
