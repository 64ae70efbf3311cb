"""Issue 6: a slash command for every kind of action, with autocomplete offering only the
caller's legal choices; refusals are short, ephemeral, carry the rule and change nothing;
`/faction view` is private (public only, for a spectator); `/why` names the rule."""

from __future__ import annotations

import typing
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import clip
from bot.engine import Event
from bot.games.ror import commands as table
from bot.games.ror.commands import ALSO, COMMANDS, GROUPS
from bot.games.ror.rules.actions import Action
from bot.messages import t
from bot.narrate import event_line
from cogs.actions import action_command
from tests.discord.story import started_game
from tests.harness import ALICE, BOB, DAVE, Harness


async def _leader_choices(h: Harness, game_id: int) -> list[str]:
    prompts = await h.bot.service.prompts(game_id, "populares")
    return [c.action["senator"] for p in prompts for c in p.choices]


def test_every_kind_of_action_has_a_command() -> None:
    union = typing.get_args(typing.get_args(Action)[0])
    kinds = {typing.get_args(cls.model_fields["kind"].annotation)[0] for cls in union}
    assert kinds == set(COMMANDS)


async def test_every_command_of_the_table_exists_with_its_options(h: Harness) -> None:
    tree = h.bot.tree
    paths = [(path, options) for path, options in COMMANDS.values()]
    paths += [(path, COMMANDS[kind][1]) for path, kind in ALSO.items()]
    for (group, name), options in paths:
        command = tree.get_command(group)
        assert isinstance(command, app_commands.Group), group
        sub = command.get_command(name)
        assert isinstance(sub, app_commands.Command), (group, name)
        wanted = (options,) if isinstance(options, str) else options
        assert tuple(p.name for p in sub.parameters) == wanted, (group, name)
        assert sub.description == t(f"cmd.{group}.{name}")
        assert all(p.autocomplete for p in sub.parameters), (group, name)
    # the game's groups are the table's, and every action command of them is in the table
    groups = {c.name for c in tree.get_commands() if c.name in GROUPS}
    assert groups == set(GROUPS)


class _Cog:
    async def bid(self, interaction: discord.Interaction[Any], senator: str, amount: int) -> None:
        pass

    async def short(self, interaction: discord.Interaction[Any], senator: str) -> None:
        pass


def test_a_command_built_from_the_table_takes_the_tables_options() -> None:
    built = action_command(table, "bid_initiative")(_Cog.bid)
    assert (built.name, [p.name for p in built.parameters]) == ("bid", ["senator", "amount"])
    assert built.parameters[0].description == t("cmd.opt.senator")
    with pytest.raises(TypeError, match="amount"):
        action_command(table, "bid_initiative")(_Cog.short)
    with pytest.raises(LookupError):
        action_command(table, "bid_initiative", group="senate")


async def test_autocomplete_offers_only_the_callers_legal_choices(h: Harness) -> None:
    game_id = await started_game(h)
    legal = await _leader_choices(h, game_id)
    assert len(legal) >= 2
    offered = await h.autocomplete(ALICE, "faction", "leader", focused="senator")
    assert [c["value"] for c in offered] == legal
    # the names are the senators' names; typing narrows them
    first = offered[0]["name"]
    narrowed = await h.autocomplete(
        ALICE, "faction", "leader", focused="senator", value=first[:3].lower()
    )
    assert narrowed and all(first[:3].lower() in c["name"].lower() for c in narrowed)
    assert len(narrowed) < len(offered) or len(offered) == 1
    # BOB waits (the leaders are chosen in turn) and DAVE has no seat: nothing to offer
    assert await h.autocomplete(BOB, "faction", "leader", focused="senator") == []
    assert await h.autocomplete(DAVE, "faction", "leader", focused="senator") == []
    # a command of another phase offers nothing now
    assert await h.autocomplete(ALICE, "forum", "bid", focused="senator") == []
    h.assert_within_limits()


async def test_turn_act_lists_the_legal_actions_by_label(h: Harness) -> None:
    game_id = await started_game(h)
    prompts = await h.bot.service.prompts(game_id, "populares")
    offered = await h.autocomplete(ALICE, "turn", "act", focused="choice")
    assert [c["name"] for c in offered] == [c.label for c in prompts[0].choices]


