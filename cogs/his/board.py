"""`/his …`: what the players of Here I Stand enter by command — the board, the Papacy's
hand (the reply is seen by its player only), the cards declared in the Sack of Rome's
battle and the cards given or kept. The engine checks each entry; the decisions it asks
are also answered by `/turn act` and the prompt's buttons."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.limits import MAX_SUGGESTIONS
from bot.engine import IllegalAction
from bot.games.his.rules.data import spaces
from cogs import cmd_text
from cogs.actions import act_fields, complete

if TYPE_CHECKING:
    from bot.discord.client import PraetorBot

Interaction = discord.Interaction[Any]
Power = Literal["ottoman", "hapsburg", "england", "france", "papacy", "protestant"]
Reformer = Literal["luther", "zwingli", "calvin", "cranmer"]


def card_numbers(text: str) -> list[int]:
    """Card numbers typed as "65, 70 81" (a bad one refused with a message)."""
    words = text.replace(",", " ").split()
    if not all(w.lstrip("#").isdigit() for w in words) or len(words) > 20:
        raise IllegalAction("his_card_list", "hand")
    return [int(w.lstrip("#")) for w in words]


async def suggest_space(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The map's spaces whose name or id starts with what was typed."""
    typed = current.strip().lower()
    found = [
        app_commands.Choice(name=space.name, value=space.id)
        for space in spaces().values()
        if space.id.startswith(typed) or space.name.lower().startswith(typed)
    ]
    return sorted(found, key=lambda c: c.name)[:MAX_SUGGESTIONS]


SPACE = {"space": suggest_space}


