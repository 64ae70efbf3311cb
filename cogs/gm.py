"""`/gm …` (the game master's tools) and `/faction away|back` (absence with standing
orders). Each handler defers first, then calls one service method (`bot.service.gm`,
`bot.service.absence`) and renders what it returns."""

from __future__ import annotations

import io
from datetime import UTC, datetime
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.discord.render import seat_name
from bot.errors import NotAllowed
from bot.messages import t
from bot.service import absence
from bot.service.deadlines import PACES
from cogs import LANGUAGES, ack, cmd_text, game_here, respond, suggest

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot

KINDS = ("vote", "quick", "phase", "all")


def has_gm_role(interaction: Interaction) -> bool:
    """Whether the member holds the server role of game masters (`PRAETOR_GM_ROLE`)."""
    name = interaction.client.settings.gm_role
    return any(r.name == name for r in getattr(interaction.user, "roles", []))


def parse_day(text: str | None) -> float | None:
    """YYYY-MM-DD (UTC) -> the end of that day, epoch seconds; None stays None."""
    if not text:
        return None
    try:
        day = datetime.strptime(text.strip(), "%Y-%m-%d").replace(tzinfo=UTC)
    except ValueError:
        raise NotAllowed("bad_date") from None
    return day.timestamp() + 86400


