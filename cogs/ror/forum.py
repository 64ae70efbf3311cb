"""`/forum …`: the Forum Phase's actions [1.07] by command, each option suggested from the
caller's legal actions."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from cogs import cmd_text
from cogs.actions import act_fields, complete

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot


class Forum(commands.GroupCog, group_name="forum", group_description=cmd_text("cmd.forum")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="bid", description=cmd_text("cmd.forum.bid"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), amount=cmd_text("cmd.opt.amount"))
    @app_commands.autocomplete(**complete("bid_initiative", "senator", "amount"))
    async def bid(self, interaction: Interaction, senator: str, amount: int) -> None:
        await act_fields(interaction, "bid_initiative", senator=senator, amount=amount)

    @app_commands.command(name="pass", description=cmd_text("cmd.forum.pass"))
    async def pass_(self, interaction: Interaction) -> None:
        await act_fields(interaction, "pass")

    @app_commands.command(name="persuade", description=cmd_text("cmd.forum.persuade"))
    @app_commands.describe(
        persuader=cmd_text("cmd.opt.persuader"),
        target=cmd_text("cmd.opt.target"),
        bribe=cmd_text("cmd.opt.bribe"),
        card=cmd_text("cmd.opt.card"),
    )
    @app_commands.autocomplete(**complete("persuade", "persuader", "target", "bribe", "card"))
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

    @app_commands.command(name="counterbribe", description=cmd_text("cmd.forum.counterbribe"))
    @app_commands.describe(amount=cmd_text("cmd.opt.amount"))
    @app_commands.autocomplete(**complete("counter_bribe", "amount"))
    async def counterbribe(self, interaction: Interaction, amount: int) -> None:
        await act_fields(interaction, "counter_bribe", amount=amount)

    @app_commands.command(name="bribe", description=cmd_text("cmd.forum.bribe"))
    @app_commands.describe(amount=cmd_text("cmd.opt.amount"))
    @app_commands.autocomplete(**complete("bribe", "amount"))
    async def bribe(self, interaction: Interaction, amount: int) -> None:
        await act_fields(interaction, "bribe", amount=amount)

    @app_commands.command(name="roll", description=cmd_text("cmd.forum.roll"))
    async def roll(self, interaction: Interaction) -> None:
        await act_fields(interaction, "roll_persuasion")

    @app_commands.command(name="knight", description=cmd_text("cmd.forum.knight"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), talents=cmd_text("cmd.opt.talents"))
    @app_commands.autocomplete(**complete("attract_knight", "senator", "talents"))
    async def knight(self, interaction: Interaction, senator: str, talents: int = 0) -> None:
        await act_fields(interaction, "attract_knight", senator=senator, talents=talents)

    @app_commands.command(name="pressure", description=cmd_text("cmd.forum.pressure"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), count=cmd_text("cmd.opt.count"))
    @app_commands.autocomplete(**complete("pressure_knights", "senator", "count"))
    async def pressure(self, interaction: Interaction, senator: str, count: int) -> None:
        await act_fields(interaction, "pressure_knights", senator=senator, count=count)

    @app_commands.command(name="games", description=cmd_text("cmd.forum.games"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), games=cmd_text("cmd.opt.games"))
    @app_commands.autocomplete(**complete("sponsor_games", "senator", "games"))
    async def games(self, interaction: Interaction, senator: str, games: int) -> None:
        await act_fields(interaction, "sponsor_games", senator=senator, games=games)

    @app_commands.command(name="catiline", description=cmd_text("cmd.forum.catiline"))
    @app_commands.describe(faction=cmd_text("cmd.opt.faction"))
    @app_commands.autocomplete(**complete("name_faction", "faction"))
    async def catiline(self, interaction: Interaction, faction: str) -> None:
        await act_fields(interaction, "name_faction", faction=faction)

    @app_commands.command(name="enemy_leader", description=cmd_text("cmd.forum.enemy_leader"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"))
    @app_commands.autocomplete(**complete("discard_enemy_leader", "card"))
    async def enemy_leader(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "discard_enemy_leader", card=card)

    @app_commands.command(name="done", description=cmd_text("cmd.forum.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Forum(bot))
