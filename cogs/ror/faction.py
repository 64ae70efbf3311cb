"""`/faction …`: what a faction sees and does outside the Forum, Senate and Revolution:
`/faction view` (private), the Faction Phase's card plays [1.07.3], Revenue's spoils,
redistribution and contributions [1.06], the setup's provinces [3.02.4]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from bot.discord.render import Rendered
from bot.games.ror import commands as table
from cogs import ack, cmd_text, respond
from cogs.actions import act_fields, act_pick, action_command, standing_of
from cogs.ror.views import faction_embed

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


PROVINCIAL = ("raise_provincial_forces",)
INCOME = ("concession_income",)


class Faction(commands.GroupCog, group_name="faction", group_description=cmd_text("cmd.faction")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="view", description=cmd_text("cmd.faction.view"))
    async def view(self, interaction: Interaction) -> None:
        """Only the caller sees the reply; a spectator gets the public view."""
        await ack(interaction, ephemeral=True)
        standing = await standing_of(interaction)
        view = standing.view.model_dump(mode="json")
        prompts = [p.payload() for p in standing.prompts]
        embed = faction_embed(view, standing.seat, prompts)
        await respond(interaction, Rendered(embeds=[embed]), ephemeral=True)

    @action_command(table, "choose_leader")
    async def leader(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "choose_leader", senator=senator)

    @action_command(table, "play_statesman")
    async def statesman(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_statesman", card=card)

    @action_command(table, "play_concession")
    async def concession(self, interaction: Interaction, card: str, senator: str) -> None:
        await act_fields(interaction, "play_concession", card=card, senator=senator)

    @action_command(table, "assign_province")
    async def province(
        self, interaction: Interaction, province: str, senator: str, term: int
    ) -> None:
        await act_fields(
            interaction, "assign_province", province=province, senator=senator, term=term
        )

    @action_command(table, "take_spoils")
    async def spoils(self, interaction: Interaction, province: str) -> None:
        await act_fields(interaction, "take_spoils", province=province)

    @action_command(table, "transfer")
    async def transfer(
        self, interaction: Interaction, source: str, target: str, amount: int
    ) -> None:
        await act_fields(interaction, "transfer", source=source, target=target, amount=amount)

    @action_command(table, "contribute")
    async def contribute(self, interaction: Interaction, senator: str, amount: int) -> None:
        await act_fields(interaction, "contribute", senator=senator, amount=amount)

    @action_command(table, "play_open_bodyguard")
    async def bodyguard(self, interaction: Interaction, card: str, senator: str) -> None:
        await act_fields(interaction, "play_open_bodyguard", card=card, senator=senator)

    @action_command(table, "concession_income")
    async def income(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, INCOME, choice)

    @action_command(table, "eliminate_released")
    async def refuse_upkeep(self, interaction: Interaction) -> None:
        await act_fields(interaction, "eliminate_released")

    @action_command(table, "quit_game")
    async def quit(self, interaction: Interaction) -> None:
        await act_fields(interaction, "quit_game")

    @action_command(table, "raise_provincial_forces")
    async def provincial(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, PROVINCIAL, choice)

    @action_command(table, "done")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Faction(bot))
