"""`/revolution …`: the Revolution Phase's actions [1.11] by command."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.games.ror import commands as table
from cogs import cmd_text
from cogs.actions import act_fields, act_pick, action_command

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

    @action_command(table, "offer_card")
    async def offer(self, interaction: Interaction, card: str, to: str) -> None:
        await act_fields(interaction, "offer_card", card=card, to=to)

    @action_command(table, "answer_offer")
    async def answer(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, ANSWER, choice)

    @action_command(table, "discard_card")
    async def discard(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "discard_card", card=card)

    @action_command(table, "roll_loyalty")
    async def loyalty(self, interaction: Interaction, talents: int = 0) -> None:
        await act_fields(interaction, "roll_loyalty", talents=talents)

    @action_command(table, "declare_revolt")
    async def declare(self, interaction: Interaction) -> None:
        await act_fields(interaction, "declare_revolt")

    @action_command(table, "lay_down_command")
    async def lay_down(self, interaction: Interaction) -> None:
        await act_fields(interaction, "lay_down_command")

    @action_command(table, "move_on_to_war")
    async def move_on(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "move_on_to_war", war=war)

    @action_command(table, "choose_side")
    async def side(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, SIDE, choice)

    @action_command(table, "disband_veterans")
    async def disband(self, interaction: Interaction, senator: str, count: int = 1) -> None:
        await act_fields(interaction, "disband_veterans", senator=senator, count=count)

    @action_command(table, "governor_revolt")
    async def governor(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, GOVERNOR_REVOLT, choice)

    @action_command(table, "done", group="revolution")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Revolution(bot))
