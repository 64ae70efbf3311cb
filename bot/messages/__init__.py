"""The message catalogue: every text shown to players, by key.

Keys: `event.<kind>` (narration of engine events), `decision.<kind>` (prompts),
`action.<kind>` (button labels), `illegal.<key>` (why an action was refused),
`ui.<...>` and `error.<...>` (the Discord layer). Templates use `str.format` with named
fields. English only for now; a locale is one more dict of the same keys.
"""

from __future__ import annotations

from typing import Any

from bot.games.ror import messages as ror_messages
from bot.messages import en_ui, en_ui_board, en_ui_commands, en_ui_gm, en_ui_options

#: one dict per area, so that parts of the game are written side by side; a key may
#: appear in only one of them (a test checks). The shared texts live here; each game's
#: texts live in its own package (`bot/games/<game>/messages/`).
PARTS: tuple[dict[str, str], ...] = (
    en_ui.MESSAGES,
    en_ui_commands.MESSAGES,  # phase commands, /faction view, /why
    en_ui_board.MESSAGES,
    en_ui_gm.MESSAGES,
    en_ui_options.MESSAGES,  # a game's options
    *ror_messages.EN,
)
CATALOG: dict[str, str] = {key: text for part in PARTS for key, text in part.items()}


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
