"""No choice stalls a game: a computer player's (or a standing order's) move that raises or
is refused is logged, told to the game master, and replaced by the decision's default."""

from __future__ import annotations

import json
from typing import Any

import pytest

from bot.engine.engine import GameModule
from bot.games import get_game
from bot.games.ror import ai
from bot.games.ror.rules.actions import ChooseLeader
from bot.service import absence
from bot.service.game_service import GameService
from tests.service.conftest import waiting

ror = get_game("ror")
CREATOR = 100
USERS = (101, 102, 103)


class Broken:
    """A computer player that fails for one seat (raises, or picks an illegal action) and
    plays like the random one for the others."""

    def __init__(self, seat: str, how: str, seed: int | str) -> None:
        self.seat, self.how, self.other = seat, how, ai.RandomPlayer(seed)

    def choose(self, game: GameModule, state: Any, seat: str) -> Any:
        if seat != self.seat:
            return self.other.choose(game, state, seat)
        if self.how == "raises":
            raise RuntimeError("the computer player tripped")
        return ChooseLeader(senator="fam:999")  # no such senator: refused by the engine


async def _fallbacks(storage: Any, game_id: int) -> list[dict[str, Any]]:
    log = await storage.gm_log(game_id)
    return [json.loads(d) for _, _, action, d in log if action == "computer_fallback"]


async def _narration(storage: Any, game_id: int) -> list[str]:
    rows = await storage.due_outbox(1e12, limit=100_000)
    payloads = [json.loads(r.payload_json) for r in rows if r.game_id == game_id]
    return [p.get("content", "") for p in payloads if p.get("kind") == "narration"]


@pytest.mark.parametrize("how", ["raises", "illegal"])
async def test_a_failing_computer_player_falls_back_to_the_default_and_the_game_ends(
    service: GameService, storage: Any, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    info = await service.create_game(
        channel_id=9, guild_id=1, creator_id=CREATOR, players=3, options={"turn_limit": 1}, seed=5
    )
    broken = ror.SEATS[0]
    monkeypatch.setattr(ai, "player_for", lambda level, seed: Broken(broken, how, seed))
    for _ in range(3):
        await service.add_bot(info.id, CREATOR)
    await service.start(info.id, CREATOR)
    row = await storage.get_game(info.id)
    assert row is not None and row.status == "finished"  # the game went on to its end
    failed = await _fallbacks(storage, info.id)
    assert failed and {f["seat"] for f in failed} == {broken}
    error = "RuntimeError" if how == "raises" else "IllegalAction"
    assert all(f["error"].startswith(error) and f["decision"] != "?" for f in failed)
    assert any("default action was taken" in text for text in await _narration(storage, info.id))
    moves = [a for a in await storage.load_actions(info.id) if a.seat == broken]
    assert len(moves) == len(failed)  # each failed choice was replaced by one default move


async def test_a_standing_order_whose_computer_fails_casts_the_default(
    service: GameService,
    storage: Any,
    clock: Any,
    started_game: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    game_id = await started_game()
    _, seat, _, _ = await waiting(service, game_id)
    monkeypatch.setattr(ai, "player_for", lambda level, seed: Broken(seat, "raises", seed))
    user = (await service.info(game_id)).user_of(seat)
    assert user is not None
    orders = {"quick": "computer", "vote": "computer"}
    await absence.go_away(service, game_id, user, until=None, orders=orders)
    _, state = await service.state(game_id)
    assert all(d.seat != seat for d in ror.pending(state))  # decided: the game goes on
    [first, *_] = await _fallbacks(storage, game_id)
    assert first["seat"] == seat and first["error"].startswith("RuntimeError")


async def test_when_even_the_default_fails_the_game_waits_and_the_gm_is_told(
    service: GameService, storage: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    info = await service.create_game(
        channel_id=9, guild_id=1, creator_id=CREATOR, players=3, options={"turn_limit": 1}, seed=5
    )
    broken = ror.SEATS[0]
    real, real_owned = ror.apply, ror.apply_owned

    def refuse_broken(state: Any, seat: str, action: Any) -> Any:
        if seat == broken:
            raise KeyError("fam:999")  # an engine bug hit by every move of this seat
        return real(state, seat, action)

    def refuse_broken_owned(state: Any, seat: str, action: Any) -> Any:
        if seat == broken:
            raise KeyError("fam:999")  # the same bug on the writer's path (in place)
        return real_owned(state, seat, action)

    monkeypatch.setattr(ai, "player_for", lambda level, seed: Broken(broken, "illegal", seed))
    monkeypatch.setattr(ror, "apply", refuse_broken)
    monkeypatch.setattr(ror, "apply_owned", refuse_broken_owned)
    for _ in range(3):
        await service.add_bot(info.id, CREATOR)
    await service.start(info.id, CREATOR)  # no exception: the bots stop at the broken seat
    row = await storage.get_game(info.id)
    assert row is not None and row.status == "active"
    _, state = await service.state(info.id)
    assert any(d.seat == broken for d in ror.pending(state))
    [failed] = await _fallbacks(storage, info.id)
    assert failed["seat"] == broken and failed["error"].startswith("KeyError")
