"""`/senate …`: the Senate Phase's actions [1.09] by command. Proposals and ballots are
picked whole from the caller's legal actions (any other ballot may come from a prompt or
`/turn act`); the other options are suggested field by field."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord import app_commands
from discord.ext import commands

from cogs import cmd_text
from cogs.actions import act_fields, act_pick, card_list, complete, suggest_pick

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

PROPOSE = ("propose",)
VOTE = ("vote",)
CLAIM = ("claim_floor",)
NAME = ("name_senator",)
DEFEAT = ("unanimous_defeat",)
CONSENT = ("consent",)
BODYGUARDS = ("play_bodyguards",)
PRIESTHOOD = ("grant_priesthood",)
REACT = ("react_to_tribune",)


class Senate(commands.GroupCog, group_name="senate", group_description=cmd_text("cmd.senate")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="propose", description=cmd_text("cmd.senate.propose"))
    @app_commands.describe(proposal=cmd_text("cmd.opt.proposal"))
    @app_commands.autocomplete(proposal=suggest_pick(PROPOSE))
    async def propose(self, interaction: Interaction, proposal: str) -> None:
        await act_pick(interaction, PROPOSE, proposal)

    @app_commands.command(name="vote", description=cmd_text("cmd.senate.vote"))
    @app_commands.describe(ballot=cmd_text("cmd.opt.ballot"))
    @app_commands.autocomplete(ballot=suggest_pick(VOTE))
    async def vote(self, interaction: Interaction, ballot: str) -> None:
        await act_pick(interaction, VOTE, ballot)

    @app_commands.command(name="veto", description=cmd_text("cmd.senate.veto"))
    @app_commands.describe(tribune=cmd_text("cmd.opt.tribune"))
    @app_commands.autocomplete(**complete("veto", "tribune"))
    async def veto(self, interaction: Interaction, tribune: str) -> None:
        await act_fields(interaction, "veto", tribune=tribune)

    @app_commands.command(name="claim", description=cmd_text("cmd.senate.claim"))
    @app_commands.describe(claim=cmd_text("cmd.opt.claim"))
    @app_commands.autocomplete(claim=suggest_pick(CLAIM))
    async def claim(self, interaction: Interaction, claim: str) -> None:
        await act_pick(interaction, CLAIM, claim)

    @app_commands.command(name="adjourn", description=cmd_text("cmd.senate.adjourn"))
    async def adjourn(self, interaction: Interaction) -> None:
        await act_fields(interaction, "adjourn")

    @app_commands.command(name="done", description=cmd_text("cmd.senate.done"))
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")

    @app_commands.command(name="rome_consul", description=cmd_text("cmd.senate.rome_consul"))
    @app_commands.describe(senator=cmd_text("cmd.opt.senator"))
    @app_commands.autocomplete(**complete("choose_rome_consul", "senator"))
    async def rome_consul(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "choose_rome_consul", senator=senator)

    @app_commands.command(name="appoint", description=cmd_text("cmd.senate.appoint"))
    @app_commands.describe(choice=cmd_text("cmd.opt.appointee"))
    @app_commands.autocomplete(choice=suggest_pick(NAME))
    async def appoint(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, NAME, choice)

    @app_commands.command(name="defeat", description=cmd_text("cmd.senate.defeat"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(DEFEAT))
    async def defeat(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, DEFEAT, choice)

    @app_commands.command(name="consent", description=cmd_text("cmd.senate.consent"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(CONSENT))
    async def consent(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, CONSENT, choice)

    @app_commands.command(name="law", description=cmd_text("cmd.senate.law"))
    @app_commands.describe(card=cmd_text("cmd.opt.card"))
    @app_commands.autocomplete(**complete("play_law", "card"))
    async def law(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_law", card=card)

    @app_commands.command(name="appeal", description=cmd_text("cmd.senate.appeal"))
    async def appeal(self, interaction: Interaction) -> None:
        await act_fields(interaction, "appeal_to_people")

    @app_commands.command(name="assassinate", description=cmd_text("cmd.senate.assassinate"))
    @app_commands.describe(
        assassin=cmd_text("cmd.opt.assassin"),
        target=cmd_text("cmd.opt.target"),
        cards=cmd_text("cmd.opt.cards"),
    )
    @app_commands.autocomplete(**complete("assassinate", "assassin", "target", "cards"))
    async def assassinate(
        self, interaction: Interaction, assassin: str, target: str, cards: str | None = None
    ) -> None:
        await act_fields(
            interaction, "assassinate", assassin=assassin, target=target, cards=card_list(cards)
        )

    @app_commands.command(name="bodyguards", description=cmd_text("cmd.senate.bodyguards"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(BODYGUARDS))
    async def bodyguards(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, BODYGUARDS, choice)

    @app_commands.command(name="peace", description=cmd_text("cmd.senate.peace"))
    @app_commands.describe(war=cmd_text("cmd.opt.war"))
    @app_commands.autocomplete(**complete("make_peace", "war"))
    async def peace(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "make_peace", war=war)

    @app_commands.command(name="priesthood", description=cmd_text("cmd.senate.priesthood"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(PRIESTHOOD))
    async def priesthood(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, PRIESTHOOD, choice)

    @app_commands.command(name="react", description=cmd_text("cmd.senate.react"))
    @app_commands.describe(choice=cmd_text("cmd.opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(REACT))
    async def react(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, REACT, choice)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Senate(bot))
