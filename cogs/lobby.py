"""`/game`: open, join, start, inspect and abandon the game of a channel."""

from __future__ import annotations

import asyncio
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from discord import app_commands
from discord.ext import commands

from bot.board import image_payload
from bot.discord.board import board_message, image_message
from bot.discord.limits import CHOICE_NAME_LIMIT, CONTENT_LIMIT, MAX_SUGGESTIONS
from bot.discord.locale import server_locale
from bot.discord.render import (
    Rendered,
    clip,
    hand_embed,
    lobby_embed,
    option_value,
    options_text,
    seat_name,
)
from bot.errors import NotYourSeat
from bot.games import DEFAULT_GAME, GAMES, get_presenter
from bot.messages import has, t
from bot.service import game_options
from bot.service.deadlines import DEFAULT_PACE, PACES
from cogs import LANGUAGES, PUBLIC, cmd_text, game_here, respond, service_of, speak_in

if TYPE_CHECKING:
    from bot.discord.client import Interaction, PraetorBot
    from bot.service.game_info import GameInfo

#: the seat range of the registered games (each game checks its own: `create_game`)
LOW_SEATS = min(g.MIN_SEATS for g in GAMES.values())
HIGH_SEATS = max(g.MAX_SEATS for g in GAMES.values())
BALLOTS = ("sealed", "open")


def _taken(info: GameInfo) -> dict[str, int]:
    return {"taken": len(info.seats) - len(info.open_seats), "total": len(info.seats)}


