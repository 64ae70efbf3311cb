"""Settings from the environment (prefix PRAETOR_) or a `.env` file."""

from __future__ import annotations

import os

from pydantic import SecretStr, field_validator, model_validator
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
    #: the gateway shards of the whole bot, the same in every process (unset: one process
    #: on one connection, which Discord accepts up to about 2,500 servers); README, "More
    #: than one machine"
    shard_count: int | None = None
    #: the shards this process connects, e.g. "0-3" or "4,5" (unset: all of them); the
    #: processes of one bot split 0 .. shard_count - 1 between them
    shard_ids: str | None = None

    @field_validator("shard_count")
    @classmethod
    def _positive_count(cls, count: int | None) -> int | None:
        if count is not None and count < 1:
            raise ValueError("PRAETOR_SHARD_COUNT must be 1 or more")
        return count

    @model_validator(mode="after")
    def _shards_in_range(self) -> Settings:
        if self.shard_ids is None:
            return self
        if self.shard_count is None:
            raise ValueError(
                "PRAETOR_SHARD_IDS needs PRAETOR_SHARD_COUNT (the bot's shards in all)"
            )
        ids = parse_shard_ids(self.shard_ids)
        outside = [i for i in ids if i >= self.shard_count]
        if outside:
            raise ValueError(
                f"PRAETOR_SHARD_IDS: shard {outside[0]} is not below PRAETOR_SHARD_COUNT "
                f"({self.shard_count}); shards are numbered from 0"
            )
        return self

    @property
    def shard_list(self) -> list[int] | None:
        """The shards this process connects (None: every shard of `shard_count`)."""
        return None if self.shard_ids is None else parse_shard_ids(self.shard_ids)

    @field_validator("database", mode="before")
    @classmethod
    def _path_as_text(cls, value: object) -> object:
        """A path (as tests and callers give it) is the address of its file."""
        return os.fspath(value) if isinstance(value, os.PathLike) else value

    @property
    def deadline_seconds(self) -> float | None:
        return self.deadline_hours * 3600 if self.deadline_hours > 0 else None


def parse_shard_ids(text: str) -> list[int]:
    """Shard ids written as ranges and single ids, comma-separated ("0-3", "0,1,2", "0-1,4"),
    in increasing order; ValueError on anything else, or an id given twice."""
    ids: list[int] = []
    for part in text.replace(" ", "").split(","):
        first, dash, last = part.partition("-")
        if not (first.isdigit() and (not dash or last.isdigit())):
            raise ValueError(
                f"PRAETOR_SHARD_IDS: {part!r} is not a shard id or a range like 0-3 "
                "(ids from 0, separated by commas)"
            )
        low, high = int(first), int(last) if dash else int(first)
        if high < low:
            raise ValueError(f"PRAETOR_SHARD_IDS: the range {part!r} runs backwards")
        ids.extend(range(low, high + 1))
    twice = sorted({i for i in ids if ids.count(i) > 1})
    if twice:
        raise ValueError(f"PRAETOR_SHARD_IDS: shard {twice[0]} is named twice")
    return sorted(ids)
