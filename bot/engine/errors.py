"""Errors the engines raise for bad input."""

from __future__ import annotations

from typing import Any


class IllegalAction(Exception):
    """An action the rules do not allow now. Nothing was changed.

    `key` names a player-facing message (`illegal.<key>` in the catalogue), `params`
    fill it, and `rule` is the rule number the message cites.
    """

    def __init__(self, key: str, rule: str | None = None, **params: Any) -> None:
        super().__init__(key)
        self.key = key
        self.rule = rule
        self.params = params

    def __str__(self) -> str:
        extra = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        rule = f" [{self.rule}]" if self.rule else ""
        return f"{self.key}{rule}{': ' + extra if extra else ''}"
