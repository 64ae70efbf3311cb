"""`/forum …`: the Forum Phase's actions [1.07] by command, each option suggested from the
caller's legal actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.games.ror import commands as table
from cogs import cmd_text
from cogs.actions import act_fields, action_command

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


class Forum(commands.GroupCog, group_name="forum", group_description=cmd_text("cmd.forum")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @action_command(table, "bid_initiative")
    async def bid(self, interaction: Interaction, senator: str, amount: int) -> None:
        await act_fields(interaction, "bid_initiative", senator=senator, amount=amount)

    @action_command(table, "pass")
    async def pass_(self, interaction: Interaction) -> None:
        await act_fields(interaction, "pass")

    @action_command(table, "persuade")
    async def persuade(
        self,
        interaction: Interaction,
        persuader: str,
        target: str,
        bribe: int = 0,
        card: str | None = None,
    ) -> None:
        await act_fields(
            interaction, "persuade", persuader=persuader, target=target, bribe=bribe, card=card
        )

    @action_command(table, "counter_bribe")
    async def counterbribe(self, interaction: Interaction, amount: int) -> None:
        await act_fields(interaction, "counter_bribe", amount=amount)

    @action_command(table, "bribe")
    async def bribe(self, interaction: Interaction, amount: int) -> None:
        await act_fields(interaction, "bribe", amount=amount)

    @action_command(table, "roll_persuasion")
    async def roll(self, interaction: Interaction) -> None:
        await act_fields(interaction, "roll_persuasion")

    @action_command(table, "attract_knight")
    async def knight(self, interaction: Interaction, senator: str, talents: int = 0) -> None:
        await act_fields(interaction, "attract_knight", senator=senator, talents=talents)

    @action_command(table, "pressure_knights")
    async def pressure(self, interaction: Interaction, senator: str, count: int) -> None:
        await act_fields(interaction, "pressure_knights", senator=senator, count=count)

    @action_command(table, "sponsor_games")
    async def games(self, interaction: Interaction, senator: str, games: int) -> None:
        await act_fields(interaction, "sponsor_games", senator=senator, games=games)

    @action_command(table, "name_faction")
    async def catiline(self, interaction: Interaction, faction: str) -> None:
        await act_fields(interaction, "name_faction", faction=faction)

    @action_command(table, "discard_enemy_leader")
    async def enemy_leader(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "discard_enemy_leader", card=card)

    @action_command(table, "done", group="forum")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Forum(bot))
