"""Random sacks through the whole bot (the Discord harness): three players make random
legal choices with `/turn act`; after each move every message Discord delivered is read as
its reader reads it. No message but those to the sacking formation's player names the two
cards drawn from the Papal hand, and no message but those to the Papacy's player names a
card in the Papal hand."""

from __future__ import annotations

import random
import re
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.games.his.rules.data import cards
from bot.games.his.rules.sack import formations, playable_by
from bot.games.his.rules.setup import setup
from bot.games.his.rules.state import SEATS, HisState
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness
from tests.harness.fakes import GUILD_ID, Msg
from tests.harness.leaks import audience, readable

USERS = (ALICE, BOB, CAROL)  # seated at random in a 3-player game


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


def named(text: str, card: int) -> bool:
    return re.search(rf"#{card}(?!\d)", text) is not None


class Secrets:
    """Who may read each secret card now, and the messages already read."""

    def __init__(self, h: Harness) -> None:
        self.h = h
        self.seen: set[tuple[int, str]] = set()
        self.grabbed: dict[int, int] = {}  # card -> the only user who may read it this turn
        self.turn = 1
        self.grabs = 0
        self.leaks: list[str] = []
        self.shown_to_owner = 0  # messages naming a drawn card to its reader (must be > 0)

    def note(self, state: HisState, user_of: dict[str, int]) -> None:
        if state.turn != self.turn:
            self.turn, self.grabbed = state.turn, {}
        if state.sack is not None and state.sack.drawn:
            owner = user_of[state.control[state.sack.owner]]
            if not set(state.sack.drawn) <= set(self.grabbed):
                self.grabs += 1
            self.grabbed |= {card: owner for card in state.sack.drawn}

    def check(self, state: HisState, user_of: dict[str, int]) -> None:
        papal = user_of[state.control["papacy"]]
        hand = [c for c in state.papal_hand if not cards()[c].is_home]
        for msg in list(self.h.messages.values()) + self.h_replies():
            text = readable(msg)
            key = (id(msg), text)
            if key in self.seen:
                continue
            self.seen.add(key)
            reader = audience(msg)
            for card in hand:
                if reader != papal and named(text, card):
                    self.leaks.append(f"Papal card #{card} to {reader}: {text[:120]}")
            for card, owner in self.grabbed.items():
                if not named(text, card):
                    continue
                if reader == owner:
                    self.shown_to_owner += 1
                elif card not in hand:
                    self.leaks.append(f"drawn card #{card} to {reader}: {text[:120]}")

    def h_replies(self) -> list[Msg]:
        return [m for u in USERS for m in self.h.replies(u)]


def sack_claims(state: HisState) -> list[tuple[str, str, str]]:
    """`/his sack` as a player holding #95 would type it at his power's impulse."""
    power = state.active
    if power == "papacy" or not playable_by(state, power):
        return []
    return [(power, owner, space) for owner, space in formations(state)]


async def play(h: Harness, seed: int) -> Secrets:
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID,
        guild_id=GUILD_ID,
        creator_id=ALICE,
        players=3,
        options={"scenario": "random_italy", "turn_limit": 2},
        game="his",
        seed=seed,
    )
    for user in USERS:
        await service.join(info.id, user)
    await service.start(info.id, ALICE)
    await h.settle()
    secrets = Secrets(h)
    rng = random.Random(seed)
    for _ in range(400):
        info = await service.info(info.id)
        if info.status != "active":
            break
        user_of = {seat: info.user_of(seat) for seat in SEATS[:3]}
        prompts = [p for p in await service.prompts(info.id) if info.user_of(p.seat)]
        assert prompts, "the game waits on nobody"
        prompt = rng.choice(prompts)
        quiet = [c for c in prompt.choices if c.action["kind"] in ("done", "pass")]
        busy = [c for c in prompt.choices if c not in quiet]
        choice = rng.choice(busy if busy and (not quiet or rng.random() < 0.4) else quiet)
        user = info.user_of(prompt.seat)
        assert user is not None
        _version, state = await service.state(info.id)
        claims = sack_claims(state) if prompt.decision.kind == "his_impulse" else []
        if claims and rng.random() < 0.5:
            player, owner, space = rng.choice(claims)
            await h.slash(user, "his", "sack", player=player, owner=owner, space=space)
        else:
            await h.slash(user, "turn", "act", choice=f"{prompt.version}:{choice.index}")
        await h.settle()
        _version, state = await service.state(info.id)
        secrets.note(state, {s: u for s, u in user_of.items() if u is not None})
        secrets.check(state, {s: u for s, u in user_of.items() if u is not None})
    return secrets


@pytest.mark.e2e
async def test_random_sacks_through_discord_name_secret_cards_only_to_their_readers(
    tmp_path: Path,
) -> None:
    """Random games until two of them had a card grab (each game on its own bot)."""
    grabs, games = 0, 0
    for seed in range(1, 60):
        async with Harness(tmp_path / f"praetor{seed}.sqlite3") as h:
            secrets = await play(h, seed)
        games += 1
        assert secrets.leaks == [], seed
        if secrets.grabs:
            assert secrets.shown_to_owner > 0  # the sacker did see his two cards
            grabs += 1
        if grabs == 2:
            break
    assert grabs == 2, games


async def test_the_checker_finds_a_papal_card_in_the_channel(h: Harness) -> None:
    secrets = await play(h, 1)
    state = setup(1, SEATS[:3], {})
    card = next(c for c in cards() if not cards()[c].is_home)
    state.papal_hand = sorted({*state.papal_hand, card})
    h.record(CHANNEL_ID, "channel", {"content": f"The Papacy holds #{card}."})
    secrets.check(state, {"papacy": ALICE, "protestant": BOB, "france": CAROL})
    assert len(secrets.leaks) == 1 and f"#{card}" in secrets.leaks[0]
