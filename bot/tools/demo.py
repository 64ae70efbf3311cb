"""`praetor demo`: a whole game between computer players (or its first turns, with
`turns`), printed as a transcript.

No token and no Discord: a `GameService` over a database (in memory, or the file
`database`, which `praetor export` then reads), N `basic` computer players seated by the
creator, and the outbox carried to a `ConsoleTransport` after every move. By default the
terminal shows the game in digest form: the start, each phase's summary and the end;
`verbose` shows it blow by blow as the game channel would, the narration as it comes and
"⏳ …" for each decision the game waits on. Private rows (hands, secret prompts) are
printed only with `reveal`, indented and marked. The same seed gives the same transcript.
"""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from bot.games import DEFAULT_GAME, get_game
from bot.messages import current_locale, has, names, t, using_locale
from bot.messages.catalogues import ENGLISH
from bot.service import game_options
from bot.service.game_service import GameService
from bot.service.outbox import (
    Deciding,
    Narration,
    OutboxPayload,
    PromptPayload,
    Reminder,
    decode,
)
from bot.service.prompts import Prompt
from bot.tools.console import ConsoleTransport
from db import Store
from db.open import open_storage

#: the (pretend) Discord ids of the demo's channel and of the player who created the game
CHANNEL_ID = 1
CREATOR_ID = 1
#: the clock of the demo: time does not pass, and no deadline is set
NOW = 1_000_000.0
#: a game that needs more computer moves than this is reported as stuck
MAX_MOVES = 100_000


class _DemoService(GameService):
    """A service that plays its computer players one move at a time when asked, so that
    the transcript can show each decision before the move that answers it."""

    autoplay = False

    async def play_bots(self, game_id: int, *, limit: int = 100_000) -> int:
        if not self.autoplay:
            return 0
        return await super().play_bots(game_id, limit=limit)

    async def play_one(self, game_id: int) -> int:
        self.autoplay = True
        try:
            return await super().play_bots(game_id, limit=1)
        finally:
            self.autoplay = False


async def pump(storage: Store, transport: ConsoleTransport, now: float = NOW) -> int:
    """Carry every due outbox row to the console, in order; returns the rows carried.

    Unlike `bot.service.delivery.Delivery`, rows addressed to a computer player's seat reach the
    transport too (it prints them only when revealing)."""
    carried = 0
    while rows := await storage.due_outbox(now, limit=100):
        for row in rows:
            payload = decode(row.payload_json)
            if row.target == "channel":
                await transport.send_channel(
                    row.channel_id or CHANNEL_ID, payload, nonce=f"praetor-{row.id}"
                )
            else:
                await transport.send_seat(row.seat or "?", payload)
            await storage.mark_delivered(row.id, now)
            carried += 1
    return carried


def _seat_name(seat: str) -> str:
    key = f"seat.{seat}"
    return t(key) if has(key) else seat.capitalize()


def _prompt_key(p: Prompt) -> str:
    return json.dumps([p.seat, p.decision.kind, p.decision.data], sort_keys=True, default=str)


def _outcome_text(outcome: Any) -> str:
    if outcome is None:
        return t("ui.console.demo_no_outcome")
    kind = str(getattr(outcome, "kind", outcome))
    key = f"outcome.{kind}"
    text = t(key, **getattr(outcome, "data", {})) if has(key) else kind.replace("_", " ")
    winners = names(_seat_name(w) for w in getattr(outcome, "winners", []))
    if winners:
        return t("ui.console.demo_won", outcome=text, winners=winners)
    return t("ui.console.demo_nobody_wins", outcome=text)


def _turn_limit(game: str, turns: int | None) -> dict[str, Any]:
    """The option ending the game after `turns` turns, for a game that has one (None: the
    whole game)."""
    if turns is None or "turn_limit" not in game_options.specs(get_game(game)):
        return {}
    return {"turn_limit": turns}


