"""Settings from the environment (prefix PRAETOR_) or a `.env` file."""

from __future__ import annotations

import os

from pydantic import SecretStr, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict


class Settings(BaseSettings):
    model_config = SettingsConfigDict(
        env_prefix="PRAETOR_", env_file=".env", extra="ignore", env_ignore_empty=True
    )

    #: the bot token; only `praetor run` and `praetor sync` need it
    token: SecretStr | None = None
    #: where every game is kept: a SQLite file (a path, or sqlite:///FILE) or a PostgreSQL
    #: server (postgresql://USER:PASSWORD@HOST:PORT/NAME)
    database: str = "praetor.sqlite3"
    #: hours a player has for a decision before the default action applies (0 = no deadline)
    deadline_hours: float = 24.0
    #: a guild to sync commands to instantly while developing (global sync otherwise)
    dev_guild_id: int | None = None
    #: name of a server role whose members may use the game master's tools
    gm_role: str = "Praetor GM"
    log_level: str = "INFO"
    #: days delivered messages, and the private events of a game that ended, are kept
    #: (0 = forever); action logs, public events and final states are always kept
    retention_days: float = 14.0

    @field_validator("database", mode="before")
    @classmethod
    def _path_as_text(cls, value: object) -> object:
        """A path (as tests and callers give it) is the address of its file."""
        return os.fspath(value) if isinstance(value, os.PathLike) else value

    @property
    def deadline_seconds(self) -> float | None:
        return self.deadline_hours * 3600 if self.deadline_hours > 0 else None
