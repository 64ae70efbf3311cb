"""The Republic of Rome's texts, by area (one dict per file; `bot.messages` gathers them)."""

from __future__ import annotations

from bot.games.ror.messages import (
    en_business,
    en_cards,
    en_civil,
    en_combat,
    en_common,
    en_dice,
    en_events,
    en_forum,
    en_gaps,
    en_laws_priests,
    en_provincial,
    en_revenue,
    en_revolution,
    en_senate,
    en_senate_more,
    en_senate_odds,
    en_setup,
    en_war_more,
)

#: the English catalogue parts
EN: tuple[dict[str, str], ...] = (
    en_common.MESSAGES,
    en_cards.MESSAGES,  # card names by id
    en_dice.MESSAGES,  # what die rolls are for
    en_setup.MESSAGES,
    en_revenue.MESSAGES,
    en_forum.MESSAGES,
    en_events.MESSAGES,
    en_senate.MESSAGES,
    en_senate_more.MESSAGES,
    en_business.MESSAGES,
    en_combat.MESSAGES,
    en_revolution.MESSAGES,
    en_war_more.MESSAGES,
    en_provincial.MESSAGES,
    en_laws_priests.MESSAGES,
    en_gaps.MESSAGES,
    en_senate_odds.MESSAGES,
    en_civil.MESSAGES,
)
