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
