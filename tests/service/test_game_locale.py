"""A game's language is one of its settings: set at creation, changed by the game master
(a versioned settings write, with its notice), refused when no catalogue has it."""

from __future__ import annotations

import pytest

from bot.errors import LobbyError, NotAllowed
from bot.messages import CATALOGUES
from bot.service.game_settings import to_write
from bot.service.gm import GameMaster
from tests.service.conftest import CREATOR, USERS


@pytest.fixture
def xx(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGUES, "xx", {"ui.gm.language_set": "xx {user} {language}"})


async def test_a_game_is_created_in_a_language_with_a_catalogue(service, storage, xx) -> None:
    with pytest.raises(LobbyError) as refused:
        await service.create_game(
            channel_id=1, guild_id=1, creator_id=CREATOR, players=3, locale="zz"
        )
    assert refused.value.key == "unknown_locale"
    assert await storage.games_in_channel(1) == []
    english = await service.create_game(channel_id=2, guild_id=1, creator_id=CREATOR, players=3)
    assert await service.locale(english.id) == "en"
    assert await storage.game_settings(english.id) == (0, None)  # nothing stored for English
    other = await service.create_game(
        channel_id=3,
        guild_id=1,
        creator_id=CREATOR,
        players=3,
        locale="xx",
        options={"vote_hours": 2},
    )
    settings = await service.game_settings(other.id)
    assert (settings.locale, settings.deadline_hours) == ("xx", {"vote": 2})


async def test_the_game_master_changes_the_language_keeping_the_other_settings(
    service, storage, started_game, xx
) -> None:
    game_id = await started_game()
    gm = GameMaster(service)
    await gm.set_deadline(game_id, CREATOR, False, "vote", 5)
    version, _ = await storage.game_settings(game_id)
    with pytest.raises(NotAllowed):
        await gm.set_language(game_id, USERS[0], False, "xx")
    with pytest.raises(LobbyError):
        await gm.set_language(game_id, CREATOR, False, "zz")
    assert await service.locale(game_id) == "en"
    await gm.set_language(game_id, CREATOR, False, "xx")
    after, _ = await storage.game_settings(game_id)
    settings = await service.game_settings(game_id)
    assert after == version + 1
    assert (settings.locale, settings.deadline_hours) == ("xx", {"vote": 5})
    assert [a for _, _, a, _ in await storage.gm_log(game_id)] == ["deadline", "language"]
    [notice] = [r for r in await storage.due_outbox(1e12, limit=500) if "xx <@" in r.payload_json]
    assert f"xx <@{CREATOR}>" in notice.payload_json  # told in the new language


async def test_settings_changed_under_the_games_lock_are_read_again_under_it(
    service, storage, started_game
) -> None:
    game_id = await started_game()
    async with service.locks(game_id):
        before = await service.game_settings(game_id)  # those read as the lock was taken
        assert before.deadline_hours.get("vote") != 7
        version, settings = await service.settings_to_change(game_id)
        settings.deadline_hours["vote"] = 7
        await storage.log_gm(
            game_id, CREATOR, "deadline", "{}", 0.0, settings=to_write(version, settings)
        )
        assert (await service.game_settings(game_id)).deadline_hours["vote"] == 7
