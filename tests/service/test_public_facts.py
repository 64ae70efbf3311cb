"""Public prompts carry only public facts (docs/DESIGN.md).

Everything the service posts in the game channel — prompts with their choices, narration,
notices, the board — is rendered as Discord shows it and read by the leak checker of
tests/harness/leaks.py as a reader who holds no seat would. A choice naming a card in hand
(Blackmail) goes to its seat privately; the channel is told only who is deciding. Random
games under every game option, then the checker itself proven on planted leaks.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from bot.discord import board as discord_board
from bot.discord.render import outbox_message
from bot.engine.engine import Ctx
from bot.games import get_game
from bot.games.ror.rules.state import RorState
from bot.games.ror.rules.turn import advance
from bot.messages import t
from bot.service import outbox_rows
from bot.service.game_info import GameInfo
from bot.service.game_service import GameService
from bot.service.outbox import (
    BoardImage,
    BoardRef,
    Deciding,
    OutboxPayload,
    PromptPayload,
    Reminder,
    decode,
)
from bot.service.prompts import Prompt, with_ids
from db import NewAction, NewOutbox, OutboxRow
from tests.harness.fakes import Msg
from tests.harness.leaks import UNIQUE_NAMES, HiddenFacts
from tests.rules.conftest import make_state
from tests.rules.test_forum import EQU, LEADERS, OPT, POP
from tests.rules.test_hidden_information import option_values, valid_options
from tests.rules.test_senate_kernel import at_senate
from tests.service.conftest import CREATOR, Clock

ror = get_game("ror")
CHANNEL = 555
#: seats and their players, pinned
PLAYERS = {OPT: 101, POP: 102, EQU: 103}
BLACKMAIL = "int:blackmail#1"
#: moves of a random game: enough for a Forum and a Senate
MOVES = 400


# ---------------------------------------------------------------- what readers see


class Outbox:
    """The service's outbox as Discord would show it: each row rendered, once."""

    def __init__(self, service: GameService, game_id: int) -> None:
        self.service, self.game_id = service, game_id

    async def read(self) -> list[tuple[OutboxPayload, Msg]]:
        """The rows written since the last read, with the messages they make."""
        storage = self.service.storage
        info = await self.service.info(self.game_id)
        rows = await storage.due_outbox(float("inf"), limit=100_000)
        out = []
        for row in rows:
            await storage.mark_delivered(row.id, self.service.clock())
            payload = decode(row.payload_json)
            if not isinstance(payload, BoardRef | BoardImage):  # the board: `board`
                out.append((payload, _message(row, payload, info)))
        return out

    async def board(self) -> Msg:
        """The status board, as posted in the channel and edited in place."""
        payload, due = await self.service.status_board(self.game_id)
        shown = discord_board.board_message(payload, due)
        return Msg(0, CHANNEL, "channel", shown.content, [e.to_dict() for e in shown.embeds])


def _message(row: OutboxRow, payload: OutboxPayload, info: GameInfo) -> Msg:
    """A channel row is read by everyone; a seat row by the seat's player alone."""
    user = info.user_of(row.seat) if row.seat else None
    with_seat = isinstance(payload, PromptPayload | Deciding | Reminder)
    seat_user = info.user_of(payload.seat) if with_seat else None
    private = row.target == "seat"
    shown = outbox_message(
        payload,
        user_id=user,
        seat_user=None if private and isinstance(payload, PromptPayload) else seat_user,
    )
    components = shown.view.to_components() if shown.view is not None else []
    return Msg(
        row.id,
        row.channel_id or CHANNEL,
        "dm" if private else "channel",
        shown.content,
        [e.to_dict() for e in shown.embeds],
        list(components),
        user_id=user if private else None,
    )


def _public_prompt_cards(
    payload: PromptPayload, prompts: list[Prompt], state: RorState
) -> set[str]:
    """The cards in hand named by the actions behind a public prompt's choices (by digest:
    a Tribune is named "Tribune" on twenty cards, so its label alone tells nothing)."""
    held = {card for f in state.factions.values() for card in f.hand}
    actions = {c.digest: c.action for p in prompts for c in p.choices}
    named: set[str] = set()
    for choice in payload.choices:
        action = actions.get(choice.digest, {})
        named |= {v for v in _texts(action) if v in held}
    return named


