"""The rules service: seats, versions, lobby refusals and the log it keeps."""

from __future__ import annotations

import asyncio
import json

import pytest

from bot.engine import IllegalAction, replay
from bot.errors import GameNotFound, LobbyError, NotAllowed, NotYourSeat, StaleState
from bot.games import get_game, get_presenter
from bot.service.game_service import GameService
from db.open import open_storage
from tests.service.conftest import waiting

ror = get_game("ror")

CREATOR = 100  # as in conftest.py
USERS = (101, 102, 103)


async def test_two_simultaneous_submissions_exactly_one_applies(service, storage, started_game):
    game_id = await started_game()
    user, _, version, action = await waiting(service, game_id)
    results = await asyncio.gather(
        service.submit(game_id, user, action, expected_version=version),
        service.submit(game_id, user, action, expected_version=version),
        return_exceptions=True,
    )
    applied = [r for r in results if not isinstance(r, BaseException)]
    stale = [r for r in results if isinstance(r, StaleState)]
    assert len(applied) == 1 and len(stale) == 1
    row = await storage.get_game(game_id)
    assert row is not None and row.version == version + 1
    assert [a.seq for a in await storage.load_actions(game_id)] == [version + 1]


async def test_two_processes_on_one_database_exactly_one_applies(
    service, storage, database, clock, started_game
):
    """A second service over its own connection: only the database's version check
    stands between them."""
    game_id = await started_game()
    other_storage = await open_storage(database)
    try:
        other = GameService(other_storage, clock=clock)
        user, _, version, action = await waiting(service, game_id)
        results = await asyncio.gather(
            service.submit(game_id, user, action, expected_version=version),
            other.submit(game_id, user, action, expected_version=version),
            return_exceptions=True,
        )
    finally:
        await other_storage.close()
    assert sum(isinstance(r, StaleState) for r in results) == 1
    assert sum(not isinstance(r, BaseException) for r in results) == 1
    assert len(await storage.load_actions(game_id)) == 1


async def test_stale_version_changes_nothing(service, storage, started_game):
    game_id = await started_game()
    user, _, version, action = await waiting(service, game_id)
    before = await storage.get_game(game_id)
    with pytest.raises(StaleState):
        await service.submit(game_id, user, action, expected_version=version - 1)
    assert await storage.get_game(game_id) == before


async def test_acting_for_another_faction_is_refused(service, storage, started_game):
    game_id = await started_game()
    user, seat, version, action = await waiting(service, game_id)
    info = await service.info(game_id)
    intruder = next(u for u in USERS if u != user)
    before = await storage.get_game(game_id)
    with pytest.raises(IllegalAction):
        await service.submit(game_id, intruder, action, expected_version=version)
    with pytest.raises(NotYourSeat):
        await service.submit(game_id, 999, action, expected_version=version)
    assert await storage.get_game(game_id) == before
    assert info.seat_of(intruder) != seat


async def test_malformed_action_is_refused_with_a_message(service, started_game):
    game_id = await started_game()
    user, _, version, _ = await waiting(service, game_id)
    with pytest.raises(IllegalAction) as err:
        await service.submit(game_id, user, {"kind": "no-such-thing"}, expected_version=version)
    assert err.value.key == "malformed"


async def test_bad_proposal_params_are_refused_and_change_nothing(service, storage, started_game):
    """A proposal whose params its kind's model refuses [1.09.1]: a message, nothing saved."""
    game_id = await started_game()
    user, _, version, _ = await waiting(service, game_id)
    before = await storage.get_game(game_id)
    bad = {"kind": "propose", "proposal": "raise_forces", "params": {"legions": "many"}}
    with pytest.raises(IllegalAction) as err:
        await service.submit(game_id, user, bad, expected_version=version)
    assert (err.value.key, err.value.params["proposal"]) == ("bad_proposal_params", "raise_forces")
    assert await storage.get_game(game_id) == before
    assert await storage.load_actions(game_id) == []


