"""Errors raised by the storage layer."""


class StorageError(Exception):
    """A storage operation failed."""


class StaleVersion(StorageError):
    """The game's version is not the one the caller expected."""


class GameMissing(StorageError):
    """No game has this id."""


class SeatTaken(StorageError):
    """The user already holds another seat in this game."""


class NewerDatabase(StorageError):
    """The database was migrated by a newer release; refuse to touch it."""

    def __init__(self, version: int, known: int | None = None) -> None:
        self.version = version
        known_text = f", this release knows {known}" if known is not None else ""
        super().__init__(f"database is at schema version {version}{known_text}")


class OlderDatabase(StorageError):
    """The database needs migrations this read-only use will not apply."""

    def __init__(self, version: int) -> None:
        self.version = version
        super().__init__(f"database is at schema version {version}: run praetor migrate first")
