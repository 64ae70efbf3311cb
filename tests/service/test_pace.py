"""The game's pace: every decision of a phase on one clock (the default), a player's
"ready" closing their open decisions of the phase, the rest taking their defaults when the
clock runs out, one reminder per player per phase, the clock kept across a restart, and
the refusals that change nothing."""

from __future__ import annotations

import json

import pytest

from bot.discord.render import prompt_message
from bot.errors import GamePaused, LobbyError, NotAllowed
from bot.games import get_game
from bot.messages import t
from bot.service.deadlines import REMIND_AT, is_phase_row, phase_of, phase_seconds
from bot.service.game_service import GameService
from bot.service.gm import GameMaster
from bot.service.outbox import Narration, OutboxPayload, PromptPayload, Reminder, decode
from bot.service.scheduler import Scheduler
from db import Storage
from db.open import open_storage
from tests.service.conftest import CREATOR, Clock, waiting

ror = get_game("ror")
BASE = 3600.0  # the service fixture's deadline_seconds
CLOCK = phase_seconds(BASE, {})  # a phase's clock


async def _outbox(storage: Storage, game_id: int) -> list[OutboxPayload]:
    rows = await storage.due_outbox(1e12, limit=10_000)
    return [decode(r.payload_json) for r in rows if r.game_id == game_id]


async def _notices(storage: Storage, game_id: int) -> list[str]:
    return [p.content for p in await _outbox(storage, game_id) if isinstance(p, Narration)]


async def _prompts(storage: Storage, game_id: int) -> list[PromptPayload]:
    return [p for p in await _outbox(storage, game_id) if isinstance(p, PromptPayload)]


async def _phase(service: GameService, game_id: int) -> str | None:
    return phase_of((await service.state(game_id))[1])


async def _play_first(service: GameService, game_id: int) -> str:
    """The player waited on first makes their first legal choice; returns their seat."""
    user, seat, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    return seat


async def test_every_decision_of_a_phase_runs_on_the_clock_of_the_phase(
    service, storage, clock, started_game
):
    game_id = await started_game("phase")
    opened = clock.now
    rows = await storage.deadlines(game_id)
    assert rows and all(is_phase_row(r) for r in rows)
    assert {r.due_at for r in rows} == {opened + CLOCK}
    first = await _phase(service, game_id)
    seats = set()
    while await _phase(service, game_id) == first:
        clock.now += 60
        seats.add(await _play_first(service, game_id))
        rows = await storage.deadlines(game_id)
        if await _phase(service, game_id) == first:
            # each seat waited on so far keeps a row, all on the clock the phase opened with
            assert {r.seat for r in rows} >= seats - {None}
            assert {r.due_at for r in rows} == {opened + CLOCK}
    # the next phase opens its own clock, from the move that opened it
    assert {r.due_at for r in await storage.deadlines(game_id)} == {clock.now + CLOCK}
    assert len(seats) == 3


async def test_ready_closes_a_players_open_decisions_of_the_phase_with_their_defaults(
    service, storage, started_game
):
    game_id = await started_game("phase")
    phase = await _phase(service, game_id)
    counts = []
    for _ in range(4):  # each faction in turn is done with its part, the first one twice
        user, seat, _, _ = await waiting(service, game_id)
        _, state = await service.state(game_id)
        (decision,) = [d for d in ror.pending(state) if d.seat == seat]
        before = len(await storage.load_actions(game_id))
        played = await service.ready(game_id, user)
        actions = await storage.load_actions(game_id)
        assert len(actions) == before + len(played) and played
        # what the reply lists is what was played: the decision's default, by the player
        assert json.loads(actions[before].action_json) == decision.default
        assert all(a.seat == seat and a.user_id == user for a in actions[before:])
        _, state = await service.state(game_id)
        if phase_of(state) == phase:
            assert seat not in {d.seat for d in ror.pending(state)}
        counts.append(len(played))
    notices = await _notices(storage, game_id)
    readies = [n for n in notices if n.startswith("✅")]
    assert len(readies) == 4  # one notice per "ready", however many it closed
    assert all(counts)


async def test_the_rest_take_their_defaults_when_the_phase_clock_runs_out(
    service, storage, clock, started_game
):
    game_id = await started_game("phase")
    first = await _phase(service, game_id)
    clock.now += 60
    answered = await _play_first(service, game_id)  # one faction answers in time
    [due] = {r.due_at for r in await storage.deadlines(game_id)}
    clock.now = due - 1
    assert await service.run_due() == 0  # not yet
    clock.now = due + 1
    applied = await service.run_due()
    assert applied >= 2
    assert await _phase(service, game_id) != first  # the phase is over
    actions = await storage.load_actions(game_id)
    assert [a.user_id for a in actions[1:]] == [None] * applied  # no player made these
    assert actions[0].seat == answered and actions[0].user_id is not None
    timed_out = [n for n in await _notices(storage, game_id) if "⌛" in n]
    assert len(timed_out) == applied
    # the next phase has a clock of its own, starting now
    assert {r.due_at for r in await storage.deadlines(game_id)} == {clock.now + CLOCK}


async def test_a_player_is_reminded_once_per_phase(service, storage, clock, started_game):
    game_id = await started_game("phase")
    first = await _phase(service, game_id)
    start = clock.now
    reminded: list[str] = []

    async def reminders() -> list[str]:
        return [p.seat for p in await _outbox(storage, game_id) if isinstance(p, Reminder)]

    clock.now = start + CLOCK * REMIND_AT + 1
    await service.run_due()
    reminded = await reminders()
    assert len(reminded) == 1  # the one faction waited on at the reminder's hour
    while await _phase(service, game_id) == first:
        await _play_first(service, game_id)
        await service.run_due()
    seats = await reminders()
    assert sorted(seats) == sorted(set(seats))  # never twice for one faction in the phase
    assert set(seats) == {s.seat for s in (await service.info(game_id)).seats}