async def test_lobby_refusals(service):
    info = await service.create_game(channel_id=1, guild_id=1, creator_id=CREATOR, players=3)
    with pytest.raises(LobbyError) as busy:
        await service.create_game(channel_id=1, guild_id=1, creator_id=CREATOR, players=3)
    assert busy.value.key == "channel_busy"
    with pytest.raises(LobbyError) as count:
        await service.create_game(channel_id=2, guild_id=1, creator_id=CREATOR, players=9)
    assert count.value.key == "player_count"
    await service.join(info.id, USERS[0])
    with pytest.raises(LobbyError) as twice:
        await service.join(info.id, USERS[0])
    assert twice.value.key == "already_joined"
    with pytest.raises(NotAllowed):
        await service.start(info.id, USERS[0])
    with pytest.raises(LobbyError) as short:
        await service.start(info.id, CREATOR)
    assert short.value.key == "short"
    with pytest.raises(GameNotFound):
        await service.game_in_channel(12345)


async def test_a_computer_player_is_of_a_level_of_its_game_by_default_the_strongest(
    service, storage
):
    info = await service.create_game(channel_id=9, guild_id=1, creator_id=CREATOR, players=3)
    info = await service.add_bot(info.id, CREATOR)
    assert [s.bot_level for s in info.seats if s.is_bot] == [ror_levels()[-1]]
    with pytest.raises(LobbyError) as refused:
        await service.add_bot(info.id, CREATOR, level="no_such_level")
    assert refused.value.key == "bad_level"
    assert [s.is_bot for s in (await service.info(info.id)).seats].count(True) == 1


def ror_levels() -> tuple[str, ...]:
    return get_presenter("ror").levels


async def test_log_replays_to_the_stored_snapshot(service, storage):
    """Computer players fill every seat; the action log rebuilds the saved state."""
    info = await service.create_game(
        channel_id=9, guild_id=1, creator_id=CREATOR, players=4, options={"turn_limit": 2}, seed=3
    )
    for _ in range(4):
        await service.add_bot(info.id, CREATOR)
    await service.start(info.id, CREATOR)
    row = await storage.get_game(info.id)
    assert row is not None and row.status == "finished" and row.state_json is not None
    log = [(a.seat, json.loads(a.action_json)) for a in await storage.load_actions(info.id)]
    rebuilt = replay(ror, row.seed, [s.seat for s in info.seats], json.loads(row.options_json), log)
    assert rebuilt == ror.load_state(row.state_json)


async def test_deadline_applies_the_default_action(service, storage, clock, started_game):
    game_id = await started_game()
    _, seat, version, _ = await waiting(service, game_id)
    clock.now += 3600.0 + 1
    applied = await service.run_due()
    assert applied >= 1
    row = await storage.get_game(game_id)
    assert row is not None and row.version > version
    actions = await storage.load_actions(game_id)
    assert actions[0].seat == seat and actions[0].user_id is None


async def test_a_move_keeps_other_seats_deadlines(service, storage, clock, started_game):
    """A deadline runs from when its decision opened, not from the latest move."""
    game_id = await started_game()
    opened = {d.decision_key: d.due_at for d in await storage.deadlines(game_id)}
    clock.now += 600
    user, _, version, action = await waiting(service, game_id)
    await service.submit(game_id, user, action, expected_version=version)
    for d in await storage.deadlines(game_id):
        if d.decision_key in opened:
            assert d.due_at == opened[d.decision_key]


async def test_an_old_prompt_counts_while_its_decision_still_offers_the_choice(
    service, storage, started_game
):
    """A faction plays a card from a prompt, then presses Done on that same (older)
    prompt: the decision is still open and still offers Done, so the click counts."""
    game_id = await started_game()
    # make the leader choices so that the initial faction phase opens
    while True:
        prompts = await service.prompts(game_id)
        if prompts[0].decision.kind != "choose_faction_leader":
            break
        info = await service.info(game_id)
        p = prompts[0]
        await service.choose(
            game_id, info.user_of(p.seat), p.version, 0, digest=p.choices[0].digest
        )
    prompt = (await service.prompts(game_id))[0]
    info = await service.info(game_id)
    user = info.user_of(prompt.seat)
    plays = [c for c in prompt.choices if c.action["kind"] != "done"]
    done = next(c for c in prompt.choices if c.action["kind"] == "done")
    if plays:
        await service.choose(game_id, user, prompt.version, plays[0].index, digest=plays[0].digest)
        assert (await service.info(game_id)).version == prompt.version + 1
    result = await service.choose(game_id, user, prompt.version, done.index, digest=done.digest)
    assert result.events[0].kind == "faction_done"
    # the same prompt is now stale: its decision is over
    with pytest.raises(StaleState):
        await service.choose(game_id, user, prompt.version, done.index, digest=done.digest)