def _texts(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [t for k, v in value.items() for t in [str(k), *_texts(v)]]
    if isinstance(value, list | tuple):
        return [t for v in value for t in _texts(v)]
    return []


# ---------------------------------------------------------------- games


async def _new_game(service: GameService, options: dict[str, Any], players: int, seed: int) -> int:
    info = await service.create_game(
        channel_id=CHANNEL,
        guild_id=1,
        creator_id=CREATOR,
        players=players,
        options=options,
        seed=seed,
    )
    for i, seat in enumerate(ror.SEATS[:players]):
        await service.join(info.id, PLAYERS.get(seat, 200 + i), seat)
    await service.start(info.id, CREATOR)
    return info.id


async def forge(service: GameService, game_id: int, state: RorState) -> None:
    """Put the game in `state`, as if a move had led there (what it posted is read)."""
    version, _ = await service.state(game_id)
    await service.storage.save_move(
        game_id,
        expected_version=version,
        state_json=state.model_dump_json(),
        action=NewAction(seat=POP, user_id=None, action_json="{}", checkpoint=True),
        events=[],
        outbox=[],
        deadlines=[],
        now=service.clock(),
    )


def populares_initiative_then_optimates_with_blackmail() -> RorState:
    """The Populares' initiative is open; the Optimates' comes next (its dice forced: a
    card, not an event), their hand holding Blackmail and their senator a target."""
    senators = {
        "fam:1": {"faction": OPT, "leader": True, "influence": 11},
        "fam:5": {"faction": None},
        **LEADERS,
    }
    state, _ = make_state(clear_factions=True, senators=senators, hands={OPT: [BLACKMAIL]})
    state.procedures = []
    state.phase, state.step = "forum", "roll"
    state.initiative, state.initiative_seat = 1, POP
    state.initiative_order = [POP, OPT, EQU]
    state.rng.forced = [1, 2, 1, 2]
    ctx = Ctx(state)
    advance(ctx)
    return ctx.state


async def _at_blackmail(service: GameService) -> tuple[int, Outbox, HiddenFacts]:
    """The Populares end their initiative: the Optimates' opens, Blackmail in hand."""
    game_id = await _new_game(service, {}, 3, seed=7)
    await forge(service, game_id, populares_initiative_then_optimates_with_blackmail())
    outbox, checker = Outbox(service, game_id), HiddenFacts(service, game_id)
    await outbox.read()
    (prompt,) = await service.prompts(game_id, POP)
    done = next(c for c in prompt.choices if c.action["kind"] == "done")
    await service.choose(
        game_id, PLAYERS[POP], prompt.version, done.index, seat=POP, digest=done.digest
    )
    return game_id, outbox, checker


async def test_a_choice_naming_a_card_in_hand_goes_to_its_seat_and_the_channel_sees_who_decides(
    service: GameService,
) -> None:
    _game_id, outbox, checker = await _at_blackmail(service)
    posted = await outbox.read()
    channel = [(p, m) for p, m in posted if m.where == "channel"]
    mine = [(p, m) for p, m in posted if m.where == "dm" and m.user_id == PLAYERS[OPT]]
    # the Optimates read their whole prompt, Blackmail included, with its buttons
    (prompt,) = [(p, m) for p, m in mine if isinstance(p, PromptPayload)]
    assert prompt[0].private and any("Blackmail" in label for label in prompt[1].labels)
    # the channel reads who is deciding what, with no choice
    (notice,) = [(p, m) for p, m in channel if isinstance(p, Deciding)]
    assert notice[0].seat == OPT and f"<@{PLAYERS[OPT]}>" in (notice[1].content or "")
    assert not notice[1].components and "initiative" in (notice[1].content or "")
    assert not [p for p, _ in channel if isinstance(p, PromptPayload) and p.seat == OPT]
    await checker.scan([m for _, m in posted] + [await outbox.board()])
    checker.assert_clean()
    assert checker.checked >= 4


async def test_the_checker_catches_a_hand_card_in_a_public_prompt(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The planted leak is the bug itself: posting in the channel every prompt that is not
    private by its kind, as before, shows the Optimates' Blackmail to everyone."""
    monkeypatch.setattr(Prompt, "public", property(lambda p: not p.decision.private))
    _game_id, outbox, checker = await _at_blackmail(service)
    await checker.scan([m for _, m in await outbox.read()])
    assert checker.leaks and all("optimates's card Blackmail" in leak for leak in checker.leaks)
    assert all("(channel, to None)" in leak for leak in checker.leaks)


@pytest.mark.parametrize("where", ["narration", "prompt", "deciding", "board"])
async def test_the_checker_catches_a_hand_card_named_in_any_public_post(
    service: GameService, where: str
) -> None:
    game_id = await _new_game(service, {}, 3, seed=11)
    outbox, checker = Outbox(service, game_id), HiddenFacts(service, game_id)
    await checker.scan([m for _, m in await outbox.read()] + [await outbox.board()])
    checker.assert_clean()  # the start of a game shows nobody's hand publicly
    _, state = await service.state(game_id)
    seat, card = next(
        (s, c) for s, f in state.factions.items() for c in f.hand if c in UNIQUE_NAMES
    )
    name = UNIQUE_NAMES[card]
    planted: dict[str, Any] = {
        "narration": {"kind": "narration", "content": f"The Senate hears of {name}."},
        "prompt": {
            "kind": "prompt",
            "game_id": game_id,
            "version": 1,
            "seat": seat,
            "decision": "x",
            "rule": "1",
            "private": False,
            "text": "Choose",
            "choices": [{"index": 0, "label": f"Play {name}", "digest": "0" * 8}],
        },
        "deciding": {
            "kind": "deciding",
            "game_id": game_id,
            "seat": seat,
            "decision": "x",
            "text": name,
        },
        "board": {
            "kind": "summary",
            "title": "Forum",
            "fields": [{"name": "Cards", "value": name}],
        },
    }[where]
    row = NewOutbox(
        target="channel", seat=None, channel_id=CHANNEL, payload_json=json.dumps(planted)
    )
    await service.storage.enqueue(game_id, [row], now=service.clock())
    await checker.scan([m for _, m in await outbox.read()])
    assert len(checker.leaks) == 1 and f"{seat}'s card {name}" in checker.leaks[0]


def _random_options(rng: random.Random) -> dict[str, Any]:
    values = option_values()
    while True:
        options = {name: rng.choice(choices) for name, choices in values.items()}
        if valid_options(options):
            return options


@pytest.mark.timeout(120)
@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
async def test_random_games_post_no_hidden_fact_publicly(
    service: GameService, clock: Clock, seed: int
) -> None:
    """Every decision made by a random legal choice (now and then by letting its deadline
    pass); after each, what was posted is read as a spectator and as each other seat would."""
    rng = random.Random(seed)
    options = _random_options(rng)
    game_id = await _new_game(service, options, rng.randint(3, 6), seed=seed)
    outbox, checker = Outbox(service, game_id), HiddenFacts(service, game_id)
    channel_prompts = notices = 0
    for _ in range(MOVES):
        posted = await outbox.read()
        version, state = await service.state(game_id)
        prompts = await service.prompts(game_id)
        for payload, _msg in posted:
            current = isinstance(payload, PromptPayload) and payload.version == version
            if isinstance(payload, PromptPayload) and current and not payload.private:
                channel_prompts += 1
                assert not _public_prompt_cards(payload, prompts, state), payload.text
            notices += isinstance(payload, Deciding)
        await checker.scan([m for _, m in posted] + [await outbox.board()])
        checker.assert_clean()
        info = await service.info(game_id)
        if info.status != "active":
            break
        if rng.random() < 0.05:
            clock.now += 2 * 3600
            await service.run_due()
            continue
        prompt = rng.choice(prompts)
        choice = rng.choice(prompt.choices)
        user = info.user_of(prompt.seat)
        assert user is not None
        await service.choose(
            game_id, user, prompt.version, choice.index, seat=prompt.seat, digest=choice.digest
        )
    assert checker.checked > 50 and channel_prompts and notices, (options, checker.checked)


async def _ballot_defaulted_for_optimates(service: GameService, clock: Clock) -> Outbox:
    """A sealed ballot on the Optimates' consuls: the Populares vote, the Optimates' time
    runs out (their default backs their own proposal), the Equites have not voted."""
    state, _ = at_senate()
    (propose, *_) = ror.legal_actions(state, OPT)
    state = ror.apply(state, OPT, propose).state
    assert {d.kind for d in ror.pending(state)} == {"senate_ballot"}
    game_id = await _new_game(service, {"pace": "decision"}, 3, seed=5)
    await forge(service, game_id, state)
    outbox = Outbox(service, game_id)
    await outbox.read()
    (ballot,) = await service.prompts(game_id, POP)
    await service.choose(
        game_id, PLAYERS[POP], ballot.version, 0, seat=POP, digest=ballot.choices[0].digest
    )
    for row in await service.storage.deadlines(game_id):
        if row.seat == EQU:
            await service.storage.delete_deadline(game_id, row.decision_key)
    clock.now += 2 * 3600
    assert await service.run_due() == 1
    _, state = await service.state(game_id)
    assert sorted(state.senate.ballots) == [OPT, POP]  # not revealed: the Equites vote yet
    return outbox


async def test_a_sealed_ballot_defaulted_by_the_deadline_is_not_named_before_the_reveal(
    service: GameService, clock: Clock
) -> None:
    outbox = await _ballot_defaulted_for_optimates(service, clock)
    checker = HiddenFacts(service, outbox.game_id)
    posted = await outbox.read()
    await checker.scan([m for _, m in posted])
    checker.assert_clean()
    (notice,) = [m.content for p, m in posted if m.where == "channel" and "⌛" in str(p)]
    assert notice == t("ui.deadline.defaulted_privately", seat=t(f"seat.{OPT}"))


async def test_the_checker_catches_a_sealed_ballot_named_before_the_reveal(
    service: GameService, clock: Clock, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The planted leak: the deadline's notice naming the default as it did before."""
    monkeypatch.setattr("bot.service.overdue.secret_default", lambda *_args: False)
    outbox = await _ballot_defaulted_for_optimates(service, clock)
    checker = HiddenFacts(service, outbox.game_id)
    await checker.scan([m for _, m in await outbox.read()])
    assert len(checker.leaks) == 1 and "optimates's sealed ballot 'All vote yes" in checker.leaks[0]


# ---------------------------------------------------------------- Faction Treasuries [1.04.9]


def _holding_a_captive(optimates: int) -> RorState:
    """The Combat Phase opens with the Optimates' Field Consul captive of the 1st Gallic
    War (ransom 10T, none of his own), `optimates` talents in their Faction Treasury."""
    senators = {
        "fam:1": {"faction": OPT, "leader": True, "captive": "war:gallic_1", "talents": 0},
        **LEADERS,
    }
    state, _ = make_state(
        phase="combat",
        clear_factions=True,
        senators=senators,
        wars={"war:gallic_1": "active"},
        faction_treasury={OPT: optimates},
    )
    return state


def _row(game_id: int, row: NewOutbox) -> OutboxRow:
    return OutboxRow(
        0,
        game_id,
        row.target,
        row.seat,
        row.channel_id,
        row.payload_json,
        created_at=0.0,
        attempts=0,
        next_attempt_at=0.0,
        delivered_at=None,
        last_error=None,
    )


async def _channel_at(service: GameService, game_id: int, state: RorState) -> list[tuple[Any, ...]]:
    """What the channel shows of the decisions pending in `state`: the rows posted as they
    open, and the board."""
    await forge(service, game_id, state)
    info = await service.info(game_id)
    version, _ = await service.state(game_id)
    rows = outbox_rows.prompt_rows(info, ror, state, version, with_ids(ror.pending(state)))
    shown = [
        _message(_row(game_id, r), decode(r.payload_json), info)
        for r in rows
        if r.target == "channel"
    ]
    board = await Outbox(service, game_id).board()
    return [(m.content, m.embeds) for m in [*shown, board]]


async def test_1_10_71_the_channel_shows_the_same_ransom_decision_whatever_the_treasury(
    service: GameService,
) -> None:
    """Whom the game waits for and what the channel reads of it are the same whether the
    Optimates can pay the ransom or not: nothing tells a floor of their treasury."""
    game_id = await _new_game(service, {}, 3, seed=7)
    poor = await _channel_at(service, game_id, _holding_a_captive(0))
    rich = await _channel_at(service, game_id, _holding_a_captive(50))
    assert poor == rich
    (notice, _), (_, board) = poor
    assert f"<@{PLAYERS[OPT]}>" in notice and "Cornelius (10T)" in notice
    assert {"name": "Waiting on", "value": "Optimates", "inline": False} in board[0]["fields"]
