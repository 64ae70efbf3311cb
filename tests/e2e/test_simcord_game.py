"""A short game through the real bot in SimCord (a Discord simulator we do not write):
discord.py's own gateway parsing, command tree, DynamicItem dispatch and REST calls, with
only Discord itself simulated (see conftest.py).

ALICE opens an Early Republic game for four factions limited to one turn, with sealed
ballots; ALICE, BOB and CAROL join, a computer player takes the fourth seat,
and ALICE starts it. Hands go by DM, except to CAROL, whose DMs are closed: hers come to a
private thread in the game channel. Every decision of the users is made as a player
would: mostly by clicking the prompt's button or select where it was posted (channel, DM
or thread), now and then by `/turn act` with the value its autocomplete offers, ALICE's
Faction Leader by `/faction leader` and her ballot by `/senate vote`. Each user plays the
choice the `basic` computer player would make in their place. In the Senate's first
sealed ballot, after some ballots are in, the bot restarts on the same database and BOB
clicks the ballot prompt he got before the restart. The game is played to its end with
no error: SimCord's `check_errors` (anything the bot raised, even swallowed), and no
ERROR record from our loggers or discord.py's.

Simulator gaps, worked around here:
- SimCord answers a followup to an interaction whose deferred public reply was deleted
  with 404; Discord posts it as a new message. The refusal of a public command (the bot
  deletes its public "thinking…" reply and answers ephemerally) is therefore checked on
  the request the bot made (`env.http_requests`), not on a stored message.
"""

from __future__ import annotations

import json
import logging
from collections import Counter
from collections.abc import Callable
from typing import Any

import discord
import pytest
import simcord

from bot.discord.render import hand_embed, seat_name
from bot.errors import NotAllowed
from bot.games import get_game
from bot.games.ror import ai
from bot.messages import t
from tests.e2e.conftest import Table

pytestmark = pytest.mark.e2e

ror = get_game("ror")
MAX_STEPS = 400
#: every how many decisions a user types `/turn act` instead of clicking
BY_COMMAND_EVERY = 4
#: how the sealed ballot's tally and a faction's own recorded ballot begin
TALLY = t("event.vote_tally", yes="\0", no="", rule="").split("\0")[0]
RECORDED = t("event.ballot_recorded", yes="\0", no="", rule="").split("\0")[0]
#: how the private narrations of a hand and of a card drawn begin
HAND = t("event.hand_dealt", cards="\0", rule="").split("\0")[0]
DRAWN = t("event.card_drawn", name="\0", rule="").split("\0")[0]


def components(message: discord.Message) -> list[discord.Component]:
    out: list[discord.Component] = []
    for row in message.components:
        out.extend(getattr(row, "children", [row]))
    return out


def prompt_ids(message: discord.Message, game_id: int, seat: str) -> list[str]:
    """The custom ids of `seat`'s prompt components on `message`, in game `game_id`."""
    out = []
    for c in components(message):
        cid = getattr(c, "custom_id", None) or ""
        parts = cid.split(":")
        prompt = len(parts) >= 5 and parts[:2] in (["praetor", "c"], ["praetor", "s"])
        if prompt and parts[2] == str(game_id) and parts[4] == seat:
            out.append(cid)
    return out


def replies(result: simcord.InteractionResult) -> list[str]:
    """The messages answering an interaction: its reply (a deferred reply is completed by
    the first followup), then the other followups."""
    first = [result.response] if result.response is not None else []
    return [m.content for m in first + result.followups]


def texts(message: discord.Message) -> str:
    """Everything a reader sees of a message: its content and its embeds."""
    parts = [message.content or ""]
    for e in message.embeds:
        parts += [e.title or "", e.description or ""]
        parts += [f"{f.name}\n{f.value}" for f in e.fields]
    return "\n".join(parts)


