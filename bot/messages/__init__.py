"""The message catalogue: every text shown to players, by key.

Keys: `event.<kind>` (narration of engine events), `decision.<kind>` (prompts),
`action.<kind>` (button labels), `illegal.<key>` (why an action was refused),
`ui.<...>` and `error.<...>` (the Discord layer). Templates use `str.format` with named
fields. English only for now; a locale is one more dict of the same keys.
"""

from __future__ import annotations

from typing import Any

from bot.messages import (
    en_ror,
    en_ror_business,
    en_ror_civil,
    en_ror_combat,
    en_ror_events,
    en_ror_forum,
    en_ror_gaps,
    en_ror_laws_priests,
    en_ror_provincial,
    en_ror_revenue,
    en_ror_revolution,
    en_ror_senate,
    en_ror_senate_more,
    en_ror_senate_odds,
    en_ror_setup,
    en_ror_war_more,
    en_ui,
    en_ui_board,
    en_ui_commands,
    en_ui_gm,
    en_ui_options,
)

#: one dict per area, so that parts of the game are written side by side; a key may
#: appear in only one of them (a test checks)
PARTS: tuple[dict[str, str], ...] = (
    en_ui.MESSAGES,
    en_ror.MESSAGES,
    en_ror_setup.MESSAGES,
    en_ror_revenue.MESSAGES,
    en_ror_forum.MESSAGES,
    en_ror_events.MESSAGES,
    en_ror_senate.MESSAGES,
    en_ror_senate_more.MESSAGES,
    en_ror_business.MESSAGES,
    en_ror_combat.MESSAGES,
    en_ror_revolution.MESSAGES,
    en_ror_war_more.MESSAGES,
    en_ror_provincial.MESSAGES,
    en_ui_commands.MESSAGES,  # issue 6: phase commands, /faction view, /why
    en_ui_board.MESSAGES,
    en_ror_laws_priests.MESSAGES,
    en_ui_gm.MESSAGES,
    en_ror_gaps.MESSAGES,
    en_ror_senate_odds.MESSAGES,  # the Senate's odds and ends (issue 4)
    en_ror_civil.MESSAGES,
    en_ui_options.MESSAGES,  # a game's options (issue 12)
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
