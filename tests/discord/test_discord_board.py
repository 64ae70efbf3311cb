"""Outcomes through the real bot: the status board is one message edited in
place, each phase gets one summary, the picture of the Republic comes at the start of each
turn and on `/game board`, and every message stays within Discord's limits."""

from __future__ import annotations

import re
from collections import Counter
from typing import Any

from bot.discord.board import outbox_message
from bot.games import get_game
from bot.games.ror.present.summary import pages
from bot.service.outbox import BoardImage, StatusBoard, SummaryPage, parse
from tests.discord.story import answer, open_prompts, started_game
from tests.harness import ALICE, CHANNEL_ID, Harness, Msg
from tests.harness.limits import problems

PNG = b"\x89PNG\r\n\x1a\n"
SUMMARY_TITLE = re.compile(r"^📜 Turn (\d+) · (\w+) phase — summary(?: \((\d+)/(\d+)\))?$")


def boards(h: Harness) -> list[Msg]:
    return [m for m in h.channel_posts if m.embeds and "🏛️ Game #" in m.embeds[0].get("title", "")]


def summaries(h: Harness) -> list[Msg]:
    return [m for m in h.channel_posts if m.embeds and "summary" in m.embeds[0].get("title", "")]


def pictures(h: Harness) -> list[Msg]:
    return [m for m in h.channel_posts if m.attachments]


async def bots_game(h: Harness, turns: int = 2) -> int:
    """ALICE opens a game of three computer players that plays itself to its turn limit."""
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID,
        guild_id=None,
        creator_id=ALICE,
        players=3,
        options={"turn_limit": turns},
    )
    for _ in range(3):
        await service.add_bot(info.id, ALICE)
    await service.start(info.id, ALICE)
    await h.drain()
    return info.id


async def test_the_board_is_one_message_edited_in_place_across_moves_and_a_restart(
    h: Harness,
) -> None:
    game_id = await started_game(h)
    assert len(boards(h)) == 1
    board = boards(h)[0]
    stored = await h.bot.storage.get_message(game_id, "board")
    assert stored is not None and stored.message_id == board.id
    edits = []
    for i in range(8):
        waiting = open_prompts(h)
        if not waiting:
            break
        if i == 4:
            await h.restart()
        before = board.edits
        await answer(h, waiting[-1])
        edits.append(board.edits - before)
    assert len(edits) >= 5
    assert all(e <= 1 for e in edits) and sum(edits) >= 4  # one edit per move, no more
    assert boards(h) == [board]  # never posted again, restart included
    _, state = await h.bot.service.state(game_id)
    title = board.embeds[0]["title"]
    assert f"Turn {state.turn}" in title
    h.assert_within_limits()


async def test_a_deleted_board_is_posted_anew_and_remembered(h: Harness) -> None:
    game_id = await started_game(h)
    first = boards(h)[0]
    h.deleted.add(first.id)
    await answer(h, open_prompts(h)[-1])
    assert len(boards(h)) == 2
    second = boards(h)[-1]
    stored = await h.bot.storage.get_message(game_id, "board")
    assert stored is not None and stored.message_id == second.id
    await answer(h, open_prompts(h)[-1])
    assert len(boards(h)) == 2 and second.edits == 1


async def test_the_board_shows_the_republic_and_who_is_waited_on(h: Harness) -> None:
    game_id = await started_game(h)
    board = boards(h)[0]
    _, state = await h.bot.service.state(game_id)
    text = board.text
    for field in ("Treasury", "Unrest", "Waiting on", "Wars"):
        assert field in text
    assert f"{state.treasury} T" in text
    info = await h.bot.service.info(game_id)
    waiting = {d.seat for d in get_game(info.game).pending(state)}
    assert waiting and all(f"<@{info.user_of(seat)}>" in text for seat in waiting)
    assert "Deadline <t:" in text  # the deadline of the decision waited on
    for senator in state.senators.values():
        if senator.faction is not None:
            name = next(
                s.name
                for s in (await h.bot.service.view(game_id, None)).senators
                if s.card == senator.card
            )
            assert name in text


