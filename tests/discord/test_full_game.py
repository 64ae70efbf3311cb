"""The issue's full game through Discord only: an Early Republic game of three
users and two computer players, played to its natural end (no turn limit: a victory, a
shared defeat or the Era Ends, 1.12), where every decision of the users is made by
clicking its prompt (buttons or select, turning its pages when the choice is on another)
or, when no prompt is at hand, by `/turn act`. The users play sensibly: each clicks the
choice the `basic` computer player would make, so the game ends in a few turns. On the way: CAROL's
DMs are closed, one deadline expires into its default action, the game master undoes a
move, and the bot restarts in the middle of a sealed vote. At the end, every outbox row
was delivered exactly once and every public outcome was posted."""

from __future__ import annotations

import json

import pytest

import bot.service.lobby
from bot.games import get_game
from bot.games.ror import ai
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, GUILD_ID, Harness, Msg

ror = get_game("ror")
MAX_STEPS = 3000
#: the game's seed: with sensible users it ends in turn 5 with a Consul for Life (1.12)
GAME_SEED = 4
#: the pages turned to reach a choice
PAGED: list[int] = []


class Clock:
    def __init__(self, now: float = 2_000_000_000.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def _use(h: Harness, clock: Clock) -> None:
    """The bot's service and delivery read the test's clock (again after a restart)."""
    h.bot.service.clock = clock
    h.bot.delivery.clock = clock


def _prompt_for(h: Harness, seat: str) -> Msg | None:
    """The newest message still carrying a prompt of `seat`."""
    for msg in reversed(list(h.messages.values())):
        ids = msg.custom_ids
        if ids and ids[0].startswith("praetor:") and ids[0].split(":")[4] == seat:
            return msg
    return None


def _pick(prompt, state: object) -> int:
    """The choice the `basic` computer player would make in the user's place; else the
    engine's default when offered; else the first."""
    player = ai.player_for("basic", f"user:{prompt.version}:{prompt.seat}")
    wanted = player.choose(ror, state, prompt.seat).model_dump(mode="json")
    for target in (wanted, prompt.decision.default):
        for c in prompt.choices:
            if c.action == target:
                return c.index
    return 0


async def _click_choice(h: Harness, msg: Msg, user: int, version: int, index: int) -> bool:
    """Click choice `index` on prompt `msg` (a button or a select option), turning its
    pages when the choice is on another page. False when `msg` is not that prompt."""
    for _ in range(10):
        ids = msg.custom_ids
        if not ids or not ids[0].startswith("praetor:") or int(ids[0].split(":")[3]) > version:
            return False
        for row in msg.components:
            for c in row["components"]:
                cid = c.get("custom_id", "")
                if c["type"] == 2 and cid.startswith("praetor:c:"):
                    if cid.split(":")[5].split(".")[0] == str(index):
                        await h.click(user, cid, on=msg)
                        return True
                elif c["type"] == 3:
                    for option in c["options"]:
                        if option["value"].split(".")[0] == str(index):
                            await h.click(user, cid, value=option["value"], on=msg)
                            return True
        page = index // 25
        turn = next((i for i in ids if i.startswith("praetor:p:") and i.endswith(f":{page}")), None)
        if turn is None:
            return False
        await h.click(user, turn, on=msg)
        PAGED.append(page)
    return False


async def test_a_full_early_republic_game_through_discord(
    h: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(bot.service.lobby.secrets, "randbits", lambda bits: GAME_SEED)
    PAGED.clear()
    clock = Clock()
    _use(h, clock)
    await h.slash(ALICE, "game", "create", players=5)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "start")
    service = h.bot.service
    game_id = (await service.game_in_channel(CHANNEL_ID)).id

    defaulted = undone = restarted = False
    clicks = commands = 0
    for _ in range(MAX_STEPS):
        service = h.bot.service
        info = await service.info(game_id)
        if info.status != "active":
            break
        prompts = await service.prompts(game_id)
        assert prompts, "a running game waits on someone"
        waiting = {p.seat for p in prompts}
        for msg in _live(h):  # a live prompt belongs to a seat the game waits on
            assert msg.custom_ids[0].split(":")[4] in waiting, msg.content
        prompt = prompts[0]
        user = info.user_of(prompt.seat)
        assert user is not None, "computer players never keep the game waiting"
        version, state = await service.state(game_id)
        pick = _pick(prompt, state)
        kinds = {p.decision.kind for p in prompts}
        if not restarted and "senate_ballot" in kinds and len(prompts) < 3:
            # some factions voted, the rest have not: restart in the middle of the ballot
            assert state.options.ballot == "sealed"
            old = _prompt_for(h, prompt.seat)
            await h.restart()
            _use(h, clock)
            restarted = True
            assert old is not None
            assert await _click_choice(h, old, user, prompt.version, pick)
            clicks += 1
            continue
        if not defaulted and clicks >= 5:
            # nobody answers: the deadline passes and the default is played
            due = min(d.due_at for d in await h.bot.storage.deadlines(game_id))
            clock.now = due + 1
            await h.bot.scheduler.run_once()
            await h.drain()
            defaulted = True
            continue
        msg = _prompt_for(h, prompt.seat)
        by_command = (clicks + commands) % 10 == 9  # now and then, the slash command
        if not by_command and msg and await _click_choice(h, msg, user, prompt.version, pick):
            clicks += 1
        else:
            await h.slash(user, "turn", "act", choice=f"{prompt.version}:{pick}")
            commands += 1
        after = await h.bot.service.info(game_id)
        if not undone and clicks >= 10 and after.version == version + 1:
            actions = await h.bot.storage.load_actions(game_id)
            if not actions[-1].checkpoint:
                await h.slash(ALICE, "gm", "undo", moves=1)
                assert (await h.bot.storage.load_actions(game_id))[-1].seq < actions[-1].seq
                undone = True

    info = await h.bot.service.info(game_id)
    assert info.status == "finished"
    assert defaulted and undone and restarted
    assert clicks > commands > 0
    final = (await h.bot.service.state(game_id))[1]
    outcome = ror.outcome(final)
    assert outcome is not None and outcome.kind != "turn_limit"
    assert final.options.turn_limit is None

    # every outbox row went out once: nothing lost, nothing doubled
    assert await h.bot.storage.undelivered_count() == 0
    h.assert_within_limits()
    posted = [m.content for m in h.public_posts]
    rows = await h.bot.storage.due_outbox(1e12)
    assert rows == []
    public = [e for e in await h.bot.storage.load_events(game_id) if e.visibility == "public"]
    assert public
    narrations = [
        json.loads(r[0])["content"]
        for r in await _channel_payloads(h, game_id)
        if json.loads(r[0])["kind"] == "narration"
    ]
    for text in narrations:
        assert posted.count(text) >= 1
    assert "Time ran out" in "\n".join(c or "" for c in posted)
    assert "took back" in "\n".join(c or "" for c in posted)
    # CAROL's DMs are closed: all her private messages went to her thread
    assert CAROL not in h.dms and h.thread_posts(CAROL)
    # prompts that end: the game is over, so no message anyone can see keeps live
    # components, whichever way its decision closed
    assert _live(h) == []
    edits = [
        r.json or {} for r in h.api.sent("PATCH", "/channels/{channel_id}/messages/{message_id}")
    ]
    assert any(e.get("components") == [] and "Closed: the game" in e["content"] for e in edits)
    # every prompt sent privately (DM or private thread) names its game and links to
    # the game's channel
    private = _private_prompts(h)
    assert len(private) > 10 and {"dm", "thread"} <= {where for where, _ in private}
    link = f"https://discord.com/channels/{GUILD_ID}/{CHANNEL_ID}"
    for _where, text in private:
        assert f"The Republic of Rome** · game #{game_id}" in text and link in text, text


def _live(h: Harness) -> list[Msg]:
    """The messages (not ephemeral replies) that still carry a prompt's components."""
    return [m for m in h.messages.values() if m.custom_ids and not m.ephemeral]


def _private_prompts(h: Harness) -> list[tuple[str, str]]:
    """Where each prompt posted to a DM or a private thread went, and its text."""
    out = []
    for r in h.api.sent("POST", "/channels/{channel_id}/messages"):
        channel, body = r.id("channel_id"), r.json or {}
        where = "dm" if channel in h.api.dm_channels else "thread" if channel in h.threads else ""
        if where and body.get("components"):
            out.append((where, body.get("content") or ""))
    return out


async def _channel_payloads(h: Harness, game_id: int) -> list[tuple[str]]:
    def read(conn):
        return conn.execute(
            "SELECT payload_json FROM outbox WHERE game_id = ? AND target = 'channel'",
            (game_id,),
        ).fetchall()

    return await h.bot.storage._read(read)
