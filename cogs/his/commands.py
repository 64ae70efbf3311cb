"""`/his …`: Here I Stand's commands. The decisions of the papal procedures are built from
the game's command table (`bot/games/his/commands.py`), each option suggested from the
caller's legal actions; the board entries (any power, any space) are written out here with
their choices and the map's spaces suggested by name. The Papal hand's reply is seen by its
player only, as every reply here but a refusal's is ephemeral. The engine checks each entry."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

from bot.discord.limits import MAX_SUGGESTIONS
from bot.engine import IllegalAction
from bot.games.his import commands as table
from bot.games.his.rules.data import spaces
from bot.messages import t
from cogs import cmd_text
from cogs.actions import Callback, act_fields, act_pick, action_command

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

Choices = list[app_commands.Choice[str]]


def named(key: str, ids: tuple[str, ...]) -> Choices:
    """A fixed option's choices, each shown by its catalogue name (`key` with the id), so
    Discord shows them in the user's language; the value is the id."""
    return [app_commands.Choice(name=cmd_text(key.format(i)), value=i) for i in ids]


POWERS = named("seat.{}", ("ottoman", "hapsburg", "england", "france", "papacy", "protestant"))
REFORMERS = named("card.his:reformer:{}", ("luther", "zwingli", "calvin", "cranmer"))
RELIGIONS = named("card.his:religion:{}", ("catholic", "protestant"))
PAPAL_SPACES = named("card.his:space:{}", ("rome", "ravenna", "ancona"))


def card_numbers(text: str) -> list[int]:
    """Card numbers typed as "65, 70 81" (a bad one refused with a message)."""
    words = text.replace(",", " ").split()
    if not all(w.lstrip("#").isdigit() for w in words) or len(words) > 20:
        raise IllegalAction("his_card_list", "hand")
    return [int(w.lstrip("#")) for w in words]


async def suggest_space(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The map's spaces whose name (in the caller's language or English) or id starts with
    what was typed, shown by the name in the caller's language."""
    typed = current.strip().lower()
    found = []
    for space in spaces().values():
        name = t(f"card.his:space:{space.id}")
        if any(n.lower().startswith(typed) for n in (space.id, space.name, name)):
            found.append(app_commands.Choice(name=name, value=space.id))
    return sorted(found, key=lambda c: c.name)[:MAX_SUGGESTIONS]


def _space(space: str | None) -> str | None:
    return space.strip().lower() if space else None


def _text(kind: str, option: str) -> app_commands.locale_str:
    return cmd_text(table.OPTION_TEXTS[(kind, option)])


def board_entry(
    kind: str, **options: Any
) -> Callable[[Callback], app_commands.Command[Any, ..., Any]]:
    """A board entry's command: its name and description from the table, its options
    described from it; `options` are further decorations (`space=suggest_space`)."""
    (group, name), names = table.COMMANDS[kind]
    assert isinstance(names, tuple)

    def build(callback: Callback) -> app_commands.Command[Any, ..., Any]:
        command: Any = callback  # discord.py reads its parameters at run time
        if options:
            command = app_commands.autocomplete(**options)(command)
        if names:
            command = app_commands.describe(**{o: _text(kind, o) for o in names})(command)
        built: app_commands.Command[Any, ..., Any] = app_commands.command(
            name=name, description=cmd_text(f"cmd.{group}.{name}")
        )(command)
        return built

    return build


