"""Public prompts carry only public facts (docs/DESIGN.md), through Discord: an initiative
whose choices name the faction's Blackmail is sent to its player by DM (or in their private
thread when DMs are closed), the channel is told only who is deciding, and the buttons work
where they were sent."""

from __future__ import annotations

import pytest

from bot.messages import t
from tests.discord.story import open_prompts
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg
from tests.harness.leaks import LeakChecker
from tests.rules.test_forum import OPT
from tests.service.test_public_facts import (
    BLACKMAIL,
    forge,
    populares_initiative_then_optimates_with_blackmail,
)


def _choice(msg: Msg, text: str) -> tuple[str, str | None, str]:
    """The custom_id, select value (None for a button) and label of the first choice
    whose label has `text`."""
    for row in msg.components:
        for c in row["components"]:
            if c["type"] == 2 and text in c["label"]:
                return c["custom_id"], None, c["label"]
            for o in c.get("options", []):
                if text in o["label"]:
                    return c["custom_id"], o["value"], o["label"]
    raise AssertionError(f"no choice with {text!r}: {msg.labels}")


async def _optimates_at_blackmail(h: Harness, optimates: int) -> int:
    """ALICE (Populares) ends her initiative; the Optimates' opens, Blackmail in hand."""
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join", faction="populares")
    other = BOB if optimates == CAROL else CAROL
    await h.slash(optimates, "game", "join", faction="optimates")
    await h.slash(other, "game", "join", faction="equites")
    await h.slash(ALICE, "game", "start")
    game_id = (await h.bot.service.game_in_channel(CHANNEL_ID)).id
    await forge(h.bot.service, game_id, populares_initiative_then_optimates_with_blackmail())
    (prompt,) = await h.bot.service.prompts(game_id, "populares")
    done = next(c for c in prompt.choices if c.action["kind"] == "done")
    await h.slash(ALICE, "turn", "act", choice=f"{prompt.version}:{done.index}")
    return game_id


@pytest.mark.e2e
@pytest.mark.parametrize(("optimates", "where"), [(BOB, "dm"), (CAROL, "thread")])
async def test_a_blackmail_choice_is_sent_privately_and_clicked_there(
    h: Harness, optimates: int, where: str
) -> None:
    game_id = await _optimates_at_blackmail(h, optimates)
    checker = LeakChecker(h, game_id)
    await checker.check()
    checker.assert_clean()
    # the channel: who is deciding, no buttons
    notice = h.channel_posts[-1]
    assert f"<@{optimates}>" in (notice.content or "") and not notice.components
    assert t("ui.prompt.deciding", mention="", text="").split("\n")[-1] in (notice.content or "")
    # the player: the whole prompt, where only they read it
    (prompt,) = [m for m in open_prompts(h) if m.user_id == optimates]
    assert prompt.where == where
    custom_id, value, label = _choice(prompt, "Blackmail")
    await h.click(optimates, custom_id, value=value, on=prompt)
    _, state = await h.bot.service.state(game_id)
    assert state.persuasion is not None and state.persuasion.card == BLACKMAIL
    assert state.persuasion.faction == OPT
    assert h.messages[prompt.id].edits == 1 and label in (h.messages[prompt.id].content or "")
    await checker.check()
    checker.assert_clean()  # Blackmail was played: the channel may name it now
