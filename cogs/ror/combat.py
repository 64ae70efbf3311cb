"""`/combat …`: the decisions of the Combat Phase [1.10] by command (battles themselves are
rolled by the bot)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.games.ror import commands as table
from cogs import cmd_text
from cogs.actions import act_fields, act_pick, action_command

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


CLEOPATRA = ("play_cleopatra",)


class Combat(commands.GroupCog, group_name="combat", group_description=cmd_text("cmd.combat")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @action_command(table, "pay_ransom")
    async def ransom(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "pay_ransom", senator=senator)

    @action_command(table, "attack_war")
    async def attack(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "attack_war", war=war)

    @action_command(table, "order_veterans_back")
    async def veterans(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "order_veterans_back", senator=senator)

    @action_command(table, "play_cleopatra")
    async def cleopatra(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, CLEOPATRA, choice)

    @action_command(table, "play_proscription")
    async def proscription(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_proscription", card=card)

    @action_command(table, "gabinian_recruit")
    async def gabinian(
        self, interaction: Interaction, commander: str, legions: int = 0, fleets: int = 0
    ) -> None:
        await act_fields(
            interaction, "gabinian_recruit", commander=commander, legions=legions, fleets=fleets
        )

    @action_command(table, "done", group="combat")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Combat(bot))
