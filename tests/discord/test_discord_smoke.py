from __future__ import annotations

from tests.harness import ALICE, Harness


async def test_create(h: Harness) -> None:
    replies = await h.slash(ALICE, "game", "create", players=3)
    assert len(replies) == 1, h.messages
    print(replies[0])
