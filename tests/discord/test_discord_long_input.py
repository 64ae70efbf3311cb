"""Issue 12: the longest value every slash command option accepts still gets an answer
that fits in a Discord message (a refusal clips what it repeats of the input)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from discord import AppCommandOptionType, app_commands

from bot.games.ror.commands import COMMANDS
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CHANNEL_ID, Harness
from tests.harness.fakes import Member

#: Discord's longest string option value (application-commands.mdx, `max_length`)
STRING_MAX = 6000
#: Discord's integer and number options range over ±2^53
NUMBER_MAX = 2**53
#: a letter that is two bytes in UTF-8, so byte and character counts differ
LONG = "é" * STRING_MAX
#: what would end the probe early (leaving, kicking, pausing), tested elsewhere
SKIPPED = {"game abandon", "game leave", "gm kick", "gm replace", "gm pause"}


def _commands(h: Harness) -> list[app_commands.Command[Any, ..., Any]]:
    return [
        c
        for c in h.bot.tree.walk_commands()
        if isinstance(c, app_commands.Command) and c.qualified_name not in SKIPPED
    ]


def _longest(p: app_commands.Parameter, *, long: bool) -> Any:
    """The longest (or, with `long` False, a short) value Discord lets through for `p`."""
    if p.choices:  # Discord only sends one of the choices
        return max((c.value for c in p.choices), key=lambda v: len(str(v)))
    if p.type is AppCommandOptionType.string:
        return LONG if long else "x"
    if p.type is AppCommandOptionType.user:
        return Member(BOB)
    if p.type is AppCommandOptionType.boolean:
        return True
    if p.type is AppCommandOptionType.integer:
        return int(p.max_value) if p.max_value is not None else NUMBER_MAX
    if p.type is AppCommandOptionType.number:
        return float(p.max_value) if p.max_value is not None else float(NUMBER_MAX)
    raise AssertionError(f"an option type the probe does not know: {p.type}")


def _calls(command: app_commands.Command[Any, ..., Any]) -> Iterator[dict[str, Any]]:
    """One call per free-text option at its longest (the others short), so that each is
    the first thing read in one call; a command without one runs once at its extremes."""
    params = command.parameters
    free = [p for p in params if p.type is AppCommandOptionType.string and not p.choices]
    for focus in free or [None]:
        yield {p.name: _longest(p, long=p is focus) for p in params}


async def _probe(h: Harness, user: int) -> int:
    calls = 0
    probed = {c.qualified_name for c in _commands(h)}
    assert {" ".join(path) for path, _options in COMMANDS.values()} <= probed
    assert {"game create", "game option", "faction away", "gm seat"} <= probed
    for command in _commands(h):
        for options in _calls(command):
            replies = await h.slash(user, *command.qualified_name.split(), **options)
            where = f"/{command.qualified_name} {list(options)}"
            assert replies, f"{where}: no answer"
            for m in replies:
                assert m.content is None or len(m.content) <= 2000, where
            calls += 1
            for name, value in options.items():
                if value == LONG:
                    suggested = await h.autocomplete(
                        user, *command.qualified_name.split(), focused=name, value=LONG
                    )
                    assert len(suggested) <= 25, where
    h.assert_within_limits()
    return calls


async def test_every_option_at_its_longest_in_the_lobby(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    await h.slash(ALICE, "game", "join")
    assert await _probe(h, ALICE) > 80


async def test_every_option_at_its_longest_in_a_game(h: Harness) -> None:
    await started_game(h)
    [prompt] = open_prompts(h)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    owner = info.user_of(prompt_seat(prompt))  # the player the game waits for
    assert owner is not None
    assert await _probe(h, owner) > 80


async def test_an_unreadable_long_action_is_refused_briefly(h: Harness) -> None:
    await started_game(h)
    [prompt] = open_prompts(h)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    owner = info.user_of(prompt_seat(prompt))
    assert owner is not None
    [reply] = await h.slash(owner, "turn", "act", choice=LONG)
    assert reply.ephemeral and reply.content is not None
    assert reply.content.startswith("⛔ That action is not understood")
    assert 0 < len(reply.content) <= 300
    assert (await h.bot.service.info(info.id)).version == info.version
