"""Sword of Rome's commands: `/sor …` — the leader decisions with autocomplete from the
caller's legal actions, the facts the players report, and importing the group's roster and
map."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

from bot.discord.errors import respond
from bot.discord.render import clip
from bot.engine import IllegalAction
from bot.games.sor.rules.powers import POWERS, SEATS
from bot.messages import has, t
from cogs import cmd_text
from cogs.actions import act_fields, act_pick, complete, suggest_pick

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

#: the decisions answered by picking one legal action
ANSWERS = (
    "sor_consent",
    "sor_refuse",
    "sor_avoid_to",
    "sor_go_next",
    "sor_place_leader",
    "sor_reinforce",
    "sor_keep_leader",
    "sor_remove_leader",
    "sor_declared",
    "sor_done",
)
PROBLEMS_SHOWN = 20
POWER_CHOICES = [app_commands.Choice(name=p, value=p) for p in POWERS]
PLAYER_CHOICES = [app_commands.Choice(name=s, value=s) for s in SEATS]


def _opt(name: str) -> app_commands.locale_str:
    return cmd_text(f"cmd.sor_opt.{name}")


def problem_lines(problems: list[dict[str, Any]]) -> list[str]:
    """An import's problems in words, one line each (`import.<key>`)."""
    lines = []
    for p in problems[:PROBLEMS_SHOWN]:
        key = f"import.{p.get('key')}"
        text = t(key, **p) if has(key) else str(p.get("key"))
        lines.append(t("import.sor_line", row=p.get("row"), item=p.get("item") or "", text=text))
    return lines


