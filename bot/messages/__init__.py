"""The message catalogue: every text shown to players, by key.

Keys: `event.<kind>` (narration of engine events), `decision.<kind>` (prompts),
`action.<kind>` (button labels), `illegal.<key>` (why an action was refused),
`ui.<...>` and `error.<...>` (the Discord layer). Templates use `str.format` with named
fields. English only for now; a locale is one more dict of the same keys.
"""

from __future__ import annotations

from typing import Any

from bot.messages import en_ror, en_ui

CATALOG: dict[str, str] = {**en_ui.MESSAGES, **en_ror.MESSAGES}


class _Blank(dict[str, Any]):
    def __missing__(self, key: str) -> str:
        return "?"


def has(key: str) -> bool:
    return key in CATALOG


def t(key: str, /, **params: Any) -> str:
    """The text for `key` filled with `params`. A missing key shows itself, so a gap in
    the catalogue is visible in tests instead of crashing a game."""
    template = CATALOG.get(key)
    if template is None:
        return key
    return template.format_map(_Blank(params))