class HereIStand(commands.GroupCog, group_name="his", group_description=cmd_text("cmd.his")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    # -- the Papal hand, by its player --------------------------------------------------

    @board_entry("enter_papal_hand")
    async def hand(self, interaction: Interaction, cards: str = "") -> None:
        await act_fields(interaction, "enter_papal_hand", cards=card_numbers(cards))

    # -- the turn and the procedures: suggested from the legal actions --------------------

    @action_command(table, "done")
    async def done(self, interaction: Interaction) -> None:
        await act_fields(interaction, "done")

    @action_command(table, "pass")
    async def pass_(self, interaction: Interaction) -> None:
        await act_fields(interaction, "pass")

    @action_command(table, "play_papal_card")
    async def play(self, interaction: Interaction, card: int) -> None:
        await act_fields(interaction, "play_papal_card", card=card)

    @action_command(table, "lift_excommunication")
    async def lift(self, interaction: Interaction, power: str) -> None:
        await act_fields(interaction, "lift_excommunication", power=power)

    @action_command(table, "give_card")
    async def give(self, interaction: Interaction, power: str, card: int) -> None:
        await act_fields(interaction, "give_card", power=power, card=card)

    @action_command(table, "play_sack")
    async def sack(self, interaction: Interaction, player: str, owner: str, space: str) -> None:
        await act_fields(
            interaction,
            "play_sack",
            player=player.strip().lower(),
            owner=owner.strip().lower(),
            space=space.strip().lower(),
        )

    @action_command(table, "battle_card")
    async def battlecard(
        self,
        interaction: Interaction,
        power: str,
        card: int,
        attacker_dice: int = 0,
        defender_dice: int = 0,
    ) -> None:
        await act_fields(
            interaction,
            "battle_card",
            power=power,
            card=card,
            attacker_dice=attacker_dice,
            defender_dice=defender_dice,
        )

    @action_command(table, "odd_casualty")
    async def casualty(self, interaction: Interaction, unit: str) -> None:
        await act_fields(interaction, "odd_casualty", unit=unit)

    @action_command(table, "keep_card")
    async def keep(self, interaction: Interaction, card: int) -> None:
        await act_fields(interaction, "keep_card", card=card)

    @action_command(table, "play_bull")
    async def bull(self, interaction: Interaction) -> None:
        await act_fields(interaction, "play_bull")

    @action_command(table, "excommunicate_reformer")
    async def excommunicate_reformer(self, interaction: Interaction, reformer: str) -> None:
        await act_fields(interaction, "excommunicate_reformer", reformer=reformer)

    @action_command(table, "excommunicate_ruler")
    async def excommunicate_ruler(self, interaction: Interaction, power: str) -> None:
        await act_fields(interaction, "excommunicate_ruler", power=power)

    @action_command(table, "respond_cromwell")
    async def cromwell(self, interaction: Interaction, power: str) -> None:
        await act_fields(interaction, "respond_cromwell", power=power)

    @action_command(table, "call_debate")
    async def debate(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, ("call_debate",), choice)

    @action_command(table, "place_unrest")
    async def place_unrest(self, interaction: Interaction, space: str) -> None:
        await act_fields(interaction, "place_unrest", space=space)


class HisBoard(
    commands.GroupCog, group_name="his_board", group_description=cmd_text("cmd.his_board")
):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @board_entry("set_units", space=suggest_space)
    @app_commands.choices(power=POWERS)
    async def units(
        self,
        interaction: Interaction,
        power: str,
        space: str,
        regulars: app_commands.Range[int, 0, 40] = 0,
        mercenaries: app_commands.Range[int, 0, 40] = 0,
    ) -> None:
        await act_fields(
            interaction,
            "set_units",
            power=power,
            space=_space(space),
            regulars=regulars,
            mercenaries=mercenaries,
        )

    @board_entry("set_leader", space=suggest_space)
    @app_commands.choices(power=POWERS)
    async def leader(
        self,
        interaction: Interaction,
        power: str,
        leader: str,
        battle: app_commands.Range[int, 0, 6],
        space: str | None = None,
    ) -> None:
        await act_fields(
            interaction,
            "set_leader",
            power=power,
            leader=leader,
            battle=battle,
            space=_space(space),
        )

    @board_entry("set_war")
    @app_commands.choices(power=POWERS, other=POWERS)
    async def war(self, interaction: Interaction, power: str, other: str, at_war: bool) -> None:
        await act_fields(interaction, "set_war", power=power, other=other, at_war=at_war)

    @board_entry("set_alliance")
    @app_commands.choices(power=POWERS, other=POWERS)
    async def alliance(
        self, interaction: Interaction, power: str, other: str, allied: bool
    ) -> None:
        await act_fields(interaction, "set_alliance", power=power, other=other, allied=allied)

    @board_entry("set_ruler")
    @app_commands.choices(power=POWERS)
    async def ruler(self, interaction: Interaction, power: str, ruler: str) -> None:
        await act_fields(interaction, "set_ruler", power=power, ruler=ruler.strip().lower())

    @board_entry("set_unrest", space=suggest_space)
    async def unrest(self, interaction: Interaction, space: str, unrest: bool) -> None:
        await act_fields(interaction, "set_unrest", space=_space(space), unrest=unrest)

    @board_entry("set_religion", space=suggest_space)
    @app_commands.choices(religion=RELIGIONS)
    async def religion(self, interaction: Interaction, space: str, religion: str) -> None:
        await act_fields(interaction, "set_religion", space=_space(space), religion=religion)

    @board_entry("set_papal_space")
    @app_commands.choices(space=PAPAL_SPACES, power=POWERS)
    async def papal_space(
        self,
        interaction: Interaction,
        space: str,
        power: str,
    ) -> None:
        await act_fields(interaction, "set_papal_space", space=space, power=power)

    @board_entry("set_reformer", space=suggest_space)
    @app_commands.choices(reformer=REFORMERS)
    async def reformer(
        self, interaction: Interaction, reformer: str, space: str | None = None
    ) -> None:
        await act_fields(interaction, "set_reformer", reformer=reformer, space=_space(space))

    @board_entry("commit_debater")
    @app_commands.choices(reformer=REFORMERS)
    async def commit(
        self, interaction: Interaction, reformer: str, card: app_commands.Range[int, 1, 999]
    ) -> None:
        await act_fields(interaction, "commit_debater", reformer=reformer, card=card)

    @board_entry("luther_debates")
    async def luther(self, interaction: Interaction) -> None:
        await act_fields(interaction, "luther_debates")

    @board_entry("build_st_peters")
    async def stpeters(self, interaction: Interaction, cp: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "build_st_peters", cp=cp)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(HereIStand(bot))
    await bot.add_cog(HisBoard(bot))