@app_commands.guild_only()
class Lobby(commands.GroupCog, group_name="game", group_description=cmd_text("cmd.game")):
    def __init__(self, bot: PraetorBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="create", description=cmd_text("cmd.game.create"), extras=PUBLIC)
    @app_commands.describe(
        game=cmd_text("cmd.game.create.game"),
        scenario=cmd_text("cmd.game.create.scenario"),
        players=cmd_text("cmd.game.create.players"),
        turn_limit=cmd_text("cmd.game.create.turn_limit"),
        ballot=cmd_text("option.ballot"),
        pontifex=cmd_text("option.pontifex"),
        provincial_wars=cmd_text("option.provincial_wars"),
        rebel_governors=cmd_text("option.rebel_governors"),
        legion_disbandment=cmd_text("option.legion_disbandment"),
        advocates=cmd_text("option.advocates"),
        laws_by_vote=cmd_text("option.laws_by_vote"),
        pace=cmd_text("option.pace"),
        vote_hours=cmd_text("option.vote_hours"),
        quick_hours=cmd_text("option.quick_hours"),
        phase_hours=cmd_text("option.phase_hours"),
        language=cmd_text("cmd.game.create.language"),
    )
    @app_commands.choices(
        game=[app_commands.Choice(name=cmd_text(f"game.{key}"), value=key) for key in GAMES],
        ballot=[app_commands.Choice(name=cmd_text(f"option.ballot.{b}"), value=b) for b in BALLOTS],
        pace=[app_commands.Choice(name=cmd_text(f"ui.pace.{p}"), value=p) for p in PACES],
        language=LANGUAGES,
    )
    async def create(
        self,
        interaction: Interaction,
        players: app_commands.Range[int, LOW_SEATS, HIGH_SEATS],
        game: str = DEFAULT_GAME,
        scenario: str | None = None,
        turn_limit: app_commands.Range[int, 1, 99] | None = None,
        ballot: str | None = None,
        pontifex: bool | None = None,
        provincial_wars: bool | None = None,
        rebel_governors: bool | None = None,
        legion_disbandment: bool | None = None,
        advocates: bool | None = None,
        laws_by_vote: bool | None = None,
        pace: str = DEFAULT_PACE,
        vote_hours: app_commands.Range[float, 0.1, game_options.MAX_HOURS] | None = None,
        quick_hours: app_commands.Range[float, 0.1, game_options.MAX_HOURS] | None = None,
        phase_hours: app_commands.Range[float, 0.1, game_options.MAX_HOURS] | None = None,
        language: str | None = None,
    ) -> None:
        """The options a group usually sets are here; every other one, and these too, can
        be changed with `/game option` until the start. The language is the
        game's (its channel; the server's preferred one unless chosen), changed later
        with `/gm language`. The game's
        rules judge its options, scenario and seat count: one it lacks is refused."""
        scenarios = get_presenter(game).scenarios if game in GAMES else ()
        if scenario is None and scenarios:
            scenario = scenarios[0]  # the game's default scenario
        given = {
            "scenario": scenario,
            "turn_limit": turn_limit,
            "ballot": ballot,
            "pontifex": pontifex,
            "provincial_wars": provincial_wars,
            "rebel_governors": rebel_governors,
            "legion_disbandment": legion_disbandment,
            "advocates": advocates,
            "laws_by_vote": laws_by_vote,
            "pace": pace,
            "vote_hours": vote_hours,
            "quick_hours": quick_hours,
            "phase_hours": phase_hours,
        }
        options = {k: v for k, v in given.items() if v is not None}
        info = await self.bot.service.create_game(
            channel_id=interaction.channel_id or 0,
            guild_id=interaction.guild_id,
            creator_id=interaction.user.id,
            players=players,
            options=options,
            game=game,
            locale=language or server_locale(interaction),
        )
        await speak_in(interaction, info.id)
        text = t(
            "ui.game.created",
            creator=interaction.user.mention,
            game=t(f"game.{game}"),
            scenario=t(f"scenario.{scenario}") if has(f"scenario.{scenario}") else scenario or "-",
            players=len(info.seats),
        )
        options_shown = options_text(await self.bot.service.option_values(info))
        await respond(interaction, clip(f"{text}\n{options_shown}", CONTENT_LIMIT))

    @app_commands.command(name="option", description=cmd_text("cmd.game.option"), extras=PUBLIC)
    @app_commands.describe(
        name=cmd_text("cmd.game.option.name"), value=cmd_text("cmd.game.option.value")
    )
    async def option(self, interaction: Interaction, name: str, value: str) -> None:
        """The creator changes one option before the start."""
        info = await game_here(interaction)
        info = await self.bot.service.set_option(info.id, interaction.user.id, name, value)
        name = name.strip()  # a known option: set_option refuses any other
        values = await self.bot.service.option_values(info)
        text = t(
            "ui.options.set",
            user=interaction.user.mention,
            name=name,
            value=option_value(name, values[name]),
        )
        await respond(interaction, text)

    @app_commands.command(name="join", description=cmd_text("cmd.game.join"), extras=PUBLIC)
    @app_commands.describe(faction=cmd_text("cmd.game.join.faction"))
    async def join(self, interaction: Interaction, faction: str | None = None) -> None:
        info = await game_here(interaction)
        info = await self.bot.service.join(info.id, interaction.user.id, faction)
        seat = seat_name(info.seat_of(interaction.user.id))
        text = t("ui.game.joined", user=interaction.user.mention, seat=seat, **_taken(info))
        await respond(interaction, text)

    @app_commands.command(name="leave", description=cmd_text("cmd.game.leave"), extras=PUBLIC)
    async def leave(self, interaction: Interaction) -> None:
        info = await game_here(interaction)
        seat = seat_name(info.seat_of(interaction.user.id))
        if info.status == "active":  # mid-game, a computer player holds the seat
            await self.bot.gm.leave(info.id, interaction.user.id)
            await respond(interaction, t("ui.gm.ok"))
            return
        info = await self.bot.service.leave(info.id, interaction.user.id)
        text = t("ui.game.left", user=interaction.user.mention, seat=seat, **_taken(info))
        await respond(interaction, text)

    @app_commands.command(name="bot", description=cmd_text("cmd.game.bot"), extras=PUBLIC)
    @app_commands.describe(faction=cmd_text("cmd.game.bot.faction"))
    async def add_bot(self, interaction: Interaction, faction: str | None = None) -> None:
        info = await game_here(interaction)
        before = set(info.open_seats)
        info = await self.bot.service.add_bot(info.id, interaction.user.id, faction)
        seat = next(iter(before - set(info.open_seats)), faction)
        text = t("ui.game.bot_added", seat=seat_name(seat), **_taken(info))
        await respond(interaction, text)

    @app_commands.command(name="start", description=cmd_text("cmd.game.start"), extras=PUBLIC)
    async def start(self, interaction: Interaction) -> None:
        info = await game_here(interaction)
        await self.bot.service.start(info.id, interaction.user.id)
        await respond(interaction, t("ui.game.started"))

    @app_commands.command(name="status", description=cmd_text("cmd.game.status"), extras=PUBLIC)
    async def status(self, interaction: Interaction) -> None:
        info = await game_here(interaction)
        options = await self.bot.service.option_values(info)
        if info.status == "lobby":
            await respond(interaction, Rendered(embeds=[lobby_embed(info, options)]))
            return
        payload, due_at = await self.bot.service.status_board(info.id)  # as the board shows
        board = board_message(payload, due_at)
        await respond(
            interaction, replace(board, content=clip(options_text(options), CONTENT_LIMIT))
        )

    @app_commands.command(name="board", description=cmd_text("cmd.game.board"), extras=PUBLIC)
    async def board(self, interaction: Interaction) -> None:
        """The picture of the Republic now, drawn off the event loop."""
        info = await game_here(interaction)
        data = await self.bot.service.board(info.id)
        payload = image_payload(info.id, data, info.game)
        await respond(interaction, await asyncio.to_thread(image_message, payload, requested=True))

    @app_commands.command(name="hand", description=cmd_text("cmd.game.hand"))
    async def hand(self, interaction: Interaction) -> None:
        info = await game_here(interaction)
        seat = info.seat_of(interaction.user.id)
        if seat is None:
            raise NotYourSeat()
        view = await self.bot.service.view(info.id, interaction.user.id)
        embed = hand_embed(view.model_dump(mode="json"), seat, info.game)
        await respond(interaction, Rendered(embeds=[embed]), ephemeral=True)

    @app_commands.command(name="abandon", description=cmd_text("cmd.game.abandon"), extras=PUBLIC)
    async def abandon(self, interaction: Interaction) -> None:
        info = await game_here(interaction)
        await self.bot.service.abandon(info.id, interaction.user.id)
        await respond(interaction, t("ui.game.abandoned"))

    @option.autocomplete("name")
    async def option_names(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """Every option of the game, with what it sets."""
        specs = await _option_specs(interaction)
        current = current.strip().lower()
        out = []
        for name in specs:
            described = f"{name} — {t(f'option.{name}')}"
            if current in described.lower():
                out.append(app_commands.Choice(name=clip(described, CHOICE_NAME_LIMIT), value=name))
        return out[:MAX_SUGGESTIONS]

    @option.autocomplete("value")
    async def option_value_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The values of the option named so far."""
        specs = await _option_specs(interaction)
        spec = specs.get(str(getattr(interaction.namespace, "name", "") or "").strip())
        if spec is None:
            return []
        current = current.strip().lower()
        out = []
        for value in game_options.suggested(spec):
            key = f"scenario.{value}" if spec.name == "scenario" else f"option.{spec.name}.{value}"
            named = f"{value} — {t(key)}" if has(key) else value
            if current in named.lower():
                out.append(app_commands.Choice(name=clip(named, CHOICE_NAME_LIMIT), value=value))
        return out[:MAX_SUGGESTIONS]

    @create.autocomplete("scenario")
    async def scenario_choices(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The scenarios of the game chosen so far (the default game's before one is)."""
        game = str(getattr(interaction.namespace, "game", None) or DEFAULT_GAME)
        if game not in GAMES:
            return []
        current = current.strip().lower()
        out = []
        for scenario in get_presenter(game).scenarios:
            key = f"scenario.{scenario}"
            named = t(key) if has(key) else scenario
            if current in named.lower() or current in scenario:
                out.append(app_commands.Choice(name=clip(named, CHOICE_NAME_LIMIT), value=scenario))
        return out[:MAX_SUGGESTIONS]

    @join.autocomplete("faction")
    @add_bot.autocomplete("faction")
    async def free_seats(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            info = await service_of(interaction).game_in_channel(interaction.channel_id or 0)
        except Exception:
            return []
        current = current.lower()
        return [
            app_commands.Choice(name=seat_name(seat), value=seat)
            for seat in info.open_seats
            if current in seat or current in seat_name(seat).lower()
        ][:MAX_SUGGESTIONS]


async def setup(bot: PraetorBot) -> None:
    await bot.add_cog(Lobby(bot))


async def _option_specs(interaction: Interaction) -> dict[str, Any]:
    """The options of the game in this channel, by name (none when there is no game: an
    autocomplete offers nothing rather than an error)."""
    try:
        service = service_of(interaction)
        return service.option_specs(await service.game_in_channel(interaction.channel_id or 0))
    except Exception:
        return {}
