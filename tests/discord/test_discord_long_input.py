"""Issue 12: the longest value every slash command option accepts still gets an answer
that fits in a Discord message (a refusal clips what it repeats of the input). A file
option gets the files a player should not send — the largest Discord lets through, one
not in UTF-8, one of another type — and each is refused briefly, changing nothing."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from typing import Any

from discord import AppCommandOptionType, app_commands

from bot.games.ror.commands import COMMANDS
from bot.games.sor.rules.data import DATA as SOR_DATA
from bot.messages import t
from tests.discord.story import open_prompts, prompt_seat, started_game
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg, Upload
from tests.harness.fakes import ATTACHMENT_SIZE_LIMIT, Member

#: Discord's longest string option value (application-commands.mdx, `max_length`)
STRING_MAX = 6000
#: Discord's integer and number options range over ±2^53
NUMBER_MAX = 2**53
#: a letter that is two bytes in UTF-8, so byte and character counts differ
LONG = "é" * STRING_MAX
#: what would end the probe early (leaving, kicking, pausing), tested elsewhere
SKIPPED = {"game abandon", "game leave", "gm kick", "gm replace", "gm pause"}
#: a refusal is this short
BRIEF = 300
ROSTER_HEADER = "id,name,power,kind,initiative,tactics\n"


def _bad_files() -> list[Upload]:
    """What the probe attaches to a file option, one per call: the largest file Discord
    lets a user attach, a roster of good rows but for its encoding (Latin-1, not UTF-8),
    a picture. Each would load, or fail loudly, if it were not refused."""
    return [
        Upload("largest.csv", _largest_roster()),
        Upload("latin1.csv", f"{ROSTER_HEADER}leon,{LONG},roman,named,1,1\n".encode("latin-1")),
        Upload("picture.png", b"\x89PNG\r\n\x1a\n" + bytes(STRING_MAX)),
    ]


@cache
def _largest_roster() -> bytes:
    """A roster of good rows, as large as Discord lets a user attach."""
    rows = [ROSTER_HEADER]
    size = len(ROSTER_HEADER)
    while size < ATTACHMENT_SIZE_LIMIT - 64:
        rows.append(f"l{len(rows)},L,roman,named,1,1\n")
        size += len(rows[-1])
    return "".join(rows).encode()


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
    the first thing read in one call; a command without one runs once at its extremes.
    A file is sent in calls of its own (`_file_calls`)."""
    params = [p for p in command.parameters if p.type is not AppCommandOptionType.attachment]
    free = [p for p in params if p.type is AppCommandOptionType.string and not p.choices]
    for focus in free or [None]:
        yield {p.name: _longest(p, long=p is focus) for p in params}


def _file_calls(command: app_commands.Command[Any, ..., Any]) -> Iterator[dict[str, Any]]:
    """One call per file option and bad file, the other options short and the optional
    free-text ones left out (a text pasted instead of the file would be read first)."""
    params = command.parameters  # new objects at each reading
    files = [p for p in params if p.type is AppCommandOptionType.attachment]
    others = [
        p
        for p in params
        if p not in files and (p.required or p.type is not AppCommandOptionType.string or p.choices)
    ]
    for focus in files:
        for upload in _bad_files():
            yield {focus.name: upload, **{p.name: _longest(p, long=False) for p in others}}


async def _refuses_bad_files(
    h: Harness, user: int, command: app_commands.Command[Any, ..., Any]
) -> int:
    """Each bad file gets one short ephemeral refusal and changes nothing."""
    calls = 0
    for options in _file_calls(command):
        where = f"/{command.qualified_name} " + " ".join(
            f"{k}:{v.filename if isinstance(v, Upload) else v}" for k, v in options.items()
        )
        before = await h.bot.service.game_in_channel(CHANNEL_ID)
        seen = set(h.messages)
        replies = await h.slash(user, *command.qualified_name.split(), **options)
        assert [_brief_refusal(m) for m in replies] == [True], where
        assert [m for i, m in h.messages.items() if i not in seen] == replies, where
        assert await h.bot.service.game_in_channel(CHANNEL_ID) == before, where
        calls += 1
    return calls


def _brief_refusal(m: Msg) -> bool:
    """A short ephemeral refusal (a bug's apology is none)."""
    text = m.content or ""
    return m.ephemeral and 0 < len(text) <= BRIEF and text != t("error.generic")


async def _probe(h: Harness, user: int) -> int:
    calls = 0
    probed = {c.qualified_name for c in _commands(h)}
    assert {" ".join(path) for path, _options in COMMANDS.values()} <= probed
    assert {"game create", "game option", "faction away", "gm seat"} <= probed
    for command in _commands(h):
        calls += await _refuses_bad_files(h, user, command)
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


async def test_every_file_option_refuses_a_bad_file_where_a_good_one_is_taken(
    h: Harness,
) -> None:
    """In a Sword of Rome game being set up, where `/sor import` loads a good file."""
    await h.bot.service.create_game(
        channel_id=CHANNEL_ID, guild_id=None, creator_id=ALICE, players=3, game="sor", seed=1
    )
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "start")
    commands = [
        c
        for c in _commands(h)
        if any(p.type is AppCommandOptionType.attachment for p in c.parameters)
    ]
    assert "sor import" in {c.qualified_name for c in commands}
    version = (await h.bot.service.game_in_channel(CHANNEL_ID)).version
    assert sum([await _refuses_bad_files(h, ALICE, c) for c in commands]) >= 3
    good = Upload("roster.json", (SOR_DATA / "demo_roster.json").read_bytes())
    await h.slash(ALICE, "sor", "import", what="roster", file=good)
    assert (await h.bot.service.game_in_channel(CHANNEL_ID)).version == version + 1


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
