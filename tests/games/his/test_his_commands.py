"""`/his …` through the Discord harness: the Papal hand entered with a reply only its
player sees, board entries checked against who plays what, spaces suggested by name."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness
from tests.harness.fakes import GUILD_ID


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


async def started(h: Harness) -> int:
    """ALICE plays the Papacy, BOB the Protestants, CAROL the Hapsburgs (and England)."""
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID, guild_id=GUILD_ID, creator_id=ALICE, players=3, game="his", seed=1
    )
    for user, seat in ((ALICE, "papacy"), (BOB, "protestant"), (CAROL, "hapsburg")):
        await service.join(info.id, user, seat)
    await service.start(info.id, ALICE)
    await h.settle()
    return info.id


@pytest.mark.e2e
async def test_the_papacy_enters_its_hand_and_only_it_reads_the_cards(h: Harness) -> None:
    game_id = await started(h)
    before = len(h.channel_posts)
    replies = await h.slash(ALICE, "his", "hand", cards="65, #70")
    await h.settle()
    assert replies and all(r.ephemeral for r in replies)
    _version, state = await h.bot.service.state(game_id)
    assert state.papal_hand == [5, 6, 65, 70]
    public = "\n".join(m.text for m in h.channel_posts[before:])
    assert "has entered its hand: 4 cards" in public and "#65" not in public


@pytest.mark.e2e
async def test_a_bad_card_list_or_another_powers_units_are_refused_and_change_nothing(
    h: Harness,
) -> None:
    game_id = await started(h)
    version, _ = await h.bot.service.state(game_id)
    refused = await h.slash(ALICE, "his", "hand", cards="sixty-five")
    assert "card numbers" in refused[-1].text
    refused = await h.slash(BOB, "his", "units", power="hapsburg", space="florence", mercenaries=4)
    assert "You do not play Hapsburg" in refused[-1].text
    assert (await h.bot.service.state(game_id))[0] == version


@pytest.mark.e2e
async def test_units_are_entered_by_their_player_and_spaces_suggested_by_name(
    h: Harness,
) -> None:
    game_id = await started(h)
    offered = await h.autocomplete(
        CAROL, "his", "units", focused="space", value="flo", power="hapsburg"
    )
    assert [c["value"] for c in offered] == ["florence"]
    await h.slash(CAROL, "his", "units", power="hapsburg", space="florence", mercenaries=4)
    await h.settle()
    _version, state = await h.bot.service.state(game_id)
    assert state.stack("florence", "hapsburg").mercenaries == 4
    assert any("Florence" in m.text and "4 mercenaries" in m.text for m in h.channel_posts)
