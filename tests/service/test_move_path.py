"""The work on a move's path: what the move writer keeps of a game between moves must
equal what the database says (the seats that moved in the phase under way, kept by the
writer's own moves instead of read at each one), and a player's move in a game of present
humans makes no pass of the computer players."""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable, Sequence

import pytest

from bot.engine import Event
from bot.games import get_game
from bot.service import absence
from bot.service.game_service import GameService
from db import NewAction, NewDeadline, NewEvent, NewOutbox, Storage
from tests.parity import stands_in_for
from tests.service.conftest import CREATOR, USERS, waiting


async def _twin_games(service: GameService, channels: Sequence[int], *, seed: int) -> list[int]:
    """Games of the same seed, one in each channel, started with the same players."""
    games = []
    for channel in channels:
        info = await service.create_game(
            channel_id=channel, guild_id=1, creator_id=CREATOR, players=3, seed=seed
        )
        for user in USERS:
            await service.join(info.id, user)
        await service.start(info.id, CREATOR)
        games.append(info.id)
    return games


async def test_the_seats_that_moved_in_the_phase_are_kept_as_the_moves_table_says(
    service: GameService, storage: Storage
) -> None:
    """Two games of the same seed played with the same moves, one with the writer's memory
    of it dropped before every move (so who moved in the phase is read from the moves
    table), write the same rows: the mentions the prompts make or leave out included."""
    games = await _twin_games(service, (556, 557), seed=7)
    forgotten = games[1]  # the other remembers
    for _ in range(150):
        for game_id in games:
            if game_id == forgotten:
                service.forget(game_id)
            if (await service.info(game_id)).status == "active":
                user, _, version, action = await waiting(service, game_id)
                await service.submit(game_id, user, action, version)
    rows = [
        [
            re.sub(rf'"game_id":{g}\b', "", r.payload_json)
            for r in await storage.due_outbox(float("inf"), 100_000)
            if r.game_id == g
        ]
        for g in games
    ]
    assert len(rows[0]) > 300 and rows[0] == rows[1]
    quiet = ['"quiet":true' in r for r in rows[0]]
    assert any(quiet) and not all(quiet)  # some prompts mention their player, some not


async def test_a_click_finds_its_choice_as_well_from_the_kept_prompts_as_by_its_digest(
    service: GameService, storage: Storage
) -> None:
    """A click on a choice of a prompt drawn of the game as it is takes the choice's action
    as the prompt kept it; with the writer's memory dropped before every click, the action
    is found again among the seat's legal actions by the digest: the same moves."""
    games = await _twin_games(service, (566, 567), seed=5)
    for step in range(120):
        for game_id in games:
            info = await service.info(game_id)
            if info.status != "active":
                continue
            prompts = await service.prompts(game_id)
            prompt = prompts[step % len(prompts)]
            choice = prompt.choices[step % len(prompt.choices)]
            user = info.user_of(prompt.seat)
            assert user is not None
            if game_id == games[1]:
                service.forget(game_id)
            await service.choose(
                game_id, user, prompt.version, choice.index, seat=prompt.seat, digest=choice.digest
            )
    logs = [[(a.seat, a.action_json) for a in await storage.load_actions(g)] for g in games]
    assert len(logs[0]) > 100 and logs[0] == logs[1]


async def test_the_phase_events_kept_by_the_writer_are_those_the_events_table_holds(
    service: GameService, storage: Storage
) -> None:
    """A phase's digest reads the public events of the phase from the writer's memory of
    the game, kept by its own moves: after each move, what it keeps is what the events
    table gives from the last move that opened a phase."""
    info = await service.create_game(
        channel_id=558, guild_id=1, creator_id=CREATOR, players=3, seed=11
    )
    for user in USERS:
        await service.join(info.id, user)
    await service.start(info.id, CREATOR)
    phases = 0
    for _ in range(150):
        if (await service.info(info.id)).status != "active":
            break
        user, _, version, action = await waiting(service, info.id)
        result = await service.submit(info.id, user, action, version)
        kept = service.writer.phase_of(info.id, result.version)
        if kept is None:  # no phase opened since the start yet
            continue
        stored = [Event.model_validate_json(t) for t in await storage.events_of_phase(info.id)]
        assert [Event.model_validate_json(t) for t in kept] == [
            e for e in stored if e.visibility == "public"
        ]
        phases += any(e.kind == "phase_start" for e in result.events)
    assert phases >= 3


