"""`/his …` through the Discord harness: the Papal hand entered with a reply only its
player sees, board entries checked against who plays what, spaces suggested by name."""

from __future__ import annotations

import typing
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from discord import app_commands

from bot.games.his.commands import COMMANDS, GROUPS
from bot.games.his.rules.actions import Action
from bot.messages import t
from tests.harness import ALICE, BOB, CAROL, CHANNEL_ID, Harness
from tests.harness.fakes import GUILD_ID
from tests.harness.leaks import EVERYONE, audience, readable


@pytest.fixture
async def h(tmp_path: Path) -> AsyncIterator[Harness]:
    harness = Harness(tmp_path / "praetor.sqlite3")
    await harness.start()
    yield harness
    await harness.close()


async def started(h: Harness) -> int:
    """ALICE plays the Papacy (and the Hapsburgs), BOB the Protestants (and England), CAROL
    France (and the Ottomans)."""
    service = h.bot.service
    info = await service.create_game(
        channel_id=CHANNEL_ID, guild_id=GUILD_ID, creator_id=ALICE, players=3, game="his", seed=1
    )
    for user, seat in ((ALICE, "papacy"), (BOB, "protestant"), (CAROL, "france")):
        await service.join(info.id, user, seat)
    await service.start(info.id, ALICE)
    await h.settle()
    return info.id


@pytest.mark.e2e
async def test_the_papacy_enters_its_hand_and_only_it_reads_the_cards(h: Harness) -> None:
    game_id = await started(h)
    replies = await h.slash(ALICE, "his", "hand", cards="65, #70")
    await h.settle()
    assert replies and all(r.ephemeral for r in replies)
    _version, state = await h.bot.service.state(game_id)
    assert state.papal_hand == [5, 6, 65, 70]
    public = "\n".join(readable(m) for m in h.messages.values() if audience(m) is EVERYONE)
    assert "has entered its hand: 4 cards" in public and "#65" not in public


@pytest.mark.e2e
async def test_a_bad_card_list_or_another_powers_units_are_refused_and_change_nothing(
    h: Harness,
) -> None:
    game_id = await started(h)
    version, _ = await h.bot.service.state(game_id)
    refused = await h.slash(ALICE, "his", "hand", cards="sixty-five")
    assert "card numbers" in refused[-1].text
    refused = await h.slash(
        BOB, "his_board", "units", power="hapsburg", space="florence", mercenaries=4
    )
    assert "You do not play Hapsburg" in refused[-1].text
    assert (await h.bot.service.state(game_id))[0] == version


@pytest.mark.e2e
async def test_units_are_entered_by_their_player_and_spaces_suggested_by_name(
    h: Harness,
) -> None:
    game_id = await started(h)
    offered = await h.autocomplete(
        ALICE, "his_board", "units", focused="space", value="flo", power="hapsburg"
    )
    assert [c["value"] for c in offered] == ["florence"]
    await h.slash(ALICE, "his_board", "units", power="hapsburg", space="florence", mercenaries=4)
    await h.settle()
    _version, state = await h.bot.service.state(game_id)
    assert state.stack("florence", "hapsburg").mercenaries == 4
    public = [readable(m) for m in h.messages.values() if audience(m) is EVERYONE]
    assert any("Florence" in text and "4 mercenaries" in text for text in public)


def test_every_kind_of_action_has_a_command() -> None:
    union = typing.get_args(typing.get_args(Action)[0])
    kinds = {typing.get_args(cls.model_fields["kind"].annotation)[0] for cls in union}
    assert kinds == set(COMMANDS)


async def test_every_command_of_the_table_exists_with_its_options(h: Harness) -> None:
    tree = h.bot.tree
    for (group, name), options in COMMANDS.values():
        command = tree.get_command(group)
        assert isinstance(command, app_commands.Group) and group in GROUPS
        sub = command.get_command(name)
        assert isinstance(sub, app_commands.Command), (group, name)
        wanted = (options,) if isinstance(options, str) else options
        assert tuple(p.name for p in sub.parameters) == wanted, (group, name)
        assert sub.description == t(f"cmd.{group}.{name}")
        assert all(p.description != "…" for p in sub.parameters)
    for name in GROUPS:  # nothing outside the table
        group = tree.get_command(name)
        assert isinstance(group, app_commands.Group)
        listed = {path[1] for path, _ in COMMANDS.values() if path[0] == name}
        assert {c.name for c in group.commands} == listed


@pytest.mark.e2e
async def test_a_sack_by_command_and_the_keep_suggested_to_the_sacker_only(h: Harness) -> None:
    """France (CAROL) sacks Rome by command against one Papal regular, the Papal hand
    holding three non-home cards; `/his keep` suggests the two drawn cards to CAROL alone."""
    game_id = await started(h)
    await h.slash(ALICE, "his", "hand", cards="65, 66, 67")
    await h.slash(ALICE, "his_board", "units", power="papacy", space="rome", regulars=1)
    await h.slash(CAROL, "his_board", "units", power="france", space="florence", mercenaries=6)
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "his", "done")
    for user in (CAROL, ALICE, BOB):  # the Ottomans', the Hapsburgs' and England's impulses
        await h.slash(user, "his", "pass")
    await h.slash(CAROL, "his", "sack", player="france", owner="france", space="florence")
    _version, state = await h.bot.service.state(game_id)
    assert state.sack is not None and state.sack.origin == "florence"
    for user in (ALICE, BOB, CAROL):
        await h.slash(user, "his", "done")
    await h.settle()
    _version, state = await h.bot.service.state(game_id)
    assert state.sack is not None and state.sack.step == "keep"  # this seed's dice: sacked
    offered = await h.autocomplete(CAROL, "his", "keep", focused="card")
    assert sorted(c["value"] for c in offered) == sorted(state.sack.drawn)
    assert await h.autocomplete(ALICE, "his", "keep", focused="card") == []
    await h.slash(CAROL, "his", "keep", card=state.sack.drawn[0])
    _version, state = await h.bot.service.state(game_id)
    assert state.sack is None and state.places[95] == "removed"
