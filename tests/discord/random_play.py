"""Random games driven through Discord only: three users and two computer
players; every human decision is made by a random legal choice, through the prompt's
button or select (paging to it when needed), through `/turn act`, or through the phase
command for that kind of action. Players and a spectator look at `/faction view`, `/why`
and `/game status` now and then. After every interaction a `LeakChecker` scans what was
sent."""

from __future__ import annotations

import random
from dataclasses import dataclass

from bot.discord.render import OPTION_VALUE
from bot.games.ror.commands import command_for
from bot.service.prompts import Choice, Prompt
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, DAVE, Harness, Msg
from tests.harness.leaks import LeakChecker

PLAYERS = (ALICE, BOB, CAROL)


@dataclass
class Played:
    moves: int = 0
    clicks: int = 0
    pages: int = 0
    acts: int = 0
    commands: int = 0
    refused: int = 0
    finished: bool = False


async def start_random_game(h: Harness, turn_limit: int) -> int:
    """ALICE opens a five-faction game: ALICE, BOB and CAROL, and two computer players."""
    await h.slash(ALICE, "game", "create", players=5, turn_limit=turn_limit)
    for user in PLAYERS:
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "bot")
    await h.slash(ALICE, "game", "start")
    return (await h.bot.service.game_in_channel(CHANNEL_ID)).id


def _carrier(h: Harness, seat: str, digest: str) -> tuple[Msg, str, str | None] | None:
    """The latest prompt message for `seat` offering the choice with `digest`: the
    message, the custom_id to use and the select value (None for a button)."""
    for msg in reversed(list(h.messages.values())):
        for row in msg.components:
            for c in row.get("components", []):
                cid = c.get("custom_id", "")
                if f":{seat}:" not in cid + ":" or not cid.startswith("praetor:"):
                    continue
                if c["type"] == 2 and cid.endswith(f".{digest}"):
                    return msg, cid, None
                for o in c.get("options", []):
                    if o["value"].endswith(f".{digest}"):
                        return msg, cid, o["value"]
    return None


def _pages(msg: Msg) -> list[str]:
    return [cid for cid in msg.custom_ids if cid.startswith("praetor:p:")]


async def _click(h: Harness, user: int, seat: str, choice: Choice, played: Played) -> bool:
    """Click the choice on its prompt, turning pages until it shows. False when no
    prompt message offers it any more."""
    for _ in range(10):
        found = _carrier(h, seat, choice.digest)
        if found is not None:
            msg, cid, value = found
            await h.click(user, cid, value=value, on=msg)
            played.clicks += 1
            return True
        paged = [m for m in h.messages.values() if _pages(m) and f":{seat}:" in _pages(m)[0]]
        if not paged:
            return False
        await h.click(user, _pages(paged[-1])[-1], on=paged[-1])
        played.pages += 1
    return False


async def _make(
    h: Harness, user: int, prompt: Prompt, choice: Choice, how: float, played: Played
) -> None:
    if how < 0.4 and await _click(h, user, prompt.seat, choice, played):
        return
    if how < 0.65:
        await h.slash(user, "turn", "act", choice=f"{prompt.version}:{choice.index}")
        played.acts += 1
        return
    path, options = command_for(choice.action, choice.index, choice.digest)
    await _suggested(h, user, path, options, choice)
    await h.slash(user, *path, **options)
    played.commands += 1


async def _suggested(
    h: Harness, user: int, path: tuple[str, str], options: dict[str, object], choice: Choice
) -> None:
    """Autocomplete offers the value each option takes in the chosen action (the other
    options filled in; a whole action is found by typing its label)."""
    for name, value in options.items():
        others = {k: v for k, v in options.items() if k != name}
        typed = choice.label.lower() if OPTION_VALUE.fullmatch(str(value)) else ""
        offered = await h.autocomplete(user, *path, focused=name, value=typed, **others)
        values = [str(c["value"]) for c in offered]
        assert str(value) in values or len(offered) == 25, (path, name, value, values)


async def play_random_game(
    h: Harness, game_id: int, rng: random.Random, checker: LeakChecker, max_moves: int
) -> Played:
    played = Played()
    service = h.bot.service
    await checker.check()
    for _ in range(max_moves):
        info = await service.info(game_id)
        if info.status != "active":
            played.finished = info.status == "finished"
            break
        prompts = [p for p in await service.prompts(game_id) if info.user_of(p.seat)]
        assert prompts, "the game waits on nobody who can answer"
        prompt = rng.choice(prompts)
        user = info.user_of(prompt.seat)
        assert user is not None
        choice = rng.choice(prompt.choices)
        version = info.version
        await _make(h, user, prompt, choice, rng.random(), played)
        if (await service.info(game_id)).version == version:
            played.refused += 1  # an illegal typed command: nothing changed
        played.moves += 1
        if rng.random() < 0.1:
            looker = rng.choice((*PLAYERS, DAVE))
            command = rng.choice((("faction", "view"), ("why",), ("game", "status")))
            await h.slash(looker, *command)
        await checker.check()
    return played
