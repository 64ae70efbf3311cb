"""Issue 12: `/game create` offers the options a group sets before starting (ballot mode,
the advanced rules, the deadlines), `/game option` changes any option until the start
(creator only, with autocomplete on names and values), and `/game status` and the start
announcement show them."""

from __future__ import annotations

from typing import Any

from discord import app_commands

from bot.discord.render import options_text, outbox_message
from bot.games import DEFAULT_GAME, GAMES, get_game, get_presenter
from bot.messages import t
from bot.service import game_options
from bot.service.outbox import Started
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness, Msg

ADVANCED_ON_CREATE = (
    "pontifex",
    "provincial_wars",
    "rebel_governors",
    "legion_disbandment",
    "advocates",
    "laws_by_vote",
)


def _only_ephemeral(replies: list[Msg]) -> str:
    assert len(replies) == 1 and replies[0].ephemeral, replies
    return replies[0].content or ""


async def _options(h: Harness) -> dict[str, object]:
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    return await h.bot.service.option_values(info)


async def test_create_offers_ballot_advanced_rules_and_deadlines(h: Harness) -> None:
    group = h.bot.tree.get_command("game")
    assert isinstance(group, app_commands.Group)
    create = group.get_command("create")
    assert isinstance(create, app_commands.Command)
    names = [p.name for p in create.parameters]
    assert {"ballot", *ADVANCED_ON_CREATE, "vote_hours", "quick_hours"} <= set(names)
    assert len(names) <= 25
    for p in create.parameters:
        assert 1 <= len(p.description) <= 100, p.name
    [reply] = await h.slash(
        ALICE,
        "game",
        "create",
        players=3,
        ballot="open",
        pontifex=True,
        provincial_wars=True,
        rebel_governors=True,
        vote_hours=48.0,
    )
    assert not reply.ephemeral and reply.content is not None
    assert "`ballot` open" in reply.content and "`pontifex` (2.01) on" in reply.content
    options = await _options(h)
    assert options["ballot"] == "open" and options["rebel_governors"] is True
    assert options["vote_hours"] == 48.0 and options["laws_by_vote"] is False
    h.assert_within_limits()


async def test_create_refuses_a_rule_without_the_rule_it_needs(h: Harness) -> None:
    text = _only_ephemeral(await h.slash(ALICE, "game", "create", players=3, rebel_governors=True))
    assert "rebel_governors (rule 2.03) requires provincial_wars (rule 2.02)" in text
    assert not await h.bot.storage.games_in_channel(CHANNEL_ID)


async def test_the_creator_changes_options_until_the_start(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    [reply] = await h.slash(ALICE, "game", "option", name="tribune_opening", value="on")
    assert not reply.ephemeral
    assert reply.content == f"⚙️ <@{ALICE}> sets `tribune_opening` to **on**."
    await h.slash(ALICE, "game", "option", name="quick_hours", value="6")
    assert (await _options(h))["tribune_opening"] is True
    # anyone sees them in the lobby's status
    [status] = await h.slash(BOB, "game", "status")
    [field] = [f for f in status.embeds[0]["fields"] if f["name"] == t("ui.options.title")]
    assert "`tribune_opening` on" in field["value"] and "`quick_hours` 6" in field["value"]
    # only the creator changes them
    before = await _options(h)
    text = _only_ephemeral(await h.slash(BOB, "game", "option", name="pontifex", value="on"))
    assert text == "Only the game's creator can do that."
    assert await _options(h) == before
    # the start announcement lists them
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "game", "join")
    await h.slash(ALICE, "game", "start")
    [started] = [m for m in h.channel_posts if (m.content or "").startswith(t("ui.started"))]
    assert "`tribune_opening` on" in (started.content or "")
    assert "Advanced rules: `pontifex` (2.01) off" in (started.content or "")
    # and then they are fixed
    text = _only_ephemeral(await h.slash(ALICE, "game", "option", name="pontifex", value="on"))
    assert text == "The game has already started."
    assert await _options(h) == before
    # the status of a running game still shows them
    [board] = await h.slash(BOB, "game", "status")
    assert "`tribune_opening` on" in (board.content or "") and board.embeds
    h.assert_within_limits()


