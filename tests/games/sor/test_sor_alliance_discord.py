"""`/sor alliance` through Discord (rule 15): ALICE (Rome) reports Rome and the Greeks
allied, and when Rome marches next to the Greek army only the Etruscans–Samnites are asked
to declare (15.2.2; without the alliance the Greeks are too: test_sor_discord.py)."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness

USERS = {"roman": ALICE, "etruscan_samnite": BOB, "greek": CAROL}


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


async def test_15_an_alliance_reported_by_command_keeps_the_ally_from_intercepting(
    h: Harness,
) -> None:
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID,
        guild_id=None,
        creator_id=ALICE,
        players=3,
        options={"rounds": 1, "turn_limit": 1},
        game="sor",
        seed=1,
    )
    for seat, user in USERS.items():
        await h.slash(user, "game", "join", faction=seat)
    await h.slash(ALICE, "game", "start")
    await h.slash(ALICE, "sor", "start")
    await h.slash(ALICE, "sor", "alliance", power="roman", other="greek", allied=True)
    view = await service.view(info.id, None)
    assert [tuple(p) for p in view.alliances] == [("greek", "roman")]

    await h.slash(ALICE, "sor", "activate", leader="gaius", card=2)
    await h.slash(ALICE, "sor", "move", space="campus")
    await h.slash(ALICE, "sor", "move", space="vallis")  # next to Lykos at polis
    view = await service.view(info.id, None)
    assert [(d["seat"], d["kind"]) for d in view.decisions] == [("etruscan_samnite", "sor_declare")]
    h.assert_within_limits()
