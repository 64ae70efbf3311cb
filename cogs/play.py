"""`/turn` and the prompt components: the decisions waiting for a player."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, get_args

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.errors import report
from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import chosen_message, clip, prompt_message, ready_confirmation
from bot.errors import NotAllowed, NotYourSeat, StaleState
from bot.messages import current_locale, t, using_locale
from bot.service import absence, phase_orders
from bot.service.deadlines import phase_of
from bot.service.game_settings import Until
from cogs import ack, cmd_text, game_here, respond, speak_in, suggest
from cogs.actions import done_text

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot
    from bot.service.game_info import GameInfo
    from bot.service.prompts import Prompt

#: an autocomplete value: "<version>:<index>" of a choice in a prompt
CHOICE_VALUE = re.compile(r"(?P<version>\d+):(?P<index>\d+)")


class Play(commands.GroupCog, group_name="turn", group_description=cmd_text("cmd.turn")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    async def _my_prompts(self, interaction: Interaction) -> list[Prompt]:
        info = await game_here(interaction)
        seat = info.seat_of(interaction.user.id)
        if seat is None:
            raise NotYourSeat()
        return await self.bot.service.prompts(info.id, seat)

    @app_commands.command(name="pending", description=cmd_text("cmd.turn.pending"))
    async def pending(self, interaction: Interaction) -> None:
        await ack(interaction, ephemeral=True)
        prompts = await self._my_prompts(interaction)
        if not prompts:
            await respond(interaction, t("ui.game.no_prompts"), ephemeral=True)
        for prompt in prompts:
            await respond(
                interaction, prompt_message(prompt.payload(), user_id=None), ephemeral=True
            )

    @app_commands.command(name="act", description=cmd_text("cmd.turn.act"))
    @app_commands.describe(choice=cmd_text("cmd.turn.act.choice"))
    async def act(self, interaction: Interaction, choice: str) -> None:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        match = CHOICE_VALUE.fullmatch(choice.strip())
        service, user = self.bot.service, interaction.user.id
        done = t("ui.game.done")
        if match:
            version, index = int(match["version"]), int(match["index"])
            labels = {
                (p.version, c.index): c.label
                for p in await self._my_prompts(interaction)
                for c in p.choices
            }
            result = await service.choose(info.id, user, version, index)
            if (version, index) in labels:  # what was done, said back
                done = t("ui.game.done_choice", label=labels[version, index])
        else:
            result = await service.submit(info.id, user, {"kind": choice.strip()})
            done = done_text(result)
        await respond(interaction, done, ephemeral=True)
        for prompt in result.continuing:
            await respond(
                interaction, prompt_message(prompt.payload(), user_id=None), ephemeral=True
            )

    @app_commands.command(name="ready", description=cmd_text("cmd.turn.ready"))
    async def ready(self, interaction: Interaction) -> None:
        """Done for this phase: every decision of the caller's still open in the phase
        takes its default or standing order; the reply says what was played."""
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        played = await self.bot.service.ready(info.id, interaction.user.id)
        text = t("ui.ready.done", count=len(played), played="\n".join(f"• {p}" for p in played))
        await respond(interaction, clip(text, CONTENT_LIMIT), ephemeral=True)

    @app_commands.command(name="orders", description=cmd_text("cmd.turn.orders"))
    @app_commands.describe(
        votes=cmd_text("cmd.turn.orders.votes"),
        others=cmd_text("cmd.turn.orders.others"),
        topic=cmd_text("cmd.turn.orders.topic"),
        topic_votes=cmd_text("cmd.turn.orders.topic_votes"),
        until=cmd_text("cmd.turn.orders.until"),
    )
    @app_commands.choices(
        until=[
            app_commands.Choice(name=cmd_text(f"ui.orders.until.{u}"), value=u)
            for u in get_args(Until)
        ]
    )
    async def orders(
        self,
        interaction: Interaction,
        votes: str | None = None,
        others: str | None = None,
        topic: str | None = None,
        topic_votes: str | None = None,
        until: Until = "phase",
    ) -> None:
        """Answering ahead: standing orders for the rest of the phase (or turn), made the
        moment a decision they answer opens; with no order, the orders the caller plays by
        now."""
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        if (topic is None) != (topic_votes is None):
            raise NotAllowed("orders_topic_alone")
        changes = {
            key: order.strip()
            for key, order in (("vote", votes), ("quick", others), (topic, topic_votes))
            if key is not None and order is not None
        }
        service, user = self.bot.service, interaction.user.id
        if changes:
            await phase_orders.leave_orders(service, info.id, user, changes, until)
        now, lasting = await phase_orders.orders_now(service, info.id, user)
        text = phase_orders.describe(now, lasting)
        await respond(interaction, clip(text, CONTENT_LIMIT), ephemeral=True)

    @orders.autocomplete("votes")
    @orders.autocomplete("topic_votes")
    async def vote_orders(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await game_here(interaction)
        except Exception:
            return []
        mine = info.seat_of(interaction.user.id)
        values = [*absence.VOTE_ORDERS, *absence.ORDERS, phase_orders.ASK]
        values += [f"{absence.WITH}{s.seat}" for s in info.seats if s.seat != mine]
        return suggest(((phase_orders.order_name(v), v) for v in values), current)

    @orders.autocomplete("others")
    async def other_orders(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        values = [*absence.ORDERS, phase_orders.ASK]
        return suggest(((phase_orders.order_name(v), v) for v in values), current)

    @orders.autocomplete("topic")
    async def topics(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await game_here(interaction)
        except Exception:
            return []
        keys = [k for k in phase_orders.order_keys(info) if k.startswith(absence.TOPIC)]
        return suggest(((phase_orders.key_name(k), k) for k in keys), current)

    @act.autocomplete("choice")
    async def legal_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            prompts = await self._my_prompts(interaction)
        except Exception:
            return []
        current = current.lower()
        return [
            app_commands.Choice(name=clip(c.label, 100), value=f"{p.version}:{c.index}")
            for p in prompts
            for c in p.choices
            if current in c.label.lower()
        ][:25]

    async def on_choice(
        self,
        interaction: Interaction,
        game_id: int,
        version: int,
        seat: str,
        index: int,
        digest: str | None,
        label: str,
    ) -> None:
        """A click on a prompt button or select (see `bot.discord.render.ChoiceButton`)."""
        interaction.extras["game_id"] = game_id
        try:
            await interaction.response.defer()
            info = await self.bot.service.info(game_id)
        except Exception as exc:
            await speak_in(interaction, game_id)
            await report(interaction, exc)
            return
        await speak_in(interaction, info)
        try:
            await self._check_origin(interaction, info)
            result = await self.bot.service.choose(
                game_id, interaction.user.id, version, index, seat=seat, digest=digest
            )
            original = interaction.message.content if interaction.message else ""
            continuing = [p.payload() for p in result.continuing]
            # a prompt with private choices is never shown where everyone reads
            hidden = [p for p in continuing if p.private] if _read_by_all(interaction) else []
            shown = [p for p in continuing if p not in hidden]
            # the channel's message speaks the game's language, one read alone the user's
            where = _game_locale(info) if _read_by_all(interaction) else None
            with using_locale(where or current_locale()):
                edited = chosen_message(original, interaction.user.id, label, shown)
            await interaction.edit_original_response(content=edited.content, view=edited.view)
            for payload in hidden:
                await respond(interaction, prompt_message(payload, user_id=None), ephemeral=True)
        except Exception as exc:
            await report(interaction, exc)

    async def _check_origin(self, interaction: Interaction, info: GameInfo) -> None:
        """A prompt's component counts only where the game puts its prompts:
        the game's channel, the player's direct messages (always their own) or the
        player's private thread of that game. A custom_id copied anywhere else is
        refused before anything is changed."""
        game_id = info.id
        here = interaction.channel_id
        if here is not None and here == info.channel_id:
            return
        if interaction.guild_id is None and isinstance(interaction.channel, discord.DMChannel):
            return
        thread = await self.bot.storage.private_thread(game_id, interaction.user.id)
        if here is not None and here == thread:
            return
        raise NotAllowed("wrong_channel")

    async def on_page(self, interaction: Interaction, game_id: int, seat: str, page: int) -> None:
        """A page button of a prompt with more than 25 choices (see
        `bot.discord.render.PageButton`): the prompt is shown again, current, at `page`."""
        interaction.extras["game_id"] = game_id
        await speak_in(interaction, game_id)
        try:
            await interaction.response.defer()
            await self._check_origin(interaction, await self.bot.service.info(game_id))
            info = await self.bot.service.info(game_id)
            if info.seat_of(interaction.user.id) != seat:
                raise NotYourSeat("not_your_decision")
            prompts = await self.bot.service.prompts(game_id, seat)
            if not prompts:
                raise StaleState()
            payload = prompts[0].payload()
            user = None if payload.private else interaction.user.id
            shown = prompt_message(payload, user_id=user, page=page)
            if payload.private and _read_by_all(interaction):
                await respond(interaction, shown, ephemeral=True)
                return
            await interaction.edit_original_response(content=shown.content, view=shown.view)
        except Exception as exc:
            await report(interaction, exc)

    async def on_ready(self, interaction: Interaction, game_id: int, seat: str) -> None:
        """ "Ready" on a prompt (see `bot.discord.render.ReadyButton`): the seat's player is
        asked, privately, to confirm that they are done for the phase."""
        interaction.extras["game_id"] = game_id
        await speak_in(interaction, game_id)
        try:
            await ack(interaction, ephemeral=True)
            await self._check_origin(interaction, await self.bot.service.info(game_id))
            service = self.bot.service
            info = await service.info(game_id)
            if info.seat_of(interaction.user.id) != seat:
                raise NotYourSeat("not_your_decision")
            prompts = await service.prompts(game_id, seat)
            if not prompts:
                raise NotAllowed("ready_nothing_open")
            phase = phase_of((await service.state(game_id))[1])
            asked = ready_confirmation(game_id, seat, phase, len(prompts))
            await respond(interaction, asked, ephemeral=True)
        except Exception as exc:
            await report(interaction, exc)

    async def on_order(self, interaction: Interaction, game_id: int, seat: str, order: str) -> None:
        """A way to vote picked on a vote's prompt (see `bot.discord.render.OrderSelect`):
        the standing order for every vote of the rest of the phase, this one included."""
        interaction.extras["game_id"] = game_id
        await speak_in(interaction, game_id)
        try:
            await ack(interaction, ephemeral=True)
            await self._check_origin(interaction, await self.bot.service.info(game_id))
            service, user = self.bot.service, interaction.user.id
            if (await service.info(game_id)).seat_of(user) != seat:
                raise NotYourSeat("not_your_decision")
            await phase_orders.leave_orders(service, game_id, user, {"vote": order})
            now, lasting = await phase_orders.orders_now(service, game_id, user)
            text = phase_orders.describe(now, lasting)
            await respond(interaction, clip(text, CONTENT_LIMIT), ephemeral=True)
        except Exception as exc:
            await report(interaction, exc)

    async def on_ready_confirmed(
        self, interaction: Interaction, game_id: int, seat: str, phase: str | None
    ) -> None:
        """The confirmation of "Ready": what `/turn ready` does, in the phase it was asked
        in only; the confirmation is replaced by what was played."""
        interaction.extras["game_id"] = game_id
        await speak_in(interaction, game_id)
        try:
            await interaction.response.defer()
            await self._check_origin(interaction, await self.bot.service.info(game_id))
            info = await self.bot.service.info(game_id)
            if info.seat_of(interaction.user.id) != seat:
                raise NotYourSeat("not_your_decision")
            played = await self.bot.service.ready(game_id, interaction.user.id, phase)
            text = t("ui.ready.done", count=len(played), played="\n".join(f"• {p}" for p in played))
            await interaction.edit_original_response(content=clip(text, CONTENT_LIMIT), view=None)
        except Exception as exc:
            await report(interaction, exc)


def _game_locale(info: GameInfo) -> str | None:
    """The game's language, as read with `info` (the service reads it with every game)."""
    return info.settings.locale if info.settings is not None else None


def _read_by_all(interaction: Interaction) -> bool:
    """Whether the message clicked is one everyone reads: in a guild channel, not in a
    DM, a private thread (the DM fallback) or an ephemeral reply."""
    if interaction.guild_id is None:
        return False
    channel = interaction.channel
    if isinstance(channel, discord.Thread) and channel.type == discord.ChannelType.private_thread:
        return False
    message = interaction.message
    return not (message is not None and message.flags.ephemeral)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Play(bot))