class HereIStand(commands.GroupCog, group_name="his", group_description=cmd_text("cmd.his")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="hand", description=cmd_text("cmd.his.hand"))
    @app_commands.describe(cards=cmd_text("cmd.opt.his_cards"))
    async def hand(self, interaction: Interaction, cards: str = "") -> None:
        await act_fields(interaction, "enter_papal_hand", cards=card_numbers(cards))

    @app_commands.command(name="units", description=cmd_text("cmd.his.units"))
    @app_commands.autocomplete(**SPACE)
    @app_commands.describe(
        power=cmd_text("cmd.opt.his_power"),
        space=cmd_text("cmd.opt.his_space"),
        regulars=cmd_text("cmd.opt.his_regulars"),
        mercenaries=cmd_text("cmd.opt.his_mercenaries"),
    )
    async def units(
        self,
        interaction: Interaction,
        power: Power,
        space: str,
        regulars: app_commands.Range[int, 0, 40] = 0,
        mercenaries: app_commands.Range[int, 0, 40] = 0,
    ) -> None:
        await act_fields(
            interaction,
            "set_units",
            power=power,
            space=space.strip().lower(),
            regulars=regulars,
            mercenaries=mercenaries,
        )

    @app_commands.command(name="leader", description=cmd_text("cmd.his.leader"))
    @app_commands.autocomplete(**SPACE)
    @app_commands.describe(
        power=cmd_text("cmd.opt.his_power"),
        leader=cmd_text("cmd.opt.his_leader"),
        battle=cmd_text("cmd.opt.his_battle"),
        space=cmd_text("cmd.opt.his_space"),
    )
    async def leader(
        self,
        interaction: Interaction,
        power: Power,
        leader: str,
        battle: app_commands.Range[int, 0, 6],
        space: str | None = None,
    ) -> None:
        where = space.strip().lower() if space else None
        await act_fields(
            interaction, "set_leader", power=power, leader=leader, battle=battle, space=where
        )

    @app_commands.command(name="war", description=cmd_text("cmd.his.war"))
    @app_commands.describe(
        power=cmd_text("cmd.opt.his_power"),
        other=cmd_text("cmd.opt.his_other"),
        at_war=cmd_text("cmd.opt.his_on"),
    )
    async def war(self, interaction: Interaction, power: Power, other: Power, at_war: bool) -> None:
        await act_fields(interaction, "set_war", power=power, other=other, at_war=at_war)

    @app_commands.command(name="alliance", description=cmd_text("cmd.his.alliance"))
    @app_commands.describe(
        power=cmd_text("cmd.opt.his_power"),
        other=cmd_text("cmd.opt.his_other"),
        allied=cmd_text("cmd.opt.his_on"),
    )
    async def alliance(
        self, interaction: Interaction, power: Power, other: Power, allied: bool
    ) -> None:
        await act_fields(interaction, "set_alliance", power=power, other=other, allied=allied)

    @app_commands.command(name="ruler", description=cmd_text("cmd.his.ruler"))
    @app_commands.describe(power=cmd_text("cmd.opt.his_power"), ruler=cmd_text("cmd.opt.his_ruler"))
    async def ruler(self, interaction: Interaction, power: Power, ruler: str) -> None:
        await act_fields(interaction, "set_ruler", power=power, ruler=ruler.strip().lower())

    @app_commands.command(name="unrest", description=cmd_text("cmd.his.unrest"))
    @app_commands.autocomplete(**SPACE)
    @app_commands.describe(space=cmd_text("cmd.opt.his_space"), unrest=cmd_text("cmd.opt.his_on"))
    async def unrest(self, interaction: Interaction, space: str, unrest: bool) -> None:
        await act_fields(interaction, "set_unrest", space=space.strip().lower(), unrest=unrest)

    @app_commands.command(name="religion", description=cmd_text("cmd.his.religion"))
    @app_commands.autocomplete(**SPACE)
    @app_commands.describe(
        space=cmd_text("cmd.opt.his_space"), religion=cmd_text("cmd.opt.his_religion")
    )
    async def religion(
        self, interaction: Interaction, space: str, religion: Literal["catholic", "protestant"]
    ) -> None:
        await act_fields(
            interaction, "set_religion", space=space.strip().lower(), religion=religion
        )

    @app_commands.command(name="reformer", description=cmd_text("cmd.his.reformer"))
    @app_commands.autocomplete(**SPACE)
    @app_commands.describe(
        reformer=cmd_text("cmd.opt.his_reformer"), space=cmd_text("cmd.opt.his_space")
    )
    async def reformer(
        self, interaction: Interaction, reformer: Reformer, space: str | None = None
    ) -> None:
        where = space.strip().lower() if space else None
        await act_fields(interaction, "set_reformer", reformer=reformer, space=where)

    @app_commands.command(name="commit", description=cmd_text("cmd.his.commit"))
    @app_commands.describe(
        reformer=cmd_text("cmd.opt.his_reformer"), card=cmd_text("cmd.opt.his_card")
    )
    async def commit(
        self, interaction: Interaction, reformer: Reformer, card: app_commands.Range[int, 1, 999]
    ) -> None:
        await act_fields(interaction, "commit_debater", reformer=reformer, card=card)

    @app_commands.command(name="stpeters", description=cmd_text("cmd.his.stpeters"))
    @app_commands.describe(cp=cmd_text("cmd.opt.his_cp"))
    async def stpeters(self, interaction: Interaction, cp: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "build_st_peters", cp=cp)

    @app_commands.command(name="sack", description=cmd_text("cmd.his.sack"))
    @app_commands.describe(
        player=cmd_text("cmd.opt.his_player"),
        owner=cmd_text("cmd.opt.his_owner"),
        space=cmd_text("cmd.opt.his_space"),
    )
    @app_commands.autocomplete(**complete("play_sack", "player", "owner", "space"))
    async def sack(self, interaction: Interaction, player: str, owner: str, space: str) -> None:
        await act_fields(
            interaction,
            "play_sack",
            player=player.strip().lower(),
            owner=owner.strip().lower(),
            space=space.strip().lower(),
        )

    @app_commands.command(name="battlecard", description=cmd_text("cmd.his.battlecard"))
    @app_commands.describe(
        power=cmd_text("cmd.opt.his_power"),
        card=cmd_text("cmd.opt.his_card"),
        attacker_dice=cmd_text("cmd.opt.his_attacker_dice"),
        defender_dice=cmd_text("cmd.opt.his_defender_dice"),
    )
    async def battlecard(
        self,
        interaction: Interaction,
        power: Power,
        card: app_commands.Range[int, 1, 999],
        attacker_dice: app_commands.Range[int, 0, 10] = 0,
        defender_dice: app_commands.Range[int, 0, 10] = 0,
    ) -> None:
        await act_fields(
            interaction,
            "battle_card",
            power=power,
            card=card,
            attacker_dice=attacker_dice,
            defender_dice=defender_dice,
        )

    @app_commands.command(name="give", description=cmd_text("cmd.his.give"))
    @app_commands.describe(power=cmd_text("cmd.opt.his_power"), card=cmd_text("cmd.opt.his_card"))
    async def give(
        self, interaction: Interaction, power: Power, card: app_commands.Range[int, 1, 999]
    ) -> None:
        await act_fields(interaction, "give_card", power=power, card=card)

    @app_commands.command(name="keep", description=cmd_text("cmd.his.keep"))
    @app_commands.describe(card=cmd_text("cmd.opt.his_card"))
    @app_commands.autocomplete(**complete("keep_card", "card"))
    async def keep(self, interaction: Interaction, card: int) -> None:
        await act_fields(interaction, "keep_card", card=card)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(HereIStand(bot))
