"""Steps shared by the Discord stories: a lobby filled and started, and answering the
prompt the game waits for by clicking its component."""

from __future__ import annotations

from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg

PLAYERS = (ALICE, BOB, CAROL)


async def started_game(h: Harness) -> int:
    """ALICE opens a 3-faction game, ALICE, BOB and CAROL join, ALICE starts it."""
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join", faction="populares")
    await h.slash(BOB, "game", "join")
    await h.slash(CAROL, "game", "join")
    await h.slash(ALICE, "game", "start")
    return (await h.bot.service.game_in_channel(CHANNEL_ID)).id


def open_prompts(h: Harness) -> list[Msg]:
    """Messages whose prompt components are still there, oldest first."""
    return [m for m in h.messages.values() if any(c.startswith("praetor:") for c in m.custom_ids)]


def prompt_seat(msg: Msg) -> str:
    return msg.custom_ids[0].split(":")[4]


async def answer(h: Harness, msg: Msg, label: str | None = None) -> str:
    """Click `label` (the first choice when None) on prompt `msg` as the seat's player.
    Returns the label clicked."""
    game_id = int(msg.custom_ids[0].split(":")[2])
    info = await h.bot.service.info(game_id)
    user = info.user_of(prompt_seat(msg))
    assert user is not None
    labels = msg.labels
    pick = labels.index(label) if label is not None else 0
    first = msg.components[0]["components"][0]
    if first["type"] == 2:
        await h.click(user, msg.custom_ids[pick], on=msg)
    else:
        option = first["options"][pick]
        await h.click(user, first["custom_id"], value=option["value"], on=msg)
    return labels[pick]
