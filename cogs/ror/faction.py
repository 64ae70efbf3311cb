"""`/faction …`: what a faction sees and does outside the Forum, Senate and Revolution:
`/faction view` (private), the Faction Phase's card plays [1.07.3], Revenue's spoils,
redistribution and contributions [1.06], the setup's provinces [3.02.4]."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from bot.discord.render import Rendered
from cogs import ack, cmd_text, respond
from cogs.actions import act_fields, act_pick, complete, standing_of, suggest_pick
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

    @app_commands.command(name="leader", description=cmd_text("cmd.faction.leader"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("choose_leader", "senator"))
    async def leader(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "choose_leader", senator=senator)

    @app_commands.command(name="statesman", description=cmd_text("cmd.faction.statesman"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"))
    @app_commands.autocomplete(**complete("play_statesman", "card"))
    async def statesman(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_statesman", card=card)

    @app_commands.command(name="concession", description=cmd_text("cmd.faction.concession"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"), senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("play_concession", "card", "senator"))
    async def concession(self, interaction: Interaction, card: str, senator: str) -> None:
        await act_fields(interaction, "play_concession", card=card, senator=senator)

    @app_commands.command(name="province", description=cmd_text("cmd.faction.province"))
    @app_commands.describe(
        province=cmd_text("cmd.opt.province"),
        senator=cmd_text("cmd.opt.senator"),
        term=cmd_text("cmd.opt.term"),
    )
    @app_commands.autocomplete(**complete("assign_province", "province", "senator", "term"))
    async def province(
        self, interaction: Interaction, province: str, senator: str, term: int
    ) -> None:
        await act_fields(
            interaction, "assign_province", province=province, senator=senator, term=term
        )

    @app_commands.command(name="spoils", description=cmd_text("cmd.faction.spoils"))
    @app_commands.describe(province=cmd_text("cmd.opt.province"))
    @app_commands.autocomplete(**complete("take_spoils", "province"))
    async def spoils(self, interaction: Interaction, province: str) -> None:
        await act_fields(interaction, "take_spoils", province=province)

    @app_commands.command(name="transfer", description=cmd_text("cmd.faction.transfer"))
    @app_commands.describe(
        source=cmd_text("cmd.opt.source"),
        target=cmd_text("cmd.opt.account"),
        amount=cmd_text("cmd.opt.amount"),
    )
    @app_commands.autocomplete(**complete("transfer", "source", "target", "amount"))
    async def transfer(
        self, interaction: Interaction, source: str, target: str, amount: int
    ) -> None:
        await act_fields(interaction, "transfer", source=source, target=target, amount=amount)

    @app_commands.command(name="contribute", description=cmd_text("cmd.faction.contribute"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"), amount=cmd_text("cmd.opt.amount"))
    @app_commands.autocomplete(**complete("contribute", "senator", "amount"))
    async def contribute(self, interaction: Interaction, senator: str, amount: int) -> None:
        await act_fields(interaction, "contribute", senator=senator, amount=amount)

    @app_commands.command(name="bodyguard", description=cmd_text("cmd.faction.bodyguard"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"), senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("play_open_bodyguard", "card", "senator"))
    async def bodyguard(self, interaction: Interaction, card: str, senator: str) -> None:
        await act_fields(interaction, "play_open_bodyguard", card=card, senator=senator)

    @app_commands.command(name="income", description=cmd_text("cmd.faction.income"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(INCOME))
    async def income(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, INCOME, choice)

    @app_commands.command(name="refuse_upkeep", description=cmd_text("cmd.faction.refuse_upkeep"))
    async def refuse_upkeep(self, interaction: Interaction) -> None:
        await act_fields(interaction, "eliminate_released")

    @app_commands.command(name="quit", description=cmd_text("cmd.faction.quit"))
    async def quit(self, interaction: Interaction) -> None:
        await act_fields(interaction, "quit_game")

    @app_commands.command(name="provincial", description=cmd_text("cmd.faction.provincial"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(PROVINCIAL))
    async def provincial(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, PROVINCIAL, choice)

    @app_commands.command(name="done", description=cmd_text("cmd.faction.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Faction(bot))
