"""`/senate …`: the Senate Phase's actions [1.09] by command. Proposals and ballots are
picked whole from the caller's legal actions (any other ballot may come from a prompt or
`/turn act`); the other options are suggested field by field."""

from __future__ import annotations

from typing import TYPE_CHECKING

from discord.ext import commands

from bot.games.ror import commands as table
from cogs import cmd_text
from cogs.actions import act_fields, act_pick, action_command, card_list

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

    @action_command(table, "propose")
    async def propose(self, interaction: Interaction, proposal: str) -> None:
        await act_pick(interaction, PROPOSE, proposal)

    @action_command(table, "vote")
    async def vote(self, interaction: Interaction, ballot: str) -> None:
        await act_pick(interaction, VOTE, ballot)

    @action_command(table, "veto")
    async def veto(self, interaction: Interaction, tribune: str) -> None:
        await act_fields(interaction, "veto", tribune=tribune)

    @action_command(table, "claim_floor")
    async def claim(self, interaction: Interaction, claim: str) -> None:
        await act_pick(interaction, CLAIM, claim)

    @action_command(table, "adjourn")
    async def adjourn(self, interaction: Interaction) -> None:
        await act_fields(interaction, "adjourn")

    @action_command(table, "done", group="senate")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")

    @action_command(table, "choose_rome_consul")
    async def rome_consul(self, interaction: Interaction, senator: str) -> None:
        await act_fields(interaction, "choose_rome_consul", senator=senator)

    @action_command(table, "name_senator")
    async def appoint(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, NAME, choice)

    @action_command(table, "unanimous_defeat")
    async def defeat(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, DEFEAT, choice)

    @action_command(table, "consent")
    async def consent(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, CONSENT, choice)

    @action_command(table, "play_law")
    async def law(self, interaction: Interaction, card: str) -> None:
        await act_fields(interaction, "play_law", card=card)

    @action_command(table, "appeal_to_people")
    async def appeal(self, interaction: Interaction) -> None:
        await act_fields(interaction, "appeal_to_people")

    @action_command(table, "assassinate")
    async def assassinate(
        self, interaction: Interaction, assassin: str, target: str, cards: str | None = None
    ) -> None:
        await act_fields(
            interaction, "assassinate", assassin=assassin, target=target, cards=card_list(cards)
        )

    @action_command(table, "play_bodyguards")
    async def bodyguards(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, BODYGUARDS, choice)

    @action_command(table, "make_peace")
    async def peace(self, interaction: Interaction, war: str) -> None:
        await act_fields(interaction, "make_peace", war=war)

    @action_command(table, "grant_priesthood")
    async def priesthood(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, PRIESTHOOD, choice)

    @action_command(table, "react_to_tribune")
    async def react(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, REACT, choice)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Senate(bot))
