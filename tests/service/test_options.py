"""Issue 12: the options of a game, set at its creation and changed by its creator until it
starts; unknown names and bad values are refused with what is valid, and change nothing."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from bot.errors import LobbyError, NotAllowed
from bot.games import get_game
from bot.games.ror.rules import RorOptions
from bot.messages import has, t
from bot.service import game_options
from bot.service.game_service import GameService
from db import Storage
from tests.service.conftest import CREATOR, USERS

ALL_OPTIONS = [*RorOptions.model_fields, "pace", "vote_hours", "quick_hours", "phase_hours"]


async def _lobby(service: GameService, **options: Any) -> int:
    info = await service.create_game(
        channel_id=7, guild_id=1, creator_id=CREATOR, players=3, options=options
    )
    return info.id


async def _snapshot(service: GameService, storage: Storage, game_id: int) -> tuple[Any, ...]:
    info = await service.info(game_id)
    return info.options, await storage.game_settings(game_id), info.version


async def test_create_refuses_an_unknown_option_naming_the_valid_ones(
    service: GameService, storage: Storage
) -> None:
    with pytest.raises(LobbyError) as refused:
        await service.create_game(
            channel_id=7,
            guild_id=1,
            creator_id=CREATOR,
            players=3,
            options={"scenario": "early", "balot": "open"},
        )
    assert refused.value.key == "unknown_option"
    assert refused.value.params["name"] == "balot"
    assert list(refused.value.params["valid"]) == ALL_OPTIONS
    assert not await storage.games_in_channel(7)


async def test_create_keeps_the_options_and_the_deadlines(
    service: GameService, storage: Storage
) -> None:
    game_id = await _lobby(service, ballot="open", pontifex=True, vote_hours=48.0)
    info = await service.info(game_id)
    assert info.options["ballot"] == "open" and info.options["pontifex"] is True
    assert (await service.game_settings(game_id)).deadline_hours == {"vote": 48.0}
    values = await service.option_values(info)
    assert list(values) == ALL_OPTIONS
    # the service's base deadline is one hour: other decisions wait half of it
    assert values["vote_hours"] == 48.0 and values["quick_hours"] == 0.5


@pytest.mark.parametrize("hours", [0, -1, 337, "12", True])
async def test_create_refuses_a_deadline_out_of_range(
    service: GameService, storage: Storage, hours: Any
) -> None:
    with pytest.raises(LobbyError) as refused:
        await _lobby(service, quick_hours=hours)
    assert refused.value.key == "bad_option_value"
    assert not await storage.games_in_channel(7)


@pytest.mark.parametrize(
    ("name", "text", "value"),
    [
        ("pontifex", "on", True),
        ("gladiator_revolt_is_slave_revolt", " No ", False),
        ("ballot", "OPEN", "open"),
        ("ship_building_income", "2", 2),
        ("pompey_opposes", "29b", "29B"),
        ("turn_limit", "12", 12),
        ("turn_limit", "none", None),
        ("scenario", "late", "late"),
    ],
)
async def test_the_creator_sets_an_option_before_the_start(
    service: GameService, name: str, text: str, value: Any
) -> None:
    game_id = await _lobby(service, turn_limit=3)
    info = await service.set_option(game_id, CREATOR, name, text)
    assert info.options[name] == value
    assert (await service.option_values(info))[name] == value


async def test_a_deadline_is_set_and_back_to_its_default(service: GameService) -> None:
    game_id = await _lobby(service)
    info = await service.set_option(game_id, CREATOR, "quick_hours", "6.5")
    assert (await service.option_values(info))["quick_hours"] == 6.5
    assert (await service.game_settings(game_id)).deadline_hours == {"quick": 6.5}
    info = await service.set_option(game_id, CREATOR, "quick_hours", "default")
    assert (await service.option_values(info))["quick_hours"] == 0.5
    assert (await service.game_settings(game_id)).deadline_hours == {}


async def test_the_deadlines_set_in_the_lobby_rule_the_game(service: GameService) -> None:
    game_id = await _lobby(service, quick_hours=5.0, pace="decision")
    for user in USERS:
        await service.join(game_id, user)
    await service.start(game_id, CREATOR)
    [first] = await service.storage.deadlines(game_id)
    assert first.due_at == service.clock() + 5 * 3600


@pytest.mark.parametrize(
    ("user", "name", "text", "error", "key"),
    [
        (USERS[0], "pontifex", "on", NotAllowed, "creator_only"),
        (CREATOR, "pontiff", "on", LobbyError, "unknown_option"),
        (CREATOR, "pontifex", "maybe", LobbyError, "bad_option_value"),
        (CREATOR, "turn_limit", "0", LobbyError, "bad_option_value"),
        (CREATOR, "ballot", "secret", LobbyError, "bad_option_value"),
        (CREATOR, "vote_hours", "1000", LobbyError, "bad_option_value"),
        (CREATOR, "vote_hours", "soon", LobbyError, "bad_option_value"),
        # rule 2.03 needs rule 2.02
        (CREATOR, "rebel_governors", "on", LobbyError, "bad_options"),
    ],
)
async def test_a_bad_option_change_is_refused_and_changes_nothing(
    service: GameService,
    storage: Storage,
    user: int,
    name: str,
    text: str,
    error: type[Exception],
    key: str,
) -> None:
    game_id = await _lobby(service)
    before = await _snapshot(service, storage, game_id)
    with pytest.raises(error) as refused:
        await service.set_option(game_id, user, name, text)
    assert getattr(refused.value, "key", None) == key
    assert await _snapshot(service, storage, game_id) == before


async def test_options_are_fixed_once_the_game_starts(
    service: GameService, storage: Storage, started_game: Callable[[], Awaitable[int]]
) -> None:
    game_id = await started_game()
    before = await _snapshot(service, storage, game_id)
    with pytest.raises(LobbyError) as refused:
        await service.set_option(game_id, CREATOR, "pontifex", "on")
    assert refused.value.key == "already_started"
    assert await _snapshot(service, storage, game_id) == before


def test_every_option_has_a_short_description_naming_its_advanced_rule() -> None:
    specs = game_options.specs(get_game("ror"))
    assert list(specs) == ALL_OPTIONS
    for name in specs:
        key = f"option.{name}"
        assert has(key), key
        # Discord: an option description and an autocomplete choice name hold 100
        assert len(f"{name} — {t(key)}") <= 100, key
        rule = game_options.advanced_options().get(name)
        if rule is not None:
            assert f"Advanced rule {rule}" in t(key), key


def test_every_value_offered_is_one_the_option_takes() -> None:
    for spec in game_options.specs(get_game("ror")).values():
        for text in game_options.suggested(spec):
            value = game_options.parse(spec, text)
            assert game_options.shown(value) == text, (spec.name, text)
