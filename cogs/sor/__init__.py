"""Sword of Rome's commands: `/sor …` — the leader decisions with autocomplete from the
caller's legal actions (built from `bot/games/sor/commands.py`), the facts the players
report, and importing the group's roster and map from an attached file
(`cogs/sor/import_file.py`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.errors import ack, respond
from bot.discord.limits import CONTENT_LIMIT
from bot.discord.render import clip
from bot.engine import IllegalAction
from bot.games.sor import commands as table
from bot.games.sor.rules.powers import POWERS, SEATS
from bot.messages import has, t
from cogs import cmd_text
from cogs.actions import act_fields, act_pick, action_command, complete, suggest_pick
from cogs.sor.import_file import import_text

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

PROBLEMS_SHOWN = 20
SOURCES = ("card", "desperate_times", "neutral_power", "transalpine")


def _choices(area: str, values: tuple[str, ...]) -> list[app_commands.Choice[str]]:
    """Fixed choices named from the catalogue (`cmd.sor_choice.<area>.<value>`)."""
    return [
        app_commands.Choice(name=cmd_text(f"cmd.sor_choice.{area}.{v}"), value=v) for v in values
    ]


POWER_CHOICES = _choices("power", POWERS)
PLAYER_CHOICES = [app_commands.Choice(name=cmd_text(f"seat.{s}"), value=s) for s in SEATS]


def problem_lines(problems: list[dict[str, Any]]) -> list[str]:
    """An import's problems in words, one line each (`import.<key>`), by row; a problem of
    the whole file (row 0) is its text alone."""
    lines = []
    for p in problems[:PROBLEMS_SHOWN]:
        key = f"import.{p.get('key')}"
        text = t(key, **p) if has(key) else str(p.get("key"))
        if p.get("row"):
            text = t("import.sor_line", row=p.get("row"), item=p.get("item") or "", text=text)
        lines.append(text)
    return lines


class Sor(commands.GroupCog, group_name="sor", group_description=cmd_text("cmd.sor")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @action_command(table, "sor_start")
    async def start(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_start")

    @app_commands.command(name="import", description=cmd_text("cmd.sor.import"))
    @app_commands.describe(
        what=cmd_text("cmd.sor_opt.what"),
        file=cmd_text("cmd.sor_opt.file"),
        text=cmd_text("cmd.sor_opt.text"),
    )
    @app_commands.choices(what=_choices("what", ("roster", "map")))
    async def import_(
        self,
        interaction: Interaction,
        what: str,
        file: discord.Attachment | None = None,
        text: str | None = None,
    ) -> None:
        await ack(interaction, ephemeral=True)  # before the file's download
        fmt, content = await import_text(file, text)
        try:
            await act_fields(interaction, "sor_import", what=what, fmt=fmt, text=content)
        except IllegalAction as e:
            if e.key != "sor_import_failed":
                raise
            head = t("illegal.sor_import_failed", **e.params)
            lines = problem_lines(list(e.params.get("problems", [])))
            await respond(
                interaction, clip("\n".join([head, *lines]), CONTENT_LIMIT), ephemeral=True
            )

    @app_commands.command(name="activate", description=cmd_text("cmd.sor.activate"))
    @app_commands.describe(
        leader=cmd_text("cmd.sor_opt.leader"),
        card=cmd_text("cmd.sor_opt.card"),
        source=cmd_text("cmd.sor_opt.source"),
        campaign=cmd_text("cmd.sor_opt.campaign"),
    )
    @app_commands.autocomplete(**complete("sor_activate", "leader", "card"))
    @app_commands.choices(source=_choices("source", SOURCES))
    async def activate(
        self,
        interaction: Interaction,
        leader: str,
        card: app_commands.Range[int, 1, 3],
        source: str = "card",
        campaign: bool = False,
    ) -> None:
        await act_fields(
            interaction, "sor_activate", leader=leader, card=card, source=source, campaign=campaign
        )

    @action_command(table, "sor_place_minor")
    async def minor(self, interaction: Interaction, leader: str, space: str) -> None:
        await act_fields(interaction, "sor_place_minor", leader=leader, space=space)

    @action_command(table, "sor_play_other")
    async def other(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_play_other")

    @action_command(table, "sor_move_to")
    async def move(self, interaction: Interaction, space: str) -> None:
        await act_fields(interaction, "sor_move_to", space=space)

    @action_command(table, "sor_take_cu")
    async def take(self, interaction: Interaction, cu: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "sor_take_cu", cu=cu)

    @action_command(table, "sor_drop_cu")
    async def drop(self, interaction: Interaction, cu: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "sor_drop_cu", cu=cu)

    @action_command(table, "sor_take_leader")
    async def pickup(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_take_leader", leader=leader)

    @action_command(table, "sor_drop_leader")
    async def leave(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_drop_leader", leader=leader)

    @action_command(table, "sor_end_move")
    async def end(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_end_move")

    @action_command(table, "sor_intercept")
    async def intercept(
        self, interaction: Interaction, leader: str, origin: str, cu: app_commands.Range[int, 1, 10]
    ) -> None:
        await act_fields(interaction, "sor_intercept", leader=leader, origin=origin, cu=cu)

    @action_command(table, "sor_avoid")
    async def avoid(
        self,
        interaction: Interaction,
        leader: str,
        origin: str,
        cu: app_commands.Range[int, 1, 10],
        by_sea: str | None = None,
    ) -> None:
        await act_fields(
            interaction, "sor_avoid", leader=leader, origin=origin, cu=cu, by_sea=by_sea
        )

    @app_commands.command(name="withdraw", description=cmd_text("cmd.sor.withdraw"))
    @app_commands.describe(power=cmd_text("cmd.sor_opt.power"), cu=cmd_text("cmd.sor_opt.cu"))
    @app_commands.choices(power=POWER_CHOICES)
    async def withdraw(
        self, interaction: Interaction, power: str, cu: app_commands.Range[int, 1, 3]
    ) -> None:
        await act_fields(interaction, "sor_withdraw", power=power, cu=cu)

    @app_commands.command(name="answer", description=cmd_text("cmd.sor.answer"))
    @app_commands.describe(choice=cmd_text("cmd.sor_opt.choice"))
    @app_commands.autocomplete(choice=suggest_pick(table.ANSWERS))
    async def answer(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, table.ANSWERS, choice)

    @action_command(table, "sor_report_battle")
    async def battle(
        self,
        interaction: Interaction,
        attacker_losses: app_commands.Range[int, 0, 99],
        defender_losses: app_commands.Range[int, 0, 99],
        retreat: str | None = None,
    ) -> None:
        await act_fields(
            interaction,
            "sor_report_battle",
            attacker_losses=attacker_losses,
            defender_losses=defender_losses,
            retreat=retreat,
        )

    @app_commands.command(name="units", description=cmd_text("cmd.sor.units"))
    @app_commands.describe(
        space=cmd_text("cmd.sor_opt.space"),
        power=cmd_text("cmd.sor_opt.power"),
        delta=cmd_text("cmd.sor_opt.delta"),
        inside=cmd_text("cmd.sor_opt.inside"),
    )
    @app_commands.choices(power=POWER_CHOICES)
    async def units(
        self,
        interaction: Interaction,
        space: str,
        power: str,
        delta: app_commands.Range[int, -99, 99],
        inside: bool = False,
    ) -> None:
        await act_fields(
            interaction, "sor_report_cu", space=space, power=power, delta=delta, inside=inside
        )

    @app_commands.command(name="control", description=cmd_text("cmd.sor.control"))
    @app_commands.describe(space=cmd_text("cmd.sor_opt.space"), power=cmd_text("cmd.sor_opt.power"))
    @app_commands.choices(power=POWER_CHOICES)
    async def control(self, interaction: Interaction, space: str, power: str | None = None) -> None:
        await act_fields(interaction, "sor_report_control", space=space, power=power)

    @action_command(table, "sor_report_loyalty")
    async def loyalty(
        self, interaction: Interaction, space: str, loyalty: app_commands.Range[int, 0, 99]
    ) -> None:
        await act_fields(interaction, "sor_report_loyalty", space=space, loyalty=loyalty)

    @app_commands.command(name="vp", description=cmd_text("cmd.sor.vp"))
    @app_commands.describe(seat=cmd_text("cmd.sor_opt.seat"), vp=cmd_text("cmd.sor_opt.vp"))
    @app_commands.choices(seat=PLAYER_CHOICES)
    async def vp(
        self, interaction: Interaction, seat: str, vp: app_commands.Range[int, -99, 999]
    ) -> None:
        await act_fields(interaction, "sor_report_vp", seat=seat, vp=vp)

    @app_commands.command(name="siege", description=cmd_text("cmd.sor.siege"))
    @app_commands.describe(
        space=cmd_text("cmd.sor_opt.space"), besieged=cmd_text("cmd.sor_opt.besieged")
    )
    async def siege(self, interaction: Interaction, space: str, besieged: bool) -> None:
        await act_fields(interaction, "sor_report_siege", space=space, besieged=besieged)

    @app_commands.command(name="alliance", description=cmd_text("cmd.sor.alliance"))
    @app_commands.describe(
        power=cmd_text("cmd.sor_opt.power"),
        other=cmd_text("cmd.sor_opt.other"),
        allied=cmd_text("cmd.sor_opt.allied"),
    )
    @app_commands.choices(power=POWER_CHOICES, other=POWER_CHOICES)
    async def alliance(
        self, interaction: Interaction, power: str, other: str, allied: bool
    ) -> None:
        await act_fields(
            interaction, "sor_report_alliance", power=power, other=other, allied=allied
        )

    @app_commands.command(name="event_leader", description=cmd_text("cmd.sor.event_leader"))
    @app_commands.describe(
        leader=cmd_text("cmd.sor_opt.leader"),
        space=cmd_text("cmd.sor_opt.space"),
        command=cmd_text("cmd.sor_opt.command"),
    )
    async def event_leader(
        self, interaction: Interaction, leader: str, space: str, command: bool = True
    ) -> None:
        await act_fields(
            interaction, "sor_event_leader", leader=leader, space=space, command=command
        )

    @action_command(table, "sor_report_displaced")
    async def displaced(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_report_displaced", leader=leader)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Sor(bot))