class _DigestConsole(ConsoleTransport):
    """The console in digest form: what the channel's blow-by-blow says (the narration,
    each decision awaited) is left out; the start, the summaries and the end are shown."""

    async def send_channel(self, channel_id: int, payload: OutboxPayload, *, nonce: str) -> None:
        if not isinstance(payload, Narration | PromptPayload | Deciding | Reminder):
            await super().send_channel(channel_id, payload, nonce=nonce)


async def run_demo(
    *,
    seed: int = 1,
    factions: int = 5,
    turns: int | None = None,
    reveal: bool = False,
    stream: TextIO | None = None,
    game: str = DEFAULT_GAME,
    database: str | None = None,
    verbose: bool = False,
    locale: str = ENGLISH,
) -> int:
    """Play one game between computer players and print it, in `locale` (the game's
    language). Returns an exit code."""
    with using_locale(locale):
        return await _run_demo(seed, factions, turns, reveal, stream, game, database, verbose)


async def _run_demo(
    seed: int,
    factions: int,
    turns: int | None,
    reveal: bool,
    stream: TextIO | None,
    game: str,
    database: str | None,
    verbose: bool,
) -> int:
    out = stream if stream is not None else sys.stdout
    storage = await open_storage(database or ":memory:")
    try:
        service = _DemoService(storage, clock=lambda: NOW, deadline_seconds=None)
        console = ConsoleTransport if verbose else _DigestConsole
        transport = console(out, reveal=reveal)
        info = await service.create_game(
            channel_id=CHANNEL_ID,
            guild_id=None,
            creator_id=CREATOR_ID,
            players=factions,
            options=_turn_limit(game, turns),
            game=game,
            seed=seed,
            locale=current_locale(),
        )
        for _ in range(factions):
            info = await service.add_bot(info.id, CREATOR_ID)
        seats = names(_seat_name(s.seat) for s in info.seats)
        length = (
            t("ui.console.demo_whole") if turns is None else t("ui.console.demo_turns", turns=turns)
        )
        title = t(
            "ui.console.demo_title",
            game=t(f"game.{game}"),
            seed=seed,
            factions=t("ui.console.demo_factions", factions=factions),
            length=length,
        )
        print(title, file=out)
        print(t("ui.console.demo_players", seats=seats), file=out)
        if reveal:
            print(t("ui.console.demo_private"), file=out)
        print("", file=out)

        await service.start(info.id, CREATOR_ID)
        await pump(storage, transport)
        shown: set[str] = set()
        moves = 0
        while (await service.info(info.id)).status == "active":
            if moves >= MAX_MOVES:
                print(t("ui.console.demo_stuck", moves=moves), file=out)
                return 1
            prompts = await service.prompts(info.id)
            if not prompts:
                print(t("ui.console.demo_nobody_waited"), file=out)
                return 1
            current = {_prompt_key(p) for p in prompts}
            for p in prompts:
                if _prompt_key(p) in shown:
                    continue
                if not verbose:
                    continue  # the digest does not show each decision awaited
                if p.public:
                    await transport.send_channel(CHANNEL_ID, p.payload(), nonce="prompt")
                    continue
                await transport.send_seat(p.seat, p.payload())
                if (notice := p.notice()) is not None:
                    await transport.send_channel(CHANNEL_ID, notice, nonce="notice")
            shown = current
            if await service.play_one(info.id) == 0:
                print(t("ui.console.demo_no_move"), file=out)
                return 1
            moves += 1
            await pump(storage, transport)
        await pump(storage, transport)

        module = get_game(game)
        _, state = await service.state(info.id)
        outcome = module.outcome(state)
        print("", file=out)
        print(t("ui.console.demo_end", moves=moves, outcome=_outcome_text(outcome)), file=out)
        if database:
            print(t("ui.console.demo_kept", database=database, game_id=info.id), file=out)
        return 0 if outcome is not None else 1
    finally:
        await storage.close()