async def test_bad_names_and_values_are_refused_with_what_is_valid(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    before = await _options(h)
    text = _only_ephemeral(await h.slash(ALICE, "game", "option", name="balot", value="open"))
    assert text.startswith("There is no option balot. The options are: scenario, turn_limit")
    assert text.endswith("pace, vote_hours, quick_hours, phase_hours.")
    text = _only_ephemeral(await h.slash(ALICE, "game", "option", name="ballot", value="secret"))
    assert text == "`ballot` takes one of: sealed, open."
    assert await _options(h) == before


async def test_option_names_and_values_are_suggested(h: Harness) -> None:
    await h.slash(ALICE, "game", "create", players=3)
    names = await h.autocomplete(ALICE, "game", "option", focused="name")
    assert [c["value"] for c in names] == list(await _options(h))
    advanced = await h.autocomplete(ALICE, "game", "option", focused="name", value="advanced")
    assert {c["value"] for c in advanced} == {
        *ADVANCED_ON_CREATE,
        "laws_kept_at_hand_limit",
    }
    assert next(c for c in advanced if c["value"] == "pontifex")["name"] == (
        "pontifex — Advanced rule 2.01: the Pontifex Maximus and the Priests"
    )
    values = await h.autocomplete(ALICE, "game", "option", focused="value", name="ballot")
    assert [c["value"] for c in values] == ["sealed", "open"]
    values = await h.autocomplete(ALICE, "game", "option", focused="value", name="advocates")
    assert [c["value"] for c in values] == ["on", "off"]
    scenarios = await h.autocomplete(
        ALICE, "game", "option", focused="value", value="rep", name="scenario"
    )
    assert [c["name"] for c in scenarios][:2] == [
        "early — Early Republic",
        "middle — Middle Republic",
    ]
    assert await h.autocomplete(ALICE, "game", "option", focused="value", name="nonsense") == []
    h.assert_within_limits()


def _shape_size(command: dict[str, Any]) -> int:
    """Characters of names, descriptions and choice names/values of a command, as Discord
    counts them against its 8000 (application-commands.mdx)."""
    size = len(command.get("name", "")) + len(command.get("description", ""))
    for option in command.get("options", []):
        size += _shape_size(option)
        for choice in option.get("choices", []):
            size += len(choice["name"]) + len(str(choice["value"]))
    return size


async def test_every_command_fits_discords_shape_limits(h: Harness) -> None:
    for command in h.bot.tree.get_commands():
        shape = command.to_dict(h.bot.tree)
        assert _shape_size(shape) <= 8000, command.name
        for sub in [shape, *shape.get("options", [])]:
            assert len(sub.get("options", [])) <= 25, sub["name"]
            assert 1 <= len(sub["description"]) <= 100, sub["name"]


def test_the_options_and_the_start_announcement_fit_whatever_their_values() -> None:
    values = {name: "v" * 100 for name in game_options.specs(get_game("ror"))}
    text = options_text(values)
    assert len(text) <= 4000
    assert all(f"`{name}`" in text for name in values)
    started = outbox_message(Started(options=values))
    assert started.content is not None and len(started.content) <= 2000
    lobby = options_text({name: False for name in game_options.specs(get_game("ror"))})
    assert len(lobby) <= 1024 - len(t("ui.options.change"))


async def test_create_offers_the_registered_games_and_names_the_chosen_one(h: Harness) -> None:
    group = h.bot.tree.get_command("game")
    assert isinstance(group, app_commands.Group)
    create = group.get_command("create")
    assert isinstance(create, app_commands.Command)
    [game] = [p for p in create.parameters if p.name == "game"]
    assert [c.value for c in game.choices] == list(GAMES)
    [reply] = await h.slash(ALICE, "game", "create", players=3, game=DEFAULT_GAME)
    assert t(f"game.{DEFAULT_GAME}") in (reply.content or "")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info.game == DEFAULT_GAME
    # the game's default scenario when none is given
    assert (await _options(h))["scenario"] == get_presenter(DEFAULT_GAME).scenarios[0]


async def test_create_suggests_the_chosen_games_scenarios(h: Harness) -> None:
    offered = await h.autocomplete(ALICE, "game", "create", focused="scenario", game=DEFAULT_GAME)
    assert [c["value"] for c in offered] == list(get_presenter(DEFAULT_GAME).scenarios)
    last = get_presenter(DEFAULT_GAME).scenarios[-1]
    typed = await h.autocomplete(
        ALICE, "game", "create", focused="scenario", value=last, game=DEFAULT_GAME
    )
    assert [c["value"] for c in typed] == [last]


async def test_create_refuses_a_scenario_the_game_lacks(h: Harness) -> None:
    text = _only_ephemeral(await h.slash(ALICE, "game", "create", players=3, scenario="atlantis"))
    assert "scenario" in text  # names the option and the scenarios the game has
    assert all(s in text for s in get_presenter(DEFAULT_GAME).scenarios)
    assert len(text) <= 300
    assert not await h.bot.storage.games_in_channel(CHANNEL_ID)