class Sor(commands.GroupCog, group_name="sor", group_description=cmd_text("cmd.sor")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="start", description=cmd_text("cmd.sor.start"))
    async def start(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_start")

    @app_commands.command(name="import", description=cmd_text("cmd.sor.import"))
    @app_commands.describe(what=_opt("what"), fmt=_opt("fmt"), text=_opt("text"))
    @app_commands.choices(
        what=[app_commands.Choice(name=w, value=w) for w in ("roster", "map")],
        fmt=[app_commands.Choice(name=f, value=f) for f in ("csv", "json")],
    )
    async def import_(self, interaction: Interaction, what: str, fmt: str, text: str) -> None:
        try:
            await act_fields(interaction, "sor_import", what=what, fmt=fmt, text=text)
        except IllegalAction as e:
            if e.key != "sor_import_failed":
                raise
            head = t("illegal.sor_import_failed", **e.params)
            lines = problem_lines(list(e.params.get("problems", [])))
            await respond(interaction, clip("\n".join([head, *lines]), 2000), ephemeral=True)

    @app_commands.command(name="activate", description=cmd_text("cmd.sor.activate"))
    @app_commands.describe(leader=_opt("leader"), card=_opt("card"), source=_opt("source"))
    @app_commands.autocomplete(**complete("sor_activate", "leader", "card", "source"))
    async def activate(
        self, interaction: Interaction, leader: str, card: int, source: str = "card"
    ) -> None:
        await act_fields(interaction, "sor_activate", leader=leader, card=card, source=source)

    @app_commands.command(name="minor", description=cmd_text("cmd.sor.minor"))
    @app_commands.describe(leader=_opt("leader"), space=_opt("space"))
    @app_commands.autocomplete(**complete("sor_place_minor", "leader", "space"))
    async def minor(self, interaction: Interaction, leader: str, space: str) -> None:
        await act_fields(interaction, "sor_place_minor", leader=leader, space=space)

    @app_commands.command(name="other", description=cmd_text("cmd.sor.other"))
    async def other(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_play_other")

    @app_commands.command(name="move", description=cmd_text("cmd.sor.move"))
    @app_commands.describe(space=_opt("space"))
    @app_commands.autocomplete(**complete("sor_move_to", "space"))
    async def move(self, interaction: Interaction, space: str) -> None:
        await act_fields(interaction, "sor_move_to", space=space)

    @app_commands.command(name="take", description=cmd_text("cmd.sor.take"))
    @app_commands.describe(cu=_opt("cu"))
    async def take(self, interaction: Interaction, cu: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "sor_take_cu", cu=cu)

    @app_commands.command(name="drop", description=cmd_text("cmd.sor.drop"))
    @app_commands.describe(cu=_opt("cu"))
    async def drop(self, interaction: Interaction, cu: app_commands.Range[int, 1, 10]) -> None:
        await act_fields(interaction, "sor_drop_cu", cu=cu)

    @app_commands.command(name="pickup", description=cmd_text("cmd.sor.pickup"))
    @app_commands.describe(leader=_opt("leader"))
    @app_commands.autocomplete(**complete("sor_take_leader", "leader"))
    async def pickup(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_take_leader", leader=leader)

    @app_commands.command(name="leave", description=cmd_text("cmd.sor.leave"))
    @app_commands.describe(leader=_opt("leader"))
    @app_commands.autocomplete(**complete("sor_drop_leader", "leader"))
    async def leave(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_drop_leader", leader=leader)

    @app_commands.command(name="end", description=cmd_text("cmd.sor.end"))
    async def end(self, interaction: Interaction) -> None:
        await act_fields(interaction, "sor_end_move")

    @app_commands.command(name="intercept", description=cmd_text("cmd.sor.intercept"))
    @app_commands.describe(leader=_opt("leader"), origin=_opt("origin"), cu=_opt("cu"))
    @app_commands.autocomplete(**complete("sor_intercept", "leader", "origin", "cu"))
    async def intercept(self, interaction: Interaction, leader: str, origin: str, cu: int) -> None:
        await act_fields(interaction, "sor_intercept", leader=leader, origin=origin, cu=cu)

    @app_commands.command(name="avoid", description=cmd_text("cmd.sor.avoid"))
    @app_commands.describe(leader=_opt("leader"), origin=_opt("origin"), cu=_opt("cu"))
    @app_commands.autocomplete(**complete("sor_avoid", "leader", "origin", "cu"))
    async def avoid(self, interaction: Interaction, leader: str, origin: str, cu: int) -> None:
        await act_fields(interaction, "sor_avoid", leader=leader, origin=origin, cu=cu)

    @app_commands.command(name="withdraw", description=cmd_text("cmd.sor.withdraw"))
    @app_commands.describe(power=_opt("power"), cu=_opt("cu"))
    @app_commands.autocomplete(**complete("sor_withdraw", "power", "cu"))
    async def withdraw(self, interaction: Interaction, power: str, cu: int) -> None:
        await act_fields(interaction, "sor_withdraw", power=power, cu=cu)

    @app_commands.command(name="answer", description=cmd_text("cmd.sor.answer"))
    @app_commands.describe(choice=_opt("choice"))
    @app_commands.autocomplete(choice=suggest_pick(ANSWERS))
    async def answer(self, interaction: Interaction, choice: str) -> None:
        await act_pick(interaction, ANSWERS, choice)

    @app_commands.command(name="battle", description=cmd_text("cmd.sor.battle"))
    @app_commands.describe(
        attacker_losses=_opt("attacker_losses"),
        defender_losses=_opt("defender_losses"),
        retreat=_opt("retreat"),
    )
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
    @app_commands.choices(power=POWER_CHOICES)
    @app_commands.describe(
        space=_opt("space"), power=_opt("power"), delta=_opt("delta"), inside=_opt("inside")
    )
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
    @app_commands.choices(power=POWER_CHOICES)
    @app_commands.describe(space=_opt("space"), power=_opt("power"))
    async def control(self, interaction: Interaction, space: str, power: str | None = None) -> None:
        await act_fields(interaction, "sor_report_control", space=space, power=power)

    @app_commands.command(name="loyalty", description=cmd_text("cmd.sor.loyalty"))
    @app_commands.describe(space=_opt("space"), loyalty=_opt("loyalty"))
    async def loyalty(
        self, interaction: Interaction, space: str, loyalty: app_commands.Range[int, 0, 99]
    ) -> None:
        await act_fields(interaction, "sor_report_loyalty", space=space, loyalty=loyalty)

    @app_commands.command(name="vp", description=cmd_text("cmd.sor.vp"))
    @app_commands.choices(player=PLAYER_CHOICES)
    @app_commands.describe(player=_opt("player"), vp=_opt("vp"))
    async def vp(
        self, interaction: Interaction, player: str, vp: app_commands.Range[int, -99, 999]
    ) -> None:
        await act_fields(interaction, "sor_report_vp", seat=player, vp=vp)

    @app_commands.command(name="siege", description=cmd_text("cmd.sor.siege"))
    @app_commands.describe(space=_opt("space"), besieged=_opt("besieged"))
    async def siege(self, interaction: Interaction, space: str, besieged: bool) -> None:
        await act_fields(interaction, "sor_report_siege", space=space, besieged=besieged)

    @app_commands.command(name="event_leader", description=cmd_text("cmd.sor.event_leader"))
    @app_commands.describe(leader=_opt("leader"), space=_opt("space"), command=_opt("command"))
    async def event_leader(
        self, interaction: Interaction, leader: str, space: str, command: bool = True
    ) -> None:
        await act_fields(
            interaction, "sor_event_leader", leader=leader, space=space, command=command
        )

    @app_commands.command(name="displaced", description=cmd_text("cmd.sor.displaced"))
    @app_commands.describe(leader=_opt("leader"))
    async def displaced(self, interaction: Interaction, leader: str) -> None:
        await act_fields(interaction, "sor_report_displaced", leader=leader)


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Sor(bot))