@pytest.mark.parametrize("with_a_computer", [False, True])
async def test_a_move_passes_to_the_computers_only_in_a_game_they_or_the_away_may_move(
    service: GameService,
    started_game: Callable[[], Awaitable[int]],
    monkeypatch: pytest.MonkeyPatch,
    with_a_computer: bool,
) -> None:
    game_id = await started_game()
    passes: list[int] = []
    if with_a_computer:  # an away faction's standing orders answer like a computer
        await absence.go_away(service, game_id, USERS[-1], until=None, orders={})

    async def counted(game_id: int, *, limit: int = 100_000) -> int:
        passes.append(game_id)
        return 0

    monkeypatch.setattr(service, "play_bots", counted)
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, version)
    assert passes == ([game_id] if with_a_computer else [])


async def test_a_move_that_leaves_the_deadlines_as_they_stand_writes_none(
    service: GameService,
    storage: Storage,
    started_game: Callable[[], Awaitable[int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """On a phase's clock most moves leave the deadlines as they are: the move writes
    none (not all deleted and written again); a move that changes them writes them, and
    what is stored is what each move leaves."""
    game_id = await started_game("phase")
    written: list[object] = []
    real = storage.save_move

    @stands_in_for(real)
    async def save_move(
        game_id: int,
        *,
        expected_version: int,
        state_json: str,
        action: NewAction,
        events: Sequence[NewEvent],
        outbox: Sequence[NewOutbox],
        deadlines: Sequence[NewDeadline] | None,
        status: str | None = None,
        now: float,
    ) -> int:
        written.append(deadlines)
        return await real(
            game_id,
            expected_version=expected_version,
            state_json=state_json,
            action=action,
            events=events,
            outbox=outbox,
            deadlines=deadlines,
            status=status,
            now=now,
        )

    monkeypatch.setattr(storage, "save_move", save_move)
    for _ in range(60):
        before = await storage.deadlines(game_id)
        user, _, version, action = await waiting(service, game_id)
        await service.submit(game_id, user, action, version)
        if written[-1] is None:
            assert await storage.deadlines(game_id) == before
    assert None in written and any(w is not None for w in written)


async def test_a_move_changes_the_kept_state_in_place_and_a_failed_one_leaves_the_stored_state(
    service: GameService,
    storage: Storage,
    started_game: Callable[[], Awaitable[int]],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The writer applies a move to the state it keeps, without a copy. After every move
    that state equals the one stored; a move that fails after the rules changed the state
    (a bug, a database error) leaves nothing of it behind: the game reads as stored, and
    the same move can be made again."""
    game_id = await started_game()
    module = get_game("ror")
    real = module.apply_owned
    failing = [False]

    def changes_then_fails(state: object, seat: str, action: object) -> object:
        step = real(state, seat, action)
        if failing[0]:
            raise RuntimeError("after the state changed")
        return step

    monkeypatch.setattr(module, "apply_owned", changes_then_fails)
    for k in range(40):
        user, _, version, action = await waiting(service, game_id)
        if k % 5 == 0:
            failing[0] = True
            with pytest.raises(RuntimeError):
                await service.submit(game_id, user, action, version)
            failing[0] = False
            stored = await storage.get_game(game_id)
            assert stored is not None and stored.state_json is not None
            assert await service.state(game_id) == (version, module.load_state(stored.state_json))
        await service.submit(game_id, user, action, version)
        row = await storage.get_game(game_id)
        assert row is not None and row.state_json is not None
        kept_version, kept = await service.state(game_id)
        assert kept_version == row.version
        assert kept == module.load_state(row.state_json)