@app_commands.guild_only()
class GameMasterCog(commands.GroupCog, group_name="gm", group_description=cmd_text("cmd.gm")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    async def _start(self, interaction: Interaction) -> tuple[int, bool]:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        return info.id, has_gm_role(interaction)

    async def _done(self, interaction: Interaction) -> None:
        await respond(interaction, t("ui.gm.ok"), ephemeral=True)

    @app_commands.command(name="pause", description=cmd_text("cmd.gm.pause"))
    @app_commands.describe(hours=cmd_text("cmd.gm.pause.hours"))
    async def pause(
        self, interaction: Interaction, hours: app_commands.Range[float, 0.1, 72.0] | None = None
    ) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.pause(game_id, interaction.user.id, role, hours)
        await self._done(interaction)

    @app_commands.command(name="resume", description=cmd_text("cmd.gm.resume"))
    async def resume(self, interaction: Interaction) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.resume(game_id, interaction.user.id, role)
        await self._done(interaction)

    @app_commands.command(name="extend", description=cmd_text("cmd.gm.extend"))
    @app_commands.describe(
        hours=cmd_text("cmd.gm.extend.hours"), faction=cmd_text("cmd.gm.extend.faction")
    )
    async def extend(
        self,
        interaction: Interaction,
        hours: app_commands.Range[float, 0.1, 72.0],
        faction: str | None = None,
    ) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.extend(game_id, interaction.user.id, role, hours, faction)
        await self._done(interaction)

    @app_commands.command(name="deadline", description=cmd_text("cmd.gm.deadline"))
    @app_commands.describe(
        kind=cmd_text("cmd.gm.deadline.kind"), hours=cmd_text("cmd.gm.deadline.hours")
    )
    @app_commands.choices(
        kind=[app_commands.Choice(name=cmd_text(f"ui.gm.class.{k}"), value=k) for k in KINDS]
    )
    async def deadline(
        self, interaction: Interaction, kind: str, hours: app_commands.Range[float, 0.1, 336.0]
    ) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.set_deadline(game_id, interaction.user.id, role, kind, hours)
        await self._done(interaction)

    @app_commands.command(name="pace", description=cmd_text("cmd.gm.pace"))
    @app_commands.describe(pace=cmd_text("cmd.gm.pace.pace"))
    @app_commands.choices(
        pace=[app_commands.Choice(name=cmd_text(f"ui.pace.{p}"), value=p) for p in PACES]
    )
    async def pace(self, interaction: Interaction, pace: str) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.set_pace(game_id, interaction.user.id, role, pace)
        await self._done(interaction)

    @app_commands.command(name="language", description=cmd_text("cmd.gm.language"))
    @app_commands.describe(language=cmd_text("cmd.gm.language.language"))
    @app_commands.choices(language=LANGUAGES)
    async def language(self, interaction: Interaction, language: str) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.set_language(game_id, interaction.user.id, role, language)
        await self._done(interaction)

    @app_commands.command(name="undo", description=cmd_text("cmd.gm.undo"))
    @app_commands.describe(moves=cmd_text("cmd.gm.undo.moves"))
    async def undo(
        self, interaction: Interaction, moves: app_commands.Range[int, 1, 500] | None = None
    ) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.undo(game_id, interaction.user.id, role, moves)
        await self._done(interaction)

    @app_commands.command(name="replace", description=cmd_text("cmd.gm.replace"))
    @app_commands.describe(old=cmd_text("cmd.gm.replace.old"), new=cmd_text("cmd.gm.replace.new"))
    async def replace(self, interaction: Interaction, old: discord.User, new: discord.User) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.replace(game_id, interaction.user.id, role, old.id, new.id)
        await self._done(interaction)

    @app_commands.command(name="seat", description=cmd_text("cmd.gm.seat"))
    @app_commands.describe(
        player=cmd_text("cmd.gm.seat.player"), faction=cmd_text("cmd.gm.seat.faction")
    )
    async def seat(self, interaction: Interaction, player: discord.User, faction: str) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.seat(game_id, interaction.user.id, role, player.id, faction)
        await self._done(interaction)

    @app_commands.command(name="kick", description=cmd_text("cmd.gm.kick"))
    @app_commands.describe(player=cmd_text("cmd.gm.kick.player"))
    async def kick(self, interaction: Interaction, player: discord.User) -> None:
        game_id, role = await self._start(interaction)
        await self.bot.gm.kick(game_id, interaction.user.id, role, player.id)
        await self._done(interaction)

    @app_commands.command(name="export", description=cmd_text("cmd.gm.export"))
    async def export(self, interaction: Interaction) -> None:
        game_id, role = await self._start(interaction)
        record = await self.bot.gm.export(game_id, interaction.user.id, role)
        files = [
            discord.File(io.BytesIO(record.record_json.encode()), f"praetor-{game_id}.json"),
            discord.File(io.BytesIO(record.history.encode()), f"praetor-{game_id}.txt"),
        ]
        await interaction.followup.send(
            t("ui.gm.export_ready", game_id=game_id), files=files, ephemeral=True
        )

    @extend.autocomplete("faction")
    @seat.autocomplete("faction")
    async def seats(self, interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
        try:
            info = await game_here(interaction)
        except Exception:
            return []
        return [
            app_commands.Choice(name=seat_name(s.seat), value=s.seat)
            for s in info.seats
            if current.lower() in seat_name(s.seat).lower()
        ][:25]


class AwayCog(commands.Cog):
    """`/faction away` and `/faction back`, added in `setup` to the `/faction` group (a
    game's cogs, loaded before this cog, may have made it already)."""

    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="away", description=cmd_text("cmd.faction.away"))
    @app_commands.describe(
        until=cmd_text("cmd.faction.away.until"),
        votes=cmd_text("cmd.faction.away.votes"),
        other=cmd_text("cmd.faction.away.other"),
    )
    async def away(
        self,
        interaction: Interaction,
        until: str | None = None,
        votes: str = "default",
        other: str = "default",
    ) -> None:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        seat = await absence.go_away(
            self.bot.service,
            info.id,
            interaction.user.id,
            until=parse_day(until),
            orders={"vote": votes.strip(), "quick": other.strip()},
        )
        await respond(interaction, t("ui.away.done", seat=seat_name(seat)), ephemeral=True)

    @app_commands.command(name="back", description=cmd_text("cmd.faction.back"))
    async def back(self, interaction: Interaction) -> None:
        await ack(interaction, ephemeral=True)
        info = await game_here(interaction)
        seat = await absence.come_back(self.bot.service, info.id, interaction.user.id)
        await respond(interaction, t("ui.away.welcome", seat=seat_name(seat)), ephemeral=True)

    @away.autocomplete("votes")
    async def vote_orders(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await game_here(interaction)
        except Exception:
            return []
        mine = info.seat_of(interaction.user.id)
        named = [(t(f"ui.away.order.{o}"), o) for o in (*absence.ORDERS, *absence.VOTE_ORDERS)]
        named += [
            (seat_name(s.seat), f"{absence.WITH}{s.seat}") for s in info.seats if s.seat != mine
        ]
        return suggest(named, current)

    @away.autocomplete("other")
    async def other_orders(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return [app_commands.Choice(name=t(f"ui.away.order.{o}"), value=o) for o in absence.ORDERS]


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(GameMasterCog(bot))
    away = AwayCog(bot)
    await bot.add_cog(away)
    group = bot.tree.get_command("faction")
    if not isinstance(group, app_commands.Group):
        group = app_commands.Group(name="faction", description=cmd_text("cmd.faction"))
        bot.tree.add_command(group)
    for command in (away.away, away.back):
        bot.tree.remove_command(command.name)
        group.add_command(command)
