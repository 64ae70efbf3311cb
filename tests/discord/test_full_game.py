"""The issue's full game through Discord only (issue 6): an Early Republic game of three
users and two computer players, limited to one turn (the end the game defines in
`turn_limit`, 1.12), where every decision of the users is made by clicking its prompt
(buttons or select) or, when no prompt is at hand, by `/turn act`. On the way: CAROL's
DMs are closed, one deadline expires into its default action, the game master undoes a
move, and the bot restarts in the middle of a sealed vote. At the end, every outbox row
was delivered exactly once and every public outcome was posted."""

from __future__ import annotations

import json

from bot.rules import get_game
from tests.discord.story import answer
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg

ror = get_game("ror")
MAX_STEPS = 3000


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


def _pick(prompt) -> int:
    """The choice the deadline would make (the engine's default) when offered, so that the
    game runs its course; else the first."""
    default = prompt.decision.default
    for c in prompt.choices:
        if c.action == default:
            return c.index
    return 0


async def test_a_full_early_republic_game_through_discord(h: Harness) -> None:
    clock = Clock()
    _use(h, clock)
    await h.slash(ALICE, "game", "create", players=5, turn_limit=1)
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
        prompt = prompts[0]
        user = info.user_of(prompt.seat)
        assert user is not None, "computer players never keep the game waiting"
        kinds = {p.decision.kind for p in prompts}
        if not restarted and "senate_ballot" in kinds and len(prompts) < 3:
            # some factions voted, the rest have not: restart in the middle of the ballot
            old = _prompt_for(h, prompt.seat)
            await h.restart()
            _use(h, clock)
            restarted = True
            assert old is not None
            await answer(h, old, old.labels[_pick(prompt)] if old.labels else None)
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
        version = info.version
        msg = _prompt_for(h, prompt.seat)
        pick = _pick(prompt)
        label = prompt.choices[pick].label if prompt.choices else None
        if msg is not None and label in msg.labels:
            await answer(h, msg, label)
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
    assert clicks > commands
    outcome = ror.outcome((await h.bot.service.state(game_id))[1])
    assert outcome is not None

    # every outbox row went out once: nothing lost, nothing doubled
    assert await h.bot.storage.undelivered_count() == 0
    h.assert_within_limits()
    posted = [m.content for m in h.channel_posts]
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


async def _channel_payloads(h: Harness, game_id: int) -> list[tuple[str]]:
    def read(conn):
        return conn.execute(
            "SELECT payload_json FROM outbox WHERE game_id = ? AND target = 'channel'",
            (game_id,),
        ).fetchall()

    return await h.bot.storage._read(read)
