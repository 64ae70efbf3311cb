"""A prompt with more than 25 choices is paged: a select of 25 at a time and
page buttons carrying the page in their custom_id; every choice stays reachable, after a
restart too, and only the seat's player turns the pages."""

from __future__ import annotations

import dataclasses

import pytest

from bot.games.ror.rules import procedures
from bot.games.ror.rules.actions import Action, ChooseLeader
from bot.games.ror.rules.state import RorState
from tests.discord.story import open_prompts, started_game
from tests.harness import ALICE, BOB, Harness, Msg
from tests.parity import stands_in_for

PADDING = 50  # choices before the real ones: these fill pages 1 and 2


@pytest.fixture
def many_choices(monkeypatch: pytest.MonkeyPatch) -> None:
    """The Faction Leader choice offers 50 extra (refused) choices before the real ones."""
    rules = procedures.PROCEDURES["choose_leader"]

    @stands_in_for(rules.legal)
    def padded(state: RorState, seat: str) -> list[Action]:
        extra: list[Action] = [ChooseLeader(senator=f"nobody{i}") for i in range(PADDING)]
        return [*extra, *rules.legal(state, seat)]

    patched = dataclasses.replace(rules, legal=padded)
    monkeypatch.setitem(procedures.PROCEDURES.rules, "choose_leader", patched)


def _select(msg: Msg) -> dict[str, object]:
    return next(c for row in msg.components for c in row["components"] if c["type"] == 3)


def _page_buttons(msg: Msg) -> dict[str, str]:
    return {
        c["label"]: c["custom_id"]
        for row in msg.components
        for c in row["components"]
        if c["type"] == 2 and c["custom_id"].startswith("praetor:p:")
    }


async def test_more_than_25_choices_are_paged_and_all_reachable(
    h: Harness, many_choices: None
) -> None:
    game_id = await started_game(h)
    (prompt,) = open_prompts(h)
    total = len((await h.bot.service.prompts(game_id, "populares"))[0].choices)
    assert total > 25 + 25
    options = _select(prompt)["options"]
    assert isinstance(options, list) and len(options) == 25
    assert "page 1/3" in (prompt.content or "")
    assert list(_page_buttons(prompt)) == ["More… ▶"]

    # only the seat's player turns the pages
    await h.click(BOB, _page_buttons(prompt)["More… ▶"], on=prompt)
    assert "page 1/3" in (prompt.content or "")

    seen = [o["label"] for o in options]
    await h.click(ALICE, _page_buttons(prompt)["More… ▶"], on=prompt)
    assert "page 2/3" in (prompt.content or "")
    assert set(_page_buttons(prompt)) == {"◀ Previous", "More… ▶"}
    seen += [o["label"] for o in _select(prompt)["options"]]  # type: ignore[union-attr]
    await h.restart()  # the page is in the custom_id: paging survives a restart
    await h.click(ALICE, _page_buttons(prompt)["More… ▶"], on=prompt)
    assert "page 3/3" in (prompt.content or "")
    assert list(_page_buttons(prompt)) == ["◀ Previous"]
    last = _select(prompt)["options"]
    assert isinstance(last, list)
    seen += [o["label"] for o in last]
    assert len(seen) == total and len(set(o for o in seen)) == total

    # a real choice on the last page is made from the select
    real = last[-1]
    version = (await h.bot.service.info(game_id)).version
    await h.click(ALICE, _select(prompt)["custom_id"], value=real["value"], on=prompt)  # type: ignore[arg-type]
    assert (await h.bot.service.info(game_id)).version > version
    assert "✅" in (prompt.content or "")
    h.assert_within_limits()
