"""Public prompts carry only public facts (docs/DESIGN.md), through Discord: an initiative
whose choices name the faction's Blackmail is sent to its player by DM (or in their private
thread when DMs are closed), the channel is told only who is deciding, and the buttons work
where they were sent."""

from __future__ import annotations

import pytest

from bot.messages import t
from bot.service.prompts import Prompt
from tests.discord.story import answer, open_prompts, prompt_seat, started_game
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
    # the turn's thread: who is deciding, no buttons
    notice = h.turn_posts[-1]
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
    # edited by the click, then by delivery as its decision closed: the choice, no buttons
    clicked = h.messages[prompt.id]
    assert clicked.edits == 2 and label in (clicked.content or "") and not clicked.components
    await checker.check()
    checker.assert_clean()  # Blackmail was played: the channel may name it now


async def test_a_prompt_that_turns_private_while_open_leaves_the_channel(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Should a decision clicked in the channel stay open with choices the channel may not
    read, the message there shows only the choice made; the next choices come privately
    to the player who clicked. (Made to happen: the faction's card plays, private by rule,
    are posted in the channel the first time.)"""
    first: list[int] = []
    public = Prompt.public.fget  # type: ignore[attr-defined]

    def posted_once(p: Prompt) -> bool:
        if p.decision.kind != "play_cards":
            return bool(public(p))
        first[:] = first or [p.version]
        return p.version == first[0]

    monkeypatch.setattr(Prompt, "public", property(posted_once))
    await started_game(h)
    for _ in range(3):  # the three leaders
        await answer(h, open_prompts(h)[-1])
    [cards] = [m for m in open_prompts(h) if "Done" in m.labels]
    assert cards.where == "channel"
    seat = prompt_seat(cards)
    owner = (await h.bot.service.game_in_channel(CHANNEL_ID)).user_of(seat)
    assert owner is not None
    played = await answer(h, cards)  # a card played: the decision stays open
    assert played != "Done"
    assert cards.components == [] and f"**{played}**" in (cards.content or "")
    [now] = [m for m in h.ephemeral_replies(owner) if m.custom_ids]
    assert "Done" in now.labels and prompt_seat(now) == seat