async def test_a_command_makes_the_decision(h: Harness) -> None:
    game_id = await started_game(h)
    senator = (await _leader_choices(h, game_id))[-1]
    version = (await h.bot.service.info(game_id)).version
    replies = await h.slash(ALICE, "faction", "leader", senator=senator)
    assert replies and all(m.ephemeral for m in replies)
    view = await h.bot.service.view(game_id, ALICE)
    assert next(f for f in view.factions if f.seat == "populares").leader == senator
    assert (await h.bot.service.info(game_id)).version > version


async def test_a_command_says_what_it_did_in_the_words_of_its_events(h: Harness) -> None:
    """Not "Done.": the reply is the catalogue's text of what the move did that its
    player may read (the senator named leader, and what followed)."""
    game_id = await started_game(h)
    senator = (await _leader_choices(h, game_id))[-1]
    before = len(await h.bot.storage.load_events(game_id))
    replies = await h.slash(ALICE, "faction", "leader", senator=senator)
    rows = (await h.bot.storage.load_events(game_id))[before:]
    events = [Event.model_validate_json(r.event_json) for r in rows]
    seen = [e for e in events if e.visibility == "public" or "populares" in e.seats]
    assert seen
    lines = "\n".join(event_line(e) for e in seen)
    assert replies[0].content == clip(t("ui.game.did", events=lines), CONTENT_LIMIT)
    assert replies[0].content != t("ui.game.done") and replies[0].ephemeral


async def _refused(h: Harness, game_id: int, user: int, *path: str, **options: object) -> str:
    version = (await h.bot.service.info(game_id)).version
    replies = await h.slash(user, *path, **options)
    assert (await h.bot.service.info(game_id)).version == version, "a refusal changed the game"
    assert len(replies) == 1 and replies[0].ephemeral
    return replies[0].content or ""


async def test_wrong_phase_wrong_seat_and_illegal_choices_are_refused(h: Harness) -> None:
    game_id = await started_game(h)
    bob_senator = (await h.bot.service.view(game_id, BOB)).factions
    bobs = next(f for f in bob_senator if f.seat == "optimates").senators[0]
    # another phase's command: the engine's refusal, with the rule of the current step
    text = await _refused(h, game_id, ALICE, "forum", "bid", senator=bobs, amount=3)
    assert "⛔" in text and "[3.01.7]" in text
    # not the caller's turn: who the game waits for, with the rule
    text = await _refused(h, game_id, BOB, "faction", "leader", senator=bobs)
    assert "[1.04.8]" in text
    # a choice the rules refuse: another faction's senator
    text = await _refused(h, game_id, ALICE, "faction", "leader", senator=bobs)
    assert "⛔" in text and "[" in text
    # a picked action that is not offered
    text = await _refused(h, game_id, ALICE, "senate", "vote", ballot="0.00000000")
    assert "[3.01.7]" in text
    # a spectator cannot act
    text = await _refused(h, game_id, DAVE, "faction", "leader", senator=bobs)
    assert "not" in text.lower()


async def test_faction_view_is_private_and_a_spectator_sees_public_facts(h: Harness) -> None:
    game_id = await started_game(h)
    views = {u: (await h.bot.service.view(game_id, u)).model_dump() for u in (ALICE, BOB)}
    hands = {
        u: [c["name"] for f in v["factions"] if f["hand"] for c in f["hand"]]
        for u, v in views.items()
    }
    (mine,) = await h.slash(ALICE, "faction", "view")
    assert mine.ephemeral
    assert all(name in mine.text for name in hands[ALICE])
    assert "Faction treasury" in mine.text and "Waiting for you" in mine.text
    assert "Faction Leader" in mine.text  # her pending decision
    (watching,) = await h.slash(DAVE, "faction", "view")
    assert watching.ephemeral
    assert "Faction treasury" not in watching.text
    for name in hands[ALICE] + hands[BOB]:
        if name not in ("Tribune", "Assassin", "Secret Bodyguard"):
            assert name not in watching.text
    # the spectator also gets the public status
    (status,) = await h.slash(DAVE, "game", "status")
    assert status.embeds and not status.ephemeral
    h.assert_within_limits()


async def test_why_names_the_rule_of_the_callers_prompt(h: Harness) -> None:
    game_id = await started_game(h)
    prompts = await h.bot.service.prompts(game_id, "populares")
    (answer,) = await h.slash(ALICE, "why")
    assert answer.ephemeral
    assert f"[{prompts[0].decision.rule}]" in (answer.content or "")
    assert "Faction Leader" in (answer.content or "")
    (idle,) = await h.slash(BOB, "why")
    assert "Populares" in (idle.content or "")