class Game:
    """The test's view of the table: where each user's messages are."""

    def __init__(self, table: Table, game_id: int, channel: simcord.ChannelHandle) -> None:
        self.table = table
        self.game_id = game_id
        self.channel = channel
        self.members = {m.id: m for m in (table.alice, table.bob, table.carol)}
        #: the components clicked: ("button"|"select", "channel"|"thread"|"dm")
        self.used: Counter[tuple[str, str]] = Counter()

    def places(self, member: simcord.MemberActor) -> list[tuple[str, simcord.ChannelHandle]]:
        """Where `member` reads the bot: the game channel, private threads, their DMs."""
        out = [("guild", self.channel)]
        out += [("guild", thread) for thread in self.channel.threads]
        out.append(("dm", member.user.dm_channel))
        return out

    def prompt_message(
        self, member: simcord.MemberActor, seat: str
    ) -> tuple[str, discord.Message] | None:
        """The newest message carrying a prompt of `seat` that `member` can read."""
        best: tuple[str, discord.Message] | None = None
        for where, channel in self.places(member):
            viewer = member if where == "guild" else None
            try:
                history = channel.history(viewer=viewer)
            except simcord.SetupError:
                continue  # another player's private thread
            for message in history:
                if prompt_ids(message, self.game_id, seat) and (
                    best is None or message.id > best[1].id
                ):
                    best = (where, message)
        return best

    def message_now(
        self, member: simcord.MemberActor, where: str, message: discord.Message
    ) -> discord.Message | None:
        """`message` as `member` reads it now (after the bot's edits)."""
        for place, channel in self.places(member):
            if place == where:
                viewer = member if where == "guild" else None
                try:
                    history = channel.history(viewer=viewer)
                except simcord.SetupError:
                    continue
                for now in history:
                    if now.id == message.id:
                        return now
        return None

    async def click(
        self, member: simcord.MemberActor, where: str, message: discord.Message, index: int
    ) -> simcord.InteractionResult | None:
        """Choose choice `index` on a prompt message: its button, or its select's option.
        None when the message does not show it (a choice on another page of a select)."""
        actor: Any = member.user if where == "dm" else member
        place = "dm" if where == "dm" else "channel"
        if where != "dm" and message.channel.id != self.channel.id:
            place = "thread"
        for c in components(message):
            cid = getattr(c, "custom_id", None) or ""
            if cid.startswith("praetor:c:") and cid.rsplit(":", 1)[1].split(".")[0] == str(index):
                self.used["button", place] += 1
                return await actor.click(message, custom_id=cid)
            if cid.startswith("praetor:s:"):
                for option in getattr(c, "options", []):
                    if option.value.split(".")[0] == str(index):
                        self.used["select", place] += 1
                        return await actor.select(message, [option.value], custom_id=cid)
        return None


def pick(prompt: Any, state: Any) -> int:
    """The choice the `basic` computer player would make in the user's place; else the
    engine's default when offered; else the first."""
    player = ai.player_for("basic", f"user:{prompt.version}:{prompt.seat}")
    wanted = player.choose(ror, state, prompt.seat).model_dump(mode="json")
    for target in (wanted, prompt.decision.default):
        for c in prompt.choices:
            if c.action == target:
                return int(c.index)
    return 0


async def open_game(table: Table) -> Game:
    """ALICE opens a one-turn game for four; three users and a computer player sit; BOB
    may not start it (he did not open it); ALICE does."""
    env, channel, alice, bob = table.env, table.channel, table.alice, table.bob
    created = await alice.slash(channel, "game create", players=4, turn_limit=1, ballot="sealed")
    assert created.response is not None and not created.ephemeral
    for member in (alice, bob, table.carol):
        joined = await member.slash(channel, "game join")
        assert joined.response is not None and member.mention in joined.response.content
    added = await alice.slash(channel, "game bot")
    assert added.response is not None and "4/4" in added.response.content

    before = len(env.http_requests)
    with table.refused(NotAllowed):
        refused = await bob.slash(channel, "game start")
    assert refused.response is None, "the public 'thinking…' reply of a refusal is deleted"
    sent = [json.dumps(r.json) for r in env.http_requests[before:] if r.method == "POST"]
    assert any(t("error.creator_only") in s and '"flags": 64' in s for s in sent), sent

    started = await alice.slash(channel, "game start")
    assert started.response is not None and not started.ephemeral
    info = await table.bot.service.game_in_channel(channel.id)
    assert info.status == "active" and info.options["ballot"] == "sealed"
    return Game(table, info.id, channel)


async def check_hands(game: Game) -> None:
    """ALICE's and BOB's hands came by DM, CAROL's to her private thread (one notice in
    the channel says so); the channel shows no hand."""
    table, channel, carol = game.table, game.table.channel, game.table.carol
    service = table.bot.service
    info = await service.info(game.game_id)
    public = "\n".join(texts(m) for m in table.public_history(channel))
    for member in (table.alice, table.bob, carol):
        seat = info.seat_of(member.id)
        assert seat is not None
        view = await service.view(info.id, member.id)
        expected = hand_embed(view.model_dump(mode="json"), seat).to_dict()
        cards = expected["fields"][0]["value"]
        if member is carol:
            assert carol.user.dm_channel.history() == []
            (thread,) = table.threads(channel, private=True)
            thread.history(viewer=carol)  # she was added to it
            with pytest.raises(simcord.SetupError):
                thread.history(viewer=table.alice)  # private: ALICE cannot read it
            private = thread.history()
        else:
            private = member.user.dm_channel.history()
        hands = [e.to_dict() for m in private for e in m.embeds if e.title == expected["title"]]
        assert hands and hands[0]["fields"][0]["value"] == cards
        assert expected["title"] not in public and cards not in public
        # the hand comes once, as the hand: not again as the setup's narration
        assert not [m.content for m in private if m.content.startswith(HAND)]
    notice = t("ui.dm_closed", user=carol.mention)
    assert [m.content for m in channel.history()].count(notice) == 1


