"""`/why`: the rule behind the caller's current prompt, with its number."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from bot.discord.views import why_text
from cogs import ack, cmd_text, respond
from cogs.actions import standing_of

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


@app_commands.guild_only()
class Why(commands.Cog):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot

    @app_commands.command(name="why", description=cmd_text("cmd.why"))
    async def why(self, interaction: Interaction) -> None:
        await ack(interaction, ephemeral=True)
        standing = await standing_of(interaction)
        waiting = list(dict.fromkeys(p.seat for p in getattr(standing.view, "pending", [])))
        text = why_text([p.payload() for p in standing.prompts], waiting)
        await respond(interaction, text, ephemeral=True)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Why(bot))
