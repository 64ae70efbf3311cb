"""`/revolution …`: the Revolution Phase's actions [1.11] by command."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from cogs import cmd_text
from cogs.actions import act_fields, act_pick, complete, suggest_pick

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

ANSWER = ("answer_offer",)
SIDE = ("choose_side",)
GOVERNOR_REVOLT = ("governor_revolt",)


class Revolution(
    commands.GroupCog, group_name="revolution", group_description=cmd_text("cmd.revolution")
):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="offer", description=cmd_text("cmd.revolution.offer"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"), to=cmd_text("cmd.opt.faction"))
    @app_commands.autocomplete(**complete("offer_card", "card", "to"))
    async def offer(self, interaction: Interaction, card: str, to: str) -> None:
        await act_fields(interaction, "offer_card", card=card, to=to)

    @app_commands.command(name="answer", description=cmd_text("cmd.revolution.answer"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(ANSWER))
    async def answer(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, ANSWER, choice)

    @app_commands.command(name="discard", description=cmd_text("cmd.revolution.discard"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"))
    @app_commands.autocomplete(**complete("discard_card", "card"))
    async def discard(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "discard_card", card=card)

    @app_commands.command(name="loyalty", description=cmd_text("cmd.revolution.loyalty"))
    @app_commands.describe(talents=cmd_text("cmd.opt.talents"))
    @app_commands.autocomplete(**complete("roll_loyalty", "talents"))
    async def loyalty(self, interaction: Interaction, talents: int = 0) -> None:
        await act_fields(interaction, "roll_loyalty", talents=talents)

    @app_commands.command(name="declare", description=cmd_text("cmd.revolution.declare"))
    async def declare(self, interaction: Interaction) -> None:
        await act_fields(interaction, "declare_revolt")

    @app_commands.command(name="lay_down", description=cmd_text("cmd.revolution.lay_down"))
    async def lay_down(self, interaction: Interaction) -> None:
        await act_fields(interaction, "lay_down_command")

    @app_commands.command(name="move_on", description=cmd_text("cmd.revolution.move_on"))
    @app_commands.describe(war=cmd_text("cmd.opt.war"))
    @app_commands.autocomplete(**complete("move_on_to_war", "war"))
    async def move_on(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "move_on_to_war", war=war)

    @app_commands.command(name="side", description=cmd_text("cmd.revolution.side"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(SIDE))
    async def side(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, SIDE, choice)

    @app_commands.command(name="disband", description=cmd_text("cmd.revolution.disband"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), count=cmd_text("cmd.opt.count"))
    @app_commands.autocomplete(**complete("disband_veterans", "senator", "count"))
    async def disband(self, interaction: Interaction, senator: str, count: int = 1) -> None:
        await act_fields(interaction, "disband_veterans", senator=senator, count=count)

    @app_commands.command(name="governor", description=cmd_text("cmd.revolution.governor"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(GOVERNOR_REVOLT))
    async def governor(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, GOVERNOR_REVOLT, choice)

    @app_commands.command(name="done", description=cmd_text("cmd.revolution.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Revolution(bot))
