"""A channel one can catch up on, through Discord: a whole game of three users
and two computer players, every user decision made by `/turn act` with the choice the
`basic` computer player would make. What the channel received is read back from the JSON
discord.py sent (tests/harness/discord_api.py), each message tied to its outbox row by
the row's nonce: one digest per phase, in order, in the channel; the narration in the
public thread of its turn and never in the channel; each player mentioned at most once
per phase; the orientation message pinned. A channel where the bot may open no thread
gets the narration itself, and Discord is asked once per turn."""

from __future__ import annotations

import bisect
import json
import re
from collections import Counter
from typing import Any

from bot.games import get_game
from bot.games.ror import ai
from bot.service.outbox import decode
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness
from tests.harness.discord_api import PUBLIC_THREAD

ror = get_game("ror")
MAX_STEPS = 3000
MENTION = re.compile(r"<@(\d+)>")
POSTS = "/channels/{channel_id}/messages"


async def _play(h: Harness, turn_limit: int | None) -> int:
    """ALICE's five-faction game (ALICE, BOB, CAROL, two computer players) played to its
    end; returns its id."""
    await h.slash(ALICE, "game", "create", players=5, turn_limit=turn_limit)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "start")
    service = h.bot.service
    game_id = (await service.game_in_channel(CHANNEL_ID)).id
    for _ in range(MAX_STEPS):
        info = await service.info(game_id)
        if info.status != "active":
            return game_id
        prompt = (await service.prompts(game_id))[0]
        user = info.user_of(prompt.seat)
        assert user is not None
        _version, state = await service.state(game_id)
        player = ai.player_for("basic", f"user:{prompt.version}:{prompt.seat}")
        wanted = player.choose(ror, state, prompt.seat).model_dump(mode="json")
        pick = next((c.index for c in prompt.choices if c.action == wanted), 0)
        await h.slash(user, "turn", "act", choice=f"{prompt.version}:{pick}")
    raise AssertionError("the game did not end")


async def _rows(h: Harness, game_id: int) -> dict[int, Any]:
    """The game's outbox rows, delivered or not: id -> payload."""

    def read(conn: Any) -> list[tuple[int, str]]:
        sql = "SELECT id, payload_json FROM outbox WHERE game_id = ? ORDER BY id"
        return list(conn.execute(sql, (game_id,)).fetchall())

    return {row_id: decode(text) for row_id, text in await h.bot.storage._read(read)}


def _posts(h: Harness) -> list[tuple[int, int, str, dict[str, Any]]]:
    """Every outbox message discord.py posted: (outbox id, channel id, nonce, JSON)."""
    out = []
    for r in h.api.sent("POST", POSTS):
        nonce = str((r.json or {}).get("nonce") or "")
        if nonce.startswith("praetor-") and nonce[len("praetor-") :].isdigit():
            out.append((int(nonce[len("praetor-") :]), r.id("channel_id"), nonce, r.json or {}))
    return out


async def _phase_starts(h: Harness, game_id: int) -> list[tuple[int, str]]:
    events = await h.bot.storage.load_events(game_id)
    starts = [e for e in events if e.kind == "phase_start" and e.visibility == "public"]
    return [(json.loads(e.event_json)["data"]["turn"], e.kind) for e in starts]


async def test_the_channel_holds_one_digest_per_phase_and_the_turns_threads_the_rest(
    h: Harness,
) -> None:
    game_id = await _play(h, turn_limit=None)
    assert (await h.bot.service.info(game_id)).status == "finished"
    rows = await _rows(h, game_id)
    posts = _posts(h)
    turn_threads = {i: t for i, t in h.threads.items() if t.public}
    assert await h.bot.storage.undelivered_count() == 0

    # one digest per phase, each posted once, in the channel, in the order of the phases
    digests = [i for i, p in rows.items() if p.kind == "digest"]
    phases = await _phase_starts(h, game_id)
    assert len(digests) == len(phases) > 7  # every phase ended, the last by the game's end
    assert [rows[i].turn for i in digests] == [turn for turn, _ in phases]
    posted_digests = [(i, channel) for i, channel, _n, _j in posts if i in set(digests)]
    assert posted_digests == [(i, CHANNEL_ID) for i in digests]
    assert len({rows[i].title for i in digests}) == len(digests)
    # the narration, and who decides privately, went to its turn's thread, never to the
    # channel
    steps = ("narration", "deciding")
    narrated = {i: channel for i, channel, _n, _j in posts if rows[i].kind in steps}
    told = [i for i, p in rows.items() if p.kind in steps and p.turn is not None]
    assert {rows[i].kind for i in told} == set(steps)
    assert told and set(told) <= set(narrated)
    for i in told:
        assert narrated[i] in turn_threads
        assert turn_threads[narrated[i]].name.endswith(f"turn {rows[i].turn}")
    assert len(turn_threads) == len({turn for turn, _ in phases})
    # nothing is said both in the channel and in a thread
    in_channel = {m.text for m in h.channel_posts}
    assert not in_channel & {m.text for m in h.turn_posts}
    assert h.turn_posts and not [m for m in h.channel_posts if "**mortality** phase" in m.text]

    # each player is mentioned at most once per phase: by the digest that opens it, or by
    # their first prompt in it; and the players a digest waits for are mentioned in it
    mentions: Counter[tuple[int, int]] = Counter()
    for i, _channel, _nonce, data in posts:
        phase = bisect.bisect_right(digests, i)
        for user in MENTION.findall(data.get("content") or ""):
            mentions[phase, int(user)] += 1
    assert mentions and max(mentions.values()) == 1, mentions.most_common(3)
    info = await h.bot.service.info(game_id)
    for i, _channel, _nonce, data in posts:
        if i in set(digests):
            for seat in rows[i].waiting:
                assert f"<@{info.user_of(seat)}>" in (data.get("content") or "")
    assert {user for _phase, user in mentions} == {ALICE, BOB, CAROL}

    # the game's orientation is pinned in its channel, and only it
    pinned = [m for m in h.channel_posts if m.pinned]
    assert len(pinned) == 1
    assert all(command in (pinned[0].content or "") for command in ("/turn pending", "/why"))
    assert "/faction away" in (pinned[0].content or "")
    assert pinned[0].edits > 0  # kept showing the next deadline as phases opened
    h.assert_within_limits()


async def test_without_threads_the_narration_stays_in_the_channel(h: Harness) -> None:
    """The bot may open no thread (nor pin): each turn's narration is posted in the channel,
    Discord is asked for the thread once per turn, and nothing fails."""
    h.threads_allowed = False
    h.api.pins_allowed = False
    game_id = await _play(h, turn_limit=1)
    rows = await _rows(h, game_id)
    narration = [i for i, p in rows.items() if p.kind == "narration" and p.turn is not None]
    posted = {i: channel for i, channel, _n, _j in _posts(h)}
    assert narration and all(posted[i] == CHANNEL_ID for i in narration)
    assert not h.turn_posts
    turns = {rows[i].turn for i in narration}
    asked = [r.json for r in h.api.sent("POST", "/channels/{channel_id}/threads") if r.json]
    assert len([a for a in asked if a["type"] == PUBLIC_THREAD]) == len(turns)
    assert [m for m in h.channel_posts if "/turn pending" in (m.content or "")]
    assert not [m for m in h.channel_posts if m.pinned]
    assert await h.bot.storage.undelivered_count() == 0