async def ask_around(game: Game) -> None:
    """A hand, a faction, the rule of a prompt: only the asker sees the answer (CAROL
    asks in her private thread too); the board and its picture: everyone."""
    table = game.table
    channel, alice, bob, carol = table.channel, table.alice, table.bob, table.carol
    info = await table.bot.service.info(game.game_id)
    carols, bobs = seat_name(info.seat_of(carol.id)), seat_name(info.seat_of(bob.id))
    (thread,) = table.threads(channel, private=True)
    asked = await carol.slash(thread, "faction view")
    assert asked.ephemeral and asked.response is not None
    assert asked.response.embeds[0].title == t("ui.faction.title", seat=carols)
    asked = await carol.slash(channel, "game hand")
    assert asked.ephemeral and asked.response is not None
    assert [e.title for e in asked.response.embeds] == [t("ui.hand.title", seat=carols)]
    asked = await bob.slash(channel, "faction view")
    assert asked.ephemeral and asked.response is not None
    assert asked.response.embeds[0].title == t("ui.faction.title", seat=bobs)
    asked = await alice.slash(channel, "why")
    assert asked.ephemeral and replies(asked)
    asked = await alice.slash(channel, "game status")
    assert not asked.ephemeral and asked.response is not None and asked.response.embeds
    asked = await bob.slash(channel, "game board")
    assert not asked.ephemeral and asked.response is not None
    assert [a.filename[-4:] for a in asked.response.attachments] == [".png"]


