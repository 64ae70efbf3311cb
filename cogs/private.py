"""`/private mine|game`: where a game's private messages go (hands, private prompts, what
only a faction is told): by direct message, or to a private thread of the player in the
game's channel (`bot.service.private_place`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from bot.messages import t
from bot.service.private_place import PLACES
from cogs import ack, cmd_text, game_here, respond
from cogs.gm import has_gm_role

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

WHERE = [app_commands.Choice(name=cmd_text(f"cmd.private.{p}"), value=p) for p in PLACES]


@app_commands.guild_only()
class PrivatePlace(
    commands.GroupCog, group_name="private", group_description=cmd_text("cmd.private")
):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="mine", description=cmd_text("cmd.private.mine"))
    @app_commands.describe(where=cmd_text("cmd.private.where"))
    @app_commands.choices(where=WHERE)
    async def mine(self, interaction: Interaction, where: str) -> None:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        place = await self.bot.service.set_private_place(
            info.id, interaction.user.id, where, whole_game=False
        )
        await respond(interaction, t(f"ui.private.mine_{place}"), ephemeral=True)

    @app_commands.command(name="game", description=cmd_text("cmd.private.game"))
    @app_commands.describe(where=cmd_text("cmd.private.where"))
    @app_commands.choices(where=WHERE)
    async def game(self, interaction: Interaction, where: str) -> None:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        await self.bot.service.set_private_place(
            info.id, interaction.user.id, where, whole_game=True, has_role=has_gm_role(interaction)
        )
        await respond(interaction, t("ui.gm.ok"), ephemeral=True)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(PrivatePlace(bot))