async def test_a_computer_game_gets_one_summary_per_phase_one_board_and_a_picture_per_turn(
    h: Harness,
) -> None:
    game_id = await bots_game(h, turns=2)
    info = await h.bot.service.info(game_id)
    assert info.status == "finished"
    # every outcome row was delivered; the many board rows of the batch became one message
    assert await h.bot.storage.undelivered_count() == 0
    assert len(boards(h)) == 1 and boards(h)[0].edits == 0
    phases: Counter[tuple[int, str]] = Counter()
    for m in summaries(h):
        match = SUMMARY_TITLE.match(m.embeds[0]["title"])
        assert match, m.embeds[0]["title"]
        if match[3] in (None, "1"):
            phases[(int(match[1]), match[2])] += 1
    assert set(phases.values()) == {1}  # one summary per phase, never twice
    turn_phases = ["Mortality", "Revenue", "Forum", "Population", "Senate", "Combat"]
    for turn in (1, 2):
        for phase in turn_phases:
            assert (turn, phase) in phases, (turn, phase, sorted(phases))
    # the picture at the start of each turn
    assert len(pictures(h)) == 2
    assert all(m.attachments[0][1].startswith(PNG) for m in pictures(h))
    h.assert_within_limits()


async def test_summaries_show_dice_and_gains_with_rule_numbers(h: Harness) -> None:
    await bots_game(h, turns=1)
    text = "\n".join(m.text for m in summaries(h))
    assert "🎲 Dice" in text and re.search(r"🎲 .+ = \*\*\d+\*\* \[\d\.\d+", text)
    assert "State Treasury:" in text  # the revenue phase moves the treasury
    assert re.search(r"Influence [+−]\d+ \(now \d+\)|talents [+−]\d+ \(now \d+\)", text)


async def test_game_board_replies_with_the_picture(h: Harness) -> None:
    await started_game(h)
    replies = await h.slash(ALICE, "game", "board")
    assert len(replies) == 1
    ((name, data),) = replies[0].attachments
    assert name.endswith(".png") and data.startswith(PNG) and len(data) < 1024 * 1024
    assert not replies[0].ephemeral
    h.assert_within_limits()


def _msg(rendered: Any) -> Msg:
    embeds = [e.to_dict() for e in rendered.embeds]
    return Msg(1, CHANNEL_ID, "channel", rendered.content, embeds, [], attachments=rendered.files)


def test_a_crowded_board_and_long_summaries_stay_within_limits() -> None:
    senator = {"office": "rome_consul", "influence": 30, "popularity": -9, "leader": False}
    data = {
        "turn": 99,
        "phase": "senate",
        "treasury": 999,
        "unrest": 20,
        "legions": 25,
        "fleets": 25,
        "wars": [
            {"name": f"War number {i} " + "x" * 60, "status": "active", "land": 20, "naval": 20}
            for i in range(40)
        ],
        "forces": [
            {"war": "y" * 80, "commander": "z" * 60, "legions": 10, "fleets": 10} for _ in range(30)
        ],
        "factions": [
            {
                "seat": seat,
                "cards": 9,
                "senators": [{**senator, "name": f"Senator {i} " + "n" * 50} for i in range(30)],
            }
            for seat in (
                "optimates",
                "populares",
                "equites",
                "plebeians",
                "patricians",
                "publicani",
            )
        ],
        "unaligned": 12,
        "waiting": ["optimates", "populares", "equites", "plebeians", "patricians", "publicani"],
        "finished": False,
    }
    seats = {s["seat"]: {"user_id": 10**17, "bot": False} for s in data["factions"]}
    payload = parse({"kind": "board", "game_id": 12345, "board": data, "seats": seats})
    assert isinstance(payload, StatusBoard)
    board = _msg(outbox_message(payload, due_at=2e9))
    assert problems(board) == []
    assert "… and" in board.text  # what did not fit is counted, not cut mid-line
    sections = [("🎲 Dice", ["🎲 " + "d" * 300] * 200), ("📌 What happened", ["w" * 2000] * 5)]
    for page in pages("📜 " + "t" * 300, sections):
        assert problems(_msg(outbox_message(SummaryPage.model_validate(page)))) == []
    picture = _msg(outbox_message(BoardImage(game_id=12345, board=data)))
    assert problems(picture) == [] and len(picture.attachments[0][1]) < 1024 * 1024
