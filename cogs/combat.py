"""`/combat …`: the decisions of the Combat Phase [1.10] by command (battles themselves are
rolled by the bot)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from cogs import cmd_text
from cogs.actions import act_fields, complete

if TYPE_CHECKING:
    from bot.client import PraetorBot

Interaction = discord.Interaction[Any]


class Combat(commands.GroupCog, group_name="combat", group_description=cmd_text("cmd.combat")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="ransom", description=cmd_text("cmd.combat.ransom"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("pay_ransom", "senator"))
    async def ransom(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "pay_ransom", senator=senator)

    @app_commands.command(name="done", description=cmd_text("cmd.combat.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Combat(bot))
