"""Errors the service raises for bad requests. Each carries a catalogue key
(`error.<key>`) and its parameters; the Discord layer turns them into short ephemeral
replies. Rules refusals are `bot.rules.core.IllegalAction`."""

from __future__ import annotations

from typing import Any


class PraetorError(Exception):
    key = "generic"

    def __init__(self, key: str | None = None, **params: Any) -> None:
        self.key = key or type(self).key
        self.params = params
        super().__init__(self.key)


class GameNotFound(PraetorError):
    key = "game_not_found"


class NotYourSeat(PraetorError):
    key = "not_in_game"


class StaleState(PraetorError):
    key = "stale"


class LobbyError(PraetorError):
    key = "lobby"


class GamePaused(PraetorError):
    key = "paused"


class NotAllowed(PraetorError):
    key = "not_allowed"
