"""Sword of Rome through Discord with three users (issue 15): ALICE plays Rome, BOB the
Etruscans–Samnites, CAROL the Greeks. An activation meets an interception (declared by
two players before any die) and an avoidance (the mover asked to consent first), then a
Reinforcement Phase is played to the end of the game, all by `/sor …` commands."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from bot.games.sor import rules as game
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness

USERS = {"roman": ALICE, "etruscan_samnite": BOB, "greek": CAROL}
OPTIONS = {"rounds": 1, "turn_limit": 1}

#: the story's moves, as (seat, action): Rome marches urbs → campus → vallis → mons
MARCH: list[tuple[str, dict[str, Any]]] = [
    ("roman", {"kind": "sor_start"}),
    ("roman", {"kind": "sor_activate", "leader": "gaius", "card": 2, "source": "card"}),
    ("roman", {"kind": "sor_move_to", "space": "campus"}),
    ("roman", {"kind": "sor_move_to", "space": "vallis"}),
    ("greek", {"kind": "sor_intercept", "leader": "lykos", "origin": "polis", "cu": 2}),
    ("greek", {"kind": "sor_declared"}),
    ("etruscan_samnite", {"kind": "sor_declared"}),
    ("roman", {"kind": "sor_move_to", "space": "mons"}),
    ("etruscan_samnite", {"kind": "sor_avoid", "leader": "papius", "origin": "mons", "cu": 3}),
    ("etruscan_samnite", {"kind": "sor_declared"}),
    ("roman", {"kind": "sor_consent", "consent": False}),
]


def _story_seed() -> int:
    """The first game seed whose dice make the interception fail and the avoidance succeed
    (the same moves with the same seed roll the same dice through Discord)."""
    seats = list(game.SEATS[:3])
    for seed in range(1, 200):
        state = game.setup(seed, seats, OPTIONS)
        for seat, action in MARCH:
            state = game.apply(state, seat, game.parse_action(action)).state
        if state.leaders["lykos"].space == "polis" and state.leaders["papius"].space == "mons":
            act = state.activation
            assert act is not None
            if act.reactions[0].outcome == "success":
                return seed
    raise AssertionError("no seed fits the story")


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3", dm_closed={CAROL})
    await harness.start()
    yield harness
    await harness.close()


def _text(m: Any) -> str:
    """A message's words: its content and its embeds' (the narration of a turn goes to
    its thread, the channel has the phase's digest)."""
    parts = [m.content or ""]
    for e in m.embeds:
        parts += [str(e.get("title", "")), str(e.get("description", ""))]
        parts += [str(f.get("value", "")) for f in e.get("fields", [])]
    return "\n".join(parts)


async def _waiting(h: Harness, game_id: int) -> list[tuple[str, str]]:
    view = await h.bot.service.view(game_id, None)
    return [(d["seat"], d["kind"]) for d in view.decisions]


async def _answer(h: Harness, seat: str, prefer: tuple[str, ...] = ("Done",)) -> str:
    """`/sor answer` with the preferred label among the suggestions, else the first."""
    user = USERS[seat]
    offered = await h.autocomplete(user, "sor", "answer", focused="choice")
    assert offered, seat
    pick = next((c for c in offered if c["name"] in prefer), offered[0])
    await h.slash(user, "sor", "answer", choice=pick["value"])
    return str(pick["name"])


async def test_an_interception_an_avoidance_and_a_reinforcement_phase_by_commands(
    h: Harness,
) -> None:
    seed = _story_seed()
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID,
        guild_id=None,
        creator_id=ALICE,
        players=3,
        options=OPTIONS,
        game="sor",
        seed=seed,
    )
    for seat, user in USERS.items():
        await h.slash(user, "game", "join", faction=seat)
    await h.slash(ALICE, "game", "start")
    game_id = info.id
    assert await _waiting(h, game_id) == [("roman", "sor_setup")]

    await h.slash(ALICE, "sor", "start")
    await h.slash(ALICE, "sor", "activate", leader="gaius", card=2)
    view = await service.view(game_id, None)
    assert view.leaders["aulus"].under == "gaius"  # 8.2.1: the subordinate took command
    await h.slash(ALICE, "sor", "move", space="campus")
    # 10.2: no interception into a space where Roman CU stand
    assert await _waiting(h, game_id) == [("roman", "sor_move")]

    await h.slash(ALICE, "sor", "move", space="vallis")
    assert sorted(await _waiting(h, game_id)) == [
        ("etruscan_samnite", "sor_declare"),
        ("greek", "sor_declare"),
    ]
    await h.slash(CAROL, "sor", "intercept", leader="lykos", origin="polis", cu=2)
    await _answer(h, "greek", ("Nothing more to declare",))
    assert await _waiting(h, game_id) == [("etruscan_samnite", "sor_declare")]
    assert not any("tries to intercept" in _text(m) for m in h.messages.values())
    await _answer(h, "etruscan_samnite", ("Nothing more to declare",))  # now the die rolls
    view = await service.view(game_id, None)
    assert view.leaders["lykos"].space == "polis"  # failed, as the seed was chosen
    assert any("tries to intercept" in _text(m) for m in h.messages.values())

    await h.slash(ALICE, "sor", "move", space="mons")
    await h.slash(BOB, "sor", "avoid", leader="papius", origin="mons", cu=3)
    await _answer(h, "etruscan_samnite", ("Nothing more to declare",))
    assert await _waiting(h, game_id) == [("roman", "sor_avoid_consent")]  # asked first
    assert await _answer(h, "roman", ("Refuse: roll",)) == "Refuse: roll"
    assert await _waiting(h, game_id) == [("etruscan_samnite", "sor_avoid_to")]
    await _answer(h, "etruscan_samnite")
    view = await service.view(game_id, None)
    assert view.leaders["papius"].space == "vallis" and view.spaces["vallis"].outside == {
        "samnite": 3
    }
    if await _waiting(h, game_id) == [("roman", "sor_move")]:  # the pursuit passed
        await h.slash(ALICE, "sor", "end")

    await h.slash(BOB, "sor", "other")
    await h.slash(CAROL, "sor", "vp", seat="greek", vp=5)
    await h.slash(CAROL, "sor", "other")
    assert any("Reinforcement Phase" in _text(m) for m in h.messages.values())
    for _ in range(40):
        waiting = await _waiting(h, game_id)
        if not waiting:
            break
        seat = waiting[0][0]
        await _answer(h, seat, ("Done", "Keep Lykos: pay akra 1, polis 1"))
    view = await service.view(game_id, None)
    assert view.outcome is not None and view.outcome.winners == ["greek"]
    posted = [m for m in h.messages.values() if m.where != "reply"]  # a reply repeats its move
    drawn = sum(_text(m).count("is drawn from the cup") for m in posted)
    assert drawn == 2  # 8.2.2
    assert view.leaders["lykos"].status == "map"  # kept by paying his penalty
    h.assert_within_limits()
