"""`/combat …`: the decisions of the Combat Phase [1.10] by command (battles themselves are
rolled by the bot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from cogs import cmd_text
from cogs.actions import act_fields, act_pick, complete, suggest_pick

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


CLEOPATRA = ("play_cleopatra",)


class Combat(commands.GroupCog, group_name="combat", group_description=cmd_text("cmd.combat")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="ransom", description=cmd_text("cmd.combat.ransom"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("pay_ransom", "senator"))
    async def ransom(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "pay_ransom", senator=senator)

    @app_commands.command(name="attack", description=cmd_text("cmd.combat.attack"))
    @app_commands.describe(war=cmd_text("cmd.opt.war"))
    @app_commands.autocomplete(**complete("attack_war", "war"))
    async def attack(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "attack_war", war=war)

    @app_commands.command(name="veterans", description=cmd_text("cmd.combat.veterans"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("order_veterans_back", "senator"))
    async def veterans(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "order_veterans_back", senator=senator)

    @app_commands.command(name="cleopatra", description=cmd_text("cmd.combat.cleopatra"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(CLEOPATRA))
    async def cleopatra(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, CLEOPATRA, choice)

    @app_commands.command(name="proscription", description=cmd_text("cmd.combat.proscription"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"))
    @app_commands.autocomplete(**complete("play_proscription", "card"))
    async def proscription(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_proscription", card=card)

    @app_commands.command(name="gabinian", description=cmd_text("cmd.combat.gabinian"))
    @app_commands.describe(
        commander=cmd_text("cmd.opt.commander"),
        legions=cmd_text("cmd.opt.legions"),
        fleets=cmd_text("cmd.opt.fleets"),
    )
    @app_commands.autocomplete(**complete("gabinian_recruit", "commander", "legions", "fleets"))
    async def gabinian(
        self, interaction: Interaction, commander: str, legions: int = 0, fleets: int = 0
    ) -> None:
        await act_fields(
            interaction, "gabinian_recruit", commander=commander, legions=legions, fleets=fleets
        )

    @app_commands.command(name="done", description=cmd_text("cmd.combat.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Combat(bot))