async def test_the_phase_clock_survives_a_restart(database: str, storage, clock, started_game):
    game_id = await started_game("phase")
    first = await _phase_of_storage(storage, game_id)
    rows = await storage.deadlines(game_id)
    await storage.close()
    async with await open_storage(database) as reopened:
        assert await reopened.deadlines(game_id) == rows
        clock.now = rows[0].due_at + 3600  # the bot was down when the clock ran out
        service = GameService(reopened, clock=clock, deadline_seconds=BASE)
        await Scheduler(service).run_once()
        assert len(await reopened.load_actions(game_id)) >= 1
        assert phase_of((await service.state(game_id))[1]) != first


async def _phase_of_storage(storage: Storage, game_id: int) -> str | None:
    service = GameService(storage, clock=Clock(), deadline_seconds=BASE)
    return await _phase(service, game_id)


async def test_ready_with_nothing_open_is_refused_and_changes_nothing(
    service, storage, started_game
):
    game_id = await started_game("phase")
    _, seat, version, _ = await waiting(service, game_id)
    info = await service.info(game_id)
    idle = next(s for s in info.seats if s.seat != seat).user_id
    assert idle is not None
    outbox = await _outbox(storage, game_id)
    with pytest.raises(NotAllowed) as refused:
        await service.ready(game_id, idle)
    assert refused.value.key == "ready_nothing_open"
    assert t(f"error.{refused.value.key}")
    assert (await service.state(game_id))[0] == version
    assert await _outbox(storage, game_id) == outbox


async def test_ready_in_a_paused_game_is_refused_and_changes_nothing(
    service, storage, started_game
):
    game_id = await started_game("phase")
    user, _, version, _ = await waiting(service, game_id)
    await GameMaster(service).pause(game_id, CREATOR, False)
    with pytest.raises(GamePaused):
        await service.ready(game_id, user)
    assert (await service.state(game_id))[0] == version


async def test_a_pace_the_game_lacks_is_refused_and_changes_nothing(service, storage):
    with pytest.raises(LobbyError) as refused:
        await service.create_game(
            channel_id=9, guild_id=1, creator_id=CREATOR, players=3, options={"pace": "weekly"}
        )
    assert refused.value.key == "bad_option_value"
    assert "phase" in refused.value.params["values"]
    assert await storage.games_in_channel(9) == []
    info = await service.create_game(channel_id=9, guild_id=1, creator_id=CREATOR, players=3)
    assert (await service.option_values(info))["pace"] == "phase"  # the default
    with pytest.raises(LobbyError):
        await service.set_option(info.id, CREATOR, "pace", "weekly")
    assert (await service.game_settings(info.id)).pace == "phase"
    info = await service.set_option(info.id, CREATOR, "pace", "Decision")
    assert (await service.game_settings(info.id)).pace == "decision"


async def test_the_game_master_changes_the_pace_from_the_next_move(
    service, storage, clock, started_game
):
    game_id = await started_game("phase")
    gm = GameMaster(service)
    with pytest.raises(NotAllowed) as refused:
        await gm.set_pace(game_id, CREATOR, False, "weekly")
    assert refused.value.key == "gm_pace"
    assert (await service.game_settings(game_id)).pace == "phase"
    await gm.set_pace(game_id, CREATOR, False, "none")
    notices = await _notices(storage, game_id)
    assert t("ui.gm.pace_set", user=f"<@{CREATOR}>", pace=t("ui.pace.none")) in notices
    await _play_first(service, game_id)
    assert await storage.deadlines(game_id) == []  # no deadline under no pace
    await gm.set_pace(game_id, CREATOR, False, "decision")
    await _play_first(service, game_id)
    rows = await storage.deadlines(game_id)
    assert rows and not any(is_phase_row(r) for r in rows)


async def test_prompts_and_the_board_count_down_to_the_phase_clock(service, storage, started_game):
    game_id = await started_game("phase")
    [due] = {r.due_at for r in await storage.deadlines(game_id)}
    prompts = await _prompts(storage, game_id)
    assert prompts and all(p.due_at == due for p in prompts)
    assert f"<t:{int(due)}:R>" in (prompt_message(prompts[0], user_id=None).content or "")
    (mine,) = await service.prompts(game_id, prompts[0].seat)
    assert mine.due_at == due  # `/turn pending` shows it too
    assert (await service.status_board(game_id))[1] == due


async def test_no_pace_means_no_deadline_and_no_countdown(service, storage, started_game):
    game_id = await started_game("none")
    assert await storage.deadlines(game_id) == []
    prompts = await _prompts(storage, game_id)
    assert prompts and all(p.due_at is None for p in prompts)


async def test_the_game_master_extends_the_phase_clock_of_the_faction_waited_on(
    service, storage, started_game
):
    game_id = await started_game("phase")
    _, seat, _, _ = await waiting(service, game_id)
    [before] = await storage.deadlines(game_id)
    assert await GameMaster(service).extend(game_id, CREATOR, False, 2.0, seat) == 1
    [after] = await storage.deadlines(game_id)
    assert after.seat == seat and after.due_at == before.due_at + 2 * 3600