class Players:
    """The users' play, decision after decision, until the game ends."""

    def __init__(self, game: Game, info: Any) -> None:
        self.game = game
        self.table = game.table
        self.alice_seat = info.seat_of(self.table.alice.id)
        self.bob_seat = info.seat_of(self.table.bob.id)
        self.carol_seat = info.seat_of(self.table.carol.id)
        self.by_seat = {info.seat_of(m.id): m for m in game.members.values()}
        self.ballot_opened: int | None = None  # the last channel message before it
        self.restarted = self.stale_clicked = False
        self.clicks = 0
        self.typed: Counter[str] = Counter()  # commands typed: in the channel, a thread

    async def play(self) -> Any:
        for _ in range(MAX_STEPS):
            service = self.table.bot.service
            info = await service.info(self.game.game_id)
            if info.status != "active":
                return info
            prompts = await service.prompts(self.game.game_id)
            assert prompts, "a running game waits on someone"
            user = info.user_of(prompts[0].seat)
            assert user is not None, "computer players never keep the game waiting"
            member = self.game.members[user]
            assert not (self.restarted and member is self.table.bob), "BOB is away"
            _version, state = await service.state(self.game.game_id)
            ballots = {p.seat: p for p in prompts if p.decision.kind == "senate_ballot"}
            if prompts[0].decision.kind == "choose_faction_leader" and member is self.table.alice:
                await self.leader_by_command(prompts[0], state)
            elif ballots and not self.restarted:
                await self.sealed_ballot(ballots, state)
            else:
                await self.answer(member, prompts[0], state)
        pytest.fail("the game did not end")

    async def leader_by_command(self, prompt: Any, state: Any) -> None:
        alice, channel = self.table.alice, self.table.channel
        senator = prompt.choices[pick(prompt, state)].action["senator"]
        offered = await alice.autocomplete(channel, "faction leader", "senator", "")
        assert senator in [c["value"] for c in offered]
        done = await alice.slash(channel, "faction leader", senator=senator)
        # what was done, in the words of the move's events, not a bare "Done."
        said = replies(done)[0]
        assert done.ephemeral and said.startswith(t("ui.game.did", events=""))
        self.typed["channel"] += 1

    async def sealed_ballot(self, ballots: dict[str, Any], state: Any) -> None:
        """The first sealed ballot: ALICE votes by command, CAROL by clicking in her
        thread; then the bot restarts and BOB clicks the ballot prompt he got before, and
        leaves standing orders for the rest of the game."""
        table, channel = self.table, self.table.channel
        alice, bob = table.alice, table.bob
        for seat in ballots:  # every ballot prompt is private
            found = self.game.prompt_message(self.by_seat[seat], seat)
            assert found is not None
            where, message = found
            assert where == "dm" or message.channel.id != channel.id
        if self.ballot_opened is None:
            self.ballot_opened = table.public_history(channel)[-1].id
        if self.alice_seat in ballots:
            ballot = ballots[self.alice_seat]
            choice = ballot.choices[pick(ballot, state)]
            offered = await alice.autocomplete(channel, "senate vote", "ballot", "")
            value = f"{choice.index}.{choice.digest}"
            assert value in [c["value"] for c in offered]
            done = await alice.slash(channel, "senate vote", ballot=value)
            said = replies(done)[0]
            assert done.ephemeral and said.startswith(t("ui.game.did", events=""))
            self.typed["channel"] += 1
            return
        if self.carol_seat in ballots:
            await self.answer(table.carol, ballots[self.carol_seat], state, click=True)
            return
        assert set(ballots) == {self.bob_seat}
        # sealed: nothing of the ballots cast so far was posted in the channel
        since = [texts(m) for m in table.public_history(channel) if m.id > self.ballot_opened]
        assert not any(TALLY in text for text in since), since
        assert [m for m in alice.user.dm_channel.history() if RECORDED in m.content]
        old = self.game.prompt_message(bob, self.bob_seat)
        assert old is not None
        await table.restart()
        self.restarted = True
        clicked = await self.game.click(bob, *old, pick(ballots[self.bob_seat], state))
        assert clicked is not None and clicked.response is not None and not clicked.followups
        # the prompt shows his choice (as delivery closed it), without its buttons
        assert "\n✅ " in clicked.response.content and not clicked.response.components
        self.clicks += 1
        left = await table.bot.service.prompts(self.game.game_id, self.bob_seat)
        assert "senate_ballot" not in [p.decision.kind for p in left], "BOB's ballot counts"
        public = table.public_history(channel)
        assert any(TALLY in texts(m) for m in public if m.id > self.ballot_opened)
        away = await bob.slash(channel, "faction away", votes="computer", other="computer")
        done = t("ui.away.done", seat=seat_name(self.bob_seat))
        assert away.ephemeral and replies(away) == [done]

    async def answer(
        self, member: simcord.MemberActor, prompt: Any, state: Any, *, click: bool = False
    ) -> None:
        """A click on the prompt where it was posted; every few decisions (and when the
        prompt is nowhere to be clicked) `/turn act` with the value its autocomplete
        offers, typed by CAROL in her thread; the prompt answered by command loses its
        buttons and says how it was decided."""
        index = pick(prompt, state)
        found = self.game.prompt_message(member, prompt.seat)
        done_so_far = self.clicks + sum(self.typed.values())
        by_command = not click and done_so_far % BY_COMMAND_EVERY == BY_COMMAND_EVERY - 1
        if not by_command and found and await self.game.click(member, *found, index):
            self.clicks += 1
            return
        assert not click, "the prompt is there to be clicked"
        channel = self.table.channel
        mine = self.table.threads(channel, private=True)
        here = mine[0] if member is self.table.carol else channel
        value = f"{prompt.version}:{index}"
        offered = await member.autocomplete(here, "turn act", "choice", "")
        assert value in [c["value"] for c in offered] or index >= 25
        done = await member.slash(here, "turn act", choice=value)
        said = t("ui.game.done_choice", label=prompt.choices[index].label)
        assert done.ephemeral and replies(done)[0] == said  # what was done, said back
        self.typed["thread" if here is not channel else "channel"] += 1
        if found and not self.stale_clicked:
            self.stale_clicked = True
            # the prompt answered by command says how it was decided and shows no
            # buttons any more: nothing stale is left to click
            now = self.game.message_now(member, *found)
            assert now is not None and not components(now)
            assert t("ui.prompt.closed.chosen", label="\0").split("\0")[0] in now.content


async def test_a_short_game_through_simcord(
    table: Table, logged_errors: Callable[[], list[logging.LogRecord]]
) -> None:
    table.close_dms(table.carol)
    game = await open_game(table)
    await check_hands(game)
    await ask_around(game)

    players = Players(game, await table.bot.service.info(game.game_id))
    info = await players.play()

    assert info.status == "finished"
    channel = table.channel
    assert channel.history()[-1].content == t("ui.finished")
    assert players.restarted and players.stale_clicked
    # the users answered where the prompts were posted, by button and by select, and by
    # command in the channel and in CAROL's thread
    for place in ("channel", "dm", "thread"):
        assert game.used["button", place] + game.used["select", place] > 0, game.used
    assert game.used["select", "channel"] > 0, game.used
    assert players.typed["channel"] > 0 and players.typed["thread"] > 0, players.typed
    # what was told privately (hands, cards drawn, ballots) was never said in the channel
    public = "\n".join(texts(m) for m in table.public_history(channel))
    said = [m.content for _, c in game.places(table.alice)[1:] for m in c.history()]
    said += [m.content for m in table.bob.user.dm_channel.history()]
    told = [text for text in said if text.startswith((HAND, DRAWN, RECORDED))]
    assert told and not [text for text in told if text in public]
    assert logged_errors() == []
    table.assert_no_errors()
