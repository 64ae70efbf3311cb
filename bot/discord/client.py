"""The Discord client: builds storage, service, delivery and scheduler in `setup_hook`,
loads the cogs, re-registers the persistent prompt components and routes every
interaction error through one handler. Constructing the bot touches no network."""

from __future__ import annotations

import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeAlias

import discord
from discord import app_commands
from discord.ext import commands

from bot import messages
from bot.discord import errors as discord_errors
from bot.discord.locale import speak_to_user
from bot.discord.render import DYNAMIC_ITEMS
from bot.discord.transport import DiscordTransport
from bot.games import presenters
from bot.messages import find_locale
from bot.messages.catalogues import ENGLISH, NAME_PREFIX, Entry
from bot.service.delivery import Delivery, Transport
from bot.service.game_service import GameService
from bot.service.gm import GameMaster
from bot.service.scheduler import Scheduler
from db import Store
from db.open import open_storage

if TYPE_CHECKING:
    from bot.settings import Settings

log = logging.getLogger(__name__)


def extensions() -> tuple[str, ...]:
    """The shared cogs, each registered game's own cogs (from its presenter, which imports
    the game: so when the bot sets up, not when this module loads), then `/why` and `/gm`
    (which adds `/faction away|back` to the group a game's cogs define)."""
    return (
        "cogs.lobby",
        "cogs.play",
        *(cog for presenter in presenters() for cog in presenter.cogs),
        "cogs.why",
        "cogs.gm",
        "cogs.private",
    )


class CatalogTranslator(app_commands.Translator):
    """Command names, descriptions and choices in every locale with a catalogue. A
    description or choice carries its catalogue key (`cogs.cmd_text`); a command's,
    group's or option's name is looked up as `<NAME_PREFIX><command path>[.<option>]`, a key
    a locale may have (English uses the names in the code). English itself, and a text a
    locale lacks, return None: Discord shows the default (English)."""

    def __init__(self, catalogues: Mapping[str, Mapping[str, Entry]] | None = None) -> None:
        self.catalogues = messages.CATALOGUES if catalogues is None else catalogues

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        ours = find_locale(locale.value, among=self.catalogues)
        if ours is None or ours == ENGLISH:
            return None
        key = string.extras.get("key") or _name_key(context)
        entry = self.catalogues[ours].get(key) if key else None
        return entry if isinstance(entry, str) else None


def _name_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of a command's, group's or option's name."""
    where, data = context.location, context.data
    names = app_commands.TranslationContextLocation
    named = (app_commands.Command, app_commands.ContextMenu, app_commands.Group)
    if where in (names.command_name, names.group_name) and isinstance(data, named):
        return NAME_PREFIX + data.qualified_name.replace(" ", ".")
    if where is names.parameter_name and isinstance(data, app_commands.Parameter):
        command = data.command.qualified_name.replace(" ", ".")
        return f"{NAME_PREFIX}{command}.{data.name}"
    return None


class PraetorTree(app_commands.CommandTree["PraetorBot"]):
    async def interaction_check(self, interaction: Interaction) -> bool:
        """Every slash command is acknowledged before its handler reads anything (within
        Discord's 3-second window): ephemerally, unless the command's `extras` say its
        reply is public. Autocomplete answers directly."""
        speak_to_user(interaction)
        if interaction.type is discord.InteractionType.application_command:
            command = interaction.command
            public = bool(command is not None and command.extras.get("public"))
            await discord_errors.ack(interaction, ephemeral=not public)
        return True

    async def on_error(self, interaction: Interaction, error: app_commands.AppCommandError) -> None:
        command = interaction.command
        if command is not None and getattr(command, "_has_any_error_handlers", lambda: False)():
            return
        await discord_errors.report(interaction, error)


class PraetorBot(commands.Bot):
    storage: Store
    service: GameService
    delivery: Delivery
    scheduler: Scheduler
    gm: GameMaster

    def __init__(
        self,
        settings: Settings,
        *,
        storage_path: str | None = None,
        transport: Transport | None = None,
        start_loops: bool = True,
    ) -> None:
        intents = discord.Intents.default()
        intents.message_content = False
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=intents,
            help_command=None,
            tree_cls=PraetorTree,
            allowed_mentions=discord.AllowedMentions(everyone=False, roles=False, users=True),
            **self._shard_options(settings),
        )
        self.settings = settings
        self.storage_path = storage_path or str(settings.database)
        self._transport = transport
        self.start_loops = start_loops

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        """What discord.py is told of the shards (nothing: one connection, no sharding)."""
        return {}

    async def setup_hook(self) -> None:
        self.storage = await open_storage(self.storage_path)
        self.delivery = Delivery(
            self.storage,
            self._transport or DiscordTransport(self),
            board=lambda game_id: self.service.board_message(game_id),
        )
        self.service = GameService(
            self.storage,
            deadline_seconds=self.settings.deadline_seconds,
            on_outbox=self.delivery.wake,
        )
        self.scheduler = Scheduler(self.service, retention_days=self.settings.retention_days)
        self.gm = GameMaster(self.service)
        await self.tree.set_translator(CatalogTranslator())
        for extension in extensions():
            await self.load_extension(extension)
        self.add_dynamic_items(*DYNAMIC_ITEMS)
        if self.start_loops:
            self.delivery.start()
            self.scheduler.start()

    async def close(self) -> None:
        if hasattr(self, "storage"):
            await self.scheduler.stop()
            await self.delivery.stop()
            await self.storage.close()
            del self.storage
        await super().close()


class ShardedPraetorBot(PraetorBot, commands.AutoShardedBot):
    """The bot of a process that connects some of the bot's gateway shards
    (`PRAETOR_SHARD_COUNT`, `PRAETOR_SHARD_IDS`): discord.py's `AutoShardedBot` opens one
    connection per shard of `shard_ids` and identifies each as `[id, shard_count]`. Every
    process runs its own delivery and deadline workers over the shared database: they send
    through Discord's HTTP API, which needs no gateway."""

    @staticmethod
    def _shard_options(settings: Settings) -> dict[str, Any]:
        return {"shard_count": settings.shard_count, "shard_ids": settings.shard_list}


#: what every slash command, autocomplete and component callback receives: its `client` is
#: the bot, with the service, storage and delivery it built
Interaction: TypeAlias = discord.Interaction[PraetorBot]


def create_bot(
    settings: Settings,
    *,
    storage_path: str | None = None,
    transport: Transport | None = None,
    start_loops: bool = True,
) -> PraetorBot:
    kind = PraetorBot if settings.shard_count is None else ShardedPraetorBot
    return kind(settings, storage_path=storage_path, transport=transport, start_loops=start_loops)


async def sync_commands(bot: commands.Bot, guild_id: int | None) -> list[app_commands.AppCommand]:
    """Publish the slash commands: to one guild (instant, for development) or globally."""
    if guild_id is None:
        return await bot.tree.sync()
    guild = discord.Object(id=guild_id)
    bot.tree.copy_global_to(guild=guild)
    return await bot.tree.sync(guild=guild)
